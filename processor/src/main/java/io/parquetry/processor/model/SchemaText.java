package io.parquetry.processor.model;

/** Prints shapes in Parquet's schema text syntax ({@code optional binary name (STRING) = 3;}). */
final class SchemaText {

    private SchemaText() {
    }

    static void append(StringBuilder sb, int depth, String name, int fieldId, FieldShape shape) {
        if (shape instanceof FieldShape.OptionalShape o) {
            append(sb, depth, name, fieldId, o.value());
            return;
        }
        if (shape instanceof FieldShape.ListShape l && l.layout() == FieldShape.ListLayout.BARE_REPEATED) {
            // one node: the element's type with the list's name and repetition
            append(sb, depth, name, fieldId, l.element());
            return;
        }
        indent(sb, depth).append(shape.repetition().keyword()).append(' ');
        if (shape instanceof FieldShape.Primitive p) {
            sb.append(p.physicalType().keyword());
            if (p.physicalType() == PhysicalType.FIXED_LEN_BYTE_ARRAY) {
                sb.append('(').append(p.typeLength()).append(')');
            }
            sb.append(' ').append(name).append(p.logicalType().schemaText());
            id(sb, fieldId).append(";\n");
            return;
        }
        sb.append("group ").append(name);
        if (shape instanceof FieldShape.Group g) {
            id(sb, fieldId).append(" {\n");
            for (PropertyModel p : g.record().properties()) {
                append(sb, depth + 1, p.parquetName(), p.fieldId(), p.shape());
            }
        } else if (shape instanceof FieldShape.Union u) {
            id(sb, fieldId).append(" {\n");
            for (PropertyModel p : u.properties()) {
                append(sb, depth + 1, p.parquetName(), p.fieldId(), p.shape());
            }
        } else if (shape instanceof FieldShape.ListShape l) {
            sb.append(" (LIST)");
            id(sb, fieldId).append(" {\n");
            indent(sb, depth + 1).append("repeated group list {\n");
            append(sb, depth + 2, "element", -1, l.element());
            indent(sb, depth + 1).append("}\n");
        } else if (shape instanceof FieldShape.MapShape m) {
            sb.append(" (MAP)");
            id(sb, fieldId).append(" {\n");
            indent(sb, depth + 1).append("repeated group key_value {\n");
            append(sb, depth + 2, "key", -1, m.key());
            append(sb, depth + 2, "value", -1, m.value());
            indent(sb, depth + 1).append("}\n");
        }
        indent(sb, depth).append("}\n");
    }

    private static StringBuilder id(StringBuilder sb, int fieldId) {
        return fieldId >= 0 ? sb.append(" = ").append(fieldId) : sb;
    }

    private static StringBuilder indent(StringBuilder sb, int depth) {
        return sb.append("  ".repeat(depth));
    }
}
