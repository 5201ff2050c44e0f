package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.SchemaElement;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Mutants found by {@link HostileInputSweepTest}, rebuilt at the level of the field they changed:
 * each once escaped as something other than a {@link ParquetException}.
 */
class HostileRegressionTest {
    static byte[] write(MessageType schema, List<Row> rows) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).compression(Compression.SNAPPY)
                .pageVersion(PageVersion.V1).pageRowLimit(16).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    @Test
    void validFileReads() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        assertEquals(30 * 5, HostileSweep.readFully(file), "30 rows of 5 fields");
    }

    /** nested_lists.snappy.parquet, footer byte 183: 0x04 -> 0x06 (root num_children 2 -> 3). */
    @Test
    void childCountThatOverrunsTheSchemaAfterNestedSiblings() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        FileMetaData f = FooterSurgery.footer(file);
        // the root's count fits the element list, but the first children's subtrees use it up
        List<SchemaElement> schema = new ArrayList<>(f.schema());
        SchemaElement root = schema.get(0);
        schema.set(0, FooterSurgery.withNumChildren(root, root.numChildren() + 1));
        byte[] mutant = FooterSurgery.rewrite(file, m -> FooterSurgery.withSchema(m, schema));
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(e.getMessage().contains("declares 6 children but the schema ends after 5"), e.getMessage());
    }
    /**
     * nested-UNCOMPRESSED-V2-plain, footer byte 2726: 0x4a -> 0x71 (num_values of a column
     * inside a null group turned negative): skipping the null group advanced an exhausted column.
     */
    @Test
    void exhaustedSiblingOfANullGroup() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        int y = HostileSweep.NESTED.columns().size() - 2; // venue.points.list.element.y
        assertEquals("y", HostileSweep.NESTED.columns().get(y).path().toString().replaceAll(".*\\.", ""));
        byte[] mutant = FooterSurgery.rewrite(file,
                m -> FooterSurgery.withColumnMeta(m, y, c -> FooterSurgery.withNumValues(c, -57)));
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(e.getMessage().contains("(a short column chunk"), e.getMessage());
    }
    /**
     * flat-GZIP-V1-plain, footer byte 2630: 0x66 -> 0x64 (column "f" renamed "d"): two columns
     * shared a path, so the double column's reader was built for the float column.
     */
    @Test
    void twoColumnsWithOnePath() {
        byte[] file = write(HostileSweep.FLAT, HostileSweep.flatRows(20));
        FileMetaData f = FooterSurgery.footer(file);
        List<SchemaElement> schema = new ArrayList<>(f.schema());
        int last = schema.size() - 1;
        assertEquals("f", schema.get(last).name());
        SchemaElement e = schema.get(last);
        schema.set(last, new SchemaElement(e.type(), e.typeLength(), e.repetitionType(), "d", e.numChildren(),
                e.convertedType(), e.scale(), e.precision(), e.fieldId(), e.logicalType()));
        byte[] mutant = FooterSurgery.rewrite(file, m -> FooterSurgery.withSchema(m, schema));
        ParquetException ex = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(ex.getMessage().contains("the schema has two fields named 'd' at the top level"), ex.getMessage());
    }

    /** A mapper whose schema disagrees with the file's column types is refused, not misread. */
    @Test
    void mapperWhoseColumnTypesDifferFromTheFile() {
        byte[] file = write(HostileSweep.FLAT, HostileSweep.flatRows(20));
        MessageType wrongType = MessageTypeParser.parse("message flat { required double id; }");
        MessageType deeperLevels = MessageTypeParser.parse("message flat { repeated int64 id; }");
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            ParquetException e1 = assertThrows(ParquetException.class, () -> f.read(LevelsWriter.mapper(wrongType)));
            assertTrue(e1.getMessage().contains("field id expects required double id; but the file has required int64 id;"),
                    e1.getMessage());
            // an optional field may read a required column (see SchemaMatcher), a repeated one may not
            ParquetException e2 = assertThrows(ParquetException.class, () -> f.read(LevelsWriter.mapper(deeperLevels)));
            assertTrue(e2.getMessage().contains("field id expects a repeated field"), e2.getMessage());
            // the matching projection still reads
            MessageType idOnly = MessageTypeParser.parse("message flat { required int64 id; }");
            RecordMapper<Long> ids = new RecordMapper<>() {
                @Override
                public MessageType schema() {
                    return idOnly;
                }

                @Override
                public void write(Long record, ColumnSink[] columns) {
                    throw new UnsupportedOperationException();
                }

                @Override
                public Long read(ColumnSource[] columns) {
                    long v = columns[0].getLong();
                    columns[0].next();
                    return v;
                }
            };
            try (ParquetReader<Long> r = f.read(ids)) {
                assertEquals(List.of(0L, 977L, 1954L), r.stream().limit(3).toList());
            }
        }
    }
    /**
     * nested-UNCOMPRESSED-V1-dict, data byte 1763: 0xee -> 0x6b (levels of column "bare"): an
     * entry continuing a list (rep 1) said the list was empty (def 0), and the element was read
     * from past the page's values.
     */
    @Test
    void continuationOfARepeatedFieldThatIsNotDefined() {
        MessageType bare = MessageTypeParser.parse("message m { repeated int32 bare; }");
        // a valid record first, so the reader has values to index past
        byte[] valid = LevelsWriter.write(bare, List.<int[][]>of(new int[][] {{0, 0, 1, 7}, {0, 1, 1, 8}}));
        assertEquals(1, HostileSweep.readFully(valid));
        byte[] mutant = LevelsWriter.write(bare, List.<int[][]>of(new int[][] {{0, 0, 1, 7}, {0, 1, 0, 0}}));
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(e.getMessage().contains("element of repeated field bare has definition level 0, below its level 1"),
                e.getMessage());

        // the same in a legacy two-level list and in a map
        MessageType legacy = MessageTypeParser.parse("message m { optional group l (LIST) { repeated int32 array; } }");
        byte[] legacyMutant = LevelsWriter.write(legacy, List.<int[][]>of(new int[][] {{0, 0, 2, 7}, {0, 1, 1, 0}}));
        e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(legacyMutant));
        assertTrue(e.getMessage().contains("below its level 2"), e.getMessage());
        MessageType map = MessageTypeParser.parse("""
                message m { optional group m (MAP) { repeated group key_value { required int32 key; optional int32 value; } } }
                """);
        byte[] mapMutant = LevelsWriter.write(map, List.<int[][]>of(new int[][] {
            {0, 0, 2, 1}, {1, 0, 3, 10}, {0, 1, 1, 0}, {1, 1, 1, 0}}));
        e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mapMutant));
        assertTrue(e.getMessage().contains("below its level 2"), e.getMessage());
    }

    /** A footer whose num_rows disagrees with its row groups' is corrupt (issue 15), not read by the row groups' sum. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(longs = {29, 31, 0, -1, Long.MAX_VALUE})
    void aFileRowCountDisagreeingWithTheRowGroupsIsCorrupt(long numRows) {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        byte[] mutant = FooterSurgery.rewrite(file, m -> new io.parquetry.format.FileMetaData(m.version(), m.schema(),
                numRows, m.rowGroups(), m.keyValueMetadata(), m.createdBy(), m.columnOrders(), m.encryptionAlgorithm(),
                m.footerSigningKeyMetadata()));
        ParquetException e = assertThrows(ParquetException.class,
                () -> ParquetFile.open(new io.parquetry.io.InMemoryInputFile(mutant)));
        assertTrue(e.getMessage().endsWith("corrupt footer: the file declares " + numRows
                + " rows (FileMetaData.num_rows) but its 1 row groups hold 30"), e.getMessage());
        try (ParquetFile f = ParquetFile.open(new io.parquetry.io.InMemoryInputFile(file))) {
            assertEquals(30, f.rowCount());
        }
    }

    @Test
    void aRowGroupOfNegativeRowsIsCorrupt() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        byte[] mutant = FooterSurgery.rewrite(file, m -> new io.parquetry.format.FileMetaData(m.version(), m.schema(),
                m.numRows(), m.rowGroups().stream().map(g -> new io.parquetry.format.RowGroup(g.columns(),
                        g.totalByteSize(), -5, g.sortingColumns(), g.fileOffset(), g.totalCompressedSize(), g.ordinal()))
                        .toList(), m.keyValueMetadata(), m.createdBy(), m.columnOrders(), m.encryptionAlgorithm(),
                m.footerSigningKeyMetadata()));
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(e.getMessage().endsWith("corrupt footer: row group 0 declares -5 rows"), e.getMessage());
    }

    /**
     * Found by fuzzing {@code FileFuzzTest#records} (crash-c30fe9c1...): a FLOAT column whose schema
     * element says DECIMAL was read through the decimal conversion, which asks the column for
     * binary values it does not have (a NullPointerException). An annotation the physical type
     * cannot carry is now dropped when the footer's schema is read: the column reads as its
     * physical values. The same for STRING on an INT32 column.
     */
    @Test
    void anAnnotationThePhysicalTypeCannotCarryReadsAsThePhysicalValues() {
        MessageType schema = MessageTypeParser.parse("message m { optional float value; optional int32 n; }");
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            rows.add(Row.of(schema, i % 5 == 0 ? null : i * 1.5f, i));
        }
        byte[] file = write(schema, rows);
        List<SchemaElement> elements = new ArrayList<>(FooterSurgery.footer(file).schema());
        SchemaElement v = elements.get(1);
        elements.set(1, new SchemaElement(v.type(), v.typeLength(), v.repetitionType(), v.name(), v.numChildren(),
                io.parquetry.base.ConvertedType.DECIMAL, null, null, v.fieldId(), null));
        SchemaElement n = elements.get(2);
        elements.set(2, new SchemaElement(n.type(), n.typeLength(), n.repetitionType(), n.name(), n.numChildren(),
                null, null, null, n.fieldId(), new io.parquetry.base.LogicalType.StringType()));
        byte[] mutant = FooterSurgery.rewrite(file, m -> FooterSurgery.withSchema(m, elements));

        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(mutant))) {
            assertEquals(schema, f.schema(), "the annotations are dropped");
            List<Row> back = new ArrayList<>();
            try (ParquetReader<Row> r = f.rows()) {
                r.forEach(back::add);
            }
            assertEquals(rows, back);
        }
    }
}
