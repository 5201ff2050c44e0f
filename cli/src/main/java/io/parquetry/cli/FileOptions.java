package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.ReadOptions;
import io.parquetry.crypto.FileDecryption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/** Options every command that opens files shares: decryption keys and {@code --verbose}. */
final class FileOptions {
    @Option(names = "--footer-key", paramLabel = "HEX", description = "footer key of an encrypted file (hex)")
    String footerKey;

    @Option(names = "--column-key", paramLabel = "PATH=HEX", description = "key of an encrypted column (hex), repeatable")
    Map<String, String> columnKeys = new LinkedHashMap<>();

    @Option(names = "--aad-prefix", paramLabel = "TEXT", description = "AAD prefix (UTF-8) of an encrypted file that does not store it")
    String aadPrefix;

    @Option(names = "--verbose", description = "stack traces with errors")
    boolean verbose;

    /** Opens {@code file} with the keys given, or fails naming it (exit code 3). */
    ParquetFile open(Path file) {
        if (!Files.exists(file)) {
            throw new Failure(file + ": no such file", Main.UNREADABLE, null);
        }
        try {
            return ParquetFile.open(file, readOptions());
        } catch (RuntimeException e) {
            throw Failure.unreadable(file, e);
        }
    }

    ReadOptions readOptions() {
        ReadOptions options = ReadOptions.defaults();
        if (footerKey == null && columnKeys.isEmpty() && aadPrefix == null) {
            return options;
        }
        FileDecryption.Builder keys = FileDecryption.builder();
        if (footerKey != null) {
            keys.footerKey(hex("--footer-key", footerKey));
        }
        if (aadPrefix != null) {
            keys.aadPrefix(aadPrefix.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        columnKeys.forEach((path, key) -> keys.columnKey(path, hex("--column-key " + path, key)));
        return options.withDecryption(keys.build());
    }

    private static byte[] hex(String option, String text) {
        try {
            return HexFormat.of().parseHex(text.trim());
        } catch (IllegalArgumentException e) {
            // never echo the key itself
            throw Failure.usage(option + ": not a hexadecimal key (" + e.getMessage().replaceAll("[0-9a-fA-F]{4,}", "...") + ")");
        }
    }
}
