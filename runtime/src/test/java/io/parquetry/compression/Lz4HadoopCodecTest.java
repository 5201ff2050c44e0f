package io.parquetry.compression;

import static io.parquetry.compression.CodecsTest.compress;
import static io.parquetry.compression.CodecsTest.decompress;
import static io.parquetry.compression.CodecsTest.random;
import static io.parquetry.compression.CodecsTest.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class Lz4HadoopCodecTest {
    private static final Compression LZ4 = Compression.LZ4;

    static byte[] be(int v) {
        return new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
    }

    static byte[] rawBlock(byte[] in, int off, int len) {
        return compress(Compression.LZ4_RAW, Arrays.copyOfRange(in, off, off + len));
    }

    @Test
    void writesHadoopFramesOfAtMostBlockSize() {
        byte[] in = text(300_000);
        byte[] framed = compress(LZ4, in);
        int pos = 0;
        int total = 0;
        int frames = 0;
        while (pos < framed.length) {
            int ulen = CodecSupport.readIntBE(framed, pos);
            int clen = CodecSupport.readIntBE(framed, pos + 4);
            assertEquals(Math.min(Lz4HadoopCodec.BLOCK_SIZE, in.length - total), ulen);
            byte[] block = new byte[ulen];
            Codecs.get(Compression.LZ4_RAW).decompress(framed, pos + 8, clen, block, 0, ulen);
            assertArrayEquals(Arrays.copyOfRange(in, total, total + ulen), block);
            total += ulen;
            pos += 8 + clen;
            frames++;
        }
        assertEquals(3, frames);
        assertEquals(in.length, total);
    }

    @Test
    void readsSeveralFramesAndMultiChunkBlocks() {
        byte[] in = text(50_000);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // Block 1: 20000 bytes in one chunk.
        byte[] c1 = rawBlock(in, 0, 20_000);
        out.writeBytes(be(20_000));
        out.writeBytes(be(c1.length));
        out.writeBytes(c1);
        // Block 2: 30000 bytes in three chunks, as Hadoop writes buffers larger than its limit.
        out.writeBytes(be(30_000));
        for (int off = 20_000; off < 50_000; off += 10_000) {
            byte[] c = rawBlock(in, off, 10_000);
            out.writeBytes(be(c.length));
            out.writeBytes(c);
        }
        assertArrayEquals(in, decompress(LZ4, out.toByteArray(), in.length));
    }

    @Test
    void readsUnframedBlocks() {
        for (byte[] in : new byte[][] {text(70_000), random(1000, 4), new byte[] {1}, new byte[0]}) {
            byte[] raw = compress(Compression.LZ4_RAW, in);
            assertArrayEquals(in, decompress(LZ4, raw, in.length));
        }
    }

    @Test
    void rejectsWhatIsNeitherFramedNorRaw() {
        byte[] in = text(5000);
        byte[] framed = compress(LZ4, in);
        // Frame header claims more output than the page holds.
        byte[] lying = framed.clone();
        System.arraycopy(be(6000), 0, lying, 0, 4);
        assertThrows(ParquetException.class, () -> decompress(LZ4, lying, 5000));
        // Missing last byte of the only frame.
        assertThrows(ParquetException.class, () -> decompress(LZ4, Arrays.copyOf(framed, framed.length - 1), 5000));
        // Framed data followed by a stray partial header.
        byte[] stray = Arrays.copyOf(framed, framed.length + 3);
        assertThrows(ParquetException.class, () -> decompress(LZ4, stray, 5000));
    }
}
