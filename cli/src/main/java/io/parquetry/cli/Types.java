package io.parquetry.cli;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.Type;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.HexFormat;

/** Names of logical types, the schema as a JSON tree, and statistics bytes as readable values. */
final class Types {
    private static final int MAX_SHOWN = 48;

    private Types() {}

    /** A logical type as schema text writes it: {@code STRING}, {@code DECIMAL(9,2)}, {@code TIMESTAMP(MICROS,true)}. */
    static String logical(LogicalType t) {
        if (t == null) {
            return null;
        } else if (t instanceof LogicalType.DecimalType d) {
            return "DECIMAL(" + d.precision() + "," + d.scale() + ")";
        } else if (t instanceof LogicalType.TimeType tt) {
            return "TIME(" + tt.unit() + "," + tt.isAdjustedToUTC() + ")";
        } else if (t instanceof LogicalType.TimestampType tt) {
            return "TIMESTAMP(" + tt.unit() + "," + tt.isAdjustedToUTC() + ")";
        } else if (t instanceof LogicalType.IntType i) {
            return "INTEGER(" + i.bitWidth() + "," + i.isSigned() + ")";
        } else if (t instanceof LogicalType.Unknown u) {
            return "UNKNOWN(field " + u.fieldId() + ")";
        }
        String name = t.getClass().getSimpleName();
        return (name.endsWith("Type") ? name.substring(0, name.length() - 4) : name).toUpperCase(java.util.Locale.ROOT);
    }

    /** The schema node as a JSON object: name, repetition, type or fields, logical and converted type, id. */
    static void json(StringBuilder sb, SchemaNode node, boolean root) {
        sb.append("{\"name\":");
        Json.string(sb, node.name());
        if (!root && node.repetition() != null) {
            sb.append(",\"repetition\":\"").append(node.repetition()).append('"');
        }
        if (node instanceof PrimitiveType p) {
            sb.append(",\"type\":\"").append(p.physicalType()).append('"');
            if (p.physicalType() == Type.FIXED_LEN_BYTE_ARRAY) {
                sb.append(",\"length\":").append(p.typeLength());
            }
        }
        if (node.logicalType() != null) {
            sb.append(",\"logicalType\":");
            Json.string(sb, logical(node.logicalType()));
        }
        if (node.convertedType() != null) {
            sb.append(",\"convertedType\":\"").append(node.convertedType()).append('"');
        }
        if (node.id() != null) {
            sb.append(",\"id\":").append(node.id());
        }
        if (node instanceof GroupType g) {
            sb.append(",\"fields\":[");
            for (int i = 0; i < g.fieldCount(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                json(sb, g.field(i), false);
            }
            sb.append(']');
        }
        sb.append('}');
    }

    /** {@code min=.. max=.. nulls=..} of chunk or page statistics, or "none". */
    static String statistics(ColumnStatistics s, PrimitiveType type) {
        if (s == null) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        byte[] min = s.hasMin() ? s.min() : s.legacyMin();
        byte[] max = s.hasMax() ? s.max() : s.legacyMax();
        if (min != null) {
            sb.append("min=").append(value(min, type));
        }
        if (max != null) {
            sb.append(sb.isEmpty() ? "" : " ").append("max=").append(value(max, type));
        }
        if (!s.hasMin() && min != null) {
            sb.append(" (legacy min/max)");
        }
        if (s.nullCount() != null) {
            sb.append(sb.isEmpty() ? "" : " ").append("nulls=").append(s.nullCount());
        }
        if (s.distinctCount() != null) {
            sb.append(sb.isEmpty() ? "" : " ").append("distinct=").append(s.distinctCount());
        }
        if (s.nanCount() != null) {
            sb.append(sb.isEmpty() ? "" : " ").append("nans=").append(s.nanCount());
        }
        return sb.isEmpty() ? "none" : sb.toString();
    }

    /** A plain-encoded statistics or page index value of {@code type}, as text. */
    static String value(byte[] b, PrimitiveType type) {
        if (type == null) {
            return hex(b);
        }
        ByteBuffer buf = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        LogicalType lt = type.logicalType();
        ConvertedType ct = type.convertedType();
        try {
            switch (type.physicalType()) {
                case BOOLEAN:
                    return b.length == 1 ? Boolean.toString(b[0] != 0) : hex(b);
                case INT32:
                    if (b.length != 4) {
                        return hex(b);
                    }
                    int i = buf.getInt();
                    if (lt instanceof LogicalType.DecimalType d) {
                        return BigDecimal.valueOf(i, d.scale()).toPlainString();
                    } else if (lt instanceof LogicalType.DateType || ct == ConvertedType.DATE) {
                        return LocalDate.ofEpochDay(i).toString();
                    } else if (lt instanceof LogicalType.IntType it && !it.isSigned()) {
                        return Integer.toUnsignedString(i);
                    }
                    return Integer.toString(i);
                case INT64:
                    if (b.length != 8) {
                        return hex(b);
                    }
                    long l = buf.getLong();
                    if (lt instanceof LogicalType.DecimalType d) {
                        return BigDecimal.valueOf(l, d.scale()).toPlainString();
                    } else if (lt instanceof LogicalType.IntType it && !it.isSigned()) {
                        return Long.toUnsignedString(l);
                    }
                    return Long.toString(l);
                case FLOAT:
                    return b.length == 4 ? Float.toString(buf.getFloat()) : hex(b);
                case DOUBLE:
                    return b.length == 8 ? Double.toString(buf.getDouble()) : hex(b);
                default:
                    if (lt instanceof LogicalType.DecimalType d && b.length > 0) {
                        return new BigDecimal(new BigInteger(b), d.scale()).toPlainString();
                    }
                    if (lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType || lt instanceof LogicalType.JsonType
                            || ct == ConvertedType.UTF8 || ct == ConvertedType.ENUM || ct == ConvertedType.JSON) {
                        return Json.string(shorten(StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(b)).toString()));
                    }
                    return hex(b);
            }
        } catch (CharacterCodingException e) {
            return hex(b);
        }
    }

    private static String shorten(String s) {
        return s.length() <= MAX_SHOWN ? s : s.substring(0, MAX_SHOWN) + "...";
    }

    static String hex(byte[] b) {
        String h = HexFormat.of().formatHex(b, 0, Math.min(b.length, MAX_SHOWN / 2));
        return "0x" + h + (b.length > MAX_SHOWN / 2 ? "..." : "");
    }
}
