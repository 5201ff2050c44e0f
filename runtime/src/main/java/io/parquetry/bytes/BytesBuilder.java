package io.parquetry.bytes;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable little-endian byte buffer that encoders, codecs and page writers append to.
 * Reused across pages: {@link #reset()} keeps the allocated array.
 */
public final class BytesBuilder {
    private byte[] buf;
    private int size;

    public BytesBuilder() {
        this(256);
    }

    public BytesBuilder(int initialCapacity) {
        buf = new byte[Math.max(16, initialCapacity)];
    }

    /** Makes room for {@code extra} more bytes. */
    public void ensureCapacity(int extra) {
        long needed = (long) size + extra;
        if (needed > buf.length) {
            if (needed > Integer.MAX_VALUE - 16) {
                throw new io.parquetry.base.ParquetException("buffer would exceed 2 GiB: " + needed + " bytes");
            }
            long grown = Math.max(needed, Math.min((long) buf.length * 2, Integer.MAX_VALUE - 16));
            buf = Arrays.copyOf(buf, (int) grown);
        }
    }

    public void writeByte(int b) {
        ensureCapacity(1);
        buf[size++] = (byte) b;
    }

    public void writeBytes(byte[] src) {
        writeBytes(src, 0, src.length);
    }

    public void writeBytes(byte[] src, int off, int len) {
        ensureCapacity(len);
        System.arraycopy(src, off, buf, size, len);
        size += len;
    }

    public void writeShortLE(int v) {
        ensureCapacity(2);
        buf[size] = (byte) v;
        buf[size + 1] = (byte) (v >>> 8);
        size += 2;
    }

    public void writeIntLE(int v) {
        ensureCapacity(4);
        ByteOrderAccess.putInt(buf, size, v);
        size += 4;
    }

    public void writeLongLE(long v) {
        ensureCapacity(8);
        ByteOrderAccess.putLong(buf, size, v);
        size += 8;
    }

    public void writeFloatLE(float v) {
        writeIntLE(Float.floatToRawIntBits(v));
    }

    public void writeDoubleLE(double v) {
        writeLongLE(Double.doubleToRawLongBits(v));
    }

    /** ULEB128 variable-length unsigned int, as used by the RLE/bit-packing hybrid and delta encodings. */
    public void writeUnsignedVarInt(int v) {
        ensureCapacity(5);
        while ((v & ~0x7F) != 0) {
            buf[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        buf[size++] = (byte) v;
    }

    /** ULEB128 variable-length unsigned long. */
    public void writeUnsignedVarLong(long v) {
        ensureCapacity(10);
        while ((v & ~0x7FL) != 0) {
            buf[size++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        buf[size++] = (byte) v;
    }

    /** Zig-zag encoded ULEB128 long. */
    public void writeZigZagVarLong(long v) {
        writeUnsignedVarLong((v << 1) ^ (v >> 63));
    }

    /** Appends the UTF-8 bytes of {@code s}. */
    public void writeUtf8(String s) {
        writeBytes(s.getBytes(StandardCharsets.UTF_8));
    }

    /** Overwrites 4 bytes at {@code pos} (for length prefixes written after their content). */
    public void setIntLE(int pos, int v) {
        ByteOrderAccess.putInt(buf, pos, v);
    }

    /** Appends another builder's content. */
    public void writeAll(BytesBuilder other) {
        writeBytes(other.buf, 0, other.size);
    }

    public int size() {
        return size;
    }

    /** The backing array; valid bytes are {@code [0, size())}. */
    public byte[] array() {
        return buf;
    }

    /** Forgets the content, keeps the allocation. */
    public void reset() {
        size = 0;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }

    public void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, size);
    }
}
