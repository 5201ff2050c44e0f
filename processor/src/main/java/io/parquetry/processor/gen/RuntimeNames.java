package io.parquetry.processor.gen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/**
 * The runtime types generated code refers to. The processor never links the runtime: it names
 * them here, once (RuntimeParityTest and the golden sources hold them to the real ones).
 */
final class RuntimeNames {
    private RuntimeNames() {}

    static final String RUNTIME = "io.parquetry";
    static final ClassName RECORD_MAPPER = ClassName.get(RUNTIME + ".spi", "RecordMapper");
    static final ClassName PARQUET_EXCEPTION = ClassName.get(RUNTIME + ".base", "ParquetException");
    static final ClassName CONVERSIONS = ClassName.get(RUNTIME + ".spi", "ValueConversions");
    static final ClassName COLUMN_SINK = ClassName.get(RUNTIME + ".spi", "ColumnSink");
    static final ClassName COLUMN_SOURCE = ClassName.get(RUNTIME + ".spi", "ColumnSource");
    static final ClassName LEAF_COLLECTIONS = ClassName.get(RUNTIME + ".spi", "LeafCollections");
    static final ClassName LEAF_KIND = ClassName.get(RUNTIME + ".spi", "LeafKind");
    static final ClassName RUN_BUFFERS = ClassName.get(RUNTIME + ".spi", "RunBuffers");
    static final ClassName MESSAGE_TYPE = ClassName.get(RUNTIME + ".schema", "MessageType");
    static final ClassName SCHEMA_PARSER = ClassName.get(RUNTIME + ".schema", "MessageTypeParser");
    static final ClassName TIME_UNIT = ClassName.get(RUNTIME + ".base", "TimeUnit");
    static final ClassName ENCODING = ClassName.get(RUNTIME + ".base", "Encoding");
    static final ClassName BLOOM_FILTER_OPTIONS = ClassName.get(RUNTIME + ".spi", "BloomFilterOptions");
    static final ClassName GENERATED_MAPPER = ClassName.get(RUNTIME + ".spi", "GeneratedMapper");
    static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    static final ClassName FILTER_COLUMN = ClassName.get(RUNTIME + ".filter", "Column");
    static final ClassName FILTER_COLUMNS = ClassName.get(RUNTIME + ".filter", "Columns");
    static final TypeName WRITERS = ArrayTypeName.of(COLUMN_SINK);
    static final TypeName READERS = ArrayTypeName.of(COLUMN_SOURCE);
}
