package io.parquetry.processor.gen;

import static io.parquetry.processor.gen.RuntimeNames.*;

import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;

/**
 * What the write and read emitters share: the record model, the
 * generated methods (in the order the class lists them) and the counter that keeps locals unique.
 */
abstract class Emitter {
    /** One generation's shared state. */
    static final class Context {
        final RecordModel model;
        final List<JavaClass.Method> methods = new ArrayList<>();
        int varCounter;

        Context(RecordModel model) {
            this.model = model;
        }
    }

    final Context context;
    final List<JavaClass.Method> methods;

    Emitter(Context context) {
        this.context = context;
        this.methods = context.methods;
    }

    /**
     * The expression of column {@code i}'s index in generated code: the number itself (the leaf
     * columns in schema order). A named constant per column cost javac a field to enter in every
     * processing round, about a tenth of what parsing and entering a mapper costs.
     */
    static String col(int i) {
        return Integer.toString(i);
    }

    /**
     * Properties per generated method beyond which a group's write and read methods are split
     * into one method per slice: HotSpot does not compile methods over 8,000 bytecode bytes at
     * all, and gives up optimising much smaller ones with hundreds of locals, so a 200-field
     * class would otherwise run interpreted or barely compiled. (Read methods are split only for
     * groups built by a no-argument constructor; constructor arguments need their locals.)
     */
    static final int SPLIT_PROPERTIES = 32;

    /** Hands out leaf column indices in schema (depth-first) order. */
    static final class ColumnCounter {
        int next;
    }

    final String freshVar(String base) {
        return base + (context.varCounter++);
    }

    static String methodSuffix(String path) {
        if (path.isEmpty()) {
            return "root";
        }
        char[] chars = path.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] != '_' && !MapperGenerator.isAsciiLetterOrDigit(chars[i])) {
                chars[i] = '_';
            }
        }
        return new String(chars);
    }

    /**
     * The {@code LeafKind} constant naming the Java type of leaf {@code shape} when
     * {@code LeafCollections} can write and read it as it is (a string, a boxed primitive its
     * column holds without a cast, or bytes), else null.
     */
    static String leafKind(FieldShape shape) {
        if (!(shape instanceof FieldShape.Primitive p)) {
            return null;
        }
        return switch (p.javaKind()) {
            case STRING -> "STRING";
            case BOXED_INT -> "INT";
            case BOXED_LONG -> "LONG";
            case BOXED_FLOAT -> "FLOAT";
            case BOXED_DOUBLE -> "DOUBLE";
            case BOXED_BOOLEAN -> "BOOLEAN";
            case BYTES -> "BINARY";
            default -> null;
        };
    }

    /**
     * Whether {@code shape} is a collection of leaf values that one {@code LeafCollections} call
     * writes and reads (instead of a dozen generated lines): a three-level {@code List} or
     * {@code Collection}, or a {@code Map}, of {@link #leafKind} values with no converter.
     */
    static boolean leafCollection(FieldShape shape) {
        if (shape instanceof FieldShape.ListShape l) {
            return l.layout() == FieldShape.ListLayout.THREE_LEVEL && l.elementConversion() == null
                    && (l.container() == FieldShape.ContainerKind.LIST || l.container() == FieldShape.ContainerKind.COLLECTION)
                    && leafKind(l.element()) != null;
        }
        return shape instanceof FieldShape.MapShape m && m.keyConversion() == null && m.valueConversion() == null
                && leafKind(m.key()) != null && leafKind(m.value()) != null;
    }

    /** The definition level of a present element (or map value) {@code part} of a collection present at {@code def}. */
    static int partDef(FieldShape part, int def) {
        return part.repetition() == io.parquetry.processor.model.Repetition.OPTIONAL ? def + 2 : def + 1;
    }

    static int columnCount(FieldShape shape) {
        if (shape instanceof FieldShape.Primitive) {
            return 1;
        }
        if (shape instanceof FieldShape.OptionalShape o) {
            return columnCount(o.value());
        }
        if (shape instanceof FieldShape.Group g) {
            int n = 0;
            for (PropertyModel p : g.record().properties()) {
                n += columnCount(p.shape());
            }
            return n;
        }
        if (shape instanceof FieldShape.Union u) {
            int n = 0;
            for (PropertyModel p : u.properties()) {
                n += columnCount(p.shape());
            }
            return n;
        }
        if (shape instanceof FieldShape.ListShape l) {
            return columnCount(l.element());
        }
        FieldShape.MapShape m = (FieldShape.MapShape) shape;
        return 1 + columnCount(m.value());
    }

}
