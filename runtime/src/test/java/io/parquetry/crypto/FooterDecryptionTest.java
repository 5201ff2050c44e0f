package io.parquetry.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ReadOptions;
import io.parquetry.TestCorpus;
import io.parquetry.base.ParquetException;
import io.parquetry.format.AesGcmCtrV1;
import io.parquetry.format.AesGcmV1;
import io.parquetry.format.FileMetaData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Encrypted ({@code PARE}) and signed plaintext footers of the parquet-testing corpus. */
class FooterDecryptionTest {
    private static final byte[] FOOTER_KEY = ascii("0123456789012345");
    private static final byte[] FOOTER_KEY_256 = ascii("01234567890123456789012345678901");

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static FileMetaData footer(Path file, FileDecryption keys) {
        try (ParquetFile f = ParquetFile.open(file, ReadOptions.defaults().withDecryption(keys))) {
            return Footers.footer(f);
        }
    }

    /** The plaintext footer file is readable without keys: the reference for the encrypted footers. */
    private static FileMetaData reference() {
        return footer(TestCorpus.data("encrypt_columns_plaintext_footer.parquet.encrypted"), null);
    }

    private static void assertSameContent(FileMetaData expected, FileMetaData actual) {
        assertEquals(expected.numRows(), actual.numRows());
        assertEquals(expected.schema(), actual.schema());
        assertEquals(expected.rowGroups().size(), actual.rowGroups().size());
        long rows = 0;
        for (var rg : actual.rowGroups()) {
            rows += rg.numRows();
        }
        assertEquals(actual.numRows(), rows);
    }

    @Test
    void plaintextFooterReadsWithoutKeysAndNamesItsAlgorithm() {
        FileMetaData md = reference();
        assertTrue(md.numRows() > 0);
        assertTrue(md.encryptionAlgorithm() instanceof AesGcmV1);
        assertTrue(md.schema().stream().anyMatch(e -> e.name().equals("double_field")));
    }

    @Test
    void encryptedFootersDecryptWithTheFooterKey() {
        FileMetaData ref = reference();
        FileDecryption keys = FileDecryption.builder().footerKey(FOOTER_KEY).build();
        for (String name : new String[] {"encrypt_columns_and_footer.parquet.encrypted", "uniform_encryption.parquet.encrypted",
                "encrypt_columns_and_footer_aad.parquet.encrypted"}) {
            FileMetaData md = footer(TestCorpus.data(name), keys);
            assertSameContent(ref, md);
            assertTrue(md.encryptionAlgorithm() instanceof AesGcmV1, name);
        }
        // the bloom filter file has other content (2000 rows); its footer still decrypts consistently
        FileMetaData bloom = footer(TestCorpus.data("encrypt_columns_and_footer_bloom_filter.parquet.encrypted"), keys);
        assertEquals(2000, bloom.numRows());
        assertEquals(2000, bloom.rowGroups().stream().mapToLong(rg -> rg.numRows()).sum());
        FileMetaData ctr = footer(TestCorpus.data("encrypt_columns_and_footer_ctr.parquet.encrypted"), keys);
        assertSameContent(ref, ctr);
        assertTrue(ctr.encryptionAlgorithm() instanceof AesGcmCtrV1);
    }

    @Test
    void keyRetrieverFindsTheFooterKeyByItsMetadata() {
        byte[][] seen = new byte[1][];
        FileDecryption keys = FileDecryption.builder().keyRetriever(meta -> {
            seen[0] = meta;
            return Arrays.equals(meta, ascii("kf")) ? FOOTER_KEY : null;
        }).build();
        assertSameContent(reference(), footer(TestCorpus.data("encrypt_columns_and_footer.parquet.encrypted"), keys));
        assertEquals("kf", new String(seen[0], StandardCharsets.US_ASCII));
    }

    @Test
    void aes256Footers() {
        FileDecryption keys = FileDecryption.builder().footerKey(FOOTER_KEY_256).build();
        for (String name : new String[] {"encrypt_columns_and_footer.parquet.encrypted", "uniform_encryption.parquet.encrypted",
                "encrypt_columns_and_footer_ctr.parquet.encrypted"}) {
            FileMetaData md = footer(TestCorpus.data("aes256/" + name), keys);
            assertTrue(md.numRows() > 0, name);
            assertTrue(md.schema().stream().anyMatch(e -> e.name().equals("double_field")), name);
        }
        // the signed plaintext footer of the 256-bit set verifies with its key, and not with another
        footer(TestCorpus.data("aes256/encrypt_columns_plaintext_footer.parquet.encrypted"), keys);
        ParquetException e = assertThrows(ParquetException.class, () -> footer(
                TestCorpus.data("aes256/encrypt_columns_plaintext_footer.parquet.encrypted"),
                FileDecryption.builder().footerKey(ascii("01234567890123456789012345678900")).build()));
        assertTrue(e.getMessage().contains("failed authentication"), e.getMessage());
    }

    @Test
    void wrongFooterKeyFailsAuthenticationWithoutShowingTheKey() {
        byte[] wrong = ascii("0123456789012399");
        ParquetException e = assertThrows(ParquetException.class, () -> footer(
                TestCorpus.data("encrypt_columns_and_footer.parquet.encrypted"), FileDecryption.builder().footerKey(wrong).build()));
        assertTrue(e.getMessage().contains("footer") && e.getMessage().contains("failed authentication"), e.getMessage());
        assertFalse(e.getMessage().contains("0123456789012399"));
    }

    @Test
    void signedPlaintextFooterIsVerifiedWhenTheKeyIsGiven() {
        Path file = TestCorpus.data("encrypt_columns_plaintext_footer.parquet.encrypted");
        assertSameContent(reference(), footer(file, FileDecryption.builder().footerKey(FOOTER_KEY).build()));
        ParquetException e = assertThrows(ParquetException.class,
                () -> footer(file, FileDecryption.builder().footerKey(ascii("0123456789012399")).build()));
        assertTrue(e.getMessage().contains("signature"), e.getMessage());
    }

    @Test
    void missingKeysAndPrefixGiveClearErrors() {
        Path file = TestCorpus.data("encrypt_columns_and_footer.parquet.encrypted");
        ParquetException none = assertThrows(ParquetException.class, () -> footer(file, null));
        assertTrue(none.getMessage().contains("decryption keys are required"), none.getMessage());
        ParquetException noFooterKey = assertThrows(ParquetException.class,
                () -> footer(file, FileDecryption.builder().columnKey("double_field", ascii("1234567890123450")).build()));
        assertTrue(noFooterKey.getMessage().contains("no footer key"), noFooterKey.getMessage());

        Path noAad = TestCorpus.data("encrypt_columns_and_footer_disable_aad_storage.parquet.encrypted");
        ParquetException noPrefix = assertThrows(ParquetException.class,
                () -> footer(noAad, FileDecryption.builder().footerKey(FOOTER_KEY).build()));
        assertTrue(noPrefix.getMessage().contains("AAD prefix"), noPrefix.getMessage());
        FileMetaData md = footer(noAad, FileDecryption.builder().footerKey(FOOTER_KEY).aadPrefix(ascii("tester")).build());
        assertSameContent(reference(), md);
        ParquetException wrongPrefix = assertThrows(ParquetException.class,
                () -> footer(noAad, FileDecryption.builder().footerKey(FOOTER_KEY).aadPrefix(ascii("tester2")).build()));
        assertTrue(wrongPrefix.getMessage().contains("failed authentication"), wrongPrefix.getMessage());
    }

    @Test
    void toStringHidesKeys() {
        String s = FileDecryption.builder().footerKey(FOOTER_KEY).columnKey("double_field", ascii("1234567890123450")).build()
                .toString();
        assertNotNull(s);
        assertTrue(s.contains("double_field"));
        assertFalse(s.contains("0123456789012345") || s.contains("1234567890123450") || s.contains("48, 49"), s);
    }
}
