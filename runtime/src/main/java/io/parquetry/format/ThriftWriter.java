package io.parquetry.format;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TTransport;

/**
 * Encodes the records of this package with the Thrift compact protocol, appending to a
 * {@link BytesBuilder}. {@code null} optional fields are left out; a {@code null} required field
 * is a {@link ParquetException}. Union members this version does not know are written back as an
 * empty struct under their field id, except {@link LogicalType.Unknown} (the annotation is left
 * out, as its content is lost) and {@link EncryptionAlgorithm.Unknown} (cannot be written).
 */
public final class ThriftWriter {
    private static final TStruct STRUCT = new TStruct("");
    private static final int MAX_CACHED_ID = 20;
    // writeFieldBegin only looks at type and id: one shared TField per (type, id)
    private static final TField[][] FIELDS = new TField[TType.LIST + 1][MAX_CACHED_ID + 1];

    static {
        byte[] types = {TType.BOOL, TType.BYTE, TType.DOUBLE, TType.I16, TType.I32, TType.I64, TType.STRING,
            TType.STRUCT, TType.LIST};
        for (byte t : types) {
            for (short id = 0; id <= MAX_CACHED_ID; id++) {
                FIELDS[t][id] = new TField("", t, id);
            }
        }
    }

    private final TCompactProtocol p;

    private ThriftWriter(BytesBuilder out) {
        this.p = new TCompactProtocol(new OutTransport(out));
    }

    /** Appends the encoded {@code FileMetaData}. */
    public static void write(FileMetaData v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.fileMetaData(v);
        } catch (TException e) {
            throw fail("FileMetaData", e);
        }
    }

    /** Appends the encoded {@code PageHeader}. */
    public static void write(PageHeader v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.pageHeader(v);
        } catch (TException e) {
            throw fail("PageHeader", e);
        }
    }

    /** Appends the encoded {@code ColumnIndex}. */
    public static void write(ColumnIndex v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.columnIndex(v);
        } catch (TException e) {
            throw fail("ColumnIndex", e);
        }
    }

    /** Appends the encoded {@code OffsetIndex}. */
    public static void write(OffsetIndex v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.offsetIndex(v);
        } catch (TException e) {
            throw fail("OffsetIndex", e);
        }
    }

    /** Appends the encoded {@code BloomFilterHeader}. */
    public static void write(BloomFilterHeader v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.bloomFilterHeader(v);
        } catch (TException e) {
            throw fail("BloomFilterHeader", e);
        }
    }

    /** Appends the encoded {@code ColumnMetaData}. */
    public static void write(ColumnMetaData v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.columnMetaData(v);
        } catch (TException e) {
            throw fail("ColumnMetaData", e);
        }
    }

    /** Appends the encoded {@code FileCryptoMetaData}. */
    public static void write(FileCryptoMetaData v, BytesBuilder out) {
        ThriftWriter w = new ThriftWriter(out);
        try {
            w.fileCryptoMetaData(v);
        } catch (TException e) {
            throw fail("FileCryptoMetaData", e);
        }
    }

    /** The encoded {@code FileMetaData}. */
    public static byte[] toBytes(FileMetaData v) {
        BytesBuilder b = new BytesBuilder(1024);
        write(v, b);
        return b.toByteArray();
    }

    /** The encoded {@code PageHeader}. */
    public static byte[] toBytes(PageHeader v) {
        BytesBuilder b = new BytesBuilder(64);
        write(v, b);
        return b.toByteArray();
    }

    /** The encoded {@code ColumnIndex}. */
    public static byte[] toBytes(ColumnIndex v) {
        BytesBuilder b = new BytesBuilder(256);
        write(v, b);
        return b.toByteArray();
    }

    /** The encoded {@code OffsetIndex}. */
    public static byte[] toBytes(OffsetIndex v) {
        BytesBuilder b = new BytesBuilder(256);
        write(v, b);
        return b.toByteArray();
    }

    /** The encoded {@code BloomFilterHeader}. */
    public static byte[] toBytes(BloomFilterHeader v) {
        BytesBuilder b = new BytesBuilder(32);
        write(v, b);
        return b.toByteArray();
    }

    /** The encoded {@code ColumnMetaData}. */
    public static byte[] toBytes(ColumnMetaData v) {
        BytesBuilder b = new BytesBuilder(256);
        write(v, b);
        return b.toByteArray();
    }

    /** The encoded {@code FileCryptoMetaData}. */
    public static byte[] toBytes(FileCryptoMetaData v) {
        BytesBuilder b = new BytesBuilder(64);
        write(v, b);
        return b.toByteArray();
    }

    private static ParquetException fail(String what, TException e) {
        return new ParquetException("cannot encode " + what + ": " + e.getMessage(), e);
    }

    // ---- structs ----

    private void fileMetaData(FileMetaData m) throws TException {
        begin();
        i32(1, m.version());
        List<SchemaElement> schema = required(m.schema(), "FileMetaData", "schema");
        listBegin(2, TType.STRUCT, schema.size());
        for (SchemaElement e : schema) {
            schemaElement(e);
        }
        i64(3, m.numRows());
        List<RowGroup> rowGroups = required(m.rowGroups(), "FileMetaData", "row_groups");
        listBegin(4, TType.STRUCT, rowGroups.size());
        for (RowGroup g : rowGroups) {
            rowGroup(g);
        }
        keyValues(5, m.keyValueMetadata());
        string(6, m.createdBy());
        if (m.columnOrders() != null) {
            listBegin(7, TType.STRUCT, m.columnOrders().size());
            for (ColumnOrder o : m.columnOrders()) {
                begin();
                emptyStructField(o.fieldId());
                end();
            }
        }
        if (m.encryptionAlgorithm() != null) {
            structField(8);
            encryptionAlgorithm(m.encryptionAlgorithm());
        }
        binary(9, m.footerSigningKeyMetadata());
        end();
    }

    private void schemaElement(SchemaElement e) throws TException {
        begin();
        if (e.type() != null) {
            i32(1, e.type().id());
        }
        i32(2, e.typeLength());
        if (e.repetitionType() != null) {
            i32(3, e.repetitionType().id());
        }
        string(4, required(e.name(), "SchemaElement", "name"));
        i32(5, e.numChildren());
        if (e.convertedType() != null) {
            i32(6, e.convertedType().id());
        }
        i32(7, e.scale());
        i32(8, e.precision());
        i32(9, e.fieldId());
        if (e.logicalType() != null && !(e.logicalType() instanceof LogicalType.Unknown)) {
            structField(10);
            logicalType(e.logicalType());
        }
        end();
    }

    private void logicalType(LogicalType t) throws TException {
        begin();
        structField(t.fieldId());
        begin();
        if (t instanceof LogicalType.DecimalType d) {
            i32(1, d.scale());
            i32(2, d.precision());
        } else if (t instanceof LogicalType.TimeType tt) {
            timeFields(tt.isAdjustedToUTC(), tt.unit());
        } else if (t instanceof LogicalType.TimestampType ts) {
            timeFields(ts.isAdjustedToUTC(), ts.unit());
        } else if (t instanceof LogicalType.IntType it) {
            field(TType.BYTE, 1);
            p.writeByte((byte) it.bitWidth());
            bool(2, it.isSigned());
        } else if (t instanceof LogicalType.VariantType v) {
            if (v.specificationVersion() != null) {
                field(TType.BYTE, 1);
                p.writeByte(v.specificationVersion().byteValue());
            }
        } else if (t instanceof LogicalType.GeometryType g) {
            string(1, g.crs());
        } else if (t instanceof LogicalType.GeographyType g) {
            string(1, g.crs());
            if (g.algorithm() != null) {
                i32(2, g.algorithm().id());
            }
        }
        // the other members have no content
        end();
        end();
    }

    private void timeFields(boolean utc, TimeUnit unit) throws TException {
        bool(1, utc);
        structField(2);
        begin();
        emptyStructField(switch (required(unit, "TimeType", "unit")) {
            case MILLIS -> 1;
            case MICROS -> 2;
            case NANOS -> 3;
        });
        end();
    }

    private void rowGroup(RowGroup g) throws TException {
        begin();
        List<ColumnChunk> columns = required(g.columns(), "RowGroup", "columns");
        listBegin(1, TType.STRUCT, columns.size());
        for (ColumnChunk c : columns) {
            columnChunk(c);
        }
        i64(2, g.totalByteSize());
        i64(3, g.numRows());
        if (g.sortingColumns() != null) {
            listBegin(4, TType.STRUCT, g.sortingColumns().size());
            for (SortingColumn s : g.sortingColumns()) {
                begin();
                i32(1, s.columnIdx());
                bool(2, s.descending());
                bool(3, s.nullsFirst());
                end();
            }
        }
        i64(5, g.fileOffset());
        i64(6, g.totalCompressedSize());
        if (g.ordinal() != null) {
            field(TType.I16, 7);
            p.writeI16(g.ordinal());
        }
        end();
    }

    private void columnChunk(ColumnChunk c) throws TException {
        begin();
        string(1, c.filePath());
        i64(2, c.fileOffset());
        if (c.metaData() != null) {
            structField(3);
            columnMetaData(c.metaData());
        }
        i64(4, c.offsetIndexOffset());
        i32(5, c.offsetIndexLength());
        i64(6, c.columnIndexOffset());
        i32(7, c.columnIndexLength());
        if (c.cryptoMetadata() != null) {
            structField(8);
            begin();
            ColumnCryptoMetaData crypto = c.cryptoMetadata();
            if (crypto instanceof EncryptionWithColumnKey k) {
                structField(2);
                begin();
                strings(1, required(k.pathInSchema(), "EncryptionWithColumnKey", "path_in_schema"));
                binary(2, k.keyMetadata());
                end();
            } else {
                emptyStructField(crypto.fieldId());
            }
            end();
        }
        binary(9, c.encryptedColumnMetadata());
        end();
    }

    private void columnMetaData(ColumnMetaData m) throws TException {
        begin();
        i32(1, required(m.type(), "ColumnMetaData", "type").id());
        List<Encoding> encodings = required(m.encodings(), "ColumnMetaData", "encodings");
        listBegin(2, TType.I32, encodings.size());
        for (Encoding e : encodings) {
            p.writeI32(e.id());
        }
        strings(3, required(m.pathInSchema(), "ColumnMetaData", "path_in_schema"));
        i32(4, required(m.codec(), "ColumnMetaData", "codec").thriftId());
        i64(5, m.numValues());
        i64(6, m.totalUncompressedSize());
        i64(7, m.totalCompressedSize());
        keyValues(8, m.keyValueMetadata());
        i64(9, m.dataPageOffset());
        i64(10, m.indexPageOffset());
        i64(11, m.dictionaryPageOffset());
        statistics(12, m.statistics());
        if (m.encodingStats() != null) {
            listBegin(13, TType.STRUCT, m.encodingStats().size());
            for (PageEncodingStats s : m.encodingStats()) {
                begin();
                i32(1, required(s.pageType(), "PageEncodingStats", "page_type").id());
                i32(2, required(s.encoding(), "PageEncodingStats", "encoding").id());
                i32(3, s.count());
                end();
            }
        }
        i64(14, m.bloomFilterOffset());
        i32(15, m.bloomFilterLength());
        SizeStatistics ss = m.sizeStatistics();
        if (ss != null) {
            structField(16);
            begin();
            i64(1, ss.unencodedByteArrayDataBytes());
            longs(2, ss.repetitionLevelHistogram());
            longs(3, ss.definitionLevelHistogram());
            end();
        }
        GeospatialStatistics gs = m.geospatialStatistics();
        if (gs != null) {
            structField(17);
            begin();
            BoundingBox b = gs.bbox();
            if (b != null) {
                structField(1);
                begin();
                dbl(1, b.xmin());
                dbl(2, b.xmax());
                dbl(3, b.ymin());
                dbl(4, b.ymax());
                dbl(5, b.zmin());
                dbl(6, b.zmax());
                dbl(7, b.mmin());
                dbl(8, b.mmax());
                end();
            }
            if (gs.geospatialTypes() != null) {
                listBegin(2, TType.I32, gs.geospatialTypes().length);
                for (int t : gs.geospatialTypes()) {
                    p.writeI32(t);
                }
            }
            end();
        }
        end();
    }

    private void statistics(int id, Statistics s) throws TException {
        if (s == null) {
            return;
        }
        structField(id);
        begin();
        binary(1, s.max());
        binary(2, s.min());
        i64(3, s.nullCount());
        i64(4, s.distinctCount());
        binary(5, s.maxValue());
        binary(6, s.minValue());
        bool(7, s.isMaxValueExact());
        bool(8, s.isMinValueExact());
        i64(9, s.nanCount());
        end();
    }

    private void pageHeader(PageHeader h) throws TException {
        begin();
        i32(1, required(h.type(), "PageHeader", "type").id());
        i32(2, h.uncompressedPageSize());
        i32(3, h.compressedPageSize());
        i32(4, h.crc());
        DataPageHeader d = h.dataPageHeader();
        if (d != null) {
            structField(5);
            begin();
            i32(1, d.numValues());
            i32(2, required(d.encoding(), "DataPageHeader", "encoding").id());
            i32(3, required(d.definitionLevelEncoding(), "DataPageHeader", "definition_level_encoding").id());
            i32(4, required(d.repetitionLevelEncoding(), "DataPageHeader", "repetition_level_encoding").id());
            statistics(5, d.statistics());
            end();
        }
        if (h.indexPageHeader() != null) {
            emptyStructField(6);
        }
        DictionaryPageHeader dict = h.dictionaryPageHeader();
        if (dict != null) {
            structField(7);
            begin();
            i32(1, dict.numValues());
            i32(2, required(dict.encoding(), "DictionaryPageHeader", "encoding").id());
            bool(3, dict.isSorted());
            end();
        }
        DataPageHeaderV2 v2 = h.dataPageHeaderV2();
        if (v2 != null) {
            structField(8);
            begin();
            i32(1, v2.numValues());
            i32(2, v2.numNulls());
            i32(3, v2.numRows());
            i32(4, required(v2.encoding(), "DataPageHeaderV2", "encoding").id());
            i32(5, v2.definitionLevelsByteLength());
            i32(6, v2.repetitionLevelsByteLength());
            bool(7, v2.isCompressed());
            statistics(8, v2.statistics());
            end();
        }
        end();
    }

    private void columnIndex(ColumnIndex c) throws TException {
        begin();
        boolean[] nullPages = required(c.nullPages(), "ColumnIndex", "null_pages");
        listBegin(1, TType.BOOL, nullPages.length);
        for (boolean b : nullPages) {
            p.writeBool(b);
        }
        binaries(2, required(c.minValues(), "ColumnIndex", "min_values"));
        binaries(3, required(c.maxValues(), "ColumnIndex", "max_values"));
        i32(4, required(c.boundaryOrder(), "ColumnIndex", "boundary_order").id());
        longs(5, c.nullCounts());
        longs(6, c.repetitionLevelHistograms());
        longs(7, c.definitionLevelHistograms());
        longs(8, c.nanCounts());
        end();
    }

    private void offsetIndex(OffsetIndex o) throws TException {
        begin();
        List<PageLocation> locations = required(o.pageLocations(), "OffsetIndex", "page_locations");
        listBegin(1, TType.STRUCT, locations.size());
        for (PageLocation l : locations) {
            begin();
            i64(1, l.offset());
            i32(2, l.compressedPageSize());
            i64(3, l.firstRowIndex());
            end();
        }
        longs(2, o.unencodedByteArrayDataBytes());
        end();
    }

    private void bloomFilterHeader(BloomFilterHeader h) throws TException {
        begin();
        i32(1, h.numBytes());
        unionOfEmpty(2, required(h.algorithm(), "BloomFilterHeader", "algorithm").fieldId());
        unionOfEmpty(3, required(h.hash(), "BloomFilterHeader", "hash").fieldId());
        unionOfEmpty(4, required(h.compression(), "BloomFilterHeader", "compression").fieldId());
        end();
    }

    private void fileCryptoMetaData(FileCryptoMetaData m) throws TException {
        begin();
        structField(1);
        encryptionAlgorithm(required(m.encryptionAlgorithm(), "FileCryptoMetaData", "encryption_algorithm"));
        binary(2, m.keyMetadata());
        end();
    }

    private void encryptionAlgorithm(EncryptionAlgorithm a) throws TException {
        begin();
        if (a instanceof AesGcmV1 g) {
            aes(1, g.aadPrefix(), g.aadFileUnique(), g.supplyAadPrefix());
        } else if (a instanceof AesGcmCtrV1 g) {
            aes(2, g.aadPrefix(), g.aadFileUnique(), g.supplyAadPrefix());
        } else {
            throw new ParquetException("cannot write EncryptionAlgorithm member " + a.fieldId()
                    + " unknown to this version");
        }
        end();
    }

    private void aes(int id, byte[] prefix, byte[] unique, Boolean supply) throws TException {
        structField(id);
        begin();
        binary(1, prefix);
        binary(2, unique);
        bool(3, supply);
        end();
    }

    // ---- helpers ----

    private void unionOfEmpty(int id, int memberId) throws TException {
        structField(id);
        begin();
        emptyStructField(memberId);
        end();
    }

    private void emptyStructField(int id) throws TException {
        structField(id);
        begin();
        end();
    }

    private void keyValues(int id, List<KeyValue> kvs) throws TException {
        if (kvs == null) {
            return;
        }
        listBegin(id, TType.STRUCT, kvs.size());
        for (KeyValue kv : kvs) {
            begin();
            string(1, required(kv.key(), "KeyValue", "key"));
            string(2, kv.value());
            end();
        }
    }

    private void strings(int id, List<String> values) throws TException {
        listBegin(id, TType.STRING, values.size());
        for (String s : values) {
            p.writeString(s);
        }
    }

    private void binaries(int id, List<byte[]> values) throws TException {
        listBegin(id, TType.STRING, values.size());
        for (byte[] b : values) {
            p.writeBinary(ByteBuffer.wrap(b));
        }
    }

    private void longs(int id, long[] values) throws TException {
        if (values == null) {
            return;
        }
        listBegin(id, TType.I64, values.length);
        for (long v : values) {
            p.writeI64(v);
        }
    }

    private void listBegin(int id, byte elementType, int size) throws TException {
        field(TType.LIST, id);
        p.writeListBegin(new TList(elementType, size));
    }

    private void begin() throws TException {
        p.writeStructBegin(STRUCT);
    }

    private void end() throws TException {
        p.writeFieldStop();
        p.writeStructEnd();
    }

    private void structField(int id) throws TException {
        field(TType.STRUCT, id);
    }

    private void field(byte type, int id) throws TException {
        p.writeFieldBegin(id >= 0 && id <= MAX_CACHED_ID ? FIELDS[type][id] : new TField("", type, (short) id));
    }

    private void i32(int id, int v) throws TException {
        field(TType.I32, id);
        p.writeI32(v);
    }

    private void i32(int id, Integer v) throws TException {
        if (v != null) {
            i32(id, v.intValue());
        }
    }

    private void i64(int id, long v) throws TException {
        field(TType.I64, id);
        p.writeI64(v);
    }

    private void i64(int id, Long v) throws TException {
        if (v != null) {
            i64(id, v.longValue());
        }
    }

    private void dbl(int id, double v) throws TException {
        field(TType.DOUBLE, id);
        p.writeDouble(v);
    }

    private void dbl(int id, Double v) throws TException {
        if (v != null) {
            dbl(id, v.doubleValue());
        }
    }

    private void bool(int id, boolean v) throws TException {
        field(TType.BOOL, id);
        p.writeBool(v);
    }

    private void bool(int id, Boolean v) throws TException {
        if (v != null) {
            bool(id, v.booleanValue());
        }
    }

    private void string(int id, String v) throws TException {
        if (v != null) {
            field(TType.STRING, id);
            p.writeString(v);
        }
    }

    private void binary(int id, byte[] v) throws TException {
        if (v != null) {
            field(TType.STRING, id);
            p.writeBinary(ByteBuffer.wrap(v));
        }
    }

    private static <T> T required(T value, String struct, String field) {
        if (value == null) {
            throw new ParquetException("cannot write " + struct + ": required field " + field + " is null");
        }
        return value;
    }

    /** A write-only transport appending to a {@link BytesBuilder}. */
    private static final class OutTransport extends TTransport {
        private final BytesBuilder out;

        OutTransport(BytesBuilder out) {
            this.out = out;
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void open() {
        }

        @Override
        public void close() {
        }

        @Override
        public int read(byte[] buf, int off, int len) {
            throw new UnsupportedOperationException("write-only transport");
        }

        @Override
        public void write(byte[] buf, int off, int len) {
            out.writeBytes(buf, off, len);
        }

        @Override
        public TConfiguration getConfiguration() {
            return TConfiguration.DEFAULT;
        }

        @Override
        public void updateKnownMessageSize(long size) {
        }

        @Override
        public void checkReadBytesAvailable(long numBytes) {
        }
    }
}
