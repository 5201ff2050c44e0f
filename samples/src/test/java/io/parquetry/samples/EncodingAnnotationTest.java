package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Encoding;
import io.parquetry.annotation.ParquetEncoding;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code @ParquetEncoding} carried by the generated mapper into the files it writes. */
class EncodingAnnotationTest {

    @ParquetRecord
    record Tick(
            @ParquetEncoding(Encoding.DELTA_BINARY_PACKED) long at,
            @ParquetEncoding(Encoding.BYTE_STREAM_SPLIT) double price,
            @ParquetEncoding(Encoding.DELTA_BYTE_ARRAY) String symbol,
            @ParquetEncoding(Encoding.RLE) Boolean buy,
            @ParquetEncoding(Encoding.DELTA_BINARY_PACKED) List<Integer> sizes,
            @ParquetEncoding(Encoding.DELTA_BYTE_ARRAY) UUID id,
            @ParquetEncoding(Encoding.RLE_DICTIONARY) String venue,
            Venue where) {}

    record Venue(@ParquetEncoding(Encoding.DELTA_LENGTH_BYTE_ARRAY) String city, int zone) {}

    static List<Tick> ticks(int n) {
        Random r = new Random(3);
        List<Tick> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Integer> sizes = new ArrayList<>();
            for (int k = 0; k < i % 3; k++) {
                sizes.add(r.nextInt(1000));
            }
            out.add(new Tick(1_700_000_000_000L + i * 250L, 100 + r.nextGaussian(), "SYM" + (i / 100),
                    i % 10 == 0 ? null : r.nextBoolean(), i % 7 == 0 ? null : sizes, new UUID(r.nextLong(), r.nextLong()),
                    "venue-" + (i % 3), i % 5 == 0 ? null : new Venue("city " + (i % 40), i % 4)));
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void annotatedEncodingsAreWrittenAndReadBack(PageVersion version) {
        List<Tick> ticks = ticks(5_000);
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Tick> w = Parquet.writer(Tick.class, out).pageVersion(version).pageRowLimit(1_000)
                .dictionary(false).encoding("where.zone", io.parquetry.base.Encoding.BYTE_STREAM_SPLIT).build()) {
            w.writeAll(ticks);
        }
        byte[] file = out.toByteArray();
        try (ParquetReader<Tick> r = Parquet.reader(Tick.class, new InMemoryInputFile(file)).build()) {
            assertEquals(ticks, r.stream().collect(Collectors.toList()));
        }
        Map<String, String> dataEncodings = new LinkedHashMap<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            for (ColumnChunkMetadata c : f.rowGroups().get(0).columns()) {
                dataEncodings.put(c.path().toDotString(), c.encodingStats().stream()
                        .filter(s -> s.pageType() != PageType.DICTIONARY_PAGE)
                        .map(s -> s.encoding().name()).distinct().sorted().collect(Collectors.joining(",")));
            }
        }
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("at", "DELTA_BINARY_PACKED");
        expected.put("price", "BYTE_STREAM_SPLIT");
        expected.put("symbol", "DELTA_BYTE_ARRAY");
        expected.put("buy", "RLE");
        expected.put("sizes.list.element", "DELTA_BINARY_PACKED");
        expected.put("id", "DELTA_BYTE_ARRAY");
        expected.put("venue", "RLE_DICTIONARY"); // the annotation asks for the dictionary the builder turned off
        expected.put("where.city", "DELTA_LENGTH_BYTE_ARRAY");
        expected.put("where.zone", "BYTE_STREAM_SPLIT"); // builder option
        assertEquals(expected, dataEncodings);
    }
}
