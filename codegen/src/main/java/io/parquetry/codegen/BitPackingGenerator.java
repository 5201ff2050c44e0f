package io.parquetry.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code io.parquetry.encoding.BitPacking}: the hand-written part comes from its template,
 * the straight-line LSB-first pack and unpack method of every width 1..32 from the bit layout.
 *
 * <p>Value {@code i} of a group of 8 at width {@code w} occupies bits {@code [i*w, i*w + w)} of the
 * group's {@code w} bytes, counting from the least significant bit of the first byte. Unpacking
 * ORs together the bytes a value touches, each shifted into place, and masks off the bits of the
 * next value; packing builds each output byte from the values that touch it.
 */
final class BitPackingGenerator {
    static final String TARGET = "runtime/src/main/java/io/parquetry/encoding/BitPacking.java";
    private static final int MAX_WIDTH = 32;
    /** Widest values unpacked into bytes: 7 bits keep every value non-negative. */
    private static final int MAX_BYTE_WIDTH = 7;
    private static final String INDENT2 = "        ";
    private static final String INDENT3 = "            ";

    private BitPackingGenerator() {}

    static GeneratedFile generate() {
        Template template = Template.load("BitPacking.java.template");
        StringBuilder unpackCases = new StringBuilder();
        StringBuilder packCases = new StringBuilder();
        StringBuilder unpackByteCases = new StringBuilder();
        for (int w = 1; w <= MAX_WIDTH; w++) {
            unpackCases.append(caseLine("unpack", w));
            packCases.append(caseLine("pack", w));
        }
        for (int w = 1; w <= MAX_BYTE_WIDTH; w++) {
            unpackByteCases.append(caseLine("unpackBytes", w));
        }
        StringBuilder unrolled = new StringBuilder("    // ---- unrolled LSB-first unpacking, one method per width ----\n");
        for (int w = 1; w <= MAX_WIDTH; w++) {
            unrolled.append('\n').append(unpackMethod(w, false));
        }
        unrolled.append("\n\n    // ---- unrolled LSB-first unpacking into bytes (levels), one method per width ----\n");
        for (int w = 1; w <= MAX_BYTE_WIDTH; w++) {
            unrolled.append('\n').append(unpackMethod(w, true));
        }
        unrolled.append("\n\n    // ---- unrolled LSB-first packing, one method per width ----\n");
        for (int w = 1; w <= MAX_WIDTH; w++) {
            unrolled.append('\n').append(packMethod(w));
        }
        String body = template.fill(Map.of(
                "unpackCases", strip(unpackCases),
                "unpackByteCases", strip(unpackByteCases),
                "packCases", strip(packCases),
                "unrolled", strip(unrolled)));
        return new GeneratedFile(TARGET, Codegen.header(BitPackingGenerator.class, template.path()) + body);
    }

    private static String caseLine(String kind, int w) {
        return INDENT3 + "case " + w + " -> " + kind + w + "(in, inPos, out, outPos, groups);\n";
    }

    /**
     * The method that unpacks groups of 8 values of width {@code w} from {@code w} bytes, into an
     * {@code int[]} or, with {@code toBytes}, a {@code byte[]}.
     */
    static String unpackMethod(int w, boolean toBytes) {
        StringBuilder sb = new StringBuilder();
        sb.append("    private static void ").append(toBytes ? "unpackBytes" : "unpack").append(w)
                .append("(byte[] in, int p, ").append(toBytes ? "byte" : "int").append("[] out, int o, int groups) {\n");
        sb.append(INDENT2).append("for (int g = 0; g < groups; g++, p += ").append(w).append(", o += 8) {\n");
        for (int k = 0; k < w; k++) {
            sb.append(INDENT3).append("final int b").append(k).append(" = ").append(index("in", "p", k)).append(" & 0xFF;\n");
        }
        for (int i = 0; i < 8; i++) {
            int start = i * w;
            int end = start + w;
            List<String> terms = new ArrayList<>();
            int first = start >>> 3;
            int shift = start & 7;
            terms.add(shift == 0 ? "b" + first : "b" + first + " >>> " + shift);
            for (int k = first + 1; k <= (end - 1) >>> 3; k++) {
                terms.add("b" + k + " << " + (8 * k - start));
            }
            String expr = String.join(" | ", terms);
            if ((end & 7) != 0) {
                // the value ends inside a byte: mask off the bits of the next value
                boolean bare = terms.size() == 1 && shift == 0;
                expr = (bare ? expr : "(" + expr + ")") + " & " + mask(w);
            }
            if (toBytes) {
                expr = "(byte) (" + expr + ")";
            }
            sb.append(INDENT3).append(index("out", "o", i)).append(" = ").append(expr).append(";\n");
        }
        sb.append(INDENT2).append("}\n");
        sb.append("    }\n");
        return sb.toString();
    }

    /** The method that packs groups of 8 values at width {@code w} into {@code w} bytes. */
    static String packMethod(int w) {
        StringBuilder sb = new StringBuilder();
        sb.append("    private static void pack").append(w).append("(int[] in, int p, byte[] out, int o, int groups) {\n");
        sb.append(INDENT2).append("for (int g = 0; g < groups; g++, p += 8, o += ").append(w).append(") {\n");
        for (int i = 0; i < 8; i++) {
            sb.append(INDENT3).append("final int v").append(i).append(" = ").append(index("in", "p", i))
                    .append(w == MAX_WIDTH ? "" : " & " + mask(w)).append(";\n");
        }
        for (int j = 0; j < w; j++) {
            int lo = 8 * j;
            List<String> terms = new ArrayList<>();
            for (int i = lo / w; i <= (lo + 7) / w && i < 8; i++) {
                int bit = i * w;
                if (bit >= lo) {
                    terms.add(bit == lo ? "v" + i : "v" + i + " << " + (bit - lo));
                } else {
                    terms.add("v" + i + " >>> " + (lo - bit));
                }
            }
            sb.append(INDENT3).append(index("out", "o", j)).append(" = (byte) (").append(String.join(" | ", terms))
                    .append(");\n");
        }
        sb.append(INDENT2).append("}\n");
        sb.append("    }\n");
        return sb.toString();
    }

    private static String index(String array, String base, int k) {
        return array + "[" + base + (k == 0 ? "" : " + " + k) + "]";
    }

    private static String mask(int w) {
        return "0x" + Integer.toHexString((int) ((1L << w) - 1)).toUpperCase(java.util.Locale.ROOT);
    }

    /** Without the last newline, as the template puts the placeholder on its own line. */
    private static String strip(StringBuilder sb) {
        return sb.substring(0, sb.length() - 1);
    }
}
