package io.parquetry.codegen;

import io.parquetry.codegen.ThriftIdl.EnumDef;
import io.parquetry.codegen.ThriftIdl.EnumValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one Java enum of {@code io.parquetry.base} per enum of parquet.thrift, with its Thrift
 * id and an id lookup table. Which enums become Java enums, and their one-line Javadoc, is the
 * binding below; an IDL enum the binding does not mention stops the generator, so a new one in a
 * newer parquet.thrift is a decision, not an accident.
 */
final class ThriftEnumGenerator {
    static final String DIR = "runtime/src/main/java/io/parquetry/base/";

    /** IDL enum name to the Javadoc of the generated Java enum, in the order they are written. */
    private static final Map<String, String> DOCS = new LinkedHashMap<>();

    /** IDL enums that are not generated, and why (each is tied to the IDL by a test instead). */
    static final Map<String, String> HAND_WRITTEN = Map.of(
            "CompressionCodec", "io.parquetry.base.Compression: a user-facing enum with codec behaviour in the bottom package");

    static {
        DOCS.put("Type", "Physical types of the Thrift {@code Type} enum.");
        DOCS.put("ConvertedType", "Thrift {@code ConvertedType}: the legacy annotations, kept for compatibility with older readers.");
        DOCS.put("FieldRepetitionType", "Thrift {@code FieldRepetitionType}.");
        DOCS.put("EdgeInterpolationAlgorithm", "Thrift {@code EdgeInterpolationAlgorithm} of the GEOGRAPHY logical type.");
        DOCS.put("Encoding", "Thrift {@code Encoding}: how values or levels are encoded in a page.");
        DOCS.put("PageType", "Thrift {@code PageType}.");
        DOCS.put("BoundaryOrder", "Thrift {@code BoundaryOrder} of a column index.");
    }

    private ThriftEnumGenerator() {}

    static List<GeneratedFile> generate(ThriftIdl idl, String idlPath) {
        Template template = Template.load("ThriftEnum.java.template");
        List<GeneratedFile> files = new ArrayList<>();
        for (EnumDef e : idl.enums().values()) {
            if (HAND_WRITTEN.containsKey(e.name())) {
                continue;
            }
            String doc = DOCS.get(e.name());
            if (doc == null) {
                throw new IllegalStateException("parquet.thrift enum " + e.name() + " has no binding in "
                        + ThriftEnumGenerator.class.getSimpleName() + ": add its Javadoc to DOCS or list it in HAND_WRITTEN");
            }
            List<String> constants = new ArrayList<>();
            int max = 0;
            for (EnumValue v : e.values()) {
                if (ThriftBinding.unsupported(e.name(), v.name())) {
                    continue;
                }
                if (v.id() < 0) {
                    throw new IllegalStateException(e.name() + "." + v.name() + " has a negative id " + v.id());
                }
                constants.add("    " + v.name() + "(" + v.id() + ")");
                max = Math.max(max, v.id());
            }
            String body = template.fill(Map.of("doc", doc, "name", e.name(), "constants", String.join(",\n", constants),
                    "tableSize", Integer.toString(max + 1)));
            files.add(new GeneratedFile(DIR + e.name() + ".java",
                    Codegen.header(ThriftEnumGenerator.class, idlPath, template.path()) + body));
        }
        for (String name : DOCS.keySet()) {
            if (!idl.enums().containsKey(name)) {
                throw new IllegalStateException("binding names enum " + name + " that parquet.thrift does not define");
            }
        }
        return files;
    }
}
