package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/** Argument checks, error messages and buffer helpers shared by the codec implementations. */
final class CodecSupport {
    private CodecSupport() {}

    /** Validates the ranges of a {@link Codec#compress} call. */
    static void checkCompressArgs(Compression codec, byte[] in, int off, int len, BytesBuilder out) {
        if (in == null || out == null) {
            throw new ParquetException(codec + " compression: null buffer");
        }
        if (off < 0 || len < 0 || off > in.length - len) {
            throw new ParquetException(codec + " compression: input range [" + off + ", " + off + "+" + len
                    + ") outside an array of " + in.length + " bytes");
        }
    }

    /** Validates the ranges of a {@link Codec#decompress} call. */
    static void checkDecompressArgs(Compression codec, byte[] in, int off, int len, byte[] out, int outOff,
            int uncompressedSize) {
        if (in == null || out == null) {
            throw new ParquetException(codec + " decompression: null buffer");
        }
        if (off < 0 || len < 0 || off > in.length - len) {
            throw new ParquetException(codec + " decompression: input range [" + off + ", " + off + "+" + len
                    + ") outside an array of " + in.length + " bytes");
        }
        if (uncompressedSize < 0) {
            throw new ParquetException(codec + " decompression: negative uncompressed size " + uncompressedSize);
        }
        if (outOff < 0 || outOff > out.length - uncompressedSize) {
            throw new ParquetException(codec + " decompression: output range [" + outOff + ", " + outOff + "+"
                    + uncompressedSize + ") outside an array of " + out.length + " bytes");
        }
    }

    /**
     * Validates the ranges of a {@link Codec#decompress} call of a block codec, for which empty
     * input is the compressed form of nothing: returns true when there is nothing to do (no input,
     * no output expected); empty input where bytes are expected is corrupt.
     */
    static boolean checkBlockArgs(Compression codec, byte[] in, int off, int len, byte[] out, int outOff,
            int uncompressedSize) {
        checkDecompressArgs(codec, in, off, len, out, outOff, uncompressedSize);
        if (len > 0) {
            return false;
        }
        if (uncompressedSize == 0) {
            return true;
        }
        throw corrupt(codec, "empty input, expected " + uncompressedSize + " bytes");
    }

    static ParquetException corrupt(Compression codec, String what) {
        return new ParquetException(codec + " decompression failed: " + what);
    }

    static ParquetException corrupt(Compression codec, String what, Throwable cause) {
        return new ParquetException(codec + " decompression failed: " + what
                + (cause.getMessage() != null ? " (" + cause.getMessage() + ")" : ""), cause);
    }

    static ParquetException wrongSize(Compression codec, long actual, int expected) {
        return corrupt(codec, "data decompresses to " + actual + " bytes, expected " + expected);
    }

    static ParquetException tooLarge(Compression codec, int expected) {
        return corrupt(codec, "data decompresses to more than the expected " + expected + " bytes");
    }

    /**
     * Marks {@code n} bytes that a codec wrote directly into {@code out.array()} after
     * {@code out.size()} as content. The caller has already reserved the room with
     * {@link BytesBuilder#ensureCapacity}, so this never reallocates; the copy onto itself is the
     * only way to advance the size through the shared {@code BytesBuilder} contract.
     */
    static void commit(BytesBuilder out, int n) {
        out.writeBytes(out.array(), out.size(), n);
    }

    /** Big-endian int at {@code pos} (the Hadoop LZ4 framing is big-endian). */
    static int readIntBE(byte[] b, int pos) {
        return ((b[pos] & 0xFF) << 24) | ((b[pos + 1] & 0xFF) << 16) | ((b[pos + 2] & 0xFF) << 8) | (b[pos + 3] & 0xFF);
    }

    static void writeIntBE(byte[] b, int pos, int v) {
        b[pos] = (byte) (v >>> 24);
        b[pos + 1] = (byte) (v >>> 16);
        b[pos + 2] = (byte) (v >>> 8);
        b[pos + 3] = (byte) v;
    }

    static int readIntLE(byte[] b, int pos) {
        return (b[pos] & 0xFF) | ((b[pos + 1] & 0xFF) << 8) | ((b[pos + 2] & 0xFF) << 16) | ((b[pos + 3] & 0xFF) << 24);
    }
}
