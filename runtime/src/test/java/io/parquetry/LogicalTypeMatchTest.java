package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Same physical type, other meaning: a declared mapping whose logical type would reinterpret the
 * file's values (another timestamp or time unit, another decimal scale, a narrower or
 * differently signed integer) is refused when the reader opens, naming the field and both types;
 * mappings that keep every value's meaning match as before.
 */
class LogicalTypeMatchTest {
    @ParameterizedTest(name = "file {0} as {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "int64 v (TIMESTAMP(MICROS,false))  | int64 v (TIMESTAMP(MILLIS,false)) | refused",
        "int64 v (TIMESTAMP(NANOS,true))    | int64 v (TIMESTAMP(MICROS,true))  | refused",
        "int64 v (TIMESTAMP_MICROS)         | int64 v (TIMESTAMP(MILLIS,true))  | refused",
        "int64 v (TIMESTAMP_MILLIS)         | int64 v (TIMESTAMP(MILLIS,true))  | matched",
        "int64 v (TIMESTAMP(MICROS,true))   | int64 v (TIMESTAMP(MICROS,false)) | matched",
        "int64 v (TIME(NANOS,true))         | int64 v (TIME(MICROS,true))       | refused",
        "int32 v (TIME_MILLIS)              | int32 v (TIME(MILLIS,true))       | matched",
        "int64 v (DECIMAL(18,4))            | int64 v (DECIMAL(18,2))           | refused",
        "int64 v (DECIMAL(10,2))            | int64 v (DECIMAL(18,2))           | matched",
        "int32 v (INTEGER(32,false))        | int32 v (INTEGER(32,true))        | refused",
        "int32 v (UINT_16)                  | int32 v (INTEGER(32,true))        | matched",
        "int32 v (INTEGER(32,true))         | int32 v (INTEGER(8,true))         | refused",
        "int32 v (INTEGER(8,true))          | int32 v (INTEGER(16,true))        | matched",
        "int32 v (DATE)                     | int32 v (INTEGER(32,true))        | refused",
        "int32 v (DATE)                     | int32 v (DATE)                    | matched",
        "int64 v (TIMESTAMP(MILLIS,true))   | int64 v                           | matched",
        "int64 v                            | int64 v (TIMESTAMP(MILLIS,true))  | matched",
        "binary v (STRING)                  | binary v (ENUM)                   | matched",
    })
    void refusesWhatWouldReinterpret(String fileColumn, String declaredColumn, String outcome) {
        MessageType file = MessageTypeParser.parse("message f { optional " + fileColumn + "; }");
        MessageType declared = MessageTypeParser.parse("message r { optional " + declaredColumn + "; }");
        if (outcome.equals("matched")) {
            assertEquals(1, SchemaMatcher.match(declared, file, "t.parquet").size());
        } else {
            ParquetException e = assertThrows(ParquetException.class, () -> SchemaMatcher.match(declared, file, "t.parquet"));
            assertTrue(e.getMessage().startsWith("t.parquet: field v expects"), e.getMessage());
            assertTrue(e.getMessage().contains("would change what they mean"), e.getMessage());
        }
    }
}
