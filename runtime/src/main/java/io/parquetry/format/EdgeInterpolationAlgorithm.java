package io.parquetry.format;

/** Thrift {@code EdgeInterpolationAlgorithm} of the GEOGRAPHY logical type. */
public enum EdgeInterpolationAlgorithm {
    SPHERICAL(0),
    VINCENTY(1),
    THOMAS(2),
    ANDOYER(3),
    KARNEY(4);

    private static final EdgeInterpolationAlgorithm[] BY_ID = new EdgeInterpolationAlgorithm[64];

    static {
        for (EdgeInterpolationAlgorithm v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    EdgeInterpolationAlgorithm(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static EdgeInterpolationAlgorithm fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
