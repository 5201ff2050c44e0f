package io.parquetry.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The Parquet mapping of one record or class: its properties in schema order, how to construct
 * it, and the leaf columns with their levels. Immutable and free of {@code javax.lang.model} types,
 * so generators and tests work on it alone.
 */
public final class RecordModel {

    /** What sort of Java type is mapped. */
    public enum Kind {
        /** A {@code record}: read through accessors, built with the canonical constructor. */
        RECORD,
        /** A class: read through getters or fields, built with a constructor, setters and fields. */
        CLASS
    }

    private final ClassName javaType;
    private final ClassName generatedType;
    private final Kind kind;
    private final boolean annotated;
    private final Creator creator;
    private final List<PropertyModel> properties;
    private final List<ColumnModel> columns;
    private final java.util.Map<String, String> columnEncodings;
    private final java.util.Map<String, Object> columnDefaults;
    private final java.util.Map<String, BloomFilterModel> columnBloomFilters;
    private final java.util.Set<io.parquetry.annotation.Engine> targets;

    /**
     * @param javaType the mapped type
     * @param generatedType the class generated for it ({@link #generatedNameFor(ClassName)})
     * @param kind record or class
     * @param annotated whether the type carries {@code @ParquetRecord} itself (false for types that
     *     are only reached as nested groups)
     * @param creator the constructor call that assembles an instance
     * @param properties the mapped properties in schema order
     */
    public RecordModel(ClassName javaType, ClassName generatedType, Kind kind, boolean annotated, Creator creator,
            List<PropertyModel> properties) {
        this(javaType, generatedType, kind, annotated, creator, properties, java.util.Set.of());
    }

    /**
     * As above, with the engines that must read the files ({@code @ParquetTarget}), in
     * {@code Engine} order.
     */
    public RecordModel(ClassName javaType, ClassName generatedType, Kind kind, boolean annotated, Creator creator,
            List<PropertyModel> properties, java.util.Set<io.parquetry.annotation.Engine> targets) {
        this.targets = targets.isEmpty() ? java.util.Set.of()
                : java.util.Collections.unmodifiableSet(java.util.EnumSet.copyOf(targets));
        this.javaType = Objects.requireNonNull(javaType);
        this.generatedType = Objects.requireNonNull(generatedType);
        this.kind = Objects.requireNonNull(kind);
        this.annotated = annotated;
        this.creator = Objects.requireNonNull(creator);
        this.properties = List.copyOf(properties);
        Columns walk = Columns.of(this.properties);
        this.columns = List.copyOf(walk.out);
        this.columnEncodings = java.util.Collections.unmodifiableMap(walk.encodings);
        this.columnDefaults = java.util.Collections.unmodifiableMap(walk.defaults);
        this.columnBloomFilters = java.util.Collections.unmodifiableMap(walk.bloomFilters);
    }

    /**
     * The generated class name for {@code type}: same package, simple names of nested types joined
     * with {@code _}, suffix {@code Parquet} ({@code a.Outer.Inner} gives {@code a.Outer_InnerParquet}).
     * The runtime's lookup applies the same rule.
     */
    public static ClassName generatedNameFor(ClassName type) {
        return ClassName.get(type.packageName(), String.join("_", type.simpleNames()) + "Parquet");
    }

    public ClassName javaType() {
        return javaType;
    }

    public ClassName generatedType() {
        return generatedType;
    }

    public Kind kind() {
        return kind;
    }

    public boolean annotated() {
        return annotated;
    }

    /** The engines that must read this type's files, in {@code Engine} order; empty when none is declared. */
    public java.util.Set<io.parquetry.annotation.Engine> targets() {
        return targets;
    }

    public Creator creator() {
        return creator;
    }

    public List<PropertyModel> properties() {
        return properties;
    }

    /** Every leaf column in schema order, paths relative to this record. */
    public List<ColumnModel> columns() {
        return columns;
    }

    /**
     * The {@code @ParquetEncoding} choices: dotted column path to Parquet encoding name, in schema
     * order. A property's encoding applies to its leaf columns down to (not into) nested records.
     */
    public java.util.Map<String, String> columnEncodings() {
        return columnEncodings;
    }

    /**
     * The {@code @ParquetDefault} values: dotted column path to physical value, in schema order,
     * including those of nested records' properties (under their paths).
     */
    public java.util.Map<String, Object> columnDefaults() {
        return columnDefaults;
    }

    /**
     * The {@code @BloomFilter} choices: dotted column path to filter sizing, in schema order. Like
     * an encoding, a property's bloom filter applies to its leaf columns down to (not into) nested
     * records; nested records' properties add their own under their paths.
     */
    public java.util.Map<String, BloomFilterModel> columnBloomFilters() {
        return columnBloomFilters;
    }

    /** The column whose dotted path is {@code dottedPath}, or {@code null}. */
    public ColumnModel column(String dottedPath) {
        for (ColumnModel c : columns) {
            if (c.dottedPath().equals(dottedPath)) {
                return c;
            }
        }
        return null;
    }

    /** The schema in Parquet's {@code message} text syntax, named after the Java type. */
    public String schemaText() {
        StringBuilder sb = new StringBuilder();
        sb.append("message ").append(javaType.simpleName()).append(" {\n");
        for (PropertyModel p : properties) {
            SchemaText.append(sb, 1, p.parquetName(), p.fieldId(), p.shape());
        }
        return sb.append("}\n").toString();
    }

    /** The schema text followed by one line per column: dotted path, max repetition and definition level. */
    public String describe() {
        StringBuilder sb = new StringBuilder(schemaText());
        for (ColumnModel c : columns) {
            sb.append(c.dottedPath()).append(" r=").append(c.maxRepetitionLevel())
                    .append(" d=").append(c.maxDefinitionLevel()).append('\n');
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return "RecordModel[" + javaType + " -> " + generatedType + "]\n" + describe();
    }

    /** Walks shapes to leaf columns, counting levels as it descends. */
    private static final class Columns {
        private final List<ColumnModel> out = new ArrayList<>();
        private final java.util.Map<String, String> encodings = new java.util.LinkedHashMap<>();
        private final java.util.Map<String, Object> defaults = new java.util.LinkedHashMap<>();
        private final java.util.Map<String, BloomFilterModel> bloomFilters = new java.util.LinkedHashMap<>();
        private PropertyModel property; // being walked, or null above the top-level properties
        private final List<String> path = new ArrayList<>();
        private final List<ColumnModel.LevelStep> steps = new ArrayList<>();

        static Columns of(List<PropertyModel> properties) {
            Columns c = new Columns();
            c.properties(properties, 0, 0);
            return c;
        }

        private void properties(List<PropertyModel> properties, int rep, int def) {
            PropertyModel outer = property;
            for (PropertyModel p : properties) {
                property = p;
                shape(p.parquetName(), p.shape(), rep, def);
            }
            property = outer;
        }

        private void shape(String name, FieldShape shape, int rep, int def) {
            if (shape instanceof FieldShape.OptionalShape o) {
                shape(name, o.value(), rep, def);
                return;
            }
            Repetition r = shape.repetition();
            int d = r == Repetition.REQUIRED ? def : def + 1;
            int rl = r == Repetition.REPEATED ? rep + 1 : rep;
            if (shape instanceof FieldShape.ListShape l && l.layout() == FieldShape.ListLayout.BARE_REPEATED) {
                // the element shape is this very node: descend into its content, not into a new node
                enterElementInPlace(name, l.element(), rl, d);
                return;
            }
            push(name, r, d, rl);
            if (shape instanceof FieldShape.Primitive p) {
                leaf(new ColumnModel(path, steps, p, rl, d));
            } else if (shape instanceof FieldShape.Group g) {
                properties(g.record().properties(), rl, d);
            } else if (shape instanceof FieldShape.Union u) {
                properties(u.properties(), rl, d);
            } else if (shape instanceof FieldShape.ListShape l) {
                push("list", Repetition.REPEATED, d + 1, rl + 1);
                shape("element", l.element(), rl + 1, d + 1);
                pop();
            } else if (shape instanceof FieldShape.MapShape m) {
                push("key_value", Repetition.REPEATED, d + 1, rl + 1);
                shape("key", m.key(), rl + 1, d + 1);
                shape("value", m.value(), rl + 1, d + 1);
                pop();
            } else {
                throw new IllegalStateException("unknown shape " + shape);
            }
            pop();
        }

        private void enterElementInPlace(String name, FieldShape element, int rep, int def) {
            push(name, Repetition.REPEATED, def, rep);
            if (element instanceof FieldShape.Primitive p) {
                leaf(new ColumnModel(path, steps, p, rep, def));
            } else if (element instanceof FieldShape.Group g) {
                properties(g.record().properties(), rep, def);
            } else {
                throw new IllegalStateException("a bare repeated element must be a primitive or a group: " + element);
            }
            pop();
        }

        private void leaf(ColumnModel column) {
            out.add(column);
            if (property.encoding() != null) {
                encodings.put(column.dottedPath(), property.encoding());
            }
            if (property.defaultValue() != null) {
                defaults.put(column.dottedPath(), property.defaultValue());
            }
            if (property.bloomFilter() != null) {
                bloomFilters.put(column.dottedPath(), property.bloomFilter());
            }
        }

        private void push(String name, Repetition r, int def, int rep) {
            path.add(name);
            steps.add(new ColumnModel.LevelStep(name, r, def, rep));
        }

        private void pop() {
            path.remove(path.size() - 1);
            steps.remove(steps.size() - 1);
        }
    }
}
