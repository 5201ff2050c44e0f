package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.io.IOException;
import org.xerial.snappy.Snappy;
import org.xerial.snappy.SnappyError;

/**
 * {@code SNAPPY}: raw Snappy blocks, written by {@link SnappyEncoder} (smaller than the native
 * compressor's on Parquet pages) and read through snappy-java's native decoder. Thread-safe.
 */
final class SnappyCodec implements Codec {
    static final SnappyCodec INSTANCE = new SnappyCodec();

    private static final Compression C = Compression.SNAPPY;

    private SnappyCodec() {}

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        out.ensureCapacity(SnappyEncoder.maxEncodedLength(len));
        int n = SnappyEncoder.encode(in, off, len, out.array(), out.size());
        CodecSupport.commit(out, n);
    }

    /**
     * snappy-java's native compressor: 3-8 times faster than {@link SnappyEncoder} on pages, its
     * output 0-11% larger (1-3% on most pages), alike on every candidate encoding, so it ranks
     * them as the encoder's sizes would.
     */
    @Override
    public void compressFast(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        try {
            out.ensureCapacity(Snappy.maxCompressedLength(len));
            int n = Snappy.compress(in, off, len, out.array(), out.size());
            CodecSupport.commit(out, n);
        } catch (IOException | RuntimeException | SnappyError e) {
            throw new ParquetException("SNAPPY compression failed: " + e, e);
        }
    }

    @Override
    public boolean hasFastVariant() {
        return true;
    }

    @Override
    public long maxDecompressedSize(byte[] in, int off, int len) {
        if (len == 0) {
            return 0;
        }
        try {
            return Snappy.uncompressedLength(in, off, len); // the block's own length preamble
        } catch (IOException | RuntimeException | SnappyError e) {
            throw CodecSupport.corrupt(C, "corrupt length preamble", e);
        }
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        if (CodecSupport.checkBlockArgs(C, in, off, len, out, outOff, uncompressedSize)) {
            return;
        }
        try {
            // The native decoder writes as many bytes as the block header declares without
            // checking the output array, so the header must match before anything is written.
            int declared = Snappy.uncompressedLength(in, off, len);
            if (declared != uncompressedSize) {
                throw CodecSupport.wrongSize(C, declared, uncompressedSize);
            }
            int n = Snappy.uncompress(in, off, len, out, outOff);
            if (n != uncompressedSize) {
                throw CodecSupport.wrongSize(C, n, uncompressedSize);
            }
        } catch (ParquetException e) {
            throw e;
        } catch (IOException | RuntimeException | SnappyError e) {
            throw CodecSupport.corrupt(C, "corrupt input", e);
        }
    }
}
