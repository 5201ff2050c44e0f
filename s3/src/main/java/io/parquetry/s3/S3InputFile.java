package io.parquetry.s3;

import io.parquetry.io.InputFile;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.HeadObjectRequest;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * An object in S3 read with ranged GETs. Made by {@link S3Files#inputFile(String)}.
 *
 * <ul>
 *   <li><b>Footer first.</b> The first use fetches the last {@link S3Files#footerPrefetchSize()}
 *       bytes with one suffix-range GET, which also tells the object's length (no HEAD request).
 *       A footer that fits costs no further request; an object no larger is read whole by it.
 *       (Checking the leading magic of a larger file costs one more request of 4 bytes.)</li>
 *   <li><b>Coalescing.</b> When the reader announces the column chunks of a row group
 *       ({@link #prefetch(List)}), chunks no further apart than {@link S3Files#coalesceGap()} are
 *       fetched together by one GET on the first read of one of them, up to
 *       {@link S3Files#maxCoalescedSize()} bytes; a chunk alone is fetched straight into the
 *       reader's buffer.</li>
 *   <li><b>Memory.</b> Besides the footer prefetch, the file buffers at most one coalesced range at
 *       a time, and drops it once its chunks have been read.</li>
 * </ul>
 *
 * <p>The object is assumed not to change while it is read (Parquet files are written once). Safe for
 * concurrent use by several threads. {@link #close()} drops the coalesced ranges; the client stays open.
 * Failures are {@link IOException}s naming {@code s3://bucket/key} and the byte range.
 */
public final class S3InputFile implements InputFile {
    private final S3Client client;
    private final String bucket;
    private final String key;
    private final int footerPrefetchSize;
    private final int coalesceGap;
    private final int maxCoalescedSize;
    private final String location;

    private final Object lock = new Object();
    /** The object's length, or -1 before the first use. Guarded by {@code lock} until set. */
    private volatile long length = -1;
    /** The object's last bytes, from {@code tailStart} to its end. */
    private volatile byte[] tail;
    private volatile long tailStart;
    /** The coalesced ranges of the last hint. Guarded by {@code lock}. */
    private List<Block> blocks = List.of();

    S3InputFile(S3Client client, String bucket, String key, int footerPrefetchSize, int coalesceGap, int maxCoalescedSize) {
        this.client = client;
        this.bucket = bucket;
        this.key = key;
        this.footerPrefetchSize = footerPrefetchSize;
        this.coalesceGap = coalesceGap;
        this.maxCoalescedSize = maxCoalescedSize;
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

    /**
     * The object's length: on the first use, this fetches the footer prefetch.
     *
     * @throws java.nio.file.NoSuchFileException when there is no object at the key
     * @throws IOException when the request fails
     */
    @Override
    public long length() throws IOException {
        open();
        return length;
    }

    @Override
    public String location() {
        return location;
    }

    private void open() throws IOException {
        if (length >= 0) {
            return;
        }
        synchronized (lock) {
            if (length >= 0) {
                return;
            }
            String range = "bytes=-" + footerPrefetchSize;
            GetObjectRequest request = GetObjectRequest.builder().bucket(bucket).key(key).range(range).build();
            try (ResponseInputStream<GetObjectResponse> in = client.getObject(request)) {
                GetObjectResponse r = in.response();
                byte[] data = in.readAllBytes();
                long total = r.contentRange() == null ? data.length : totalOf(r.contentRange(), range);
                if (data.length > total || (r.contentRange() == null && data.length < total)) {
                    throw new IOException(location + ": GET " + range + " returned " + data.length + " bytes of a "
                            + total + "-byte object");
                }
                tail = data;
                tailStart = total - data.length;
                length = total;
            } catch (S3Exception e) {
                if (e.statusCode() != 416) {
                    throw S3Errors.io(e, location, "GET " + range);
                }
                // an empty object has no range to satisfy: its length comes from a HEAD
                long total = head();
                tail = new byte[0];
                tailStart = total;
                length = total;
            } catch (SdkException e) {
                throw S3Errors.io(e, location, "GET " + range);
            }
        }
    }

    private long head() throws IOException {
        try {
            return client.headObject(HeadObjectRequest.builder().bucket(bucket).key(key).build()).contentLength();
        } catch (SdkException e) {
            throw S3Errors.io(e, location, "HEAD");
        }
    }

    /** The total of a {@code Content-Range: bytes a-b/total} header. */
    private long totalOf(String contentRange, String range) throws IOException {
        int slash = contentRange.lastIndexOf('/');
        try {
            return Long.parseLong(contentRange.substring(slash + 1).trim());
        } catch (RuntimeException e) {
            throw new IOException(location + ": GET " + range + " answered with an unreadable Content-Range \"" + contentRange + "\"");
        }
    }

    @Override
    public void readFully(long position, byte[] dst, int off, int len) throws IOException {
        open();
        if (position < 0 || len < 0 || position > length - len) {
            throw new EOFException(location + ": read of " + len + " bytes at offset " + position + " lies outside the "
                    + length + "-byte object");
        }
        long start = tailStart;
        if (position >= start) {
            System.arraycopy(tail, (int) (position - start), dst, off, len);
            return;
        }
        int before = (int) Math.min(len, start - position); // the part before the footer prefetch
        if (!readFromBlock(position, dst, off, before)) {
            get(position, dst, off, before);
        }
        System.arraycopy(tail, 0, dst, off + before, len - before);
    }

    /**
     * Plans coalesced fetches of {@code ranges}: those no further apart than the coalescing gap
     * share one GET. Nothing is fetched until one of them is read; before the file's first use
     * (its length unknown) the hint is ignored.
     */
    @Override
    public void prefetch(List<Range> ranges) {
        if (length < 0) {
            return;
        }
        List<Range> sorted = new ArrayList<>(ranges);
        sorted.sort(Comparator.comparingLong(Range::offset));
        List<Block> planned = new ArrayList<>();
        long limit = tailStart; // what the footer prefetch holds is not fetched again
        long start = -1;
        long end = -1;
        long wanted = 0;
        int members = 0;
        for (Range r : sorted) {
            long rEnd = Math.min(r.end(), limit);
            if (rEnd <= r.offset()) {
                continue;
            }
            if (members > 0 && r.offset() - end <= coalesceGap && Math.max(end, rEnd) - start <= maxCoalescedSize) {
                end = Math.max(end, rEnd);
                wanted += rEnd - r.offset();
                members++;
                continue;
            }
            if (members > 1) {
                planned.add(new Block(start, end, wanted));
            }
            start = r.offset();
            end = rEnd;
            wanted = rEnd - r.offset();
            members = 1;
        }
        if (members > 1) {
            planned.add(new Block(start, end, wanted));
        }
        synchronized (lock) {
            for (Block b : blocks) {
                b.release();
            }
            blocks = planned;
        }
    }

    /** Copies {@code [position, position+len)} from a planned coalesced range, fetching it first; false when none holds it. */
    private boolean readFromBlock(long position, byte[] dst, int off, int len) throws IOException {
        Block block = null;
        synchronized (lock) {
            for (Block b : blocks) {
                if (!b.done && b.start <= position && position + len <= b.end) {
                    block = b;
                    break;
                }
            }
            if (block == null) {
                return false;
            }
            for (Block b : blocks) {
                if (b != block) {
                    b.release(); // one coalesced range buffered at a time
                }
            }
        }
        synchronized (block) {
            if (block.done) {
                return false;
            }
            byte[] data = block.data;
            if (data == null) {
                data = new byte[(int) (block.end - block.start)];
                get(block.start, data, 0, data.length);
                block.data = data;
            }
            System.arraycopy(data, (int) (position - block.start), dst, off, len);
            block.served += len;
            if (block.served >= block.wanted) {
                block.release(); // every chunk it was fetched for has been read
            }
            return true;
        }
    }

    /** One ranged GET of exactly {@code len} bytes into {@code dst[off..]}. */
    private void get(long position, byte[] dst, int off, int len) throws IOException {
        if (len == 0) {
            return;
        }
        String range = "bytes=" + position + "-" + (position + len - 1);
        GetObjectRequest request = GetObjectRequest.builder().bucket(bucket).key(key).range(range).build();
        try (ResponseInputStream<GetObjectResponse> in = client.getObject(request)) {
            if (in.response().contentRange() == null && (position != 0 || len != length)) {
                throw new IOException(location + ": GET " + range + " answered with the whole object: the store ignored the range");
            }
            int n = readN(in, dst, off, len);
            if (n < len) {
                throw new EOFException(location + ": GET " + range + " returned " + n + " of " + len + " bytes");
            }
        } catch (SdkException e) {
            throw S3Errors.io(e, location, "GET " + range);
        }
    }

    private static int readN(InputStream in, byte[] dst, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int r = in.read(dst, off + n, len - n);
            if (r < 0) {
                break;
            }
            n += r;
        }
        return n;
    }

    /** Drops the coalesced ranges; the file can still be read (the footer prefetch is kept for that). */
    @Override
    public void close() {
        synchronized (lock) {
            for (Block b : blocks) {
                b.release();
            }
            blocks = List.of();
        }
    }

    @Override
    public String toString() {
        return location;
    }

    /** A coalesced range: chunks fetched by one GET, and kept until they have been read. */
    private static final class Block {
        final long start;
        final long end;
        /** The bytes of the chunks it was planned for (without the gaps between them). */
        final long wanted;
        /** Guarded by this. */
        long served;
        volatile byte[] data;
        volatile boolean done;

        Block(long start, long end, long wanted) {
            this.start = start;
            this.end = end;
            this.wanted = wanted;
        }

        /** No longer served: reads of its range go to the store. */
        void release() {
            done = true;
            data = null;
        }
    }
}
