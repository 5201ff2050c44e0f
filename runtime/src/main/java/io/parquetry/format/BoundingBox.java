package io.parquetry.format;

/**
 * Thrift {@code BoundingBox} of geospatial statistics. The z and m bounds are {@code null} when
 * absent.
 */
public record BoundingBox(
        double xmin,
        double xmax,
        double ymin,
        double ymax,
        Double zmin,
        Double zmax,
        Double mmin,
        Double mmax) {
}
