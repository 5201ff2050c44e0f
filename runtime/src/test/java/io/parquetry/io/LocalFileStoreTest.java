package io.parquetry.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalFileStoreTest {
    @TempDir
    Path dir;

    private static void write(FileStore store, String path, String text) throws IOException {
        try (PositionOutputStream out = store.output(path).create()) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static List<String> paths(FileStore store, String prefix) throws IOException {
        return store.list(prefix).stream().map(FileStore.StoredFile::path).toList();
    }

    @Test
    void listsPublishedFilesInPathOrderAndSkipsHiddenOnes() throws IOException {
        LocalFileStore store = new LocalFileStore(dir.resolve("root"), false);
        assertEquals(List.of(), paths(store, "")); // no directory yet
        write(store, "b=2/part-1.parquet", "xx");
        write(store, "a=1/part-0.parquet", "x");
        write(store, "a=1/c=3/part-2.parquet", "xyz");
        write(store, "_SUCCESS", "");
        write(store, "_temporary/0/part-9.parquet", "x");
        write(store, "a=1/.part-5.parquet.crc", "x");
        Files.writeString(store.root().resolve("a=1/.part-7.parquet.123@host.abcd.tmp"), "partial");
        assertEquals(List.of("a=1/c=3/part-2.parquet", "a=1/part-0.parquet", "b=2/part-1.parquet"), paths(store, ""));
        assertEquals(List.of(new FileStore.StoredFile("a=1/c=3/part-2.parquet", 3), new FileStore.StoredFile("a=1/part-0.parquet", 1)),
                store.list("a=1/"));
        assertEquals(List.of("b=2/part-1.parquet"), paths(store, "b"));
        assertEquals(List.of(), paths(store, "zzz/"));
        try (InputFile in = store.input("a=1/c=3/part-2.parquet")) {
            byte[] b = new byte[3];
            in.readFully(0, b, 0, 3);
            assertArrayEquals("xyz".getBytes(StandardCharsets.UTF_8), b);
        }
        store.delete("a=1/part-0.parquet");
        store.delete("a=1/part-0.parquet"); // missing: not an error
        assertEquals(List.of("a=1/c=3/part-2.parquet", "b=2/part-1.parquet"), paths(store, ""));
    }

    @Test
    void anAbortedOrUnclosedFileIsNeverListed() throws IOException {
        LocalFileStore store = new LocalFileStore(dir, false);
        PositionOutputStream open = store.output("p/part-1.parquet").create();
        open.write(1);
        PositionOutputStream aborted = store.output("p/part-2.parquet").create();
        aborted.write(2);
        aborted.abort();
        assertEquals(List.of(), paths(store, ""));
        try (var s = Files.list(dir.resolve("p"))) {
            assertEquals(1, s.filter(p -> p.getFileName().toString().startsWith(".part-1.parquet.")).count());
        }
        open.close();
        assertEquals(List.of("p/part-1.parquet"), paths(store, ""));
    }

    @Test
    void refusesPathsOutsideTheStore() {
        LocalFileStore store = new LocalFileStore(dir);
        IllegalArgumentException up = assertThrows(IllegalArgumentException.class, () -> store.output("../x.parquet"));
        assertTrue(up.getMessage().contains("../x.parquet"), up.getMessage());
        assertThrows(IllegalArgumentException.class, () -> store.output("/etc/x"));
        assertThrows(IllegalArgumentException.class, () -> store.input("a/../../x"));
    }
}
