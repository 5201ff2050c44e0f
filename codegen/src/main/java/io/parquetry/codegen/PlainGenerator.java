package io.parquetry.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes the PLAIN encoder and decoder of each fixed-width numeric type from one template pair:
 * the classes differ only in the value type, its byte width and how its bits are stored, so one
 * source keeps them alike while each stays a monomorphic, final class on the hot path.
 */
final class PlainGenerator {
    private static final String DIR = "runtime/src/main/java/io/parquetry/encoding/";

    /**
     * One fixed-width PLAIN type.
     *
     * @param physical the Parquet physical type, as messages name it
     * @param name the class name part ({@code Plain<name>Encoder})
     * @param javaType the Java element type
     * @param method the suffix of the value methods ({@code write<method>}, {@code read<method>s})
     * @param size bytes per value
     * @param read the expression that decodes the value at {@code b[p]}
     */
    private record Kind(String physical, String name, String javaType, String method, int size, String read) {}

    private static final List<Kind> KINDS = List.of(
            new Kind("INT32", "Int32", "int", "Int", 4, "ByteOrderAccess.getInt(b, p)"),
            new Kind("INT64", "Int64", "long", "Long", 8, "ByteOrderAccess.getLong(b, p)"),
            new Kind("FLOAT", "Float", "float", "Float", 4, "Float.intBitsToFloat(ByteOrderAccess.getInt(b, p))"),
            new Kind("DOUBLE", "Double", "double", "Double", 8, "Double.longBitsToDouble(ByteOrderAccess.getLong(b, p))"));

    private PlainGenerator() {}

    static List<GeneratedFile> generate() {
        Template encoder = Template.load("PlainEncoder.java.template");
        Template decoder = Template.load("PlainDecoder.java.template");
        List<GeneratedFile> files = new ArrayList<>();
        for (Kind k : KINDS) {
            Map<String, String> values = Map.of("physical", k.physical(), "name", k.name(), "javaType", k.javaType(),
                    "method", k.method(), "size", Integer.toString(k.size()), "read", k.read());
            files.add(file("Plain" + k.name() + "Encoder.java", encoder, values));
            files.add(file("Plain" + k.name() + "Decoder.java", decoder, values));
        }
        return files;
    }

    private static GeneratedFile file(String name, Template template, Map<String, String> values) {
        return new GeneratedFile(DIR + name, Codegen.header(PlainGenerator.class, template.path()) + template.fill(values));
    }
}
