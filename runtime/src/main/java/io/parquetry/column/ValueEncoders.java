package io.parquetry.column;

import io.parquetry.base.Encoding;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.encoding.ByteStreamSplitEncoder;
import io.parquetry.encoding.DeltaBinaryPackedEncoder;
import io.parquetry.encoding.DeltaByteArrayEncoder;
import io.parquetry.encoding.DeltaLengthByteArrayEncoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.RleBooleanEncoder;
import io.parquetry.encoding.ValuesEncoder;
import io.parquetry.schema.ColumnDescriptor;

/**
 * Which value encodings a column writer may use for a physical type, and the encoder of each.
 * The mirror image of the reader's decoder choice, restricted to what the spec allows.
 */
public final class ValueEncoders {
    private ValueEncoders() {}

    /**
     * Whether data pages of a {@code type} column may be written in {@code encoding}.
     * {@link Encoding#RLE_DICTIONARY} means "dictionary, then the fallback encoding": the writer
     * keeps dictionaries for every type but BOOLEAN and INT96.
     */
    public static boolean supports(Encoding encoding, Type type) {
        return switch (encoding) {
            case PLAIN -> true;
            case RLE_DICTIONARY -> type != Type.BOOLEAN && type != Type.INT96;
            case RLE -> type == Type.BOOLEAN;
            case DELTA_BINARY_PACKED -> type == Type.INT32 || type == Type.INT64;
            case DELTA_LENGTH_BYTE_ARRAY -> type == Type.BYTE_ARRAY;
            case DELTA_BYTE_ARRAY -> type == Type.BYTE_ARRAY || type == Type.FIXED_LEN_BYTE_ARRAY;
            case BYTE_STREAM_SPLIT -> type == Type.FLOAT || type == Type.DOUBLE || type == Type.INT32
                    || type == Type.INT64 || type == Type.FIXED_LEN_BYTE_ARRAY;
            // PLAIN_DICTIONARY is the deprecated v1 spelling of a dictionary; BIT_PACKED is for levels only
            case PLAIN_DICTIONARY, BIT_PACKED -> false;
        };
    }

    /**
     * Checks that {@code column} may be written in {@code encoding}.
     *
     * @throws ParquetException naming the column, the encoding and the physical type otherwise
     */
    public static void check(ColumnDescriptor column, Encoding encoding) {
        Type type = column.physicalType();
        if (!supports(encoding, type)) {
            String why = switch (encoding) {
                case PLAIN_DICTIONARY -> " (deprecated; use RLE_DICTIONARY for dictionary encoding)";
                case BIT_PACKED -> " (it encodes levels, not values)";
                case RLE_DICTIONARY -> " (the writer keeps no dictionary for " + type + ")";
                default -> "";
            };
            throw new ParquetException("column " + column.path() + ": encoding " + encoding
                    + " cannot encode " + type + " values" + why);
        }
    }

    /**
     * The encodings data pages of {@code column} may use when they are not (or no longer)
     * dictionary encoded and no encoding was chosen for the column; the writer measures them on
     * a page of each column chunk and keeps the smallest after compression (see
     * {@link PageValueEncoder}). PLAIN always comes first. Besides PLAIN: DELTA_BINARY_PACKED for
     * INT32/INT64 columns where every row holds a value (maximum definition level 0) and
     * DELTA_BYTE_ARRAY for BYTE_ARRAY (with V1 and V2 pages: Spark's vectorized reader, DuckDB,
     * parquet-java, Trino and pyarrow read both in V1 pages), and RLE for BOOLEAN with V2 pages
     * only. Spark's vectorized reader misreads DELTA_BINARY_PACKED where rows may hold no value when
     * its page index filtering starts inside a page (see {@code EngineFeature.DELTA_BINARY_PACKED_NULLABLE}). BYTE_STREAM_SPLIT is never a default choice (Spark cannot read it); it
     * can be asked for per column. Decimals on BYTE_ARRAY stay PLAIN (DuckDB decodes
     * DELTA_BYTE_ARRAY only for string and blob columns).
     */
    public static Encoding[] candidates(io.parquetry.schema.ColumnDescriptor column, PageVersion version) {
        io.parquetry.schema.PrimitiveType primitive = column.type();
        Type type = primitive.physicalType();
        if (type == Type.BYTE_ARRAY
                && (primitive.logicalType() instanceof io.parquetry.base.LogicalType.DecimalType
                    || primitive.convertedType() == io.parquetry.base.ConvertedType.DECIMAL)) {
            return new Encoding[] {Encoding.PLAIN};
        }
        return switch (type) {
            case BOOLEAN -> version == PageVersion.V2
                    ? new Encoding[] {Encoding.PLAIN, Encoding.RLE} : new Encoding[] {Encoding.PLAIN};
            case INT32, INT64 -> column.maxDefinitionLevel() == 0
                    ? new Encoding[] {Encoding.PLAIN, Encoding.DELTA_BINARY_PACKED} : new Encoding[] {Encoding.PLAIN};
            case BYTE_ARRAY -> new Encoding[] {Encoding.PLAIN, Encoding.DELTA_BYTE_ARRAY};
            default -> new Encoding[] {Encoding.PLAIN};
        };
    }

    /**
     * A new encoder writing {@code type} values in {@code encoding} (not RLE_DICTIONARY, whose
     * indices the column writer encodes itself); {@code typeLength} is the FIXED_LEN_BYTE_ARRAY
     * length.
     */
    public static ValuesEncoder newEncoder(Encoding encoding, Type type, int typeLength) {
        if (encoding == Encoding.RLE_DICTIONARY || !supports(encoding, type)) {
            throw new ParquetException("no " + encoding + " value encoder for " + type);
        }
        return switch (encoding) {
            case RLE -> new RleBooleanEncoder();
            case DELTA_BINARY_PACKED -> new DeltaBinaryPackedEncoder();
            case DELTA_LENGTH_BYTE_ARRAY -> new DeltaLengthByteArrayEncoder();
            case DELTA_BYTE_ARRAY -> new DeltaByteArrayEncoder();
            case BYTE_STREAM_SPLIT -> new ByteStreamSplitEncoder(switch (type) {
                case INT32, FLOAT -> 4;
                case INT64, DOUBLE -> 8;
                default -> typeLength;
            });
            default -> PlainValues.newEncoder(type, typeLength);
        };
    }
}
