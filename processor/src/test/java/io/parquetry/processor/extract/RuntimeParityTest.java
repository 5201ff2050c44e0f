package io.parquetry.processor.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.base.Encoding;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.Type;
import io.parquetry.column.ValueEncoders;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.Repetition;
import io.parquetry.schema.MessageTypeParser;
import java.util.Arrays;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The processor restates a few runtime rules so that it never links the runtime (it only names
 * its classes): which encodings fit which physical types, the schema-text keywords, the enum
 * constants generated code refers to. This test holds each restatement to the runtime's own.
 * (The schema text itself: samples' MapperRegistrationTest parses every generated SCHEMA_TEXT
 * with the runtime and prints it back.)
 */
class RuntimeParityTest {

    @Test
    void encodingRuleMatchesTheWriters() {
        for (io.parquetry.annotation.Encoding annotated : io.parquetry.annotation.Encoding.values()) {
            Encoding runtime = Encoding.valueOf(annotated.name());
            for (PhysicalType p : PhysicalType.values()) {
                assertEquals(ValueEncoders.supports(runtime, Type.valueOf(p.name())), ModelExtractor.encodes(annotated.name(), p),
                        annotated + " on " + p);
            }
        }
    }

    @Test
    void physicalTypeKeywordsParseToTheSameType() {
        for (PhysicalType p : PhysicalType.values()) {
            String length = p == PhysicalType.FIXED_LEN_BYTE_ARRAY ? "(4)" : "";
            String text = "message m { required " + p.keyword() + length + " x; }";
            assertEquals(Type.valueOf(p.name()), MessageTypeParser.parse(text).columns().get(0).physicalType(), text);
        }
    }

    @Test
    void repetitionsAndTimeUnitsNameTheFormatsConstants() {
        assertEquals(names(FieldRepetitionType.values()), names(Repetition.values()));
        assertEquals(names(io.parquetry.base.TimeUnit.values()), names(io.parquetry.annotation.TimeUnit.values()));
        for (Repetition r : Repetition.values()) {
            String text = "message m { " + r.keyword() + " int32 x; }";
            assertEquals(FieldRepetitionType.valueOf(r.name()), MessageTypeParser.parse(text).fields().get(0).repetition(), text);
        }
    }

    private static TreeSet<String> names(Enum<?>[] values) {
        TreeSet<String> out = new TreeSet<>();
        Arrays.stream(values).map(Enum::name).forEach(out::add);
        return out;
    }
}
