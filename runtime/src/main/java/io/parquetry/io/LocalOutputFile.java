package io.parquetry.io;

import java.io.FileOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A local file target written atomically: bytes go to a temporary sibling that is moved over
 * the target only when the stream is closed normally, so a failed or killed write never leaves
 * a truncated file at the path.
 *
 * <ul>
 *   <li><b>Durable.</b> Before the move the file's data is forced to the device, and after it
 *       the directory entry, so a power loss leaves the old file or the new one, never a damaged
 *       one. {@code new LocalOutputFile(path, false)} skips both for throughput where that does
 *       not matter (scratch files, benchmarks).</li>
 *   <li><b>Permissions.</b> A new file gets the permissions the process's umask gives; a file
 *       that replaces another keeps the permissions of the one it replaces.</li>
 *   <li><b>Leftovers.</b> The temporary sibling is named {@code .<name>.<pid>@<host>.<random>.tmp}.
 *       A killed writer cannot remove its own; the next writer of the same path removes those of
 *       processes of this host that are no longer running (never a live writer's, never another
 *       host's).</li>
 * </ul>
 */
public final class LocalOutputFile implements OutputFile {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final long PID = ProcessHandle.current().pid();
    private static final String HOST = hostName();

    private final Path path;
    private final boolean sync;

    /** @param path the file to write; its directory is created when missing */
    public LocalOutputFile(Path path) {
        this(path, true);
    }

    /**
     * @param path the file to write; its directory is created when missing
     * @param sync whether to force the data and the directory entry to the device on close
     */
    public LocalOutputFile(Path path, boolean sync) {
        this.path = path.toAbsolutePath();
        this.sync = sync;
    }

    @Override
    public PositionOutputStream create() throws IOException {
        Path dir = path.getParent();
        Files.createDirectories(dir);
        removeStaleTemporaries(dir, path.getFileName().toString());
        byte[] random = new byte[6];
        RANDOM.nextBytes(random);
        Path temp = dir.resolve("." + path.getFileName() + "." + PID + "@" + HOST + "." + HexFormat.of().formatHex(random) + ".tmp");
        Files.createFile(temp); // new, with the umask's permissions
        try {
            keepPermissionsOf(path, temp);
            return new Stream(new FileOutputStream(temp.toFile()), temp);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    @Override
    public String location() {
        return path.toString();
    }

    private static void keepPermissionsOf(Path existing, Path temp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(temp, PosixFileAttributeView.class);
        if (view != null && Files.exists(existing)) {
            view.setPermissions(Files.getPosixFilePermissions(existing));
        }
    }

    /** Temporary siblings of {@code name} whose writing process on this host has ended. */
    private static void removeStaleTemporaries(Path dir, String name) {
        Pattern own = Pattern.compile("\\." + Pattern.quote(name) + "\\.(\\d+)@(.+)\\.[0-9a-f]+\\.tmp");
        String prefix = "." + name + ".";
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(dir,
                p -> p.getFileName().toString().startsWith(prefix) && p.getFileName().toString().endsWith(".tmp"))) {
            for (Path t : temps) {
                Matcher m = own.matcher(t.getFileName().toString());
                if (m.matches() && m.group(2).equals(HOST) && isEnded(Long.parseLong(m.group(1)))) {
                    Files.deleteIfExists(t);
                }
            }
        } catch (IOException | RuntimeException e) {
            // best effort: a leftover we cannot remove must not stop a write
        }
    }

    private static boolean isEnded(long pid) {
        return pid != PID && ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true);
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName().replaceAll("[^A-Za-z0-9.-]", "_");
        } catch (IOException e) {
            return "localhost";
        }
    }

    private final class Stream extends CountingOutputStream {
        private final FileOutputStream file;
        private final Path temp;
        private boolean closed;

        Stream(FileOutputStream file, Path temp) {
            // FileOutputStream, not a FileChannel stream: an interrupt of the writing thread must
            // not close the file under the writer
            super(new java.io.BufferedOutputStream(file, 1 << 16));
            this.file = file;
            this.temp = temp;
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                flush();
                if (sync) {
                    file.getFD().sync();
                }
                super.close();
                try {
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING);
                }
                if (sync) {
                    syncDirectory(path.getParent());
                }
            } finally {
                super.close();
                Files.deleteIfExists(temp);
            }
        }

        @Override
        public void abort() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                super.close();
            } finally {
                Files.deleteIfExists(temp);
            }
        }
    }

    /** Forces the directory's entries (the rename) to the device, where the platform allows it. */
    private static void syncDirectory(Path dir) {
        boolean interrupted = Thread.interrupted(); // a channel op would close on a pending interrupt
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // some platforms (Windows) cannot open a directory: the file itself is synced
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
