package io.parquetry.column;

import io.parquetry.base.Type;
import io.parquetry.schema.PrimitiveType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/** The static helpers behind {@link ColumnReader}'s factories: constant checks, opening readers in parallel. */
final class ColumnReaders {
    private ColumnReaders() {
    }

    /** See {@link ColumnReader#checkConstant}. */
    static String checkConstant(PrimitiveType type, Object value) {
        Type t = type.physicalType();
        boolean ok = switch (t) {
            case BOOLEAN -> value instanceof Boolean;
            case INT32 -> value instanceof Integer;
            case INT64 -> value instanceof Long;
            case FLOAT -> value instanceof Float;
            case DOUBLE -> value instanceof Double;
            case BYTE_ARRAY -> value instanceof String || value instanceof byte[];
            case FIXED_LEN_BYTE_ARRAY -> value instanceof byte[] b && b.length == type.typeLength();
            default -> false;
        };
        if (ok) {
            return null;
        }
        String need = switch (t) {
            case BOOLEAN -> "a Boolean";
            case INT32 -> "an Integer";
            case INT64 -> "a Long";
            case FLOAT -> "a Float";
            case DOUBLE -> "a Double";
            case BYTE_ARRAY -> "a String or byte[]";
            case FIXED_LEN_BYTE_ARRAY -> "a byte[" + type.typeLength() + "]";
            default -> "nothing (no default is supported)";
        };
        String got = value == null ? "null" : value instanceof byte[] b ? "a byte[" + b.length + "]"
                : "a " + value.getClass().getName();
        return "is " + got + ", but its " + t + " column needs " + need;
    }

    /** See {@link ColumnReader#openAll}. */
    static ColumnReader[] openAll(List<? extends Supplier<ColumnReader>> openers, boolean parallel,
                                  java.util.concurrent.Executor executor) {
        int n = openers.size();
        ColumnReader[] readers = new ColumnReader[n];
        if (!parallel || n < 2) {
            for (int i = 0; i < n; i++) {
                readers[i] = openers.get(i).get();
            }
            return readers;
        }
        List<FutureTask<ColumnReader>> tasks = new ArrayList<>(n);
        for (Supplier<ColumnReader> opener : openers) {
            FutureTask<ColumnReader> task = new FutureTask<>(opener::get);
            tasks.add(task);
            Workers.submit(task, executor);
        }
        RuntimeException first = null;
        for (int i = n - 1; i >= 0; i--) { // from the end: the workers take tasks from the start
            try {
                readers[i] = Workers.await(tasks.get(i), () -> "opening a column reader");
            } catch (RuntimeException e) {
                first = e; // the lowest index wins: it is the one reading in order meets first
            }
        }
        if (first != null) {
            throw first;
        }
        return readers;
    }
}
