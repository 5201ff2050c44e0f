package io.parquetry.format;

import io.parquetry.base.BoundaryOrder;
import io.parquetry.base.Encoding;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.bytes.BytesBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ThriftRoundTripTest {

    private static ThriftReader reader(byte[] b) {
        return new ThriftReader(b, 0, b.length);
    }

    @Test
    void fileMetaDataFull() {
        FileMetaData m = Samples.fullFileMetaData();
        byte[] b = ThriftWriter.toBytes(m);
        ThriftReader r = reader(b);
        FileMetaData back = r.readFileMetaData();
        assertEquals(m, back);
        assertEquals(b.length, r.position());
        // every logical type member survived, in order
        for (int i = 0; i < Samples.ALL_LOGICAL_TYPES.size(); i++) {
            assertEquals(Samples.ALL_LOGICAL_TYPES.get(i), back.schema().get(i + 1).logicalType());
        }
        assertArrayEquals(Samples.bytes(4, 5, 6, 7), back.rowGroups().get(0).columns().get(1).encryptedColumnMetadata());
        assertEquals(new ColumnOrder.Unknown(9), back.columnOrders().get(3));
    }

    @Test
    void fileMetaDataMinimal() {
        FileMetaData m = Samples.minimalFileMetaData();
        byte[] b = ThriftWriter.toBytes(m);
        assertEquals(m, reader(b).readFileMetaData());
    }

    @Test
    void equalityIsByContent() {
        // guards the hand-written equals: a single differing byte must be noticed
        FileMetaData a = Samples.fullFileMetaData();
        FileMetaData b = new FileMetaData(a.version(), a.schema(), a.numRows(), a.rowGroups(), a.keyValueMetadata(),
                a.createdBy(), a.columnOrders(), a.encryptionAlgorithm(), Samples.bytes(8, 8, 9));
        assertNotEquals(a, b);
        assertNotEquals(Samples.fullColumnIndex(), new ColumnIndex(new boolean[] {false, true, false},
                List.of(Samples.bytes(1), Samples.bytes(), Samples.bytes(3, 4)),
                List.of(Samples.bytes(2), Samples.bytes(), Samples.bytes(4, 4)), BoundaryOrder.ASCENDING,
                new long[] {0, 5, 1}, new long[] {1, 2, 3, 4, 5, 6}, new long[] {6, 5, 4, 3, 2, 1}, new long[] {0, 0, 9}));
        assertEquals(Samples.fullStatistics(), Samples.fullStatistics());
        assertEquals(Samples.fullStatistics().hashCode(), Samples.fullStatistics().hashCode());
    }

    @Test
    void pageHeadersBackToBackWithBodies() {
        // header, body, header, body ... as in a column chunk: position() finds each body
        BytesBuilder out = new BytesBuilder();
        List<PageHeader> headers = new java.util.ArrayList<>(Samples.fullPageHeaders());
        headers.addAll(Samples.minimalPageHeaders());
        for (int i = 0; i < headers.size(); i++) {
            ThriftWriter.write(headers.get(i), out);
            out.writeByte(0x40 + i); // a one-byte "page body"
        }
        byte[] b = out.toByteArray();
        ThriftReader r = new ThriftReader(b, 0, b.length);
        for (int i = 0; i < headers.size(); i++) {
            assertEquals(headers.get(i), r.readPageHeader());
            int body = r.position();
            assertEquals(0x40 + i, b[body]);
            r = new ThriftReader(b, body + 1, b.length - body - 1);
        }
        assertEquals(b.length, r.position());
    }

    @Test
    void dataPageHeaderV2CompressedDefault() {
        assertEquals(true, new DataPageHeaderV2(0, 0, 0, Encoding.PLAIN, 0, 0, null, null).compressed());
        assertEquals(false, new DataPageHeaderV2(0, 0, 0, Encoding.PLAIN, 0, 0, false, null).compressed());
    }

    @Test
    void columnIndex() {
        for (ColumnIndex c : List.of(Samples.fullColumnIndex(), Samples.minimalColumnIndex())) {
            assertEquals(c, reader(ThriftWriter.toBytes(c)).readColumnIndex());
        }
    }

    @Test
    void offsetIndex() {
        for (OffsetIndex o : List.of(Samples.fullOffsetIndex(), Samples.minimalOffsetIndex())) {
            assertEquals(o, reader(ThriftWriter.toBytes(o)).readOffsetIndex());
        }
    }

    @Test
    void columnMetaData() {
        for (ColumnMetaData c : List.of(Samples.fullColumnMetaData(), Samples.minimalColumnMetaData())) {
            assertEquals(c, reader(ThriftWriter.toBytes(c)).readColumnMetaData());
        }
    }

    @Test
    void fileCryptoMetaData() {
        for (FileCryptoMetaData c : List.of(Samples.fullFileCryptoMetaData(), Samples.minimalFileCryptoMetaData())) {
            assertEquals(c, reader(ThriftWriter.toBytes(c)).readFileCryptoMetaData());
        }
    }

    @Test
    void bloomFilterHeader() {
        BloomFilterHeader h = BloomFilterHeader.splitBlockXxHash(1024);
        byte[] b = ThriftWriter.toBytes(h);
        BloomFilterHeader back = reader(b).readBloomFilterHeader();
        assertEquals(h, back);
        assertEquals(1024, back.numBytes());
        BloomFilterHeader unknown = new BloomFilterHeader(32, new BloomFilterAlgorithm.Unknown(2),
                new BloomFilterHash.Unknown(5), new BloomFilterCompression.Unknown(3));
        assertEquals(unknown, reader(ThriftWriter.toBytes(unknown)).readBloomFilterHeader());
    }

    @Test
    void unknownLogicalTypeIsNotWritten() {
        FileMetaData m = new FileMetaData(1, List.of(Samples.leaf("u", Type.INT32, new LogicalType.Unknown(42))), 0,
                List.of(), null, null, null, null, null);
        FileMetaData back = reader(ThriftWriter.toBytes(m)).readFileMetaData();
        assertNull(back.schema().get(0).logicalType());
        assertEquals(Type.INT32, back.schema().get(0).type());
    }

    @Test
    void nullRequiredFieldIsRejectedOnWrite() {
        FileMetaData m = new FileMetaData(1, null, 0, List.of(), null, null, null, null, null);
        ParquetException e = assertThrows(ParquetException.class, () -> ThriftWriter.toBytes(m));
        assertEquals("cannot write FileMetaData: required field schema is null", e.getMessage());
        FileCryptoMetaData c = new FileCryptoMetaData(new EncryptionAlgorithm.Unknown(3), null);
        assertThrows(ParquetException.class, () -> ThriftWriter.toBytes(c));
    }

    @Test
    void readsAtOffsetWithinLargerArray() {
        byte[] enc = ThriftWriter.toBytes(Samples.fullOffsetIndex());
        byte[] big = new byte[enc.length + 20];
        System.arraycopy(enc, 0, big, 7, enc.length);
        ThriftReader r = new ThriftReader(big, 7, enc.length);
        assertEquals(Samples.fullOffsetIndex(), r.readOffsetIndex());
        assertEquals(7 + enc.length, r.position());
    }
}
