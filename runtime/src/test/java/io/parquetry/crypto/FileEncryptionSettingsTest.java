package io.parquetry.crypto;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The read accessors of {@link FileEncryption}: what was built comes back, as copies. */
class FileEncryptionSettingsTest {
    private static byte[] key(int seed) {
        byte[] k = new byte[16];
        for (int i = 0; i < k.length; i++) {
            k[i] = (byte) (seed + i);
        }
        return k;
    }

    @Test
    void accessorsReturnWhatWasBuiltAsCopies() {
        FileEncryption e = FileEncryption.builder(key(1))
                .footerKeyMetadata(new byte[] {7, 8})
                .algorithm(FileEncryption.Algorithm.AES_GCM_CTR_V1)
                .aadPrefix(new byte[] {3}, false)
                .columnKey("b.c", key(40), new byte[] {9})
                .columnKey("a", key(80), null)
                .build();
        assertArrayEquals(key(1), e.footerKey());
        assertArrayEquals(new byte[] {7, 8}, e.footerKeyMetadata());
        assertEquals(FileEncryption.Algorithm.AES_GCM_CTR_V1, e.algorithm());
        assertArrayEquals(new byte[] {3}, e.aadPrefix());
        assertEquals(false, e.storeAadPrefix());
        assertEquals(false, e.plaintextFooter());
        assertEquals(List.of("b.c", "a"), List.copyOf(e.columnKeyPaths()));
        assertArrayEquals(key(40), e.columnKey("b.c"));
        assertArrayEquals(new byte[] {9}, e.columnKeyMetadata("b.c"));
        assertNull(e.columnKeyMetadata("a"));

        e.footerKey()[0] = 99;
        e.columnKey("b.c")[0] = 99;
        e.aadPrefix()[0] = 99;
        assertArrayEquals(key(1), e.footerKey());
        assertArrayEquals(key(40), e.columnKey("b.c"));
        assertArrayEquals(new byte[] {3}, e.aadPrefix());
        assertThrows(UnsupportedOperationException.class, () -> e.columnKeyPaths().add("x"));
    }

    @Test
    void aColumnWithoutAKeyIsNamed() {
        FileEncryption e = FileEncryption.builder(key(1)).columnKey("a", key(2), null).build();
        IllegalArgumentException x = assertThrows(IllegalArgumentException.class, () -> e.columnKey("z"));
        assertTrue(x.getMessage().contains("z") && x.getMessage().contains("[a]"), x.getMessage());
        assertNull(FileEncryption.builder(key(1)).build().footerKeyMetadata());
        assertTrue(FileEncryption.builder(key(1)).build().columnKeyPaths().isEmpty());
    }
}
