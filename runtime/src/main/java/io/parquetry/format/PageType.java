package io.parquetry.format;

/** Thrift {@code PageType}. */
public enum PageType {
    DATA_PAGE(0),
    INDEX_PAGE(1),
    DICTIONARY_PAGE(2),
    DATA_PAGE_V2(3);

    private static final PageType[] BY_ID = new PageType[64];

    static {
        for (PageType v : values()) {
            BY_ID[v.id] = v;
        }
    }

    private final int id;

    PageType(int id) {
        this.id = id;
    }

    /** The Thrift enum value. */
    public int id() {
        return id;
    }

    /** The constant with Thrift value {@code id}, or {@code null} when this version does not know it. */
    public static PageType fromId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
