package io.parquetry.column;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The encoded pages of the open column chunk, in blocks rather than one growing array: a
 * chunk of several MiB is not copied each time it doubles, and the blocks are kept for the
 * next row group, so a steady stream of row groups allocates nothing here. Blocks grow from
 * 64 KiB (a narrow column holds no large block) to 256 KiB: below half of G1's smallest
 * region (1 MiB), so that blocks are ordinary objects, not humongous ones that each take
 * whole regions and fragment a small heap.
 */
final class PageStore {
    private static final int FIRST_BLOCK = 1 << 16;
    private static final int LARGEST_BLOCK = 1 << 18;
    private final List<byte[]> blocks = new ArrayList<>();
    private int block;     // index of the block being filled
    private int position;  // bytes used in that block
    private long size;

    void write(byte[] a, int off, int len) {
        while (len > 0) {
            if (block == blocks.size()) {
                blocks.add(new byte[block == 0 ? FIRST_BLOCK : Math.min(LARGEST_BLOCK, blocks.get(block - 1).length * 2)]);
            }
            byte[] dst = blocks.get(block);
            int n = Math.min(len, dst.length - position);
            System.arraycopy(a, off, dst, position, n);
            off += n;
            len -= n;
            position += n;
            size += n;
            if (position == dst.length) {
                block++;
                position = 0;
            }
        }
    }

    long size() {
        return size;
    }

    void writeTo(OutputStream out) throws IOException {
        for (int i = 0; i < block; i++) {
            out.write(blocks.get(i));
        }
        if (position > 0) {
            out.write(blocks.get(block), 0, position);
        }
    }

    /** Passes the bytes {@code [offset, offset + length)} to {@code sink}, a block's part at a time. */
    void read(long offset, long length, PageSealer.PageSink sink) throws IOException {
        long blockStart = 0;
        for (int i = 0; i < blocks.size() && length > 0; i++) {
            byte[] a = blocks.get(i);
            long blockEnd = blockStart + a.length;
            if (offset < blockEnd) {
                int from = (int) (offset - blockStart);
                int n = (int) Math.min(length, a.length - from);
                sink.write(a, from, n);
                offset += n;
                length -= n;
            }
            blockStart = blockEnd;
        }
    }

    void reset() {
        block = 0;
        position = 0;
        size = 0;
    }
}
