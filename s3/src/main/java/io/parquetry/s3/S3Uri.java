package io.parquetry.s3;

/** A bucket and a key (or key prefix) parsed from {@code s3://bucket/key}. */
record S3Uri(String bucket, String key) {
    static S3Uri parse(String uri, boolean needsKey) {
        String rest = uri.startsWith("s3://") ? uri.substring(5) : uri.startsWith("s3a://") ? uri.substring(6) : null;
        if (rest == null) {
            throw new IllegalArgumentException("not an s3:// URI: " + uri);
        }
        int slash = rest.indexOf('/');
        String bucket = slash < 0 ? rest : rest.substring(0, slash);
        String key = slash < 0 ? "" : rest.substring(slash + 1);
        if (bucket.isEmpty()) {
            throw new IllegalArgumentException("no bucket in " + uri);
        }
        if (needsKey && (key.isEmpty() || key.endsWith("/"))) {
            throw new IllegalArgumentException("no object key in " + uri + " (expected s3://bucket/key)");
        }
        return new S3Uri(bucket, key);
    }

    /** {@code s3://bucket/key} */
    static String of(String bucket, String key) {
        return "s3://" + bucket + "/" + key;
    }
}
