package io.parquetry.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Runs the command line in-process through picocli, capturing stdout and stderr. */
final class Cli {
    /** What one run printed and returned. */
    record Result(int code, String out, String err) {
        List<String> lines() {
            return out.isEmpty() ? List.of() : List.of(out.split("\r?\n", -1)).subList(0, out.split("\r?\n", -1).length - (out.endsWith("\n") ? 1 : 0));
        }

        @Override
        public String toString() {
            return "exit " + code + "\n--- stdout\n" + (out.length() > 4000 ? out.substring(0, 4000) + "..." : out) + "--- stderr\n" + err;
        }
    }

    private Cli() {}

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(code, out.toString(), err.toString());
    }

    /** The corpus root the build passes in; fails when missing. */
    static Path corpus() {
        String dir = System.getProperty("parquetry.testing.dir");
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            throw new IllegalStateException("parquetry.testing.dir not set or missing: " + dir);
        }
        return Path.of(dir);
    }

    static Path data(String name) {
        Path p = corpus().resolve("data").resolve(name);
        if (!Files.exists(p)) {
            throw new IllegalStateException("corpus file missing: " + p);
        }
        return p;
    }

    /** Every Parquet file of the corpus (plain and encrypted), sorted. */
    static List<Path> corpusFiles() {
        try (Stream<Path> s = Files.walk(corpus())) {
            List<Path> files = s.filter(Files::isRegularFile)
                    .filter(p -> p.toString().endsWith(".parquet") || p.toString().endsWith(".parquet.encrypted"))
                    .sorted().toList();
            if (files.size() < 100) {
                throw new IllegalStateException("corpus has only " + files.size() + " files");
            }
            return files;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The keys of the corpus's encrypted files (data/*.parquet.encrypted: 128-bit keys by column
     * path; data/aes256: a 256-bit footer key and column keys named kc1..kc8 in the key metadata),
     * as command-line options in the plain-string form. The files written without their AAD
     * prefix need {@code --aad-prefix tester}. The keys of external_key_material_java are wrapped
     * through a KMS: it takes the master keys of parquet-java's test KMS ({@link #MASTER_KEYS}).
     */
    static List<String> keyOptions(Path file) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".encrypted")) {
            return List.of();
        }
        if (name.startsWith("external_key_material")) {
            return MASTER_KEYS;
        }
        List<String> args = new java.util.ArrayList<>();
        if (name.contains("disable_aad_storage")) {
            args.addAll(List.of("--aad-prefix", "tester"));
        }
        if (file.getParent().getFileName().toString().equals("aes256")) {
            args.addAll(List.of("--footer-key", "01234567890123456789012345678901"));
            for (int i = 1; i <= 8; i++) {
                args.addAll(List.of("--key-id", "kc" + i + "=123456789012345678901234567890" + (11 + i)));
            }
        } else {
            args.addAll(List.of("--footer-key", "0123456789012345", "--column-key", "double_field=1234567890123450",
                    "--column-key", "float_field=1234567890123451"));
        }
        return args;
    }

    /** The master keys of parquet-java's in-memory test KMS, as options: footer kf, columns kc1 and kc2. */
    static final List<String> MASTER_KEYS = List.of("--master-key", "kf=0123456789012345", "--master-key", "kc1=1234567890123450",
            "--master-key", "kc2=1234567890123451");

    static String hex(String ascii) {
        return java.util.HexFormat.of().formatHex(ascii.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }
}
