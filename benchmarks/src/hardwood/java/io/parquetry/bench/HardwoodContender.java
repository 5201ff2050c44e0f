package io.parquetry.bench;

import dev.hardwood.HardwoodContext;
import dev.hardwood.InputFile;
import dev.hardwood.reader.ParquetFileReader;
import dev.hardwood.reader.RowReader;
import dev.hardwood.row.PqList;
import dev.hardwood.row.PqMap;
import dev.hardwood.row.PqStruct;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hardwood ({@code dev.hardwood:hardwood-core}, Java 21+): its row reader, a cursor with
 * primitive accessors, into the same TaxiTrip / Order objects as every other contender. Built
 * only by the {@code hardwood} profile (with a JDK of 21 or later), so the default build stays
 * on Java 17. {@code -Dparquetry.bench.singleThread=true} gives Hardwood one decoding thread too.
 */
public final class HardwoodContender {
    private HardwoodContender() {}

    static HardwoodContext context() {
        return ParquetryContender.SINGLE_THREAD ? HardwoodContext.create(1) : HardwoodContext.create();
    }

    /** Opens the file and its row reader and hands it to {@code read}. */
    private static long read(Path file, java.util.function.ToLongFunction<RowReader> read) {
        try (HardwoodContext ctx = context(); ParquetFileReader f = ParquetFileReader.open(InputFile.of(file), ctx);
             RowReader r = f.rowReader()) {
            return read.applyAsLong(r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static long readTrips(Path file) {
        return read(file, HardwoodContender::sumTrips);
    }

    public static long readOrders(Path file) {
        return read(file, HardwoodContender::sumOrders);
    }

    private static long sumTrips(RowReader r) {
        long sum = 0;
        while (r.hasNext()) {
            r.next();
            TaxiTrip t = new TaxiTrip(r.getLong(0), r.getInt(1), r.getTimestamp(2), r.getTimestamp(3),
                    r.getInt(4), r.getDouble(5), r.getInt(6), r.getString(7), r.getInt(8), r.getInt(9),
                    r.getString(10), r.getDouble(11), r.getDouble(12), r.getDouble(13),
                    r.isNull(14) ? null : r.getDouble(14), r.getDouble(15), r.getDouble(16), r.getString(17));
            sum += t.hash();
        }
        return sum;
    }

    private static long sumOrders(RowReader r) {
        long sum = 0;
        while (r.hasNext()) {
            r.next();
            PqList rawItems = r.getList(2);
            List<LineItem> items = new ArrayList<>(rawItems.size());
            for (PqStruct i : rawItems.structs()) {
                items.add(new LineItem(i.getString(0), i.getInt(1), i.getDouble(2), i.getDouble(3),
                        i.isNull(4) ? null : i.getString(4)));
            }
            PqMap m = r.getMap(3);
            Map<String, String> attributes = new LinkedHashMap<>();
            for (PqMap.Entry e : m.getEntries()) {
                attributes.put(e.getStringKey(), e.getStringValue());
            }
            sum += new Order(r.getLong(0), r.getString(1), items, attributes).hash();
        }
        return sum;
    }
}
