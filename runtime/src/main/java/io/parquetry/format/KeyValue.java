package io.parquetry.format;

/**
 * Thrift {@code KeyValue}: one entry of key/value metadata.
 *
 * @param key the key (field 1, required)
 * @param value the value, or {@code null} (field 2)
 */
public record KeyValue(String key, String value) {
}
