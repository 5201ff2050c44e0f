package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.spi.ValueConversions;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** UUIDs stored as text ({@code @Uuid(as = UuidFormat.STRING)}): the canonical form only. */
class UuidTextTest {
    @Test
    void canonicalTextInEitherCaseReads() {
        UUID u = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        assertEquals(u, ValueConversions.uuidFromString("123e4567-e89b-12d3-a456-426614174000", "id"));
        assertEquals(u, ValueConversions.uuidFromString("123E4567-E89B-12D3-A456-426614174000", "id"));
    }

    @Test
    void otherTextFailsNamingFieldAndValue() {
        for (String bad : new String[] {"", "1-2-3-4-5", "123e4567-e89b-12d3-a456-42661417400g",
            "123e4567e89b12d3a456426614174000", "123e4567e-89b-12d3-a456-426614174000",
            "123e4567-e89b-12d3-a456-4266141740000"}) {
            ParquetException e = assertThrows(ParquetException.class, () -> ValueConversions.uuidFromString(bad, "a.b"));
            assertEquals("field a.b: '" + bad + "' is not a UUID (expected the 36-character form"
                    + " 123e4567-e89b-12d3-a456-426614174000)", e.getMessage());
        }
    }
}
