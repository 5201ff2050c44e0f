package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.EncryptionWithColumnKey;
import io.parquetry.format.EncryptionWithFooterKey;
import io.parquetry.format.PageLocation;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files Parquetry encrypts, in every mode, read back by Parquetry to the rows written (nested
 * columns, several row groups and pages, dictionaries, page indexes, bloom filters); readers
 * without a key read what they may and get a clear error for the rest.
 */
class EncryptedWriteTest {
    private static final List<Row> ROWS = RowRoundTripTest.rows(1500, 7);
    private static final byte[] FOOTER_KEY = ascii("0123456789012345");
    private static final byte[] KEY_D = ascii("1234567890123450");
    private static final byte[] KEY_NESTED = ascii("123456789012345678901234"); // 192-bit
    private static final byte[] KEY_256 = ascii("01234567890123456789012345678901");

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    static byte[] write(FileEncryption encryption, PageVersion version) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(RowRoundTripTest.SCHEMA, out).encryption(encryption)
                .pageVersion(version).pageSize(2048).rowGroupSize(40_000).bloomFilter("name", 100, 0.01)
                .keyValue("origin", "test").build()) {
            w.writeAll(ROWS);
        }
        return out.toByteArray();
    }

    static List<Row> read(byte[] file, FileDecryption keys, String... columns) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "encrypted.parquet"),
                ReadOptions.defaults().withDecryption(keys));
             ParquetReader<Row> r = columns.length == 0 ? f.rows() : f.rows(columns)) {
            List<Row> rows = new ArrayList<>();
            r.forEach(rows::add);
            return rows;
        }
    }

    private static FileEncryption.Builder columnKeys(FileEncryption.Builder b) {
        return b.columnKey("d", KEY_D, ascii("kd")).columnKey("venue.points.list.element.x", KEY_NESTED, ascii("kx"))
                .columnKey("name", KEY_256, null);
    }

    private static FileDecryption.Builder allKeys() {
        return FileDecryption.builder().footerKey(FOOTER_KEY).columnKey("d", KEY_D)
                .columnKey("venue.points.list.element.x", KEY_NESTED).columnKey("name", KEY_256);
    }

    @ParameterizedTest
    @ValueSource(strings = {"uniform", "uniformCtr", "uniform256", "uniform192", "columnKeys", "columnKeysCtr",
            "plaintextFooter", "uniformPlaintextFooter", "aadStored", "aadSupplied"})
    void parquetryReadsWhatItEncrypts(String mode) {
        FileEncryption.Builder b = FileEncryption.builder(switch (mode) {
            case "uniform256" -> KEY_256;
            case "uniform192" -> KEY_NESTED;
            default -> FOOTER_KEY;
        }).footerKeyMetadata(ascii("kf"));
        FileDecryption.Builder keys = switch (mode) {
            case "uniform256" -> FileDecryption.builder().footerKey(KEY_256);
            case "uniform192" -> FileDecryption.builder().footerKey(KEY_NESTED);
            default -> allKeys();
        };
        if (mode.startsWith("columnKeys") || mode.equals("plaintextFooter")) {
            columnKeys(b);
        }
        if (mode.endsWith("Ctr")) {
            b.algorithm(FileEncryption.Algorithm.AES_GCM_CTR_V1);
        }
        if (mode.endsWith("laintextFooter")) {
            b.plaintextFooter(true);
        }
        if (mode.startsWith("aad")) {
            b.aadPrefix(ascii("employees.part0"), mode.equals("aadStored"));
            if (mode.equals("aadSupplied")) {
                keys.aadPrefix(ascii("employees.part0"));
            }
        }
        for (PageVersion v : PageVersion.values()) {
            byte[] file = write(b.build(), v);
            String magic = new String(file, 0, 4, StandardCharsets.US_ASCII);
            assertEquals(magic, new String(file, file.length - 4, 4, StandardCharsets.US_ASCII));
            assertEquals(mode.endsWith("laintextFooter") ? "PAR1" : "PARE", magic, mode);
            assertEquals(ROWS, read(file, keys.build()), mode + " " + v);
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file), ReadOptions.defaults().withDecryption(keys.build()))) {
                assertTrue(Footers.rowGroups(f).size() > 1, "several row groups");
                assertEquals("test", f.keyValueMetadata().get("origin"));
                for (io.parquetry.format.RowGroup rg : Footers.rowGroups(f)) {
                    for (ColumnChunk c : rg.columns()) {
                        String path = String.join(".", c.metaData() != null ? c.metaData().pathInSchema()
                                : ((EncryptionWithColumnKey) c.cryptoMetadata()).pathInSchema());
                        boolean ownKey = path.equals("d") || path.equals("name") || path.equals("venue.points.list.element.x");
                        if (mode.startsWith("columnKeys") || mode.equals("plaintextFooter")) {
                            assertEquals(ownKey, c.cryptoMetadata() instanceof EncryptionWithColumnKey, path);
                            assertEquals(ownKey, c.cryptoMetadata() != null, path);
                        } else {
                            assertTrue(c.cryptoMetadata() instanceof EncryptionWithFooterKey, path);
                        }
                    }
                }
            }
        }
    }

    @Test
    void aadPrefixNotStoredMustBeSupplied() {
        byte[] file = write(FileEncryption.builder(FOOTER_KEY).aadPrefix(ascii("p0"), false).build(), PageVersion.V1);
        ParquetException e = assertThrows(ParquetException.class, () -> read(file, FileDecryption.builder().footerKey(FOOTER_KEY).build()));
        assertTrue(e.getMessage().contains("aadPrefix must supply it"), e.getMessage());
        ParquetException wrong = assertThrows(ParquetException.class,
                () -> read(file, FileDecryption.builder().footerKey(FOOTER_KEY).aadPrefix(ascii("p1")).build()));
        assertTrue(wrong.getMessage().contains("failed authentication"), wrong.getMessage());
    }

    @Test
    void wrongFooterKeyFailsAuthentication() {
        byte[] file = write(FileEncryption.builder(FOOTER_KEY).build(), PageVersion.V1);
        ParquetException e = assertThrows(ParquetException.class, () -> read(file, FileDecryption.builder().footerKey(KEY_D).build()));
        assertTrue(e.getMessage().contains("failed authentication"), e.getMessage());
    }

    @Test
    void readerWithoutAColumnKeyReadsTheOtherColumns() {
        byte[] file = write(columnKeys(FileEncryption.builder(FOOTER_KEY)).build(), PageVersion.V1);
        FileDecryption footerOnly = FileDecryption.builder().footerKey(FOOTER_KEY).columnKey("name", KEY_256).build();
        List<Row> rows = read(file, footerOnly, "id", "name", "venue.city");
        assertEquals(ROWS.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(ROWS.get(i).get("id"), rows.get(i).get("id"));
            assertEquals(ROWS.get(i).get("name"), rows.get(i).get("name"));
        }
        ParquetException e = assertThrows(ParquetException.class, () -> read(file, footerOnly, "id", "d"));
        assertTrue(e.getMessage().contains("d") && e.getMessage().contains("own key"), e.getMessage());
    }

    @Test
    void plaintextFooterIsReadableWithoutKeysForPlaintextColumns() {
        byte[] file = write(columnKeys(FileEncryption.builder(FOOTER_KEY)).plaintextFooter(true).build(), PageVersion.V1);
        List<Row> rows = read(file, null, "id", "f");
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(ROWS.get(i).get("id"), rows.get(i).get("id"));
            assertEquals(ROWS.get(i).get("f"), rows.get(i).get("f"));
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            // an encrypted column's statistics are not in the plaintext footer, a plaintext column's are
            ColumnChunk d = Footers.chunk(f, 0, "d");
            assertNull(d.metaData().statistics());
            assertNotNull(d.encryptedColumnMetadata());
            assertNotNull(Footers.chunk(f, 0, "f").metaData().statistics());
        }
        ParquetException e = assertThrows(ParquetException.class, () -> read(file, null, "d"));
        assertTrue(e.getMessage().contains("decryption keys are required"), e.getMessage());
        // a tampered plaintext footer fails its signature when the footer key is known
        byte[] tampered = file.clone();
        int footerLen = (tampered[tampered.length - 8] & 0xFF) | (tampered[tampered.length - 7] & 0xFF) << 8
                | (tampered[tampered.length - 6] & 0xFF) << 16;
        int at = tampered.length - 8 - footerLen + 40;
        tampered[at] ^= 1;
        assertThrows(ParquetException.class, () -> read(tampered, allKeys().build()));
    }

    @Test
    void nothingEncryptedIsLeftInPlaintext() {
        // each row's name is a distinct searchable string; no page of the file shows one
        byte[] file = write(FileEncryption.builder(FOOTER_KEY).build(), PageVersion.V1);
        byte[] plain = RowRoundTripTest.write(ROWS, Compression.UNCOMPRESSED, PageVersion.V1, true, 2048, 40_000);
        assertTrue(contains(plain, ascii("origin")));
        assertFalse(contains(file, ascii("origin")), "key/value metadata is in the encrypted footer");
        assertFalse(contains(file, ascii("venue")), "the schema is in the encrypted footer");
    }

    @Test
    void keysNeverAppearInToStringOrErrors() {
        FileEncryption e = columnKeys(FileEncryption.builder(FOOTER_KEY)).aadPrefix(ascii("secret-prefix"), false).build();
        for (String s : List.of(e.toString(), allKeys().build().toString())) {
            assertFalse(s.contains("0123456789012345") || s.contains("1234567890123450") || s.contains("secret-prefix"), s);
        }
        ParquetException bad = assertThrows(ParquetException.class, () -> ParquetFile.writer(RowRoundTripTest.SCHEMA,
                new InMemoryOutputFile()).encryption(FileEncryption.builder(FOOTER_KEY).columnKey("nope", KEY_D, null).build()).build());
        assertTrue(bad.getMessage().contains("nope") && !bad.getMessage().contains("1234567890123450"), bad.getMessage());
        IllegalArgumentException shortKey = assertThrows(IllegalArgumentException.class, () -> FileEncryption.builder(new byte[10]));
        assertTrue(shortKey.getMessage().contains("16, 24 or 32"), shortKey.getMessage());
    }

    @Test
    void eachFileHasItsOwnIdentifierAndNonces() {
        FileEncryption e = FileEncryption.builder(FOOTER_KEY).build();
        byte[] a = write(e, PageVersion.V1);
        byte[] b = write(e, PageVersion.V1);
        assertFalse(Arrays.equals(a, b));
        assertEquals(read(a, FileDecryption.builder().footerKey(FOOTER_KEY).build()),
                read(b, FileDecryption.builder().footerKey(FOOTER_KEY).build()));
    }

    private static final io.parquetry.schema.MessageType SMALL = io.parquetry.schema.MessageTypeParser.parse(
            "message m { required int64 id; optional binary name (STRING); }");

    private static byte[] writeSmall(FileEncryption encryption) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        // "id" PLAIN: its pages of 20 values are all the same size (swappedPagesFailAuthentication
        // swaps two), which the default's deltas would not give across row groups
        try (ParquetWriter<Row> w = ParquetFile.writer(SMALL, out).encryption(encryption).dictionary(false).pageRowLimit(20).pageChecksums(false).compression(Compression.UNCOMPRESSED)
                .rowGroupSize(1).bloomFilter("name", 10, 0.1).encoding("id", io.parquetry.base.Encoding.PLAIN).build()) {
            for (long i = 0; i < 128; i++) {
                w.write(Row.of(SMALL, i, i % 3 == 0 ? null : "n" + (i % 10)));
            }
        }
        return out.toByteArray();
    }

    /** Every row and every index and bloom filter of the file, as text. */
    private static String readEverything(byte[] file) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "small.parquet"),
                ReadOptions.defaults().withDecryption(FileDecryption.builder().footerKey(FOOTER_KEY).build()));
             ParquetReader<Row> r = f.rows()) {
            StringBuilder b = new StringBuilder();
            r.forEach(row -> b.append(row));
            for (int g = 0; g < Footers.rowGroups(f).size(); g++) {
                for (String c : List.of("id", "name")) {
                    b.append(Footers.columnIndex(f, g, c)).append(Footers.offsetIndex(f, g, c).pageLocations());
                    io.parquetry.index.BloomFilter bloom = Footers.bloomFilter(f, g, c);
                    b.append(bloom == null ? "-" : Arrays.toString(bloom.toBitset()));
                }
            }
            return b.toString();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"gcm", "plaintextFooter"})
    void everyFlippedByteOfAnEncryptedFileFailsOrChangesNothing(String mode) {
        FileEncryption.Builder b = FileEncryption.builder(FOOTER_KEY);
        if (mode.equals("plaintextFooter")) {
            b.plaintextFooter(true);
        }
        byte[] file = writeSmall(b.build());
        String expected = readEverything(file);
        int authentication = 0;
        int unchanged = 0;
        for (int i = 0; i < file.length; i++) {
            byte[] t = file.clone();
            t[i] ^= 0x04;
            try {
                assertEquals(expected, readEverything(t), "byte " + i + " flipped: different values read");
                unchanged++;
            } catch (ParquetException e) {
                if (e.getMessage().contains("failed authentication")) {
                    authentication++;
                }
            } catch (RuntimeException e) {
                throw new AssertionError("byte " + i + " flipped: " + e, e);
            }
        }
        assertTrue(authentication > file.length * 9 / 10,
                authentication + " of " + file.length + " flips failed authentication, " + unchanged + " changed nothing");
    }

    @org.junit.jupiter.api.Test
    void swappedPagesFailAuthentication() {
        byte[] file = writeSmall(FileEncryption.builder(FOOTER_KEY).build());
        List<PageLocation[]> swaps = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file),
                ReadOptions.defaults().withDecryption(FileDecryption.builder().footerKey(FOOTER_KEY).build()))) {
            assertTrue(Footers.rowGroups(f).size() > 1);
            List<PageLocation> rg0 = Footers.offsetIndex(f, 0, "id").pageLocations();
            List<PageLocation> rg1 = Footers.offsetIndex(f, 1, "id").pageLocations();
            swaps.add(sameSize(rg0, rg0)); // two pages of a chunk
            swaps.add(sameSize(rg0, rg1)); // pages of two row groups
        }
        for (PageLocation[] s : swaps) {
            byte[] t = file.clone();
            int n = s[0].compressedPageSize();
            System.arraycopy(file, (int) s[1].offset(), t, (int) s[0].offset(), n);
            System.arraycopy(file, (int) s[0].offset(), t, (int) s[1].offset(), n);
            ParquetException e = assertThrows(ParquetException.class, () -> readEverything(t));
            assertTrue(e.getMessage().contains("failed authentication"), e.getMessage());
        }
    }

    /** Two distinct pages, one of each list, of the same stored size (pages of 20 INT64 values). */
    private static PageLocation[] sameSize(List<PageLocation> a, List<PageLocation> b) {
        for (PageLocation x : a) {
            for (PageLocation y : b) {
                if (x.offset() != y.offset() && x.compressedPageSize() == y.compressedPageSize()) {
                    return new PageLocation[] {x, y};
                }
            }
        }
        throw new AssertionError("no two pages of the same size in " + a + " and " + b);
    }

    private static boolean contains(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (hay[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
