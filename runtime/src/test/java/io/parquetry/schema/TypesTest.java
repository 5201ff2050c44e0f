package io.parquetry.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TypesTest {

    @Test
    void buildersProduceTheStandardLayouts() {
        MessageType built = MessageType.builder("m")
                .addField(Types.required(Type.INT64).id(1).named("id"))
                .addField(Types.requiredMap("scores",
                        Types.required(Type.BYTE_ARRAY).as(LogicalTypes.STRING).named("whatever"),
                        Types.optional(Type.INT64).as(LogicalTypes.timestamp(TimeUnit.MICROS, true)).named("v")).withId(2))
                .addField(Types.optionalMap("set", Types.required(Type.INT32).named("k"), null))
                .addField(Types.optionalGroup().id(3)
                        .addField(Types.required(Type.FIXED_LEN_BYTE_ARRAY).length(16).as(LogicalTypes.UUID).named("u"))
                        .addFields(Types.repeated(Type.INT32).as(LogicalTypes.integer(8, false)).named("small"))
                        .named("struct"))
                .build();
        assertEquals("""
                message m {
                  required int64 id = 1;
                  required group scores (MAP) = 2 {
                    repeated group key_value {
                      required binary key (STRING);
                      optional int64 value (TIMESTAMP(MICROS,true));
                    }
                  }
                  optional group set (MAP) {
                    repeated group key_value {
                      required int32 key;
                    }
                  }
                  optional group struct = 3 {
                    required fixed_len_byte_array(16) u (UUID);
                    repeated int32 small (INTEGER(8,false));
                  }
                }
                """, built.toString());
        assertEquals(built, MessageTypeParser.parse(built.toString()));
        assertEquals(FieldRepetitionType.REPEATED, built.node("scores", "key_value").repetition());
    }

    @Test
    void rootIdPrintsAndParses() {
        MessageType m = MessageType.of("m", Types.required(Type.INT32).named("x")).withId(0);
        assertEquals("message m = 0 {\n  required int32 x;\n}\n", m.toString());
        assertEquals(m, MessageTypeParser.parse(m.toString()));
    }

    /** Damaged schema text must fail with a ParquetException, never anything else, never hang. */
    @Test
    void mutatedTextFailsOnlyWithParquetException() {
        String base = SchemaTextTest.BIG;
        String alphabet = "{}();=,\" \n\tabcxyz019_-()LISTMAPDECIMAL\\";
        Random random = new Random(42);
        int parsed = 0;
        for (int round = 0; round < 1000; round++) {
            StringBuilder sb = new StringBuilder(base);
            int edits = 1 + random.nextInt(4);
            for (int e = 0; e < edits; e++) {
                int at = random.nextInt(sb.length());
                switch (random.nextInt(4)) {
                    case 0 -> sb.deleteCharAt(at);
                    case 1 -> sb.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 2 -> sb.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> sb.setLength(at);
                }
            }
            String text = sb.toString();
            for (boolean strict : new boolean[] {true, false}) {
                try {
                    MessageType m = strict ? MessageTypeParser.parse(text) : MessageTypeParser.parseLenient(text);
                    assertNotNull(m.columns());
                    // whatever parses prints back to text that parses to the same schema
                    MessageType again = MessageTypeParser.parseLenient(m.toString());
                    assertEquals(m, again, text);
                    parsed++;
                } catch (ParquetException expected) {
                    if (expected.getMessage() == null || !expected.getMessage().startsWith("schema")) {
                        fail("unhelpful message " + expected.getMessage());
                    }
                } catch (RuntimeException | StackOverflowError other) {
                    throw new AssertionError("input: " + text, other);
                }
            }
        }
        // some mutations (e.g. in names) leave valid text: the round trip above ran on them
        assertEquals(true, parsed > 20, "parsed " + parsed);
    }
}
