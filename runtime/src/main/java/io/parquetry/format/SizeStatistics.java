package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code SizeStatistics}: unencoded size and level histograms of a column chunk or page.
 * Numeric lists are primitive arrays (no boxing); every field is {@code null} when absent.
 *
 * @param unencodedByteArrayDataBytes bytes of BYTE_ARRAY values without length prefixes (field 1)
 * @param repetitionLevelHistogram count per repetition level (field 2)
 * @param definitionLevelHistogram count per definition level (field 3)
 */
public record SizeStatistics(
        Long unencodedByteArrayDataBytes,
        long[] repetitionLevelHistogram,
        long[] definitionLevelHistogram) {

    @Override
    public boolean equals(Object o) {
        return o instanceof SizeStatistics s
                && Objects.equals(unencodedByteArrayDataBytes, s.unencodedByteArrayDataBytes)
                && Arrays.equals(repetitionLevelHistogram, s.repetitionLevelHistogram)
                && Arrays.equals(definitionLevelHistogram, s.definitionLevelHistogram);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Objects.hashCode(unencodedByteArrayDataBytes) + Arrays.hashCode(repetitionLevelHistogram))
                + Arrays.hashCode(definitionLevelHistogram);
    }

    @Override
    public String toString() {
        return "SizeStatistics[unencodedByteArrayDataBytes=" + unencodedByteArrayDataBytes
                + ", repetitionLevelHistogram=" + Arrays.toString(repetitionLevelHistogram)
                + ", definitionLevelHistogram=" + Arrays.toString(definitionLevelHistogram) + "]";
    }
}
