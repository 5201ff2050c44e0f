package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * {@code LZ4_RAW}: one LZ4 block without framing, through lz4-java. Stateless and shared. Only
 * loaded when lz4-java is on the classpath (see {@link Codecs}).
 */
final class Lz4RawCodec implements Codec {
    static final Lz4RawCodec INSTANCE = new Lz4RawCodec();

    private static final Compression C = Compression.LZ4_RAW;

    // fastestInstance falls back to pure Java when the native library is unavailable. The safe
    // decompressor bounds every read and write, which untrusted input requires.
    static final LZ4Compressor COMPRESSOR = LZ4Factory.fastestInstance().fastCompressor();
    static final LZ4SafeDecompressor DECOMPRESSOR = LZ4Factory.fastestInstance().safeDecompressor();

    private Lz4RawCodec() {}

    /** Forces lz4-java to initialise; throws a LinkageError when it cannot. */
    static void probe() {
        COMPRESSOR.maxCompressedLength(1);
    }

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        compressBlock(C, in, off, len, out);
    }

    /** Appends {@code in[off..off+len)} as one LZ4 block; returns the compressed length. */
    static int compressBlock(Compression c, byte[] in, int off, int len, BytesBuilder out) {
        int max = COMPRESSOR.maxCompressedLength(len);
        out.ensureCapacity(max);
        byte[] buf = out.array();
        try {
            int n = COMPRESSOR.compress(in, off, len, buf, out.size(), max);
            CodecSupport.commit(out, n);
            return n;
        } catch (RuntimeException e) {
            throw new ParquetException(c + " compression failed: " + e.getMessage(), e);
        }
    }

    @Override
    public long maxDecompressedSize(byte[] in, int off, int len) {
        // an LZ4 sequence extends a match by at most 255 bytes per input byte
        return len * 256L + 64;
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        if (CodecSupport.checkBlockArgs(C, in, off, len, out, outOff, uncompressedSize)) {
            return;
        }
        int n;
        try {
            n = DECOMPRESSOR.decompress(in, off, len, out, outOff, uncompressedSize);
        } catch (RuntimeException e) {
            throw CodecSupport.corrupt(C, "corrupt LZ4 block or more than " + uncompressedSize + " bytes of output", e);
        }
        if (n != uncompressedSize) {
            throw CodecSupport.wrongSize(C, n, uncompressedSize);
        }
    }
}
