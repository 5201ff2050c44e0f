package io.parquetry.format;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Thrift {@code OffsetIndex}: where each data page of a column chunk is.
 *
 * @param pageLocations one entry per page, by increasing offset (field 1)
 * @param unencodedByteArrayDataBytes per page unencoded BYTE_ARRAY size, or {@code null} (field 2)
 */
public record OffsetIndex(List<PageLocation> pageLocations, long[] unencodedByteArrayDataBytes) {

    @Override
    public boolean equals(Object o) {
        return o instanceof OffsetIndex x
                && Objects.equals(pageLocations, x.pageLocations)
                && Arrays.equals(unencodedByteArrayDataBytes, x.unencodedByteArrayDataBytes);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(pageLocations) + Arrays.hashCode(unencodedByteArrayDataBytes);
    }

    @Override
    public String toString() {
        return "OffsetIndex[pageLocations=" + pageLocations
                + ", unencodedByteArrayDataBytes=" + Arrays.toString(unencodedByteArrayDataBytes) + "]";
    }
}
