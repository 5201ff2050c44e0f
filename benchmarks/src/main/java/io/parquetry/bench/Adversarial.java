package io.parquetry.bench;

import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * Data sets made to break an encoding heuristic that judges a column on its first values:
 * cardinality rising along the chunk, sorted and unsorted integers, skewed (Zipf) values,
 * doubles of moderate cardinality, sorted timestamps, strings with shared prefixes. Each is one
 * required column {@code v}, generated from a fixed seed; the last, {@code besideWideStrings},
 * puts such columns beside one of large values, which cuts their pages short.
 *
 * @param name the data set's name in tables
 * @param schemaText the schema, in Parquet's text form
 * @param rows the rows, each an array of one value per column (Long, Integer, Double or String)
 */
public record Adversarial(String name, String schemaText, List<Object[]> rows) {

    /** The schema, parsed by Parquetry. */
    public MessageType schema() {
        return MessageTypeParser.parse(schemaText);
    }

    /** Every adversarial data set of {@code n} rows. */
    public static List<Adversarial> all(int n) {
        Random r = new Random(Settings.SEED + 3);
        List<Adversarial> out = new ArrayList<>();
        // few distinct values at first, then ever more: the first page says "dictionary"
        out.add(of("risingCardinality", "int64", n, i -> (long) r.nextInt(1 + i / 4)));
        out.add(of("risingStrings", "binary", n, i -> "k" + r.nextInt(1 + i / 2)));
        out.add(of("sortedIds", "int64", n, i -> 7_000_000_000L + 3L * i + r.nextInt(3)));
        out.add(of("unsortedInts", "int32", n, i -> r.nextInt()));
        out.add(of("zipf", "int32", n, i -> zipf(r, 100_000)));
        out.add(of("moderateDoubles", "double", n, i -> Math.round(r.nextDouble() * 20_000) / 100.0));
        out.add(of("randomWalkDoubles", "double", n, new IntFunction<Object>() {
            double x = 100;

            @Override
            public Object apply(int i) {
                x += r.nextGaussian();
                return x;
            }
        }));
        out.add(of("sortedTimestamps", "int64", n, new IntFunction<Object>() {
            long t = 1_704_067_200_000_000L;

            @Override
            public Object apply(int i) {
                t += r.nextInt(2_000_000);
                return t;
            }
        }));
        out.add(of("prefixedStrings", "binary", n,
                i -> "https://shop.example.com/catalog/category-" + (i / 5_000) + "/item-" + (1_000_000 + i * 7L + r.nextInt(7))));
        out.add(besideWideStrings(r, n));
        return out;
    }

    /**
     * Narrow columns beside one of 150-character strings that hardly compress. Every column's
     * pages end on the same rows, so the wide column's 1 MiB pages give the narrow ones first pages
     * of a few thousand values: a dictionary judged on them sees few repeats.
     */
    private static Adversarial besideWideStrings(Random r, int n) {
        String schema = """
                message besideWideStrings {
                  required binary wide (STRING);
                  required binary customer (STRING);
                  required int64 rising;
                  required double price;
                  required int32 zipf;
                  required int64 ts;
                }
                """;
        List<Object[]> rows = new ArrayList<>(n);
        char[] wide = new char[150];
        long t = 1_704_067_200_000_000L;
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < wide.length; k++) {
                wide[k] = (char) ('!' + r.nextInt(94));
            }
            t += r.nextInt(2_000_000);
            rows.add(new Object[] {new String(wide), "customer-" + r.nextInt(20_000), (long) r.nextInt(1 + i / 4),
                Math.round(r.nextDouble() * 20_000) / 100.0, zipf(r, 100_000), t});
        }
        return new Adversarial("besideWideStrings", schema, rows);
    }

    private static Adversarial of(String name, String type, int n, IntFunction<Object> value) {
        String schema = "message " + name + " {\n  required " + type + " v" + (type.equals("binary") ? " (STRING)" : "")
                + ";\n}\n";
        List<Object[]> rows = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            rows.add(new Object[] {value.apply(i)});
        }
        return new Adversarial(name, schema, rows);
    }

    /** A value in {@code [0, n)} with probability about proportional to {@code 1 / (rank + 1)}. */
    private static int zipf(Random r, int n) {
        // inverse of the continuous CDF of 1/x on [1, n + 1): x = (n + 1)^u
        double x = Math.pow(n + 1, r.nextDouble());
        return Math.min(n - 1, (int) x - 1);
    }
}
