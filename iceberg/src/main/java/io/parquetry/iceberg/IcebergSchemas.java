package io.parquetry.iceberg;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.iceberg.Schema;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;

/**
 * Matches a Parquetry schema to an Iceberg table schema and gives every node the table's field id
 * (top-level and nested fields, list elements, map keys and values), checking that each Parquet
 * type stores the Iceberg type the way Iceberg's readers expect it.
 */
final class IcebergSchemas {
    private IcebergSchemas() {}

    /**
     * The record's schema with the table's field ids. A node that has an id already (from
     * {@code @ParquetField(id = ...)}) matches the table field of that id; others match by name.
     *
     * @throws IllegalArgumentException naming the field when a field is not in the table, its type
     *     does not store the table's type, it may be null where the table requires a value, or a
     *     required table field is missing from the record
     */
    static MessageType withIds(MessageType record, Schema table, String recordName) {
        return MessageType.of(record.name(), matchStruct(record, table.asStruct(), "", recordName, true));
    }

    /**
     * The record's schema with the table's field ids, for reading: as {@link #withIds} without the
     * checks that only writing needs (the record may skip required columns, and read optional
     * columns into fields that may be null).
     */
    static MessageType forRead(MessageType record, Schema table, String recordName) {
        return MessageType.of(record.name(), matchStruct(record, table.asStruct(), "", recordName, false));
    }

    private static List<SchemaNode> matchStruct(GroupType group, Types.StructType struct, String prefix, String recordName,
                                                boolean write) {
        List<SchemaNode> out = new ArrayList<>();
        Set<Integer> matched = new HashSet<>();
        for (SchemaNode f : group.fields()) {
            String path = prefix + f.name();
            Types.NestedField field;
            if (f.id() != null) {
                field = struct.field(f.id());
                if (field == null) {
                    throw new IllegalArgumentException(recordName + ": field '" + path + "' has field id " + f.id()
                            + " but the table has no field of that id " + where(prefix) + " (" + describe(struct) + ")");
                }
            } else {
                field = struct.field(f.name());
                if (field == null) {
                    throw new IllegalArgumentException(recordName + ": field '" + path + "' is not in the table's schema "
                            + where(prefix) + " (" + describe(struct) + "); add the column with"
                            + " table.updateSchema(), or give the field the id of the column it stores");
                }
            }
            if (!matched.add(field.fieldId())) {
                throw new IllegalArgumentException(recordName + ": two fields store table column '" + prefix + field.name()
                        + "' (id " + field.fieldId() + ")");
            }
            if (write && field.isRequired() && f.repetition() != FieldRepetitionType.REQUIRED) {
                throw new IllegalArgumentException(recordName + ": field '" + path + "' may be null but table column '"
                        + prefix + field.name() + "' is required; make the field a primitive or mark the column optional");
            }
            out.add(match(f, field.type(), path, recordName, write).withId(field.fieldId()));
        }
        for (Types.NestedField field : struct.fields()) {
            if (write && field.isRequired() && !matched.contains(field.fieldId())) {
                throw new IllegalArgumentException(recordName + ": required table column '" + prefix + field.name()
                        + "' (id " + field.fieldId() + ", " + field.type() + ") has no field in the record");
            }
        }
        return out;
    }

    private static String where(String prefix) {
        return prefix.isEmpty() ? "at the top level" : "in '" + prefix.substring(0, prefix.length() - 1) + "'";
    }

    private static String describe(Types.StructType struct) {
        return "table columns: " + struct.fields().stream().map(f -> f.name() + " (id " + f.fieldId() + ")")
                .collect(Collectors.joining(", "));
    }

    private static SchemaNode match(SchemaNode node, Type type, String path, String recordName, boolean write) {
        switch (type.typeId()) {
            case STRUCT: {
                if (node.isPrimitive() || node.logicalType() != null) {
                    throw mismatch(recordName, path, node, type);
                }
                GroupType g = node.asGroup();
                return rebuild(g, matchStruct(g, type.asStructType(), path + ".", recordName, write));
            }
            case LIST: {
                Types.ListType list = type.asListType();
                GroupType element = listOrMapEntry(node, LogicalType.ListType.class, 1, type, path, recordName);
                SchemaNode e = element.field(0);
                if (write && list.isElementRequired() && e.repetition() != FieldRepetitionType.REQUIRED) {
                    throw new IllegalArgumentException(recordName + ": elements of '" + path + "' may be null but the table's"
                            + " list requires elements");
                }
                SchemaNode matched = match(e, list.elementType(), path + ".element", recordName, write).withId(list.elementId());
                return rebuild(node.asGroup(), List.of(rebuild(element, List.of(matched))));
            }
            case MAP: {
                Types.MapType map = type.asMapType();
                GroupType entry = listOrMapEntry(node, LogicalType.MapType.class, 2, type, path, recordName);
                SchemaNode k = match(entry.field(0), map.keyType(), path + ".key", recordName, write).withId(map.keyId());
                SchemaNode v = entry.field(1);
                if (write && map.isValueRequired() && v.repetition() != FieldRepetitionType.REQUIRED) {
                    throw new IllegalArgumentException(recordName + ": values of '" + path + "' may be null but the table's"
                            + " map requires values");
                }
                v = match(v, map.valueType(), path + ".value", recordName, write).withId(map.valueId());
                return rebuild(node.asGroup(), List.of(rebuild(entry, List.of(k, v))));
            }
            default:
                if (!node.isPrimitive() || !stores(node.asPrimitive(), type.asPrimitiveType())) {
                    throw mismatch(recordName, path, node, type);
                }
                return node;
        }
    }

    /** The repeated group inside a 3-level LIST or a MAP, checked to hold {@code children} fields. */
    private static GroupType listOrMapEntry(SchemaNode node, Class<? extends LogicalType> annotation, int children,
                                            Type type, String path, String recordName) {
        if (node.isPrimitive() || !annotation.isInstance(node.logicalType()) || node.asGroup().fieldCount() != 1) {
            throw mismatch(recordName, path, node, type);
        }
        SchemaNode repeated = node.asGroup().field(0);
        if (repeated.isPrimitive() || repeated.repetition() != FieldRepetitionType.REPEATED
                || repeated.asGroup().fieldCount() != children) {
            throw new IllegalArgumentException(recordName + ": field '" + path + "' is a " + node
                    + "; Iceberg tables need the standard 3-level layout (a repeated group of "
                    + (children == 1 ? "one element" : "a key and a value") + ")");
        }
        return repeated.asGroup();
    }

    private static GroupType rebuild(GroupType g, List<SchemaNode> fields) {
        return GroupType.lenient(g.name(), g.repetition(), g.logicalType(), g.convertedType(), g.id(), fields);
    }

    private static IllegalArgumentException mismatch(String recordName, String path, SchemaNode node, Type type) {
        return new IllegalArgumentException(recordName + ": field '" + path + "' is " + node.toString().trim()
                + " in Parquet, which does not store the table's type " + type + expected(type));
    }

    private static String expected(Type type) {
        return switch (type.typeId()) {
            case BOOLEAN -> " (use boolean)";
            case INTEGER -> " (use int)";
            case LONG -> " (use long)";
            case FLOAT -> " (use float)";
            case DOUBLE -> " (use double)";
            case DATE -> " (use LocalDate)";
            case TIME -> " (use LocalTime with MICROS)";
            case TIMESTAMP -> ((Types.TimestampType) type).shouldAdjustToUTC() ? " (use Instant with MICROS)"
                    : " (use LocalDateTime with MICROS)";
            case TIMESTAMP_NANO -> ((Types.TimestampNanoType) type).shouldAdjustToUTC() ? " (use Instant with @Timestamp(unit = NANOS))"
                    : " (use LocalDateTime with @Timestamp(unit = NANOS))";
            case STRING -> " (use String or an enum)";
            case UUID -> " (use UUID)";
            case FIXED -> " (use byte[] stored as FIXED_LEN_BYTE_ARRAY of the same length)";
            case BINARY -> " (use byte[])";
            case DECIMAL -> " (use BigDecimal with the same @Decimal precision and scale)";
            case STRUCT -> " (use a nested record)";
            case LIST -> " (use a List)";
            case MAP -> " (use a Map)";
            default -> "";
        };
    }

    /** Whether Parquet values of {@code p} are values of the Iceberg type {@code t} as Iceberg stores them. */
    static boolean stores(PrimitiveType p, Type.PrimitiveType t) {
        LogicalType lt = p.logicalType();
        io.parquetry.base.Type phys = p.physicalType();
        return switch (t.typeId()) {
            case BOOLEAN -> phys == io.parquetry.base.Type.BOOLEAN;
            case INTEGER -> phys == io.parquetry.base.Type.INT32 && (lt == null || lt instanceof LogicalType.IntType i && i.isSigned());
            case LONG -> phys == io.parquetry.base.Type.INT64 && (lt == null || lt instanceof LogicalType.IntType i && i.isSigned());
            case FLOAT -> phys == io.parquetry.base.Type.FLOAT && lt == null;
            case DOUBLE -> phys == io.parquetry.base.Type.DOUBLE && lt == null;
            case DATE -> phys == io.parquetry.base.Type.INT32 && lt instanceof LogicalType.DateType;
            case TIME -> phys == io.parquetry.base.Type.INT64 && lt instanceof LogicalType.TimeType tt
                    && tt.unit() == io.parquetry.base.TimeUnit.MICROS;
            case TIMESTAMP -> phys == io.parquetry.base.Type.INT64 && lt instanceof LogicalType.TimestampType ts
                    && ts.unit() == io.parquetry.base.TimeUnit.MICROS
                    && ts.isAdjustedToUTC() == ((Types.TimestampType) t).shouldAdjustToUTC();
            case TIMESTAMP_NANO -> phys == io.parquetry.base.Type.INT64 && lt instanceof LogicalType.TimestampType ts
                    && ts.unit() == io.parquetry.base.TimeUnit.NANOS
                    && ts.isAdjustedToUTC() == ((Types.TimestampNanoType) t).shouldAdjustToUTC();
            case STRING -> phys == io.parquetry.base.Type.BYTE_ARRAY
                    && (lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType);
            case UUID -> phys == io.parquetry.base.Type.FIXED_LEN_BYTE_ARRAY && p.typeLength() == 16
                    && lt instanceof LogicalType.UuidType;
            case FIXED -> phys == io.parquetry.base.Type.FIXED_LEN_BYTE_ARRAY && lt == null
                    && p.typeLength() == ((Types.FixedType) t).length();
            case BINARY -> phys == io.parquetry.base.Type.BYTE_ARRAY && lt == null;
            case DECIMAL -> lt instanceof LogicalType.DecimalType d
                    && d.precision() == ((Types.DecimalType) t).precision() && d.scale() == ((Types.DecimalType) t).scale()
                    && (phys == io.parquetry.base.Type.INT32 || phys == io.parquetry.base.Type.INT64
                        || phys == io.parquetry.base.Type.FIXED_LEN_BYTE_ARRAY);
            default -> false;
        };
    }
}
