/**
 * Parquet files in Amazon S3 and S3-compatible object stores (MinIO, Ceph, S3Proxy, ...), over
 * the AWS SDK for Java v2.
 *
 * <p>{@link io.parquetry.s3.S3Files} is the entry point: it holds an {@code S3Client} and the
 * I/O settings, and hands out {@link io.parquetry.s3.S3InputFile}s (ranged GETs, a footer-first
 * prefetch, coalescing of the column chunks a row group reads), {@link io.parquetry.s3.S3OutputFile}s
 * (a single PUT for small files, a multipart upload with memory bounded by the part size for large
 * ones, nothing at the key after a failure) and {@link io.parquetry.s3.S3FileStore}s (a bucket
 * prefix as an {@link io.parquetry.io.FileStore}).
 */
package io.parquetry.s3;
