package io.parquetry.format;

/** Thrift {@code Encoding}: how values or levels are encoded in a page. */
public enum Encoding {
    PLAIN(0),
    PLAIN_DICTIONARY(2),
    RLE(3),
    BIT_PACKED(4),
    DELTA_BINARY_PACKED(5),
    DELTA_LENGTH_BYTE_ARRAY(6),
    DELTA_BYTE_ARRAY(7),
    RLE_DICTIONARY(8),
    BYTE_STREAM_SPLIT(9);

    private static final Encoding[] BY_ID = new Encoding[64];

    static {
        for (Encoding v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    Encoding(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static Encoding fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
