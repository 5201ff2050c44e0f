package io.parquetry.index;

import io.parquetry.base.Type;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.schema.SortOrder;
import java.util.Arrays;

/** Compares PLAIN-encoded statistics values (min/max bytes) in a column's sort order. */
public final class ValueOrder {
    private ValueOrder() {}

    /** Negative, zero or positive as {@code a} sorts before, with or after {@code b}. */
    static int compare(Type type, SortOrder order, byte[] a, byte[] b) {
        boolean unsigned = order == SortOrder.UNSIGNED;
        switch (type) {
            case BOOLEAN:
                return Integer.compare(a[0] & 1, b[0] & 1);
            case INT32: {
                int x = ByteOrderAccess.getInt(a, 0);
                int y = ByteOrderAccess.getInt(b, 0);
                return unsigned ? Integer.compareUnsigned(x, y) : Integer.compare(x, y);
            }
            case INT64: {
                long x = ByteOrderAccess.getLong(a, 0);
                long y = ByteOrderAccess.getLong(b, 0);
                return unsigned ? Long.compareUnsigned(x, y) : Long.compare(x, y);
            }
            case FLOAT: {
                // numeric order: -0.0 and +0.0 are equal bounds
                float x = Float.intBitsToFloat(ByteOrderAccess.getInt(a, 0));
                float y = Float.intBitsToFloat(ByteOrderAccess.getInt(b, 0));
                return x < y ? -1 : x > y ? 1 : 0;
            }
            case DOUBLE: {
                double x = Double.longBitsToDouble(ByteOrderAccess.getLong(a, 0));
                double y = Double.longBitsToDouble(ByteOrderAccess.getLong(b, 0));
                return x < y ? -1 : x > y ? 1 : 0;
            }
            default:
                return unsigned ? Arrays.compareUnsigned(a, b) : compareSignedBigEndian(a, b);
        }
    }

    /** Order of big-endian two's-complement integers of any lengths (DECIMAL on binary). */
    public static int compareSignedBigEndian(byte[] x, byte[] y) {
        boolean nx = x.length > 0 && x[0] < 0;
        boolean ny = y.length > 0 && y[0] < 0;
        if (nx != ny) {
            return nx ? -1 : 1;
        }
        int len = Math.max(x.length, y.length);
        int pad = nx ? 0xFF : 0;
        for (int i = 0; i < len; i++) {
            int bx = i < len - x.length ? pad : x[i - (len - x.length)] & 0xFF;
            int by = i < len - y.length ? pad : y[i - (len - y.length)] & 0xFF;
            if (bx != by) {
                return bx - by;
            }
        }
        return 0;
    }
}
