import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.*;
import java.util.*;

/**
 * Interleaved in-process A/B of the nested workloads (BENCHMARKS.md, "Encoding trial buffers
 * shared"): {@code java -Xms2g -Xmx2g benchmarks/ab/NestedAB.java A B rounds ops [write|read|both|alloc]}.
 * A and B are class paths ({@code benchmarks.jar}, or {@code runtime.jar:benchmarks.jar} to try a
 * runtime build under the same benchmarks): each gets its own class loader and its own 50,000
 * orders; both read the one file parquet-java writes. After 3 warm-up rounds, {@code rounds}
 * rounds of {@code ops} operations each, the build going first alternating; prints medians and
 * bests of wall and process CPU time per operation (CPU time is what the other processes on a
 * shared machine disturb least) and of the reading thread's CPU time (what work moved to the
 * read-ahead workers takes off it). {@code alloc} prints the bytes one write and one read allocate
 * (calling thread and Parquetry workers, least of 5) and whether both builds wrote the same file.
 * A class path ending in {@code #hardwood} reads with Hardwood's row reader instead (a jar built
 * with the {@code hardwood} profile, run on Java 21 or later): typed read against Hardwood in one
 * process, rounds alternating, which a machine whose speed drifts between JMH forks needs.
 * {@code -Dab.workload=trips} runs the flat workload instead (200,000 taxi trips), {@code wide} the
 * wide one (10,000 rows of 220 columns, through the generated mapper);
 * {@code -Dab.reader=cursor} reads through the generic {@code RowCursor} instead of the mapper;
 * {@code -Dab.reader=customers} reads the orders' {@code customer} column alone (a string column
 * of one page per chunk).
 * Not part of the build: a tool, run from source.
 */
public class NestedAB {
    static final boolean TRIPS = "trips".equals(System.getProperty("ab.workload"));
    static final boolean WIDE = "wide".equals(System.getProperty("ab.workload"));
    static final boolean CURSOR = "cursor".equals(System.getProperty("ab.reader"));
    static final boolean CUSTOMERS = "customers".equals(System.getProperty("ab.reader"));
    static final com.sun.management.OperatingSystemMXBean OS =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    static final class Variant {
        final String name; final Method write, read; final Object orders; final Path out;
        final List<Double> wWall = new ArrayList<>(), wCpu = new ArrayList<>(), rWall = new ArrayList<>(), rCpu = new ArrayList<>(),
            rThread = new ArrayList<>();
        long checksum;
        Variant(String name, String jar, Path dir) throws Exception {
            this.name = name;
            boolean hardwood = jar.endsWith("#hardwood");
            jar = hardwood ? jar.substring(0, jar.length() - "#hardwood".length()) : jar;
            String[] parts = jar.split(":");
            URL[] urls = new URL[parts.length];
            for (int i = 0; i < parts.length; i++) urls[i] = Path.of(parts[i]).toUri().toURL();
            ClassLoader cl = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
            Class<?> data = cl.loadClass("io.parquetry.bench.Data");
            Class<?> pc = cl.loadClass("io.parquetry.bench.ParquetryContender");
            String kind = WIDE ? "WideRecords" : TRIPS ? "Trips" : "Orders";
            orders = WIDE ? data.getMethod("wideRows", int.class, int.class).invoke(null, 10_000, 220)
                    : data.getMethod(TRIPS ? "trips" : "orders", int.class).invoke(null, TRIPS ? 200_000 : 50_000);
            write = pc.getMethod("write" + kind, Path.class, List.class);
            read = hardwood ? cl.loadClass("io.parquetry.bench.HardwoodContender").getMethod("read" + kind, Path.class)
                    : pc.getMethod(CUSTOMERS ? "readOrderCustomers"
                    : CURSOR ? (TRIPS ? "readTripCursor" : "readOrderCursor") : "read" + kind, Path.class);
            out = dir.resolve(name + "-out.parquet");
            Path in = dir.resolve("orders.parquet");
            if (!Files.exists(in)) {
                cl.loadClass("io.parquetry.bench.GroupContender").getMethod(WIDE ? "writeWide" : "write" + kind, Path.class, List.class)
                        .invoke(null, in, orders);
            }
        }
    }

    public static void main(String[] a) throws Exception {
        Path dir = Files.createTempDirectory("ab");
        Path in = dir.resolve("orders.parquet");
        Variant A = new Variant("A", a[0], dir), B = new Variant("B", a[1], dir);
        int rounds = Integer.parseInt(a[2]), ops = Integer.parseInt(a[3]);
        String what = a.length > 4 ? a[4] : "both";
        Variant[] vs = {A, B};
        if (what.equals("alloc")) {
            for (int i = 0; i < 3; i++) for (Variant v : vs) { allocated(v, true); allocated(v, false); }
            for (Variant v : vs) {
                long w = Long.MAX_VALUE, r = Long.MAX_VALUE;
                for (int i = 0; i < 5; i++) { w = Math.min(w, allocated(v, true)); r = Math.min(r, allocated(v, false)); }
                System.out.printf("%s allocated per write %,d B, per read %,d B%n", v.name, w, r);
            }
            System.out.println("written files identical: " + (Files.mismatch(A.out, B.out) == -1) + " (" + Files.size(A.out) + " bytes)");
            return;
        }
        // warm-up
        for (int i = 0; i < 3; i++) for (Variant v : vs) round(v, in, ops, what, false);
        for (int r = 0; r < rounds; r++) {
            Variant first = vs[r % 2], second = vs[1 - r % 2];
            round(first, in, ops, what, true);
            round(second, in, ops, what, true);
        }
        System.out.printf("load average at end: %.2f%n", OS.getSystemLoadAverage());
        for (Variant v : vs) {
            System.out.printf("%s write wall med %.1f best %.1f | cpu med %.1f best %.1f ms/op ; read wall med %.1f best %.1f | cpu med %.1f best %.1f | reading thread med %.1f best %.1f ms/op; checksum %d%n",
                v.name, med(v.wWall), min(v.wWall), med(v.wCpu), min(v.wCpu), med(v.rWall), min(v.rWall), med(v.rCpu), min(v.rCpu),
                med(v.rThread), min(v.rThread), v.checksum);
        }
        int wWins = 0, rWins = 0;
        for (int i = 0; i < A.wCpu.size(); i++) if (B.wCpu.get(i) < A.wCpu.get(i)) wWins++;
        int tWins = 0;
        for (int i = 0; i < A.rCpu.size(); i++) if (B.rCpu.get(i) < A.rCpu.get(i)) rWins++;
        for (int i = 0; i < A.rThread.size(); i++) if (B.rThread.get(i) < A.rThread.get(i)) tWins++;
        System.out.printf("B lower cpu than A: write %d/%d rounds, read %d/%d rounds (reading thread %d/%d)%n",
            wWins, A.wCpu.size(), rWins, A.rCpu.size(), tWins, A.rThread.size());
    }

    static void round(Variant v, Path in, int ops, String what, boolean record) throws Exception {
        if (!what.equals("read")) {
            System.gc();
            long w0 = System.nanoTime(), c0 = OS.getProcessCpuTime();
            for (int i = 0; i < ops; i++) v.write.invoke(null, v.out, v.orders);
            long w1 = System.nanoTime(), c1 = OS.getProcessCpuTime();
            if (record) { v.wWall.add((w1 - w0) / 1e6 / ops); v.wCpu.add((c1 - c0) / 1e6 / ops); }
        }
        if (!what.equals("write")) {
            System.gc();
            long w0 = System.nanoTime(), c0 = OS.getProcessCpuTime(), t0 = THREADS.getCurrentThreadCpuTime();
            long sum = 0;
            for (int i = 0; i < ops; i++) sum += (Long) v.read.invoke(null, in);
            long w1 = System.nanoTime(), c1 = OS.getProcessCpuTime(), t1 = THREADS.getCurrentThreadCpuTime();
            v.checksum = sum;
            if (record) {
                v.rWall.add((w1 - w0) / 1e6 / ops); v.rCpu.add((c1 - c0) / 1e6 / ops); v.rThread.add((t1 - t0) / 1e6 / ops);
            }
        }
    }
    static long allocated(Variant v, boolean write) throws Exception {
        Map<Long, Long> before = threads();
        if (write) v.write.invoke(null, v.out, v.orders); else v.read.invoke(null, v.out.getParent().resolve("orders.parquet"));
        long total = 0;
        for (Map.Entry<Long, Long> e : threads().entrySet()) total += e.getValue() - before.getOrDefault(e.getKey(), 0L);
        return total;
    }
    static Map<Long, Long> threads() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Map<Long, Long> out = new HashMap<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t == Thread.currentThread() || t.getName().startsWith("parquetry-worker")) {
                long b = mx.getThreadAllocatedBytes(t.getId());
                if (b >= 0) out.put(t.getId(), b);
            }
        }
        return out;
    }
    static double med(List<Double> l) { List<Double> s = new ArrayList<>(l); Collections.sort(s); return s.isEmpty() ? 0 : s.get(s.size() / 2); }
    static double min(List<Double> l) { return l.stream().mapToDouble(d -> d).min().orElse(0); }
}
