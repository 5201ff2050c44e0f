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
    void aUnionWithoutAnEmptyRuleStopsTheReaderGenerator() {
        ThriftIdl idl = ThriftIdl.parse("""
                struct Red {}
                union Color { 1: Red RED }
                struct FileMetaData { 1: optional Color color }
                """, "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ThriftReaderGenerator.generate(new ThriftBinding(idl), "t.thrift"));
        assertEquals("union Color has no reading rule for when it is empty: add it to ThriftBinding.EMPTY_UNIONS",
                e.getMessage());
    }

    @Test
    void aMemberUnknownFieldThatNoUnionMemberReadsIsStale() {
        ThriftIdl idl = ThriftIdl.parse("struct FileMetaData { 1: required i32 version }", "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ThriftReaderGenerator.generate(new ThriftBinding(idl), "t.thrift"));
        assertTrue(e.getMessage().startsWith("ThriftBinding.MEMBER_UNKNOWN_FIELDS names ")
                && e.getMessage().endsWith(", which is no field of a union member the reader reads"), e.getMessage());
    }

    @Test
    void aMemberUnknownFieldMustReadUnknownValuesAsNull() {
        ThriftIdl idl = ThriftIdl.parse("""
                struct TimeType { 1: required i32 unit }
                union LogicalType { 7: TimeType TIME }
                struct FileMetaData { 1: optional LogicalType t }
                """, "t.thrift");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ThriftReaderGenerator.generate(new ThriftBinding(idl), "t.thrift"));
        assertEquals("ThriftBinding.MEMBER_UNKNOWN_FIELDS names TimeType.unit, which is neither a leniently read enum"
                + " nor an enum union: its unknown values are not null", e.getMessage());
    }

    @Test
    void unionReadersFollowTheBinding() {
        ThriftIdl idl = ThriftIdl.parse("""
                struct Uncompressed {}
                struct Other { 1: required i32 x }
                union BloomFilterCompression { 1: Uncompressed UNCOMPRESSED 2: Other OTHER }
                struct EncryptionWithFooterKey {}
                union ColumnCryptoMetaData { 1: EncryptionWithFooterKey ENCRYPTION_WITH_FOOTER_KEY }
                struct MilliSeconds {}
                union TimeUnit { 1: MilliSeconds MILLIS }
                enum EdgeInterpolationAlgorithm { SPHERICAL = 0; }
                struct GeographyType { 2: optional EdgeInterpolationAlgorithm algorithm }
                struct TimeType { 1: required TimeUnit unit }
                struct TimestampType { 1: required TimeUnit unit }
                union LogicalType { 7: TimeType TIME 8: TimestampType TIMESTAMP 18: GeographyType GEOGRAPHY }
                enum Encoding { PLAIN = 0; }
                struct PageEncodingStats { 1: required i32 count }
                struct ColumnMetaData {
                  1: required list<string> path_in_schema 2: required list<Encoding> encodings
                  3: optional list<PageEncodingStats> encoding_stats
                }
                struct ColumnChunk { 1: optional ColumnMetaData meta_data }
                struct RowGroup { 1: required list<ColumnChunk> columns }
                struct SchemaElement { 1: required string name }
                struct FileMetaData {
                  1: required BloomFilterCompression c; 2: optional ColumnCryptoMetaData m; 3: optional LogicalType t
                  4: required list<SchemaElement> schema 5: required list<RowGroup> row_groups
                }
                """, "t.thrift");
        // (the list fields the binding's footer tables name are here too: the generator checks them)
        String reader = ThriftReaderGenerator.generate(new ThriftBinding(idl), "t.thrift").content();
        // an existing constant for an empty member, a generated one where there is none, the enum constant
        assertTrue(reader.contains("case 1 -> emptyStruct(BloomFilterCompression.UNCOMPRESSED);"), reader);
        assertTrue(reader.contains("private static final EncryptionWithFooterKey ENCRYPTION_WITH_FOOTER_KEY"
                + " = new EncryptionWithFooterKey();"), reader);
        assertTrue(reader.contains("case 1 -> emptyStruct(TimeUnit.MILLIS);"), reader);
        // unknown members, empty unions
        assertTrue(reader.contains("yield new BloomFilterCompression.Unknown(f.id);"), reader);
        assertTrue(reader.contains("return v != null ? v : new BloomFilterCompression.Unknown(0);"), reader);
        assertTrue(reader.contains("throw corrupt(\"ColumnCryptoMetaData union has no member\");"), reader);
        // a member whose content this version may not know reads as Unknown(member id)
        assertTrue(reader.contains("""
                                case 7 -> {
                                    LogicalType m = timeType();
                                    yield m != null ? m : new LogicalType.Unknown(7);
                                }
                """), reader);
        assertTrue(reader.contains("case 2 -> other();"), reader);
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
        String unpack = BitPackingGenerator.unpackMethod(3, false);
        assertTrue(unpack.contains("out[o + 2] = (b0 >>> 6 | b1 << 2) & 0x7;"), unpack);
        assertTrue(unpack.contains("out[o + 7] = b2 >>> 5;"), unpack);
        String bytes = BitPackingGenerator.unpackMethod(3, true);
        assertTrue(bytes.contains("unpackBytes3(byte[] in, int p, byte[] out, int o, int groups)"), bytes);
        assertTrue(bytes.contains("out[o + 2] = (byte) ((b0 >>> 6 | b1 << 2) & 0x7);"), bytes);
        assertTrue(bytes.contains("out[o + 7] = (byte) (b2 >>> 5);"), bytes);
        String pack = BitPackingGenerator.packMethod(3);
        assertTrue(pack.contains("out[o + 1] = (byte) (v2 >>> 2 | v3 << 1 | v4 << 4 | v5 << 7);"), pack);
        assertTrue(BitPackingGenerator.packMethod(32).contains("final int v0 = in[p];"));
    }
}
