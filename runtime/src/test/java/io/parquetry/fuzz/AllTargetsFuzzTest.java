package io.parquetry.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Every fuzz target behind one entry point, for the short fuzzing run of {@code mvn verify}:
 * Jazzer fuzzes one test per JVM, and one JVM fuzzing all targets for a few seconds costs less than
 * a JVM per target. The first byte picks the target; long campaigns fuzz the targets one by one
 * ({@code runtime/fuzz/campaign.sh}).
 */
class AllTargetsFuzzTest {
    private final ThriftFuzzTest thrift = new ThriftFuzzTest();
    private final DecoderFuzzTest decoders = new DecoderFuzzTest();
    private final CodecFuzzTest codecs = new CodecFuzzTest();
    private final VariantFuzzTest variants = new VariantFuzzTest();
    private final FileFuzzTest files = new FileFuzzTest();

    @FuzzTest(maxDuration = "20s")
    void anyTarget(FuzzedDataProvider in) {
        switch (in.consumeInt(0, 9)) {
            case 0 -> thrift.footer(in.consumeRemainingAsBytes());
            case 1 -> thrift.pageHeader(in.consumeRemainingAsBytes());
            case 2 -> thrift.otherStructures(in);
            case 3 -> decoders.values(in);
            case 4 -> decoders.levels(in);
            case 5 -> decoders.dictionaryIndices(in);
            case 6 -> codecs.decompress(in);
            case 7 -> variants.decode(in.consumeRemainingAsBytes());
            case 8 -> files.rows(in.consumeRemainingAsBytes());
            default -> files.records(in.consumeRemainingAsBytes());
        }
    }
}
