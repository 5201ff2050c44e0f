package io.parquetry.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.codegen.ThriftIdl.Field;
import io.parquetry.codegen.ThriftIdl.Requiredness;
import io.parquetry.codegen.ThriftIdl.StructDef;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ThriftIdlTest {
    private static final Path ROOT = Path.of(System.getProperty("codegen.root", "..")).toAbsolutePath().normalize();

    @Test
    void parsesEnumsStructsUnionsContainersDefaultsAndComments() {
        ThriftIdl idl = ThriftIdl.parse("""
                /** doc */ namespace java a.b
                # hash comment
                enum Color { RED = 0; /* gap */ BLUE = 5, GREEN }
                struct S {
                  1: required i32 a // trailing
                  2: optional list<string> b;
                  3: map<string, list<i64>> c,
                  4: optional bool d = 1;
                }
                union U { 1: S s 2: Color c }
                struct Empty {}
                """, "t.thrift");
        assertEquals(List.of(new ThriftIdl.EnumValue("RED", 0), new ThriftIdl.EnumValue("BLUE", 5),
                new ThriftIdl.EnumValue("GREEN", 6)), idl.enums().get("Color").values());
        StructDef s = idl.structs().get("S");
        assertEquals(4, s.fields().size());
        assertEquals(new Field(1, Requiredness.REQUIRED, new ThriftIdl.TypeRef("i32", List.of()), "a", null), s.field(1));
        assertEquals("list<string>", s.field(2).type().toString());
        assertEquals("map<string, list<i64>>", s.field(3).type().toString());
        assertEquals(Requiredness.DEFAULT, s.field(3).requiredness());
        assertEquals("1", s.field(4).defaultValue());
        assertNull(s.field(5));
        assertTrue(idl.structs().get("U").union());
        assertEquals("Color", idl.structs().get("U").field(2).type().name());
        assertTrue(idl.structs().get("Empty").fields().isEmpty());
    }

    @Test
    void errorsNameTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ThriftIdl.parse("enum A { X = 0 }\nservice S {}", "t.thrift"));
        assertEquals("t.thrift:2: unsupported definition 'service'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> ThriftIdl.parse("struct A {\n 1: i32 x\n 1: i32 y\n}", "t.thrift"));
        assertTrue(e.getMessage().startsWith("t.thrift:3: A declares field 1 (y) twice"), e.getMessage());
    }

    @Test
    void readsTheCheckedInParquetThrift() throws IOException {
        ThriftIdl idl = parquetThrift();
        StructDef fmd = idl.structs().get("FileMetaData");
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), fmd.fields().stream().map(Field::id).toList());
        assertEquals("list<RowGroup>", fmd.field(4).type().toString());
        assertEquals(Requiredness.OPTIONAL, fmd.field(9).requiredness());
        assertTrue(idl.structs().get("LogicalType").union());
        assertEquals("GeographyType", idl.structs().get("LogicalType").field(18).type().name());
        assertEquals("true", idl.structs().get("DataPageHeaderV2").field(7).defaultValue());
    }

    /** base.Compression is hand-written (user API, codec behaviour): its ids must still be the IDL's. */
    @Test
    void compressionEnumMatchesTheIdlCodecs() throws IOException {
        String java = Files.readString(ROOT.resolve("runtime/src/main/java/io/parquetry/base/Compression.java"),
                StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("^    ([A-Z0-9_]+)\\((\\d+)\\)[,;]", Pattern.MULTILINE).matcher(java);
        StringBuilder declared = new StringBuilder();
        while (m.find()) {
            declared.append(m.group(1)).append('=').append(m.group(2)).append(' ');
        }
        StringBuilder idl = new StringBuilder();
        for (ThriftIdl.EnumValue v : parquetThrift().enums().get("CompressionCodec").values()) {
            idl.append(v.name()).append('=').append(v.id()).append(' ');
        }
        assertEquals(idl.toString(), declared.toString());
    }

    private static ThriftIdl parquetThrift() throws IOException {
        return ThriftIdl.parse(Files.readString(ROOT.resolve(Codegen.PARQUET_THRIFT), StandardCharsets.UTF_8),
                Codegen.PARQUET_THRIFT);
    }
}
