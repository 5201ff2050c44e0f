package io.parquetry.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.base.ParquetException;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftReader;
import io.parquetry.row.Row;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Corpus files that exercise particular read-path behaviour: page checksums, odd but valid
 * footers, encrypted files, malformed and oversized pages. (The interop module compares every
 * corpus file's values with DuckDB and parquet-java.)
 */
class CorpusFilesTest {

    static Path data(String name) {
        return io.parquetry.TestCorpus.data(name);
    }

    static List<Row> readAll(Path file, ReadOptions options) {
        List<Row> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(file, options); ParquetReader<Row> rows = f.rows()) {
            rows.forEach(out::add);
        }
        return out;
    }

    // ---- page checksums ----------------------------------------------------------------------

    /** The CRC of the first page of the first column, as stored in its header. */
    static Integer firstPageCrc(Path file) throws IOException {
        try (ParquetFile f = ParquetFile.open(file)) {
            ColumnMetaData m = Footers.rowGroups(f).get(0).columns().get(0).metaData();
            long start = m.dictionaryPageOffset() != null && m.dictionaryPageOffset() > 0
                    ? Math.min(m.dictionaryPageOffset(), m.dataPageOffset()) : m.dataPageOffset();
            byte[] bytes = Files.readAllBytes(file);
            PageHeader h = new ThriftReader(bytes, (int) start, bytes.length - (int) start).readPageHeader();
            return h.crc();
        }
    }

    /**
     * The two datapage_v1 checksum files hold the same two INT32 columns of two pages each; in
     * the first page the PLAIN bytes count up: value i of a is bytes 4i..4i+3 (mod 256), of b
     * the same from 100. Verification is on by default, and the pages do carry CRCs, so reading
     * them checks every page.
     */
    @ParameterizedTest
    @ValueSource(strings = {"datapage_v1-uncompressed-checksum.parquet", "datapage_v1-snappy-compressed-checksum.parquet"})
    void validChecksumsVerifyAndRead(String name) throws IOException {
        assertNotNull(firstPageCrc(data(name)), "the file's pages carry a CRC");
        List<Row> rows = readAll(data(name), ReadOptions.defaults());
        assertEquals(5120, rows.size());
        for (int i = 0; i < 2560; i++) {
            assertEquals(countingInt(4 * i), rows.get(i).get("a"), "row " + i);
            assertEquals(countingInt(100 + 4 * i), rows.get(i).get("b"), "row " + i);
        }
        assertEquals(readAll(data("datapage_v1-uncompressed-checksum.parquet"), ReadOptions.defaults()), rows);
    }

    private static int countingInt(int firstByte) {
        int v = 0;
        for (int k = 3; k >= 0; k--) {
            v = v << 8 | (firstByte + k) & 0xFF;
        }
        return v;
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain-dict-uncompressed-checksum.parquet", "rle-dict-snappy-checksum.parquet"})
    void validDictionaryChecksumsVerifyAndRead(String name) throws IOException {
        assertNotNull(firstPageCrc(data(name)), "the file's pages carry a CRC");
        List<Row> rows = readAll(data(name), ReadOptions.defaults());
        assertEquals(1000, rows.size());
        assertEquals(0L, rows.get(0).get("long_field"));
    }

    @Test
    void corruptDataPageChecksumNamesColumnAndPage() {
        Path file = data("datapage_v1-corrupt-checksum.parquet");
        ParquetException e = assertThrows(ParquetException.class, () -> readAll(file, ReadOptions.defaults()));
        assertTrue(e.getMessage().contains("column a, page 0 at offset 4: page checksum mismatch"), e.getMessage());
        // without verification the file reads; the corrupt page yields other values than the
        // intact copy of the same file
        List<Row> corrupt = readAll(file, ReadOptions.defaults().withVerifyChecksums(false));
        List<Row> intact = readAll(data("datapage_v1-uncompressed-checksum.parquet"), ReadOptions.defaults());
        assertEquals(intact.size(), corrupt.size());
        int differing = 0;
        for (int i = 0; i < intact.size(); i++) {
            if (!intact.get(i).equals(corrupt.get(i))) {
                differing++;
            }
        }
        assertTrue(differing > 0, "the corrupt pages read differently");
    }

    @Test
    void corruptDictionaryPageChecksumNamesColumnAndPage() {
        Path file = data("rle-dict-uncompressed-corrupt-checksum.parquet");
        ParquetException e = assertThrows(ParquetException.class, () -> readAll(file, ReadOptions.defaults()));
        assertTrue(e.getMessage().contains("column long_field, page 0 at offset 4: page checksum mismatch"), e.getMessage());
        assertEquals(1000, readAll(file, ReadOptions.defaults().withVerifyChecksums(false)).size());
    }

    // ---- odd but valid footers ---------------------------------------------------------------

    /**
     * dict-page-offset-zero.parquet records dictionary_page_offset 0 (no dictionary) and has a
     * list where ColumnMetaData field 15 (bloom_filter_length, an i32) belongs.
     */
    @Test
    void dictionaryPageOffsetZeroAndAMistypedOptionalField() {
        Path file = data("dict-page-offset-zero.parquet");
        try (ParquetFile f = ParquetFile.open(file)) {
            ColumnMetaData m = Footers.rowGroups(f).get(0).columns().get(0).metaData();
            assertEquals(0L, m.dictionaryPageOffset());
            assertNull(m.bloomFilterLength(), "the mistyped field is skipped");
        }
        List<Row> rows = readAll(file, ReadOptions.defaults());
        assertEquals(39, rows.size());
        for (Row r : rows) {
            assertEquals(1552, r.get("l_partkey"));
        }
    }

    /** An optional field with a wire type other than the spec's is skipped; required fields still fail. */
    @Test
    void mistypedOptionalColumnMetaDataFieldsAreSkipped() throws TException {
        byte[] ok = columnMetaData(true, false);
        ColumnMetaData m = new ThriftReader(ok, 0, ok.length).readColumnMetaData();
        assertEquals(List.of("x"), m.pathInSchema());
        assertEquals(7L, m.numValues());
        assertNull(m.bloomFilterLength());
        assertNull(m.dictionaryPageOffset());
        byte[] bad = columnMetaData(true, true);
        ParquetException e = assertThrows(ParquetException.class, () -> new ThriftReader(bad, 0, bad.length).readColumnMetaData());
        assertTrue(e.getMessage().contains("ColumnMetaData.num_values"), e.getMessage());
    }

    /** ColumnMetaData with field 15 and 11 as strings; num_values as a string when {@code badRequired}. */
    private static byte[] columnMetaData(boolean mistypedOptional, boolean badRequired) throws TException {
        TMemoryBuffer buf = new TMemoryBuffer(64);
        TCompactProtocol p = new TCompactProtocol(buf);
        p.writeStructBegin(new TStruct("ColumnMetaData"));
        p.writeFieldBegin(new TField("type", TType.I32, (short) 1));
        p.writeI32(1); // INT32
        p.writeFieldBegin(new TField("encodings", TType.LIST, (short) 2));
        p.writeListBegin(new TList(TType.I32, 1));
        p.writeI32(0);
        p.writeFieldBegin(new TField("path_in_schema", TType.LIST, (short) 3));
        p.writeListBegin(new TList(TType.STRING, 1));
        p.writeString("x");
        p.writeFieldBegin(new TField("codec", TType.I32, (short) 4));
        p.writeI32(0);
        if (badRequired) {
            p.writeFieldBegin(new TField("num_values", TType.STRING, (short) 5));
            p.writeString("seven");
        } else {
            p.writeFieldBegin(new TField("num_values", TType.I64, (short) 5));
            p.writeI64(7);
        }
        for (short id = 6; id <= 9; id++) {
            if (id == 8) {
                continue;
            }
            p.writeFieldBegin(new TField("", TType.I64, id));
            p.writeI64(100);
        }
        if (mistypedOptional) {
            p.writeFieldBegin(new TField("dictionary_page_offset", TType.STRING, (short) 11));
            p.writeString("zero");
            p.writeFieldBegin(new TField("bloom_filter_length", TType.LIST, (short) 15));
            p.writeListBegin(new TList(TType.I32, 2));
            p.writeI32(1);
            p.writeI32(2);
        }
        p.writeFieldStop();
        p.writeStructEnd();
        return java.util.Arrays.copyOf(buf.getArray(), buf.length());
    }

    // ---- encrypted, malformed and oversized --------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"uniform_encryption.parquet.encrypted", "encrypt_columns_and_footer.parquet.encrypted",
        "aes256/encrypt_columns_and_footer_ctr.parquet.encrypted"})
    void encryptedFootersAskForKeys(String name) {
        ParquetException e = assertThrows(ParquetException.class, () -> ParquetFile.open(data(name)));
        assertTrue(e.getMessage().contains("decryption keys are required"), e.getMessage());
    }

    /** A plaintext footer opens (schema, metadata); its encrypted columns ask for keys. */
    @Test
    void plaintextFooterOpensButEncryptedColumnsAskForKeys() {
        try (ParquetFile f = ParquetFile.open(data("encrypt_columns_plaintext_footer.parquet.encrypted"))) {
            assertTrue(f.schema().containsField("double_field"));
            assertNotNull(Footers.footer(f).encryptionAlgorithm());
            ParquetException e = assertThrows(ParquetException.class, () -> f.rows().forEach(r -> { }));
            assertTrue(e.getMessage().contains("is encrypted; decryption keys are required"), e.getMessage());
        }
    }

    @Test
    void chunkShorterThanItsPagesIsAClearError() {
        ParquetException e = assertThrows(ParquetException.class,
                () -> readAll(data("nation.dict-malformed.parquet"), ReadOptions.defaults()));
        assertTrue(e.getMessage().contains(
                "column name, page 0 at offset 438: DATA_PAGE of 28 bytes does not fit the 13 bytes left in the column chunk"),
                e.getMessage());
    }

    /**
     * large_string_map.brotli.parquet holds a dictionary page of 1 GiB + 4 bytes uncompressed
     * (the chunk's strings exceed 2 GB). The default page limit rejects it before anything is
     * allocated, so the read fails fast in bounded memory; a lower limit does the same.
     */
    @Test
    void pageOverTheSizeLimitFailsBeforeAllocating() {
        Path file = data("large_string_map.brotli.parquet");
        long before = System.nanoTime();
        ParquetException e = assertThrows(ParquetException.class, () -> readAll(file, ReadOptions.defaults()));
        assertTrue(e.getMessage().contains("column arr.key_value.key, page 0"), e.getMessage());
        assertTrue(e instanceof io.parquetry.base.ParquetLimitException, e.toString());
        assertTrue(e.getMessage().contains("page of 1073741828 bytes exceeds the page size limit of 1073741824 bytes;"
                + " ReadOptions.maxPageSize raises it"), e.getMessage());
        assertTrue(System.nanoTime() - before < 5_000_000_000L, "fails without decompressing");
        ParquetException small = assertThrows(ParquetException.class,
                () -> readAll(file, ReadOptions.defaults().withMaxPageSize(1 << 20)));
        assertTrue(small.getMessage().contains("exceeds the page size limit of 1048576 bytes"), small.getMessage());
    }
}
