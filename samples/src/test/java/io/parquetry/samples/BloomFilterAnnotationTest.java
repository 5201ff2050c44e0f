package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.BloomFilter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.filter.SkipReason;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** {@code @BloomFilter} carried by the generated mapper into the files it writes, and used by filters. */
class BloomFilterAnnotationTest {
    static final int ROWS = 30_000;

    @ParquetRecord
    record Order(long id,
            @BloomFilter(ndv = 5_000) long account,
            @BloomFilter(ndv = 2_000, fpp = 0.001) String customer,
            @BloomFilter(ndv = 300, fpp = 0.05) List<String> skus,
            String note, int qty) {}

    /** A fixed bijection of the ids: unique account numbers in no order, spread over the whole range. */
    static long account(long id) {
        long x = (id + 1) * 0x9E3779B97F4A7C15L;
        return (x ^ (x >>> 31)) & Long.MAX_VALUE;
    }

    static List<Order> orders() {
        List<Order> out = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            List<String> skus = new ArrayList<>();
            for (int k = 0; k < i % 4; k++) {
                skus.add("sku-" + (i * 7 + k * 13) % 250);
            }
            out.add(new Order(i, account(i), i % 11 == 0 ? null : "customer-" + account(i) % 1_500,
                    i % 9 == 0 ? null : skus, "note " + (i % 50), i % 100));
        }
        return out;
    }

    static byte[] write(List<Order> orders, UnaryOperator<ParquetWriter.Builder<Order>> options) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        // no dictionaries, so that only bloom filters (not dictionaries) can rule out a row group
        try (ParquetWriter<Order> w = options.apply(Parquet.writer(Order.class, out).rowGroupSize(256 << 10)
                .dictionary(false)).build()) {
            w.writeAll(orders);
        }
        return out.toByteArray();
    }

    /**
     * The bloom filter size of each column in every row group ({@code -1} for none, the same in
     * every group or the map says so), after checking that each group's filters hold each of its values.
     */
    static Map<String, Integer> filterSizes(byte[] file, List<Order> orders) {
        Map<String, Integer> sizes = new LinkedHashMap<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertTrue(f.rowGroups().size() >= 4, f.rowGroups().size() + " row groups");
            int first = 0;
            for (int g = 0; g < f.rowGroups().size(); g++) {
                for (String path : List.of("id", "account", "customer", "skus.list.element", "note", "qty")) {
                    io.parquetry.metadata.BloomFilter bf = f.bloomFilter(g, path);
                    int size = bf == null ? -1 : bf.numBytes();
                    Integer before = sizes.putIfAbsent(path, size);
                    assertTrue(before == null || before == size, path + " in row group " + g);
                }
                io.parquetry.metadata.BloomFilter accounts = f.bloomFilter(g, "account");
                io.parquetry.metadata.BloomFilter customers = f.bloomFilter(g, "customer");
                io.parquetry.metadata.BloomFilter skus = f.bloomFilter(g, "skus.list.element");
                assertTrue(accounts != null && customers != null && skus != null, "annotated columns of row group " + g);
                int end = first + (int) f.rowGroups().get(g).rowCount();
                for (Order o : orders.subList(first, end)) {
                    assertTrue(accounts.mightContain(o.account()), "account of order " + o.id());
                    if (o.customer() != null) {
                        assertTrue(customers.mightContain(o.customer()), "customer of order " + o.id());
                    }
                    if (o.skus() != null) {
                        for (String sku : o.skus()) {
                            assertTrue(skus.mightContain(sku), "sku " + sku + " of order " + o.id());
                        }
                    }
                }
                first = end;
            }
            assertEquals(orders.size(), first);
        }
        return sizes;
    }

    @Test
    void annotatedColumnsAndOnlyThoseCarryFiltersSizedByTheirAnnotation() {
        List<Order> orders = orders();
        byte[] file = write(orders, b -> b);
        try (ParquetReader<Order> r = Parquet.reader(Order.class, new InMemoryInputFile(file)).build()) {
            assertEquals(orders, r.stream().collect(Collectors.toList()));
        }
        Map<String, Integer> expected = new LinkedHashMap<>();
        expected.put("id", -1);
        expected.put("account", 8192); // ndv 5,000 at fpp 0.01: 6,051 bytes, rounded up to a power of two
        expected.put("customer", 4096); // ndv 2,000 at fpp 0.001: 3,652 bytes
        expected.put("skus.list.element", 512); // ndv 300 at fpp 0.05: 258 bytes
        expected.put("note", -1);
        expected.put("qty", -1);
        assertEquals(expected, filterSizes(file, orders));
    }

    @Test
    void builderOptionOverridesTheAnnotation() {
        List<Order> orders = orders();
        byte[] file = write(orders, b -> b.bloomFilter("account", 100_000, 0.01).bloomFilter("note", 50, 0.01));
        Map<String, Integer> sizes = filterSizes(file, orders);
        assertEquals(131072, sizes.get("account"), "the builder's ndv of 100,000, not the annotation's 5,000");
        assertEquals(4096, sizes.get("customer"), "still the annotation's");
        assertEquals(64, sizes.get("note"), "a builder option on an unannotated column");
        assertEquals(-1, sizes.get("qty"));
    }

    @Test
    void anEqualityOnTheAnnotatedColumnSkipsRowGroupsByBloomFilter() {
        List<Order> orders = orders();
        byte[] file = write(orders, b -> b);
        int groups;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            groups = f.rowGroups().size();
        }
        Order target = orders.get(17_321);
        try (ParquetReader<Order> r = Parquet.reader(Order.class, new InMemoryInputFile(file))
                .filter(BloomFilterAnnotationTest_OrderParquet.ACCOUNT.eq(target.account())).build()) {
            assertEquals(List.of(target), r.stream().toList());
            Map<SkipReason, Integer> skipped = r.skippedRowGroups();
            // account numbers are in no order: every row group's min and max enclose the value
            assertEquals(0, skipped.get(SkipReason.STATISTICS), skipped.toString());
            assertEquals(0, skipped.get(SkipReason.DICTIONARY), skipped.toString());
            assertEquals(groups - 1, skipped.get(SkipReason.BLOOM_FILTER), skipped.toString());
        }
        // a customer no order has, between the smallest and the largest: every row group is ruled out
        try (ParquetReader<Order> r = Parquet.reader(Order.class, new InMemoryInputFile(file))
                .filter(BloomFilterAnnotationTest_OrderParquet.CUSTOMER.eq("customer-1500")).build()) {
            assertEquals(List.of(), r.stream().toList());
            Map<SkipReason, Integer> skipped = r.skippedRowGroups();
            assertEquals(0, skipped.get(SkipReason.STATISTICS), skipped.toString());
            assertEquals(groups, skipped.get(SkipReason.BLOOM_FILTER), skipped.toString());
        }
    }
}
