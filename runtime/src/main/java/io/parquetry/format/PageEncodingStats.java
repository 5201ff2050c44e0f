package io.parquetry.format;

import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;

/**
 * Thrift {@code PageEncodingStats}: number of pages of one type with one encoding.
 *
 * @param pageType page type (field 1)
 * @param encoding encoding, {@code null} when unknown to this version (field 2)
 * @param count number of pages (field 3)
 */
public record PageEncodingStats(PageType pageType, Encoding encoding, int count) {
}
