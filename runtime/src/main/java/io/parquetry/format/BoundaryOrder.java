package io.parquetry.format;

/** Thrift {@code BoundaryOrder} of a column index. */
public enum BoundaryOrder {
    UNORDERED(0),
    ASCENDING(1),
    DESCENDING(2);

    private static final BoundaryOrder[] BY_ID = new BoundaryOrder[64];

    static {
        for (BoundaryOrder v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    BoundaryOrder(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static BoundaryOrder fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
