package io.parquetry.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.parquetry.variant.Variant;

/**
 * Fuzzes the variant binary decoder: metadata then value, visited in full (JSON rendering walks
 * every object field and array element; equality and hashing decode them again).
 */
class VariantFuzzTest {
    @FuzzTest(maxDuration = "4s")
    void decode(byte[] metadataThenValue) {
        Contract.onlyParquetException(() -> {
            Variant v = Variant.ofConcatenated(metadataThenValue);
            v.toJson();
            if (!v.equals(Variant.ofConcatenated(metadataThenValue))) {
                throw new AssertionError("a variant is not equal to itself decoded twice");
            }
            v.hashCode();
        });
    }
}
