package io.parquetry.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The sources {@link ProcessorBuild} compiles: {@code n} records {@code gen.RecordN}, each with 30
 * properties (10 scalars, 5 strings, a decimal, a timestamp, a date, 2 optionals, 3 lists, 2 maps,
 * 3 nested records, 2 lists of nested records), sharing three nested record types.
 */
final class ProcessorBuildSources {

    private ProcessorBuildSources() {
    }

    private static final String NESTED = """
            package gen;
            public record Address(String street, String city, int zip, double lat, double lon) {}
            """;
    private static final String ITEM = """
            package gen;
            public record Item(String sku, int qty, @io.parquetry.annotation.Decimal(precision = 12, scale = 2) java.math.BigDecimal price,
                java.util.List<String> tags) {}
            """;
    private static final String AUDIT = """
            package gen;
            public record Audit(java.time.Instant at, String by, java.util.Map<String, String> notes) {}
            """;

    /**
     * Writes the sources of {@code args[1]} records (default 200) under directory {@code args[0]}
     * (for {@code benchmarks/ab/ProcessorAB.java}).
     *
     * @param args the directory, then the number of records
     * @throws IOException if a file cannot be written
     */
    public static void main(String[] args) throws IOException {
        write(Path.of(args[0]), args.length > 1 ? Integer.parseInt(args[1]) : ProcessorBuild.RECORDS);
    }

    /** Writes the sources under {@code dir}; returns their paths, records first. */
    static List<Path> write(Path dir, int n) throws IOException {
        Path pkg = Files.createDirectories(dir.resolve("gen"));
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Path p = pkg.resolve("Record" + i + ".java");
            Files.writeString(p, record(i));
            out.add(p);
        }
        out.add(Files.writeString(pkg.resolve("Address.java"), NESTED));
        out.add(Files.writeString(pkg.resolve("Item.java"), ITEM));
        out.add(Files.writeString(pkg.resolve("Audit.java"), AUDIT));
        return out;
    }

    static String record(int i) {
        return """
                package gen;
                import io.parquetry.annotation.*;
                import java.math.BigDecimal;
                import java.time.*;
                import java.util.*;
                @ParquetRecord
                public record Record%d(
                    long id, int count, short small, byte tiny, double amount, float ratio, boolean active,
                    Long maybeId, Integer maybeCount, Double maybeAmount,
                    String name, String code, String city, String country, String comment,
                    @Decimal(precision = 18, scale = 4) BigDecimal total,
                    @Timestamp(unit = TimeUnit.MICROS) Instant createdAt,
                    LocalDate day,
                    Optional<String> nickname, Optional<Long> parentId,
                    List<String> labels, List<Long> refs, List<Double> samples,
                    Map<String, Integer> counters, Map<String, String> attributes,
                    Address home, Address work, Audit audit,
                    List<Item> items, List<Audit> history) {}
                """.formatted(i);
    }
}
