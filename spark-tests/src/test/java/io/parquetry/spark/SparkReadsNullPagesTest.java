package io.parquetry.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageVersion;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Spark's vectorized reader keeps one dictionary per batch: on a repeated column whose pages went
 * from dictionary to PLAIN (an all-null page: only empty lists) and back, or from PLAIN to
 * dictionary, it failed with an ArrayIndexOutOfBoundsException once a batch spanned many small
 * pages (found by {@code SparkReadsRandomSchemasTest}, stop 41). The writer now encodes an all-null
 * page of a dictionary chunk with the dictionary too, as parquet-java does. Each shape of empty
 * lists is read back value by value, one- and three-row pages, V1 and V2.
 */
class SparkReadsNullPagesTest {
    static final MessageType SCHEMA = MessageTypeParser.parse(
            "message m { required int32 id; optional group l (LIST) { repeated group list { required int32 element; } } }");

    @TempDir
    static Path dir;

    @ParameterizedTest(name = "{0} lists, pages of {1} rows, {2}")
    @CsvSource({"leading, 1, V1", "leading, 3, V2", "middle, 1, V1", "middle, 1, V2", "random, 1, V1", "random, 3, V2",
        "none, 1, V1", "none, 1, V2"})
    void emptyListsOnWholePagesReadBackInTheVectorizedReader(String empties, int pageRows, PageVersion version) {
        Random r = new Random(1);
        IntUnaryOperator size = switch (empties) {
            case "leading" -> i -> i < 5 ? 0 : 1 + r.nextInt(5);
            case "middle" -> i -> i >= 40 && i < 60 ? 0 : 1 + r.nextInt(5);
            case "random" -> i -> r.nextInt(6);
            default -> i -> 0; // every list empty: a chunk without values
        };
        List<List<Integer>> lists = new ArrayList<>();
        Path file = dir.resolve(empties + pageRows + version + ".parquet");
        try (ParquetWriter<io.parquetry.row.Row> w = ParquetFile.writer(SCHEMA, file).pageRowLimit(pageRows)
                .pageVersion(version).build()) {
            for (int i = 0; i < 300; i++) {
                List<Integer> l = new ArrayList<>();
                for (int k = size.applyAsInt(i); k > 0; k--) {
                    l.add(r.nextInt(5));
                }
                lists.add(l);
                w.write(io.parquetry.row.Row.of(SCHEMA, i, l));
            }
        }
        for (boolean vectorized : new boolean[] {true, false}) {
            List<Object> back = new ArrayList<>();
            for (Row row : SparkValues.configured(vectorized, true).read().parquet(file.toString()).orderBy("id")
                    .collectAsList()) {
                back.add(SparkValues.normalize(row.get(1)));
            }
            assertEquals(lists, back, vectorized ? "vectorized reader" : "row reader");
        }
    }
}
