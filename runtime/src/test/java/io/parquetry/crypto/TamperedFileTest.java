package io.parquetry.crypto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.TestCorpus;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.row.Row;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every byte of a uniformly encrypted file flipped, and every truncation: reading either fails
 * with a {@code ParquetException} or (for the few bytes encryption does not cover, such as the
 * footer key's metadata when the key is given directly) returns exactly the original rows.
 */
class TamperedFileTest {
    private static final FileDecryption KEYS = FileDecryption.builder()
            .footerKey("0123456789012345".getBytes(StandardCharsets.US_ASCII)).build();

    private static String read(byte[] file) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "tampered.parquet"),
                ReadOptions.defaults().withDecryption(KEYS).withReadAhead(false));
             ParquetReader<Row> r = f.rows()) {
            List<Row> rows = new ArrayList<>();
            for (Row row : r) {
                rows.add(row);
            }
            return rows.toString();
        }
    }

    @Test
    void flippedBytesAndTruncationsNeverGiveOtherValues() throws IOException {
        byte[] original = Files.readAllBytes(TestCorpus.data("uniform_encryption.parquet.encrypted"));
        String expected = read(original);
        int failedAuthentication = 0;
        int rejected = 0;
        int unchanged = 0;
        for (int i = 0; i < original.length; i++) {
            byte[] b = original.clone();
            b[i] ^= 0x01;
            try {
                String got = read(b);
                if (!got.equals(expected)) {
                    fail("byte " + i + " flipped: different values read");
                }
                unchanged++;
            } catch (ParquetException e) {
                rejected++;
                if (e.getMessage().contains("failed authentication")) {
                    failedAuthentication++;
                }
            } catch (RuntimeException e) {
                throw new AssertionError("byte " + i + " flipped: " + e, e);
            }
        }
        for (int len = 0; len < original.length; len += 7) {
            byte[] b = java.util.Arrays.copyOf(original, len);
            try {
                read(b);
                fail("truncated to " + len + " bytes: read");
            } catch (ParquetException expectedFailure) {
                // expected
            }
        }
        // most of the file is ciphertext, nonces or tags: flipping there fails authentication
        assertTrue(failedAuthentication > original.length * 3 / 4,
                failedAuthentication + " of " + original.length + " flips failed authentication; " + unchanged + " unchanged");
        assertEquals(original.length, rejected + unchanged);
    }
}
