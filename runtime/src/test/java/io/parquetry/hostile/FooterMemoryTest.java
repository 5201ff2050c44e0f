package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.format.ColumnChunk;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SchemaElement;
import io.parquetry.format.ThriftWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two footers of issue 15, opened in a forked JVM with the heap the issue names: they open,
 * or fail with a limit error, but never run out of memory.
 */
class FooterMemoryTest {
    @TempDir
    Path dir;

    /** 40,000 row groups of 12 chunks with statistics: a 38 MB footer, opened at -Xmx256m. */
    @Test
    void fortyThousandRowGroupsOpenWithA256MiBHeap() throws Exception {
        int groups = 40_000;
        int columns = 12;
        Path file = dir.resolve("groups.parquet");
        Files.write(file, SyntheticFooters.file(groups, columns));
        assertTrue(Files.size(file) > 35_000_000, "footer of " + Files.size(file) + " bytes");
        String out = fork("-Xmx256m", file);
        assertEquals("OPENED " + groups + " " + (long) groups * SyntheticFooters.ROWS_PER_GROUP + " " + groups * columns,
                out.strip());
    }

    /**
     * 40,000 row groups of 300 chunks that hold nothing but their required file offset (3 bytes
     * each, the most records per footer byte): a 36 MB footer whose records would take 20 times
     * that, opened at -Xmx256m (its row groups stay encoded until asked for).
     */
    @Test
    void fortyThousandRowGroupsOfMinimalChunksOpenWithA256MiBHeap() throws Exception {
        int groups = 40_000;
        int columns = 300;
        ColumnChunk chunk = new ColumnChunk(null, 4, null, null, null, null, null, null, null);
        RowGroup group = new RowGroup(Collections.nCopies(columns, chunk), 1, 1, null, null, null, null);
        FileMetaData md = new FileMetaData(2, SyntheticFooters.schema(columns), groups, Collections.nCopies(groups, group),
                null, "test", null, null, null);
        Path file = dir.resolve("minimal.parquet");
        Files.write(file, FooterAllocationTest.file(ThriftWriter.toBytes(md)));
        assertTrue(Files.size(file) > 36_000_000, "footer of " + Files.size(file) + " bytes");
        String out = fork("-Xmx256m", file);
        assertEquals("OPENED " + groups + " " + groups + " " + (long) groups * columns, out.strip());
    }

    /** 3,000,000 columns: a 44 MB footer beyond the default column limit, refused at -Xmx512m. */
    @Test
    void threeMillionColumnsFailWithTheLimitWithA512MiBHeap() throws Exception {
        int columns = 3_000_000;
        SchemaElement column = new SchemaElement(io.parquetry.base.Type.INT64, null,
                io.parquetry.base.FieldRepetitionType.OPTIONAL, "column", null, null, null, null, null, null);
        List<SchemaElement> schema = new ArrayList<>(columns + 1);
        schema.add(new SchemaElement(null, null, null, "m", columns, null, null, null, null, null));
        schema.addAll(Collections.nCopies(columns, column));
        ColumnChunk chunk = new ColumnChunk(null, 4, null, null, null, null, null, null, null); // 3 bytes
        RowGroup group = new RowGroup(Collections.nCopies(columns, chunk), 1, 1, null, null, null, null);
        FileMetaData md = new FileMetaData(2, schema, 1, List.of(group), null, "test", null, null, null);
        Path file = dir.resolve("columns.parquet");
        Files.write(file, FooterAllocationTest.file(ThriftWriter.toBytes(md)));
        assertTrue(Files.size(file) > 44_000_000 && Files.size(file) < 64 << 20, "footer of " + Files.size(file) + " bytes");
        String out = fork("-Xmx512m", file);
        assertTrue(out.startsWith("LIMIT "), out);
        assertTrue(out.contains("3000001 schema elements exceed the limit of 100000"), out);
        assertTrue(out.contains("ReadOptions.withMaxColumns raises it"), out);
    }

    private static String fork(String heap, Path file) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, heap, "-XX:-OmitStackTraceInFastThrow", "-cp", System.getProperty("java.class.path"),
                FooterMemoryMain.class.getName(), file.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "forked JVM did not finish");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text.length() > 4000 ? text.substring(0, 4000) : text);
        return text;
    }
}
