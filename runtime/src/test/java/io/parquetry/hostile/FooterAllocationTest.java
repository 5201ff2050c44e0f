package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Crafted footers whose lists and strings claim more elements or bytes than the footer holds:
 * opening the file fails with a {@link ParquetException} that names the footer's offset and the
 * byte where the claim is, quickly and without allocating what was claimed. The footers are
 * written byte by byte in the compact protocol, so each claim sits exactly where the test says.
 */
class FooterAllocationTest {
    private static final int HUGE = Integer.MAX_VALUE;

    /** A file around a footer: magic, footer, its length, magic. */
    static byte[] file(byte[] footer) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(footer);
        int n = footer.length;
        out.writeBytes(new byte[] {(byte) n, (byte) (n >> 8), (byte) (n >> 16), (byte) (n >> 24)});
        out.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    /** Unsigned LEB128. */
    static byte[] varint(long v) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
        return out.toByteArray();
    }

    /** A list header of {@code n} elements of compact type {@code elementType}. */
    static byte[] listHeader(long n, int elementType) {
        if (n < 15) {
            return new byte[] {(byte) ((n << 4) | elementType)};
        }
        return concat(new byte[] {(byte) (0xF0 | elementType)}, varint(n));
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static final int LIST = 9;
    private static final int STRUCT = 12;
    private static final int I64 = 6;

    /** version 1, a schema of one root element with no children, num_rows 0 (fields 1 to 3). */
    static final byte[] PREFIX = concat(
            new byte[] {0x15, 0x02},                              // 1: version = 1
            new byte[] {0x19}, listHeader(1, STRUCT),             // 2: schema, one element
            new byte[] {0x48, 0x01, 'm', 0x15, 0x00, 0x00},       //    name "m", num_children 0, stop
            new byte[] {0x16, 0x00});                             // 3: num_rows = 0

    /** The footer of each case: where the claim is and what it claims. */
    static byte[] footer(String claim) {
        byte[] body = switch (claim) {
            // 2: the schema list
            case "schema" -> concat(new byte[] {0x15, 0x02, 0x19}, listHeader(HUGE, STRUCT));
            // 4: the row groups list
            case "rowGroups" -> concat(PREFIX, new byte[] {0x19}, listHeader(HUGE, STRUCT));
            // 4: one row group whose columns list (its field 1) claims 2^31-1 chunks
            case "columns" -> concat(PREFIX, new byte[] {0x19}, listHeader(1, STRUCT), new byte[] {0x19},
                    listHeader(HUGE, STRUCT));
            // 4: one row group whose sorting columns (field 4) claim 2^31-1 entries
            case "sortingColumns" -> concat(PREFIX, new byte[] {0x19}, listHeader(1, STRUCT), new byte[] {0x49},
                    listHeader(HUGE, STRUCT));
            // 5: key/value metadata
            case "keyValues" -> concat(PREFIX, new byte[] {0x19}, listHeader(0, STRUCT), new byte[] {0x19},
                    listHeader(HUGE, STRUCT));
            // 6: created_by of 2^31-1 bytes
            case "createdBy" -> concat(PREFIX, new byte[] {0x19}, listHeader(0, STRUCT), new byte[] {0x28}, varint(HUGE));
            // 7: column orders
            case "columnOrders" -> concat(PREFIX, new byte[] {0x19}, listHeader(0, STRUCT), new byte[] {0x39},
                    listHeader(HUGE, STRUCT));
            default -> throw new IllegalArgumentException(claim);
        };
        return Arrays.copyOf(body, 100); // zeros after the claim: 100 bytes in all
    }

    @ParameterizedTest
    @ValueSource(strings = {"schema", "rowGroups", "columns", "sortingColumns", "keyValues", "createdBy", "columnOrders"})
    void aClaimBeyondTheFooterFailsNamingTheOffset(String claim) {
        byte[] file = file(footer(claim));
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            // once before measuring: the first open in a thread loads classes, which allocates too
            assertThrows(ParquetException.class, () -> ParquetFile.open(new InMemoryInputFile(file)).close());
            long before = allocated();
            ParquetException e = assertThrows(ParquetException.class,
                    () -> ParquetFile.open(new InMemoryInputFile(file)).close());
            long bytes = allocated() - before;
            assertTrue(e.getMessage().contains("corrupt footer at offset 4"), e.getMessage());
            assertTrue(e.getMessage().contains("2147483647"), e.getMessage());
            assertTrue(e.getMessage().matches("(?s).*\\(at byte \\d+\\).*"), e.getMessage());
            assertTrue(bytes < 1 << 20, claim + ": allocated " + bytes + " bytes for a 100-byte footer");
        });
    }

    /**
     * A count that does fit the bytes (one byte per element at least) is still not allocated up
     * front: a 4 MiB footer claiming 4 million row groups whose first is invalid fails after
     * allocating little beyond the footer itself, not a list of 4 million slots.
     */
    @org.junit.jupiter.api.Test
    void aStructCountThatFitsTheBytesIsNotAllocatedUpFront() {
        int n = 4 << 20;
        byte[] head = concat(PREFIX, new byte[] {0x19}, listHeader(n, STRUCT)); // empty structs: required fields missing
        byte[] footer = Arrays.copyOf(head, head.length + n);
        byte[] file = file(footer);
        long before = allocated();
        // beyond the default row group limit, which would refuse the count before this test's point
        io.parquetry.ReadOptions options = io.parquetry.ReadOptions.defaults().withMaxRowGroups(Integer.MAX_VALUE);
        ParquetException e = assertThrows(ParquetException.class,
                () -> ParquetFile.open(new InMemoryInputFile(file), options).close());
        long bytes = allocated() - before;
        assertTrue(e.getMessage().contains("corrupt footer at offset 4"), e.getMessage());
        assertTrue(e.getMessage().contains("RowGroup"), e.getMessage());
        // the file is read once and the footer copied out of it; beyond that, little
        assertTrue(bytes < 2L * file.length + (1 << 20), "allocated " + bytes + " bytes for a file of " + file.length);
    }

    /**
     * The same for a list of numbers: a column index whose null counts claim 4 million values in
     * 4 MiB, the first an overlong varint, fails without a 32 MiB array.
     */
    @org.junit.jupiter.api.Test
    void aNumberCountThatFitsTheBytesIsNotAllocatedUpFront() {
        int n = 4 << 20;
        byte[] head = concat(new byte[] {0x59}, listHeader(n, I64)); // 5: null_counts
        byte[] index = Arrays.copyOf(head, head.length + n);
        Arrays.fill(index, head.length, index.length, (byte) 0x80); // a varint that never ends
        long before = allocated();
        ParquetException e = assertThrows(ParquetException.class,
                () -> new io.parquetry.format.ThriftReader(index, 0, index.length).readColumnIndex());
        long bytes = allocated() - before;
        assertTrue(e.getMessage().contains("at byte"), e.getMessage());
        assertTrue(bytes < 1 << 20, "allocated " + bytes + " bytes for a column index of " + index.length);
    }

    private static long allocated() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
