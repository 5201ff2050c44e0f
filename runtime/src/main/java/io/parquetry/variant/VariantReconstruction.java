package io.parquetry.variant;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.LogicalTypes;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Rebuilds the variant of a VARIANT column group from the generic {@link Row} the reader
 * produces for it (VariantShredding.md): the binary {@code value}, the shredded
 * {@code typed_value} (a primitive column, an object group of per-field {@code value} /
 * {@code typed_value} groups, or a 3-level LIST of such element groups), or both for a
 * partially shredded object.
 *
 * <pre>{@code
 * GroupType schema = file.schema().field("var").asGroup();
 * VariantReconstruction variants = VariantReconstruction.of(schema);
 * for (Row row : reader) {
 *     Variant v = variants.reconstruct((Row) row.get("var"));   // null when the group is null
 * }
 * }</pre>
 *
 * <p>The schema is checked once, in {@link #of(GroupType)}: a shredded type the specification
 * does not allow (an unsigned integer, a FIXED_LEN_BYTE_ARRAY that is not a UUID or decimal...)
 * is rejected even when no row uses it. Rows are checked as they are rebuilt; the cases the
 * specification declares invalid are a {@link ParquetException}:
 * <ul>
 *   <li>{@code value} and {@code typed_value} both set where {@code typed_value} is a primitive
 *       or an array;</li>
 *   <li>{@code typed_value} set as an object while {@code value} is set but is not an object;</li>
 *   <li>a partially shredded object whose {@code value} holds a field that the schema shreds
 *       (the file is invalid, and the spec allows a reader to refuse it rather than guess).</li>
 * </ul>
 * Missing values read as the specification says: a missing top-level value or array element is
 * variant null, a missing object field is absent from the object. Object field groups that are
 * {@code optional} instead of {@code required} are accepted, a null group meaning a missing field.
 *
 * <p>Instances are immutable and may be shared between threads.
 */
public final class VariantReconstruction {
    private enum Kind { NONE, PRIMITIVE, OBJECT, ARRAY }

    /** One {@code value}/{@code typed_value} group of the shredding schema. */
    private static final class Shred {
        String path;
        int valueIndex = -1;
        int typedIndex = -1;
        Kind kind = Kind.NONE;
        // PRIMITIVE
        int primitiveId;
        boolean utc;
        // OBJECT
        String[] fieldNames;
        int[] fieldIndexes;
        Shred[] fields;
        Set<String> fieldNameSet;
        // ARRAY
        Shred element;
    }

    /** The last metadata seen, reused while rows repeat it (they usually all share one). */
    private record CachedMetadata(byte[] bytes, VariantMetadata parsed) {}

    private final GroupType schema;
    private final int metadataIndex;
    private final Shred root;
    private volatile CachedMetadata cache;

    private VariantReconstruction(GroupType schema) {
        this.schema = schema;
        this.metadataIndex = schema.fieldIndex("metadata");
        if (metadataIndex < 0) {
            throw new ParquetException("variant " + schema.name() + " has no metadata field");
        }
        SchemaNode metadata = schema.field(metadataIndex);
        if (!isBinary(metadata)) {
            throw new ParquetException("variant " + schema.name() + ": metadata must be binary, is " + metadata);
        }
        this.root = plan(schema, schema.name(), true);
    }

    /**
     * Checks {@code variantSchema} (a VARIANT-annotated group, or any group of {@code metadata},
     * {@code value} and/or {@code typed_value}) and returns a reconstruction for its rows.
     *
     * @param variantSchema the group of the variant column
     * @return the reconstruction
     */
    public static VariantReconstruction of(GroupType variantSchema) {
        return new VariantReconstruction(variantSchema);
    }

    /**
     * Whether {@code node} is annotated VARIANT.
     *
     * @param node the schema node
     * @return true for a VARIANT-annotated group
     */
    public static boolean isVariant(SchemaNode node) {
        return !node.isPrimitive() && node.logicalType() instanceof LogicalType.VariantType;
    }

    /**
     * Rebuilds the variant of one row of {@code variantSchema}; null for a null group.
     *
     * @param variantGroup the group's value in one row, or null
     * @param variantSchema the group of the variant column
     * @return the variant, or null
     */
    public static Variant fromRow(Row variantGroup, GroupType variantSchema) {
        return of(variantSchema).reconstruct(variantGroup);
    }

    /**
     * Rebuilds the variant of {@code variantGroup} using the row's own group type; null for null.
     *
     * @param variantGroup the group's value in one row, or null
     * @return the variant, or null
     */
    public static Variant fromRow(Row variantGroup) {
        return variantGroup == null ? null : of(variantGroup.type()).reconstruct(variantGroup);
    }

    /** {@return the group schema this reconstruction reads} */
    public GroupType schema() {
        return schema;
    }

    /**
     * The variant held by {@code variantGroup}, a row of {@link #schema()}; null when the group
     * itself is null (a null VARIANT column value, as distinct from a variant null).
     *
     * @param variantGroup the group's value in one row, or null
     * @return the variant, or null
     */
    public Variant reconstruct(Row variantGroup) {
        if (variantGroup == null) {
            return null;
        }
        if (variantGroup.type() != schema && !variantGroup.type().equals(schema)) {
            throw new ParquetException("variant " + schema.name() + ": row of type " + variantGroup.type().name()
                    + " does not match the variant schema");
        }
        Object m = variantGroup.get(metadataIndex);
        if (!(m instanceof byte[] metadataBytes)) {
            throw new ParquetException("variant " + schema.name() + ": metadata is " + (m == null ? "null" : "not binary"));
        }
        VariantMetadata metadata = metadata(metadataBytes);
        Object value = root.valueIndex < 0 ? null : variantGroup.get(root.valueIndex);
        Object typed = root.typedIndex < 0 ? null : variantGroup.get(root.typedIndex);
        if (typed == null) {
            // Unshredded (or not shredded in this row): the value bytes are the variant.
            return value == null ? Variant.of(metadata, new byte[] {0}) : Variant.of(metadata, binary(value, root));
        }
        VariantBuilder b = new VariantBuilder(metadata);
        write(root, value, typed, metadata, b, 0);
        return b.build();
    }

    private VariantMetadata metadata(byte[] bytes) {
        CachedMetadata c = cache;
        if (c != null && Arrays.equals(c.bytes, bytes)) {
            return c.parsed;
        }
        VariantMetadata parsed;
        try {
            parsed = VariantMetadata.parse(bytes);
        } catch (ParquetException e) {
            throw new ParquetException("variant " + schema.name() + ": " + e.getMessage(), e);
        }
        cache = new CachedMetadata(bytes.clone(), parsed);
        return parsed;
    }

    // ---- reconstruction --------------------------------------------------------------------

    /** Whether a value/typed_value pair holds a value (both null means missing). */
    private static boolean present(Object value, Object typed) {
        return value != null || typed != null;
    }

    /** Writes the value a non-missing value/typed_value pair stands for. */
    private static void write(Shred s, Object value, Object typed, VariantMetadata metadata, VariantBuilder b,
            int depth) {
        if (depth > 1000) {
            throw new ParquetException("variant " + s.path + " nests deeper than 1000 levels");
        }
        if (typed == null) {
            b.appendVariant(Variant.of(metadata, binary(value, s)));
            return;
        }
        switch (s.kind) {
            case PRIMITIVE -> {
                if (value != null) {
                    throw new ParquetException("Invalid variant, conflicting value and typed_value at " + s.path);
                }
                writePrimitive(s, typed, b);
            }
            case ARRAY -> {
                if (value != null) {
                    throw new ParquetException("Invalid variant, conflicting value and typed_value at " + s.path
                            + " (a shredded array must not also have a value)");
                }
                if (!(typed instanceof List<?> elements)) {
                    throw new ParquetException("variant " + s.path + ": typed_value is not a list");
                }
                b.startArray();
                for (Object e : elements) {
                    Row er = element(e, s.element);
                    Object ev = er == null || s.element.valueIndex < 0 ? null : er.get(s.element.valueIndex);
                    Object et = er == null || s.element.typedIndex < 0 ? null : er.get(s.element.typedIndex);
                    if (present(ev, et)) {
                        write(s.element, ev, et, metadata, b, depth + 1);
                    } else {
                        b.appendNull(); // arrays cannot have missing elements: read as variant null
                    }
                }
                b.endArray();
            }
            case OBJECT -> {
                if (!(typed instanceof Row fields)) {
                    throw new ParquetException("variant " + s.path + ": typed_value is not a group");
                }
                Variant rest = null;
                if (value != null) {
                    rest = Variant.of(metadata, binary(value, s));
                    if (!rest.isObject()) {
                        throw new ParquetException("Invalid variant, non-object value with shredded fields at "
                                + s.path + " (value is " + rest.type() + ")");
                    }
                }
                b.startObject();
                for (int i = 0; i < s.fields.length; i++) {
                    Shred f = s.fields[i];
                    Object fg = fields.get(s.fieldIndexes[i]);
                    if (fg == null) {
                        continue; // optional field group (not per spec) that is null: field missing
                    }
                    if (!(fg instanceof Row fr)) {
                        throw new ParquetException("variant " + f.path + ": field group is not a group");
                    }
                    Object fv = f.valueIndex < 0 ? null : fr.get(f.valueIndex);
                    Object ft = f.typedIndex < 0 ? null : fr.get(f.typedIndex);
                    if (!present(fv, ft)) {
                        continue;
                    }
                    b.key(s.fieldNames[i]);
                    write(f, fv, ft, metadata, b, depth + 1);
                }
                if (rest != null) {
                    for (int i = 0; i < rest.objectSize(); i++) {
                        String name = rest.fieldName(i);
                        if (s.fieldNameSet.contains(name)) {
                            throw new ParquetException("Invalid variant, field '" + name + "' of " + s.path
                                    + " is both shredded in typed_value and present in value");
                        }
                        b.key(name);
                        b.appendVariant(rest.fieldValue(i));
                    }
                }
                b.endObject();
            }
            default -> throw new ParquetException("variant " + s.path + " has a typed_value but no shredded type");
        }
    }

    private static Row element(Object e, Shred element) {
        if (e == null) {
            return null;
        }
        if (!(e instanceof Row r)) {
            throw new ParquetException("variant " + element.path + ": array element is not a group");
        }
        return r;
    }

    private static byte[] binary(Object value, Shred s) {
        if (!(value instanceof byte[] b)) {
            throw new ParquetException("variant " + s.path + ": value is not binary");
        }
        if (b.length == 0) {
            throw new ParquetException("variant " + s.path + ": value is empty");
        }
        return b;
    }

    private static void writePrimitive(Shred s, Object v, VariantBuilder b) {
        switch (s.primitiveId) {
            case Variant.P_TRUE -> b.appendBoolean(cast(v, Boolean.class, s));
            case Variant.P_INT8 -> b.appendByte((byte) intIn(v, s, Byte.MIN_VALUE, Byte.MAX_VALUE));
            case Variant.P_INT16 -> b.appendShort((short) intIn(v, s, Short.MIN_VALUE, Short.MAX_VALUE));
            case Variant.P_INT32 -> b.appendInt(intIn(v, s, Integer.MIN_VALUE, Integer.MAX_VALUE));
            case Variant.P_INT64 -> b.appendLong(cast(v, Long.class, s));
            case Variant.P_FLOAT -> b.appendFloat(cast(v, Float.class, s));
            case Variant.P_DOUBLE -> b.appendDouble(cast(v, Double.class, s));
            case Variant.P_DECIMAL4, Variant.P_DECIMAL8, Variant.P_DECIMAL16 ->
                    b.appendDecimal(cast(v, BigDecimal.class, s), s.primitiveId);
            case Variant.P_DATE -> b.appendDate(cast(v, LocalDate.class, s));
            case Variant.P_TIME -> b.appendTime(cast(v, LocalTime.class, s));
            case Variant.P_TIMESTAMP, Variant.P_TIMESTAMP_NTZ -> b.appendTimestampMicros(epoch(v, s, false), s.utc);
            case Variant.P_TIMESTAMP_NANOS, Variant.P_TIMESTAMP_NTZ_NANOS ->
                    b.appendTimestampNanos(epoch(v, s, true), s.utc);
            case Variant.P_BINARY -> b.appendBinary(cast(v, byte[].class, s));
            case Variant.P_STRING -> b.appendString(cast(v, String.class, s));
            case Variant.P_UUID -> b.appendUuid(cast(v, UUID.class, s));
            default -> throw new IllegalStateException("unplanned primitive " + s.primitiveId);
        }
    }

    private static <T> T cast(Object v, Class<T> type, Shred s) {
        if (!type.isInstance(v)) {
            throw new ParquetException("variant " + s.path + ": typed_value " + v.getClass().getSimpleName()
                    + " is not a " + type.getSimpleName());
        }
        return type.cast(v);
    }

    private static int intIn(Object v, Shred s, int min, int max) {
        int x = cast(v, Integer.class, s);
        if (x < min || x > max) {
            throw new ParquetException("variant " + s.path + ": typed_value " + x + " is outside its integer type");
        }
        return x;
    }

    private static long epoch(Object v, Shred s, boolean nanos) {
        long seconds;
        int nano;
        if (s.utc) {
            Instant i = cast(v, Instant.class, s);
            seconds = i.getEpochSecond();
            nano = i.getNano();
        } else {
            LocalDateTime t = cast(v, LocalDateTime.class, s);
            seconds = t.toEpochSecond(ZoneOffset.UTC);
            nano = t.getNano();
        }
        try {
            return nanos ? Math.addExact(Math.multiplyExact(seconds, 1_000_000_000L), nano)
                    : Math.addExact(Math.multiplyExact(seconds, 1_000_000L), nano / 1000);
        } catch (ArithmeticException e) {
            throw new ParquetException("variant " + s.path + ": timestamp " + v + " overflows 64 bits");
        }
    }

    // ---- schema planning -------------------------------------------------------------------

    private static Shred plan(GroupType g, String path, boolean top) {
        Shred s = new Shred();
        s.path = path;
        for (int i = 0; i < g.fieldCount(); i++) {
            SchemaNode f = g.field(i);
            switch (f.name()) {
                case "metadata" -> {
                    if (!top) {
                        throw new ParquetException("variant " + path + ": unexpected metadata field below the top");
                    }
                }
                case "value" -> {
                    if (!isBinary(f) || f.repetition() == FieldRepetitionType.REPEATED) {
                        throw new ParquetException("variant " + path + ": value must be a binary, is " + f);
                    }
                    s.valueIndex = i;
                }
                case "typed_value" -> {
                    if (f.repetition() == FieldRepetitionType.REPEATED) {
                        throw new ParquetException("variant " + path + ": typed_value must not be repeated");
                    }
                    s.typedIndex = i;
                    planTyped(s, f, path + ".typed_value");
                }
                default -> throw new ParquetException("variant " + path + ": unexpected field '" + f.name() + "'");
            }
        }
        if (s.valueIndex < 0 && s.typedIndex < 0) {
            throw new ParquetException("variant " + path + " has neither value nor typed_value");
        }
        return s;
    }

    private static void planTyped(Shred s, SchemaNode t, String path) {
        if (t.isPrimitive()) {
            s.kind = Kind.PRIMITIVE;
            planPrimitive(s, t.asPrimitive());
            return;
        }
        GroupType g = t.asGroup();
        if (g.logicalType() instanceof LogicalType.ListType || g.convertedType() == ConvertedType.LIST) {
            // A 3-level list: typed_value (LIST) { repeated group list { required group element } }
            if (g.fieldCount() != 1 || g.field(0).repetition() != FieldRepetitionType.REPEATED
                    || g.field(0).isPrimitive() || g.field(0).asGroup().fieldCount() != 1
                    || g.field(0).asGroup().field(0).isPrimitive()
                    || g.field(0).asGroup().field(0).repetition() == FieldRepetitionType.REPEATED) {
                throw new ParquetException("variant " + path + ": a shredded array must be a 3-level LIST of"
                        + " element groups, is " + g);
            }
            s.kind = Kind.ARRAY;
            GroupType element = g.field(0).asGroup().field(0).asGroup();
            s.element = plan(element, path + "." + g.field(0).name() + "." + element.name(), false);
            return;
        }
        if (g.logicalType() != null) {
            throw new ParquetException("Unsupported shredded value type: " + LogicalTypes.format(g.logicalType())
                    + " at " + path);
        }
        s.kind = Kind.OBJECT;
        int n = g.fieldCount();
        s.fieldNames = new String[n];
        s.fieldIndexes = new int[n];
        s.fields = new Shred[n];
        s.fieldNameSet = new HashSet<>();
        for (int i = 0; i < n; i++) {
            SchemaNode f = g.field(i);
            if (f.isPrimitive() || f.repetition() == FieldRepetitionType.REPEATED) {
                throw new ParquetException("variant " + path + ": shredded field '" + f.name()
                        + "' must be a required group of value/typed_value, is " + f);
            }
            s.fieldNames[i] = f.name();
            s.fieldIndexes[i] = i;
            s.fields[i] = plan(f.asGroup(), path + "." + f.name(), false);
            s.fieldNameSet.add(f.name());
        }
    }

    /** Maps a shredded primitive column to its variant type (VariantShredding.md, "Shredded Value Types"). */
    private static void planPrimitive(Shred s, PrimitiveType p) {
        LogicalType lt = p.logicalType();
        Type physical = p.physicalType();
        int id = -1;
        if (lt instanceof LogicalType.DecimalType d) {
            if (d.precision() <= 38) {
                id = switch (physical) {
                    case INT32 -> Variant.P_DECIMAL4;
                    case INT64 -> Variant.P_DECIMAL8;
                    case BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY -> Variant.P_DECIMAL16;
                    default -> -1;
                };
            }
        } else {
            switch (physical) {
                case BOOLEAN -> id = lt == null ? Variant.P_TRUE : -1;
                case INT32 -> {
                    if (lt == null) {
                        id = Variant.P_INT32;
                    } else if (lt instanceof LogicalType.IntType it && it.isSigned()) {
                        id = it.bitWidth() == 8 ? Variant.P_INT8 : it.bitWidth() == 16 ? Variant.P_INT16
                                : it.bitWidth() == 32 ? Variant.P_INT32 : -1;
                    } else if (lt instanceof LogicalType.DateType) {
                        id = Variant.P_DATE;
                    }
                }
                case INT64 -> {
                    if (lt == null || (lt instanceof LogicalType.IntType it && it.isSigned() && it.bitWidth() == 64)) {
                        id = Variant.P_INT64;
                    } else if (lt instanceof LogicalType.TimeType tt && !tt.isAdjustedToUTC()
                            && tt.unit() == TimeUnit.MICROS) {
                        id = Variant.P_TIME;
                    } else if (lt instanceof LogicalType.TimestampType ts && ts.unit() != TimeUnit.MILLIS) {
                        s.utc = ts.isAdjustedToUTC();
                        boolean nanos = ts.unit() == TimeUnit.NANOS;
                        id = s.utc ? (nanos ? Variant.P_TIMESTAMP_NANOS : Variant.P_TIMESTAMP)
                                : (nanos ? Variant.P_TIMESTAMP_NTZ_NANOS : Variant.P_TIMESTAMP_NTZ);
                    }
                }
                case FLOAT -> id = lt == null ? Variant.P_FLOAT : -1;
                case DOUBLE -> id = lt == null ? Variant.P_DOUBLE : -1;
                case BYTE_ARRAY -> id = lt == null ? Variant.P_BINARY
                        : lt instanceof LogicalType.StringType ? Variant.P_STRING : -1;
                case FIXED_LEN_BYTE_ARRAY ->
                        id = lt instanceof LogicalType.UuidType && p.typeLength() == 16 ? Variant.P_UUID : -1;
                default -> id = -1; // INT96
            }
        }
        if (id < 0) {
            throw new ParquetException("Unsupported shredded value type: "
                    + (lt != null ? LogicalTypes.format(lt) : p.toString().trim().replaceAll(";$", "")) + " at " + s.path);
        }
        s.primitiveId = id;
    }

    private static boolean isBinary(SchemaNode n) {
        return n.isPrimitive() && n.asPrimitive().physicalType() == Type.BYTE_ARRAY;
    }
}
