package io.parquetry.s3;

import java.net.URI;
import java.util.Objects;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;

/**
 * The entry point to Parquet files in S3 or an S3-compatible store: an {@link S3Client} and the
 * I/O settings of the files it hands out.
 *
 * <pre>{@code
 * // AWS S3, with the SDK's default region and credentials chain
 * try (S3Files s3 = S3Files.builder().build()) {
 *     List<Trade> trades = Parquet.toList(Trade.class, s3.inputFile("s3://bucket/trades/day=1.parquet"));
 * }
 * // any S3-compatible store
 * S3Files s3 = S3Files.builder()
 *         .endpoint(URI.create("http://localhost:9000")).pathStyleAccess(true)
 *         .region("us-east-1").credentials("access-key", "secret-key")
 *         .build();
 * }</pre>
 *
 * <p>Locations are {@code s3://bucket/key} URIs. Instances are immutable and safe for use by many
 * threads (so is the {@code S3Client}); the files they hand out document their own rules.
 * {@link #close()} closes the client when this object built it, never a client passed to
 * {@link Builder#client(S3Client)}.
 */
public final class S3Files implements AutoCloseable {
    /** The least part size S3 accepts for every part of a multipart upload but the last: 5 MiB. */
    public static final int MIN_PART_SIZE = 5 << 20;

    private final S3Client client;
    private final boolean ownsClient;
    private final int footerPrefetchSize;
    private final int coalesceGap;
    private final int maxCoalescedSize;
    private final int partSize;

    private S3Files(Builder b, S3Client client, boolean ownsClient) {
        this.client = client;
        this.ownsClient = ownsClient;
        this.footerPrefetchSize = b.footerPrefetchSize;
        this.coalesceGap = b.coalesceGap;
        this.maxCoalescedSize = b.maxCoalescedSize;
        this.partSize = b.partSize;
    }

    /**
     * Files over a client the caller configured and closes, with the default settings.
     *
     * @param client the client
     * @return the files
     */
    public static S3Files of(S3Client client) {
        return builder().client(client).build();
    }

    /** {@return a builder with the defaults: a client from the SDK's default chains, 64 KiB footer prefetch, 1 MiB coalescing gap, 8 MiB parts} */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A file to read.
     *
     * @param uri {@code s3://bucket/key}
     * @return the file; nothing is fetched until its first use
     * @throws IllegalArgumentException when {@code uri} is not an {@code s3://bucket/key} URI
     */
    public S3InputFile inputFile(String uri) {
        S3Uri u = S3Uri.parse(uri, true);
        return inputFile(u.bucket(), u.key());
    }

    /**
     * A file to read.
     *
     * @param bucket the bucket
     * @param key the object key
     * @return the file; nothing is fetched until its first use
     */
    public S3InputFile inputFile(String bucket, String key) {
        return new S3InputFile(client, bucket, key, footerPrefetchSize, coalesceGap, maxCoalescedSize);
    }

    /**
     * A file to write.
     *
     * @param uri {@code s3://bucket/key}
     * @return the file; the object appears at the key when its stream closes
     * @throws IllegalArgumentException when {@code uri} is not an {@code s3://bucket/key} URI
     */
    public S3OutputFile outputFile(String uri) {
        S3Uri u = S3Uri.parse(uri, true);
        return outputFile(u.bucket(), u.key());
    }

    /**
     * A file to write.
     *
     * @param bucket the bucket
     * @param key the object key
     * @return the file; the object appears at the key when its stream closes
     */
    public S3OutputFile outputFile(String bucket, String key) {
        return new S3OutputFile(client, bucket, key, partSize);
    }

    /**
     * The objects under a prefix as a {@link io.parquetry.io.FileStore}.
     *
     * @param uri {@code s3://bucket} or {@code s3://bucket/prefix} (a {@code '/'} is added to a
     *     prefix that lacks one, so {@code s3://b/data} holds {@code data/x.parquet}, not {@code data2/x.parquet})
     * @return the store
     * @throws IllegalArgumentException when {@code uri} is not an {@code s3://} URI
     */
    public S3FileStore fileStore(String uri) {
        S3Uri u = S3Uri.parse(uri, false);
        return new S3FileStore(this, u.bucket(), u.key());
    }

    /** {@return the client} */
    public S3Client client() {
        return client;
    }

    /** {@return bytes fetched from the end of a file on its first use} */
    public int footerPrefetchSize() {
        return footerPrefetchSize;
    }

    /** {@return the largest gap between two column chunks that are still fetched by one request} */
    public int coalesceGap() {
        return coalesceGap;
    }

    /** {@return the most bytes one coalesced request fetches, and so buffers} */
    public int maxCoalescedSize() {
        return maxCoalescedSize;
    }

    /** {@return the part size of multipart uploads: what a writing stream buffers} */
    public int partSize() {
        return partSize;
    }

    /** Closes the client if this object built it. */
    @Override
    public void close() {
        if (ownsClient) {
            client.close();
        }
    }

    /**
     * Settings of {@link S3Files}. Either {@link #client(S3Client)}, or the connection settings
     * ({@link #endpoint}, {@link #region}, {@link #pathStyleAccess}, {@link #credentials}) from
     * which {@link #build()} makes a client; not both.
     */
    public static final class Builder {
        private S3Client client;
        private URI endpoint;
        private String region;
        private boolean pathStyle;
        private AwsCredentialsProvider credentials;
        private int footerPrefetchSize = 64 << 10;
        private int coalesceGap = 1 << 20;
        private int maxCoalescedSize = 16 << 20;
        private int partSize = 8 << 20;

        private Builder() {}

        /**
         * Uses a client the caller configured (and closes).
         *
         * @param client the client
         * @return this builder
         */
        public Builder client(S3Client client) {
            this.client = Objects.requireNonNull(client, "client");
            return this;
        }

        /**
         * The store's endpoint, for S3-compatible stores ({@code http://localhost:9000}); AWS's by default.
         * Request checksums are then computed, and response checksums checked, only where S3
         * requires them: the SDK's default (CRC32 on every upload, with an aws-chunked body) is
         * newer than many compatible stores, and S3Proxy, for one, refuses such uploads. To keep
         * the default, build the client yourself and pass it to {@link #client(S3Client)}.
         *
         * @param endpoint the endpoint
         * @return this builder
         */
        public Builder endpoint(URI endpoint) {
            this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
            return this;
        }

        /**
         * The region; by default the SDK's region chain (the {@code AWS_REGION} variable, the profile, ...).
         *
         * @param region a region name such as {@code eu-west-1}
         * @return this builder
         */
        public Builder region(String region) {
            this.region = Objects.requireNonNull(region, "region");
            return this;
        }

        /**
         * Whether the bucket goes in the path ({@code http://host/bucket/key}) rather than the host
         * name; most S3-compatible stores need it. Off by default.
         *
         * @param pathStyle whether to use path-style addressing
         * @return this builder
         */
        public Builder pathStyleAccess(boolean pathStyle) {
            this.pathStyle = pathStyle;
            return this;
        }

        /**
         * Fixed credentials; by default the SDK's credentials chain (environment, profile, instance role, ...).
         *
         * @param accessKeyId the access key id
         * @param secretAccessKey the secret access key
         * @return this builder
         */
        public Builder credentials(String accessKeyId, String secretAccessKey) {
            return credentials(StaticCredentialsProvider.create(AwsBasicCredentials.create(accessKeyId, secretAccessKey)));
        }

        /**
         * A credentials provider of the SDK's.
         *
         * @param credentials the provider
         * @return this builder
         */
        public Builder credentials(AwsCredentialsProvider credentials) {
            this.credentials = Objects.requireNonNull(credentials, "credentials");
            return this;
        }

        /**
         * Bytes fetched from the end of a file on its first use (64 KiB by default): a footer that
         * fits costs no further request, and a file no larger is read whole by that one request.
         *
         * @param bytes at least 8
         * @return this builder
         */
        public Builder footerPrefetchSize(int bytes) {
            if (bytes < 8) {
                throw new IllegalArgumentException("footer prefetch size " + bytes + " is below the 8 bytes of a Parquet tail");
            }
            this.footerPrefetchSize = bytes;
            return this;
        }

        /**
         * Column chunks of a row group no further apart than this are fetched by one request, the
         * gap's bytes included (1 MiB by default; 0 merges only adjacent chunks).
         *
         * @param bytes the gap, at least 0
         * @return this builder
         */
        public Builder coalesceGap(int bytes) {
            if (bytes < 0) {
                throw new IllegalArgumentException("coalescing gap " + bytes + " is negative");
            }
            this.coalesceGap = bytes;
            return this;
        }

        /**
         * The most bytes one coalesced request fetches (16 MiB by default). A file buffers at most
         * one such range at a time besides the footer prefetch; larger chunks are fetched alone,
         * straight into the reader's buffer.
         *
         * @param bytes at least 1
         * @return this builder
         */
        public Builder maxCoalescedSize(int bytes) {
            if (bytes < 1) {
                throw new IllegalArgumentException("maximum coalesced size " + bytes + " must be positive");
            }
            this.maxCoalescedSize = bytes;
            return this;
        }

        /**
         * The part size of multipart uploads (8 MiB by default, at least {@link #MIN_PART_SIZE}).
         * A writing stream buffers one part; a file no larger is sent by a single PUT.
         *
         * @param bytes the part size
         * @return this builder
         */
        public Builder partSize(int bytes) {
            if (bytes < MIN_PART_SIZE) {
                throw new IllegalArgumentException("part size " + bytes + " is below S3's minimum of " + MIN_PART_SIZE + " bytes (5 MiB)");
            }
            this.partSize = bytes;
            return this;
        }

        /**
         * {@return the files}
         *
         * @throws IllegalStateException when both a client and connection settings are given
         */
        public S3Files build() {
            if (client != null) {
                if (endpoint != null || region != null || pathStyle || credentials != null) {
                    throw new IllegalStateException("give either a client or connection settings (endpoint, region, "
                            + "path-style access, credentials), not both: the settings would be ignored");
                }
                return new S3Files(this, client, false);
            }
            S3ClientBuilder b = S3Client.builder().httpClientBuilder(UrlConnectionHttpClient.builder())
                    .forcePathStyle(pathStyle)
                    .credentialsProvider(credentials != null ? credentials : DefaultCredentialsProvider.builder().build());
            if (region != null) {
                b.region(Region.of(region));
            }
            if (endpoint != null) {
                b.endpointOverride(endpoint)
                        .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                        .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED);
            }
            return new S3Files(this, b.build(), true);
        }
    }
}
