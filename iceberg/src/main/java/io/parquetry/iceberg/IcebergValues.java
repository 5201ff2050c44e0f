package io.parquetry.iceberg;

import io.parquetry.schema.PrimitiveType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.apache.iceberg.types.Type;
import org.apache.iceberg.types.Types;

/**
 * Parquet values in Iceberg's internal representation (Integer for int and date, Long for long,
 * time and timestamps, CharSequence for strings, UUID, ByteBuffer for fixed and binary, BigDecimal
 * for decimals), the form partition transforms, expression evaluators and
 * {@link org.apache.iceberg.types.Conversions} take.
 */
final class IcebergValues {
    private IcebergValues() {}

    /**
     * The Iceberg value of one Parquet physical value ({@code Boolean}, {@code Integer},
     * {@code Long}, {@code Float}, {@code Double}, {@code byte[]} or {@code String}) of a column
     * whose type {@link IcebergSchemas#stores stores} {@code type}; null stays null.
     */
    static Object toIceberg(Type.PrimitiveType type, Object physical) {
        if (physical == null) {
            return null;
        }
        switch (type.typeId()) {
            case STRING:
                return physical instanceof String s ? s : new String((byte[]) physical, StandardCharsets.UTF_8);
            case UUID: {
                ByteBuffer b = ByteBuffer.wrap(bytes(physical));
                return new java.util.UUID(b.getLong(), b.getLong());
            }
            case FIXED:
            case BINARY:
                return ByteBuffer.wrap(bytes(physical));
            case DECIMAL: {
                int scale = ((Types.DecimalType) type).scale();
                if (physical instanceof Integer i) {
                    return BigDecimal.valueOf(i, scale);
                }
                if (physical instanceof Long l) {
                    return BigDecimal.valueOf(l, scale);
                }
                return new BigDecimal(new BigInteger(bytes(physical)), scale);
            }
            default:
                // Boolean, Integer (int, date), Long (long, time, timestamps), Float, Double
                return physical;
        }
    }

    private static byte[] bytes(Object physical) {
        return physical instanceof String s ? s.getBytes(StandardCharsets.UTF_8) : (byte[]) physical;
    }

    /** The physical value of a PLAIN-encoded statistics bound of column {@code column}. */
    static Object decodeBound(PrimitiveType column, byte[] plain) {
        ByteBuffer b = ByteBuffer.wrap(plain).order(ByteOrder.LITTLE_ENDIAN);
        return switch (column.physicalType()) {
            case BOOLEAN -> plain[0] != 0;
            case INT32 -> b.getInt();
            case INT64 -> b.getLong();
            case FLOAT -> b.getFloat();
            case DOUBLE -> b.getDouble();
            default -> plain;
        };
    }
}
