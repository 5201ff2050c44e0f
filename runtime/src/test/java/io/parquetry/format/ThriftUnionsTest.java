package io.parquetry.format;

import io.parquetry.base.EdgeInterpolationAlgorithm;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.format.ThriftRobustnessTest.Raw;
import java.util.ArrayList;
import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TType;
import org.junit.jupiter.api.Test;

import static io.parquetry.format.ThriftRobustnessTest.fileWithElement;
import static io.parquetry.format.ThriftRobustnessTest.readFile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generated union codecs (logical types, time units, column orders, the crypto and bloom
 * filter unions): every member on its own through write and read, and the reading rules the IDL
 * does not state (unknown, mistyped and repeated members, empty unions, shared empty members).
 */
class ThriftUnionsTest {

    private static FileMetaData roundTrip(FileMetaData m) {
        byte[] b = ThriftWriter.toBytes(m);
        ThriftReader r = new ThriftReader(b, 0, b.length);
        FileMetaData back = r.readFileMetaData();
        assertEquals(b.length, r.position());
        return back;
    }

    private static FileMetaData withSchema(LogicalType... types) {
        List<SchemaElement> schema = new ArrayList<>();
        for (int i = 0; i < types.length; i++) {
            schema.add(Samples.leaf("c" + i, Type.BYTE_ARRAY, types[i]));
        }
        return new FileMetaData(1, schema, 0, List.of(), null, null, null, null, null);
    }

    private static FileMetaData withChunk(ColumnCryptoMetaData crypto) {
        ColumnChunk chunk = new ColumnChunk(null, 0, null, null, null, null, null, crypto, null);
        return new FileMetaData(1, List.of(), 0, List.of(new RowGroup(List.of(chunk), 0, 0, null, null, null, null)),
                null, null, null, null, null);
    }

    @Test
    void everyLogicalTypeMemberRoundTripsAlone() {
        List<LogicalType> all = new ArrayList<>(Samples.ALL_LOGICAL_TYPES);
        for (TimeUnit unit : TimeUnit.values()) {
            all.add(new LogicalType.TimeType(false, unit));
            all.add(new LogicalType.TimestampType(true, unit));
        }
        all.add(new LogicalType.GeographyType(null, EdgeInterpolationAlgorithm.SPHERICAL));
        all.add(new LogicalType.GeographyType("OGC:CRS84", null));
        for (LogicalType lt : all) {
            assertEquals(lt, roundTrip(withSchema(lt)).schema().get(0).logicalType(), lt.toString());
        }
        // every member id of the IDL but VECTOR (19) and the reserved 9 is represented
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18),
                all.stream().map(LogicalType::fieldId).distinct().sorted().toList());
    }

    @Test
    void everyColumnOrderRoundTrips() {
        List<ColumnOrder> orders = List.of(ColumnOrder.TYPE_DEFINED, ColumnOrder.IEEE_754_TOTAL,
                ColumnOrder.INT96_TIMESTAMP, new ColumnOrder.Unknown(4), new ColumnOrder.Unknown(200));
        FileMetaData m = new FileMetaData(1, List.of(), 0, List.of(), null, null, orders, null, null);
        assertEquals(orders, roundTrip(m).columnOrders());
    }

    @Test
    void everyColumnCryptoMemberRoundTrips() {
        for (ColumnCryptoMetaData c : List.of(new EncryptionWithFooterKey(),
                new EncryptionWithColumnKey(List.of("a", "b.c"), Samples.bytes(1, 2)),
                new EncryptionWithColumnKey(List.of(), null), new ColumnCryptoMetaData.Unknown(3))) {
            assertEquals(c, roundTrip(withChunk(c)).rowGroups().get(0).columns().get(0).cryptoMetadata(), c.toString());
        }
    }

    @Test
    void everyEncryptionAlgorithmRoundTrips() {
        for (EncryptionAlgorithm a : List.of(new AesGcmV1(Samples.bytes(1), Samples.bytes(2, 3), false),
                new AesGcmV1(null, null, null), new AesGcmCtrV1(Samples.bytes(4), null, true),
                new AesGcmCtrV1(null, Samples.bytes(5, 6), null))) {
            FileCryptoMetaData c = new FileCryptoMetaData(a, Samples.bytes(7));
            byte[] b = ThriftWriter.toBytes(c);
            assertEquals(c, new ThriftReader(b, 0, b.length).readFileCryptoMetaData(), a.toString());
            FileMetaData m = new FileMetaData(1, List.of(), 0, List.of(), null, null, null, a, null);
            assertEquals(a, roundTrip(m).encryptionAlgorithm(), a.toString());
        }
    }

    @Test
    void everyBloomFilterMemberRoundTrips() {
        for (BloomFilterHeader h : List.of(BloomFilterHeader.splitBlockXxHash(8),
                new BloomFilterHeader(16, new BloomFilterAlgorithm.Unknown(7), BloomFilterHash.XXHASH,
                        new BloomFilterCompression.Unknown(2)),
                new BloomFilterHeader(0, BloomFilterAlgorithm.SPLIT_BLOCK, new BloomFilterHash.Unknown(3),
                        BloomFilterCompression.UNCOMPRESSED))) {
            byte[] b = ThriftWriter.toBytes(h);
            assertEquals(h, new ThriftReader(b, 0, b.length).readBloomFilterHeader());
        }
    }

    @Test
    void emptyMembersReadAsSharedInstances() {
        FileMetaData back = roundTrip(withSchema(new LogicalType.StringType(), new LogicalType.StringType(),
                new LogicalType.UuidType(), new LogicalType.UuidType()));
        assertSame(back.schema().get(0).logicalType(), back.schema().get(1).logicalType());
        assertSame(back.schema().get(2).logicalType(), back.schema().get(3).logicalType());
        FileMetaData orders = roundTrip(new FileMetaData(1, List.of(), 0, List.of(), null, null,
                List.of(new ColumnOrder.TypeDefinedOrder()), null, null));
        assertSame(ColumnOrder.TYPE_DEFINED, orders.columnOrders().get(0));
        byte[] b = ThriftWriter.toBytes(BloomFilterHeader.splitBlockXxHash(8));
        BloomFilterHeader h = new ThriftReader(b, 0, b.length).readBloomFilterHeader();
        assertSame(BloomFilterAlgorithm.SPLIT_BLOCK, h.algorithm());
        assertSame(BloomFilterHash.XXHASH, h.hash());
        assertSame(BloomFilterCompression.UNCOMPRESSED, h.compression());
    }

    /** A FileMetaData whose only column order, or only chunk's crypto metadata, is the given raw union. */
    private interface UnionBody {
        void write(Raw r) throws TException;
    }

    /** The required fields of a FileMetaData, without schema, up to the header of its row group list. */
    private static Raw fileHead(int rowGroups) throws TException {
        Raw r = new Raw().begin().i32(1, 1);
        r.field(TType.LIST, 2);
        r.p.writeListBegin(new TList(TType.STRUCT, 0));
        r.i64(3, 0);
        r.field(TType.LIST, 4);
        r.p.writeListBegin(new TList(TType.STRUCT, rowGroups));
        return r;
    }

    private static byte[] fileWithColumnOrder(UnionBody union) throws TException {
        Raw r = fileHead(0);
        r.field(TType.LIST, 7);
        r.p.writeListBegin(new TList(TType.STRUCT, 1));
        r.begin();
        union.write(r);
        r.end();
        return r.end().bytes();
    }

    private static byte[] fileWithCrypto(UnionBody union) throws TException {
        Raw r = fileHead(1);
        r.begin().field(TType.LIST, 1);
        r.p.writeListBegin(new TList(TType.STRUCT, 1));
        r.begin().i64(2, 0).field(TType.STRUCT, 8).begin();
        union.write(r);
        r.end().end(); // union, chunk
        r.i64(2, 0).i64(3, 0).end(); // row group
        return r.end().bytes();
    }

    private static byte[] fileWithLogicalType(UnionBody union) throws TException {
        return fileWithElement(r -> {
            r.string(4, "x");
            r.field(TType.STRUCT, 10).begin();
            union.write(r);
            r.end();
        });
    }

    private static LogicalType logicalType(byte[] file) {
        return readFile(file).schema().get(0).logicalType();
    }

    private static ColumnOrder columnOrder(byte[] file) {
        return readFile(file).columnOrders().get(0);
    }

    private static ColumnCryptoMetaData crypto(byte[] file) {
        return readFile(file).rowGroups().get(0).columns().get(0).cryptoMetadata();
    }

    private static byte[] cryptoFile(UnionBody union) throws TException {
        Raw r = new Raw().begin().field(TType.STRUCT, 1).begin();
        union.write(r);
        return r.end().end().bytes();
    }

    private static EncryptionAlgorithm algorithm(byte[] b) {
        return new ThriftReader(b, 0, b.length).readFileCryptoMetaData().encryptionAlgorithm();
    }

    @Test
    void anEmptyUnionReadsAsItsBindingSays() throws TException {
        UnionBody none = r -> { };
        assertNull(logicalType(fileWithLogicalType(none)));
        assertEquals(new ColumnOrder.Unknown(0), columnOrder(fileWithColumnOrder(none)));
        ParquetException e = assertThrows(ParquetException.class, () -> crypto(fileWithCrypto(none)));
        assertTrue(e.getMessage().contains("ColumnCryptoMetaData union has no member"), e.getMessage());
        e = assertThrows(ParquetException.class, () -> algorithm(cryptoFile(none)));
        assertTrue(e.getMessage().contains("EncryptionAlgorithm union has no member"), e.getMessage());
        Raw bloom = new Raw().begin().i32(1, 8);
        for (int id = 2; id <= 4; id++) {
            bloom.field(TType.STRUCT, id).begin().end();
        }
        byte[] b = bloom.end().bytes();
        assertEquals(new BloomFilterHeader(8, new BloomFilterAlgorithm.Unknown(0), new BloomFilterHash.Unknown(0),
                new BloomFilterCompression.Unknown(0)), new ThriftReader(b, 0, b.length).readBloomFilterHeader());
        // an empty time unit: the annotation cannot be read as a TIME
        byte[] time = fileWithLogicalType(r -> {
            r.field(TType.STRUCT, 7).begin().field(TType.BOOL, 1);
            r.p.writeBool(true);
            r.field(TType.STRUCT, 2).begin().end().end();
        });
        assertEquals(new LogicalType.Unknown(7), logicalType(time));
    }

    @Test
    void aMemberOfTheWrongWireTypeReadsAsUnknown() throws TException {
        assertEquals(new LogicalType.Unknown(1), logicalType(fileWithLogicalType(r -> r.i32(1, 5))));
        assertEquals(new ColumnOrder.Unknown(2), columnOrder(fileWithColumnOrder(r -> r.string(2, "x"))));
        assertEquals(new ColumnCryptoMetaData.Unknown(2), crypto(fileWithCrypto(r -> r.i64(2, 1))));
        assertEquals(new EncryptionAlgorithm.Unknown(1), algorithm(cryptoFile(r -> r.i32(1, 1))));
        assertEquals(new EncryptionAlgorithm.Unknown(9), algorithm(cryptoFile(r -> r.field(TType.STRUCT, 9).begin().end())));
    }

    @Test
    void theLastMemberWins() throws TException {
        assertEquals(new LogicalType.IntType(16, true), logicalType(fileWithLogicalType(r -> {
            r.field(TType.STRUCT, 1).begin().end();
            r.field(TType.STRUCT, 10).begin().field(TType.BYTE, 1);
            r.p.writeByte((byte) 16);
            r.field(TType.BOOL, 2);
            r.p.writeBool(true);
            r.end();
        })));
        // a known member after an unknown one replaces it, and the other way round
        assertSame(ColumnOrder.IEEE_754_TOTAL, columnOrder(fileWithColumnOrder(r -> {
            r.field(TType.STRUCT, 8).begin().end();
            r.field(TType.STRUCT, 2).begin().end();
        })));
        assertEquals(new ColumnCryptoMetaData.Unknown(5), crypto(fileWithCrypto(r -> {
            r.field(TType.STRUCT, 1).begin().end();
            r.field(TType.STRUCT, 5).begin().end();
        })));
    }

    @Test
    void unknownContentOfAMemberMakesItUnknownOnlyForThatMember() throws TException {
        // GEOGRAPHY with an edge algorithm this version does not know, then in a second column a known one
        byte[] g = fileWithLogicalType(r -> r.field(TType.STRUCT, 18).begin().string(1, "crs").i32(2, 42).end());
        assertEquals(new LogicalType.Unknown(18), logicalType(g));
        byte[] known = fileWithLogicalType(r -> r.field(TType.STRUCT, 18).begin().string(1, "crs").i32(2, 1).end());
        assertEquals(new LogicalType.GeographyType("crs", EdgeInterpolationAlgorithm.VINCENTY), logicalType(known));
        // a required field of the member is still required: a TIMESTAMP without unit is corrupt
        byte[] noUnit = fileWithLogicalType(r -> {
            r.field(TType.STRUCT, 8).begin().field(TType.BOOL, 1);
            r.p.writeBool(false);
            r.end();
        });
        ParquetException e = assertThrows(ParquetException.class, () -> logicalType(noUnit));
        assertTrue(e.getMessage().contains("required field TimestampType.unit is missing"), e.getMessage());
    }
}
