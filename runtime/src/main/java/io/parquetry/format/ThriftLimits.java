package io.parquetry.format;

/**
 * Limits the {@link ThriftReader} enforces on untrusted input, on top of the rule that no string,
 * binary or list may claim more bytes than remain in the buffer.
 *
 * @param maxDepth maximum struct nesting depth, including skipped unknown fields
 * @param maxStringLength maximum length in bytes of one string or binary value
 * @param maxListSize maximum number of elements of one list, set or map
 */
public record ThriftLimits(int maxDepth, int maxStringLength, int maxListSize) {
    /** Depth 64; strings and lists bounded only by the input size. */
    public static final ThriftLimits DEFAULT = new ThriftLimits(64, Integer.MAX_VALUE, Integer.MAX_VALUE);

    public ThriftLimits {
        if (maxDepth < 1 || maxStringLength < 0 || maxListSize < 0) {
            throw new IllegalArgumentException("invalid Thrift limits: depth " + maxDepth
                    + ", string length " + maxStringLength + ", list size " + maxListSize);
        }
    }

    public ThriftLimits withMaxDepth(int depth) {
        return new ThriftLimits(depth, maxStringLength, maxListSize);
    }

    public ThriftLimits withMaxStringLength(int length) {
        return new ThriftLimits(maxDepth, length, maxListSize);
    }

    public ThriftLimits withMaxListSize(int size) {
        return new ThriftLimits(maxDepth, maxStringLength, size);
    }
}
