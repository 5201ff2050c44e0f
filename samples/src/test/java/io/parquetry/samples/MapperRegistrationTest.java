package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.parquetry.Parquet;
import io.parquetry.spi.GeneratedMapper;
import io.parquetry.spi.RecordMapper;
import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** Generated mappers are found through ServiceLoader, the same instances their classes hand out. */
class MapperRegistrationTest {

    @Test
    void serviceLoaderFindsTheGeneratedMappers() {
        Map<Class<?>, RecordMapper<?>> found = new HashMap<>();
        for (GeneratedMapper g : ServiceLoader.load(GeneratedMapper.class)) {
            found.put(g.recordType(), g.mapper());
        }
        assertSame(TradeParquet.mapper(), found.get(Trade.class));
        assertSame(Shapes_ScalarsParquet.mapper(), found.get(Shapes.Scalars.class));
        assertSame(found.get(Trade.class), Parquet.mapper(Trade.class));
    }

    @Test
    void everyRegistrationMapsItsOwnType() {
        int n = 0;
        for (GeneratedMapper g : ServiceLoader.load(GeneratedMapper.class)) {
            assertEquals(g.recordType().getName().replace('$', '_') + "Parquet", g.mapper().getClass().getName());
            n++;
        }
        // the samples compile dozens of @ParquetRecord types, main and test
        assertEquals(true, n > 20, "registrations found: " + n);
    }

    @Test
    void everyGeneratedSchemaTextPrintsBackFromTheRuntimesParser() throws ReflectiveOperationException {
        // the processor writes schema text without linking the runtime: the two printers must agree
        for (GeneratedMapper g : ServiceLoader.load(GeneratedMapper.class)) {
            String text = (String) g.mapper().getClass().getField("SCHEMA_TEXT").get(null);
            assertEquals(text, g.mapper().schema().toString(), g.recordType().getName());
        }
    }

    @Test
    void aForwardingMapperKeepsEveryChoiceItDoesNotOverride() {
        for (GeneratedMapper g : ServiceLoader.load(GeneratedMapper.class)) {
            @SuppressWarnings("unchecked")
            RecordMapper<Object> generated = (RecordMapper<Object>) g.mapper();
            RecordMapper<Object> same = new io.parquetry.spi.ForwardingRecordMapper<>(generated) {};
            String name = g.recordType().getName();
            assertSame(generated.schema(), same.schema(), name);
            assertEquals(generated.columnEncodings(), same.columnEncodings(), name);
            assertEquals(generated.columnBloomFilters(), same.columnBloomFilters(), name);
            assertEquals(generated.columnDefaults(), same.columnDefaults(), name);
            assertEquals(generated.targets(), same.targets(), name);
        }
    }
}
