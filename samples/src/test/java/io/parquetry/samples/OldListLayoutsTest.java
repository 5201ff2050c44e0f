package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.row.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Records read lists and maps in the older layouts the spec's compatibility rules allow (2-level
 * lists whose repeated group is the element, maps whose repeated group is named {@code map}),
 * nested in each other, to the values the Row API reads from the file.
 */
class OldListLayoutsTest {
    static final Path DATA = Path.of(System.getProperty("parquetry.testing.dir"), "data");

    /** {@code required group a (LIST) { repeated group array (LIST) { repeated int32 array; } }} */
    @ParquetRecord
    record OldList(List<List<Integer>> a) {}

    /** Impala's lists of lists and lists of maps ({@code repeated group map (MAP_KEY_VALUE)}). */
    @ParquetRecord
    record Impala(Long id, List<Integer> int_array, List<List<Integer>> int_array_Array, Map<String, Integer> int_map,
                  List<Map<String, Integer>> int_Map_Array) {}

    @Test
    void twoLevelListOfLists() {
        List<OldList> typed = read(OldList.class, "old_list_structure.parquet");
        List<Row> rows = rows("old_list_structure.parquet");
        assertEquals(rows.size(), typed.size());
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(rows.get(i).get("a"), typed.get(i).a());
        }
        assertEquals(List.of(List.of(1, 2), List.of(3, 4)), typed.get(0).a());
    }

    @Test
    void impalaListsOfListsAndMaps() {
        List<Impala> typed = read(Impala.class, "nullable.impala.parquet");
        List<Row> rows = rows("nullable.impala.parquet");
        assertEquals(7, typed.size());
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            Impala t = typed.get(i);
            assertEquals(r.get("id"), t.id());
            assertEquals(r.get("int_array"), t.int_array());
            assertEquals(r.get("int_array_Array"), t.int_array_Array());
            assertEquals(r.get("int_map"), t.int_map());
            assertEquals(r.get("int_Map_Array"), t.int_Map_Array(), "row " + i);
        }
        assertEquals(List.of(Map.of("k1", 1)), typed.get(0).int_Map_Array());
    }

    private static <T> List<T> read(Class<T> type, String file) {
        try (ParquetReader<T> r = Parquet.reader(type, DATA.resolve(file)).build()) {
            return r.stream().toList();
        }
    }

    private static List<Row> rows(String file) {
        List<Row> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(DATA.resolve(file)); ParquetReader<Row> r = f.rows()) {
            r.forEach(out::add);
        }
        return out;
    }
}
