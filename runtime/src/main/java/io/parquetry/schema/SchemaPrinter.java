package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.Type;

/**
 * Prints schemas in the text form {@link MessageTypeParser} reads:
 *
 * <pre>
 * message m {
 *   required int64 id = 1;
 *   optional group tags (LIST) {
 *     repeated group list {
 *       optional binary element (STRING);
 *     }
 *   }
 * }
 * </pre>
 *
 * Annotations print in their logical-type form ({@link LogicalTypes#format}); a converted type
 * with no logical equivalent (INTERVAL, MAP_KEY_VALUE) prints by its legacy name. Names that are
 * not plain words (empty, or holding spaces, quotes or {@code {}();=,}) print as quoted strings.
 */
public final class SchemaPrinter {
    private SchemaPrinter() {}

    /**
     * The text of {@code node}: a whole message ending in a newline, or a single field.
     *
     * @param node the schema node (a message prints as a whole schema)
     * @return the text
     */
    public static String print(SchemaNode node) {
        StringBuilder sb = new StringBuilder();
        if (node instanceof MessageType m) {
            sb.append("message ").append(name(m.name()));
            if (m.id() != null) {
                sb.append(" = ").append(m.id());
            }
            sb.append(" {\n");
            for (SchemaNode f : m.fields()) {
                printField(f, 1, sb);
            }
            sb.append("}\n");
        } else {
            printField(node, 0, sb);
            sb.setLength(sb.length() - 1); // a lone field ends without the newline
        }
        return sb.toString();
    }

    private static void printField(SchemaNode node, int depth, StringBuilder sb) {
        indent(depth, sb);
        sb.append(node.repetition().name().toLowerCase(java.util.Locale.ROOT)).append(' ');
        if (node instanceof PrimitiveType p) {
            sb.append(typeName(p)).append(' ');
        } else {
            sb.append("group ");
        }
        sb.append(name(node.name()));
        String annotation = annotation(node);
        if (annotation != null) {
            sb.append(" (").append(annotation).append(')');
        }
        if (node.id() != null) {
            sb.append(" = ").append(node.id());
        }
        if (node instanceof GroupType g) {
            sb.append(" {\n");
            for (SchemaNode f : g.fields()) {
                printField(f, depth + 1, sb);
            }
            indent(depth, sb);
            sb.append("}\n");
        } else {
            sb.append(";\n");
        }
    }

    private static String typeName(PrimitiveType p) {
        Type t = p.physicalType();
        return switch (t) {
            case BOOLEAN -> "boolean";
            case INT32 -> "int32";
            case INT64 -> "int64";
            case INT96 -> "int96";
            case FLOAT -> "float";
            case DOUBLE -> "double";
            case BYTE_ARRAY -> "binary";
            case FIXED_LEN_BYTE_ARRAY -> "fixed_len_byte_array(" + p.typeLength() + ")";
        };
    }

    /** The text between the parentheses, or null when the node has no annotation. */
    static String annotation(SchemaNode node) {
        if (node.logicalType() != null) {
            return LogicalTypes.format(node.logicalType());
        }
        ConvertedType ct = node.convertedType();
        if (ct == null) {
            return null;
        }
        if (ct == ConvertedType.DECIMAL && node instanceof PrimitiveType p && p.decimalPrecision() > 0) {
            return "DECIMAL(" + p.decimalPrecision() + "," + p.decimalScale() + ")";
        }
        return ct.name();
    }

    private static void indent(int depth, StringBuilder sb) {
        for (int i = 0; i < depth; i++) {
            sb.append("  ");
        }
    }

    static String name(String name) {
        return isPlain(name) ? name : LogicalTypes.quote(name);
    }

    static boolean isPlain(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isWhitespace(c) || MessageTypeParser.isPunctuation(c) || c == '"') {
                return false;
            }
        }
        return true;
    }
}
