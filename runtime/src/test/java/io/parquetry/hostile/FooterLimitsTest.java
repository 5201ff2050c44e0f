package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ReadOptions;
import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.ThriftWriter;
import io.parquetry.io.InMemoryInputFile;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The footer's counts of row groups, schema elements and chunks per row group are bounded by
 * {@link ReadOptions#maxRowGroups()} and {@link ReadOptions#maxColumns()}, checked when the footer
 * declares them; its {@code num_rows} must agree with the row groups'.
 */
class FooterLimitsTest {
    private static ParquetFile open(byte[] file, ReadOptions options) {
        return ParquetFile.open(new InMemoryInputFile(file), options);
    }

    @Test
    void defaultsAreDocumentedValues() {
        ReadOptions d = ReadOptions.defaults();
        assertEquals(1_000_000, d.maxRowGroups());
        assertEquals(100_000, d.maxColumns());
        assertEquals(7, d.withMaxRowGroups(7).withReadAhead(false).withMaxFooterSize(1 << 20).maxRowGroups());
        assertEquals(9, d.withMaxColumns(9).withStrictSchema(true).withExecutor(null).maxColumns());
        assertThrows(IllegalArgumentException.class, () -> d.withMaxRowGroups(-1));
        assertThrows(IllegalArgumentException.class, () -> d.withMaxColumns(-1));
    }

    @Test
    void moreRowGroupsThanTheLimitFailNamingCountLimitAndSetting() {
        byte[] file = SyntheticFooters.file(3, 2);
        try (ParquetFile f = open(file, ReadOptions.defaults().withMaxRowGroups(3))) {
            assertEquals(3, f.rowGroupCount());
        }
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> open(file, ReadOptions.defaults().withMaxRowGroups(2)));
        assertTrue(e.getMessage().contains("footer at offset 4"), e.getMessage());
        assertTrue(e.getMessage().contains("3 row groups exceed the limit of 2"), e.getMessage());
        assertTrue(e.getMessage().contains("ReadOptions.withMaxRowGroups raises it"), e.getMessage());
        assertTrue(!e.getMessage().contains("maxNestingDepth"), e.getMessage());
    }

    @Test
    void moreSchemaElementsThanTheLimitFail() {
        byte[] file = SyntheticFooters.file(1, 4); // 5 schema elements: the root and 4 columns
        try (ParquetFile f = open(file, ReadOptions.defaults().withMaxColumns(5))) {
            assertEquals(4, f.schema().columns().size());
        }
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> open(file, ReadOptions.defaults().withMaxColumns(4)));
        assertTrue(e.getMessage().contains("5 schema elements exceed the limit of 4"), e.getMessage());
        assertTrue(e.getMessage().contains("ReadOptions.withMaxColumns raises it"), e.getMessage());
    }

    @Test
    void moreChunksInARowGroupThanTheLimitFail() {
        // 3 schema elements (within the limit of 3) but a row group of 4 chunks
        FileMetaData four = SyntheticFooters.footer(1, 4, SyntheticFooters.ROWS_PER_GROUP, "test");
        FileMetaData md = new FileMetaData(2, SyntheticFooters.schema(2), four.numRows(), four.rowGroups(), null, "test",
                null, null, null);
        byte[] file = FooterAllocationTest.file(ThriftWriter.toBytes(md));
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> open(file, ReadOptions.defaults().withMaxColumns(3)));
        assertTrue(e.getMessage().contains("4 column chunks in one row group exceed the limit of 3"), e.getMessage());
    }

    /**
     * The count is checked before any element is decoded: the row groups that follow the
     * declaration are zeros (corrupt), yet the error is the limit's.
     */
    @Test
    void theCountIsCheckedBeforeDecodingTheElements() {
        int n = 1000;
        byte[] head = FooterAllocationTest.concat(FooterAllocationTest.PREFIX, new byte[] {0x19},
                FooterAllocationTest.listHeader(n, 12));
        byte[] file = FooterAllocationTest.file(Arrays.copyOf(head, head.length + n));
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> open(file, ReadOptions.defaults().withMaxRowGroups(999)));
        assertTrue(e.getMessage().contains("1000 row groups exceed the limit of 999"), e.getMessage());
        ParquetException corrupt = assertThrows(ParquetException.class, () -> open(file, ReadOptions.defaults()));
        assertTrue(!(corrupt instanceof ParquetLimitException) && corrupt.getMessage().contains("RowGroup"),
                corrupt.getMessage());
    }

    @Test
    void aFileRowCountDisagreeingWithTheRowGroupsIsAnError() {
        long sum = 3L * SyntheticFooters.ROWS_PER_GROUP;
        for (long declared : new long[] {sum + 1, sum - 1, 0}) {
            byte[] file = FooterAllocationTest.file(ThriftWriter.toBytes(SyntheticFooters.footer(3, 1, declared, "test")));
            ParquetException e = assertThrows(ParquetException.class, () -> open(file, ReadOptions.defaults()));
            assertTrue(e.getMessage().contains("the file declares " + declared + " rows (FileMetaData.num_rows) but its 3 row"
                    + " groups hold " + sum), e.getMessage());
        }
        byte[] agreeing = SyntheticFooters.file(3, 1);
        try (ParquetFile f = open(agreeing, ReadOptions.defaults())) {
            assertEquals(sum, f.rowCount());
        }
    }

    /** Old parquet-rs wrote 0 for num_rows (the corpus's repeated_no_annotation.parquet): tolerated. */
    @Test
    void oldParquetRsZeroRowCountIsTolerated() {
        FileMetaData md = SyntheticFooters.footer(2, 1, 0, "parquet-rs version 0.3.0 (build b45ce7c)");
        try (ParquetFile f = open(FooterAllocationTest.file(ThriftWriter.toBytes(md)), ReadOptions.defaults())) {
            assertEquals(2L * SyntheticFooters.ROWS_PER_GROUP, f.rowCount());
        }
        FileMetaData wrong = SyntheticFooters.footer(2, 1, 5, "parquet-rs version 0.3.0 (build b45ce7c)");
        assertThrows(ParquetException.class,
                () -> open(FooterAllocationTest.file(ThriftWriter.toBytes(wrong)), ReadOptions.defaults()));
    }

    /**
     * A footer above 1 MiB keeps its row groups encoded: decoded on access, they equal the
     * records an eager decode builds, and the row count comes without decoding them.
     */
    @Test
    void aLargeFootersLazyRowGroupsEqualTheEagerRecords() {
        FileMetaData md = SyntheticFooters.footer(2000, 10, 2000L * SyntheticFooters.ROWS_PER_GROUP, "test");
        byte[] footer = ThriftWriter.toBytes(md);
        assertTrue(footer.length > 1 << 20, footer.length + " bytes");
        FileMetaData eager = new io.parquetry.format.ThriftReader(footer, 0, footer.length).readFileMetaData();
        try (ParquetFile f = open(FooterAllocationTest.file(footer), ReadOptions.defaults())) {
            List<io.parquetry.format.RowGroup> lazy = Footers.rowGroups(f);
            assertTrue(lazy instanceof io.parquetry.format.LazyRowGroups, lazy.getClass().getName());
            assertEquals(2000L * SyntheticFooters.ROWS_PER_GROUP, f.rowCount());
            assertEquals(2000, lazy.size());
            assertEquals(md.rowGroups().get(1999), lazy.get(1999));
            assertEquals(eager.rowGroups(), lazy);
            assertEquals(eager.rowGroups().get(7), lazy.get(7));
            assertThrows(IndexOutOfBoundsException.class, () -> lazy.get(2000));
            assertThrows(UnsupportedOperationException.class, () -> lazy.set(0, lazy.get(1)));
            // a lazily decoded row group's lists are not shared (nothing keeps them together) but
            // stay read-only like the shared ones of an eager footer
            assertThrows(UnsupportedOperationException.class,
                    () -> lazy.get(3).columns().get(0).metaData().pathInSchema().add("x"));
            assertEquals(eager.rowGroups().get(3).columns().get(0).metaData().encodings(),
                    lazy.get(3).columns().get(0).metaData().encodings());
        }
        // a small footer is decoded into records at once
        try (ParquetFile f = open(SyntheticFooters.file(3, 2), ReadOptions.defaults())) {
            assertTrue(!(Footers.rowGroups(f) instanceof io.parquetry.format.LazyRowGroups));
        }
    }

    /** Paths, encodings and encoding stats repeat per chunk: one immutable instance each. */
    @Test
    void repeatedChunkValuesAreSharedAndImmutable() {
        try (ParquetFile f = open(SyntheticFooters.file(3, 2), ReadOptions.defaults())) {
            ColumnMetaData a = Footers.rowGroups(f).get(0).columns().get(1).metaData();
            ColumnMetaData b = Footers.rowGroups(f).get(2).columns().get(1).metaData();
            ColumnMetaData other = Footers.rowGroups(f).get(2).columns().get(0).metaData();
            assertEquals(List.of("c1"), a.pathInSchema());
            assertSame(a.pathInSchema(), b.pathInSchema());
            assertNotSame(a.pathInSchema(), other.pathInSchema());
            assertEquals(List.of("c0"), other.pathInSchema());
            assertSame(a.encodings(), b.encodings());
            assertSame(a.encodingStats(), b.encodingStats());
            assertEquals(1, a.encodingStats().get(0).count());
            assertThrows(UnsupportedOperationException.class, () -> a.pathInSchema().add("x"));
        }
    }
}
