package io.parquetry.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Local files: permissions, leftovers of killed writers, names of writes in progress. */
class LocalOutputFileTest {
    @TempDir
    Path dir;

    private static void write(LocalOutputFile f, byte[] bytes) throws Exception {
        try (PositionOutputStream out = f.create()) {
            out.write(bytes, 0, bytes.length);
        }
    }

    @Test
    void aNewFileGetsTheUmasksPermissionsNotOwnerOnly() throws Exception {
        Path control = Files.createFile(dir.resolve("control")); // what the umask gives a new file
        Path file = dir.resolve("new.parquet");
        write(new LocalOutputFile(file), new byte[] {1, 2, 3});
        assertEquals(Files.getPosixFilePermissions(control), Files.getPosixFilePermissions(file));
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws Exception {
        Path file = dir.resolve("old.parquet");
        Files.write(file, new byte[] {9});
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        write(new LocalOutputFile(file), new byte[] {1, 2});
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertArrayEquals(new byte[] {1, 2}, Files.readAllBytes(file));
    }

    @Test
    void theNextWriterRemovesLeftoversOfEndedProcessesOnly() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        ended.waitFor();
        String host = leftoverHost();
        Path stale = Files.write(dir.resolve(".t.parquet." + ended.pid() + "@" + host + ".0a1b.tmp"), new byte[10]);
        Path live = Files.write(dir.resolve(".t.parquet." + ProcessHandle.current().pid() + "@" + host + ".0a1c.tmp"),
                new byte[10]);
        Path otherHost = Files.write(dir.resolve(".t.parquet." + ended.pid() + "@elsewhere.example.0a1d.tmp"), new byte[10]);
        Path otherFile = Files.write(dir.resolve(".u.parquet." + ended.pid() + "@" + host + ".0a1e.tmp"), new byte[10]);

        write(new LocalOutputFile(dir.resolve("t.parquet"), false), new byte[] {7});

        assertFalse(Files.exists(stale));
        assertTrue(Files.exists(live), "a live writer's temporary file (this process) stays");
        assertTrue(Files.exists(otherHost), "another host's stays: its process cannot be checked");
        assertTrue(Files.exists(otherFile), "another target's stays");
        assertArrayEquals(new byte[] {7}, Files.readAllBytes(dir.resolve("t.parquet")));
    }

    @Test
    void aWriteInProgressIsNamedForItsProcessAndHost() throws Exception {
        LocalOutputFile f = new LocalOutputFile(dir.resolve("p.parquet"));
        try (PositionOutputStream out = f.create()) {
            out.write(1);
            List<String> temps;
            try (Stream<Path> s = Files.list(dir)) {
                temps = s.map(p -> p.getFileName().toString()).toList();
            }
            assertEquals(1, temps.size(), temps::toString);
            assertTrue(temps.get(0).matches("\\.p\\.parquet\\." + ProcessHandle.current().pid() + "@.+\\.[0-9a-f]+\\.tmp"),
                    temps::toString);
        }
        assertTrue(Files.exists(dir.resolve("p.parquet")));
    }

    /** The host part this JVM puts in its temporary files' names. */
    private String leftoverHost() throws Exception {
        LocalOutputFile f = new LocalOutputFile(dir.resolve("probe"));
        try (PositionOutputStream out = f.create()) {
            try (Stream<Path> s = Files.list(dir)) {
                String name = s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".probe.")).findFirst()
                        .orElseThrow();
                String rest = name.substring(".probe.".length(), name.length() - ".tmp".length());
                out.abort();
                return rest.substring(rest.indexOf('@') + 1, rest.lastIndexOf('.'));
            }
        }
    }
}
