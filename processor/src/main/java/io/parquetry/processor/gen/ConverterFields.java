package io.parquetry.processor.gen;

import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The converter instances of a mapper: one {@code private static final} field per
 * {@code @ParquetConverter} class used by the record or any record nested in it, created once
 * when the mapper class initialises. Generated reads and writes call them directly.
 */
final class ConverterFields {

    private ConverterFields() {
    }

    /** Adds the fields for every conversion reachable from {@code model} to {@code type}. */
    static void add(JavaClass type, RecordModel model) {
        Map<String, PropertyModel.Conversion> all = new LinkedHashMap<>();
        collect(model, all, new java.util.HashSet<>());
        for (PropertyModel.Conversion c : all.values()) {
            type.addField(new JavaClass.Field(c.converter(), c.fieldName(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T()", c.converter()));
        }
    }

    private static void collect(RecordModel model, Map<String, PropertyModel.Conversion> out, java.util.Set<RecordModel> seen) {
        if (!seen.add(model)) {
            return;
        }
        for (PropertyModel p : model.properties()) {
            if (p.conversion() != null) {
                out.putIfAbsent(p.conversion().fieldName(), p.conversion());
            }
            shape(p.shape(), out, seen);
        }
    }

    private static void converted(FieldShape.Converted c, Map<String, PropertyModel.Conversion> out) {
        if (c != null) {
            out.putIfAbsent(c.by().fieldName(), c.by());
        }
    }

    private static void shape(FieldShape s, Map<String, PropertyModel.Conversion> out, java.util.Set<RecordModel> seen) {
        if (s instanceof FieldShape.Group g) {
            collect(g.record(), out, seen);
        } else if (s instanceof FieldShape.Union u) {
            for (FieldShape.Case c : u.cases()) {
                shape(c.shape(), out, seen);
            }
        } else if (s instanceof FieldShape.ListShape l) {
            converted(l.elementConversion(), out);
            shape(l.element(), out, seen);
        } else if (s instanceof FieldShape.MapShape m) {
            converted(m.keyConversion(), out);
            converted(m.valueConversion(), out);
            shape(m.value(), out, seen);
        } else if (s instanceof FieldShape.OptionalShape o) {
            shape(o.value(), out, seen);
        }
    }
}
