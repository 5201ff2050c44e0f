package io.parquetry.format;

import io.parquetry.base.Encoding;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TMap;
import org.apache.thrift.protocol.TSet;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryBuffer;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

class ThriftRobustnessTest {
    private static final TStruct S = new TStruct("");

    /** Raw compact-protocol writing, to produce what our writer never would. */
    static final class Raw {
        final TMemoryBuffer buf;
        final TCompactProtocol p;

        Raw() throws TException {
            buf = new TMemoryBuffer(256);
            p = new TCompactProtocol(buf);
        }

        Raw begin() throws TException {
            p.writeStructBegin(S);
            return this;
        }

        Raw end() throws TException {
            p.writeFieldStop();
            p.writeStructEnd();
            return this;
        }

        Raw field(byte type, int id) throws TException {
            p.writeFieldBegin(new TField("", type, (short) id));
            return this;
        }

        Raw i32(int id, int v) throws TException {
            field(TType.I32, id);
            p.writeI32(v);
            return this;
        }

        Raw i64(int id, long v) throws TException {
            field(TType.I64, id);
            p.writeI64(v);
            return this;
        }

        Raw string(int id, String v) throws TException {
            field(TType.STRING, id);
            p.writeString(v);
            return this;
        }

        /** Unknown fields of every wire type, including a nested struct and lists. */
        Raw unknownFields(int firstId) throws TException {
            int id = firstId;
            field(TType.BOOL, id++);
            p.writeBool(true);
            field(TType.BOOL, id++);
            p.writeBool(false);
            field(TType.BYTE, id++);
            p.writeByte((byte) -7);
            field(TType.I16, id++);
            p.writeI16((short) 30000);
            i32(id++, -123456);
            i64(id++, Long.MIN_VALUE);
            field(TType.DOUBLE, id++);
            p.writeDouble(Math.PI);
            field(TType.STRING, id++);
            p.writeBinary(ByteBuffer.wrap(new byte[] {0, 1, 2, (byte) 0xFF}));
            field(TType.STRUCT, id++);
            begin();
            string(1, "nested");
            field(TType.STRUCT, 2);
            begin().i32(1, 5).field(TType.BOOL, 2);
            p.writeBool(true);
            end();
            field(TType.LIST, 3);
            p.writeListBegin(new TList(TType.STRUCT, 2));
            begin().i64(1, 9).end();
            begin().end();
            end();
            field(TType.LIST, id++);
            p.writeListBegin(new TList(TType.I32, 3));
            p.writeI32(1);
            p.writeI32(2);
            p.writeI32(3);
            field(TType.LIST, id++);
            p.writeListBegin(new TList(TType.BOOL, 2));
            p.writeBool(true);
            p.writeBool(false);
            field(TType.SET, id++);
            p.writeSetBegin(new TSet(TType.STRING, 2));
            p.writeString("x");
            p.writeString("y");
            field(TType.MAP, id++);
            p.writeMapBegin(new TMap(TType.STRING, TType.I64, 1));
            p.writeString("k");
            p.writeI64(1);
            field(TType.MAP, id++);
            p.writeMapBegin(new TMap(TType.STRING, TType.I64, 0));
            // a huge jump in field id, written in the long form
            i32(30000, 1);
            return this;
        }

        byte[] bytes() {
            return Arrays.copyOf(buf.getArray(), buf.length());
        }
    }

    static FileMetaData readFile(byte[] b) {
        return new ThriftReader(b, 0, b.length).readFileMetaData();
    }

    private static ParquetException fileFails(byte[] b) {
        return assertThrows(ParquetException.class, () -> readFile(b));
    }

    /** A FileMetaData with one schema element whose fields the caller writes. */
    interface ElementBody {
        void write(Raw r) throws TException;
    }

    static byte[] fileWithElement(ElementBody body) throws TException {
        Raw r = new Raw().begin().i32(1, 1);
        r.field(TType.LIST, 2);
        r.p.writeListBegin(new TList(TType.STRUCT, 1));
        r.begin();
        body.write(r);
        r.end();
        r.i64(3, 0);
        r.field(TType.LIST, 4);
        r.p.writeListBegin(new TList(TType.STRUCT, 0));
        return r.end().bytes();
    }

    @Test
    void unknownFieldsOfEveryWireTypeAreSkipped() throws TException {
        Raw r = new Raw().begin();
        r.unknownFields(100);
        r.i32(1, 2);
        r.field(TType.LIST, 2);
        r.p.writeListBegin(new TList(TType.STRUCT, 1));
        r.begin().unknownFields(20).string(4, "root").i32(5, 0);
        r.field(TType.STRUCT, 10); // logicalType with unknown fields inside a known member
        r.begin().field(TType.STRUCT, 1).begin().unknownFields(1).end().end();
        r.end();
        r.i64(3, 77);
        r.field(TType.LIST, 4);
        r.p.writeListBegin(new TList(TType.STRUCT, 0));
        r.unknownFields(200);
        r.string(6, "me");
        r.end();
        byte[] b = r.bytes();
        ThriftReader reader = new ThriftReader(b, 0, b.length);
        FileMetaData m = reader.readFileMetaData();
        assertEquals(b.length, reader.position());
        assertEquals(new FileMetaData(2, List.of(new SchemaElement(null, null, null, "root", 0, null, null, null, null,
                new LogicalType.StringType())), 77, List.of(), null, "me", null, null, null), m);
    }

    @Test
    void unknownLogicalTypeMemberBecomesUnknown() throws TException {
        byte[] b = fileWithElement(r -> {
            r.string(4, "v");
            r.field(TType.STRUCT, 10);
            r.begin().field(TType.STRUCT, 19).begin().i32(1, 3).end().end(); // e.g. VECTOR, with content
            r.i32(9, 5);
        });
        SchemaElement e = readFile(b).schema().get(0);
        assertEquals(new LogicalType.Unknown(19), e.logicalType());
        assertEquals(5, e.fieldId());
    }

    @Test
    void unknownTimeUnitAndEdgeAlgorithmMakeTheAnnotationUnknown() throws TException {
        byte[] b = fileWithElement(r -> {
            r.string(4, "t");
            r.field(TType.STRUCT, 10).begin().field(TType.STRUCT, 8).begin();
            r.field(TType.BOOL, 1);
            r.p.writeBool(true);
            r.field(TType.STRUCT, 2).begin().field(TType.STRUCT, 4).begin().end().end(); // unit member 4
            r.end().end();
        });
        assertEquals(new LogicalType.Unknown(8), readFile(b).schema().get(0).logicalType());
        byte[] g = fileWithElement(r -> {
            r.string(4, "g");
            r.field(TType.STRUCT, 10).begin().field(TType.STRUCT, 18).begin().i32(2, 99).end().end();
        });
        assertEquals(new LogicalType.Unknown(18), readFile(g).schema().get(0).logicalType());
    }

    @Test
    void unknownEnumValuesAreDroppedOrNull() throws TException {
        byte[] b = fileWithElement(r -> r.string(4, "c").i32(6, 99));
        assertNull(readFile(b).schema().get(0).convertedType());

        Raw cmd = new Raw().begin().i32(1, 1);
        cmd.field(TType.LIST, 2);
        cmd.p.writeListBegin(new TList(TType.I32, 3));
        cmd.p.writeI32(0);
        cmd.p.writeI32(1); // GROUP_VAR_INT, never used
        cmd.p.writeI32(55);
        cmd.field(TType.LIST, 3);
        cmd.p.writeListBegin(new TList(TType.STRING, 1));
        cmd.p.writeString("x");
        cmd.i32(4, 0).i64(5, 1).i64(6, 2).i64(7, 3).i64(9, 4);
        byte[] c = cmd.end().bytes();
        assertEquals(List.of(Encoding.PLAIN), new ThriftReader(c, 0, c.length).readColumnMetaData().encodings());

        Raw ph = new Raw().begin().i32(1, 0).i32(2, 1).i32(3, 1);
        ph.field(TType.STRUCT, 5).begin().i32(1, 1).i32(2, 77).i32(3, 3).i32(4, 3).end();
        byte[] h = ph.end().bytes();
        DataPageHeader d = new ThriftReader(h, 0, h.length).readPageHeader().dataPageHeader();
        assertNull(d.encoding());
        assertEquals(Encoding.RLE, d.definitionLevelEncoding());

        Raw ci = new Raw().begin();
        ci.field(TType.LIST, 1);
        ci.p.writeListBegin(new TList(TType.BOOL, 0));
        ci.field(TType.LIST, 2);
        ci.p.writeListBegin(new TList(TType.STRING, 0));
        ci.field(TType.LIST, 3);
        ci.p.writeListBegin(new TList(TType.STRING, 0));
        ci.i32(4, 5);
        byte[] x = ci.end().bytes();
        assertNull(new ThriftReader(x, 0, x.length).readColumnIndex().boundaryOrder());
    }

    @Test
    void invalidPhysicalTypeNamesTheElement() throws TException {
        byte[] b = fileWithElement(r -> r.i32(1, -1).string(4, "x"));
        ParquetException e = fileFails(b);
        assertTrue(e.getMessage().contains("invalid physical type id -1 in SchemaElement 'x'"), e.getMessage());
        byte[] rep = fileWithElement(r -> r.i32(3, 3).string(4, "vec"));
        assertTrue(fileFails(rep).getMessage().contains("invalid repetition type id 3 in SchemaElement 'vec'"));
    }

    @Test
    void invalidPageTypeAndCodecFail() throws TException {
        byte[] h = new Raw().begin().i32(1, 9).i32(2, 1).i32(3, 1).end().bytes();
        ParquetException e = assertThrows(ParquetException.class, () -> new ThriftReader(h, 0, h.length).readPageHeader());
        assertTrue(e.getMessage().contains("invalid PageType id 9 in PageHeader.type"), e.getMessage());

        Raw cmd = new Raw().begin().i32(1, 1);
        cmd.field(TType.LIST, 2);
        cmd.p.writeListBegin(new TList(TType.I32, 0));
        cmd.field(TType.LIST, 3);
        cmd.p.writeListBegin(new TList(TType.STRING, 2));
        cmd.p.writeString("a");
        cmd.p.writeString("b");
        cmd.i32(4, 42).i64(5, 1).i64(6, 2).i64(7, 3).i64(9, 4);
        byte[] c = cmd.end().bytes();
        e = assertThrows(ParquetException.class, () -> new ThriftReader(c, 0, c.length).readColumnMetaData());
        assertTrue(e.getMessage().contains("invalid CompressionCodec id 42 in ColumnMetaData.codec of column a.b"),
                e.getMessage());
    }

    @Test
    void missingRequiredFieldsAreNamed() throws TException {
        byte[] noName = fileWithElement(r -> r.i32(1, 1));
        assertTrue(fileFails(noName).getMessage().contains("required field SchemaElement.name is missing"));
        byte[] noRows = new Raw().begin().i32(1, 1).end().bytes();
        assertTrue(fileFails(noRows).getMessage().contains("required field FileMetaData.schema is missing"));
        byte[] ph = new Raw().begin().i32(1, 0).i32(3, 5).end().bytes();
        ParquetException e = assertThrows(ParquetException.class, () -> new ThriftReader(ph, 0, ph.length).readPageHeader());
        assertTrue(e.getMessage().contains("PageHeader.uncompressed_page_size"), e.getMessage());
    }

    @Test
    void wrongWireTypeOfOptionalFieldIsSkipped() throws TException {
        // as in dict-page-offset-zero.parquet, whose writer used field 15 of ColumnMetaData for a list
        Raw cmd = new Raw().begin().i32(1, 1);
        cmd.field(TType.LIST, 2);
        cmd.p.writeListBegin(new TList(TType.I16, 1)); // i16 elements where i32 are expected still read
        cmd.p.writeI16((short) 8);
        cmd.field(TType.LIST, 3);
        cmd.p.writeListBegin(new TList(TType.STRING, 1));
        cmd.p.writeString("x");
        cmd.i32(4, 1).i64(5, 1).i64(6, 2).i64(7, 3).i64(9, 4);
        cmd.field(TType.LIST, 15);
        cmd.p.writeListBegin(new TList(TType.STRUCT, 1));
        cmd.begin().i32(1, 1).end();
        cmd.string(16, "not a struct");
        cmd.i64(14, 77);
        byte[] c = cmd.end().bytes();
        ColumnMetaData m = new ThriftReader(c, 0, c.length).readColumnMetaData();
        assertEquals(new ColumnMetaData(Type.INT32, List.of(Encoding.RLE_DICTIONARY), List.of("x"),
                io.parquetry.base.Compression.SNAPPY, 1, 2, 3, null, 4, null, null, null, null, 77L, null, null, null), m);
    }

    @Test
    void wrongWireTypeOfRequiredFieldFails() throws TException {
        byte[] b = new Raw().begin().string(1, "one").end().bytes();
        assertTrue(fileFails(b).getMessage().contains("required field FileMetaData.version is missing"));
        byte[] list = fileWithElement(r -> r.field(TType.LIST, 4));
        assertThrows(ParquetException.class, () -> readFile(list));
    }

    @Test
    void everyTruncationFailsCleanly() {
        byte[] full = ThriftWriter.toBytes(Samples.fullFileMetaData());
        for (int len = 0; len < full.length; len++) {
            int n = len;
            // truncated view of a larger array, and an array that really ends there
            assertThrows(ParquetException.class, () -> new ThriftReader(full, 0, n).readFileMetaData(), "length " + n);
            byte[] cut = Arrays.copyOf(full, n);
            assertThrows(ParquetException.class, () -> readFile(cut), "length " + n);
        }
    }

    @Test
    void randomCorruptionNeverEscapesAsAnotherException() {
        byte[] full = ThriftWriter.toBytes(Samples.fullFileMetaData());
        Random rnd = new Random(42);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int iter = 0; iter < 100_000; iter++) {
                byte[] b = full.clone();
                int flips = 1 + rnd.nextInt(4);
                for (int k = 0; k < flips; k++) {
                    b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
                }
                int len = rnd.nextInt(10) == 0 ? rnd.nextInt(b.length) : b.length;
                try {
                    new ThriftReader(b, 0, len).readFileMetaData();
                } catch (ParquetException expected) {
                    // fine
                } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                    fail("iteration " + iter + ": " + e, e);
                }
            }
        });
    }

    @Test
    void depthBombFails() {
        // unknown field 15 of FileMetaData is a struct whose field 1 is a struct whose field 1 ...
        byte[] bomb = new byte[200_000];
        Arrays.fill(bomb, (byte) 0x1C);
        bomb[0] = (byte) 0xFC;
        ParquetException e = fileFails(bomb);
        assertTrue(e.getMessage().contains("depth"), e.getMessage());
        // same through the other readers
        assertThrows(ParquetException.class, () -> new ThriftReader(bomb, 0, bomb.length).readPageHeader());
        assertThrows(ParquetException.class, () -> new ThriftReader(bomb, 0, bomb.length).readColumnIndex());
    }

    @Test
    void nestingWithinTheLimitIsFine() throws TException {
        Raw r = new Raw().begin().i32(1, 1);
        r.field(TType.STRUCT, 50);
        for (int i = 0; i < 40; i++) {
            r.begin().field(TType.STRUCT, 1);
        }
        r.begin().i32(2, 7).end();
        for (int i = 0; i < 40; i++) {
            r.end();
        }
        r.field(TType.LIST, 2);
        r.p.writeListBegin(new TList(TType.STRUCT, 1));
        r.begin().string(4, "m").end();
        r.i64(3, 0);
        r.field(TType.LIST, 4);
        r.p.writeListBegin(new TList(TType.STRUCT, 0));
        byte[] b = r.end().bytes();
        assertEquals(Samples.minimalFileMetaData(), readFile(b));
        // and a lower limit rejects the same input
        assertThrows(ParquetException.class,
                () -> new ThriftReader(b, 0, b.length, ThriftLimits.DEFAULT.withMaxDepth(20)).readFileMetaData());
    }

    @Test
    void hugeListHeaderFailsFast() {
        // field 2 (schema) is a list of 2^30 structs, in a 20-byte buffer
        byte[] b = new byte[20];
        int i = 0;
        b[i++] = 0x29;
        b[i++] = (byte) 0xFC;
        for (int v : new int[] {0x80, 0x80, 0x80, 0x80, 0x04}) {
            b[i++] = (byte) v;
        }
        assertTimeoutPreemptively(Duration.ofSeconds(1), () -> {
            ParquetException e = fileFails(b);
            assertTrue(e.getMessage().contains("1073741824"), e.getMessage());
            // same as an unknown field: skipping must not loop 2^30 times either
            byte[] u = b.clone();
            u[0] = (byte) 0xF9; // field 15, list
            fileFails(u);
        });
    }

    @Test
    void hugeAndNegativeLengthsFail() {
        // created_by (field 6) claiming 2^30 bytes, then -1 bytes
        byte[] big = {0x68, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04, 0, 0, 0};
        fileFails(big);
        byte[] neg = {0x68, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F, 0, 0, 0};
        fileFails(neg);
        // footer_signing_key_metadata (field 9, binary path)
        byte[] bin = {(byte) 0x98, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F, 0, 0, 0};
        fileFails(bin);
        // a negative list size
        byte[] list = {0x29, (byte) 0xFC, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F, 0, 0};
        fileFails(list);
        // limits below the input size are enforced too
        byte[] ok = ThriftWriter.toBytes(Samples.fullFileMetaData());
        assertThrows(ParquetException.class,
                () -> new ThriftReader(ok, 0, ok.length, ThriftLimits.DEFAULT.withMaxStringLength(5)).readFileMetaData());
        assertThrows(ParquetException.class,
                () -> new ThriftReader(ok, 0, ok.length, ThriftLimits.DEFAULT.withMaxListSize(2)).readFileMetaData());
    }

    @Test
    void endlessVarintAtTheEndOfTheArrayFails() {
        // version (field 1, i32) whose varint never ends, up to the end of the array
        for (int n = 2; n < 16; n++) {
            byte[] b = new byte[n];
            Arrays.fill(b, (byte) 0xFF);
            b[0] = 0x15;
            fileFails(b);
        }
    }

    @Test
    void badArgumentsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new ThriftReader(new byte[4], 2, 3));
        assertThrows(IllegalArgumentException.class, () -> ThriftLimits.DEFAULT.withMaxDepth(0));
    }
}
