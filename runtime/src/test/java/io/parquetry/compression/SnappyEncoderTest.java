package io.parquetry.compression;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.xerial.snappy.Snappy;

/** {@link SnappyEncoder}'s blocks, decoded by snappy-java's native decoder (Google's). */
class SnappyEncoderTest {
    /** Encodes {@code in} with the encoder, checks the size bound and native decoding, returns the block. */
    private static byte[] roundTrip(byte[] in) throws IOException {
        // the input sits inside a larger array and the block is written after a prefix, as pages are
        byte[] padded = new byte[in.length + 7];
        System.arraycopy(in, 0, padded, 3, in.length);
        byte[] out = new byte[5 + SnappyEncoder.maxEncodedLength(in.length)];
        int n = SnappyEncoder.encode(padded, 3, in.length, out, 5);
        assertTrue(n <= SnappyEncoder.maxEncodedLength(in.length), n + " bytes for " + in.length);
        byte[] block = Arrays.copyOfRange(out, 5, 5 + n);
        assertEquals(in.length, Snappy.uncompressedLength(block));
        assertArrayEquals(in, Snappy.uncompress(block), "input of " + in.length + " bytes");
        return block;
    }

    private static byte[] random(Random r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    @Test
    void everyShortLengthOfEveryKindOfInput() throws IOException {
        Random r = new Random(1);
        for (int n = 0; n <= 300; n++) {
            roundTrip(random(r, n));
            roundTrip(new byte[n]);
            roundTrip(Arrays.copyOf(CodecsTest.text(n + 1), n));
            byte[] small = new byte[n];
            for (int i = 0; i < n; i++) {
                small[i] = (byte) r.nextInt(3);
            }
            roundTrip(small);
        }
    }

    @Test
    void literalLengthsAtEachTagSizeBoundary() throws IOException {
        Random r = new Random(2);
        // incompressible runs of these lengths between two long copies of zeros: the literal
        // tag holds len-1 itself up to 60, then in 1, 2, 3 or 4 following bytes
        for (int len : new int[] {59, 60, 61, 62, 256, 257, 258, 65_536, 65_537, 65_538}) {
            byte[] in = new byte[len + 2_000];
            System.arraycopy(random(r, len), 0, in, 1_000, len);
            roundTrip(in);
        }
    }

    @Test
    void literalLongerThanSixteenMebibytesTakesAFourByteLength() throws IOException {
        byte[] in = random(new Random(3), (1 << 24) + 100);
        byte[] block = roundTrip(in);
        // varint of the length (4 bytes), tag 63 << 2, len-1 in 4 bytes, the bytes themselves
        assertEquals(4 + 1 + 4 + in.length, block.length);
        assertEquals((byte) (63 << 2), block[4]);
    }

    @Test
    void copiesReachBackExactly65535BytesAndNoFurther() throws IOException {
        Random r = new Random(4);
        for (int period : new int[] {2047, 2048, 2049, 65_535, 65_536}) {
            byte[] unit = random(r, period);
            byte[] in = new byte[period * 3];
            for (int i = 0; i < 3; i++) {
                System.arraycopy(unit, 0, in, i * period, period);
            }
            int size = roundTrip(in).length;
            if (period <= 65_535) {
                // the second and third repetitions are long copies, 3 bytes per 64 (after some
                // literal bytes where the scan, skipping ahead in random bytes, has not found them)
                assertTrue(size < period * 1.15 + 100, period + ": " + size);
            } else {
                assertTrue(size > 3 * period - 100, period + ": " + size);
            }
        }
    }

    @Test
    void longRunsBecomeCopiesOfAtMost64Bytes() throws IOException {
        for (int n : new int[] {68, 69, 100, 127, 128, 129, 1_000_000}) {
            byte[] in = new byte[n];
            Arrays.fill(in, (byte) 7);
            byte[] block = roundTrip(in);
            // one literal byte, then copies of 64 bytes at 3 bytes each
            assertTrue(block.length <= 5 + 2 + 3 * (n / 64 + 2), n + ": " + block.length);
        }
    }

    @Test
    void crossesTheNativeCompressors64KiBBlocks() throws IOException {
        // 40 KB of random bytes, then the same 40 KB: the native compressor starts a new hash
        // table at 64 KiB and cannot copy the part of the repetition after it
        byte[] unit = random(new Random(5), 40_000);
        byte[] in = new byte[80_000];
        System.arraycopy(unit, 0, in, 0, 40_000);
        System.arraycopy(unit, 0, in, 40_000, 40_000);
        int ours = roundTrip(in).length;
        int natives = Snappy.compress(in).length;
        assertTrue(ours < 42_000, "ours " + ours);
        assertTrue(ours < natives - 10_000, "ours " + ours + ", native " + natives);
    }

    @Test
    void smallerThanTheNativeCompressorOnBitPackedRepetitionLevels() throws IOException {
        // repetition levels of lists of 1-20 elements, bit-packed at width 1 as in a V1 page
        Random r = new Random(6);
        byte[] levels = new byte[80_000];
        int bit = 0;
        while (bit < levels.length * 8) {
            int elements = 1 + r.nextInt(20);
            for (int e = 1; e < elements && bit < levels.length * 8; e++, bit++) {
                levels[bit >>> 3] |= (byte) (1 << (bit & 7)); // 1 for every element after the first
            }
            bit++; // 0 for the first
        }
        int ours = roundTrip(levels).length;
        int natives = Snappy.compress(levels).length;
        assertTrue(ours < natives * 0.99, "ours " + ours + ", native " + natives);
    }

    @Test
    void theBlockDependsOnTheInputAloneNotOnWhatTheThreadEncodedBefore() throws Exception {
        // pages are compressed on whichever worker takes them, and the file must not depend on it
        Random r = new Random(7);
        byte[] page = mixture(r, 300_000);
        byte[][] fresh = new byte[1][];
        Thread t = new Thread(() -> fresh[0] = encoded(page));
        t.start();
        t.join();
        for (int i = 0; i < 5; i++) {
            encoded(mixture(r, 100_000 + r.nextInt(100_000)));
            encoded(page);
        }
        assertArrayEquals(fresh[0], encoded(page));
    }

    private static byte[] encoded(byte[] in) {
        byte[] out = new byte[SnappyEncoder.maxEncodedLength(in.length)];
        return Arrays.copyOf(out, SnappyEncoder.encode(in, 0, in.length, out, 0));
    }

    @Test
    void sizeEstimatesAreNativeSnappyBlocks() throws IOException {
        // the writer ranks candidate encodings by compressFast: native blocks, read like any
        byte[] in = CodecsTest.text(100_000);
        io.parquetry.bytes.BytesBuilder out = new io.parquetry.bytes.BytesBuilder();
        Codecs.get(io.parquetry.base.Compression.SNAPPY).compressFast(in, 0, in.length, out);
        byte[] block = out.toByteArray();
        assertArrayEquals(Snappy.compress(in), block);
        assertArrayEquals(in, Snappy.uncompress(block));
    }

    @Property(tries = 300)
    void mixturesOfRandomBytesAndRepeatsRoundTrip(@ForAll long seed, @ForAll @IntRange(min = 0, max = 200_000) int length)
            throws IOException {
        roundTrip(mixture(new Random(seed), length));
    }

    /** Runs of random bytes, repeats from up to 70,000 back, bytes of 0-3 and zeros. */
    private static byte[] mixture(Random r, int length) {
        byte[] in = new byte[length];
        int i = 0;
        while (i < length) {
            int n = Math.min(length - i, 1 + r.nextInt(r.nextBoolean() ? 16 : 3_000));
            int kind = r.nextInt(4);
            int distance = 1 + r.nextInt(Math.max(1, Math.min(i, 70_000))); // a repeat from up to 70,000 back
            for (int j = 0; j < n; j++) {
                in[i + j] = switch (kind) {
                    case 0 -> (byte) r.nextInt();
                    case 1 -> i + j >= distance ? in[i + j - distance] : 1;
                    case 2 -> (byte) r.nextInt(4);
                    default -> (byte) 0;
                };
            }
            i += n;
        }
        return in;
    }
}
