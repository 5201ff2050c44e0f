package io.parquetry.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.EdgeInterpolationAlgorithm;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LogicalTypesTest {

    @Test
    void convertedToLogicalTable() {
        Map<ConvertedType, LogicalType> expected = new LinkedHashMap<>();
        expected.put(ConvertedType.UTF8, new LogicalType.StringType());
        expected.put(ConvertedType.MAP, new LogicalType.MapType());
        expected.put(ConvertedType.MAP_KEY_VALUE, null);
        expected.put(ConvertedType.LIST, new LogicalType.ListType());
        expected.put(ConvertedType.ENUM, new LogicalType.EnumType());
        expected.put(ConvertedType.DECIMAL, new LogicalType.DecimalType(3, 10));
        expected.put(ConvertedType.DATE, new LogicalType.DateType());
        expected.put(ConvertedType.TIME_MILLIS, new LogicalType.TimeType(true, TimeUnit.MILLIS));
        expected.put(ConvertedType.TIME_MICROS, new LogicalType.TimeType(true, TimeUnit.MICROS));
        expected.put(ConvertedType.TIMESTAMP_MILLIS, new LogicalType.TimestampType(true, TimeUnit.MILLIS));
        expected.put(ConvertedType.TIMESTAMP_MICROS, new LogicalType.TimestampType(true, TimeUnit.MICROS));
        expected.put(ConvertedType.UINT_8, new LogicalType.IntType(8, false));
        expected.put(ConvertedType.UINT_16, new LogicalType.IntType(16, false));
        expected.put(ConvertedType.UINT_32, new LogicalType.IntType(32, false));
        expected.put(ConvertedType.UINT_64, new LogicalType.IntType(64, false));
        expected.put(ConvertedType.INT_8, new LogicalType.IntType(8, true));
        expected.put(ConvertedType.INT_16, new LogicalType.IntType(16, true));
        expected.put(ConvertedType.INT_32, new LogicalType.IntType(32, true));
        expected.put(ConvertedType.INT_64, new LogicalType.IntType(64, true));
        expected.put(ConvertedType.JSON, new LogicalType.JsonType());
        expected.put(ConvertedType.BSON, new LogicalType.BsonType());
        expected.put(ConvertedType.INTERVAL, null);
        assertEquals(ConvertedType.values().length, expected.size());
        for (Map.Entry<ConvertedType, LogicalType> e : expected.entrySet()) {
            assertEquals(e.getValue(), LogicalTypes.fromConvertedType(e.getKey(), 10, 3), e.getKey().toString());
        }
        assertNull(LogicalTypes.fromConvertedType(null, null, null));
        assertEquals(LogicalTypes.decimal(7, 0), LogicalTypes.fromConvertedType(ConvertedType.DECIMAL, 7, null));
        assertThrows(ParquetException.class, () -> LogicalTypes.fromConvertedType(ConvertedType.DECIMAL, null, 2));
    }

    @Test
    void logicalToConvertedTable() {
        Map<LogicalType, ConvertedType> expected = new LinkedHashMap<>();
        expected.put(new LogicalType.StringType(), ConvertedType.UTF8);
        expected.put(new LogicalType.MapType(), ConvertedType.MAP);
        expected.put(new LogicalType.ListType(), ConvertedType.LIST);
        expected.put(new LogicalType.EnumType(), ConvertedType.ENUM);
        expected.put(new LogicalType.DecimalType(2, 9), ConvertedType.DECIMAL);
        expected.put(new LogicalType.DateType(), ConvertedType.DATE);
        // local time and timestamps in MILLIS/MICROS carry the legacy annotation too (LogicalTypes.md)
        expected.put(new LogicalType.TimeType(true, TimeUnit.MILLIS), ConvertedType.TIME_MILLIS);
        expected.put(new LogicalType.TimeType(false, TimeUnit.MILLIS), ConvertedType.TIME_MILLIS);
        expected.put(new LogicalType.TimeType(true, TimeUnit.MICROS), ConvertedType.TIME_MICROS);
        expected.put(new LogicalType.TimeType(false, TimeUnit.MICROS), ConvertedType.TIME_MICROS);
        expected.put(new LogicalType.TimeType(true, TimeUnit.NANOS), null);
        expected.put(new LogicalType.TimeType(false, TimeUnit.NANOS), null);
        expected.put(new LogicalType.TimestampType(true, TimeUnit.MILLIS), ConvertedType.TIMESTAMP_MILLIS);
        expected.put(new LogicalType.TimestampType(false, TimeUnit.MILLIS), ConvertedType.TIMESTAMP_MILLIS);
        expected.put(new LogicalType.TimestampType(true, TimeUnit.MICROS), ConvertedType.TIMESTAMP_MICROS);
        expected.put(new LogicalType.TimestampType(false, TimeUnit.MICROS), ConvertedType.TIMESTAMP_MICROS);
        expected.put(new LogicalType.TimestampType(true, TimeUnit.NANOS), null);
        expected.put(new LogicalType.TimestampType(false, TimeUnit.NANOS), null);
        expected.put(new LogicalType.IntType(8, true), ConvertedType.INT_8);
        expected.put(new LogicalType.IntType(16, true), ConvertedType.INT_16);
        expected.put(new LogicalType.IntType(32, true), ConvertedType.INT_32);
        expected.put(new LogicalType.IntType(64, true), ConvertedType.INT_64);
        expected.put(new LogicalType.IntType(8, false), ConvertedType.UINT_8);
        expected.put(new LogicalType.IntType(16, false), ConvertedType.UINT_16);
        expected.put(new LogicalType.IntType(32, false), ConvertedType.UINT_32);
        expected.put(new LogicalType.IntType(64, false), ConvertedType.UINT_64);
        expected.put(new LogicalType.IntType(12, true), null);
        expected.put(new LogicalType.NullType(), null);
        expected.put(new LogicalType.JsonType(), ConvertedType.JSON);
        expected.put(new LogicalType.BsonType(), ConvertedType.BSON);
        expected.put(new LogicalType.UuidType(), null);
        expected.put(new LogicalType.Float16Type(), null);
        expected.put(new LogicalType.VariantType(1), null);
        expected.put(new LogicalType.GeometryType(null), null);
        expected.put(new LogicalType.GeographyType("x", EdgeInterpolationAlgorithm.SPHERICAL), null);
        expected.put(new LogicalType.Unknown(99), null);
        for (Map.Entry<LogicalType, ConvertedType> e : expected.entrySet()) {
            assertEquals(e.getValue(), LogicalTypes.toConvertedType(e.getKey()), e.getKey().toString());
        }
        assertNull(LogicalTypes.toConvertedType(null));
    }

    @Test
    void mappingRoundTripsForEveryConvertedTypeWithALogicalEquivalent() {
        for (ConvertedType ct : ConvertedType.values()) {
            LogicalType lt = LogicalTypes.fromConvertedType(ct, 5, 1);
            if (lt != null) {
                assertEquals(ct, LogicalTypes.toConvertedType(lt), ct.toString());
            }
        }
    }

    @Test
    void maxDecimalPrecisionOfFixedLengths() {
        int[] expected = {0, 2, 4, 6, 9, 11, 14, 16, 18, 21, 23, 26, 28, 31, 33, 35, 38};
        for (int n = 0; n < expected.length; n++) {
            assertEquals(expected[n], LogicalTypes.maxDecimalPrecision(n), "length " + n);
        }
        assertEquals(616, LogicalTypes.maxDecimalPrecision(256));
        // beyond the exact range: floor((8n-1) * log10(2))
        assertEquals((int) Math.floor((8.0 * 5000 - 1) * Math.log10(2)), LogicalTypes.maxDecimalPrecision(5000));
        assertEquals(Integer.MAX_VALUE, LogicalTypes.maxDecimalPrecision(Integer.MAX_VALUE));
    }

    @Test
    void mapKeyValueIsAMapOnlyOutsideAMap() {
        MessageType s = MessageTypeParser.parse("""
                message m {
                  optional group a (MAP_KEY_VALUE) {
                    repeated group map {
                      required binary key;
                    }
                  }
                  optional group b (MAP) {
                    repeated group map (MAP_KEY_VALUE) {
                      required binary key;
                    }
                  }
                }
                """);
        assertEquals(LogicalTypes.MAP, LogicalTypes.effectiveLogicalType(s.field("a"), s));
        GroupType b = s.field("b").asGroup();
        assertEquals(LogicalTypes.MAP, LogicalTypes.effectiveLogicalType(b, s));
        assertNull(LogicalTypes.effectiveLogicalType(b.field("map"), b));
        assertNull(LogicalTypes.effectiveLogicalType(s.field("a").asGroup().field("map"), s.field("a").asGroup()));
    }

    @Test
    void convertedTypeAloneDerivesTheLogicalTypeAndBackOnEveryPath() {
        PrimitiveType legacy = PrimitiveType.lenient("t", FieldRepetitionType.OPTIONAL, Type.INT64, 0,
                null, ConvertedType.TIMESTAMP_MILLIS, null, null, null);
        PrimitiveType modern = PrimitiveType.lenient("t", FieldRepetitionType.OPTIONAL, Type.INT64, 0,
                LogicalTypes.timestamp(TimeUnit.MILLIS, true), null, null, null, null);
        assertEquals(legacy, modern);
        assertEquals(Types.optional(Type.INT64).as(ConvertedType.TIMESTAMP_MILLIS).named("t"), modern);
        PrimitiveType dec = Types.required(Type.INT32).as(ConvertedType.DECIMAL).precision(9).scale(4).named("d");
        assertEquals(LogicalTypes.decimal(9, 4), dec.logicalType());
        assertEquals(Types.required(Type.INT32).as(LogicalTypes.decimal(9, 4)).named("d"), dec);
    }

    @Test
    void formatList() {
        List<String> printed = List.of(
                LogicalTypes.format(LogicalTypes.STRING),
                LogicalTypes.format(LogicalTypes.decimal(9, 2)),
                LogicalTypes.format(LogicalTypes.time(TimeUnit.NANOS, false)),
                LogicalTypes.format(LogicalTypes.timestamp(TimeUnit.MICROS, true)),
                LogicalTypes.format(LogicalTypes.integer(16, true)),
                LogicalTypes.format(new LogicalType.GeometryType("a\"b")),
                LogicalTypes.format(new LogicalType.GeographyType("c", null)));
        assertEquals(List.of("STRING", "DECIMAL(9,2)", "TIME(NANOS,false)", "TIMESTAMP(MICROS,true)",
                "INTEGER(16,true)", "GEOMETRY(\"a\\\"b\")", "GEOGRAPHY(\"c\")"), printed);
    }
}
