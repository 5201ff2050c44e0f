package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.crypto.EnvelopeKeys;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.crypto.InMemoryKms;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --master-key}: files whose keys are wrapped through a KMS (envelope encryption), the
 * corpus's parquet-java file with external key material and files Parquetry writes with
 * {@link EnvelopeKeys}, read by every command and compared with what the runtime reads.
 */
class MasterKeyTest {
    /** parquet-java's test KMS master keys: footer kf, columns kc1 and kc2. */
    private static final Map<String, byte[]> MASTER_KEYS = Map.of("kf", ascii("0123456789012345"),
            "kc1", ascii("1234567890123450"), "kc2", ascii("1234567890123451"));

    private static final MessageType SCHEMA = MessageTypeParser.parse(
            "message m { required int32 id; optional binary name (STRING); optional double salary; }");

    private static final List<List<String>> READING_COMMANDS = List.of(List.of("schema"), List.of("schema", "--json"),
            List.of("meta"), List.of("pages"), List.of("head", "-n", "3"), List.of("cat", "--format", "csv"), List.of("check"),
            List.of("codegen", "--package", "p"));

    @TempDir Path tmp;

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static Path corpusFile() {
        return Cli.data("external_key_material_java.parquet.encrypted");
    }

    /** The file's rows as the runtime reads them through the KMS. */
    private static List<Row> runtimeRows(Path file) {
        FileDecryption keys = FileDecryption.builder().keyRetriever(EnvelopeKeys.retriever(new InMemoryKms(MASTER_KEYS), file)).build();
        try (ParquetFile f = ParquetFile.open(file, ReadOptions.defaults().withDecryption(keys)); ParquetReader<Row> r = f.rows()) {
            List<Row> rows = new ArrayList<>();
            r.forEach(rows::add);
            return rows;
        }
    }

    private static Cli.Result run(List<String> command, List<String> keys, Path file) {
        List<String> args = new ArrayList<>(command);
        args.addAll(keys);
        args.add(file.toString());
        return Cli.run(args.toArray(String[]::new));
    }

    /** {@code cat} prints exactly the runtime's rows, field by field. */
    private static void assertCatMatchesRuntime(Path file, List<String> keys) {
        List<Row> expected = runtimeRows(file);
        Cli.Result cat = run(List.of("cat"), keys, file);
        assertEquals(0, cat.code(), cat::toString);
        assertEquals(expected.size(), cat.lines().size(), cat::toString);
        for (int i = 0; i < expected.size(); i++) {
            Row row = expected.get(i);
            @SuppressWarnings("unchecked")
            Map<String, Object> json = (Map<String, Object>) JsonParser.parse(cat.lines().get(i));
            assertEquals(row.size(), json.size(), cat.lines().get(i));
            for (int c = 0; c < row.size(); c++) {
                String name = row.fieldName(c);
                Object value = row.get(c);
                Object printed = json.get(name);
                String where = file.getFileName() + " row " + i + " " + name;
                if (value == null) {
                    assertNull(printed, where);
                } else if (value instanceof Number n) {
                    assertEquals(0, new BigDecimal(n.toString()).compareTo((BigDecimal) printed), where + ": " + printed);
                } else {
                    assertEquals(value.toString(), printed, where);
                }
            }
        }
    }

    @Test
    void corpusFileWithExternalKeyMaterialReadsWithTheMasterKeys() {
        Path file = corpusFile();
        assertCatMatchesRuntime(file, Cli.MASTER_KEYS);
        // its content, as the runtime's own test has it: integers i, strings a letter (a..j by i % 10) then i
        Cli.Result head = run(List.of("head", "-n", "2", "--format", "csv"), Cli.MASTER_KEYS, file);
        assertEquals(List.of("integers,strings", "0,a0", "1,b1"), head.lines(), head::toString);
        for (List<String> command : READING_COMMANDS) {
            Cli.Result r = run(command, Cli.MASTER_KEYS, file);
            assertEquals(0, r.code(), () -> command + ": " + r);
            assertTrue(r.err().isEmpty(), () -> command + ": " + r);
            assertFalse(r.out().isBlank(), () -> command + ": " + r);
        }
        // master keys as hex and from a file work the same
        Cli.Result hex = run(List.of("cat", "--columns", "integers"), List.of("--master-key", "kf=hex:" + Cli.hex("0123456789012345"),
                "--master-key", "kc1=hex:" + Cli.hex("1234567890123450"), "--master-key", "kc2=1234567890123451"), file);
        assertEquals(0, hex.code(), hex::toString);
        assertEquals(100, hex.lines().size(), hex::toString);
        assertEquals("{\"integers\":99}", hex.lines().get(99), hex::toString);
    }

    @Test
    void aMissingMasterKeyIsNamedWithTheOptionThatGivesIt() {
        Path file = corpusFile();
        // no key option at all: the footer's master key
        Cli.Result none = Cli.run("schema", file.toString());
        assertEquals(Main.UNREADABLE, none.code(), none::toString);
        assertTrue(none.err().matches("parquetry: \\Q" + file + "\\E: footer at offset \\d+: cannot retrieve the footer key: "
                + "the file needs master key 'kf'; give --master-key kf=KEY\n"), none::toString);
        Cli.Result check = Cli.run("check", file.toString());
        assertEquals(Main.PROBLEMS, check.code(), check::toString);
        assertTrue(check.lines().get(0).matches("\\Q" + file + "\\E: footer at offset \\d+: cannot retrieve the footer key: "
                + "the file needs master key 'kf'; give --master-key kf=KEY"), check::toString);
        // the footer's master key only: the column wrapped by kc2 names it (kc1's column reads)
        List<String> footerOnly = List.of("--master-key", "kf=0123456789012345", "--master-key", "kc1=1234567890123450");
        Cli.Result partial = run(List.of("cat"), footerOnly, file);
        assertEquals(Main.UNREADABLE, partial.code(), partial::toString);
        assertEquals(1, partial.err().lines().count(), partial::toString);
        assertTrue(partial.err().startsWith("parquetry: " + file), partial::toString);
        assertTrue(partial.err().contains("the file needs master key 'kc2'; give --master-key kc2=KEY (given: kc1, kf)"),
                partial::toString);
        Cli.Result schema = run(List.of("schema"), footerOnly, file);
        assertEquals(0, schema.code(), schema::toString);
        // a wrong master key fails without printing any key
        Cli.Result wrong = run(List.of("cat"), List.of("--master-key", "kf=0000000000000000"), file);
        assertEquals(Main.UNREADABLE, wrong.code(), wrong::toString);
        assertTrue(wrong.err().startsWith("parquetry: " + file), wrong::toString);
        assertFalse(wrong.err().contains("0000000000000000"), wrong::toString);
        // not a key: a usage error naming the option
        Cli.Result bad = run(List.of("cat"), List.of("--master-key", "kf=short"), file);
        assertEquals(Main.USAGE, bad.code(), bad::toString);
        assertTrue(bad.err().contains("--master-key kf: not a key (5 characters)"), bad::toString);
    }

    private static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            rows.add(Row.of(SCHEMA, i, i % 5 == 0 ? null : "n" + i, i % 3 == 0 ? null : i * 1.5));
        }
        return rows;
    }

    private static void write(Path file, FileEncryption encryption) {
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).encryption(encryption).build()) {
            w.writeAll(rows());
        }
    }

    @Test
    void parquetryFilesWrittenWithEnvelopeKeysReadWithTheMasterKeys() throws Exception {
        InMemoryKms kms = new InMemoryKms(MASTER_KEYS);
        // key material in the footer and the columns' key metadata, double wrapping
        Path internal = tmp.resolve("internal.parquet");
        write(internal, EnvelopeKeys.encryption(kms, "kf").columnKey("salary", "kc1").columnKey("name", "kc2").build());
        // key material beside the file, single wrapping, plaintext (signed) footer
        Path external = tmp.resolve("external.parquet");
        write(external, EnvelopeKeys.encryption(kms, "kf").columnKey("salary", "kc2").doubleWrapping(false).plaintextFooter(true)
                .externalKeyMaterial(external).build());
        assertTrue(Files.exists(tmp.resolve("_KEY_MATERIAL_FOR_external.parquet.json")));
        List<String> expected = rows().stream().map(Row::toString).toList();
        for (Path file : List.of(internal, external)) {
            assertEquals(expected, runtimeRows(file).stream().map(Row::toString).toList(), file.toString());
            assertCatMatchesRuntime(file, Cli.MASTER_KEYS);
            for (List<String> command : READING_COMMANDS) {
                Cli.Result r = run(command, Cli.MASTER_KEYS, file);
                assertEquals(0, r.code(), () -> file + " " + command + ": " + r);
                assertTrue(r.err().isEmpty(), () -> file + " " + command + ": " + r);
            }
        }
        // the plaintext footer reads without keys; the encrypted column names its master key
        Cli.Result salary = Cli.run("cat", "--columns", "salary", "--master-key", "kf=0123456789012345", external.toString());
        assertEquals(Main.UNREADABLE, salary.code(), salary::toString);
        assertTrue(salary.err().contains("the file needs master key 'kc2'; give --master-key kc2=KEY"), salary::toString);
        Cli.Result noKeys = Cli.run("cat", "--columns", "salary", external.toString());
        assertEquals(Main.UNREADABLE, noKeys.code(), noKeys::toString);
        assertTrue(noKeys.err().contains("column salary is encrypted; decryption keys are required to read it (give its key with "
                + "--column-key salary=KEY, --key-id ID=KEY, or --master-key ID=KEY)"), noKeys::toString);
        Cli.Result ids = Cli.run("cat", "--columns", "id", "--master-key", "kf=0123456789012345", external.toString());
        assertEquals(0, ids.code(), ids::toString);
        assertEquals("{\"id\":299}", ids.lines().get(299), ids::toString);
        // an encrypted footer without any key option names its master key
        Cli.Result none = Cli.run("cat", "--format", "csv", internal.toString());
        assertEquals(Main.UNREADABLE, none.code(), none::toString);
        assertTrue(none.err().contains("the file needs master key 'kf'; give --master-key kf=KEY"), none::toString);
    }
}
