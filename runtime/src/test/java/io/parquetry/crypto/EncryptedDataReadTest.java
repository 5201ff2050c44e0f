package io.parquetry.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.TestCorpus;
import io.parquetry.base.ParquetException;
import io.parquetry.row.Row;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pages, dictionaries and column metadata of the corpus's encrypted files decrypt to the same rows. */
class EncryptedDataReadTest {
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static final FileDecryption KEYS_128 = FileDecryption.builder().footerKey(ascii("0123456789012345"))
            .columnKey("double_field", ascii("1234567890123450")).columnKey("float_field", ascii("1234567890123451")).build();

    private static FileDecryption keys256() {
        FileDecryption.Builder b = FileDecryption.builder().footerKey(ascii("01234567890123456789012345678901"));
        // kc1..kc8 are named in the key metadata; the retriever maps them to their keys
        return b.keyRetriever(meta -> {
            String id = new String(meta, StandardCharsets.US_ASCII);
            if (id.matches("kc[1-8]")) {
                return ascii("123456789012345678901234567890" + (11 + Integer.parseInt(id.substring(2))));
            }
            return null;
        }).build();
    }

    private static List<Row> rows(String name, FileDecryption keys, String... columns) {
        try (ParquetFile f = ParquetFile.open(TestCorpus.data(name), ReadOptions.defaults().withDecryption(keys));
             ParquetReader<Row> r = columns.length == 0 ? f.rows() : f.rows(columns)) {
            List<Row> out = new ArrayList<>();
            for (Row row : r) {
                out.add(row);
            }
            return out;
        }
    }

    @Test
    void everyModeDecryptsToTheSameRows() {
        List<Row> ref = rows("encrypt_columns_and_footer.parquet.encrypted", KEYS_128);
        assertEquals(50, ref.size());
        // the corpus's generator: int32_field i (a time in millis), float_field i * 1.1f, double_field i * 1.1111111
        for (int i = 0; i < 50; i++) {
            assertEquals(i * 1.1f, ((Number) ref.get(i).get("float_field")).floatValue(), 1e-4f);
            assertEquals(i * 1.1111111, ((Number) ref.get(i).get("double_field")).doubleValue(), 1e-6);
            assertEquals(i % 2 == 0, ref.get(i).get("boolean_field"));
        }
        for (String name : new String[] {"uniform_encryption.parquet.encrypted", "encrypt_columns_and_footer_aad.parquet.encrypted",
                "encrypt_columns_and_footer_ctr.parquet.encrypted", "encrypt_columns_plaintext_footer.parquet.encrypted"}) {
            assertEquals(ref, rows(name, KEYS_128), name);
        }
        FileDecryption withPrefix = FileDecryption.builder().footerKey(ascii("0123456789012345"))
                .columnKey("double_field", ascii("1234567890123450")).columnKey("float_field", ascii("1234567890123451"))
                .aadPrefix(ascii("tester")).build();
        assertEquals(ref, rows("encrypt_columns_and_footer_disable_aad_storage.parquet.encrypted", withPrefix));
        for (String name : new String[] {"encrypt_columns_and_footer.parquet.encrypted", "uniform_encryption.parquet.encrypted",
                "encrypt_columns_and_footer_ctr.parquet.encrypted", "encrypt_columns_plaintext_footer.parquet.encrypted",
                "encrypt_columns_and_footer_disable_aad_storage.parquet.encrypted"}) {
            FileDecryption k = name.contains("disable_aad") ? FileDecryption.builder().footerKey(ascii("01234567890123456789012345678901"))
                    .keyRetriever(meta -> keys256Retrieve(meta)).aadPrefix(ascii("tester")).build() : keys256();
            // the 256-bit set comes from another writer version (its schema's annotations differ): compare the values
            assertEquals(ref.toString(), rows("aes256/" + name, k).toString(), "aes256/" + name);
        }
    }

    private static byte[] keys256Retrieve(byte[] meta) {
        String id = new String(meta, StandardCharsets.US_ASCII);
        return id.matches("kc[1-8]") ? ascii("123456789012345678901234567890" + (11 + Integer.parseInt(id.substring(2)))) : null;
    }

    @Test
    void withoutAColumnKeyTheOtherColumnsStillRead() {
        FileDecryption footerOnly = FileDecryption.builder().footerKey(ascii("0123456789012345")).build();
        List<Row> all = rows("encrypt_columns_and_footer.parquet.encrypted", KEYS_128);
        List<Row> some = rows("encrypt_columns_and_footer.parquet.encrypted", footerOnly, "int32_field", "boolean_field");
        assertEquals(all.size(), some.size());
        for (int i = 0; i < all.size(); i++) {
            assertEquals(all.get(i).get("int32_field"), some.get(i).get("int32_field"));
            assertEquals(all.get(i).get("boolean_field"), some.get(i).get("boolean_field"));
        }
        ParquetException e = assertThrows(ParquetException.class,
                () -> rows("encrypt_columns_and_footer.parquet.encrypted", footerOnly, "double_field"));
        assertTrue(e.getMessage().contains("double_field") && e.getMessage().contains("own key"), e.getMessage());
    }

    @Test
    void wrongColumnKeyFailsAuthenticationNamingTheColumn() {
        FileDecryption wrong = FileDecryption.builder().footerKey(ascii("0123456789012345"))
                .columnKey("double_field", ascii("1234567890123459")).build();
        ParquetException e = assertThrows(ParquetException.class,
                () -> rows("encrypt_columns_and_footer.parquet.encrypted", wrong, "double_field"));
        assertTrue(e.getMessage().contains("double_field") && e.getMessage().contains("failed authentication"), e.getMessage());
        assertFalse(e.getMessage().contains("1234567890123459"));
    }

    @Test
    void filtersAndProjectionWorkOnEncryptedColumns() {
        List<Row> all = rows("encrypt_columns_and_footer.parquet.encrypted", KEYS_128);
        for (String name : new String[] {"encrypt_columns_and_footer.parquet.encrypted", "encrypt_columns_plaintext_footer.parquet.encrypted"}) {
            List<Row> got = new ArrayList<>();
            try (ParquetFile f = ParquetFile.open(TestCorpus.data(name), ReadOptions.defaults().withDecryption(KEYS_128));
                 ParquetReader<Row> r = f.rows(io.parquetry.filter.Filter.gt("double_field", 50.0), "double_field", "float_field")) {
                for (Row row : r) {
                    got.add(row);
                }
            }
            List<Object> expected = new ArrayList<>();
            for (Row row : all) {
                if ((Double) row.get("double_field") > 50.0) {
                    expected.add(row.get("float_field"));
                }
            }
            assertEquals(4, expected.size());
            assertEquals(expected, got.stream().map(row -> row.get("float_field")).toList(), name);
        }
    }

    @Test
    void encryptedBloomFilterFileReads() {
        List<Row> rows = rows("encrypt_columns_and_footer_bloom_filter.parquet.encrypted", KEYS_128);
        assertEquals(2000, rows.size());
    }
}
