package io.parquetry.interop.dataset;

import io.parquetry.annotation.ParquetRecord;
import java.time.LocalDate;

/** A sale, partitioned in the dataset tests by day, region and the venue's country. */
@ParquetRecord
public record Sale(long id, LocalDate day, String region, Venue venue, Double amount) {

    /** Where a sale happened: a group in the files, without its partition column {@code country}. */
    @ParquetRecord
    public record Venue(String city, String country, Integer floor) {}

    /** Sale {@code i} of a deterministic series: three days, regions with special characters, nulls. */
    public static Sale of(long i) {
        String[] regions = {"north", "a/b", "x=y", "50%", "süd", null};
        String[] countries = {"CH", "FR", "DE"};
        Venue venue = i % 13 == 7 ? null : new Venue("city" + (i % 5), countries[(int) (i / 3 % countries.length)],
                i % 2 == 0 ? (int) (i % 40) : null);
        return new Sale(i, LocalDate.of(2026, 11, 23).plusDays(i % 3), regions[(int) (i / 2 % regions.length)], venue,
                i % 10 == 3 ? null : i * 1.25);
    }
}
