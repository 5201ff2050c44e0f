package io.parquetry.compression;

import com.aayushatharva.brotli4j.Brotli4jLoader;
import com.aayushatharva.brotli4j.decoder.DecoderJNI;
import com.aayushatharva.brotli4j.encoder.Encoder;
import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * {@code BROTLI} through brotli4j. Decompression drives brotli4j's streaming decoder directly so
 * output is copied straight into the caller's array and never exceeds the expected size. Only
 * loaded when brotli4j is on the classpath (see {@link Codecs}).
 */
final class BrotliCodec implements Codec {
    private static final Compression C = Compression.BROTLI;
    /** Input is handed to the native decoder in pieces of at most this size. */
    private static final int INPUT_CHUNK = 64 * 1024;

    private final Encoder.Parameters params;

    BrotliCodec(int quality) {
        this.params = new Encoder.Parameters().setQuality(quality);
    }

    /** Loads the native library; throws when brotli4j has no native part for this platform. */
    static void probe() {
        Brotli4jLoader.ensureAvailability();
    }

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        try {
            byte[] compressed = Encoder.compress(in, off, len, params);
            out.writeBytes(compressed);
        } catch (IOException | RuntimeException e) {
            throw new ParquetException("BROTLI compression failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        if (CodecSupport.checkBlockArgs(C, in, off, len, out, outOff, uncompressedSize)) {
            return;
        }
        DecoderJNI.Wrapper decoder;
        try {
            decoder = new DecoderJNI.Wrapper(Math.min(len, INPUT_CHUNK));
        } catch (IOException | RuntimeException e) {
            throw new ParquetException("BROTLI decompression: cannot create a decoder: " + e.getMessage(), e);
        }
        try {
            int pos = off;
            final int end = off + len;
            int produced = 0;
            boolean flushed = false;
            while (true) {
                if (decoder.hasOutput()) {
                    ByteBuffer chunk = decoder.pull();
                    int n = chunk.remaining();
                    if (n > uncompressedSize - produced) {
                        throw CodecSupport.tooLarge(C, uncompressedSize);
                    }
                    chunk.get(out, outOff + produced, n);
                    produced += n;
                    flushed = false;
                    continue;
                }
                DecoderJNI.Status status = decoder.getStatus();
                if (status == DecoderJNI.Status.DONE) {
                    break;
                } else if (status == DecoderJNI.Status.OK) {
                    decoder.push(0);
                } else if (status == DecoderJNI.Status.NEEDS_MORE_INPUT) {
                    if (pos < end) {
                        int n = Math.min(end - pos, INPUT_CHUNK);
                        ByteBuffer buf = decoder.getInputBuffer();
                        buf.clear();
                        buf.put(in, pos, n);
                        pos += n;
                        decoder.push(n);
                    } else if (!flushed) {
                        // Let the decoder finish with the bytes it has buffered.
                        flushed = true;
                        decoder.push(0);
                    } else {
                        throw CodecSupport.corrupt(C, "truncated input");
                    }
                } else if (status == DecoderJNI.Status.NEEDS_MORE_OUTPUT) {
                    // Reported with no pending output only if the decoder is confused.
                    throw CodecSupport.corrupt(C, "decoder wants to write but has no output");
                } else {
                    throw CodecSupport.corrupt(C, "corrupt input");
                }
            }
            if (produced != uncompressedSize) {
                throw CodecSupport.wrongSize(C, produced, uncompressedSize);
            }
        } catch (ParquetException e) {
            throw e;
        } catch (RuntimeException e) {
            throw CodecSupport.corrupt(C, "corrupt input", e);
        } finally {
            decoder.destroy();
        }
    }
}
