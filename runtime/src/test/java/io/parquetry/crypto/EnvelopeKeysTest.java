package io.parquetry.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.TestCorpus;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Envelope encryption: key material JSON, single and double wrapping, internal and external storage. */
class EnvelopeKeysTest {
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    /** The corpus's master keys (parquet-testing INDEX: the same strings as its explicit keys). */
    static final Map<String, byte[]> MASTER_KEYS = Map.of("kf", ascii("0123456789012345"), "kc1", ascii("1234567890123450"),
            "kc2", ascii("1234567890123451"));

    private static final MessageType SCHEMA = MessageTypeParser.parse(
            "message m { required int32 id; optional binary name (STRING); optional double salary; }");

    private static List<Row> read(InMemoryInputFile in, FileDecryption keys, String... columns) {
        try (ParquetFile f = ParquetFile.open(in, ReadOptions.defaults().withDecryption(keys));
             ParquetReader<Row> r = columns.length == 0 ? f.rows() : f.rows(columns)) {
            List<Row> rows = new ArrayList<>();
            r.forEach(rows::add);
            return rows;
        }
    }

    private static List<Row> read(Path path, FileDecryption keys) {
        try (ParquetFile f = ParquetFile.open(path, ReadOptions.defaults().withDecryption(keys)); ParquetReader<Row> r = f.rows()) {
            List<Row> rows = new ArrayList<>();
            r.forEach(rows::add);
            return rows;
        }
    }

    @Test
    void corpusFileWithExternalKeyMaterialReadsThroughTheKeyService() {
        Path file = TestCorpus.data("external_key_material_java.parquet.encrypted");
        KmsClient kms = new InMemoryKms(MASTER_KEYS);
        List<Row> rows = read(file, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms, file)).build());
        // its content: integers i, strings a letter (a..j by i % 10) then i
        assertEquals(100, rows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(i, rows.get(i).get("integers"));
            assertEquals((char) ('a' + i % 10) + Integer.toString(i), rows.get(i).get("strings"));
        }
        // without the file beside it, the key service cannot be reached for the reference
        ParquetException e = assertThrows(ParquetException.class,
                () -> read(file, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms)).build()));
        assertTrue(e.getMessage().contains("stored outside"), e.getMessage());
    }

    @Test
    void aKeyServiceWithoutTheFootersMasterKeyIsNotACorruptFooter() {
        Path file = TestCorpus.data("external_key_material_java.parquet.encrypted");
        KmsClient kms = new InMemoryKms(Map.of("kc1", MASTER_KEYS.get("kc1")));
        ParquetException e = assertThrows(ParquetException.class,
                () -> read(file, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms, file)).build()));
        assertTrue(e.getMessage().matches(".*: footer at offset \\d+: cannot retrieve the footer key: the in-memory KMS has no"
                + " master key kf \\(it has \\[kc1\\]\\)"), e.getMessage());
        assertFalse(e.getMessage().contains("corrupt"), e.getMessage());
    }

    private static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            rows.add(Row.of(SCHEMA, i, i % 5 == 0 ? null : "n" + i, i % 3 == 0 ? null : i * 1.5));
        }
        return rows;
    }

    private static byte[] write(FileEncryption e) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).encryption(e).build()) {
            w.writeAll(rows());
        }
        return out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void roundTripWithSingleAndDoubleWrapping(boolean doubleWrapping) {
        KmsClient kms = new InMemoryKms(MASTER_KEYS);
        byte[] file = write(EnvelopeKeys.encryption(kms, "kf").columnKey("salary", "kc1").columnKey("name", "kc2")
                .doubleWrapping(doubleWrapping).dataKeyLength(256).build());
        InMemoryInputFile in = new InMemoryInputFile(file, "envelope.parquet");
        assertEquals(rows(), read(in, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms)).build()));
        try (ParquetFile f = ParquetFile.open(in, ReadOptions.defaults().withDecryption(
                FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms)).build()))) {
            String material = new String(((io.parquetry.format.EncryptionWithColumnKey) Footers.chunk(f, 0, "salary").cryptoMetadata())
                    .keyMetadata(), StandardCharsets.UTF_8);
            assertTrue(material.contains("\"masterKeyID\":\"kc1\"") && material.contains("\"keyMaterialType\":\"PKMT1\""), material);
            assertEquals(doubleWrapping, material.contains("wrappedKEK"), material);
        }
        // a reader whose key service lacks kc1 reads the other columns and fails on salary, naming it
        KmsClient partial = new InMemoryKms(Map.of("kf", MASTER_KEYS.get("kf"), "kc2", MASTER_KEYS.get("kc2")));
        FileDecryption partialKeys = FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(partial)).build();
        List<Row> names = read(in, partialKeys, "id", "name");
        for (int i = 0; i < names.size(); i++) {
            assertEquals(rows().get(i).get("name"), names.get(i).get("name"));
        }
        ParquetException e = assertThrows(ParquetException.class, () -> read(in, partialKeys, "salary"));
        assertTrue(e.getMessage().contains("salary") && e.getMessage().contains("kc1"), e.getMessage());
        assertFalse(e.getMessage().contains("1234567890123450"), e.getMessage());
        // other master keys under the same ids fail authentication of the key material
        KmsClient wrong = new InMemoryKms(Map.of("kf", ascii("abcdefghijklmnop"), "kc1", MASTER_KEYS.get("kc1"),
                "kc2", MASTER_KEYS.get("kc2")));
        ParquetException w = assertThrows(ParquetException.class,
                () -> read(in, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(wrong)).build()));
        assertTrue(w.getMessage().contains("failed authentication"), w.getMessage());
    }

    @Test
    void externalKeyMaterialIsWrittenBesideTheFileAndReadFromThere(@TempDir Path dir) throws Exception {
        KmsClient kms = new InMemoryKms(MASTER_KEYS);
        Path file = dir.resolve("external.parquet");
        FileEncryption e = EnvelopeKeys.encryption(kms, "kf").columnKey("salary", "kc1").columnKey("name", "kc2")
                .externalKeyMaterial(file).build();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).encryption(e).build()) {
            w.writeAll(rows());
        }
        Path material = dir.resolve("_KEY_MATERIAL_FOR_external.parquet.json");
        String json = Files.readString(material, StandardCharsets.UTF_8);
        for (String entry : List.of("\"footerKey\"", "\"columnKey0\"", "\"columnKey1\"", "masterKeyID\\\":\\\"kc1")) {
            assertTrue(json.contains(entry), entry + " in " + json);
        }
        assertEquals(rows(), read(file, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms, file)).build()));
        // the file holds references only: without the material beside it no key can be found
        try (ParquetFile f = ParquetFile.open(file, ReadOptions.defaults().withDecryption(
                FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms, file)).build()))) {
            String metadata = new String(((io.parquetry.format.EncryptionWithColumnKey) Footers.chunk(f, 0, "salary").cryptoMetadata())
                    .keyMetadata(), StandardCharsets.UTF_8);
            assertEquals("{\"keyMaterialType\":\"PKMT1\",\"internalStorage\":false,\"keyReference\":\"columnKey0\"}", metadata);
        }
        Files.delete(material);
        ParquetException missing = assertThrows(ParquetException.class,
                () -> read(file, FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(kms, file)).build()));
        assertTrue(missing.getMessage().contains("_KEY_MATERIAL_FOR_external.parquet.json"), missing.getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary key material left behind");
        }
    }

    @Test
    void keyMaterialIsStrictFlatData() {
        KeyRetriever r = EnvelopeKeys.retriever(new InMemoryKms(MASTER_KEYS));
        for (String bad : List.of("{\"keyMaterialType\":\"PKMT1\",\"masterKeyID\":{\"class\":\"x\"}}", "{\"a\":1,\"a\":2}",
                "{\"keyMaterialType\":\"PKMT1\"} trailing", "{\"keyMaterialType\":\"OTHER\",\"masterKeyID\":\"kf\"}", "[1]")) {
            assertThrows(ParquetException.class, () -> r.key(ascii(bad)), bad);
        }
        assertEquals(null, r.key(new byte[0]));
    }
}
