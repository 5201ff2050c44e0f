package io.parquetry.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.parquetry.base.Encoding;
import io.parquetry.encoding.BinaryBatch;
import io.parquetry.encoding.ByteStreamSplitDecoder;
import io.parquetry.encoding.DeltaBinaryPackedDecoder;
import io.parquetry.encoding.DeltaByteArrayDecoder;
import io.parquetry.encoding.DeltaLengthByteArrayDecoder;
import io.parquetry.encoding.DictionaryIndicesDecoder;
import io.parquetry.encoding.LevelsDecoder;
import io.parquetry.encoding.PlainBooleanDecoder;
import io.parquetry.encoding.PlainByteArrayDecoder;
import io.parquetry.encoding.PlainDoubleDecoder;
import io.parquetry.encoding.PlainFixedLenByteArrayDecoder;
import io.parquetry.encoding.PlainFloatDecoder;
import io.parquetry.encoding.PlainInt32Decoder;
import io.parquetry.encoding.PlainInt64Decoder;
import io.parquetry.encoding.RleBitPackedHybridDecoder;
import io.parquetry.encoding.RleBooleanDecoder;
import io.parquetry.encoding.ValuesDecoder;

/**
 * Fuzzes every value decoder of {@code io.parquetry.encoding} and the level decoder: the fuzzer
 * chooses the decoder, its parameters (bit width, type length), the declared value count and a
 * sequence of batch reads and skips over the page bytes, as a column reader would issue them.
 */
class DecoderFuzzTest {
    /** Most values one page may declare here: enough to reach every code path, small for speed. */
    private static final int MAX_VALUES = 1 << 14;

    @FuzzTest(maxDuration = "4s")
    void values(FuzzedDataProvider in) {
        int kind = in.consumeInt(0, 18);
        int param = in.consumeInt(-1, 40);
        int valueCount = in.consumeInt(-1, MAX_VALUES);
        int[] ops = in.consumeInts(8);
        byte[] page = in.consumeRemainingAsBytes();
        Contract.onlyParquetException(() -> {
            ValuesDecoder d = decoder(kind, param);
            d.init(page, 0, page.length, valueCount);
            drive(d, kind, ops, valueCount);
        });
    }

    @FuzzTest(maxDuration = "4s")
    void levels(FuzzedDataProvider in) {
        int maxLevel = in.consumeInt(-1, 70);
        boolean v2 = in.consumeBoolean();
        Encoding encoding = in.pickValue(new Encoding[] {Encoding.RLE, Encoding.BIT_PACKED, Encoding.PLAIN});
        int valueCount = in.consumeInt(-1, MAX_VALUES);
        int[] ops = in.consumeInts(8);
        byte[] page = in.consumeRemainingAsBytes();
        Contract.onlyParquetException(() -> {
            LevelsDecoder d = new LevelsDecoder(maxLevel);
            int used = v2 ? d.initV2(page, 0, page.length, valueCount) : d.initV1(encoding, page, 0, page.length, valueCount);
            if (used < 0 || used > page.length) {
                throw new AssertionError("levels claim " + used + " bytes of a " + page.length + "-byte page");
            }
            int left = Math.max(valueCount, 0);
            for (int op : ops) {
                int n = Math.floorMod(op, left + 1);
                if (op < 0) {
                    d.skip(n);
                } else {
                    byte[] dst = new byte[n + 1];
                    d.readLevels(dst, 1, n);
                    for (int i = 1; i <= n; i++) {
                        if (dst[i] < 0 || dst[i] > maxLevel) {
                            throw new AssertionError("level " + dst[i] + " outside 0.." + maxLevel);
                        }
                    }
                }
                left -= n;
            }
        });
    }

    @FuzzTest(maxDuration = "4s")
    void dictionaryIndices(FuzzedDataProvider in) {
        int dictionarySize = in.consumeInt(0, 1 << 16);
        int valueCount = in.consumeInt(-1, MAX_VALUES);
        int[] ops = in.consumeInts(8);
        byte[] page = in.consumeRemainingAsBytes();
        Contract.onlyParquetException(() -> {
            DictionaryIndicesDecoder d = new DictionaryIndicesDecoder();
            d.init(page, 0, page.length, valueCount);
            int left = Math.max(valueCount, 0);
            for (int op : ops) {
                int n = Math.floorMod(op, left + 1);
                if (op < 0) {
                    d.skip(n);
                } else {
                    int[] dst = new int[n];
                    d.readIndices(dst, 0, n, dictionarySize);
                    for (int v : dst) {
                        if (v < 0 || v >= dictionarySize) {
                            throw new AssertionError("index " + v + " outside a dictionary of " + dictionarySize);
                        }
                    }
                }
                left -= n;
            }
        });
    }

    private static ValuesDecoder decoder(int kind, int param) {
        return switch (kind) {
            case 0 -> new PlainBooleanDecoder();
            case 1 -> new PlainInt32Decoder();
            case 2 -> new PlainInt64Decoder();
            case 3 -> new PlainFloatDecoder();
            case 4 -> new PlainDoubleDecoder();
            case 5 -> new PlainByteArrayDecoder();
            case 6 -> new PlainFixedLenByteArrayDecoder(param);
            case 7 -> new RleBooleanDecoder();
            case 8 -> new RleBitPackedHybridDecoder(param);
            case 9, 10 -> new DeltaBinaryPackedDecoder();
            case 11 -> new DeltaLengthByteArrayDecoder();
            case 12 -> new DeltaByteArrayDecoder();
            case 13 -> new DeltaByteArrayDecoder(param);
            case 14 -> new ByteStreamSplitDecoder(4);
            case 15 -> new ByteStreamSplitDecoder(8);
            case 16 -> new ByteStreamSplitDecoder(param);
            case 17 -> new ByteStreamSplitDecoder(param == 4 ? 4 : 8);
            default -> new DictionaryIndicesDecoder();
        };
    }

    /** Reads and skips in the batches {@code ops} describes (negative: skip), never past the count. */
    private static void drive(ValuesDecoder d, int kind, int[] ops, int valueCount) {
        int left = Math.max(valueCount, 0);
        BinaryBatch binaries = new BinaryBatch();
        for (int op : ops) {
            int n = Math.floorMod(op, left + 1);
            if (op < 0) {
                d.skip(n);
            } else {
                switch (kind) {
                    case 0, 7 -> d.readBooleans(new boolean[n], 0, n);
                    case 1, 8, 9, 14, 18 -> d.readInts(new int[n], 0, n);
                    case 2, 10 -> d.readLongs(new long[n], 0, n);
                    case 3, 17 -> {
                        if (kind == 3 || d instanceof ByteStreamSplitDecoder && ops.length > 0 && (ops[0] & 1) == 0) {
                            d.readFloats(new float[n], 0, n);
                        } else {
                            d.readDoubles(new double[n], 0, n);
                        }
                    }
                    case 4 -> d.readDoubles(new double[n], 0, n);
                    case 15 -> d.readLongs(new long[n], 0, n);
                    default -> {
                        binaries.clear();
                        d.readBinaries(binaries, n);
                        if (binaries.count() != n) {
                            throw new AssertionError("read " + binaries.count() + " of " + n + " binary values");
                        }
                    }
                }
            }
            left -= n;
        }
    }
}
