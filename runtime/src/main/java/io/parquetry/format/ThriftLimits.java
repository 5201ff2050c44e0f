package io.parquetry.format;

/**
 * Limits the {@link ThriftReader} enforces on untrusted input, on top of the rule that no string,
 * binary or list may claim more bytes than remain in the buffer. The counts of row groups and
 * columns are checked when a list declares them, before any of its elements is decoded.
 *
 * @param maxDepth maximum struct nesting depth, including skipped unknown fields
 * @param maxStringLength maximum length in bytes of one string or binary value
 * @param maxListSize maximum number of elements of one list, set or map
 * @param maxRowGroups maximum number of row groups of a footer ({@code FileMetaData.row_groups})
 * @param maxColumns maximum number of schema elements of a footer ({@code FileMetaData.schema},
 *     groups and columns) and of column chunks of one row group ({@code RowGroup.columns})
 */
public record ThriftLimits(int maxDepth, int maxStringLength, int maxListSize, int maxRowGroups, int maxColumns) {
    /** Depth 64; strings, lists, row groups and columns bounded only by the input size. */
    public static final ThriftLimits DEFAULT =
            new ThriftLimits(64, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);

    public ThriftLimits {
        if (maxDepth < 1 || maxStringLength < 0 || maxListSize < 0 || maxRowGroups < 0 || maxColumns < 0) {
            throw new IllegalArgumentException("invalid Thrift limits: depth " + maxDepth
                    + ", string length " + maxStringLength + ", list size " + maxListSize
                    + ", row groups " + maxRowGroups + ", columns " + maxColumns);
        }
    }

    public ThriftLimits withMaxDepth(int depth) {
        return new ThriftLimits(depth, maxStringLength, maxListSize, maxRowGroups, maxColumns);
    }

    public ThriftLimits withMaxStringLength(int length) {
        return new ThriftLimits(maxDepth, length, maxListSize, maxRowGroups, maxColumns);
    }

    public ThriftLimits withMaxListSize(int size) {
        return new ThriftLimits(maxDepth, maxStringLength, size, maxRowGroups, maxColumns);
    }

    public ThriftLimits withMaxRowGroups(int count) {
        return new ThriftLimits(maxDepth, maxStringLength, maxListSize, count, maxColumns);
    }

    public ThriftLimits withMaxColumns(int count) {
        return new ThriftLimits(maxDepth, maxStringLength, maxListSize, maxRowGroups, count);
    }
}
