package io.parquetry.processor.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.palantir.javapoet.TypeName;
import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.JavaKind;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import io.parquetry.processor.model.Repetition;
import io.parquetry.spi.LeafKind;
import java.util.Arrays;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The {@code LeafKind} constants generated code names (the processor only names them) are the
 * runtime's, and every one of them is used for some Java kind.
 */
class LeafKindParityTest {
    @Test
    void namedKindsAreTheRuntimesConstants() {
        TreeSet<String> named = new TreeSet<>();
        for (JavaKind kind : JavaKind.values()) {
            FieldShape.Primitive leaf = new FieldShape.Primitive(Repetition.OPTIONAL, PhysicalType.INT32, 0,
                    LogicalTypeInfo.NONE, kind, TypeName.get(Object.class));
            String name = Emitter.leafKind(leaf);
            if (name != null) {
                named.add(LeafKind.valueOf(name).name());
            }
        }
        TreeSet<String> runtime = new TreeSet<>();
        Arrays.stream(LeafKind.values()).map(Enum::name).forEach(runtime::add);
        assertEquals(runtime, named);
    }
}
