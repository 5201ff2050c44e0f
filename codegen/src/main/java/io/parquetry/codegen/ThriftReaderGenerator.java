package io.parquetry.codegen;

import io.parquetry.codegen.ThriftIdl.Field;
import io.parquetry.codegen.ThriftIdl.Requiredness;
import io.parquetry.codegen.ThriftIdl.StructDef;
import io.parquetry.codegen.ThriftIdl.TypeRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes {@code io.parquetry.format.ThriftReader}: one read method per struct and union of
 * parquet.thrift that the records use. A struct's method skips unknown fields and fields of the
 * wrong wire type, checks list sizes against the bytes that remain, reports a missing required
 * field by struct and field name, and builds the record from the fields in IDL order. A union's
 * method reads a member this version does not know (or of the wrong wire type) as the union's
 * {@code Unknown(field id)}, empty members as shared instances, and an empty union as
 * {@link ThriftBinding#emptyUnion} says.
 */
final class ThriftReaderGenerator extends ThriftEmitter {
    static final String TARGET = "runtime/src/main/java/io/parquetry/format/ThriftReader.java";
    private ThriftReaderGenerator(ThriftBinding binding) {
        super(binding);
    }

    static GeneratedFile generate(ThriftBinding binding, String idlPath) {
        Template template = Template.load("ThriftReader.java.template");
        ThriftReaderGenerator g = new ThriftReaderGenerator(binding);
        String structs = g.structs();
        String body = template.fill(Map.of("constants", g.constants.substring(0, Math.max(0, g.constants.length() - 1)),
                "structs", structs));
        return new GeneratedFile(TARGET, Codegen.header(ThriftReaderGenerator.class, idlPath, template.path()) + body);
    }

    private String structs() {
        Set<String> reached = new LinkedHashSet<>();
        for (String s : ThriftBinding.READ_ENTRY_POINTS) {
            reach(s, reached);
        }
        out.append("    // ---- structs and unions of parquet.thrift (generated, in IDL order) ----\n");
        for (StructDef s : binding.idl().structs().values()) {
            if (!reached.contains(s.name()) || ThriftBinding.EMPTY_INSTANCES.containsKey(s.name())) {
                continue;
            }
            out.append('\n');
            if (s.union()) {
                union(s);
            } else {
                struct(s);
            }
        }
        for (String field : ThriftBinding.MEMBER_UNKNOWN_FIELDS) {
            if (!memberUnknownRead.contains(field)) {
                throw new IllegalStateException("ThriftBinding.MEMBER_UNKNOWN_FIELDS names " + field
                        + ", which is no field of a union member the reader reads");
            }
        }
        for (String key : ThriftBinding.COUNT_LIMITS.keySet()) {
            checkListField(key, "COUNT_LIMITS");
        }
        for (String key : ThriftBinding.INTERNED) {
            checkListField(key, "INTERNED");
        }
        for (String key : ThriftBinding.LIST_READERS.keySet()) {
            checkListField(key, "LIST_READERS");
        }
        return emitted();
    }

    /** The constants of the shared empty union members, one line each. */
    private final StringBuilder constants = new StringBuilder();
    /** The {@link ThriftBinding#MEMBER_UNKNOWN_FIELDS} read by a member whose union wraps its result. */
    private final Set<String> memberUnknownRead = new HashSet<>();

    /**
     * A union: the member set last wins (as in generated Thrift code); a member this version does
     * not know, of the wrong wire type or left out as unsupported reads as {@code Unknown(id)}
     * ({@code null} for a union held as a Java enum).
     */
    private void union(StructDef u) {
        String java = binding.javaClass(u.name());
        boolean enumUnion = ThriftBinding.isEnumUnion(u.name());
        ThriftBinding.Empty empty = ThriftBinding.emptyUnion(u.name());
        if (enumUnion && empty != ThriftBinding.Empty.ABSENT) {
            throw new IllegalStateException("union " + u.name() + " is a Java enum: it has no Unknown to read as");
        }
        out.append("    private ").append(java).append(' ').append(ThriftBinding.method(u.name()))
                .append("() throws TException {\n");
        line("enter();");
        line(java + " v = null;");
        line("while (true) {");
        line("    TField f = p.readFieldBegin();");
        line("    if (f.type == TType.STOP) {");
        line("        break;");
        line("    }");
        line("    v = switch (f.type == TType.STRUCT ? f.id : 0) {");
        for (Field m : u.fields()) {
            if (ThriftBinding.unsupported(u.name(), m.name())) {
                continue;
            }
            StructDef member = binding.struct(m.type().name());
            if (member == null || member.union() || m.id() <= 0) {
                throw new IllegalStateException("union " + u.name() + " member " + m.name()
                        + " is not a struct with a positive field id");
            }
            String c = "        case " + m.id() + " -> ";
            if (member.fields().isEmpty()) {
                line(c + "emptyStruct(" + (enumUnion ? java + "." + m.name() : emptyInstance(member)) + ");");
                continue;
            }
            if (enumUnion) {
                throw new IllegalStateException("union " + u.name() + " is a Java enum but member " + m.name() + " has fields");
            }
            boolean canBeUnknown = false;
            for (Field f : member.fields()) {
                if (ThriftBinding.memberUnknownField(member.name(), f.name())) {
                    memberUnknownRead.add(member.name() + "." + f.name());
                    canBeUnknown = true;
                }
            }
            if (canBeUnknown) {
                line(c + "{");
                line("            " + java + " m = " + ThriftBinding.method(member.name()) + "();");
                line("            yield m != null ? m : new " + java + ".Unknown(" + m.id() + ");");
                line("        }");
            } else {
                line(c + ThriftBinding.method(member.name()) + "();");
            }
        }
        line("        default -> {");
        line("            skip(f.type);");
        line("            yield " + (enumUnion ? "null" : "new " + java + ".Unknown(f.id)") + ";");
        line("        }");
        line("    };");
        line("}");
        line("leave();");
        switch (empty) {
            case ABSENT -> line("return v;");
            case UNKNOWN -> line("return v != null ? v : new " + java + ".Unknown(0);");
            case CORRUPT -> {
                line("if (v == null) {");
                line("    throw corrupt(\"" + u.name() + " union has no member\");");
                line("}");
                line("return v;");
            }
        }
        out.append("    }\n");
    }

    /** The shared instance of an empty union member: a constant that exists or one declared here. */
    private String emptyInstance(StructDef member) {
        String existing = ThriftBinding.EMPTY_INSTANCES.get(member.name());
        if (existing != null) {
            return existing;
        }
        String java = binding.javaClass(member.name());
        String simple = java.substring(java.lastIndexOf('.') + 1);
        String name = simple.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
        constants.append("    private static final ").append(java).append(' ').append(name).append(" = new ")
                .append(java).append("();\n");
        return name;
    }

    /** Fails when an entry of a {@link ThriftBinding} table names no list field of the IDL. */
    private void checkListField(String key, String table) {
        StructDef s = binding.struct(key.substring(0, key.indexOf('.')));
        String field = key.substring(key.indexOf('.') + 1);
        if (s == null || s.fields().stream().noneMatch(f -> f.name().equals(field) && f.type().isContainer())) {
            throw new IllegalStateException("ThriftBinding." + table + " names " + key + ", which is no list field of parquet.thrift");
        }
    }

    /** Every struct reachable from the entry points through fields, list elements and union members with content. */
    private void reach(String name, Set<String> reached) {
        StructDef s = binding.struct(name);
        if (s == null || !reached.add(name)) {
            return;
        }
        for (Field f : s.fields()) {
            if (ThriftBinding.unsupported(s.name(), f.name())) {
                continue;
            }
            StructDef target = binding.struct((f.type().isContainer() ? f.type().element() : f.type()).name());
            // empty union members are shared instances, read inline by the union's method
            if (target != null && !(s.union() && target.fields().isEmpty())) {
                reach(target.name(), reached);
            }
        }
    }

    private void struct(StructDef s) {
        String java = binding.javaClass(s.name());
        List<Field> fields = new ArrayList<>();
        for (Field f : s.fields()) {
            if (!ThriftBinding.unsupported(s.name(), f.name())) {
                fields.add(f);
            }
        }
        current = s.name();
        strictFields.clear();
        for (Field f : fields) {
            if (strictField(s, f) != null) {
                if (!binding.isEnum(f.type().name())) {
                    throw new IllegalStateException("ThriftBinding.STRICT_FIELDS names " + s.name() + "." + f.name()
                            + ", which is not an enum");
                }
                strictFields.add(f);
            }
        }
        out.append("    private ").append(java).append(' ').append(ThriftBinding.method(s.name()))
                .append("() throws TException {\n");
        line("enter();");
        for (Field f : fields) {
            declare(f);
        }
        line("while (true) {");
        line("    TField f = p.readFieldBegin();");
        line("    if (f.type == TType.STOP) {");
        line("        break;");
        line("    }");
        line("    switch (f.id) {");
        for (Field f : fields) {
            readCase(s, f);
        }
        line("        default -> skip(f.type);");
        line("    }");
        line("}");
        line("leave();");
        for (Field f : fields) {
            if (f.requiredness() == Requiredness.REQUIRED) {
                line("if (" + (hasFlag(f) ? "!" + flag(f) : local(f) + " == null") + ") {");
                line("    throw missing(\"" + s.name() + "\", \"" + f.name() + "\");");
                line("}");
            }
        }
        for (Field f : fields) {
            if (ThriftBinding.memberUnknownField(s.name(), f.name())) {
                String type = f.type().name();
                if (!(binding.isEnum(type) && !ThriftBinding.STRICT_ENUMS.containsKey(type)) && !ThriftBinding.isEnumUnion(type)) {
                    throw new IllegalStateException("ThriftBinding.MEMBER_UNKNOWN_FIELDS names " + s.name() + "." + f.name()
                            + ", which is neither a leniently read enum nor an enum union: its unknown values are not null");
                }
                // a value this version does not know: the union reads the member as Unknown
                // (a required field is known to be there by now)
                String there = f.requiredness() == Requiredness.REQUIRED ? "" : flag(f) + " && ";
                line("if (" + there + local(f) + " == null) {");
                line("    return null;");
                line("}");
            }
        }
        List<String> args = new ArrayList<>();
        for (Field f : fields) {
            ThriftBinding.StrictField field = strictField(s, f);
            String strict = ThriftBinding.STRICT_ENUMS.get(f.type().name());
            if (field != null) {
                String call = field.method() + "(" + local(f) + ", " + field.context() + ")";
                args.add(f.requiredness() == Requiredness.REQUIRED ? call : flag(f) + " ? " + call + " : null");
            } else {
                args.add(strict == null ? local(f) : strict + "(" + local(f) + ", \"" + s.name() + "." + f.name() + "\")");
            }
        }
        line("return new " + java + "(" + String.join(", ", args) + ");");
        out.append("    }\n");
    }

    private static ThriftBinding.StrictField strictField(StructDef s, Field f) {
        return ThriftBinding.STRICT_FIELDS.get(s.name() + "." + f.name());
    }

    private static String local(Field f) {
        return ThriftBinding.accessor(f);
    }

    private static String flag(Field f) {
        String a = ThriftBinding.accessor(f);
        return "has" + Character.toUpperCase(a.charAt(0)) + a.substring(1);
    }

    /**
     * Required fields whose value cannot tell absence (primitives, enums that may read as null)
     * have a flag, and so do strictly read enums (held as their id until the struct is read).
     */
    private boolean hasFlag(Field f) {
        if (f.type().isContainer()) {
            return false;
        }
        if (strictFields.contains(f) || ThriftBinding.memberUnknownField(current, f.name())) {
            return true;
        }
        if (f.requiredness() != Requiredness.REQUIRED) {
            return false;
        }
        return primitive(f.type().name()) != null || binding.isEnum(f.type().name());
    }

    /** The IDL name of the struct being written. */
    private String current;

    /** The fields of the struct being written that {@link ThriftBinding#STRICT_FIELDS} names. */
    private final java.util.Set<Field> strictFields = new HashSet<>();

    /** The Java primitive of an IDL scalar type, or null for other types. */
    private static String primitive(String idlType) {
        return switch (idlType) {
            case "bool" -> "boolean";
            case "byte", "i8" -> "int";
            case "i16" -> "short";
            case "i32" -> "int";
            case "i64" -> "long";
            case "double" -> "double";
            default -> null;
        };
    }

    private static String boxed(String primitive) {
        return switch (primitive) {
            case "boolean" -> "Boolean";
            case "int" -> "Integer";
            case "short" -> "Short";
            case "long" -> "Long";
            default -> "Double";
        };
    }

    private void declare(Field f) {
        boolean required = f.requiredness() == Requiredness.REQUIRED;
        TypeRef t = f.type();
        String javaType;
        String init = "null";
        if (t.isContainer()) {
            javaType = listType(f, t.element());
        } else if (primitive(t.name()) != null) {
            javaType = required ? primitive(t.name()) : boxed(primitive(t.name()));
            if (required) {
                init = t.name().equals("bool") ? "false" : "0";
            }
        } else if (t.name().equals("string")) {
            javaType = "String";
        } else if (t.name().equals("binary")) {
            javaType = "byte[]";
        } else if (strictFields.contains(f)) {
            javaType = "int";
            init = "0";
        } else if (binding.isEnum(t.name())) {
            if (ThriftBinding.STRICT_ENUMS.containsKey(t.name())) {
                if (!required) {
                    throw new IllegalStateException("optional strict enum " + f.name() + " has no reading rule");
                }
                javaType = "int";
                init = "0";
            } else {
                javaType = ThriftBinding.enumClass(t.name());
            }
        } else if (binding.struct(t.name()) != null) {
            javaType = binding.javaClass(t.name());
        } else {
            throw new IllegalStateException("no reader binding for field " + f.name() + " of type " + t);
        }
        line(javaType + " " + local(f) + " = " + init + ";");
        if (hasFlag(f)) {
            line("boolean " + flag(f) + " = false;");
        }
    }

    private String listType(Field f, TypeRef element) {
        return switch (element.name()) {
            case "string" -> "List<String>";
            case "binary" -> "List<byte[]>";
            case "i64" -> "long[]";
            case "i32" -> "int[]";
            case "bool" -> "boolean[]";
            default -> {
                if (ThriftBinding.ENUM_LISTS.containsKey(element.name())) {
                    yield "List<" + ThriftBinding.enumClass(element.name()) + ">";
                }
                if (binding.struct(element.name()) == null) {
                    throw new IllegalStateException("no reader binding for list<" + element + "> of field " + f.name());
                }
                yield "List<" + binding.javaClass(element.name()) + ">";
            }
        };
    }

    private void readCase(StructDef s, Field f) {
        String where = "\"" + s.name() + "." + f.name() + "\"";
        String x = local(f);
        TypeRef t = f.type();
        String c = "        case " + f.id() + " -> ";
        if (t.isContainer()) {
            String helper = switch (t.element().name()) {
                case "string" -> "strings";
                case "binary" -> "binaries";
                case "i64" -> "longs";
                case "i32" -> "ints";
                case "bool" -> "booleans";
                default -> ThriftBinding.ENUM_LISTS.get(t.element().name());
            };
            String key = s.name() + "." + f.name();
            boolean interned = ThriftBinding.INTERNED.contains(key);
            if (helper != null) {
                String read = helper + "(f, " + where + ")";
                line(c + x + " = " + (interned ? "intern(" + read + ")" : read) + ";");
                return;
            }
            String reader = ThriftBinding.LIST_READERS.get(key);
            if (reader != null) {
                line(c + x + " = " + reader + "(f);");
                return;
            }
            String element = t.element().name();
            int min = ThriftBinding.MIN_ELEMENT_SIZE.getOrDefault(key, 1);
            ThriftBinding.CountLimit limit = ThriftBinding.COUNT_LIMITS.get(key);
            line(c + "{");
            line("            int n = listBegin(f, TType.STRUCT, " + min + ", " + where + ");");
            if (limit != null) {
                line("            countLimit(n, limits." + limit.limit() + "(), \"" + limit.what() + "\", \""
                        + limit.option() + "\");");
            }
            line("            " + x + " = newList(n);");
            line("            for (int i = 0; i < n; i++) {");
            line("                " + x + ".add(" + ThriftBinding.method(element) + "());");
            line("            }");
            if (interned) {
                line("            " + x + " = intern(" + x + ");");
            }
            line("        }");
            return;
        }
        String wire;
        String read;
        switch (t.name()) {
            case "bool" -> { wire = "BOOL"; read = "p.readBool()"; }
            case "byte", "i8" -> { wire = "BYTE"; read = "(int) p.readByte()"; }
            case "i16" -> { wire = "I16"; read = "p.readI16()"; }
            case "i32" -> { wire = "I32"; read = "p.readI32()"; }
            case "i64" -> { wire = "I64"; read = "p.readI64()"; }
            case "double" -> { wire = "DOUBLE"; read = "p.readDouble()"; }
            case "string" -> { wire = "STRING"; read = "p.readString()"; }
            case "binary" -> { wire = "STRING"; read = "binary()"; }
            default -> {
                if (binding.isEnum(t.name())) {
                    wire = "I32";
                    read = ThriftBinding.STRICT_ENUMS.containsKey(t.name()) || strictFields.contains(f) ? "p.readI32()"
                            : ThriftBinding.enumClass(t.name()) + ".fromId(p.readI32())";
                } else {
                    wire = "STRUCT";
                    String shared = ThriftBinding.EMPTY_INSTANCES.get(t.name());
                    read = shared != null ? "emptyStruct(" + shared + ")" : ThriftBinding.method(t.name()) + "()";
                }
            }
        }
        line(c + "{");
        line("            if (is(f, TType." + wire + ")) {");
        line("                " + x + " = " + read + ";");
        if (hasFlag(f)) {
            line("                " + flag(f) + " = true;");
        }
        line("            }");
        line("        }");
    }

}
