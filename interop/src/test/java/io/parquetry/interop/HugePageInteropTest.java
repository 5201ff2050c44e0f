package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftReader;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.row.Row;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A column chunk of ~170 MB of long strings in two pages (~105 and ~70 MB), DELTA_LENGTH_BYTE_ARRAY
 * as DuckDB writes them (a few MB compressed: each string repeats one digest). The Row reader streams it in a
 * forked JVM with a 256 MiB heap: a page's values are decoded in place (slices of the page
 * buffer), the page buffer is sized exactly, and a huge page is not read ahead while the cursor
 * still holds the previous one.
 */
class HugePageInteropTest {
    static final int ROWS = 122_880;
    /** Each value repeats a 32-character MD5 hex digest this many times (1,408 characters). */
    static final int REPEAT = 44;

    @TempDir
    Path dir;

    /** The value of row {@code i}: DuckDB's {@code repeat(md5(i::VARCHAR), 44)}. */
    static String value(long i) throws java.security.NoSuchAlgorithmException {
        byte[] digest = java.security.MessageDigest.getInstance("MD5").digest(Long.toString(i).getBytes(StandardCharsets.US_ASCII));
        return java.util.HexFormat.of().formatHex(digest).repeat(REPEAT);
    }

    @Test
    void rowReaderStreamsHugeDeltaLengthPagesWithA256MiBHeap() throws Exception {
        streams("zstd", 20_000_000);
    }

    /** Uncompressed, each page of the 172 MB chunk is read into a buffer of its size and decoded where it lies, uncopied. */
    @Test
    void rowReaderStreamsHugeUncompressedPagesWithA256MiBHeap() throws Exception {
        streams("uncompressed", 180_000_000);
    }

    private void streams(String codec, long maxFileSize) throws Exception {
        Path file = dir.resolve("huge_pages_" + codec + ".parquet");
        DuckDbFiles.copy("SELECT repeat(md5(i::VARCHAR), " + REPEAT + ") AS s FROM range(" + ROWS + ") t(i)", file,
                "COMPRESSION " + codec + ", PARQUET_VERSION V2, ROW_GROUP_SIZE " + ROWS);

        // the file is what this test is about: one row group, pages of ~100 MB, DELTA_LENGTH_BYTE_ARRAY
        List<PageHeader> pages = dataPages(file);
        long uncompressed = 0;
        for (PageHeader h : pages) {
            uncompressed += h.uncompressedPageSize();
            Encoding e = h.dataPageHeader() != null ? h.dataPageHeader().encoding() : h.dataPageHeaderV2().encoding();
            assertEquals(Encoding.DELTA_LENGTH_BYTE_ARRAY, e);
        }
        assertTrue(pages.size() >= 2 && pages.get(0).uncompressedPageSize() > 90_000_000,
                "pages of " + pages.stream().map(h -> h.uncompressedPageSize() + " bytes").toList());
        assertTrue(uncompressed > 170_000_000, uncompressed + " bytes");
        assertTrue(Files.size(file) < maxFileSize, Files.size(file) + " bytes in the file");

        long expectedHash = 0;
        long expectedChars = 0;
        for (long i = 0; i < ROWS; i++) {
            String v = value(i);
            expectedHash = expectedHash * 31 + v.hashCode();
            expectedChars += v.length();
        }

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                file.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the forked reader did not finish");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        Matcher m = Pattern.compile("HUGE-PAGES rows=(\\d+) chars=(\\d+) hash=(-?\\d+) maxHeap=(\\d+)").matcher(text);
        assertTrue(m.find(), text);
        assertTrue(Long.parseLong(m.group(4)) <= 256L << 20, "forked heap " + m.group(4));
        assertEquals(ROWS, Long.parseLong(m.group(1)), text);
        assertEquals(expectedChars, Long.parseLong(m.group(2)), text);
        assertEquals(expectedHash, Long.parseLong(m.group(3)), text);
    }

    /** The data page headers of the file's single column chunk. */
    static List<PageHeader> dataPages(Path file) throws IOException {
        ColumnChunkMetadata meta;
        try (ParquetFile f = ParquetFile.open(file)) {
            assertEquals(1, f.rowGroups().size());
            meta = f.rowGroups().get(0).columns().get(0);
        }
        long start = meta.startOffset();
        byte[] bytes = new byte[(int) meta.compressedSize()];
        try (var ch = java.nio.channels.FileChannel.open(file)) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(bytes);
            while (b.hasRemaining() && ch.read(b, start + b.position()) > 0) {
                // reads the chunk
            }
        }
        List<PageHeader> pages = new ArrayList<>();
        int pos = 0;
        while (pos < bytes.length) {
            ThriftReader r = new ThriftReader(bytes, pos, bytes.length - pos);
            PageHeader h = r.readPageHeader();
            pos = r.position() + h.compressedPageSize();
            if (h.type() == PageType.DATA_PAGE || h.type() == PageType.DATA_PAGE_V2) {
                pages.add(h);
            }
        }
        return pages;
    }

    /** Streams the file's rows with the Row reader and prints their count, total length and hash. */
    public static final class Main {
        public static void main(String[] args) {
            long rows = 0;
            long chars = 0;
            long hash = 0;
            try (ParquetFile f = ParquetFile.open(Path.of(args[0])); ParquetReader<Row> r = f.rows()) {
                for (Row row : r) {
                    String s = (String) row.get("s");
                    rows++;
                    chars += s.length();
                    hash = hash * 31 + s.hashCode();
                }
            }
            System.out.println("HUGE-PAGES rows=" + rows + " chars=" + chars + " hash=" + hash + " maxHeap="
                    + Runtime.getRuntime().maxMemory());
        }
    }
}
