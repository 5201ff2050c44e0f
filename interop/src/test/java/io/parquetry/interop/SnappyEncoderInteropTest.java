package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.PageType;
import io.parquetry.base.PageVersion;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * SNAPPY pages from Parquetry's own Snappy encoder, with copies that reach back across the
 * 64 KiB blocks the native compressor works in, read value by value by DuckDB and parquet-java
 * (which checks every page's CRC). The test parses the written pages to see such copies are there.
 */
class SnappyEncoderInteropTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required binary name (STRING);
              optional int32 n;
            }
            """);
    static final int DISTINCT = 2_000;
    static final int ROWS = 5 * DISTINCT;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(PageVersion.class)
    void duckDbAndParquetJavaReadCopiesAcrossNative64KiBBlocks(PageVersion version) throws Exception {
        // 2,000 random names of 16-31 characters (about 50 KB PLAIN) written five times over in each
        // of two pages: each repetition after the first is a copy from about 50 KB back (a chunk of
        // one page would get the native compressor)
        Random r = new Random(64);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < DISTINCT; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 16 + r.nextInt(16); k > 0; k--) {
                sb.append((char) ('a' + r.nextInt(26)));
            }
            names.add(sb.toString());
        }
        List<Map<String, Object>> expected = new ArrayList<>(2 * ROWS);
        Path file = dir.resolve("snappy-" + version + ".parquet");
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file)
                .pageVersion(version).dictionary(false).pageRowLimit(ROWS).build()) {
            for (int i = 0; i < 2 * ROWS; i++) {
                String name = names.get(i % DISTINCT);
                Integer n = i % 7 == 3 ? null : r.nextInt(1_000);
                w.write(Row.of(SCHEMA, name, n));
                expected.add(Canonical.row("name", name, "n", n));
            }
        }
        Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file, true));
        Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));

        byte[] bytes = Files.readAllBytes(file);
        try (ParquetFile f = ParquetFile.open(file)) {
            int crossing = 0;
            for (PageHeaderMetadata page : f.pages(0, "name").pages()) {
                if (page.type() != PageType.DATA_PAGE && page.type() != PageType.DATA_PAGE_V2) {
                    continue;
                }
                // a V2 page's levels are stored uncompressed before its SNAPPY values
                PageHeaderMetadata.DataPageV2 v2 = page.dataPageV2();
                int levels = v2 == null ? 0 : v2.repetitionLevelsByteLength() + v2.definitionLevelsByteLength();
                int start = (int) (page.offset() + page.headerLength()) + levels;
                crossing += copiesAcrossBlocks(bytes, start, (int) (page.offset() + page.headerLength()
                        + page.compressedSize()));
            }
            assertTrue(crossing > 100, crossing + " copies reach into an earlier 64 KiB block");
        }
    }

    /** Copies in the raw Snappy block {@code b[from, to)} whose source lies in an earlier 64 KiB block of the output. */
    static int copiesAcrossBlocks(byte[] b, int from, int to) {
        int p = from;
        while ((b[p++] & 0x80) != 0) {
            // the uncompressed length's varint
        }
        long out = 0;
        int crossing = 0;
        while (p < to) {
            int tag = b[p] & 0xFF;
            int length;
            long offset = 0;
            switch (tag & 3) {
                case 0 -> {
                    int m = tag >>> 2;
                    int extra = m < 60 ? 0 : m - 59;
                    length = 1;
                    if (extra == 0) {
                        length += m;
                    } else {
                        for (int i = 0; i < extra; i++) {
                            length += (b[p + 1 + i] & 0xFF) << (8 * i);
                        }
                    }
                    p += 1 + extra + length;
                }
                case 1 -> {
                    length = 4 + ((tag >>> 2) & 7);
                    offset = ((tag >>> 5) << 8) | (b[p + 1] & 0xFF);
                    p += 2;
                }
                case 2 -> {
                    length = 1 + (tag >>> 2);
                    offset = (b[p + 1] & 0xFF) | (b[p + 2] & 0xFF) << 8;
                    p += 3;
                }
                default -> {
                    length = 1 + (tag >>> 2);
                    offset = (b[p + 1] & 0xFFL) | (b[p + 2] & 0xFFL) << 8 | (b[p + 3] & 0xFFL) << 16
                            | (b[p + 4] & 0xFFL) << 24;
                    p += 5;
                }
            }
            if (offset > 0 && (out - offset) >>> 16 != out >>> 16) {
                crossing++;
            }
            out += length;
        }
        return crossing;
    }
}
