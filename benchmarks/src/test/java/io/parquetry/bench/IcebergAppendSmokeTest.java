package io.parquetry.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.iceberg.data.IcebergGenerics;
import org.apache.iceberg.data.Record;
import org.apache.iceberg.io.CloseableIterable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both {@link IcebergAppend} contenders commit the same rows, which read back the same. */
class IcebergAppendSmokeTest {
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void bothContendersCommitTheSameTable(boolean partitioned) throws Exception {
        TripState trips = new TripState();
        trips.rows = 3000;
        trips.setUp();
        IcebergAppend.Tables t = new IcebergAppend.Tables();
        t.partitioned = partitioned;
        t.setUp();
        try {
            IcebergAppend bench = new IcebergAppend();
            t.newTable();
            assertEquals(3000, bench.parquetry(trips, t));
            List<String> ours = rows(t);
            t.newTable();
            assertEquals(3000, bench.icebergGeneric(trips, t));
            List<String> theirs = rows(t);
            assertEquals(theirs, ours);
        } finally {
            t.tearDown();
            trips.tearDown();
        }
    }

    private static List<String> rows(IcebergAppend.Tables t) throws IOException {
        List<String> out = new ArrayList<>();
        t.table.refresh();
        try (CloseableIterable<Record> it = IcebergGenerics.read(t.table).build()) {
            it.forEach(r -> out.add(r.toString()));
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }
}
