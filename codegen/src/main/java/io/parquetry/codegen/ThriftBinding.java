package io.parquetry.codegen;

import io.parquetry.codegen.ThriftIdl.Field;
import io.parquetry.codegen.ThriftIdl.StructDef;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How parquet.thrift maps onto the Java records of {@code io.parquetry.format}: the decisions the
 * IDL cannot make, in one place. By default a struct is the record of the same name, a field is
 * the record component named in camel case, an enum is the Java enum of the same name with
 * {@code id()}; what differs from that is listed here.
 */
final class ThriftBinding {
    /** What the writer does with a union member this version does not know. */
    enum Unknown {
        /** Written back as an empty struct under its field id. */
        EMPTY_STRUCT,
        /** The field holding the union is left out (its content was lost when it was read). */
        OMIT_FIELD,
        /** Cannot be written: an error. */
        FAIL
    }

    /**
     * Parts of parquet.thrift the runtime does not implement, as {@code Enum.CONSTANT} or
     * {@code Struct.field}, with the reason: the generator leaves them out, so the runtime behaves
     * as if its IDL did not have them (an unknown enum id, a skipped field). Each must exist in the
     * IDL ({@link #checkUnsupported}), so the list cannot go stale.
     */
    static final Map<String, String> UNSUPPORTED = Map.of(
            "FieldRepetitionType.VECTOR", "VECTOR repetition is not implemented: a schema using it is rejected",
            "SchemaElement.vector_length", "belongs to VECTOR repetition, not implemented",
            "LogicalType.VECTOR", "belongs to VECTOR repetition, not implemented: reads as LogicalType.Unknown(19)");

    /** What the reader returns for a union that holds no member (every union must have an entry). */
    enum Empty {
        /** {@code null}: the field reads as absent. */
        ABSENT,
        /** The union's {@code Unknown(0)}: the field is there but says nothing this version knows. */
        UNKNOWN,
        /** Corrupt data: an error naming the union. */
        CORRUPT
    }

    /**
     * Per union, what an empty one reads as. A union the IDL gains stops the reader generator
     * until it has an entry here.
     */
    private static final Map<String, Empty> EMPTY_UNIONS = Map.of(
            "TimeUnit", Empty.ABSENT, // the time or timestamp annotation then reads as Unknown
            "LogicalType", Empty.ABSENT, // the column reads as its physical type
            "ColumnOrder", Empty.UNKNOWN, // a list element: an order we do not know
            "BloomFilterAlgorithm", Empty.UNKNOWN,
            "BloomFilterHash", Empty.UNKNOWN,
            "BloomFilterCompression", Empty.UNKNOWN,
            "ColumnCryptoMetaData", Empty.CORRUPT,
            "EncryptionAlgorithm", Empty.CORRUPT);

    /**
     * Fields of union members, as {@code Struct.field}, whose value this version may not know (an
     * enum id, a member of an enum union): such a value makes the whole member read as the
     * union's {@code Unknown(member id)}, as a TIMESTAMP in a unit we cannot represent is not a
     * timestamp we can read.
     */
    static final java.util.Set<String> MEMBER_UNKNOWN_FIELDS = java.util.Set.of(
            "TimeType.unit", "TimestampType.unit", "GeographyType.algorithm");

    /** Unions whose member records are nested in the union's sealed interface. */
    private static final java.util.Set<String> NESTED_MEMBERS = java.util.Set.of(
            "LogicalType", "ColumnOrder", "BloomFilterAlgorithm", "BloomFilterHash", "BloomFilterCompression");
    /** Member structs whose record has another name than the IDL struct. */
    private static final Map<String, String> RENAMED = Map.of(
            "UUIDType", "UuidType", "IEEE754TotalOrder", "Ieee754TotalOrder", "SplitBlockAlgorithm", "SplitBlock");
    /** Unions represented by a Java enum whose constants are the member names (all members empty). */
    private static final java.util.Set<String> ENUM_UNIONS = java.util.Set.of("TimeUnit");
    private static final Map<String, Unknown> UNKNOWN_MEMBERS = Map.of(
            "LogicalType", Unknown.OMIT_FIELD,
            "EncryptionAlgorithm", Unknown.FAIL);

    /** IDL enums bound to another Java type than the generated enum: Java type and id accessor. */
    private static final Map<String, String[]> ENUM_TYPES = Map.of(
            "CompressionCodec", new String[] {"Compression", "thriftId"});

    /** The structs the writer has public entry points for, with the initial buffer of toBytes. */
    static final Map<String, Integer> WRITE_ENTRY_POINTS = new LinkedHashMap<>();

    static {
        WRITE_ENTRY_POINTS.put("FileMetaData", 1024);
        WRITE_ENTRY_POINTS.put("PageHeader", 64);
        WRITE_ENTRY_POINTS.put("ColumnIndex", 256);
        WRITE_ENTRY_POINTS.put("OffsetIndex", 256);
        WRITE_ENTRY_POINTS.put("BloomFilterHeader", 32);
        WRITE_ENTRY_POINTS.put("ColumnMetaData", 256);
        WRITE_ENTRY_POINTS.put("FileCryptoMetaData", 64);
    }

    /** The structs the reader has public entry points for (the template declares them). */
    static final java.util.List<String> READ_ENTRY_POINTS = java.util.List.of(
            "FileMetaData", "PageHeader", "ColumnIndex", "OffsetIndex", "BloomFilterHeader", "ColumnMetaData",
            "FileCryptoMetaData");

    /**
     * A field whose enum id is corrupt data when this version does not know it, checked after the
     * struct is read so that the error names the column or schema element the struct describes.
     *
     * @param method the template's method that converts {@code (int id, context)} or fails
     * @param context the field (by its accessor name) that names what the struct describes
     */
    record StrictField(String method, String context) {}

    /** Per {@code Struct.field}: the fields read strictly with a context (see {@link StrictField}). */
    static final Map<String, StrictField> STRICT_FIELDS = Map.of(
            "SchemaElement.type", new StrictField("elementType", "name"),
            "SchemaElement.repetition_type", new StrictField("elementRepetition", "name"),
            "ColumnMetaData.type", new StrictField("columnType", "pathInSchema"),
            "ColumnMetaData.codec", new StrictField("columnCodec", "pathInSchema"));

    /** Lists of enums and the template's method that reads one (dropping ids this version does not know). */
    static final Map<String, String> ENUM_LISTS = Map.of("Encoding", "encodings");

    /**
     * Enums whose unknown ids are corrupt data where the reader meets them: the template's method
     * that converts (and fails naming the field). Other enums read leniently: an id this version
     * does not know becomes {@code null}.
     */
    static final Map<String, String> STRICT_ENUMS = Map.of("PageType", "pageType");

    /**
     * Empty structs read as a shared instance that already exists: a constant of the reader's
     * template or of the union's interface. Other empty union members get a constant of the
     * generated reader.
     */
    static final Map<String, String> EMPTY_INSTANCES = Map.of(
            "IndexPageHeader", "INDEX_PAGE_HEADER",
            "TypeDefinedOrder", "ColumnOrder.TYPE_DEFINED",
            "IEEE754TotalOrder", "ColumnOrder.IEEE_754_TOTAL",
            "Int96TimestampOrder", "ColumnOrder.INT96_TIMESTAMP",
            "SplitBlockAlgorithm", "BloomFilterAlgorithm.SPLIT_BLOCK",
            "XxHash", "BloomFilterHash.XXHASH",
            "Uncompressed", "BloomFilterCompression.UNCOMPRESSED");

    /**
     * Least bytes one list element takes, for the check that a declared count fits in what
     * remains before anything is allocated (1 where not listed).
     */
    static final Map<String, Integer> MIN_ELEMENT_SIZE = Map.of(
            // a PageLocation needs at least its three required fields and a stop byte
            "OffsetIndex.page_locations", 4);

    /**
     * A list whose declared count is checked against a reader limit before anything is decoded.
     *
     * @param limit the {@code ThriftLimits} accessor of the limit
     * @param what what the list holds, for the error message
     * @param option the {@code ReadOptions} method that raises the limit, for the error message
     */
    record CountLimit(String limit, String what, String option) {}

    /** Per {@code Struct.field}: the lists whose count a reader limit bounds (see {@link CountLimit}). */
    static final Map<String, CountLimit> COUNT_LIMITS = Map.of(
            "FileMetaData.schema", new CountLimit("maxColumns", "schema elements", "withMaxColumns"),
            "RowGroup.columns", new CountLimit("maxColumns", "column chunks in one row group", "withMaxColumns"));

    /**
     * Lists of structs read by a method of the reader's template, {@code (TField) -> List}, rather
     * than element by element: the row groups, which a large footer keeps encoded until asked for
     * (the template's {@code rowGroupList}, which also checks their count).
     */
    static final Map<String, String> LIST_READERS = Map.of("FileMetaData.row_groups", "rowGroupList");

    /**
     * Fields whose values repeat from column chunk to column chunk (the same path in every row
     * group, the same few encodings): the reader keeps one immutable instance of each distinct
     * value, so that a footer of many row groups does not hold a copy per chunk.
     */
    static final java.util.Set<String> INTERNED = java.util.Set.of(
            "ColumnMetaData.path_in_schema", "ColumnMetaData.encodings", "ColumnMetaData.encoding_stats");

    private final ThriftIdl idl;
    /** IDL struct name to the union it is a member of (for nested record names). */
    private final Map<String, String> memberOf = new LinkedHashMap<>();

    ThriftBinding(ThriftIdl idl) {
        this.idl = idl;
        for (StructDef s : idl.structs().values()) {
            if (s.union() && NESTED_MEMBERS.contains(s.name())) {
                for (Field f : s.fields()) {
                    memberOf.put(f.type().name(), s.name());
                }
            }
        }
    }

    /** Whether {@code owner.member} (an enum constant or a struct field) is left out. */
    static boolean unsupported(String owner, String member) {
        return UNSUPPORTED.containsKey(owner + "." + member);
    }

    /** Fails when an {@link #UNSUPPORTED} entry names nothing in the IDL. */
    void checkUnsupported() {
        for (String key : UNSUPPORTED.keySet()) {
            String owner = key.substring(0, key.indexOf('.'));
            String member = key.substring(key.indexOf('.') + 1);
            boolean found = idl.enums().containsKey(owner)
                    ? idl.enums().get(owner).values().stream().anyMatch(v -> v.name().equals(member))
                    : idl.structs().containsKey(owner)
                            && idl.structs().get(owner).fields().stream().anyMatch(f -> f.name().equals(member));
            if (!found) {
                throw new IllegalStateException("ThriftBinding.UNSUPPORTED names " + key + ", which parquet.thrift does not have");
            }
        }
    }

    ThriftIdl idl() {
        return idl;
    }

    /** The Java type (as written in {@code io.parquetry.format}) of an IDL struct or union. */
    String javaClass(String struct) {
        String simple = RENAMED.getOrDefault(struct, struct);
        String union = memberOf.get(struct);
        return union == null ? simple : union + "." + simple;
    }

    /** The record accessor of a field: the IDL name in camel case. */
    static String accessor(Field f) {
        StringBuilder sb = new StringBuilder();
        boolean upper = false;
        for (char c : f.name().toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return sb.toString();
    }

    /** The Java type of an IDL enum. */
    static String enumClass(String idlEnum) {
        String[] bound = ENUM_TYPES.get(idlEnum);
        return bound == null ? idlEnum : bound[0];
    }

    /** The accessor of an enum constant's Thrift id. */
    static String enumId(String idlEnum) {
        String[] bound = ENUM_TYPES.get(idlEnum);
        return bound == null ? "id" : bound[1];
    }

    boolean isEnum(String type) {
        return idl.enums().containsKey(type);
    }

    StructDef struct(String type) {
        return idl.structs().get(type);
    }

    static boolean isEnumUnion(String union) {
        return ENUM_UNIONS.contains(union);
    }

    /** What an empty {@code union} reads as; a union without an entry stops the generator. */
    static Empty emptyUnion(String union) {
        Empty e = EMPTY_UNIONS.get(union);
        if (e == null) {
            throw new IllegalStateException("union " + union + " has no reading rule for when it is empty:"
                    + " add it to ThriftBinding.EMPTY_UNIONS");
        }
        return e;
    }

    static boolean memberUnknownField(String struct, String field) {
        return MEMBER_UNKNOWN_FIELDS.contains(struct + "." + field);
    }

    static Unknown unknownMembers(String union) {
        return UNKNOWN_MEMBERS.getOrDefault(union, Unknown.EMPTY_STRUCT);
    }

    /** The name of the generated method for a struct: the IDL name, first letter lower case. */
    static String method(String struct) {
        return Character.toLowerCase(struct.charAt(0)) + struct.substring(1);
    }
}
