package io.parquetry.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every INT64 timestamp converts to an Instant and back exactly, the extremes included. */
class TimestampRangeTest {
    @ParameterizedTest
    @EnumSource(TimeUnit.class)
    void theWholeInt64RangeRoundTrips(TimeUnit unit) {
        for (long v : new long[] {Long.MIN_VALUE, Long.MIN_VALUE + 1, -1_000_000_001L, -1L, 0L, 1L, 999_999_999L,
                Long.MAX_VALUE - 1, Long.MAX_VALUE}) {
            Instant i = ValueConversions.fromTimestamp(v, unit);
            assertEquals(v, ValueConversions.toTimestamp(i, unit, "ts"), unit + " " + v + " (" + i + ")");
        }
    }

    @ParameterizedTest
    @EnumSource(value = TimeUnit.class, names = {"MICROS", "NANOS"})
    void aCoarserUnitRoundsTowardThePastAndOverflowIsNamed(TimeUnit unit) {
        assertEquals(-1L, ValueConversions.toTimestamp(Instant.ofEpochSecond(-1, 999_999_999), unit, "ts"));
        long nanosPerUnit = unit == TimeUnit.MICROS ? 1_000 : 1;
        Instant tooEarly = ValueConversions.fromTimestamp(Long.MIN_VALUE, unit).minusNanos(nanosPerUnit);
        ParquetException e = assertThrows(ParquetException.class, () -> ValueConversions.toTimestamp(tooEarly, unit, "ts"));
        assertEquals("field ts: timestamp " + tooEarly + " is outside the range of TIMESTAMP(" + unit + ")", e.getMessage());
    }
}
