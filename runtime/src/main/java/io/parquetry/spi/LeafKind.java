package io.parquetry.spi;

/**
 * The Java type of a leaf value that a generated mapper passes to {@link LeafCollections}: how
 * such a value is written to a {@link ColumnSink} and taken from a {@link ColumnSource}. Each
 * kind is the boxed form of what the sink's and source's typed methods carry.
 */
public enum LeafKind {
    /** {@code String}, stored as UTF-8. */
    STRING {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeString((String) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeString();
        }
    },
    /** {@code Integer}, an INT32 value. */
    INT {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeInt((Integer) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeInt();
        }
    },
    /** {@code Long}, an INT64 value. */
    LONG {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeLong((Long) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeLong();
        }
    },
    /** {@code Float}, a FLOAT value. */
    FLOAT {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeFloat((Float) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeFloat();
        }
    },
    /** {@code Double}, a DOUBLE value. */
    DOUBLE {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeDouble((Double) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeDouble();
        }
    },
    /** {@code Boolean}, a BOOLEAN value. */
    BOOLEAN {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeBoolean((Boolean) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeBoolean();
        }
    },
    /** {@code byte[]}, a BYTE_ARRAY value. */
    BINARY {
        @Override
        void write(ColumnSink sink, Object v, int rep, int def) {
            sink.writeBinary((byte[]) v, rep, def);
        }

        @Override
        Object take(ColumnSource source) {
            return source.takeBinary();
        }
    };

    /** Writes present value {@code v} (of this kind) at the given levels. */
    abstract void write(ColumnSink sink, Object v, int rep, int def);

    /** Takes the current value of {@code source}, which must hold one (see {@link ColumnSource#takeString()}). */
    abstract Object take(ColumnSource source);
}
