package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/**
 * {@code LZ4}, the deprecated Parquet codec id 5. Files in the wild use Hadoop's block framing:
 * blocks of {@code [uncompressed length: 4 bytes BE]} followed by one or more chunks of
 * {@code [compressed length: 4 bytes BE][LZ4 block]} whose outputs add up to the block's
 * uncompressed length. Some writers instead wrote a single unframed LZ4 block.
 *
 * <p>Decompression tries the Hadoop framing first and falls back to a raw block when the frame
 * headers do not add up exactly (every chunk must decode, the input must be consumed exactly and
 * the output must be exactly the expected size). Compression writes Hadoop framing with one chunk
 * per block and blocks of at most {@value #BLOCK_SIZE} bytes, which fits the 256 KiB buffer of
 * Hadoop's decompressor. Stateless and shared; only loaded when lz4-java is on the classpath.
 */
final class Lz4HadoopCodec implements Codec {
    static final Lz4HadoopCodec INSTANCE = new Lz4HadoopCodec();

    static final int BLOCK_SIZE = 128 * 1024;
    private static final Compression C = Compression.LZ4;
    private static final int PREFIX = 4;

    private Lz4HadoopCodec() {}

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        int pos = off;
        int end = off + len;
        // At least one block, so empty input is a valid frame for every reader.
        do {
            int n = Math.min(BLOCK_SIZE, end - pos);
            out.ensureCapacity(2 * PREFIX);
            int header = out.size();
            CodecSupport.commit(out, 2 * PREFIX);
            int compressed = Lz4RawCodec.compressBlock(C, in, pos, n, out);
            byte[] buf = out.array();
            CodecSupport.writeIntBE(buf, header, n);
            CodecSupport.writeIntBE(buf, header + PREFIX, compressed);
            pos += n;
        } while (pos < end);
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
        String hadoopProblem = tryHadoop(in, off, len, out, outOff, uncompressedSize);
        if (hadoopProblem == null) {
            return;
        }
        int n;
        try {
            n = Lz4RawCodec.DECOMPRESSOR.decompress(in, off, len, out, outOff, uncompressedSize);
        } catch (RuntimeException e) {
            throw CodecSupport.corrupt(C, "input is neither Hadoop-framed LZ4 (" + hadoopProblem
                    + ") nor a valid LZ4 block of at most " + uncompressedSize + " bytes", e);
        }
        if (n != uncompressedSize) {
            throw CodecSupport.corrupt(C, "input is neither Hadoop-framed LZ4 (" + hadoopProblem
                    + ") nor an LZ4 block of " + uncompressedSize + " bytes (it decodes to " + n + ")");
        }
    }

    /**
     * Decodes Hadoop-framed input into {@code out}; returns null on success or why the input is
     * not (valid) Hadoop framing. May have written to {@code out} on failure.
     */
    private static String tryHadoop(byte[] in, int off, int len, byte[] out, int outOff, int size) {
        final int end = off + len;
        int pos = off;
        int produced = 0;
        while (pos < end) {
            if (end - pos < 2 * PREFIX) {
                return "truncated block header at input offset " + (pos - off);
            }
            int blockSize = CodecSupport.readIntBE(in, pos);
            pos += PREFIX;
            if (blockSize < 0 || blockSize > size - produced) {
                return "block at input offset " + (pos - PREFIX - off) + " declares " + Integer.toUnsignedString(blockSize)
                        + " bytes, more than the " + (size - produced) + " expected";
            }
            int blockEnd = produced + blockSize;
            // Each chunk produces at least one byte unless the whole block is empty, so this ends.
            do {
                if (end - pos < PREFIX) {
                    return "truncated chunk header at input offset " + (pos - off);
                }
                int chunk = CodecSupport.readIntBE(in, pos);
                pos += PREFIX;
                if (chunk < 0 || chunk > end - pos) {
                    return "chunk at input offset " + (pos - PREFIX - off) + " declares "
                            + Integer.toUnsignedString(chunk) + " bytes, more than the " + (end - pos) + " left";
                }
                int n;
                try {
                    n = Lz4RawCodec.DECOMPRESSOR.decompress(in, pos, chunk, out, outOff + produced, blockEnd - produced);
                } catch (RuntimeException e) {
                    return "chunk at input offset " + (pos - PREFIX - off) + " is not a valid LZ4 block";
                }
                pos += chunk;
                produced += n;
                if (n == 0 && produced < blockEnd) {
                    return "empty chunk inside a non-empty block";
                }
            } while (produced < blockEnd);
        }
        return produced == size ? null : "blocks hold " + produced + " bytes, expected " + size;
    }
}
