package io.parquetry.format;

/** Thrift {@code IndexPageHeader}: an empty struct (index pages are not specified). */
public record IndexPageHeader() {
}
