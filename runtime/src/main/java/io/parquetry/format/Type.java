package io.parquetry.format;

/** Physical types of the Thrift {@code Type} enum. */
public enum Type {
    BOOLEAN(0),
    INT32(1),
    INT64(2),
    INT96(3),
    FLOAT(4),
    DOUBLE(5),
    BYTE_ARRAY(6),
    FIXED_LEN_BYTE_ARRAY(7);

    private static final Type[] BY_ID = new Type[64];

    static {
        for (Type v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    Type(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static Type fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
