package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class BinaryBatchTest {
    private static final byte[] PAGE = "..hello.world..".getBytes(StandardCharsets.US_ASCII);

    @Test
    void borrowedSlicesAreNotCopied() {
        BinaryBatch b = new BinaryBatch();
        b.borrow(PAGE);
        b.addSlice(PAGE, 2, 5);
        b.addSlice(PAGE, 8, 5);
        b.addSlice(PAGE, 0, 0);
        assertSame(PAGE, b.data());
        assertEquals(3, b.count());
        assertEquals("hello", b.getString(0));
        assertEquals("world", b.getString(1));
        assertEquals(8, b.offset(1));
        assertEquals(0, b.length(2));
        assertArrayEquals("world".getBytes(StandardCharsets.US_ASCII), b.get(1));
    }

    @Test
    void slicesOfAnotherBufferAreCopied() {
        BinaryBatch b = new BinaryBatch();
        b.addSlice(PAGE, 2, 5); // not borrowing
        byte[] other = "xyz".getBytes(StandardCharsets.US_ASCII);
        b.addSlice(other, 0, 3);
        assertEquals("hello", b.getString(0));
        assertEquals("xyz", b.getString(1));
        other[0] = 'Q';
        assertEquals("xyz", b.getString(1));
        b.borrow(PAGE);
        b.addSlice(other, 0, 3); // a buffer other than the borrowed one: copied
        assertEquals("Qyz", b.getString(0));
    }

    @Test
    void ownedValuesAfterBorrowedOnesAreRefusedAndClearOwnsAgain() {
        BinaryBatch b = new BinaryBatch();
        b.borrow(PAGE);
        b.addSlice(PAGE, 2, 5);
        assertThrows(IllegalStateException.class, () -> b.add(new byte[] {1}, 0, 1));
        b.clear();
        b.add(new byte[] {1, 2}, 0, 2);
        assertEquals(2, b.length(0));
        // an empty borrowing batch takes owned values (decoders that build values, e.g. DELTA_BYTE_ARRAY)
        b.borrow(PAGE);
        int at = b.reserve(3);
        b.data()[at] = 7;
        assertEquals(7, b.get(0)[0]);
        assertEquals(1, b.count());
    }

    @Test
    void expectBytesSizesTheOwnedBufferExactly() {
        BinaryBatch b = new BinaryBatch();
        b.expectBytes(5000);
        assertEquals(5000, b.data().length);
        for (int i = 0; i < 1000; i++) {
            b.add(PAGE, 2, 5);
        }
        assertEquals(5000, b.data().length);
        assertEquals("hello", b.getString(999));
    }
}
