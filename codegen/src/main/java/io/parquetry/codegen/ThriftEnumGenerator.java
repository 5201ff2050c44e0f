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

    /** "Enum.CONSTANT" to the Javadoc of the generated constant (doclint wants one on each). */
    private static final Map<String, String> CONSTANT_DOCS = new LinkedHashMap<>();

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
        CONSTANT_DOCS.put("Type.BOOLEAN", "One bit per value, bit-packed.");
        CONSTANT_DOCS.put("Type.INT32", "32-bit signed integer.");
        CONSTANT_DOCS.put("Type.INT64", "64-bit signed integer.");
        CONSTANT_DOCS.put("Type.INT96", "96-bit value (deprecated; legacy timestamps).");
        CONSTANT_DOCS.put("Type.FLOAT", "IEEE 754 single precision.");
        CONSTANT_DOCS.put("Type.DOUBLE", "IEEE 754 double precision.");
        CONSTANT_DOCS.put("Type.BYTE_ARRAY", "Variable-length bytes.");
        CONSTANT_DOCS.put("Type.FIXED_LEN_BYTE_ARRAY", "Bytes of the length the schema gives.");
        CONSTANT_DOCS.put("ConvertedType.UTF8", "UTF-8 text.");
        CONSTANT_DOCS.put("ConvertedType.MAP", "A map group.");
        CONSTANT_DOCS.put("ConvertedType.MAP_KEY_VALUE", "The repeated key/value group of a map (legacy).");
        CONSTANT_DOCS.put("ConvertedType.LIST", "A list group.");
        CONSTANT_DOCS.put("ConvertedType.ENUM", "An enum name, as UTF-8.");
        CONSTANT_DOCS.put("ConvertedType.DECIMAL", "A decimal; precision and scale are in the schema element.");
        CONSTANT_DOCS.put("ConvertedType.DATE", "Days since 1970-01-01.");
        CONSTANT_DOCS.put("ConvertedType.TIME_MILLIS", "Milliseconds since midnight.");
        CONSTANT_DOCS.put("ConvertedType.TIME_MICROS", "Microseconds since midnight.");
        CONSTANT_DOCS.put("ConvertedType.TIMESTAMP_MILLIS", "Milliseconds since 1970-01-01T00:00Z.");
        CONSTANT_DOCS.put("ConvertedType.TIMESTAMP_MICROS", "Microseconds since 1970-01-01T00:00Z.");
        CONSTANT_DOCS.put("ConvertedType.UINT_8", "Unsigned 8-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.UINT_16", "Unsigned 16-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.UINT_32", "Unsigned 32-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.UINT_64", "Unsigned 64-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.INT_8", "Signed 8-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.INT_16", "Signed 16-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.INT_32", "Signed 32-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.INT_64", "Signed 64-bit integer.");
        CONSTANT_DOCS.put("ConvertedType.JSON", "A JSON document, as UTF-8.");
        CONSTANT_DOCS.put("ConvertedType.BSON", "A BSON document.");
        CONSTANT_DOCS.put("ConvertedType.INTERVAL", "Months, days and milliseconds, as 12 bytes.");
        CONSTANT_DOCS.put("FieldRepetitionType.REQUIRED", "Exactly one value per parent.");
        CONSTANT_DOCS.put("FieldRepetitionType.OPTIONAL", "Zero or one value per parent (nullable).");
        CONSTANT_DOCS.put("FieldRepetitionType.REPEATED", "Zero or more values per parent.");
        CONSTANT_DOCS.put("EdgeInterpolationAlgorithm.SPHERICAL", "Edges are great-circle arcs on a sphere.");
        CONSTANT_DOCS.put("EdgeInterpolationAlgorithm.VINCENTY", "Vincenty's geodesic formulae.");
        CONSTANT_DOCS.put("EdgeInterpolationAlgorithm.THOMAS", "Thomas's geodesic formulae.");
        CONSTANT_DOCS.put("EdgeInterpolationAlgorithm.ANDOYER", "Andoyer-Lambert geodesic formulae.");
        CONSTANT_DOCS.put("EdgeInterpolationAlgorithm.KARNEY", "Karney's geodesic algorithm.");
        CONSTANT_DOCS.put("Encoding.PLAIN", "Values one after the other in their plain form.");
        CONSTANT_DOCS.put("Encoding.PLAIN_DICTIONARY", "Dictionary encoding as Parquet 1.0 writes it (deprecated).");
        CONSTANT_DOCS.put("Encoding.RLE", "Run-length / bit-packing hybrid (levels, booleans).");
        CONSTANT_DOCS.put("Encoding.BIT_PACKED", "Bit-packed levels (deprecated).");
        CONSTANT_DOCS.put("Encoding.DELTA_BINARY_PACKED", "Deltas of integers, bit-packed in blocks.");
        CONSTANT_DOCS.put("Encoding.DELTA_LENGTH_BYTE_ARRAY", "Delta-encoded lengths, then the bytes.");
        CONSTANT_DOCS.put("Encoding.DELTA_BYTE_ARRAY", "Shared-prefix lengths and suffixes (incremental encoding).");
        CONSTANT_DOCS.put("Encoding.RLE_DICTIONARY", "Dictionary indexes, run-length / bit-packing encoded.");
        CONSTANT_DOCS.put("Encoding.BYTE_STREAM_SPLIT", "The bytes of the values split into one stream per byte position.");
        CONSTANT_DOCS.put("PageType.DATA_PAGE", "A data page, format V1.");
        CONSTANT_DOCS.put("PageType.INDEX_PAGE", "An index page (not used).");
        CONSTANT_DOCS.put("PageType.DICTIONARY_PAGE", "A dictionary page.");
        CONSTANT_DOCS.put("PageType.DATA_PAGE_V2", "A data page, format V2.");
        CONSTANT_DOCS.put("BoundaryOrder.UNORDERED", "The page bounds are in no particular order.");
        CONSTANT_DOCS.put("BoundaryOrder.ASCENDING", "The page bounds ascend from page to page.");
        CONSTANT_DOCS.put("BoundaryOrder.DESCENDING", "The page bounds descend from page to page.");
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
                String constantDoc = CONSTANT_DOCS.get(e.name() + "." + v.name());
                if (constantDoc == null) {
                    throw new IllegalStateException(e.name() + "." + v.name() + " has no Javadoc in "
                            + ThriftEnumGenerator.class.getSimpleName() + ": add it to CONSTANT_DOCS");
                }
                constants.add("    /** " + constantDoc + " */\n    " + v.name() + "(" + v.id() + ")");
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
