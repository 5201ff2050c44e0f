package io.parquetry.processor.gen;

import static io.parquetry.processor.gen.RuntimeNames.*;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.parquetry.processor.model.Creator;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.PropertyModel;
import io.parquetry.processor.model.RecordModel;
import io.parquetry.processor.model.Repetition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * Emits the assembler of a generated mapper: {@code read_<path>(ColumnSource[] c)} per group
 * occurrence, building objects from the column cursors with literal indexes and levels.
 */
final class ReadEmitter extends Emitter {
    ReadEmitter(Emitter.Context context) {
        super(context);
    }

    // ============================================================================================
    // read
    // ============================================================================================

    /** Emits {@code read_<path>(ColumnReader[] c)} assembling a present group; returns its name. */
    String readGroupMethod(String path, RecordModel group, int def, int repLevel, ColumnCounter counter) {
        String name = "read_" + methodSuffix(path);
        JavaClass.Method m = JavaClass.Method.named(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(group.javaType())
                .addParameter(READERS, "c");
        Code b = new Code();
        List<PropertyModel> props = group.properties();
        if (props.size() > SPLIT_PROPERTIES && group.creator().parameters().isEmpty() && group.creator().factory() == null) {
            // a wide group built by a no-argument constructor: created first, then filled by one
            // method per slice of properties (see SPLIT_PROPERTIES)
            b.addStatement("$T o = new $T()", group.javaType(), group.javaType());
            for (int from = 0; from < props.size(); from += SPLIT_PROPERTIES) {
                String part = name + "_" + from / SPLIT_PROPERTIES;
                Code pb = new Code();
                List<PropertyModel> slice = props.subList(from, Math.min(props.size(), from + SPLIT_PROPERTIES));
                List<String> locals = readProperties(pb, path, slice, def, repLevel, counter);
                for (int i = 0; i < slice.size(); i++) {
                    assign(pb, slice.get(i), locals.get(i));
                }
                methods.add(JavaClass.Method.named(part).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .addParameter(READERS, "c").addParameter(group.javaType(), "o")
                        .addCode(pb));
                b.addStatement("$L(c, o)", part);
            }
            b.addStatement("return o");
        } else {
            construct(b, group, readProperties(b, path, props, def, repLevel, counter));
        }
        m.addCode(b);
        methods.add(m);
        return name;
    }

    /** Reads each property into a new local; returns the locals' names. */
    private List<String> readProperties(Code b, String path, List<PropertyModel> props, int def,
                                        int repLevel, ColumnCounter counter) {
        List<String> locals = new ArrayList<>();
        for (PropertyModel p : props) {
            String field = path.isEmpty() ? p.parquetName() : path + "." + p.parquetName();
            String local = freshVar(p.javaName());
            if (p.conversion() != null) {
                // a converted property: read the converter's value, then convert it (null stays null)
                String stored = freshVar(p.javaName() + "Value");
                declare(b, p.conversion().parquetType(), stored,
                        rb -> readField(rb, field, p.shape(), stored, def, repLevel, counter));
                b.addStatement("$T $L = $L == null ? null : $L.fromParquet($L)", p.javaType(), local, stored,
                        p.conversion().fieldName(), stored);
            } else {
                declare(b, p.javaType(), local, rb -> readField(rb, field, p.shape(), local, def, repLevel, counter));
            }
            locals.add(local);
        }
        return locals;
    }

    /**
     * Declares local {@code name} and emits {@code read}, which assigns it: as one statement
     * ({@code T name = ...;}) when the read is a single assignment, else the declaration first.
     */
    private static void declare(Code b, TypeName type, String name, Consumer<Code> read) {
        Code code = new Code();
        read.accept(code);
        if (code.isSingleStatementStartingWith(name + " = ")) {
            b.add("$T ", type).add(code);
        } else {
            b.addStatement("$T $L", type, name).add(code);
        }
    }

    /** Sets a property that is not a constructor parameter on {@code o}. */
    private static void assign(Code b, PropertyModel p, String local) {
        switch (p.write().kind()) {
            case SETTER -> b.addStatement("o.$L($L)", p.write().name(), local);
            case FIELD -> b.addStatement("o.$L = $L", p.write().name(), local);
            default -> { }
        }
    }

    private static void construct(Code b, RecordModel group, List<String> locals) {
        build(b, group, locals);
        b.addStatement("return o");
    }

    /** Declares local {@code o}, the group built from the properties' {@code locals}. */
    private static void build(Code b, RecordModel group, List<String> locals) {
        List<PropertyModel> props = group.properties();
        Creator creator = group.creator();
        Code args = new Code();
        for (int i = 0; i < creator.parameters().size(); i++) {
            Creator.Parameter param = creator.parameters().get(i);
            if (i > 0) {
                args.add(", ");
            }
            if (param.propertyName() == null) {
                args.add("$L", defaultValue(param.type()));
            } else {
                args.add("$L", locals.get(indexOf(props, param.propertyName())));
            }
        }
        if (creator.factory() != null) {
            b.addStatement("$T o = $T.$L($L)", group.javaType(), group.javaType(), creator.factory(), args);
        } else {
            b.addStatement("$T o = new $T($L)", group.javaType(), group.javaType(), args);
        }
        for (int i = 0; i < props.size(); i++) {
            assign(b, props.get(i), locals.get(i));
        }
    }

    /**
     * Emits {@code readRun} (see {@code RecordMapper.readRun}) for a record whose every property
     * is one leaf column without repetition (a value, an {@code Optional} of one, or one read
     * through a converter), at most {@link #RUN_PROPERTIES} of them: each column's values of
     * the run are taken into an array, then the records are built from the arrays. Returns null for any other record,
     * which keeps the interface's default (no runs).
     */
    JavaClass.Method readRunMethod(RecordModel record) {
        List<PropertyModel> props = record.properties();
        if (props.isEmpty() || props.size() > RUN_PROPERTIES) {
            return null;
        }
        for (PropertyModel p : props) {
            FieldShape leaf = runLeaf(p);
            if (leaf == null || (leaf.repetition() != Repetition.REQUIRED && leaf.repetition() != Repetition.OPTIONAL)) {
                return null;
            }
        }
        JavaClass.Method m = JavaClass.Method.named("readRun")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT)
                .addParameter(READERS, "c")
                .addParameter(RUN_BUFFERS, "s")
                .addParameter(com.palantir.javapoet.ArrayTypeName.of(Object.class), "out")
                .addParameter(TypeName.INT, "n");
        StringBuilder levels = new StringBuilder();
        for (PropertyModel p : props) {
            levels.append(levels.length() == 0 ? "" : ", ").append(present(p));
        }
        m.beginControlFlow("if (!$T.allRunReady(c, new int[] {$L}))", COLUMN_SOURCE, levels)
                .addStatement("return 0").endControlFlow();
        Code loop = new Code();
        List<String> locals = new ArrayList<>();
        for (int i = 0; i < props.size(); i++) {
            PropertyModel p = props.get(i);
            FieldShape.Primitive leaf = runLeaf(p);
            FieldShape.OptionalShape wrapper = p.shape() instanceof FieldShape.OptionalShape o ? o : null;
            String values = freshVar("values");
            String[] kind = new String[1];
            Code value = readCall(leaf, p.parquetName(), k -> {
                kind[0] = k;
                return values + "[k]";
            });
            RunArray array = RunArray.valueOf(kind[0].toUpperCase(java.util.Locale.ROOT));
            m.addStatement("$T $L = s.$L($L)", array.type, values, array.buffer, col(i));
            String local = freshVar(p.javaName());
            // a converted or Optional property is read into a nullable local first, as read_ does
            boolean direct = p.conversion() == null && wrapper == null;
            TypeName readType = p.conversion() != null ? p.conversion().parquetType()
                    : wrapper != null ? leaf.javaType().box() : p.javaType();
            String read = direct ? local : freshVar(p.javaName() + "Value");
            if (leaf.repetition() == Repetition.OPTIONAL) {
                String nulls = freshVar("nulls");
                m.addStatement("boolean[] $L = s.nulls($L)", nulls, col(i));
                m.addStatement("c[$L].$L($L, $L, $L, n)", col(i), array.take, values, nulls, present(p));
                loop.addStatement("$T $L = $L[k] ? $L : $L", readType, read, nulls,
                        direct && leaf.javaType().isPrimitive() ? defaultValue(leaf.javaType()) : Code.of("null"), value);
            } else {
                m.addStatement("c[$L].$L($L, null, 0, n)", col(i), array.take, values);
                loop.addStatement("$T $L = $L", readType, read, value);
            }
            if (p.conversion() != null) {
                loop.addStatement("$T $L = $L == null ? null : $L.fromParquet($L)", p.javaType(), local, read,
                        p.conversion().fieldName(), read);
            } else if (wrapper != null) {
                TypeName optionalType = optionalClass(wrapper.kind());
                if (wrapper.kind() == FieldShape.OptionalKind.OPTIONAL) {
                    loop.addStatement("$T $L = $T.ofNullable($L)", p.javaType(), local, optionalType, read);
                } else {
                    loop.addStatement("$T $L = $L == null ? $T.empty() : $T.of($L)", p.javaType(), local, read, optionalType,
                            optionalType, read);
                }
            }
            locals.add(local);
        }
        build(loop, record, locals);
        loop.addStatement("out[k] = o");
        m.beginControlFlow("for (int k = 0; k < n; k++)").addCode(loop).endControlFlow();
        m.addStatement("return n");
        return m;
    }

    /**
     * The leaf column property {@code p} reads in a run: its primitive shape, that of its
     * {@code Optional} (without a converter), or null when runs cannot read it.
     */
    private static FieldShape.Primitive runLeaf(PropertyModel p) {
        if (p.shape() instanceof FieldShape.Primitive leaf) {
            return leaf;
        }
        if (p.conversion() == null && p.shape() instanceof FieldShape.OptionalShape o
                && o.value() instanceof FieldShape.Primitive leaf) {
            return leaf;
        }
        return null;
    }

    /**
     * Properties beyond which a record gets no {@code readRun}: its body grows by some 40 bytecode
     * bytes a property, and HotSpot does not compile a method over 8,000 bytes at all.
     */
    static final int RUN_PROPERTIES = 64;

    /** The definition level at which a top-level leaf property's entries hold a value. */
    private static int present(PropertyModel p) {
        return p.shape().repetition() == Repetition.OPTIONAL ? 1 : 0;
    }

    /** A run's array of one physical kind: its Java type, the {@code RunBuffers} method and the run take. */
    private enum RunArray {
        BOOLEAN(TypeName.BOOLEAN, "booleans", "takeBooleans"),
        INT(TypeName.INT, "ints", "takeInts"),
        LONG(TypeName.LONG, "longs", "takeLongs"),
        FLOAT(TypeName.FLOAT, "floats", "takeFloats"),
        DOUBLE(TypeName.DOUBLE, "doubles", "takeDoubles"),
        BINARY(com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE), "binaries", "takeBinaries"),
        STRING(ClassName.get(String.class), "strings", "takeStrings");

        final TypeName type;
        final String buffer;
        final String take;

        RunArray(TypeName element, String buffer, String take) {
            this.type = com.palantir.javapoet.ArrayTypeName.of(element);
            this.buffer = buffer;
            this.take = take;
        }
    }

    private static int indexOf(List<PropertyModel> props, String javaName) {
        for (int i = 0; i < props.size(); i++) {
            if (props.get(i).javaName().equals(javaName)) {
                return i;
            }
        }
        throw new IllegalStateException("no property " + javaName);
    }

    private static Code defaultValue(TypeName type) {
        if (type == TypeName.BOOLEAN) {
            return Code.of("false");
        }
        if (type == TypeName.CHAR) {
            return Code.of("'\\0'");
        }
        if (type.isPrimitive()) {
            return Code.of("($T) 0", type);
        }
        return Code.of("null");
    }

    /** Skips the current entry of every column in {@code [first, first+count)}. */
    private void skip(Code b, int first, int count) {
        if (count == 1) {
            b.addStatement("c[$L].next()", col(first));
        } else {
            b.addStatement("$T.skip(c, $L, $L)", COLUMN_SOURCE, col(first), count);
        }
    }

    /**
     * {@code target = c[i].takeNull(present) ? absent : <take>}: an optional leaf in one statement
     * (generated code stays small, which is what users' compilations pay for).
     */
    private void readOptionalLeaf(Code b, String field, FieldShape.Primitive p, String target, int present,
                                  int column, Code absent) {
        b.addStatement("$L = c[$L].takeNull($L) ? $L : $L", target, col(column), present, absent,
                readCall(p, field, column));
    }

    /**
     * Reads field {@code shape} into local {@code target}; the parent is present at definition
     * level {@code parentDef} and its enclosing repeated node has repetition level {@code parentRep}.
     */
    private void readField(Code b, String field, FieldShape shape, String target, int parentDef,
                           int parentRep, ColumnCounter counter) {
        int first = counter.next;
        if (shape instanceof FieldShape.OptionalShape o) {
            int count = columnCount(o.value());
            String inner = freshVar("o");
            if (o.value() instanceof FieldShape.Primitive p) {
                declare(b, o.value().javaType().box(), inner,
                        rb -> readOptionalLeaf(rb, field, p, inner, parentDef + 1, first, Code.of("null")));
            } else {
                b.addStatement("$T $L", o.value().javaType().box(), inner);
                b.beginControlFlow("if (c[$L].def() < $L)", col(first), parentDef + 1);
                skip(b, first, count);
                b.addStatement("$L = null", inner);
                b.nextControlFlow("else");
                readValue(b, field, o.value(), inner, parentDef + 1, parentRep, counter);
                b.endControlFlow();
            }
            String wrap = switch (o.kind()) {
                case OPTIONAL -> "$T.ofNullable($L)";
                default -> "$L == null ? $T.empty() : $T.of($L)";
            };
            TypeName optionalType = optionalClass(o.kind());
            if (o.kind() == FieldShape.OptionalKind.OPTIONAL) {
                b.addStatement("$L = " + wrap, target, optionalType, inner);
            } else {
                b.addStatement("$L = $L == null ? $T.empty() : $T.of($L)", target, inner, optionalType, optionalType, inner);
            }
            counter.next = first + count;
            return;
        }
        int count = columnCount(shape);
        if (shape instanceof FieldShape.ListShape l && l.layout() == FieldShape.ListLayout.BARE_REPEATED) {
            int def = parentDef + 1;
            int repLevel = parentRep + 1;
            String acc = freshVar("l");
            TypeName elementType = l.element().javaType();
            beginList(b, l, acc, first, def, count, repLevel);
            // a later entry of the run must be defined at the repeated level (corrupt files may say otherwise)
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), def)
                    .addStatement("throw new $T($S + c[$L].column().path())", PARQUET_EXCEPTION,
                            "corrupt repetition: an undefined entry inside repeated field " + field + " in column ", col(first))
                    .endControlFlow();
            String e = freshVar("e");
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            declare(b, elementType, e, rb -> readValue(rb, field, l.element(), e, def, repLevel, elementCounter));
            b.addStatement("$L.add($L)", acc, fromParquet(l.elementConversion(), e));
            b.endControlFlow("while (c[$L].rep() == $L)", col(first), repLevel);
            b.endControlFlow();
            convertCollection(b, l, acc, target);
            counter.next = first + count;
            return;
        }
        if (leafCollection(shape)) {
            boolean optional = shape.repetition() == Repetition.OPTIONAL;
            readLeafCollection(b, field, shape, target, optional ? parentDef + 1 : parentDef, parentRep + 1, optional, first);
        } else if (shape.repetition() == Repetition.OPTIONAL && shape instanceof FieldShape.Primitive p) {
            readOptionalLeaf(b, field, p, target, parentDef + 1, first,
                    shape.javaType().isPrimitive() ? defaultValue(shape.javaType()) : Code.of("null"));
        } else if (shape.repetition() == Repetition.OPTIONAL) {
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), parentDef + 1);
            skip(b, first, count);
            b.addStatement("$L = $L", target, shape.javaType().isPrimitive() ? defaultValue(shape.javaType()) : "null");
            b.nextControlFlow("else");
            readValue(b, field, shape, target, parentDef + 1, parentRep, counter);
            b.endControlFlow();
        } else if (shape instanceof FieldShape.Primitive p) {
            // a required leaf: the take call checks that the entry holds a value, reads it and moves on
            b.addStatement("$L = $L", target, readCall(p, field, first));
        } else {
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), parentDef)
                    .addStatement("throw new $T($S + c[$L].column().path())", PARQUET_EXCEPTION,
                            "field " + field + " is required but missing in column ", col(first))
                    .endControlFlow();
            readValue(b, field, shape, target, parentDef, parentRep, counter);
        }
        counter.next = first + count;
    }

    /**
     * Opens the reading of list {@code l} whose first column is {@code first} into a new local
     * {@code acc}: absent or empty below definition level {@code def} (its {@code count} columns
     * skipped, an empty list), else a list sized from the levels ahead ({@code listSize}) and the
     * {@code do} loop over its elements, which the caller fills and closes.
     */
    private void beginList(Code b, FieldShape.ListShape l, String acc, int first, int def, int count, int repLevel) {
        b.addStatement("$T<$T> $L", java.util.ArrayList.class, l.elementJavaType().box(), acc);
        b.beginControlFlow("if (c[$L].def() < $L)", col(first), def);
        skip(b, first, count);
        b.addStatement("$L = new $T<>()", acc, java.util.ArrayList.class);
        b.nextControlFlow("else");
        b.addStatement("$L = new $T<>(c[$L].listSize($L))", acc, java.util.ArrayList.class, col(first), repLevel);
        b.beginControlFlow("do");
    }

    /**
     * Reads {@link #leafCollection} {@code shape} into {@code target} with one {@code LeafCollections}
     * call: present at definition level {@code def}, its entries after the first at repetition
     * level {@code repLevel}; absent read as null when {@code nullable}, else an error.
     */
    private static void readLeafCollection(Code b, String field, FieldShape shape, String target, int def, int repLevel,
                                           boolean nullable, int first) {
        if (shape instanceof FieldShape.ListShape l) {
            b.addStatement("$L = $T.readList(c[$L], $L, $L, $L, $L, $T.$L, $S)", target, LEAF_COLLECTIONS, col(first), def,
                    partDef(l.element(), def), repLevel, nullable, LEAF_KIND, leafKind(l.element()), field);
        } else {
            FieldShape.MapShape m = (FieldShape.MapShape) shape;
            b.addStatement("$L = $T.readMap(c[$L], c[$L], $L, $L, $L, $L, $T.$L, $T.$L, $S)", target, LEAF_COLLECTIONS,
                    col(first), col(first + 1), def, partDef(m.value(), def), repLevel, nullable, LEAF_KIND,
                    leafKind(m.key()), LEAF_KIND, leafKind(m.value()), field);
        }
    }

    private static TypeName optionalClass(FieldShape.OptionalKind kind) {
        return switch (kind) {
            case OPTIONAL -> ClassName.get(java.util.Optional.class);
            case OPTIONAL_INT -> ClassName.get(java.util.OptionalInt.class);
            case OPTIONAL_LONG -> ClassName.get(java.util.OptionalLong.class);
            case OPTIONAL_DOUBLE -> ClassName.get(java.util.OptionalDouble.class);
        };
    }

    /** Reads a present value at definition level {@code def} into local {@code target}. */
    private void readValue(Code b, String field, FieldShape shape, String target, int def, int parentRep,
                           ColumnCounter counter) {
        int first = counter.next;
        if (shape instanceof FieldShape.Primitive p) {
            // present, so at the leaf's maximum level: the take call reads it and moves on
            b.addStatement("$L = $L", target, readCall(p, field, first));
            counter.next = first + 1;
        } else if (shape instanceof FieldShape.Group g) {
            String method = readGroupMethod(field, g.record(), def, parentRep, counter);
            b.addStatement("$L = $L(c)", target, method);
        } else if (shape instanceof FieldShape.Union u) {
            readUnion(b, field, u, target, def, parentRep, counter);
        } else if (leafCollection(shape)) {
            readLeafCollection(b, field, shape, target, def, parentRep + 1, false, first);
            counter.next = first + columnCount(shape);
        } else if (shape instanceof FieldShape.ListShape l) {
            int count = columnCount(l.element());
            int repLevel = parentRep + 1;
            String acc = freshVar("l");
            TypeName elementType = l.element().javaType();
            beginList(b, l, acc, first, def + 1, count, repLevel);
            String e = freshVar("e");
            ColumnCounter elementCounter = new ColumnCounter();
            elementCounter.next = first;
            declare(b, elementType, e,
                    rb -> readField(rb, field + ".list.element", l.element(), e, def + 1, repLevel, elementCounter));
            b.addStatement("$L.add($L)", acc, fromParquet(l.elementConversion(), e));
            b.endControlFlow("while (c[$L].rep() == $L)", col(first), repLevel);
            b.endControlFlow();
            convertCollection(b, l, acc, target);
            counter.next = first + count;
        } else if (shape instanceof FieldShape.MapShape m) {
            int count = 1 + columnCount(m.value());
            int repLevel = parentRep + 1;
            String acc = freshVar("m");
            b.addStatement("$T $L = new $T<>()", m.javaType(), acc, java.util.LinkedHashMap.class);
            b.beginControlFlow("if (c[$L].def() < $L)", col(first), def + 1);
            skip(b, first, count);
            b.nextControlFlow("else");
            b.beginControlFlow("do");
            String k = freshVar("k");
            String v = freshVar("v");
            ColumnCounter entryCounter = new ColumnCounter();
            entryCounter.next = first;
            declare(b, m.key().javaType(), k,
                    rb -> readField(rb, field + ".key_value.key", m.key(), k, def + 1, repLevel, entryCounter));
            declare(b, m.value().javaType(), v,
                    rb -> readField(rb, field + ".key_value.value", m.value(), v, def + 1, repLevel, entryCounter));
            b.addStatement("$L.put($L, $L)", acc, fromParquet(m.keyConversion(), k), fromParquet(m.valueConversion(), v));
            b.endControlFlow("while (c[$L].rep() == $L)", col(first), repLevel);
            b.endControlFlow();
            b.addStatement("$L = $L", target, acc);
            counter.next = first + count;
        } else {
            throw new IllegalStateException("unexpected shape " + shape);
        }
    }

    /**
     * Reads a present union value: the discriminator, then every case group (groups missing from
     * an older file read as absent), and checks that exactly the named case is set.
     */
    private void readUnion(Code b, String field, FieldShape.Union u, String target, int def,
                           int parentRep, ColumnCounter counter) {
        int discriminator = counter.next;
        counter.next++;
        String kind = freshVar("kind");
        b.addStatement("$T $L = c[$L].takeString()", String.class, kind, col(discriminator));
        List<String> locals = new ArrayList<>();
        for (FieldShape.Case c : u.cases()) {
            String local = freshVar("case");
            b.addStatement("$T $L", c.shape().javaType(), local);
            readField(b, field + "." + c.name(), c.shape(), local, def, parentRep, counter);
            locals.add(local);
        }
        String set = freshVar("set");
        Code count = new Code();
        for (int i = 0; i < locals.size(); i++) {
            count.add(i == 0 ? "($L != null ? 1 : 0)" : " + ($L != null ? 1 : 0)", locals.get(i));
        }
        b.addStatement("int $L = $L", set, count);
        StringBuilder known = new StringBuilder();
        for (int i = 0; i < u.cases().size(); i++) {
            FieldShape.Case c = u.cases().get(i);
            known.append(i == 0 ? "" : ", ").append(c.name());
            if (i == 0) {
                b.beginControlFlow("if ($S.equals($L))", c.name(), kind);
            } else {
                b.nextControlFlow("else if ($S.equals($L))", c.name(), kind);
            }
            b.beginControlFlow("if ($L == null || $L != 1)", locals.get(i), set)
                    .addStatement("throw new $T($T.unionMismatch(c[$L].column().path(), $L, $L))", PARQUET_EXCEPTION,
                            CONVERSIONS, col(discriminator), kind, set)
                    .endControlFlow();
            b.addStatement("$L = $L", target, locals.get(i));
        }
        b.nextControlFlow("else");
        b.addStatement("throw new $T($T.unknownCase(c[$L].column().path(), $L, $S))", PARQUET_EXCEPTION, CONVERSIONS,
                col(discriminator), kind, known.toString());
        b.endControlFlow();
    }

    private static void convertCollection(Code b, FieldShape.ListShape l, String acc, String target) {
        switch (l.container()) {
            case LIST, COLLECTION -> b.addStatement("$L = $L", target, acc);
            case SET -> b.addStatement("$L = new $T<>($L)", target, java.util.LinkedHashSet.class, acc);
            case ARRAY -> b.addStatement("$L = $L.toArray(new $T[0])", target, acc, erasure(l.elementJavaType()));
            case PRIMITIVE_ARRAY -> {
                TypeName element = l.element().javaType();
                b.addStatement("$L = new $T[$L.size()]", target, element, acc);
                b.beginControlFlow("for (int i = 0; i < $L.length; i++)", target)
                        .addStatement("$L[i] = $L.get(i)", target, acc)
                        .endControlFlow();
            }
        }
    }

    /** The Java value of a part read into local {@code v}: {@code v} itself, or converted back (null stays null). */
    private static Code fromParquet(FieldShape.Converted c, String v) {
        return c == null ? Code.of("$L", v) : Code.of("$L == null ? null : $L.fromParquet($L)", v, c.by().fieldName(), v);
    }

    private static TypeName erasure(TypeName t) {
        if (t instanceof ParameterizedTypeName p) {
            return p.rawType();
        }
        return t;
    }

    /**
     * The typed reader call converting the current value of column {@code col}, which must hold
     * one, through its take method (which reads it and moves to the next entry).
     */
    private Code readCall(FieldShape.Primitive p, String field, int col) {
        return readCall(p, field, kind -> "c[" + col(col) + "].take" + kind + "()");
    }

    /**
     * The expression converting the physical value {@code value.apply(kind)} to field
     * {@code p}'s Java type, where {@code kind} names the physical value's Java type as the take
     * methods do: Boolean, Int, Long, Float, Double, Binary or String.
     */
    private Code readCall(FieldShape.Primitive p, String field, java.util.function.UnaryOperator<String> value) {
        LogicalTypeInfo lt = p.logicalType();
        switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN:
                return Code.of("$L", value.apply("Boolean"));
            case BYTE, BOXED_BYTE:
                return Code.of("(byte) $L", value.apply("Int"));
            case SHORT, BOXED_SHORT:
                return Code.of("(short) $L", value.apply("Int"));
            case INT, BOXED_INT:
                return Code.of("$L", value.apply("Int"));
            case LONG, BOXED_LONG:
                return Code.of("$L", value.apply("Long"));
            case FLOAT, BOXED_FLOAT:
                return Code.of("$L", value.apply("Float"));
            case DOUBLE, BOXED_DOUBLE:
                return Code.of("$L", value.apply("Double"));
            case STRING:
                return Code.of("$L", value.apply("String"));
            case BYTES:
                return Code.of("$L", value.apply("Binary"));
            case ENUM:
                return Code.of("$T.enumValue($T.class, $L, $S)", CONVERSIONS, erasure(p.javaType()), value.apply("String"), field);
            case UUID:
                if (p.physicalType() == PhysicalType.BYTE_ARRAY) {
                    return Code.of("$T.uuidFromString($L, $S)", CONVERSIONS, value.apply("String"), field);
                }
                return Code.of("$T.uuidFromBytes($L)", CONVERSIONS, value.apply("Binary"));
            case LOCAL_DATE:
                return Code.of("$T.fromEpochDay($L)", CONVERSIONS, value.apply("Int"));
            case LOCAL_TIME: {
                LogicalTypeInfo.TimeType t = (LogicalTypeInfo.TimeType) lt;
                String get = value.apply(p.physicalType() == PhysicalType.INT32 ? "Int" : "Long");
                return Code.of("$T.fromTime($L, $T.$L, $S)", CONVERSIONS, get, TIME_UNIT, t.unit().name(), field);
            }
            case INSTANT: {
                LogicalTypeInfo.TimestampType t = (LogicalTypeInfo.TimestampType) lt;
                return Code.of("$T.fromTimestamp($L, $T.$L)", CONVERSIONS, value.apply("Long"), TIME_UNIT, t.unit().name());
            }
            case LOCAL_DATE_TIME: {
                LogicalTypeInfo.TimestampType t = (LogicalTypeInfo.TimestampType) lt;
                return Code.of("$T.fromLocalTimestamp($L, $T.$L)", CONVERSIONS, value.apply("Long"), TIME_UNIT, t.unit().name());
            }
            case BIG_DECIMAL: {
                LogicalTypeInfo.DecimalType d = (LogicalTypeInfo.DecimalType) lt;
                return switch (p.physicalType()) {
                    case INT32 -> Code.of("$T.valueOf($L, $L)", java.math.BigDecimal.class, value.apply("Int"), d.scale());
                    case INT64 -> Code.of("$T.valueOf($L, $L)", java.math.BigDecimal.class, value.apply("Long"), d.scale());
                    default -> Code.of("$T.decimalFromBytes($L, $L)", CONVERSIONS, value.apply("Binary"), d.scale());
                };
            }
            default:
                throw new IllegalStateException("unexpected java kind " + p.javaKind());
        }
    }
}
