package io.parquetry.format;

/** Thrift {@code ConvertedType}: the legacy annotations, kept for compatibility with older readers. */
public enum ConvertedType {
    UTF8(0),
    MAP(1),
    MAP_KEY_VALUE(2),
    LIST(3),
    ENUM(4),
    DECIMAL(5),
    DATE(6),
    TIME_MILLIS(7),
    TIME_MICROS(8),
    TIMESTAMP_MILLIS(9),
    TIMESTAMP_MICROS(10),
    UINT_8(11),
    UINT_16(12),
    UINT_32(13),
    UINT_64(14),
    INT_8(15),
    INT_16(16),
    INT_32(17),
    INT_64(18),
    JSON(19),
    BSON(20),
    INTERVAL(21);

    private static final ConvertedType[] BY_ID = new ConvertedType[64];

    static {
        for (ConvertedType v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    ConvertedType(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static ConvertedType fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
