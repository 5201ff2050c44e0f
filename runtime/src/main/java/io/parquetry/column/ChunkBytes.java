package io.parquetry.column;

import io.parquetry.base.ParquetException;
import io.parquetry.io.InputFile;
import io.parquetry.io.IoErrors;
import java.io.IOException;

/**
 * Where the bytes of a column chunk (or of the selected pages of one) come from: an array that
 * holds them all, or ranges of a file that a reader loads a window at a time as it walks the pages
 * ({@link PageReader}), so that reading a chunk needs memory for a window and the pages in it, not
 * for the whole chunk. The bytes of several file ranges read as one sequence (the dictionary page
 * and the selected data pages of a chunk). The first window is read when the source is made, so
 * that a file error surfaces where the chunk is opened.
 *
 * <p>Not thread-safe: one reader uses a source, one thread at a time. Reads of the file are
 * serialized on the {@link InputFile} object, since the readers of a row group's columns may read
 * it from several worker threads at once and an {@code InputFile} need only serve one at a time.
 */
public final class ChunkBytes {
    /** The least window: a file's chunk is read in windows of at least this many bytes. */
    public static final int MIN_WINDOW = 64 << 10;

    private final InputFile input;
    private final String location;
    /** The ranges read, as file offsets {@code [spans[2i], spans[2i+1])}. */
    private final long[] spans;
    private final int window;
    /** The first bytes: the whole chunk of an in-memory source, the first window of a file's. */
    private final byte[] first;
    private final int firstOff;
    private final int firstLen;
    /** The span the next byte handed out lies in, and that byte's file offset. */
    private int span;
    private long filePos;
    /** Bytes of the sequence not handed out yet (beyond {@link #first}). */
    private long remaining;
    /** Whether {@link #first} holds every byte of the ranges. */
    private boolean whole;

    private ChunkBytes(InputFile input, String location, long[] spans, int window, byte[] first, int firstOff,
                       int firstLen) {
        this.input = input;
        this.location = location;
        this.spans = spans;
        this.window = window;
        this.first = first;
        this.firstOff = firstOff;
        this.firstLen = firstLen;
    }

    /**
     * Bytes held in memory: {@code bytes[off, off+len)}, which lay at {@code fileOffset} in the
     * file (for messages).
     */
    public static ChunkBytes of(byte[] bytes, int off, int len, long fileOffset) {
        ChunkBytes b = new ChunkBytes(null, null, new long[] {fileOffset, fileOffset + len}, len, bytes, off, len);
        b.whole = true;
        return b;
    }

    /**
     * The bytes of file ranges {@code [spans[2i], spans[2i+1])}, in order, read a window of
     * {@code window} bytes at a time (a page larger than the window is read whole, in a buffer
     * of its size); the first window is read now. Ranges of no more bytes than the window are
     * read whole, in one read.
     *
     * @param input the file
     * @param location the file's name in errors
     * @param spans the ranges, ascending, each within the file
     * @param window the bytes read at a time (at least {@link #MIN_WINDOW} are)
     * @throws ParquetException naming the file when the first window cannot be read
     */
    public static ChunkBytes ofFile(InputFile input, String location, long[] spans, int window) {
        long total = 0;
        for (int i = 0; i < spans.length; i += 2) {
            if (spans[i] < 0 || spans[i + 1] < spans[i]) {
                throw new IllegalArgumentException("bad range [" + spans[i] + ", " + spans[i + 1] + ")");
            }
            total += spans[i + 1] - spans[i];
        }
        int w = Math.max(window, MIN_WINDOW);
        int firstLen = (int) Math.min(total, w);
        ChunkBytes b = new ChunkBytes(input, location, spans.clone(), w, new byte[firstLen], 0, firstLen);
        b.filePos = spans.length == 0 ? 0 : spans[0];
        b.remaining = total;
        b.read(b.first, 0, firstLen);
        b.whole = firstLen == total;
        return b;
    }

    /**
     * Whether every byte of the ranges was read when this was made (they fit one window), so
     * that {@link #again()} can hand them out once more without touching the file.
     */
    public boolean inMemory() {
        return whole;
    }

    /** Whether this holds the bytes of exactly the ranges {@code spans}. */
    public boolean covers(long[] spans) {
        return java.util.Arrays.equals(this.spans, spans);
    }

    /**
     * The same bytes from their start, for another reader, sharing the array (pages are decoded
     * from it in place and never written to); only for {@link #inMemory()} bytes.
     */
    public ChunkBytes again() {
        if (!inMemory()) {
            throw new IllegalStateException("only bytes held in memory can be read again");
        }
        ChunkBytes b = new ChunkBytes(input, location, spans, window, first, firstOff, firstLen);
        b.span = span;
        b.filePos = filePos;
        b.whole = true;
        return b;
    }

    /** The array holding the first bytes (the whole chunk when read from memory). */
    byte[] first() {
        return first;
    }

    /** Where the first bytes start in {@link #first()}. */
    int firstOffset() {
        return firstOff;
    }

    /** How many first bytes {@link #first()} holds. */
    int firstLength() {
        return firstLen;
    }

    /** How many bytes a reader loads at a time. */
    int window() {
        return window;
    }

    /** Bytes after the first ones not handed out yet by {@link #read}. */
    long remaining() {
        return remaining;
    }

    /**
     * Reads the next {@code len} bytes of the sequence into {@code dst[off..]}.
     *
     * @throws ParquetException naming the file when the bytes cannot be read
     */
    void read(byte[] dst, int off, int len) {
        if (len > remaining) {
            throw new IllegalStateException(len + " bytes asked for, " + remaining + " left");
        }
        try {
            while (len > 0) {
                long spanEnd = spans[span + 1];
                if (filePos >= spanEnd) {
                    span += 2;
                    filePos = spans[span];
                    continue;
                }
                int n = (int) Math.min(len, spanEnd - filePos);
                synchronized (input) {
                    input.readFully(filePos, dst, off, n);
                }
                filePos += n;
                off += n;
                len -= n;
                remaining -= n;
            }
        } catch (IOException e) {
            throw new ParquetException(location + ": " + IoErrors.describe(e, location), e);
        }
    }

    /** The file offset of byte {@code index} of the sequence (0 is the first byte), for messages. */
    long fileOffset(long index) {
        long at = index;
        for (int i = 0; i < spans.length; i += 2) {
            long len = spans[i + 1] - spans[i];
            if (at < len || i + 2 == spans.length) {
                return spans[i] + at;
            }
            at -= len;
        }
        return at;
    }
}
