package io.parquetry.samples;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.Json;
import io.parquetry.annotation.NamingStrategy;
import io.parquetry.annotation.ParquetField;
import io.parquetry.annotation.ParquetIgnore;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Repeated;
import io.parquetry.annotation.Time;
import io.parquetry.annotation.TimeUnit;
import io.parquetry.annotation.Timestamp;
import io.parquetry.annotation.Unsigned;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;

/** Record shapes the behaviour tests round-trip through generated mappers. */
final class Shapes {
    private Shapes() {}

    /** Not-null marker recognised by simple name, as users' own or third-party annotations are. */
    @Retention(RetentionPolicy.CLASS)
    @Target({ElementType.TYPE_USE, ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD, ElementType.RECORD_COMPONENT})
    @interface NonNull {}

    enum Color { RED, GREEN, BLUE }

    @ParquetRecord
    record Scalars(boolean b, byte by, short sh, int i, long l, float f, double d,
                   Boolean bb, Byte bby, Short bsh, Integer bi, Long bl, Float bf, Double bd,
                   String s, byte[] bytes, Color color, UUID uuid,
                   @Decimal(precision = 9, scale = 2) BigDecimal d9,
                   @Decimal(precision = 18, scale = 4) BigDecimal d18,
                   @Decimal(precision = 38, scale = 10) BigDecimal d38,
                   LocalDate date, LocalTime time, @Time(unit = TimeUnit.MILLIS) LocalTime timeMillis,
                   @Time(unit = TimeUnit.NANOS) LocalTime timeNanos, Instant ts,
                   @Timestamp(unit = TimeUnit.MILLIS) Instant tsMillis, @Timestamp(unit = TimeUnit.NANOS) Instant tsNanos,
                   LocalDateTime local, @Unsigned int u32, @Unsigned long u64, @Json String json,
                   @NonNull String requiredName) {}

    @ParquetRecord
    record Address(String city, @NonNull String country, Integer floor) {}

    @ParquetRecord
    record Containers(List<Map<String, List<Address>>> deep, Set<String> set, Collection<Integer> collection,
                      String[] names, int[] ints, double[] doubles, List<@NonNull String> nonNullTags,
                      @Repeated List<Long> bare, @Repeated List<Address> bareGroups,
                      Optional<String> opt, Optional<Address> optAddress, OptionalInt oi, OptionalLong ol, OptionalDouble od,
                      List<List<Integer>> lol, Map<String, Address> byCity, Map<Color, List<String>> byColor,
                      List<Address> addresses) {}

    @ParquetRecord(naming = NamingStrategy.SNAKE_CASE)
    record Renamed(long userId, @ParquetField(name = "display", id = 7) String displayName,
                   @ParquetIgnore String cache, String homeTown) {}

    /** A POJO assembled through a no-arg constructor and setters. */
    @ParquetRecord
    static final class Bean {
        private long id;
        private String name;
        private List<Double> scores;
        private boolean active;

        public Bean() {}

        Bean(long id, String name, List<Double> scores, boolean active) {
            this.id = id;
            this.name = name;
            this.scores = scores;
            this.active = active;
        }

        public long getId() { return id; }
        public void setId(long id) { this.id = id; }
        public String getName() { return name; }
        public void setName(String name) { this.name = name; }
        public List<Double> getScores() { return scores; }
        public void setScores(List<Double> scores) { this.scores = scores; }
        public boolean isActive() { return active; }
        public void setActive(boolean active) { this.active = active; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Bean b && b.id == id && java.util.Objects.equals(b.name, name)
                    && java.util.Objects.equals(b.scores, scores) && b.active == active;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(id);
        }

        @Override
        public String toString() {
            return "Bean[" + id + ", " + name + ", " + scores + ", " + active + "]";
        }
    }

    /** An immutable POJO assembled through a constructor whose parameters match its properties. */
    @ParquetRecord
    static final class Point {
        private final double x;
        private final Double y;

        public Point(double x, Double y) {
            this.x = x;
            this.y = y;
        }

        public double getX() { return x; }
        public Double getY() { return y; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Point p && Double.compare(p.x, x) == 0 && java.util.Objects.equals(p.y, y);
        }

        @Override
        public int hashCode() {
            return Double.hashCode(x);
        }

        @Override
        public String toString() {
            return "Point[" + x + ", " + y + "]";
        }
    }

    // The Document example of the Dremel paper, with bare repeated fields.
    @ParquetRecord
    record Document(long DocId, Links Links, @Repeated List<Name> Name) {}

    record Links(@Repeated List<Long> Backward, @Repeated List<Long> Forward) {}

    record Name(@Repeated List<Language> Language, String Url) {}

    record Language(@NonNull String Code, String Country) {}
}
