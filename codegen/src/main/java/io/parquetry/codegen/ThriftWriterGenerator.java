package io.parquetry.codegen;

import io.parquetry.codegen.ThriftIdl.Field;
import io.parquetry.codegen.ThriftIdl.Requiredness;
import io.parquetry.codegen.ThriftIdl.StructDef;
import io.parquetry.codegen.ThriftIdl.TypeRef;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Writes {@code io.parquetry.format.ThriftWriter}: one method per struct and union of
 * parquet.thrift that the format records use, writing the fields in IDL order with the compact
 * protocol, and the public entry points of {@link ThriftBinding#WRITE_ENTRY_POINTS}. The
 * transport, the field cache and the primitive helpers are the template's.
 */
final class ThriftWriterGenerator extends ThriftEmitter {
    static final String TARGET = "runtime/src/main/java/io/parquetry/format/ThriftWriter.java";
    private ThriftWriterGenerator(ThriftBinding binding) {
        super(binding);
    }

    static GeneratedFile generate(ThriftBinding binding, String idlPath) {
        Template template = Template.load("ThriftWriter.java.template");
        ThriftWriterGenerator g = new ThriftWriterGenerator(binding);
        String body = template.fill(Map.of("entryPoints", g.entryPoints(), "structs", g.structs()));
        return new GeneratedFile(TARGET, Codegen.header(ThriftWriterGenerator.class, idlPath, template.path()) + body);
    }

    private String entryPoints() {
        StringBuilder sb = new StringBuilder();
        for (String s : ThriftBinding.WRITE_ENTRY_POINTS.keySet()) {
            requireStruct(s);
            sb.append("    /** Appends the encoded {@code ").append(s).append("}. */\n")
                    .append("    public static void write(").append(binding.javaClass(s)).append(" v, BytesBuilder out) {\n")
                    .append(I2).append("ThriftWriter w = new ThriftWriter(out);\n")
                    .append(I2).append("try {\n")
                    .append(I2).append("    w.").append(ThriftBinding.method(s)).append("(v);\n")
                    .append(I2).append("} catch (TException e) {\n")
                    .append(I2).append("    throw fail(\"").append(s).append("\", e);\n")
                    .append(I2).append("}\n")
                    .append("    }\n\n");
        }
        for (Map.Entry<String, Integer> e : ThriftBinding.WRITE_ENTRY_POINTS.entrySet()) {
            String s = e.getKey();
            sb.append("    /** The encoded {@code ").append(s).append("}. */\n")
                    .append("    public static byte[] toBytes(").append(binding.javaClass(s)).append(" v) {\n")
                    .append(I2).append("BytesBuilder b = new BytesBuilder(").append(e.getValue()).append(");\n")
                    .append(I2).append("write(v, b);\n")
                    .append(I2).append("return b.toByteArray();\n")
                    .append("    }\n\n");
        }
        return sb.substring(0, sb.length() - 2);
    }

    private void requireStruct(String name) {
        if (binding.struct(name) == null) {
            throw new IllegalStateException("binding names struct " + name + " that parquet.thrift does not define");
        }
    }

    /** The struct methods, in IDL order, for every struct a record holds and every union. */
    private String structs() {
        Set<String> needed = neededStructs();
        out.append("    // ---- structs and unions of parquet.thrift, in IDL order ----\n");
        for (StructDef s : binding.idl().structs().values()) {
            if (!needed.contains(s.name())) {
                continue;
            }
            out.append('\n');
            if (s.union()) {
                union(s);
            } else {
                struct(s);
            }
        }
        return emitted();
    }

    /**
     * Structs that need a method: those reachable from the entry points as a field, a list element
     * or a union member with fields. Empty union members are written inline as an empty struct.
     */
    private Set<String> neededStructs() {
        Set<String> needed = new LinkedHashSet<>();
        for (String s : ThriftBinding.WRITE_ENTRY_POINTS.keySet()) {
            reach(s, needed);
        }
        return needed;
    }

    private void reach(String name, Set<String> needed) {
        StructDef s = binding.struct(name);
        if (s == null || !needed.add(name)) {
            return;
        }
        for (Field f : s.fields()) {
            TypeRef t = f.type().isContainer() ? f.type().element() : f.type();
            StructDef target = binding.struct(t.name());
            if (target == null) {
                continue;
            }
            if (s.union() && (target.fields().isEmpty() || ThriftBinding.isEnumUnion(s.name()))) {
                continue;
            }
            reach(t.name(), needed);
        }
    }

    private void struct(StructDef s) {
        String java = binding.javaClass(s.name());
        out.append("    private void ").append(ThriftBinding.method(s.name())).append('(').append(java)
                .append(" v) throws TException {\n");
        out.append(I2).append("begin();\n");
        for (Field f : s.fields()) {
            if (!ThriftBinding.unsupported(s.name(), f.name())) {
                field(s, f);
            }
        }
        out.append(I2).append("end();\n");
        out.append("    }\n");
    }

    private void field(StructDef s, Field f) {
        int id = f.id();
        String acc = "v." + ThriftBinding.accessor(f) + "()";
        boolean required = f.requiredness() == Requiredness.REQUIRED;
        String checked = required ? "required(" + acc + ", \"" + s.name() + "\", \"" + f.name() + "\")" : acc;
        TypeRef t = f.type();
        if (t.name().equals("list") || t.name().equals("set")) {
            list(f, t.element(), checked, required);
            return;
        }
        if (t.isContainer()) {
            throw unsupported(s, f);
        }
        switch (t.name()) {
            case "bool" -> line("bool(" + id + ", " + acc + ");");
            case "byte", "i8" -> line("i8(" + id + ", " + acc + ");");
            case "i16" -> line("i16(" + id + ", " + acc + ");");
            case "i32" -> line("i32(" + id + ", " + acc + ");");
            case "i64" -> line("i64(" + id + ", " + acc + ");");
            case "double" -> line("dbl(" + id + ", " + acc + ");");
            case "string" -> line("string(" + id + ", " + checked + ");");
            case "binary" -> line("binary(" + id + ", " + checked + ");");
            default -> {
                if (binding.isEnum(t.name())) {
                    String idAccessor = "." + ThriftBinding.enumId(t.name()) + "()";
                    if (required) {
                        line("i32(" + id + ", " + checked + idAccessor + ");");
                    } else {
                        line("if (" + acc + " != null) {");
                        line("    i32(" + id + ", " + acc + idAccessor + ");");
                        line("}");
                    }
                } else if (binding.struct(t.name()) != null) {
                    String call = ThriftBinding.method(t.name());
                    if (required) {
                        line("structField(" + id + ");");
                        line(call + "(" + checked + ");");
                    } else {
                        String condition = acc + " != null";
                        if (ThriftBinding.unknownMembers(t.name()) == ThriftBinding.Unknown.OMIT_FIELD) {
                            condition += " && !(" + acc + " instanceof " + binding.javaClass(t.name()) + ".Unknown)";
                        }
                        line("if (" + condition + ") {");
                        line("    structField(" + id + ");");
                        line("    " + call + "(" + acc + ");");
                        line("}");
                    }
                } else {
                    throw unsupported(s, f);
                }
            }
        }
    }

    /** Lists of scalars are primitive arrays (strings and binaries lists); lists of structs and enums are lists. */
    private void list(Field f, TypeRef element, String value, boolean required) {
        int id = f.id();
        switch (element.name()) {
            case "string" -> line("strings(" + id + ", " + value + ");");
            case "binary" -> line("binaries(" + id + ", " + value + ");");
            case "i64" -> line("longs(" + id + ", " + value + ");");
            case "i32" -> line("ints(" + id + ", " + value + ");");
            case "bool" -> line("booleans(" + id + ", " + value + ");");
            default -> {
                boolean isEnum = binding.isEnum(element.name());
                if (!isEnum && binding.struct(element.name()) == null) {
                    throw new IllegalStateException("list<" + element + "> of field " + f.name() + " has no binding");
                }
                String javaElement = isEnum ? ThriftBinding.enumClass(element.name()) : binding.javaClass(element.name());
                String local = ThriftBinding.accessor(f);
                line("List<" + javaElement + "> " + local + " = " + value + ";");
                String indent = "";
                if (!required) {
                    line("if (" + local + " != null) {");
                    indent = "    ";
                }
                line(indent + "listBegin(" + id + ", TType." + (isEnum ? "I32" : "STRUCT") + ", " + local + ".size());");
                line(indent + "for (" + javaElement + " e : " + local + ") {");
                line(indent + "    " + (isEnum ? "p.writeI32(e." + ThriftBinding.enumId(element.name()) + "());"
                        : ThriftBinding.method(element.name()) + "(e);"));
                line(indent + "}");
                if (!required) {
                    line("}");
                }
            }
        }
    }

    private void union(StructDef u) {
        String java = binding.javaClass(u.name());
        out.append("    private void ").append(ThriftBinding.method(u.name())).append('(').append(java)
                .append(" v) throws TException {\n");
        out.append(I2).append("begin();\n");
        if (ThriftBinding.isEnumUnion(u.name())) {
            // a Java enum whose constants are the member names; every member is an empty struct
            line("emptyStructField(switch (v) {");
            for (Field m : u.fields()) {
                line("    case " + m.name() + " -> " + m.id() + ";");
            }
            line("});");
        } else {
            String prefix = "";
            boolean anyContent = false;
            for (Field m : u.fields()) {
                StructDef member = binding.struct(m.type().name());
                if (ThriftBinding.unsupported(u.name(), m.name())) {
                    continue; // has no record: never written
                }
                if (member == null) {
                    throw new IllegalStateException("union " + u.name() + " member " + m.name() + " is not a struct");
                }
                if (member.fields().isEmpty()) {
                    continue;
                }
                anyContent = true;
                line(prefix + "if (v instanceof " + binding.javaClass(member.name()) + " m) {");
                line("    structField(" + m.id() + ");");
                line("    " + ThriftBinding.method(member.name()) + "(m);");
                prefix = "} else ";
            }
            ThriftBinding.Unknown unknown = ThriftBinding.unknownMembers(u.name());
            String rest = unknown == ThriftBinding.Unknown.FAIL
                    ? "throw new ParquetException(\"cannot write " + u.name() + " member \" + v.fieldId() + \" unknown to this version\");"
                    : "emptyStructField(v.fieldId());";
            if (unknown == ThriftBinding.Unknown.FAIL && u.fields().stream()
                    .anyMatch(m -> binding.struct(m.type().name()).fields().isEmpty())) {
                throw new IllegalStateException("union " + u.name() + " fails on unknown members but has empty ones");
            }
            if (anyContent) {
                line("} else {");
                line("    " + rest);
                line("}");
            } else {
                line(rest);
            }
        }
        out.append(I2).append("end();\n");
        out.append("    }\n");
    }


    private static IllegalStateException unsupported(StructDef s, Field f) {
        return new IllegalStateException("no writer binding for " + s.name() + "." + f.name() + " of type " + f.type());
    }
}
