package io.parquetry.encoding;

import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;

/** Factories for the PLAIN encoders and decoders of each physical type, and their shared checks. */
public final class PlainValues {
    private PlainValues() {}

    /**
     * A PLAIN encoder for {@code type}; {@code typeLength} is the FIXED_LEN_BYTE_ARRAY length
     * (ignored for other types; INT96 is always 12).
     */
    public static ValuesEncoder newEncoder(Type type, int typeLength) {
        return switch (type) {
            case BOOLEAN -> new PlainBooleanEncoder();
            case INT32 -> new PlainInt32Encoder();
            case INT64 -> new PlainInt64Encoder();
            case INT96 -> new PlainFixedLenByteArrayEncoder(12);
            case FLOAT -> new PlainFloatEncoder();
            case DOUBLE -> new PlainDoubleEncoder();
            case BYTE_ARRAY -> new PlainByteArrayEncoder();
            case FIXED_LEN_BYTE_ARRAY -> new PlainFixedLenByteArrayEncoder(typeLength);
        };
    }

    /** A PLAIN decoder for {@code type}; {@code typeLength} as in {@link #newEncoder}. */
    public static ValuesDecoder newDecoder(Type type, int typeLength) {
        return switch (type) {
            case BOOLEAN -> new PlainBooleanDecoder();
            case INT32 -> new PlainInt32Decoder();
            case INT64 -> new PlainInt64Decoder();
            case INT96 -> new PlainFixedLenByteArrayDecoder(12);
            case FLOAT -> new PlainFloatDecoder();
            case DOUBLE -> new PlainDoubleDecoder();
            case BYTE_ARRAY -> new PlainByteArrayDecoder();
            case FIXED_LEN_BYTE_ARRAY -> new PlainFixedLenByteArrayDecoder(typeLength);
        };
    }

    static void checkRange(byte[] buf, int off, int len, int valueCount) {
        if (off < 0 || len < 0 || off > buf.length - len) {
            throw new ParquetException("data range [" + off + ", +" + len + ") outside a buffer of " + buf.length + " bytes");
        }
        if (valueCount < 0) {
            throw new ParquetException("negative value count " + valueCount);
        }
    }

    static void checkRead(int n, int remaining, String type) {
        if (n < 0 || n > remaining) {
            throw new ParquetException("cannot read " + n + " PLAIN " + type + " values: only " + remaining + " remain");
        }
    }
}
