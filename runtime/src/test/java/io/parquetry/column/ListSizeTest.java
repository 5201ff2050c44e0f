package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import io.parquetry.spi.ColumnSource;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link PageCursor#listSize}, the size hint a mapper gives the list it fills: at the first entry
 * of a list (outer, or inner inside an element of the outer), the number of its elements, all
 * of them when the list ends in the current page and those in the page (at least one) when it
 * goes on in the next.
 */
class ListSizeTest {
    private static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              repeated group outer {
                repeated int32 inner;
              }
            }
            """);
    private static final int ROWS = 400;

    /** Record r: r % 6 outer elements (none for an empty list), element k with (r + k) % 4 inner values. */
    private static byte[] file(int pageRows) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).pageRowLimit(pageRows).build()) {
            for (int r = 0; r < ROWS; r++) {
                List<Row> outer = new ArrayList<>();
                for (int k = 0; k < r % 6; k++) {
                    List<Integer> inner = new ArrayList<>();
                    for (int j = 0; j < (r + k) % 4; j++) {
                        inner.add(r * 100 + k * 10 + j);
                    }
                    outer.add(Row.of(SCHEMA.field("outer").asGroup(), inner));
                }
                w.write(Row.of(SCHEMA, outer));
            }
        }
        return out.toByteArray();
    }

    /** Walks each record's entries and compares the hints at the lists' first entries with the sizes found. */
    @ParameterizedTest
    @ValueSource(ints = {1_000_000, 3})
    void theHintCountsTheListsElementsInThePage(int pageRows) {
        boolean onePage = pageRows >= ROWS;
        List<String> checked = new ArrayList<>();
        ReadingMapper<Integer> walker = new ReadingMapper<>(SCHEMA, cs -> {
            ColumnSource c = cs[0];
            if (c.def() == 0) { // an empty outer list
                c.next();
                return 0;
            }
            int outerHint = c.listSize(1);
            int outer = 0;
            do {
                outer++;
                if (c.def() == 1) { // an empty inner list
                    c.next();
                } else {
                    int innerHint = c.listSize(2);
                    int inner = 0;
                    do {
                        inner++;
                        c.next();
                    } while (c.hasNext() && c.rep() == 2);
                    check(checked, "inner", innerHint, inner, onePage);
                }
            } while (c.hasNext() && c.rep() == 1);
            check(checked, "outer", outerHint, outer, onePage);
            return outer;
        });
        int records = 0;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file(pageRows)));
             ParquetReader<Integer> r = f.read(walker)) {
            for (Integer outer = r.read(); outer != null; outer = r.read()) {
                assertEquals(records % 6, outer, "record " + records);
                records++;
            }
        }
        assertEquals(ROWS, records);
        assertTrue(checked.size() > ROWS, "lists checked: " + checked.size());
    }

    private static void check(List<String> checked, String list, int hint, int size, boolean onePage) {
        if (onePage) {
            assertEquals(size, hint, list + " list " + checked.size());
        } else {
            assertTrue(hint >= 1 && hint <= size, list + " list " + checked.size() + ": hint " + hint + ", size " + size);
        }
        checked.add(list);
    }
}
