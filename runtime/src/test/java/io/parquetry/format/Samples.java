package io.parquetry.format;

import io.parquetry.base.BoundaryOrder;
import io.parquetry.base.Compression;
import io.parquetry.base.ConvertedType;
import io.parquetry.base.EdgeInterpolationAlgorithm;
import io.parquetry.base.Encoding;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.PageType;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import java.util.ArrayList;
import java.util.List;

/** Fully and minimally populated instances of every struct, for round trips. */
final class Samples {
    private Samples() {
    }

    static byte[] bytes(int... v) {
        byte[] b = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            b[i] = (byte) v[i];
        }
        return b;
    }

    static final List<LogicalType> ALL_LOGICAL_TYPES = List.of(
            new LogicalType.StringType(),
            new LogicalType.MapType(),
            new LogicalType.ListType(),
            new LogicalType.EnumType(),
            new LogicalType.DecimalType(2, 9),
            new LogicalType.DateType(),
            new LogicalType.TimeType(true, TimeUnit.MILLIS),
            new LogicalType.TimeType(false, TimeUnit.NANOS),
            new LogicalType.TimestampType(true, TimeUnit.MICROS),
            new LogicalType.TimestampType(false, TimeUnit.NANOS),
            new LogicalType.IntType(8, false),
            new LogicalType.IntType(64, true),
            new LogicalType.NullType(),
            new LogicalType.JsonType(),
            new LogicalType.BsonType(),
            new LogicalType.UuidType(),
            new LogicalType.Float16Type(),
            new LogicalType.VariantType(1),
            new LogicalType.VariantType(null),
            new LogicalType.GeometryType("OGC:CRS84"),
            new LogicalType.GeometryType(null),
            new LogicalType.GeographyType("srid:4326", EdgeInterpolationAlgorithm.KARNEY),
            new LogicalType.GeographyType(null, null));

    static Statistics fullStatistics() {
        return new Statistics(bytes(9, 0, 0, 0), bytes(1, 0, 0, 0), 3L, 7L, bytes(0xFF, 0x7F), bytes(0x80),
                true, false, 2L);
    }

    static Statistics emptyStatistics() {
        return new Statistics(null, null, null, null, null, null, null, null, null);
    }

    static SchemaElement leaf(String name, Type type, LogicalType lt) {
        return new SchemaElement(type, null, FieldRepetitionType.OPTIONAL, name, null, null, null, null, null, lt);
    }

    static ColumnMetaData fullColumnMetaData() {
        return new ColumnMetaData(Type.BYTE_ARRAY,
                List.of(Encoding.PLAIN, Encoding.RLE, Encoding.RLE_DICTIONARY),
                List.of("a", "b", "ünïcødé"),
                Compression.ZSTD,
                1_000_000_000_000L, 123_456L, 65_432L,
                List.of(new KeyValue("k", "v"), new KeyValue("only-key", null)),
                4L, 1L, 2L,
                fullStatistics(),
                List.of(new PageEncodingStats(PageType.DICTIONARY_PAGE, Encoding.PLAIN, 1),
                        new PageEncodingStats(PageType.DATA_PAGE_V2, Encoding.RLE_DICTIONARY, 17)),
                99_999L, 4096,
                new SizeStatistics(777L, new long[] {1, 2, 3}, new long[] {4, 5}),
                new GeospatialStatistics(new BoundingBox(-1.5, 2.5, -3, 4, -5.0, 6.0, -7.0, 8.0), new int[] {1, 3, 1001}));
    }

    static ColumnMetaData minimalColumnMetaData() {
        return new ColumnMetaData(Type.INT32, List.of(), List.of("x"), Compression.UNCOMPRESSED, 0, 0, 0, null, 4,
                null, null, null, null, null, null, null, null);
    }

    static FileMetaData fullFileMetaData() {
        List<SchemaElement> schema = new ArrayList<>();
        schema.add(new SchemaElement(null, null, null, "root", ALL_LOGICAL_TYPES.size() + 1, null, null, null, null, null));
        int i = 0;
        for (LogicalType lt : ALL_LOGICAL_TYPES) {
            schema.add(new SchemaElement(Type.FIXED_LEN_BYTE_ARRAY, 16, FieldRepetitionType.values()[i % 3], "c" + i,
                    null, ConvertedType.values()[i % ConvertedType.values().length], 2, 9, 100 + i, lt));
            i++;
        }
        schema.add(new SchemaElement(Type.INT96, null, FieldRepetitionType.REQUIRED, "plain", null, null, null, null,
                null, null));
        ColumnChunk plain = new ColumnChunk("other.parquet", 4, fullColumnMetaData(), 1000L, 50, 1050L, 60,
                new EncryptionWithFooterKey(), null);
        ColumnChunk encrypted = new ColumnChunk(null, 0, null, null, null, null, null,
                new EncryptionWithColumnKey(List.of("a", "b"), bytes(1, 2, 3)), bytes(4, 5, 6, 7));
        ColumnChunk minimal = new ColumnChunk(null, 0, minimalColumnMetaData(), null, null, null, null, null, null);
        RowGroup full = new RowGroup(List.of(plain, encrypted, minimal), 10_000L, 42L,
                List.of(new SortingColumn(0, true, false), new SortingColumn(2, false, true)), 4L, 9_000L, (short) 3);
        RowGroup bare = new RowGroup(List.of(), 0, 0, null, null, null, null);
        return new FileMetaData(2, schema, 42L, List.of(full, bare),
                List.of(new KeyValue("writer.schema", "{\"type\":\"record\"}"), new KeyValue("empty", "")),
                "parquetry version 0.1 (build test)",
                List.of(ColumnOrder.TYPE_DEFINED, ColumnOrder.IEEE_754_TOTAL, ColumnOrder.INT96_TIMESTAMP,
                        new ColumnOrder.Unknown(9)),
                new AesGcmV1(bytes(1), bytes(2, 3), true),
                bytes(8, 8, 8));
    }

    static FileMetaData minimalFileMetaData() {
        return new FileMetaData(1, List.of(new SchemaElement(null, null, null, "m", null, null, null, null, null, null)),
                0, List.of(), null, null, null, null, null);
    }

    static List<PageHeader> fullPageHeaders() {
        return List.of(
                new PageHeader(PageType.DATA_PAGE, 100, 80, 0xCAFEBABE,
                        new DataPageHeader(10, Encoding.PLAIN, Encoding.RLE, Encoding.BIT_PACKED, fullStatistics()),
                        null, null, null),
                new PageHeader(PageType.INDEX_PAGE, 0, 0, null, null, new IndexPageHeader(), null, null),
                new PageHeader(PageType.DICTIONARY_PAGE, 64, 64, -1, null, null,
                        new DictionaryPageHeader(16, Encoding.PLAIN_DICTIONARY, true), null),
                new PageHeader(PageType.DATA_PAGE_V2, Integer.MAX_VALUE, 1, 7, null, null, null,
                        new DataPageHeaderV2(10, 2, 5, Encoding.DELTA_BYTE_ARRAY, 3, 4, false, emptyStatistics())));
    }

    static List<PageHeader> minimalPageHeaders() {
        return List.of(
                new PageHeader(PageType.DATA_PAGE, 1, 1, null,
                        new DataPageHeader(0, Encoding.BYTE_STREAM_SPLIT, Encoding.RLE, Encoding.RLE, null), null, null, null),
                new PageHeader(PageType.DICTIONARY_PAGE, 0, 0, null, null, null,
                        new DictionaryPageHeader(0, Encoding.PLAIN, null), null),
                new PageHeader(PageType.DATA_PAGE_V2, 0, 0, null, null, null, null,
                        new DataPageHeaderV2(0, 0, 0, Encoding.PLAIN, 0, 0, null, null)),
                new PageHeader(PageType.DATA_PAGE, 0, 0, null, null, null, null, null));
    }

    static ColumnIndex fullColumnIndex() {
        return new ColumnIndex(new boolean[] {false, true, false}, List.of(bytes(1), bytes(), bytes(3, 3)),
                List.of(bytes(2), bytes(), bytes(4, 4)), BoundaryOrder.ASCENDING, new long[] {0, 5, 1},
                new long[] {1, 2, 3, 4, 5, 6}, new long[] {6, 5, 4, 3, 2, 1}, new long[] {0, 0, 9});
    }

    static ColumnIndex minimalColumnIndex() {
        return new ColumnIndex(new boolean[0], List.of(), List.of(), BoundaryOrder.UNORDERED, null);
    }

    static OffsetIndex fullOffsetIndex() {
        return new OffsetIndex(List.of(new PageLocation(4, 100, 0), new PageLocation(104, 1 << 20, 1L << 40)),
                new long[] {10, 20});
    }

    static OffsetIndex minimalOffsetIndex() {
        return new OffsetIndex(List.of(), null);
    }

    static FileCryptoMetaData fullFileCryptoMetaData() {
        return new FileCryptoMetaData(new AesGcmCtrV1(bytes(1, 2), bytes(3), false), bytes(9, 9));
    }

    static FileCryptoMetaData minimalFileCryptoMetaData() {
        return new FileCryptoMetaData(new AesGcmV1(null, null, null), null);
    }
}
