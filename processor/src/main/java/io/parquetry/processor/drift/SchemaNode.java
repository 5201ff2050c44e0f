package io.parquetry.processor.drift;

import java.util.List;
import java.util.Objects;

/**
 * One node of a schema read back from its text ({@link SchemaTextParser}): what the drift check
 * compares. Types are kept as the schema text spells them ({@code int64}, {@code DECIMAL(9,2)}).
 *
 * @param name the field name
 * @param repetition {@code required}, {@code optional} or {@code repeated}
 * @param physical the physical type keyword, or {@code null} for a group
 * @param length the {@code fixed_len_byte_array} length, else 0
 * @param logical the annotation without its parentheses and spaces ({@code STRING},
 *     {@code TIMESTAMP(MICROS,true)}, {@code LIST}), or {@code null}
 * @param id the field id, or -1
 * @param children a group's fields in order; empty for a primitive
 */
record SchemaNode(String name, String repetition, String physical, int length, String logical, int id,
        List<SchemaNode> children) {

    SchemaNode {
        Objects.requireNonNull(name);
        Objects.requireNonNull(repetition);
        children = List.copyOf(children);
    }

    boolean isGroup() {
        return physical == null;
    }

    boolean required() {
        return repetition.equals("required");
    }

    boolean optional() {
        return repetition.equals("optional");
    }

    boolean repeated() {
        return repetition.equals("repeated");
    }

    /** The child named {@code childName}, or null. */
    SchemaNode child(String childName) {
        for (SchemaNode c : children) {
            if (c.name.equals(childName)) {
                return c;
            }
        }
        return null;
    }

    /** The child with field id {@code childId} ({@code >= 0}), or null. */
    SchemaNode childWithId(int childId) {
        for (SchemaNode c : children) {
            if (c.id == childId) {
                return c;
            }
        }
        return null;
    }

    /** The type as the schema text writes it, without name and id: {@code optional binary (STRING)}. */
    String describe() {
        StringBuilder sb = new StringBuilder(repetition).append(' ');
        sb.append(isGroup() ? "group" : physical);
        if (length > 0) {
            sb.append('(').append(length).append(')');
        }
        if (logical != null) {
            sb.append(" (").append(logical).append(')');
        }
        return sb.toString();
    }
}
