package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import org.junit.jupiter.api.Test;

/** {@link ChunkDictionary#checkIndices}: every index of a page inside the dictionary, else the first one outside named. */
class ChunkDictionaryTest {
    private static ChunkDictionary entries(int n) {
        ChunkDictionary d = new ChunkDictionary();
        d.ints = new int[n];
        d.complete(n);
        return d;
    }

    @Test
    void indicesInsideTheDictionaryPass() {
        int[] indices = new int[1000];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = i * 7 % 5;
        }
        assertDoesNotThrow(() -> entries(5).checkIndices(indices, indices.length));
        indices[999] = 5; // beyond n: not checked
        assertDoesNotThrow(() -> entries(5).checkIndices(indices, 999));
    }

    @Test
    void theFirstIndexOutsideIsNamed() {
        int[] indices = new int[300];
        indices[100] = 5;
        indices[200] = -3;
        ParquetException e = assertThrows(ParquetException.class, () -> entries(5).checkIndices(indices, 300));
        assertEquals("dictionary index 5 outside the 5-entry dictionary", e.getMessage());
        indices[100] = 4;
        e = assertThrows(ParquetException.class, () -> entries(5).checkIndices(indices, 300));
        assertEquals("dictionary index -3 outside the 5-entry dictionary", e.getMessage());
        int[] one = {Integer.MIN_VALUE};
        assertThrows(ParquetException.class, () -> entries(5).checkIndices(one, 1));
        assertThrows(ParquetException.class, () -> entries(0).checkIndices(new int[1], 1), "an empty dictionary has no entry 0");
    }
}
