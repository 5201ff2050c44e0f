package io.parquetry.format;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TTransport;
import org.apache.thrift.transport.TTransportException;

/**
 * Decodes Thrift compact-protocol structs of the Parquet format from a byte array straight into
 * the records of this package.
 *
 * <p>Input is untrusted: unknown fields are skipped, every length and element count is checked
 * against the bytes that remain before anything is allocated, nesting is bounded by
 * {@link ThriftLimits#maxDepth()}, and every problem surfaces as a {@link ParquetException} that
 * names the struct and field and the byte offset (relative to {@code off}). Several structs may be
 * read one after the other from the same buffer; {@link #position()} tells where the last one
 * ended. After an exception the position is unspecified.
 *
 * <p>Lists in the returned records are the reader's own {@link ArrayList}s, not copies; binary
 * fields are fresh arrays that do not alias the input.
 */
public final class ThriftReader {
    // Empty-struct members are shared: a footer of 20k chunks should not allocate 20k of each.
    private static final LogicalType STRING = new LogicalType.StringType();
    private static final LogicalType MAP = new LogicalType.MapType();
    private static final LogicalType LIST = new LogicalType.ListType();
    private static final LogicalType ENUM = new LogicalType.EnumType();
    private static final LogicalType DATE = new LogicalType.DateType();
    private static final LogicalType NULL = new LogicalType.NullType();
    private static final LogicalType JSON = new LogicalType.JsonType();
    private static final LogicalType BSON = new LogicalType.BsonType();
    private static final LogicalType UUID = new LogicalType.UuidType();
    private static final LogicalType FLOAT16 = new LogicalType.Float16Type();
    private static final IndexPageHeader INDEX_PAGE_HEADER = new IndexPageHeader();
    private static final EncryptionWithFooterKey FOOTER_KEY = new EncryptionWithFooterKey();

    private final int start;
    private final ThriftLimits limits;
    private final InTransport in;
    private final TCompactProtocol p;
    private int depth;

    /** Reads from {@code buf[off, off + len)} with {@link ThriftLimits#DEFAULT}. */
    public ThriftReader(byte[] buf, int off, int len) {
        this(buf, off, len, ThriftLimits.DEFAULT);
    }

    /** Reads from {@code buf[off, off + len)} with the given limits. */
    public ThriftReader(byte[] buf, int off, int len, ThriftLimits limits) {
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new IllegalArgumentException("range [" + off + ", " + off + " + " + len + ") outside array of "
                    + buf.length + " bytes");
        }
        this.start = off;
        this.limits = limits;
        this.in = new InTransport(buf, off, off + len);
        this.p = new TCompactProtocol(in, limits.maxStringLength(), limits.maxListSize());
    }

    /** Absolute index into the buffer just after the last struct read (initially {@code off}). */
    public int position() {
        return in.pos;
    }

    /** Reads a {@code FileMetaData} (a file footer). */
    public FileMetaData readFileMetaData() {
        return top(FILE_META_DATA);
    }

    /** Reads a {@code PageHeader}; the page body follows at {@link #position()}. */
    public PageHeader readPageHeader() {
        return top(PAGE_HEADER);
    }

    /** Reads a {@code ColumnIndex} of the page index. */
    public ColumnIndex readColumnIndex() {
        return top(COLUMN_INDEX);
    }

    /** Reads an {@code OffsetIndex} of the page index. */
    public OffsetIndex readOffsetIndex() {
        return top(OFFSET_INDEX);
    }

    /** Reads a {@code BloomFilterHeader}; the bitset follows at {@link #position()}. */
    public BloomFilterHeader readBloomFilterHeader() {
        return top(BLOOM_FILTER_HEADER);
    }

    /** Reads a standalone {@code ColumnMetaData} (as stored, decrypted, for encrypted columns). */
    public ColumnMetaData readColumnMetaData() {
        return top(COLUMN_META_DATA);
    }

    /** Reads a {@code FileCryptoMetaData} (the plaintext head of an encrypted footer). */
    public FileCryptoMetaData readFileCryptoMetaData() {
        return top(FILE_CRYPTO_META_DATA);
    }

    // ---- top-level dispatch, without a lambda per call ----

    private static final int FILE_META_DATA = 0;
    private static final int PAGE_HEADER = 1;
    private static final int COLUMN_INDEX = 2;
    private static final int OFFSET_INDEX = 3;
    private static final int BLOOM_FILTER_HEADER = 4;
    private static final int COLUMN_META_DATA = 5;
    private static final int FILE_CRYPTO_META_DATA = 6;
    private static final String[] TOP_NAMES = {
        "FileMetaData", "PageHeader", "ColumnIndex", "OffsetIndex", "BloomFilterHeader", "ColumnMetaData",
        "FileCryptoMetaData"
    };

    @SuppressWarnings("unchecked")
    private <T> T top(int which) {
        int begin = in.pos;
        depth = 0;
        p.reset();
        try {
            return (T) switch (which) {
                case FILE_META_DATA -> fileMetaData();
                case PAGE_HEADER -> pageHeader();
                case COLUMN_INDEX -> columnIndex();
                case OFFSET_INDEX -> offsetIndex();
                case BLOOM_FILTER_HEADER -> bloomFilterHeader();
                case COLUMN_META_DATA -> columnMetaData();
                default -> fileCryptoMetaData();
            };
        } catch (TException e) {
            throw new ParquetException("corrupt Thrift " + TOP_NAMES[which] + " starting at byte " + (begin - start)
                    + ": " + e.getMessage() + " (at byte " + (in.pos - start) + ")", e);
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            // libthrift's fast varint path can run past the end of a truncated buffer
            throw new ParquetException("corrupt Thrift " + TOP_NAMES[which] + " starting at byte " + (begin - start)
                    + ": truncated or malformed data (at byte " + (in.pos - start) + ")", e);
        }
    }

    // ---- structs ----

    private FileMetaData fileMetaData() throws TException {
        enter();
        int version = 0;
        List<SchemaElement> schema = null;
        long numRows = 0;
        List<RowGroup> rowGroups = null;
        List<KeyValue> kv = null;
        String createdBy = null;
        List<ColumnOrder> columnOrders = null;
        EncryptionAlgorithm algorithm = null;
        byte[] footerKey = null;
        boolean hasVersion = false, hasNumRows = false;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { version = p.readI32(); hasVersion = true; } }
                case 2 -> {
                    int n = listBegin(f, TType.STRUCT, 1, "FileMetaData.schema");
                    schema = newList(n);
                    for (int i = 0; i < n; i++) {
                        schema.add(schemaElement());
                    }
                }
                case 3 -> { if (is(f, TType.I64)) { numRows = p.readI64(); hasNumRows = true; } }
                case 4 -> {
                    int n = listBegin(f, TType.STRUCT, 1, "FileMetaData.row_groups");
                    rowGroups = newList(n);
                    for (int i = 0; i < n; i++) {
                        rowGroups.add(rowGroup());
                    }
                }
                case 5 -> kv = keyValues(f, "FileMetaData.key_value_metadata");
                case 6 -> { if (is(f, TType.STRING)) { createdBy = p.readString(); } }
                case 7 -> {
                    int n = listBegin(f, TType.STRUCT, 1, "FileMetaData.column_orders");
                    columnOrders = newList(n);
                    for (int i = 0; i < n; i++) {
                        columnOrders.add(columnOrder());
                    }
                }
                case 8 -> { if (is(f, TType.STRUCT)) { algorithm = encryptionAlgorithm(); } }
                case 9 -> { if (is(f, TType.STRING)) { footerKey = binary(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (!hasVersion) {
            throw missing("FileMetaData", "version");
        }
        if (schema == null) {
            throw missing("FileMetaData", "schema");
        }
        if (!hasNumRows) {
            throw missing("FileMetaData", "num_rows");
        }
        if (rowGroups == null) {
            throw missing("FileMetaData", "row_groups");
        }
        return new FileMetaData(version, schema, numRows, rowGroups, kv, createdBy, columnOrders, algorithm, footerKey);
    }

    private SchemaElement schemaElement() throws TException {
        enter();
        int type = -1, repetition = -1;
        boolean hasType = false, hasRepetition = false;
        Integer typeLength = null, numChildren = null, scale = null, precision = null, fieldId = null;
        String name = null;
        ConvertedType converted = null;
        LogicalType logical = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { type = p.readI32(); hasType = true; } }
                case 2 -> { if (is(f, TType.I32)) { typeLength = p.readI32(); } }
                case 3 -> {
                    if (is(f, TType.I32)) {
                        repetition = p.readI32();
                        hasRepetition = true;
                    }
                }
                case 4 -> { if (is(f, TType.STRING)) { name = p.readString(); } }
                case 5 -> { if (is(f, TType.I32)) { numChildren = p.readI32(); } }
                case 6 -> { if (is(f, TType.I32)) { converted = ConvertedType.fromId(p.readI32()); } }
                case 7 -> { if (is(f, TType.I32)) { scale = p.readI32(); } }
                case 8 -> { if (is(f, TType.I32)) { precision = p.readI32(); } }
                case 9 -> { if (is(f, TType.I32)) { fieldId = p.readI32(); } }
                case 10 -> { if (is(f, TType.STRUCT)) { logical = logicalType(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (name == null) {
            throw missing("SchemaElement", "name");
        }
        Type t = null;
        if (hasType && (t = Type.fromId(type)) == null) {
            throw corrupt("corrupt schema: invalid physical type id " + type + " in SchemaElement '" + name
                    + "' (SchemaElement.type)");
        }
        FieldRepetitionType r = null;
        if (hasRepetition && (r = FieldRepetitionType.fromId(repetition)) == null) {
            throw corrupt("corrupt schema: invalid repetition type id " + repetition + " in SchemaElement '" + name
                    + "' (SchemaElement.repetition_type)");
        }
        return new SchemaElement(t, typeLength, r, name, numChildren, converted, scale, precision, fieldId, logical);
    }

    private LogicalType logicalType() throws TException {
        enter();
        LogicalType result = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.type != TType.STRUCT || f.id < 1 || f.id > 18 || f.id == 9) {
                // a member this version does not know: the column reads as its physical type
                skip(f.type);
                result = new LogicalType.Unknown(f.id);
                continue;
            }
            result = switch (f.id) {
                case 1 -> emptyStruct(STRING);
                case 2 -> emptyStruct(MAP);
                case 3 -> emptyStruct(LIST);
                case 4 -> emptyStruct(ENUM);
                case 5 -> decimalType();
                case 6 -> emptyStruct(DATE);
                case 7 -> timeType(false);
                case 8 -> timeType(true);
                case 10 -> intType();
                case 11 -> emptyStruct(NULL);
                case 12 -> emptyStruct(JSON);
                case 13 -> emptyStruct(BSON);
                case 14 -> emptyStruct(UUID);
                case 15 -> emptyStruct(FLOAT16);
                case 16 -> variantType();
                case 17 -> geometryType();
                default -> geographyType();
            };
        }
        leave();
        return result;
    }

    private LogicalType decimalType() throws TException {
        enter();
        int scale = 0, precision = 0;
        boolean hasScale = false, hasPrecision = false;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { scale = p.readI32(); hasScale = true; } }
                case 2 -> { if (is(f, TType.I32)) { precision = p.readI32(); hasPrecision = true; } }
                default -> skip(f.type);
            }
        }
        leave();
        if (!hasScale) {
            throw missing("DecimalType", "scale");
        }
        if (!hasPrecision) {
            throw missing("DecimalType", "precision");
        }
        return new LogicalType.DecimalType(scale, precision);
    }

    /** TIME or TIMESTAMP; a unit this version does not know makes the whole annotation unknown. */
    private LogicalType timeType(boolean timestamp) throws TException {
        String struct = timestamp ? "TimestampType" : "TimeType";
        enter();
        boolean utc = false, hasUtc = false, hasUnit = false;
        TimeUnit unit = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.BOOL)) { utc = p.readBool(); hasUtc = true; } }
                case 2 -> { if (is(f, TType.STRUCT)) { unit = timeUnit(); hasUnit = true; } }
                default -> skip(f.type);
            }
        }
        leave();
        if (!hasUtc) {
            throw missing(struct, "isAdjustedToUTC");
        }
        if (!hasUnit) {
            throw missing(struct, "unit");
        }
        if (unit == null) {
            return new LogicalType.Unknown(timestamp ? 8 : 7);
        }
        return timestamp ? new LogicalType.TimestampType(utc, unit) : new LogicalType.TimeType(utc, unit);
    }

    private TimeUnit timeUnit() throws TException {
        enter();
        TimeUnit unit = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.type == TType.STRUCT && f.id >= 1 && f.id <= 3) {
                unit = emptyStruct(f.id == 1 ? TimeUnit.MILLIS : f.id == 2 ? TimeUnit.MICROS : TimeUnit.NANOS);
            } else {
                skip(f.type);
                unit = null;
            }
        }
        leave();
        return unit;
    }

    private LogicalType intType() throws TException {
        enter();
        int bitWidth = 0;
        boolean signed = false, hasWidth = false, hasSigned = false;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.BYTE)) { bitWidth = p.readByte(); hasWidth = true; } }
                case 2 -> { if (is(f, TType.BOOL)) { signed = p.readBool(); hasSigned = true; } }
                default -> skip(f.type);
            }
        }
        leave();
        if (!hasWidth) {
            throw missing("IntType", "bitWidth");
        }
        if (!hasSigned) {
            throw missing("IntType", "isSigned");
        }
        return new LogicalType.IntType(bitWidth, signed);
    }

    private LogicalType variantType() throws TException {
        enter();
        Integer version = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.id == 1 && f.type == TType.BYTE) {
                version = (int) p.readByte();
            } else {
                skip(f.type);
            }
        }
        leave();
        return new LogicalType.VariantType(version);
    }

    private LogicalType geometryType() throws TException {
        enter();
        String crs = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.id == 1 && f.type == TType.STRING) {
                crs = p.readString();
            } else {
                skip(f.type);
            }
        }
        leave();
        return new LogicalType.GeometryType(crs);
    }

    /** GEOGRAPHY; an edge algorithm this version does not know makes the annotation unknown. */
    private LogicalType geographyType() throws TException {
        enter();
        String crs = null;
        int algorithm = -1;
        boolean hasAlgorithm = false;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.STRING)) { crs = p.readString(); } }
                case 2 -> { if (is(f, TType.I32)) { algorithm = p.readI32(); hasAlgorithm = true; } }
                default -> skip(f.type);
            }
        }
        leave();
        EdgeInterpolationAlgorithm a = null;
        if (hasAlgorithm && (a = EdgeInterpolationAlgorithm.fromId(algorithm)) == null) {
            return new LogicalType.Unknown(18);
        }
        return new LogicalType.GeographyType(crs, a);
    }

    private RowGroup rowGroup() throws TException {
        enter();
        List<ColumnChunk> columns = null;
        long totalByteSize = 0, numRows = 0;
        boolean hasTotal = false, hasRows = false;
        List<SortingColumn> sorting = null;
        Long fileOffset = null, totalCompressed = null;
        Short ordinal = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> {
                    int n = listBegin(f, TType.STRUCT, 1, "RowGroup.columns");
                    columns = newList(n);
                    for (int i = 0; i < n; i++) {
                        columns.add(columnChunk());
                    }
                }
                case 2 -> { if (is(f, TType.I64)) { totalByteSize = p.readI64(); hasTotal = true; } }
                case 3 -> { if (is(f, TType.I64)) { numRows = p.readI64(); hasRows = true; } }
                case 4 -> {
                    int n = listBegin(f, TType.STRUCT, 1, "RowGroup.sorting_columns");
                    sorting = newList(n);
                    for (int i = 0; i < n; i++) {
                        sorting.add(sortingColumn());
                    }
                }
                case 5 -> { if (is(f, TType.I64)) { fileOffset = p.readI64(); } }
                case 6 -> { if (is(f, TType.I64)) { totalCompressed = p.readI64(); } }
                case 7 -> { if (is(f, TType.I16)) { ordinal = p.readI16(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (columns == null) {
            throw missing("RowGroup", "columns");
        }
        if (!hasTotal) {
            throw missing("RowGroup", "total_byte_size");
        }
        if (!hasRows) {
            throw missing("RowGroup", "num_rows");
        }
        return new RowGroup(columns, totalByteSize, numRows, sorting, fileOffset, totalCompressed, ordinal);
    }

    private SortingColumn sortingColumn() throws TException {
        enter();
        int idx = 0;
        boolean descending = false, nullsFirst = false;
        int seen = 0;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { idx = p.readI32(); seen |= 1; } }
                case 2 -> { if (is(f, TType.BOOL)) { descending = p.readBool(); seen |= 2; } }
                case 3 -> { if (is(f, TType.BOOL)) { nullsFirst = p.readBool(); seen |= 4; } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 7) {
            throw missing("SortingColumn", (seen & 1) == 0 ? "column_idx" : (seen & 2) == 0 ? "descending" : "nulls_first");
        }
        return new SortingColumn(idx, descending, nullsFirst);
    }

    private ColumnChunk columnChunk() throws TException {
        enter();
        String filePath = null;
        long fileOffset = 0;
        boolean hasFileOffset = false;
        ColumnMetaData meta = null;
        Long oiOffset = null, ciOffset = null;
        Integer oiLength = null, ciLength = null;
        ColumnCryptoMetaData crypto = null;
        byte[] encrypted = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.STRING)) { filePath = p.readString(); } }
                case 2 -> { if (is(f, TType.I64)) { fileOffset = p.readI64(); hasFileOffset = true; } }
                case 3 -> { if (is(f, TType.STRUCT)) { meta = columnMetaData(); } }
                case 4 -> { if (is(f, TType.I64)) { oiOffset = p.readI64(); } }
                case 5 -> { if (is(f, TType.I32)) { oiLength = p.readI32(); } }
                case 6 -> { if (is(f, TType.I64)) { ciOffset = p.readI64(); } }
                case 7 -> { if (is(f, TType.I32)) { ciLength = p.readI32(); } }
                case 8 -> { if (is(f, TType.STRUCT)) { crypto = columnCryptoMetaData(); } }
                case 9 -> { if (is(f, TType.STRING)) { encrypted = binary(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (!hasFileOffset) {
            throw missing("ColumnChunk", "file_offset");
        }
        return new ColumnChunk(filePath, fileOffset, meta, oiOffset, oiLength, ciOffset, ciLength, crypto, encrypted);
    }

    private ColumnCryptoMetaData columnCryptoMetaData() throws TException {
        enter();
        ColumnCryptoMetaData result = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.id == 1 && f.type == TType.STRUCT) {
                result = emptyStruct(FOOTER_KEY);
            } else if (f.id == 2 && f.type == TType.STRUCT) {
                result = encryptionWithColumnKey();
            } else {
                skip(f.type);
                result = new ColumnCryptoMetaData.Unknown(f.id);
            }
        }
        leave();
        if (result == null) {
            throw corrupt("ColumnCryptoMetaData union has no member");
        }
        return result;
    }

    private EncryptionWithColumnKey encryptionWithColumnKey() throws TException {
        enter();
        List<String> path = null;
        byte[] keyMetadata = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> path = strings(f, "EncryptionWithColumnKey.path_in_schema");
                case 2 -> { if (is(f, TType.STRING)) { keyMetadata = binary(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (path == null) {
            throw missing("EncryptionWithColumnKey", "path_in_schema");
        }
        return new EncryptionWithColumnKey(path, keyMetadata);
    }

    private ColumnMetaData columnMetaData() throws TException {
        enter();
        int type = -1, codec = -1;
        List<Encoding> encodings = null;
        List<String> path = null;
        long numValues = 0, uncompressed = 0, compressed = 0, dataPageOffset = 0;
        int seen = 0;
        List<KeyValue> kv = null;
        Long indexPageOffset = null, dictionaryPageOffset = null, bloomOffset = null;
        Integer bloomLength = null;
        Statistics statistics = null;
        List<PageEncodingStats> encodingStats = null;
        SizeStatistics sizeStatistics = null;
        GeospatialStatistics geoStatistics = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { type = p.readI32(); seen |= 1; } }
                case 2 -> {
                    List<Encoding> v = encodings(f, "ColumnMetaData.encodings");
                    if (v != null) { // null: skipped for a wrong wire type
                        encodings = v;
                        seen |= 2;
                    }
                }
                case 3 -> {
                    List<String> v = strings(f, "ColumnMetaData.path_in_schema");
                    if (v != null) {
                        path = v;
                        seen |= 4;
                    }
                }
                case 4 -> { if (is(f, TType.I32)) { codec = p.readI32(); seen |= 8; } }
                case 5 -> { if (is(f, TType.I64)) { numValues = p.readI64(); seen |= 16; } }
                case 6 -> {
                    if (is(f, TType.I64)) {
                        uncompressed = p.readI64();
                        seen |= 32;
                    }
                }
                case 7 -> {
                    if (is(f, TType.I64)) {
                        compressed = p.readI64();
                        seen |= 64;
                    }
                }
                case 8 -> kv = keyValues(f, "ColumnMetaData.key_value_metadata");
                case 9 -> {
                    if (is(f, TType.I64)) {
                        dataPageOffset = p.readI64();
                        seen |= 128;
                    }
                }
                case 10 -> { if (is(f, TType.I64)) { indexPageOffset = p.readI64(); } }
                case 11 -> {
                    if (is(f, TType.I64)) {
                        dictionaryPageOffset = p.readI64();
                    }
                }
                case 12 -> { if (is(f, TType.STRUCT)) { statistics = statistics(); } }
                case 13 -> {
                    int n = listBegin(f, TType.STRUCT, 1, "ColumnMetaData.encoding_stats");
                    encodingStats = newList(n);
                    for (int i = 0; i < n; i++) {
                        encodingStats.add(pageEncodingStats());
                    }
                }
                case 14 -> { if (is(f, TType.I64)) { bloomOffset = p.readI64(); } }
                case 15 -> { if (is(f, TType.I32)) { bloomLength = p.readI32(); } }
                case 16 -> { if (is(f, TType.STRUCT)) { sizeStatistics = sizeStatistics(); } }
                case 17 -> {
                    if (is(f, TType.STRUCT)) {
                        geoStatistics = geospatialStatistics();
                    }
                }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 255) {
            String[] names = {"type", "encodings", "path_in_schema", "codec", "num_values", "total_uncompressed_size",
                "total_compressed_size", "data_page_offset"};
            throw missing("ColumnMetaData", names[Integer.numberOfTrailingZeros(~seen)]);
        }
        Type t = Type.fromId(type);
        if (t == null) {
            throw corrupt("invalid Type id " + type + " in ColumnMetaData.type of column " + String.join(".", path));
        }
        Compression c;
        try {
            c = Compression.fromThriftId(codec);
        } catch (ParquetException e) {
            throw corrupt("invalid CompressionCodec id " + codec + " in ColumnMetaData.codec of column "
                    + String.join(".", path));
        }
        return new ColumnMetaData(t, encodings, path, c, numValues, uncompressed, compressed, kv, dataPageOffset,
                indexPageOffset, dictionaryPageOffset, statistics, encodingStats, bloomOffset, bloomLength,
                sizeStatistics, geoStatistics);
    }

    private PageEncodingStats pageEncodingStats() throws TException {
        enter();
        int pageType = 0, count = 0;
        Encoding encoding = null;
        int seen = 0;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { pageType = p.readI32(); seen |= 1; } }
                case 2 -> { if (is(f, TType.I32)) { encoding = Encoding.fromId(p.readI32()); seen |= 2; } }
                case 3 -> { if (is(f, TType.I32)) { count = p.readI32(); seen |= 4; } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 7) {
            throw missing("PageEncodingStats", (seen & 1) == 0 ? "page_type" : (seen & 2) == 0 ? "encoding" : "count");
        }
        return new PageEncodingStats(pageType(pageType, "PageEncodingStats.page_type"), encoding, count);
    }

    private Statistics statistics() throws TException {
        enter();
        byte[] max = null, min = null, maxValue = null, minValue = null;
        Long nullCount = null, distinctCount = null, nanCount = null;
        Boolean maxExact = null, minExact = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.STRING)) { max = binary(); } }
                case 2 -> { if (is(f, TType.STRING)) { min = binary(); } }
                case 3 -> { if (is(f, TType.I64)) { nullCount = p.readI64(); } }
                case 4 -> { if (is(f, TType.I64)) { distinctCount = p.readI64(); } }
                case 5 -> { if (is(f, TType.STRING)) { maxValue = binary(); } }
                case 6 -> { if (is(f, TType.STRING)) { minValue = binary(); } }
                case 7 -> { if (is(f, TType.BOOL)) { maxExact = p.readBool(); } }
                case 8 -> { if (is(f, TType.BOOL)) { minExact = p.readBool(); } }
                case 9 -> { if (is(f, TType.I64)) { nanCount = p.readI64(); } }
                default -> skip(f.type);
            }
        }
        leave();
        return new Statistics(max, min, nullCount, distinctCount, maxValue, minValue, maxExact, minExact, nanCount);
    }

    private SizeStatistics sizeStatistics() throws TException {
        enter();
        Long unencoded = null;
        long[] rep = null, def = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I64)) { unencoded = p.readI64(); } }
                case 2 -> rep = longs(f, "SizeStatistics.repetition_level_histogram");
                case 3 -> def = longs(f, "SizeStatistics.definition_level_histogram");
                default -> skip(f.type);
            }
        }
        leave();
        return new SizeStatistics(unencoded, rep, def);
    }

    private GeospatialStatistics geospatialStatistics() throws TException {
        enter();
        BoundingBox bbox = null;
        int[] types = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.STRUCT)) { bbox = boundingBox(); } }
                case 2 -> {
                    int n = listBegin(f, TType.I32, 1, "GeospatialStatistics.geospatial_types");
                    types = n < 0 ? null : new int[n];
                    for (int i = 0; i < n; i++) {
                        types[i] = p.readI32();
                    }
                }
                default -> skip(f.type);
            }
        }
        leave();
        return new GeospatialStatistics(bbox, types);
    }

    private BoundingBox boundingBox() throws TException {
        enter();
        double[] required = new double[4];
        int seen = 0;
        Double zmin = null, zmax = null, mmin = null, mmax = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.id >= 1 && f.id <= 8 && f.type == TType.DOUBLE) {
                double v = p.readDouble();
                switch (f.id) {
                    case 5 -> zmin = v;
                    case 6 -> zmax = v;
                    case 7 -> mmin = v;
                    case 8 -> mmax = v;
                    default -> { required[f.id - 1] = v; seen |= 1 << (f.id - 1); }
                }
            } else {
                skip(f.type);
            }
        }
        leave();
        if (seen != 15) {
            throw missing("BoundingBox", new String[] {"xmin", "xmax", "ymin", "ymax"}[Integer.numberOfTrailingZeros(~seen)]);
        }
        return new BoundingBox(required[0], required[1], required[2], required[3], zmin, zmax, mmin, mmax);
    }

    private PageHeader pageHeader() throws TException {
        enter();
        int type = 0, uncompressed = 0, compressed = 0;
        int seen = 0;
        Integer crc = null;
        DataPageHeader data = null;
        IndexPageHeader index = null;
        DictionaryPageHeader dictionary = null;
        DataPageHeaderV2 dataV2 = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { type = p.readI32(); seen |= 1; } }
                case 2 -> { if (is(f, TType.I32)) { uncompressed = p.readI32(); seen |= 2; } }
                case 3 -> { if (is(f, TType.I32)) { compressed = p.readI32(); seen |= 4; } }
                case 4 -> { if (is(f, TType.I32)) { crc = p.readI32(); } }
                case 5 -> { if (is(f, TType.STRUCT)) { data = dataPageHeader(); } }
                case 6 -> { if (is(f, TType.STRUCT)) { index = emptyStruct(INDEX_PAGE_HEADER); } }
                case 7 -> { if (is(f, TType.STRUCT)) { dictionary = dictionaryPageHeader(); } }
                case 8 -> { if (is(f, TType.STRUCT)) { dataV2 = dataPageHeaderV2(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 7) {
            throw missing("PageHeader", (seen & 1) == 0 ? "type"
                    : (seen & 2) == 0 ? "uncompressed_page_size" : "compressed_page_size");
        }
        return new PageHeader(pageType(type, "PageHeader.type"), uncompressed, compressed, crc, data, index, dictionary,
                dataV2);
    }

    private DataPageHeader dataPageHeader() throws TException {
        enter();
        int numValues = 0;
        int seen = 0;
        Encoding encoding = null, defEncoding = null, repEncoding = null;
        Statistics statistics = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { numValues = p.readI32(); seen |= 1; } }
                case 2 -> { if (is(f, TType.I32)) { encoding = Encoding.fromId(p.readI32()); seen |= 2; } }
                case 3 -> {
                    if (is(f, TType.I32)) {
                        defEncoding = Encoding.fromId(p.readI32());
                        seen |= 4;
                    }
                }
                case 4 -> {
                    if (is(f, TType.I32)) {
                        repEncoding = Encoding.fromId(p.readI32());
                        seen |= 8;
                    }
                }
                case 5 -> { if (is(f, TType.STRUCT)) { statistics = statistics(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 15) {
            String[] names = {"num_values", "encoding", "definition_level_encoding", "repetition_level_encoding"};
            throw missing("DataPageHeader", names[Integer.numberOfTrailingZeros(~seen)]);
        }
        return new DataPageHeader(numValues, encoding, defEncoding, repEncoding, statistics);
    }

    private DictionaryPageHeader dictionaryPageHeader() throws TException {
        enter();
        int numValues = 0;
        int seen = 0;
        Encoding encoding = null;
        Boolean sorted = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { numValues = p.readI32(); seen |= 1; } }
                case 2 -> { if (is(f, TType.I32)) { encoding = Encoding.fromId(p.readI32()); seen |= 2; } }
                case 3 -> { if (is(f, TType.BOOL)) { sorted = p.readBool(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 3) {
            throw missing("DictionaryPageHeader", (seen & 1) == 0 ? "num_values" : "encoding");
        }
        return new DictionaryPageHeader(numValues, encoding, sorted);
    }

    private DataPageHeaderV2 dataPageHeaderV2() throws TException {
        enter();
        int numValues = 0, numNulls = 0, numRows = 0, defLength = 0, repLength = 0;
        int seen = 0;
        Encoding encoding = null;
        Boolean isCompressed = null;
        Statistics statistics = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { numValues = p.readI32(); seen |= 1; } }
                case 2 -> { if (is(f, TType.I32)) { numNulls = p.readI32(); seen |= 2; } }
                case 3 -> { if (is(f, TType.I32)) { numRows = p.readI32(); seen |= 4; } }
                case 4 -> { if (is(f, TType.I32)) { encoding = Encoding.fromId(p.readI32()); seen |= 8; } }
                case 5 -> {
                    if (is(f, TType.I32)) {
                        defLength = p.readI32();
                        seen |= 16;
                    }
                }
                case 6 -> {
                    if (is(f, TType.I32)) {
                        repLength = p.readI32();
                        seen |= 32;
                    }
                }
                case 7 -> { if (is(f, TType.BOOL)) { isCompressed = p.readBool(); } }
                case 8 -> { if (is(f, TType.STRUCT)) { statistics = statistics(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 63) {
            String[] names = {"num_values", "num_nulls", "num_rows", "encoding", "definition_levels_byte_length",
                "repetition_levels_byte_length"};
            throw missing("DataPageHeaderV2", names[Integer.numberOfTrailingZeros(~seen)]);
        }
        return new DataPageHeaderV2(numValues, numNulls, numRows, encoding, defLength, repLength, isCompressed,
                statistics);
    }

    private List<KeyValue> keyValues(TField field, String where) throws TException {
        int n = listBegin(field, TType.STRUCT, 1, where);
        List<KeyValue> list = newList(n);
        for (int i = 0; i < n; i++) {
            enter();
            String key = null, value = null;
            while (true) {
                TField f = p.readFieldBegin();
                if (f.type == TType.STOP) {
                    break;
                }
                switch (f.id) {
                    case 1 -> { if (is(f, TType.STRING)) { key = p.readString(); } }
                    case 2 -> { if (is(f, TType.STRING)) { value = p.readString(); } }
                    default -> skip(f.type);
                }
            }
            leave();
            if (key == null) {
                throw missing("KeyValue", "key");
            }
            list.add(new KeyValue(key, value));
        }
        return list;
    }

    private ColumnOrder columnOrder() throws TException {
        enter();
        ColumnOrder result = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if (f.type == TType.STRUCT && f.id >= 1 && f.id <= 3) {
                result = emptyStruct(f.id == 1 ? ColumnOrder.TYPE_DEFINED
                        : f.id == 2 ? ColumnOrder.IEEE_754_TOTAL : ColumnOrder.INT96_TIMESTAMP);
            } else {
                skip(f.type);
                result = new ColumnOrder.Unknown(f.id);
            }
        }
        leave();
        // an empty union says nothing about the order: treat it as an order we do not know
        return result != null ? result : new ColumnOrder.Unknown(0);
    }

    private EncryptionAlgorithm encryptionAlgorithm() throws TException {
        enter();
        EncryptionAlgorithm result = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            if ((f.id == 1 || f.id == 2) && f.type == TType.STRUCT) {
                result = aesGcm(f.id == 2);
            } else {
                skip(f.type);
                result = new EncryptionAlgorithm.Unknown(f.id);
            }
        }
        leave();
        if (result == null) {
            throw corrupt("EncryptionAlgorithm union has no member");
        }
        return result;
    }

    private EncryptionAlgorithm aesGcm(boolean ctr) throws TException {
        String struct = ctr ? "AesGcmCtrV1" : "AesGcmV1";
        enter();
        byte[] prefix = null, unique = null;
        Boolean supply = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.STRING)) { prefix = binary(); } }
                case 2 -> { if (is(f, TType.STRING)) { unique = binary(); } }
                case 3 -> { if (is(f, TType.BOOL)) { supply = p.readBool(); } }
                default -> skip(f.type);
            }
        }
        leave();
        return ctr ? new AesGcmCtrV1(prefix, unique, supply) : new AesGcmV1(prefix, unique, supply);
    }

    private FileCryptoMetaData fileCryptoMetaData() throws TException {
        enter();
        EncryptionAlgorithm algorithm = null;
        byte[] keyMetadata = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.STRUCT)) { algorithm = encryptionAlgorithm(); } }
                case 2 -> { if (is(f, TType.STRING)) { keyMetadata = binary(); } }
                default -> skip(f.type);
            }
        }
        leave();
        if (algorithm == null) {
            throw missing("FileCryptoMetaData", "encryption_algorithm");
        }
        return new FileCryptoMetaData(algorithm, keyMetadata);
    }

    private OffsetIndex offsetIndex() throws TException {
        enter();
        List<PageLocation> locations = null;
        long[] unencoded = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> {
                    // a PageLocation needs at least its three required fields and a stop byte
                    int n = listBegin(f, TType.STRUCT, 4, "OffsetIndex.page_locations");
                    locations = newList(n);
                    for (int i = 0; i < n; i++) {
                        locations.add(pageLocation());
                    }
                }
                case 2 -> unencoded = longs(f, "OffsetIndex.unencoded_byte_array_data_bytes");
                default -> skip(f.type);
            }
        }
        leave();
        if (locations == null) {
            throw missing("OffsetIndex", "page_locations");
        }
        return new OffsetIndex(locations, unencoded);
    }

    private PageLocation pageLocation() throws TException {
        enter();
        long offset = 0, firstRow = 0;
        int size = 0;
        int seen = 0;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I64)) { offset = p.readI64(); seen |= 1; } }
                case 2 -> { if (is(f, TType.I32)) { size = p.readI32(); seen |= 2; } }
                case 3 -> { if (is(f, TType.I64)) { firstRow = p.readI64(); seen |= 4; } }
                default -> skip(f.type);
            }
        }
        leave();
        if (seen != 7) {
            throw missing("PageLocation", (seen & 1) == 0 ? "offset"
                    : (seen & 2) == 0 ? "compressed_page_size" : "first_row_index");
        }
        return new PageLocation(offset, size, firstRow);
    }

    private ColumnIndex columnIndex() throws TException {
        enter();
        boolean[] nullPages = null;
        List<byte[]> mins = null, maxs = null;
        BoundaryOrder order = null;
        boolean hasOrder = false;
        long[] nullCounts = null, repHist = null, defHist = null, nanCounts = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> {
                    int n = listBegin(f, TType.BOOL, 1, "ColumnIndex.null_pages");
                    nullPages = n < 0 ? null : new boolean[n];
                    for (int i = 0; i < n; i++) {
                        nullPages[i] = p.readBool();
                    }
                }
                case 2 -> mins = binaries(f, "ColumnIndex.min_values");
                case 3 -> maxs = binaries(f, "ColumnIndex.max_values");
                case 4 -> {
                    if (is(f, TType.I32)) {
                        order = BoundaryOrder.fromId(p.readI32());
                        hasOrder = true;
                    }
                }
                case 5 -> nullCounts = longs(f, "ColumnIndex.null_counts");
                case 6 -> repHist = longs(f, "ColumnIndex.repetition_level_histograms");
                case 7 -> defHist = longs(f, "ColumnIndex.definition_level_histograms");
                case 8 -> nanCounts = longs(f, "ColumnIndex.nan_counts");
                default -> skip(f.type);
            }
        }
        leave();
        if (nullPages == null) {
            throw missing("ColumnIndex", "null_pages");
        }
        if (mins == null) {
            throw missing("ColumnIndex", "min_values");
        }
        if (maxs == null) {
            throw missing("ColumnIndex", "max_values");
        }
        if (!hasOrder) {
            throw missing("ColumnIndex", "boundary_order");
        }
        return new ColumnIndex(nullPages, mins, maxs, order, nullCounts, repHist, defHist, nanCounts);
    }

    private BloomFilterHeader bloomFilterHeader() throws TException {
        enter();
        int numBytes = 0;
        boolean hasNumBytes = false;
        BloomFilterAlgorithm algorithm = null;
        BloomFilterHash hash = null;
        BloomFilterCompression compression = null;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            switch (f.id) {
                case 1 -> { if (is(f, TType.I32)) { numBytes = p.readI32(); hasNumBytes = true; } }
                case 2 -> {
                    if (is(f, TType.STRUCT)) {
                        int id = singleEmptyMember();
                        algorithm = id == 1 ? BloomFilterAlgorithm.SPLIT_BLOCK : new BloomFilterAlgorithm.Unknown(id);
                    }
                }
                case 3 -> {
                    if (is(f, TType.STRUCT)) {
                        int id = singleEmptyMember();
                        hash = id == 1 ? BloomFilterHash.XXHASH : new BloomFilterHash.Unknown(id);
                    }
                }
                case 4 -> {
                    if (is(f, TType.STRUCT)) {
                        int id = singleEmptyMember();
                        compression = id == 1 ? BloomFilterCompression.UNCOMPRESSED : new BloomFilterCompression.Unknown(id);
                    }
                }
                default -> skip(f.type);
            }
        }
        leave();
        if (!hasNumBytes) {
            throw missing("BloomFilterHeader", "numBytes");
        }
        if (algorithm == null) {
            throw missing("BloomFilterHeader", "algorithm");
        }
        if (hash == null) {
            throw missing("BloomFilterHeader", "hash");
        }
        if (compression == null) {
            throw missing("BloomFilterHeader", "compression");
        }
        return new BloomFilterHeader(numBytes, algorithm, hash, compression);
    }

    /**
     * Reads a union whose known members are all empty structs and returns the id of the member set
     * (member 1 only when it is a struct, otherwise the raw id; 0 when the union is empty).
     */
    private int singleEmptyMember() throws TException {
        enter();
        int id = 0;
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            id = f.id == 1 && f.type != TType.STRUCT ? -1 : f.id;
            skip(f.type);
        }
        leave();
        return id;
    }

    // ---- lists ----

    private List<Encoding> encodings(TField f, String where) throws TException {
        int n = listBegin(f, TType.I32, 1, where);
        List<Encoding> list = newList(n);
        for (int i = 0; i < n; i++) {
            Encoding e = Encoding.fromId(p.readI32());
            if (e != null) { // encodings of newer writers are dropped, not fatal
                list.add(e);
            }
        }
        return list;
    }

    private List<String> strings(TField f, String where) throws TException {
        int n = listBegin(f, TType.STRING, 1, where);
        List<String> list = newList(n);
        for (int i = 0; i < n; i++) {
            list.add(p.readString());
        }
        return list;
    }

    private List<byte[]> binaries(TField f, String where) throws TException {
        int n = listBegin(f, TType.STRING, 1, where);
        List<byte[]> list = newList(n);
        for (int i = 0; i < n; i++) {
            list.add(binary());
        }
        return list;
    }

    private long[] longs(TField f, String where) throws TException {
        int n = listBegin(f, TType.I64, 1, where);
        long[] values = n < 0 ? null : new long[n];
        for (int i = 0; i < n; i++) {
            values[i] = p.readI64();
        }
        return values;
    }

    /**
     * Reads a list header and checks it: element type, and that {@code n} elements of at least
     * {@code minElementSize} bytes each fit in what remains, before the caller allocates.
     */
    private int listBegin(TField f, byte elementType, int minElementSize, String where) throws TException {
        if (f.type != TType.LIST && f.type != TType.SET) {
            skip(f.type);
            return -1;
        }
        TList list = p.readListBegin();
        int n = list.size;
        if (n < 0 || n > limits.maxListSize()) {
            throw corrupt("invalid element count " + n + " in " + where);
        }
        if (n > 0 && list.elemType != elementType && !compatibleVarint(list.elemType, elementType)) {
            throw corrupt("wrong element type " + list.elemType + " in " + where + ", expected " + elementType);
        }
        if ((long) n * minElementSize > in.remaining()) {
            throw corrupt(where + " declares " + n + " elements but only " + in.remaining() + " bytes remain");
        }
        return n;
    }

    /** i16, i32 and i64 are all zig-zag varints in the compact protocol; some writers mix them up. */
    private static boolean compatibleVarint(byte actual, byte expected) {
        return (expected == TType.I32 && actual == TType.I16)
                || (expected == TType.I64 && (actual == TType.I16 || actual == TType.I32));
    }

    /** A list of the given capacity, or {@code null} for a field that {@link #listBegin} skipped. */
    private static <T> List<T> newList(int n) {
        return n < 0 ? null : new ArrayList<>(n);
    }

    // ---- primitives and helpers ----

    /** A binary value copied out of the input; length checked against the bytes that remain. */
    private byte[] binary() throws TException {
        // The compact protocol has no state between a field header and a binary value, so the
        // length varint is parsed here, bounded to 5 bytes, and the bytes copied in one go.
        byte[] b = in.buf;
        int pos = in.pos;
        int end = in.end;
        int len = 0;
        for (int shift = 0; ; shift += 7) {
            if (pos >= end) {
                throw new TTransportException(TTransportException.END_OF_FILE, "truncated binary length");
            }
            if (shift > 28) {
                throw corrupt("binary length varint longer than 5 bytes");
            }
            int v = b[pos++];
            len |= (v & 0x7F) << shift;
            if (v >= 0) {
                break;
            }
        }
        if (len < 0 || len > end - pos) {
            throw corrupt("binary of " + (len & 0xFFFFFFFFL) + " bytes but only " + (end - pos) + " bytes remain");
        }
        if (len > limits.maxStringLength()) {
            throw corrupt("binary of " + len + " bytes exceeds the limit of " + limits.maxStringLength());
        }
        in.pos = pos + len;
        return Arrays.copyOfRange(b, pos, pos + len);
    }

    private <T> T emptyStruct(T value) throws TException {
        enter();
        while (true) {
            TField f = p.readFieldBegin();
            if (f.type == TType.STOP) {
                break;
            }
            skip(f.type);
        }
        leave();
        return value;
    }

    private PageType pageType(int id, String where) {
        PageType t = PageType.fromId(id);
        if (t == null) {
            throw corrupt("invalid PageType id " + id + " in " + where);
        }
        return t;
    }

    private void enter() throws TException {
        if (++depth > limits.maxDepth()) {
            throw new ParquetLimitException("Thrift structs nested deeper than the depth limit of " + limits.maxDepth()
                    + " levels (at byte " + (in.pos - start) + ")");
        }
        p.readStructBegin();
    }

    private void leave() throws TException {
        p.readStructEnd();
        depth--;
    }

    private void skip(byte type) throws TException {
        // depth budget: the struct levels still allowed below this one, plus one for leaf values
        try {
            p.skip(type, limits.maxDepth() - depth + 1);
        } catch (TException e) {
            // libthrift reports its depth budget running out only through this message
            if (e.getMessage() != null && e.getMessage().contains("skip depth")) {
                throw new ParquetLimitException("Thrift structs nested deeper than the depth limit of " + limits.maxDepth()
                        + " levels in an unknown field (at byte " + (in.pos - start) + ")", e);
            }
            throw e;
        }
    }

    /**
     * Whether a known field has the expected wire type. Like generated Thrift code, a field whose
     * type does not match is skipped as if unknown (some old writers reused field ids); a
     * required field skipped this way is then reported missing.
     */
    private boolean is(TField f, byte type) throws TException {
        if (f.type == type) {
            return true;
        }
        skip(f.type);
        return false;
    }

    private ParquetException missing(String struct, String field) {
        return corrupt("required field " + struct + "." + field + " is missing");
    }

    private ParquetException corrupt(String message) {
        return new ParquetException("corrupt Thrift data: " + message + " (at byte " + (in.pos - start) + ")");
    }

    /**
     * A read-only transport over a byte range that exposes its buffer, so the compact protocol
     * decodes varints and strings in place instead of copying byte by byte.
     */
    private static final class InTransport extends TTransport {
        final byte[] buf;
        final int end;
        int pos;

        InTransport(byte[] buf, int pos, int end) {
            this.buf = buf;
            this.pos = pos;
            this.end = end;
        }

        int remaining() {
            return end - pos;
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
        public int read(byte[] dst, int off, int len) throws TTransportException {
            if (len > 0 && pos >= end) {
                throw new TTransportException(TTransportException.END_OF_FILE, "unexpected end of Thrift data");
            }
            int n = Math.min(len, end - pos);
            System.arraycopy(buf, pos, dst, off, n);
            pos += n;
            return n;
        }

        @Override
        public int readAll(byte[] dst, int off, int len) throws TTransportException {
            if (len < 0 || len > end - pos) {
                throw new TTransportException(TTransportException.END_OF_FILE, "unexpected end of Thrift data: need "
                        + len + " bytes, " + (end - pos) + " remain");
            }
            System.arraycopy(buf, pos, dst, off, len);
            pos += len;
            return len;
        }

        @Override
        public void write(byte[] src, int off, int len) throws TTransportException {
            throw new TTransportException("read-only transport");
        }

        @Override
        public byte[] getBuffer() {
            return buf;
        }

        @Override
        public int getBufferPosition() {
            return pos;
        }

        @Override
        public int getBytesRemainingInBuffer() {
            return end - pos;
        }

        @Override
        public void consumeBuffer(int len) {
            // libthrift's in-place varint decoding does not stop at the end of the range: a varint
            // that runs past it is caught here
            if (len < 0 || len > end - pos) {
                throw new ParquetException("corrupt Thrift data: value runs past the end of the buffer");
            }
            pos += len;
        }

        @Override
        public TConfiguration getConfiguration() {
            return TConfiguration.DEFAULT;
        }

        @Override
        public void updateKnownMessageSize(long size) {
        }

        @Override
        public void checkReadBytesAvailable(long numBytes) throws TTransportException {
            if (numBytes < 0 || numBytes > end - pos) {
                throw new TTransportException(TTransportException.END_OF_FILE, "Thrift data claims " + numBytes
                        + " bytes but only " + (end - pos) + " remain");
            }
        }
    }
}
