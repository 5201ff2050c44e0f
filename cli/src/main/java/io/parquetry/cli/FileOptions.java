package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.ReadOptions;
import io.parquetry.base.ParquetException;
import io.parquetry.crypto.EnvelopeKeys;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.InMemoryKms;
import io.parquetry.crypto.KeyRetriever;
import io.parquetry.crypto.KmsClient;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * Options every command that opens files shares: decryption keys and {@code --verbose}. Keys
 * wrapped through a KMS (envelope encryption) are unwrapped with the {@code --master-key} keys. A key is
 * {@code hex:HEX}, {@code base64:B64}, a plain 16, 24 or 32-character string whose UTF-8 bytes
 * are the key (as DuckDB's {@code add_parquet_key} and parquet-java's tests give them), 48 or 64
 * hexadecimal digits, or {@code @FILE} holding one of these (or the raw 16, 24 or 32 bytes).
 */
final class FileOptions {
    @Option(names = "--footer-key", paramLabel = "KEY", description = "footer key of an encrypted file: hex:HEX, base64:B64, "
            + "a 16/24/32-character string, or @FILE")
    String footerKey;

    @Option(names = "--column-key", paramLabel = "PATH=KEY", description = "key of an encrypted column by dotted path, repeatable")
    Map<String, String> columnKeys = new LinkedHashMap<>();

    @Option(names = "--key-id", paramLabel = "ID=KEY",
            description = "key of the columns whose key metadata is ID (files that name their keys, e.g. kc1), repeatable")
    Map<String, String> keyIds = new LinkedHashMap<>();

    @Option(names = "--master-key", paramLabel = "ID=KEY", description = "master key of a file whose keys are wrapped "
            + "through a KMS (envelope encryption: key material in the file or in _KEY_MATERIAL_FOR_<file>.json beside it), "
            + "repeatable")
    Map<String, String> masterKeys = new LinkedHashMap<>();

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
            return openOrThrow(file);
        } catch (RuntimeException e) {
            throw Failure.unreadable(file, e);
        }
    }

    /**
     * Opens {@code file} with the keys given. Without any key option, an encrypted footer whose key
     * is wrapped through a KMS fails naming the master key to give with {@code --master-key}.
     */
    ParquetFile openOrThrow(Path file) {
        try {
            return ParquetFile.open(file, readOptions(file));
        } catch (RuntimeException e) {
            if (noKeys() && Main.oneLine(e).contains("decryption keys are required")) {
                // with no master keys, the KMS retriever fails naming the one the footer needs
                try {
                    ReadOptions probe = ReadOptions.defaults().withDecryption(FileDecryption.builder()
                            .keyRetriever(retriever(Map.of(), Map.of(), file)).build());
                    ParquetFile.open(file, probe).close();
                } catch (ParquetException needs) {
                    if (needs.getMessage() != null && needs.getMessage().contains("give --master-key")) {
                        throw needs;
                    }
                }
            }
            throw e;
        }
    }

    private boolean noKeys() {
        return footerKey == null && columnKeys.isEmpty() && keyIds.isEmpty() && masterKeys.isEmpty() && aadPrefix == null;
    }

    /** The read options with the keys given for {@code file} (whose directory may hold its external key material). */
    ReadOptions readOptions(Path file) {
        ReadOptions options = ReadOptions.defaults();
        if (noKeys()) {
            return options;
        }
        FileDecryption.Builder keys = FileDecryption.builder();
        if (footerKey != null) {
            keys.footerKey(key("--footer-key", footerKey));
        }
        if (aadPrefix != null) {
            keys.aadPrefix(aadPrefix.getBytes(StandardCharsets.UTF_8));
        }
        columnKeys.forEach((path, key) -> keys.columnKey(path, key("--column-key " + path, key)));
        Map<String, byte[]> byId = new HashMap<>();
        keyIds.forEach((id, key) -> byId.put(id, key("--key-id " + id, key)));
        Map<String, byte[]> masters = new HashMap<>();
        masterKeys.forEach((id, key) -> masters.put(id, key("--master-key " + id, key)));
        keys.keyRetriever(retriever(byId, masters, file));
        return options.withDecryption(keys.build());
    }

    /**
     * Keys by the id in their key metadata ({@code --key-id}); key material (JSON) is unwrapped
     * through a KMS of the {@code --master-key} keys, which names the master key it lacks.
     */
    private static KeyRetriever retriever(Map<String, byte[]> byId, Map<String, byte[]> masters, Path file) {
        KeyRetriever envelope = EnvelopeKeys.retriever(new CliKms(new InMemoryKms(masters), masters.keySet()), file);
        return metadata -> {
            byte[] k = byId.get(new String(metadata, StandardCharsets.UTF_8));
            if (k != null) {
                return k.clone();
            }
            return isKeyMaterial(metadata) ? envelope.key(metadata) : null;
        };
    }

    /** Whether key metadata is envelope key material (a JSON object), as parquet-java's KMS-driven writers store it. */
    private static boolean isKeyMaterial(byte[] metadata) {
        return metadata.length > 1 && metadata[0] == '{' && metadata[metadata.length - 1] == '}';
    }

    /**
     * The KMS of {@code --master-key}: the in-memory KMS, with the option to give in the error when
     * the file needs a master key that was not given.
     */
    private record CliKms(KmsClient kms, java.util.Set<String> ids) implements KmsClient {
        @Override
        public String wrapKey(byte[] key, String masterKeyId) {
            return kms.wrapKey(key, masterKeyId);
        }

        @Override
        public byte[] unwrapKey(String wrappedKey, String masterKeyId) {
            if (!ids.contains(masterKeyId)) {
                throw new ParquetException("the file needs master key '" + masterKeyId + "'; give --master-key " + masterKeyId
                        + "=KEY" + (ids.isEmpty() ? "" : " (given: " + String.join(", ", new java.util.TreeSet<>(ids)) + ")"));
            }
            return kms.unwrapKey(wrappedKey, masterKeyId);
        }
    }

    /**
     * The bytes of a key as given on the command line (see the class comment). Errors name the
     * option, never the key.
     */
    static byte[] key(String option, String text) {
        if (text.startsWith("@")) {
            Path file = Path.of(text.substring(1));
            byte[] raw;
            try {
                raw = Files.readAllBytes(file);
            } catch (IOException e) {
                throw Failure.usage(option + ": cannot read key file " + file + " (" + (e instanceof NoSuchFileException
                        ? "no such file" : Main.oneLine(e)) + ")");
            }
            if (isKeyLength(raw.length)) {
                return raw;
            }
            String inFile = new String(raw, StandardCharsets.UTF_8).strip();
            if (inFile.startsWith("@")) {
                throw Failure.usage(option + ": key file " + file + " refers to another file");
            }
            return key(option + " (file " + file + ")", inFile);
        }
        byte[] k;
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.startsWith("hex:")) {
            try {
                k = HexFormat.of().parseHex(text.substring(4).strip());
            } catch (IllegalArgumentException e) {
                throw Failure.usage(option + ": hex: needs an even number of hexadecimal digits");
            }
        } else if (lower.startsWith("base64:")) {
            try {
                k = Base64.getDecoder().decode(text.substring(7).strip());
            } catch (IllegalArgumentException e) {
                throw Failure.usage(option + ": base64: is not valid base64");
            }
        } else if (isKeyLength(text.length())) {
            k = text.getBytes(StandardCharsets.UTF_8);
        } else if ((text.length() == 48 || text.length() == 64) && text.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            k = HexFormat.of().parseHex(text);
        } else {
            throw Failure.usage(option + ": not a key (" + text.length() + " characters); give hex:HEX, base64:B64, "
                    + "a 16, 24 or 32-character string, or @FILE");
        }
        if (!isKeyLength(k.length)) {
            throw Failure.usage(option + ": an AES key has 16, 24 or 32 bytes, this one has " + k.length);
        }
        return k;
    }

    private static boolean isKeyLength(int n) {
        return n == 16 || n == 24 || n == 32;
    }
}
