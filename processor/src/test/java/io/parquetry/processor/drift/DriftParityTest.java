package io.parquetry.processor.drift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.schema.PrimitiveType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The drift check restates two runtime rules because the processor never links the runtime: the
 * schema-text parser and the read conversions. This test holds both to the runtime's own.
 */
class DriftParityTest {

    /** Every primitive column type the processor emits, plus unannotated and legacy-ish variants. */
    static final String[] TYPES = {
        "boolean", "int32", "int64", "float", "double", "binary", "fixed_len_byte_array(16)", "fixed_len_byte_array(12)",
        "int32 (INTEGER(8,true))", "int32 (INTEGER(8,false))", "int32 (INTEGER(16,true))", "int32 (INTEGER(16,false))",
        "int32 (INTEGER(32,false))", "int64 (INTEGER(64,false))", "int32 (INTEGER(32,true))", "int64 (INTEGER(64,true))",
        "binary (STRING)", "binary (ENUM)", "binary (JSON)", "fixed_len_byte_array(16) (UUID)",
        "int32 (DATE)", "int32 (DECIMAL(9,2))", "int64 (DECIMAL(18,2))", "int64 (DECIMAL(18,4))", "int32 (DECIMAL(5,0))",
        "binary (DECIMAL(20,2))", "fixed_len_byte_array(9) (DECIMAL(20,2))", "binary (DECIMAL(38,10))",
        "fixed_len_byte_array(9) (DECIMAL(20,0))", "binary (DECIMAL(25,0))", "int64 (DECIMAL(18,0))",
        "int32 (TIME(MILLIS,true))", "int64 (TIME(MICROS,true))", "int64 (TIME(NANOS,false))",
        "int64 (TIMESTAMP(MILLIS,true))", "int64 (TIMESTAMP(MICROS,true))", "int64 (TIMESTAMP(NANOS,true))",
        "int64 (TIMESTAMP(MICROS,false))", "int64 (TIMESTAMP(MILLIS,false))",
    };

    private static String column(String type, String name) {
        int space = type.indexOf(' ');
        return space < 0 ? type + " " + name : type.substring(0, space) + " " + name + type.substring(space);
    }

    @Test
    void readRuleRefusesExactlyWhatTheRuntimeRefuses() throws Exception {
        Method plan = Class.forName("io.parquetry.file.ReadConversions")
                .getDeclaredMethod("plan", PrimitiveType.class, PrimitiveType.class, String.class, String.class);
        plan.setAccessible(true);
        int pairs = 0;
        int refused = 0;
        int converted = 0;
        for (String from : TYPES) {
            for (String to : TYPES) {
                String text = "message m { required " + column(from, "a") + "; required " + column(to, "b") + "; }";
                GroupType runtime = MessageTypeParser.parse(text);
                SchemaNode ours = SchemaTextParser.parse(text);
                boolean runtimeRefuses;
                Object converter;
                try {
                    converter = plan.invoke(null, runtime.field(0).asPrimitive(), runtime.field(1).asPrimitive(), "b", "test");
                    runtimeRefuses = false;
                } catch (InvocationTargetException e) {
                    assertTrue(e.getCause() instanceof ParquetException, e.getCause().toString());
                    runtimeRefuses = true;
                    converter = null;
                }
                ReadRule.Verdict v = ReadRule.classify(ours.children().get(0), ours.children().get(1));
                assertEquals(runtimeRefuses, v.kind() == ReadRule.Kind.REFUSED, from + " read as " + to + ": " + v);
                if (v.kind() == ReadRule.Kind.AS_STORED) {
                    assertEquals(null, converter, from + " read as " + to + " is as stored for the runtime too");
                }
                pairs++;
                refused += runtimeRefuses ? 1 : 0;
                converted += converter != null ? 1 : 0;
            }
        }
        // the table covers both outcomes broadly, so the comparison above is not vacuous
        assertEquals(TYPES.length * TYPES.length, pairs);
        assertTrue(refused > 500 && converted > 50, "refused " + refused + ", converted " + converted);
    }

    @Test
    void parserReadsWhatTheRuntimeReads() {
        StringBuilder text = new StringBuilder("# a comment line\nmessage Rec {\n");
        for (int i = 0; i < TYPES.length; i++) {
            String rep = i % 3 == 0 ? "required" : i % 3 == 1 ? "optional" : "repeated";
            text.append("  ").append(rep).append(' ').append(column(TYPES[i], "c" + i)).append(i % 2 == 0 ? " = " + i : "").append(";\n");
        }
        text.append("  optional group g (LIST) = 99 {\n    repeated group list {\n      required binary element (STRING);\n"
                + "    }\n  }\n  required group m (MAP) {\n    repeated group key_value {\n      required int32 key;\n"
                + "      optional group value {\n        optional double x;\n      }\n    }\n  }\n}\ndefault c1\n");
        GroupType runtime = MessageTypeParser.parse(text.toString().replaceAll("(?m)^(#.*|default .*)$", ""));
        SchemaNode ours = SchemaTextParser.parse(text.toString());
        assertEquals("Rec", ours.name());
        assertEquals(describe(runtime), describe(ours));
    }

    private static List<String> describe(GroupType g) {
        List<String> out = new ArrayList<>();
        describe(g, "", out);
        return out;
    }

    private static void describe(io.parquetry.schema.SchemaNode n, String path, List<String> out) {
        for (io.parquetry.schema.SchemaNode c : n.asGroup().fields()) {
            String p = path + c.name();
            String logical = runtimeAnnotation(c);
            if (c.isPrimitive()) {
                PrimitiveType t = c.asPrimitive();
                out.add(p + " " + c.repetition().name().toLowerCase(java.util.Locale.ROOT) + " " + t.physicalType()
                        + " " + (t.physicalType() == io.parquetry.base.Type.FIXED_LEN_BYTE_ARRAY ? t.typeLength() : 0)
                        + " " + logical + " " + (c.id() == null ? -1 : c.id()));
            } else {
                out.add(p + " " + c.repetition().name().toLowerCase(java.util.Locale.ROOT) + " group " + logical + " "
                        + (c.id() == null ? -1 : c.id()));
                describe(c, p + ".", out);
            }
        }
    }

    /** The annotation as the runtime prints it ({@code INTEGER(8,true)}), or "-". */
    private static String runtimeAnnotation(io.parquetry.schema.SchemaNode c) {
        if (c.logicalType() == null) {
            return "-";
        }
        String line = c.toString().strip().split("\n")[0];
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(" " + c.name() + " \\(([A-Z]+(\\([^)]*\\))?)\\)").matcher(line);
        assertTrue(m.find(), line);
        return m.group(1).replace(" ", "");
    }

    private static List<String> describe(SchemaNode g) {
        List<String> out = new ArrayList<>();
        describe(g, "", out);
        return out;
    }

    private static void describe(SchemaNode n, String path, List<String> out) {
        for (SchemaNode c : n.children()) {
            String p = path + c.name();
            String logical = c.logical() == null ? "-" : c.logical();
            if (!c.isGroup()) {
                String physical = switch (c.physical()) {
                    case "binary" -> "BYTE_ARRAY";
                    default -> c.physical().toUpperCase(java.util.Locale.ROOT);
                };
                out.add(p + " " + c.repetition() + " " + physical + " " + c.length() + " " + logical + " " + c.id());
            } else {
                out.add(p + " " + c.repetition() + " group " + logical + " " + c.id());
                describe(c, p + ".", out);
            }
        }
    }
}
