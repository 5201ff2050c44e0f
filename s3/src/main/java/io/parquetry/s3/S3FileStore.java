package io.parquetry.s3;

import io.parquetry.io.FileStore;
import io.parquetry.io.InputFile;
import io.parquetry.io.OutputFile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.model.DeleteObjectRequest;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Request;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Response;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * The objects under a key prefix of a bucket, as a {@link FileStore}: the path {@code a/b.parquet}
 * is the key {@code <prefix>a/b.parquet}. Made by {@link S3Files#fileStore(String)}.
 *
 * <p>Publication is atomic by nature: files are {@link S3OutputFile}s, whose object appears only
 * when the stream closes, and an unfinished multipart upload is never an object, so {@link #list}
 * never sees one. Listing pages through ListObjectsV2 (1000 keys a request). Thread-safe.
 */
public final class S3FileStore implements FileStore {
    private final S3Files files;
    private final String bucket;
    private final String prefix;

    S3FileStore(S3Files files, String bucket, String prefix) {
        this.files = files;
        this.bucket = bucket;
        this.prefix = prefix.isEmpty() || prefix.endsWith("/") ? prefix : prefix + "/";
    }

    /** {@return the bucket} */
    public String bucket() {
        return bucket;
    }

    /** {@return the key prefix, empty or ending with {@code '/'}} */
    public String prefix() {
        return prefix;
    }

    @Override
    public OutputFile output(String path) {
        return files.outputFile(bucket, key(path));
    }

    /**
     * Opens a published file; this fetches its footer prefetch, so a missing object fails here.
     *
     * @throws java.nio.file.NoSuchFileException when there is no object at the path
     */
    @Override
    public InputFile input(String path) throws IOException {
        S3InputFile in = files.inputFile(bucket, key(path));
        in.length();
        return in;
    }

    @Override
    public List<StoredFile> list(String pathPrefix) throws IOException {
        String keyPrefix = prefix + checked(pathPrefix, true);
        List<StoredFile> out = new ArrayList<>();
        ListObjectsV2Request.Builder request = ListObjectsV2Request.builder().bucket(bucket).prefix(keyPrefix);
        String token = null;
        try {
            do {
                ListObjectsV2Response page = files.client().listObjectsV2(request.continuationToken(token).build());
                for (S3Object o : page.contents()) {
                    if (!o.key().endsWith("/")) { // a "folder" marker some tools create is no file
                        out.add(new StoredFile(o.key().substring(prefix.length()), o.size()));
                    }
                }
                token = Boolean.TRUE.equals(page.isTruncated()) ? page.nextContinuationToken() : null;
            } while (token != null);
        } catch (SdkException e) {
            throw S3Errors.io(e, S3Uri.of(bucket, keyPrefix), "ListObjectsV2");
        }
        out.sort(Comparator.comparing(StoredFile::path));
        return out;
    }

    @Override
    public void delete(String path) throws IOException {
        String key = key(path);
        try {
            files.client().deleteObject(DeleteObjectRequest.builder().bucket(bucket).key(key).build());
        } catch (SdkException e) {
            throw S3Errors.io(e, S3Uri.of(bucket, key), "DeleteObject");
        }
    }

    /** {@return {@code s3://bucket/prefix}} */
    @Override
    public String location() {
        return S3Uri.of(bucket, prefix);
    }

    @Override
    public String toString() {
        return location();
    }

    private String key(String path) {
        return prefix + checked(path, false);
    }

    private String checked(String path, boolean mayBeEmpty) {
        if (path.startsWith("/") || (!mayBeEmpty && path.isEmpty())) {
            throw new IllegalArgumentException(location() + ": \"" + path + "\" is not a relative path");
        }
        return path;
    }
}
