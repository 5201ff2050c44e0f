package io.parquetry.format;

/** Thrift {@code FieldRepetitionType}. */
public enum FieldRepetitionType {
    REQUIRED(0),
    OPTIONAL(1),
    REPEATED(2);

    private static final FieldRepetitionType[] BY_ID = new FieldRepetitionType[64];

    static {
        for (FieldRepetitionType v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    FieldRepetitionType(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static FieldRepetitionType fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
