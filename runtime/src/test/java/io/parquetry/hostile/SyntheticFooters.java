package io.parquetry.hostile;

import io.parquetry.base.Compression;
import io.parquetry.base.Encoding;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.PageType;
import io.parquetry.base.Type;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.PageEncodingStats;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SchemaElement;
import io.parquetry.format.Statistics;
import io.parquetry.format.ThriftWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Footers of many row groups and columns, shaped like a real writer's (statistics, encodings,
 * encoding stats, page index offsets per chunk), written with the runtime's own Thrift writer and
 * wrapped in a file by {@link FooterAllocationTest#file}. The row groups share their chunk
 * records, so a footer of tens of megabytes costs the test little memory to build.
 */
final class SyntheticFooters {
    static final int ROWS_PER_GROUP = 1000;

    private SyntheticFooters() {}

    /** The schema of a flat message of {@code columns} optional INT64 columns {@code c0, c1, ...}. */
    static List<SchemaElement> schema(int columns) {
        List<SchemaElement> schema = new ArrayList<>();
        schema.add(new SchemaElement(null, null, null, "m", columns, null, null, null, null, null));
        for (int c = 0; c < columns; c++) {
            schema.add(new SchemaElement(Type.INT64, null, FieldRepetitionType.OPTIONAL, "c" + c, null, null, null, null,
                    null, null));
        }
        return schema;
    }

    /** The chunks of one row group over columns {@code c0 .. c(columns-1)}. */
    static List<ColumnChunk> chunks(int columns) {
        List<ColumnChunk> chunks = new ArrayList<>();
        long offset = 4;
        for (int c = 0; c < columns; c++) {
            byte[] min = {1, 0, 0, 0, 0, 0, 0, (byte) c};
            byte[] max = {2, 0, 0, 0, 0, 0, 0, (byte) c};
            Statistics stats = new Statistics(null, null, 0L, null, max, min, null, null, null);
            ColumnMetaData md = new ColumnMetaData(Type.INT64, List.of(Encoding.PLAIN, Encoding.RLE), List.of("c" + c),
                    Compression.SNAPPY, ROWS_PER_GROUP, 8100, 8000, null, offset, null, null, stats,
                    List.of(new PageEncodingStats(PageType.DATA_PAGE, Encoding.PLAIN, 1)), null, null, null, null);
            chunks.add(new ColumnChunk(null, offset, md, offset + 100_000, 20, offset + 200_000, 30, null, null));
            offset += 8000;
        }
        return chunks;
    }

    /** A footer of {@code groups} row groups of {@code columns} chunks each, declaring {@code numRows} rows. */
    static FileMetaData footer(int groups, int columns, long numRows, String createdBy) {
        List<ColumnChunk> chunks = chunks(columns);
        List<RowGroup> rowGroups = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            rowGroups.add(new RowGroup(chunks, 8100L * columns, ROWS_PER_GROUP, null, 4L, 8000L * columns, null));
        }
        return new FileMetaData(2, schema(columns), numRows, rowGroups, null, createdBy, null, null, null);
    }

    /** The bytes of a file around {@link #footer} with the right row count. */
    static byte[] file(int groups, int columns) {
        return FooterAllocationTest.file(ThriftWriter.toBytes(footer(groups, columns, (long) groups * ROWS_PER_GROUP,
                "parquetry test")));
    }
}
