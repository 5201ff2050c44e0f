package io.parquetry.format;

import io.parquetry.base.Encoding;

/**
 * Thrift {@code DictionaryPageHeader}.
 *
 * @param numValues number of dictionary entries (field 1)
 * @param encoding encoding of the entries, {@code null} when unknown to this version (field 2)
 * @param isSorted whether entries are sorted ascending, or {@code null} (field 3)
 */
public record DictionaryPageHeader(int numValues, Encoding encoding, Boolean isSorted) {
}
