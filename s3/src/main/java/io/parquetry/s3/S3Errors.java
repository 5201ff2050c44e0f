package io.parquetry.s3;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/** Failures of S3 requests as {@link IOException}s that name the object and the request. */
final class S3Errors {
    private S3Errors() {}

    /**
     * @param e the SDK's failure
     * @param location {@code s3://bucket/key}
     * @param request what was asked: {@code GET bytes=0-99}, {@code PUT}, ...
     */
    static IOException io(SdkException e, String location, String request) {
        if (e instanceof NoSuchKeyException || (e instanceof S3Exception s && s.statusCode() == 404 && request.startsWith("HEAD"))) {
            NoSuchFileException missing = new NoSuchFileException(location, null, "no object at the key (" + request + ")");
            missing.initCause(e);
            return missing;
        }
        return new IOException(location + ": " + request + " failed: " + describe(e), e);
    }

    /** The store's own words: its error code and message, and the HTTP status. */
    static String describe(SdkException e) {
        if (e instanceof S3Exception s && s.awsErrorDetails() != null) {
            String code = s.awsErrorDetails().errorCode();
            String message = s.awsErrorDetails().errorMessage();
            return (code != null ? code + ": " : "") + (message != null ? message : "") + " (HTTP " + s.statusCode() + ")";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
