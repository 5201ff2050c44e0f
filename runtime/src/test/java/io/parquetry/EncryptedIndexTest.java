package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.base.ParquetException;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.filter.Filter;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.PageLocation;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Encrypted column indexes, offset indexes and bloom filters: written as modules, read back equal
 * to a plaintext twin's, and used as on plaintext files (page skipping, bloom filter pruning);
 * flipping any of their bytes fails authentication.
 */
class EncryptedIndexTest {
    private static final MessageType SCHEMA = MessageTypeParser.parse(
            "message m { required int64 id; optional binary name (STRING); optional double amount; }");
    private static final byte[] FOOTER_KEY = "0123456789012345".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ID_KEY = "abcdefghijklmnop".getBytes(StandardCharsets.US_ASCII);
    private static final FileDecryption KEYS = FileDecryption.builder().footerKey(FOOTER_KEY).columnKey("id", ID_KEY)
            .columnKey("name", ID_KEY).build();

    private static byte[] write(FileEncryption encryption) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).encryption(encryption).pageRowLimit(500)
                .rowGroupSize(60_000).bloomFilter("name", 2000, 0.01).bloomFilter("id", 2000, 0.01).build()) {
            for (long i = 0; i < 10_000; i++) {
                w.write(Row.of(SCHEMA, i, i % 13 == 0 ? null : "name-" + (i * 7 % 5000), i % 9 == 0 ? null : i * 0.25));
            }
        }
        return out.toByteArray();
    }

    private static FileEncryption encryption(String mode) {
        return switch (mode) {
            case "uniform" -> FileEncryption.builder(FOOTER_KEY).build();
            case "columnKeys" -> FileEncryption.builder(FOOTER_KEY).columnKey("id", ID_KEY, null).columnKey("name", ID_KEY, null).build();
            case "plaintextFooter" -> FileEncryption.builder(FOOTER_KEY).columnKey("id", ID_KEY, null)
                    .columnKey("name", ID_KEY, null).plaintextFooter(true).build();
            case "ctr" -> FileEncryption.builder(FOOTER_KEY).algorithm(FileEncryption.Algorithm.AES_GCM_CTR_V1).build();
            default -> throw new IllegalArgumentException(mode);
        };
    }

    private static ParquetFile open(byte[] file) {
        return ParquetFile.open(new InMemoryInputFile(file, "indexed.parquet"), ReadOptions.defaults().withDecryption(KEYS));
    }

    /** Rows read through a filter, with the pages skipped and rows tested. */
    private record Filtered(List<Row> rows, long skippedPages, long rowsTested) {}

    private static Filtered filtered(byte[] file, Filter filter) {
        try (ParquetFile f = open(file); ParquetReader<Row> r = f.rows(filter, "id", "name", "amount")) {
            List<Row> rows = new ArrayList<>();
            r.forEach(rows::add);
            return new Filtered(rows, r.skippedPages(), r.rowsTested());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"uniform", "columnKeys", "plaintextFooter", "ctr"})
    void indexesAndBloomFiltersWorkAsOnThePlaintextTwin(String mode) {
        byte[] plain = write(null);
        byte[] encrypted = write(encryption(mode));
        try (ParquetFile p = open(plain); ParquetFile e = open(encrypted)) {
            assertTrue(Footers.rowGroups(e).size() > 1);
            for (int g = 0; g < Footers.rowGroups(e).size(); g++) {
                for (String column : List.of("id", "name", "amount")) {
                    assertEquals(Footers.columnIndex(p, g, column), Footers.columnIndex(e, g, column), column);
                    OffsetIndex po = Footers.offsetIndex(p, g, column);
                    OffsetIndex eo = Footers.offsetIndex(e, g, column);
                    assertEquals(po.pageLocations().stream().map(PageLocation::firstRowIndex).toList(),
                            eo.pageLocations().stream().map(PageLocation::firstRowIndex).toList(), column);
                }
                for (String column : List.of("id", "name")) {
                    assertNotNull(Footers.bloomFilter(e, g, column));
                    assertArrayEquals(Footers.bloomFilter(p, g, column).toBitset(), Footers.bloomFilter(e, g, column).toBitset(), column);
                }
            }
        }
        for (Filter filter : List.of(Filter.eq("id", 4321L), Filter.gt("id", 9_500L), Filter.eq("name", "name-777"),
                Filter.eq("name", "absent"), Filter.lt("amount", 100.0))) {
            Filtered p = filtered(plain, filter);
            Filtered e = filtered(encrypted, filter);
            assertEquals(p.rows(), e.rows(), filter.toString());
            assertEquals(p.skippedPages(), e.skippedPages(), "pages skipped for " + filter);
            assertEquals(p.rowsTested(), e.rowsTested(), "rows tested for " + filter);
        }
        Filtered one = filtered(encrypted, Filter.eq("id", 4321L));
        assertEquals(1, one.rows().size());
        assertTrue(one.skippedPages() > 10, "the offset index of encrypted chunks skips pages: " + one.skippedPages());
        assertEquals(0, filtered(encrypted, Filter.eq("name", "absent")).rowsTested(), "bloom filters prune");
    }

    @ParameterizedTest
    @ValueSource(strings = {"columnIndex", "offsetIndex", "bloomFilter"})
    void flippedBytesOfEncryptedIndexModulesFailAuthentication(String module) {
        byte[] file = write(encryption("columnKeys"));
        long offset;
        int length;
        try (ParquetFile f = open(file)) {
            ColumnChunk c = Footers.chunk(f, 0, "id");
            switch (module) {
                case "columnIndex" -> {
                    offset = c.columnIndexOffset();
                    length = c.columnIndexLength();
                }
                case "offsetIndex" -> {
                    offset = c.offsetIndexOffset();
                    length = c.offsetIndexLength();
                }
                default -> {
                    io.parquetry.format.ColumnMetaData m = f.columnMetaData(0, 0);
                    offset = m.bloomFilterOffset();
                    length = m.bloomFilterLength();
                }
            }
        }
        Consumer<ParquetFile> access = switch (module) {
            case "columnIndex" -> f -> Footers.columnIndex(f, 0, "id");
            case "offsetIndex" -> f -> Footers.offsetIndex(f, 0, "id");
            default -> f -> Footers.bloomFilter(f, 0, "id");
        };
        for (int i = 0; i < length; i++) {
            byte[] b = file.clone();
            b[(int) offset + i] ^= 0x10;
            try (ParquetFile f = open(b)) {
                access.accept(f);
                fail(module + " byte " + i + " flipped: read");
            } catch (ParquetException e) {
                assertTrue(e.getMessage().contains("failed authentication"), module + " byte " + i + ": " + e.getMessage());
            }
        }
        // the filtered read uses the modules too
        byte[] b = file.clone();
        b[(int) offset + length / 2] ^= 0x10;
        Filter filter = Filter.eq("id", 10L); // in row group 0, whose statistics do not rule it out
        try {
            filtered(b, filter);
            fail(module + " tampered: the filtered read succeeded");
        } catch (ParquetException e) {
            assertTrue(e.getMessage().contains("failed authentication"), e.getMessage());
        }
    }
}
