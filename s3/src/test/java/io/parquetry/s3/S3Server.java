package io.parquetry.s3;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Predicate;
import org.gaul.s3proxy.AuthenticationType;
import org.gaul.s3proxy.S3Proxy;
import org.jclouds.ContextBuilder;
import org.jclouds.blobstore.BlobStoreContext;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * A real S3-compatible server in the test JVM: S3Proxy over jclouds' in-memory (transient) blob
 * store, with AWS v4 authentication, on a free port. One per JVM, started on first use.
 */
public final class S3Server {
    public static final String ACCESS_KEY = "parquetry-access";
    public static final String SECRET_KEY = "parquetry-secret";
    private static S3Server instance;

    final URI endpoint;
    private final S3Proxy proxy;

    private S3Server() throws Exception {
        Properties props = new Properties();
        BlobStoreContext context = ContextBuilder.newBuilder("transient").credentials("identity", "credential")
                .overrides(props).build(BlobStoreContext.class);
        proxy = S3Proxy.builder().blobStore(context.getBlobStore()).endpoint(URI.create("http://127.0.0.1:0"))
                .awsAuthentication(AuthenticationType.AWS_V4, ACCESS_KEY, SECRET_KEY).build();
        proxy.start();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!"STARTED".equals(proxy.getState())) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("S3Proxy did not start: " + proxy.getState());
            }
            Thread.sleep(10);
        }
        endpoint = URI.create("http://127.0.0.1:" + proxy.getPort());
    }

    public static synchronized S3Server get() {
        if (instance == null) {
            try {
                instance = new S3Server();
            } catch (Exception e) {
                throw new IllegalStateException("cannot start S3Proxy", e);
            }
        }
        return instance;
    }

    /** A client that records every request (and can be told to fail some). */
    public S3Client client(Requests requests) {
        return S3Client.builder().httpClientBuilder(UrlConnectionHttpClient.builder()).endpointOverride(endpoint)
                .forcePathStyle(true).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(ACCESS_KEY, SECRET_KEY)))
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
                .overrideConfiguration(c -> c.addExecutionInterceptor(requests))
                .build();
    }

    /** Creates a bucket of a new name that starts with {@code prefix}, and returns the name. */
    public static String newBucket(S3Client client, String prefix) {
        String bucket = prefix + "-" + java.util.UUID.randomUUID().toString().substring(0, 8);
        client.createBucket(b -> b.bucket(bucket));
        return bucket;
    }

    /** One request the client made: its operation, its Range header (GETs), and the response's body length. */
    record Request(String operation, String range, long bytes) {}

    /** Counts the requests a client makes, as seen on the wire (an SDK interceptor). */
    public static final class Requests implements ExecutionInterceptor {
        private final List<Request> seen = new ArrayList<>();
        private Predicate<Request> failing = r -> false;

        @Override
        public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            Request r = new Request(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME),
                    context.httpRequest().firstMatchingHeader("Range").orElse(null), -1);
            synchronized (this) {
                if (failing.test(r)) {
                    throw new IllegalStateException("injected failure of " + r.operation());
                }
            }
        }

        @Override
        public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
            String op = attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
            String range = context.httpRequest().firstMatchingHeader("Range").orElse(null);
            long bytes = context.httpResponse().firstMatchingHeader("Content-Length").map(Long::parseLong).orElse(-1L);
            synchronized (this) {
                seen.add(new Request(op, range, bytes));
            }
        }

        /** Makes the requests {@code failing} accepts fail before they are sent. */
        synchronized void failWhen(Predicate<Request> failing) {
            this.failing = failing;
        }

        synchronized List<Request> all() {
            return List.copyOf(seen);
        }

        synchronized List<Request> of(String operation) {
            return seen.stream().filter(r -> r.operation().equals(operation)).toList();
        }

        synchronized long bytesOf(String operation) {
            return of(operation).stream().mapToLong(Request::bytes).sum();
        }

        synchronized void clear() {
            seen.clear();
        }
    }
}
