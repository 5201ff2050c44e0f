package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DuckDB writes a NULL fixed-size ARRAY as a null list followed by one "continuation" entry per
 * slot, each with the null's definition level (repetition level 1, definition level 0 for
 * {@code INTEGER[3]}). Those entries continue a list that is absent; parquet-java and DuckDB read
 * them as nothing, and so must this reader, while a continuation of a present list without an
 * element stays an error.
 */
class NullListContinuationTest {
  private static final MessageType SCHEMA = MessageTypeParser.parse("""
      message m {
        optional group arr (LIST) { repeated group list { optional int32 element; } }
        optional group outer (LIST) {
          repeated group list {
            optional group element (LIST) { repeated group list { optional int32 element; } }
          }
        }
      }
      """);

  /** {@code {column, rep, def, value}} entries: arr has max def 3, outer max def 5. */
  private static final List<int[][]> RECORDS = List.of(
      new int[][] {{0, 0, 3, 1}, {0, 1, 2, 0}, {0, 1, 3, 3}, {1, 0, 0, 0}},
      // arr NULL as DuckDB writes it, and outer = [NULL array, [7]]
      new int[][] {{0, 0, 0, 0}, {0, 1, 0, 0}, {0, 1, 0, 0}, {1, 0, 2, 0}, {1, 2, 2, 0}, {1, 2, 2, 0}, {1, 1, 5, 7}},
      // an empty outer list whose absent inner list is "continued"
      new int[][] {{0, 0, 3, 4}, {0, 1, 3, 5}, {0, 1, 3, 6}, {1, 0, 1, 0}, {1, 2, 1, 0}});

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void continuationsOfAnAbsentListReadAsNothing(boolean readAhead) {
    byte[] file = LevelsWriter.write(SCHEMA, RECORDS);
    List<List<Object>> rows = new ArrayList<>();
    try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "duck"),
        ReadOptions.defaults().withReadAhead(readAhead)); ParquetReader<Row> r = f.rows()) {
      for (Row row : r) {
        rows.add(Arrays.asList(row.get("arr"), row.get("outer")));
      }
    }
    assertEquals(List.of(
        Arrays.asList(Arrays.asList(1, null, 3), null),
        Arrays.asList(null, Arrays.asList(null, List.of(7))),
        Arrays.asList(List.of(4, 5, 6), List.of())), rows);
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void aPresentListContinuedWithoutAnElementIsStillAnError(boolean readAhead) {
    byte[] file = LevelsWriter.write(SCHEMA, List.<int[][]>of(new int[][] {{0, 0, 3, 1}, {0, 1, 1, 0}, {1, 0, 0, 0}}));
    ParquetException e = assertThrows(ParquetException.class, () -> {
      try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "mutant"),
          ReadOptions.defaults().withReadAhead(readAhead)); ParquetReader<Row> r = f.rows()) {
        r.forEach(row -> { });
      }
    });
    assertTrue(e.getMessage().contains("below its level 2"), e.getMessage());
  }
}
