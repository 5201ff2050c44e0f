package io.parquetry.column;

import io.parquetry.base.Encoding;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;
import io.parquetry.encoding.ByteStreamSplitDecoder;
import io.parquetry.encoding.DeltaBinaryPackedDecoder;
import io.parquetry.encoding.DeltaByteArrayDecoder;
import io.parquetry.encoding.DeltaLengthByteArrayDecoder;
import io.parquetry.encoding.PlainValues;
import io.parquetry.encoding.RleBooleanDecoder;
import io.parquetry.encoding.ValuesDecoder;

/** Picks the decoder of a data page's value encoding for a physical type. */
final class ValueDecoders {
    private ValueDecoders() {}

    static ValuesDecoder forEncoding(Encoding encoding, Type type, int typeLength) {
        switch (encoding) {
            case PLAIN:
                return PlainValues.newDecoder(type, typeLength);
            case RLE:
                if (type == Type.BOOLEAN) {
                    return new RleBooleanDecoder();
                }
                break;
            case DELTA_BINARY_PACKED:
                if (type == Type.INT32 || type == Type.INT64) {
                    return new DeltaBinaryPackedDecoder();
                }
                break;
            case DELTA_LENGTH_BYTE_ARRAY:
                if (type == Type.BYTE_ARRAY) {
                    return new DeltaLengthByteArrayDecoder();
                }
                break;
            case DELTA_BYTE_ARRAY:
                if (type == Type.BYTE_ARRAY) {
                    return new DeltaByteArrayDecoder();
                }
                if (type == Type.FIXED_LEN_BYTE_ARRAY) {
                    return new DeltaByteArrayDecoder(typeLength);
                }
                break;
            case BYTE_STREAM_SPLIT:
                switch (type) {
                    case INT32, FLOAT:
                        return new ByteStreamSplitDecoder(4);
                    case INT64, DOUBLE:
                        return new ByteStreamSplitDecoder(8);
                    case FIXED_LEN_BYTE_ARRAY:
                        return new ByteStreamSplitDecoder(typeLength);
                    default:
                        break;
                }
                break;
            default:
                break;
        }
        throw new ParquetException("encoding " + encoding + " is not valid for " + type + " values");
    }
}
