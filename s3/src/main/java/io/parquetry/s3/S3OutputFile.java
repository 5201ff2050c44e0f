package io.parquetry.s3;

import io.parquetry.io.OutputFile;
import io.parquetry.io.PositionOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.AbortMultipartUploadRequest;
import software.amazon.awssdk.services.s3.model.CompleteMultipartUploadRequest;
import software.amazon.awssdk.services.s3.model.CompletedMultipartUpload;
import software.amazon.awssdk.services.s3.model.CompletedPart;
import software.amazon.awssdk.services.s3.model.CreateMultipartUploadRequest;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;
import software.amazon.awssdk.services.s3.model.UploadPartRequest;

/**
 * An object in S3 written while the file is produced. Made by {@link S3Files#outputFile(String)}.
 *
 * <ul>
 *   <li><b>Small files</b> (no larger than the part size) are sent by a single PutObject when the
 *       stream closes.</li>
 *   <li><b>Large files</b> go up as a multipart upload: each full part is uploaded as soon as the
 *       next byte arrives, so a stream holds at most one part ({@link S3Files#partSize()}) in memory;
 *       closing uploads the last part and completes the upload.</li>
 *   <li><b>Atomic.</b> The object appears at the key only when the stream closes successfully (S3
 *       publishes a PUT or a completed upload whole). {@link PositionOutputStream#abort()}, and any
 *       failure of a request, aborts the multipart upload: no object, partial or otherwise, and no
 *       pending upload is left. A process that dies mid-write leaves a pending upload that is never
 *       an object; a bucket lifecycle rule (AbortIncompleteMultipartUpload) removes its parts.</li>
 * </ul>
 *
 * <p>The file object is immutable and thread-safe; each stream it creates is for one thread.
 * Failures are {@link IOException}s naming {@code s3://bucket/key} and the request that failed.
 */
public final class S3OutputFile implements OutputFile {
    private static final int INITIAL_BUFFER = 64 << 10;

    private final S3Client client;
    private final String bucket;
    private final String key;
    private final int partSize;
    private final String location;

    S3OutputFile(S3Client client, String bucket, String key, int partSize) {
        this.client = client;
        this.bucket = bucket;
        this.key = key;
        this.partSize = partSize;
        this.location = S3Uri.of(bucket, key);
    }

    /** {@return the bucket} */
    public String bucket() {
        return bucket;
    }

    /** {@return the object key} */
    public String key() {
        return key;
    }

    /** Starts a new object; nothing is sent until a part is full or the stream closes. */
    @Override
    public PositionOutputStream create() {
        return new Stream();
    }

    @Override
    public String location() {
        return location;
    }

    @Override
    public String toString() {
        return location;
    }

    private final class Stream extends PositionOutputStream {
        /** The current part; grows up to {@code partSize}. */
        private byte[] buf = new byte[Math.min(INITIAL_BUFFER, partSize)];
        private int count;
        private long position;
        private String uploadId;
        private final List<CompletedPart> parts = new ArrayList<>();
        private boolean closed;

        @Override
        public long position() {
            return position;
        }

        @Override
        public void write(int b) throws IOException {
            ensureOpen();
            if (count == buf.length) {
                makeRoom(1);
            }
            buf[count++] = (byte) b;
            position++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            ensureOpen();
            while (len > 0) {
                if (count == buf.length) {
                    makeRoom(len);
                }
                int n = Math.min(len, buf.length - count);
                System.arraycopy(b, off, buf, count, n);
                count += n;
                position += n;
                off += n;
                len -= n;
            }
        }

        /** Grows the buffer towards the part size, or uploads the full part. */
        private void makeRoom(int wanted) throws IOException {
            if (buf.length < partSize) {
                int grown = (int) Math.min(partSize, Math.max((long) buf.length * 2, (long) count + wanted));
                buf = Arrays.copyOf(buf, grown);
                return;
            }
            try {
                if (uploadId == null) {
                    uploadId = client.createMultipartUpload(CreateMultipartUploadRequest.builder().bucket(bucket).key(key).build())
                            .uploadId();
                }
                uploadPart();
            } catch (RuntimeException e) {
                throw fail(e, uploadId == null ? "CreateMultipartUpload" : "UploadPart " + (parts.size() + 1));
            }
        }

        private void uploadPart() {
            int number = parts.size() + 1;
            String etag = client.uploadPart(UploadPartRequest.builder().bucket(bucket).key(key).uploadId(uploadId)
                    .partNumber(number).contentLength((long) count).build(), body()).eTag();
            parts.add(CompletedPart.builder().partNumber(number).eTag(etag).build());
            count = 0;
        }

        /** The buffered bytes, without a copy; a retry reads them again. */
        private RequestBody body() {
            byte[] b = buf;
            int n = count;
            return RequestBody.fromContentProvider(() -> new ByteArrayInputStream(b, 0, n), n, "application/octet-stream");
        }

        private void ensureOpen() throws IOException {
            if (closed) {
                throw new IOException(location + ": the stream is closed");
            }
        }

        /** Publishes the object: a single PUT, or the last part and the upload's completion. */
        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            String request = uploadId == null ? "PutObject" : "UploadPart " + (parts.size() + 1);
            try {
                if (uploadId == null) {
                    client.putObject(PutObjectRequest.builder().bucket(bucket).key(key).contentLength((long) count).build(), body());
                } else {
                    if (count > 0) {
                        uploadPart();
                    }
                    request = "CompleteMultipartUpload";
                    client.completeMultipartUpload(CompleteMultipartUploadRequest.builder().bucket(bucket).key(key)
                            .uploadId(uploadId).multipartUpload(CompletedMultipartUpload.builder().parts(parts).build()).build());
                }
            } catch (RuntimeException e) {
                throw fail(e, request);
            }
            closed = true;
            buf = null;
        }

        /** Discards what was written: aborts the multipart upload, if one was started. */
        @Override
        public void abort() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            buf = null;
            if (uploadId != null) {
                try {
                    abortUpload();
                } catch (SdkException e) {
                    throw S3Errors.io(e, location, "AbortMultipartUpload " + uploadId);
                }
            }
        }

        private void abortUpload() {
            client.abortMultipartUpload(AbortMultipartUploadRequest.builder().bucket(bucket).key(key).uploadId(uploadId).build());
        }

        /** Aborts after a failed request and says which one failed. */
        private IOException fail(RuntimeException e, String request) {
            closed = true;
            buf = null;
            IOException failure = e instanceof SdkException s ? S3Errors.io(s, location, request)
                    : new IOException(location + ": " + request + " failed: " + e, e);
            if (uploadId != null) {
                try {
                    abortUpload();
                } catch (RuntimeException suppressed) {
                    failure.addSuppressed(suppressed);
                }
            }
            return failure;
        }
    }
}
