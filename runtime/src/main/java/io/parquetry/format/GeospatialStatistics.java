package io.parquetry.format;

import java.util.Arrays;
import java.util.Objects;

/**
 * Thrift {@code GeospatialStatistics} of GEOMETRY and GEOGRAPHY columns.
 *
 * @param bbox bounding box, or {@code null} (field 1)
 * @param geospatialTypes WKB geometry type codes, or {@code null} when absent (field 2)
 */
public record GeospatialStatistics(BoundingBox bbox, int[] geospatialTypes) {

    @Override
    public boolean equals(Object o) {
        return o instanceof GeospatialStatistics g
                && Objects.equals(bbox, g.bbox)
                && Arrays.equals(geospatialTypes, g.geospatialTypes);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(bbox) + Arrays.hashCode(geospatialTypes);
    }

    @Override
    public String toString() {
        return "GeospatialStatistics[bbox=" + bbox + ", geospatialTypes=" + Arrays.toString(geospatialTypes) + "]";
    }
}
