package io.parquetry.file;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.base.Type;
import io.parquetry.format.SchemaElement;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts between a {@link MessageType} and the flattened, depth-first list of Thrift
 * {@link SchemaElement}s stored in a file footer.
 */
public final class SchemaConverter {
    /** Deepest nesting accepted by default when reading a footer's schema. */
    public static final int MAX_DEPTH = 64;

    private SchemaConverter() {}

    /** The footer form of {@code schema}: the root element followed by every node depth-first. */
    public static List<SchemaElement> toElements(MessageType schema) {
        List<SchemaElement> out = new ArrayList<>();
        out.add(new SchemaElement(null, null, null, schema.name(), schema.fieldCount(), null, null, null, null, null));
        for (SchemaNode child : schema.fields()) {
            addElements(child, out);
        }
        return out;
    }

    private static void addElements(SchemaNode node, List<SchemaElement> out) {
        LogicalType logical = node.logicalType();
        ConvertedType converted = node.convertedType();
        if (node instanceof PrimitiveType p) {
            Integer precision = null;
            Integer scale = null;
            if (converted == ConvertedType.DECIMAL) {
                precision = p.decimalPrecision();
                scale = p.decimalScale();
            }
            Integer length = p.physicalType() == Type.FIXED_LEN_BYTE_ARRAY ? p.typeLength() : null;
            out.add(new SchemaElement(p.physicalType(), length, p.repetition(), p.name(), null, converted,
                    scale, precision, p.id(), logical));
        } else {
            GroupType g = (GroupType) node;
            out.add(new SchemaElement(null, null, g.repetition(), g.name(), g.fieldCount(), converted,
                    null, null, g.id(), logical));
            for (SchemaNode child : g.fields()) {
                addElements(child, out);
            }
        }
    }

    /**
     * Rebuilds the schema from footer elements, leniently: layouts that are odd but readable
     * (legacy annotations, unknown logical types) are kept; structural defects are errors.
     */
    public static MessageType fromElements(List<SchemaElement> elements) {
        return fromElements(elements, MAX_DEPTH);
    }

    /**
     * As {@link #fromElements(List)}, accepting groups nested at most {@code maxDepth} levels;
     * deeper nesting is a {@link ParquetLimitException}.
     */
    public static MessageType fromElements(List<SchemaElement> elements, int maxDepth) {
        if (elements == null || elements.isEmpty()) {
            throw new ParquetException("corrupt schema: the footer has no schema elements");
        }
        SchemaElement root = elements.get(0);
        int[] next = {1};
        List<SchemaNode> fields = readChildren(elements, root, next, 1, maxDepth);
        if (next[0] != elements.size()) {
            throw new ParquetException("corrupt schema: " + (elements.size() - next[0])
                    + " schema elements are not reachable from the root");
        }
        return MessageType.lenient(root.name() == null ? "schema" : root.name(), fields);
    }

    private static List<SchemaNode> readChildren(List<SchemaElement> elements, SchemaElement parent, int[] next, int depth,
                                                 int maxDepth) {
        if (depth > maxDepth) {
            throw new ParquetLimitException("schema nesting deeper than the limit of " + maxDepth + " levels");
        }
        int count = parent.numChildren() == null ? 0 : parent.numChildren();
        if (count < 0 || count > elements.size() - next[0]) {
            throw new ParquetException("corrupt schema: element '" + parent.name() + "' declares " + count
                    + " children but only " + (elements.size() - next[0]) + " elements follow");
        }
        List<SchemaNode> children = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            // earlier siblings' subtrees may have used up the elements this count relied on
            if (next[0] >= elements.size()) {
                throw new ParquetException("corrupt schema: element '" + parent.name() + "' declares " + count
                        + " children but the schema ends after " + i);
            }
            SchemaElement e = elements.get(next[0]++);
            children.add(toNode(elements, e, next, depth, maxDepth));
        }
        return children;
    }

    private static SchemaNode toNode(List<SchemaElement> elements, SchemaElement e, int[] next, int depth, int maxDepth) {
        if (e.name() == null) {
            throw new ParquetException("corrupt schema: element " + (next[0] - 1) + " has no name");
        }
        FieldRepetitionType repetition = e.repetitionType() == null ? FieldRepetitionType.OPTIONAL : e.repetitionType();
        boolean isGroup = e.type() == null || (e.numChildren() != null && e.numChildren() > 0);
        if (isGroup) {
            List<SchemaNode> children = readChildren(elements, e, next, depth + 1, maxDepth);
            return GroupType.lenient(e.name(), repetition, groupLogical(e.logicalType()), e.convertedType(),
                    e.fieldId(), children);
        }
        int length = e.typeLength() == null ? 0 : e.typeLength();
        if (e.type() == Type.FIXED_LEN_BYTE_ARRAY && length < 0) {
            throw new ParquetException("corrupt schema: column '" + e.name() + "' has FIXED_LEN_BYTE_ARRAY length " + length);
        }
        LogicalType logical = e.logicalType();
        ConvertedType converted = e.convertedType();
        PrimitiveType annotated;
        try {
            annotated = PrimitiveType.lenient(e.name(), repetition, e.type(), length, logical, converted,
                    e.precision(), e.scale(), e.fieldId());
        } catch (ParquetException ex) {
            annotated = null;
        }
        if (annotated != null && annotated.annotationFits()) {
            return annotated;
        }
        // an annotation that does not fit the physical type (a DECIMAL on FLOAT): read the column as
        // its physical type, rather than through a conversion that expects other values
        return PrimitiveType.lenient(e.name(), repetition, e.type(), length, null, null, null, null, e.fieldId());
    }

    private static LogicalType groupLogical(LogicalType logical) {
        return logical instanceof LogicalType.Unknown ? null : logical;
    }
}
