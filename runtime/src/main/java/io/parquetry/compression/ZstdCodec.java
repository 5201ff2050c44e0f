package io.parquetry.compression;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/**
 * {@code ZSTD} through zstd-jni. The compression and decompression contexts are created on first
 * use and reused, so an instance must be used by one thread at a time; their native memory is
 * released by zstd-jni's cleaner when the codec becomes unreachable. Only loaded when zstd-jni is
 * on the classpath (see {@link Codecs}).
 */
final class ZstdCodec implements Codec {
    private static final Compression C = Compression.ZSTD;

    private final int level;
    private ZstdCompressCtx cctx;
    private ZstdDecompressCtx dctx;

    ZstdCodec(int level) {
        this.level = level;
    }

    /** Forces zstd-jni to load its native library; throws a LinkageError when it cannot. */
    static void probe() {
        Zstd.compressBound(1);
    }

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        if (cctx == null) {
            cctx = new ZstdCompressCtx().setLevel(level);
        }
        long bound = Zstd.compressBound(len);
        if (bound > Integer.MAX_VALUE - 16) {
            throw new ParquetException("ZSTD compression: input of " + len + " bytes is too large");
        }
        out.ensureCapacity((int) bound);
        byte[] buf = out.array();
        try {
            int n = cctx.compressByteArray(buf, out.size(), buf.length - out.size(), in, off, len);
            CodecSupport.commit(out, n);
        } catch (RuntimeException e) {
            throw new ParquetException("ZSTD compression failed: " + e.getMessage(), e);
        }
    }

    @Override
    public long maxDecompressedSize(byte[] in, int off, int len) {
        // the densest zstd block is RLE: a 3-byte header and one byte for up to 128 KiB
        return (len / 4 + 1) * (128L << 10);
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        if (CodecSupport.checkBlockArgs(C, in, off, len, out, outOff, uncompressedSize)) {
            return;
        }
        if (dctx == null) {
            dctx = new ZstdDecompressCtx();
        }
        int n;
        try {
            // Decodes all concatenated frames and fails if they need more room than given.
            n = dctx.decompressByteArray(out, outOff, uncompressedSize, in, off, len);
        } catch (RuntimeException e) {
            // A failed call can leave the context mid-frame.
            dctx.reset();
            throw CodecSupport.corrupt(C, "corrupt input or more than " + uncompressedSize + " bytes of output", e);
        }
        if (n != uncompressedSize) {
            throw CodecSupport.wrongSize(C, n, uncompressedSize);
        }
    }
}
