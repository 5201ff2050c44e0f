package io.parquetry.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Thrift generators stop on IDL content their binding does not cover, instead of guessing. */
class ThriftGeneratorsTest {

    @Test
    void anEnumWithoutBindingStopsTheGenerator() {
        ThriftIdl idl = ThriftIdl.parse("enum Color { RED = 0; }", "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ThriftEnumGenerator.generate(idl, "t.thrift"));
        assertTrue(e.getMessage().startsWith("parquet.thrift enum Color has no binding"), e.getMessage());
    }

    @Test
    void anEnumConstantWithoutJavadocStopsTheGenerator() {
        ThriftIdl idl = ThriftIdl.parse("enum PageType { DATA_PAGE = 0; FUTURE_PAGE = 9; }", "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ThriftEnumGenerator.generate(idl, "t.thrift"));
        assertEquals("PageType.FUTURE_PAGE has no Javadoc in ThriftEnumGenerator: add it to CONSTANT_DOCS", e.getMessage());
    }

    @Test
    void anEntryPointMissingFromTheIdlStopsTheWriterGenerator() {
        ThriftIdl idl = ThriftIdl.parse("struct Other { 1: required i32 x }", "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ThriftWriterGenerator.generate(new ThriftBinding(idl), "t.thrift"));
        assertEquals("binding names struct FileMetaData that parquet.thrift does not define", e.getMessage());
    }

    @Test
    void anUnsupportedEntryThatNamesNothingIsStale() {
        ThriftIdl idl = ThriftIdl.parse("enum FieldRepetitionType { REQUIRED = 0; }", "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new ThriftBinding(idl).checkUnsupported());
        assertTrue(e.getMessage().contains("which parquet.thrift does not have"), e.getMessage());
    }

    @Test
    void bindingNamesFollowTheFormatRecords() {
        ThriftIdl idl = ThriftIdl.parse("""
                struct DecimalType { 1: required i32 scale }
                struct UUIDType {}
                union LogicalType { 1: DecimalType DECIMAL 2: UUIDType UUID }
                struct S { 1: optional list<i64> repetition_level_histogram; 2: required bool isAdjustedToUTC }
                """, "t.thrift");
        ThriftBinding b = new ThriftBinding(idl);
        assertEquals("LogicalType.DecimalType", b.javaClass("DecimalType"));
        assertEquals("LogicalType.UuidType", b.javaClass("UUIDType"));
        assertEquals("S", b.javaClass("S"));
        List<ThriftIdl.Field> fields = idl.structs().get("S").fields();
        assertEquals("repetitionLevelHistogram", ThriftBinding.accessor(fields.get(0)));
        assertEquals("isAdjustedToUTC", ThriftBinding.accessor(fields.get(1)));
        assertEquals("Compression", ThriftBinding.enumClass("CompressionCodec"));
        assertEquals("thriftId", ThriftBinding.enumId("CompressionCodec"));
    }

    @Test
    void unrolledBitPackingMatchesTheLayout() {
        // width 3: value 2 straddles bytes 0 and 1, value 5 bytes 1 and 2
        String unpack = BitPackingGenerator.unpackMethod(3);
        assertTrue(unpack.contains("out[o + 2] = (b0 >>> 6 | b1 << 2) & 0x7;"), unpack);
        assertTrue(unpack.contains("out[o + 7] = b2 >>> 5;"), unpack);
        String pack = BitPackingGenerator.packMethod(3);
        assertTrue(pack.contains("out[o + 1] = (byte) (v2 >>> 2 | v3 << 1 | v4 << 4 | v5 << 7);"), pack);
        assertTrue(BitPackingGenerator.packMethod(32).contains("final int v0 = in[p];"));
    }
}
