package io.parquetry.file;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The heap the open writers of a JVM may fill with buffered row groups: {@value #POOL_PERCENT}%
 * of the maximum heap, shared equally. A writer closes its row group when it reaches its
 * {@code rowGroupSize} or its share, whichever is smaller, so a write that the heap can hold at
 * all never runs out of memory for buffering, however many writers are open (row groups then
 * come out smaller than asked for; files stay the same for a given heap and writer count).
 */
public final class WriterMemory {
    /** Percent of the maximum heap for all writers' buffered row groups together. */
    public static final int POOL_PERCENT = 40;
    /** No writer's share falls below this, so that row groups stay worth their metadata. */
    public static final long MIN_SHARE = 1L << 20;

    private static final long POOL = Runtime.getRuntime().maxMemory() / 100 * POOL_PERCENT;
    private static final AtomicInteger OPEN = new AtomicInteger();

    private WriterMemory() {}

    /** A writer starts buffering. */
    public static void opened() {
        OPEN.incrementAndGet();
    }

    /** A writer is done (closed or aborted); called once per {@link #opened()}. */
    public static void closed() {
        OPEN.decrementAndGet();
    }

    /** {@return the bytes a writer that asks for {@code rowGroupSize} may buffer now} @param rowGroupSize its option */
    public static long limit(long rowGroupSize) {
        return Math.min(rowGroupSize, share());
    }

    /** {@return the memory each open writer may hold now: its equal part of the pool} */
    public static long share() {
        return Math.max(MIN_SHARE, POOL / Math.max(1, OPEN.get()));
    }
}
