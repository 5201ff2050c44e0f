package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code cat} and {@code check} over every encrypted file of the corpus with the keys on the
 * command line (the parquet-testing generator's values: 50 rows, boolean_field i % 2 == 0,
 * float_field i * 1.1f, double_field i * 1.1111111), and the errors without them.
 */
class EncryptedCorpusTest {
    private static List<Path> encryptedFiles() {
        List<Path> files = Cli.corpusFiles().stream().filter(p -> p.toString().endsWith(".encrypted"))
                .filter(p -> !p.getFileName().toString().startsWith("external_key_material")).toList();
        // 7 with 128-bit keys by column path, 5 with 256-bit keys named in the key metadata
        assertEquals(12, files.size(), files::toString);
        return files;
    }

    @Test
    void catAndCheckReadEveryEncryptedFileWithItsKeys() {
        for (Path file : encryptedFiles()) {
            String name = Cli.corpus().relativize(file).toString();
            boolean bloom = name.contains("bloom_filter"); // another generator: 2000 rows of its own columns
            List<String> args = new ArrayList<>(bloom ? List.of("cat") : List.of("cat", "--columns", "boolean_field,float_field,double_field"));
            args.addAll(Cli.keyOptions(file));
            args.add(file.toString());
            Cli.Result cat = Cli.run(args.toArray(String[]::new));
            assertEquals(0, cat.code(), () -> name + ": " + cat);
            assertEquals(bloom ? 2000 : 50, cat.lines().size(), name);
            for (int i = 0; i < (bloom ? 0 : 50); i++) {
                @SuppressWarnings("unchecked")
                Map<String, Object> row = (Map<String, Object>) JsonParser.parse(cat.lines().get(i));
                assertEquals(i % 2 == 0, row.get("boolean_field"), name + " row " + i);
                assertEquals(i * 1.1f, ((BigDecimal) row.get("float_field")).floatValue(), 1e-4f, name + " row " + i);
                assertEquals(i * 1.1111111, ((BigDecimal) row.get("double_field")).doubleValue(), 1e-6, name + " row " + i);
            }
            List<String> check = new ArrayList<>(List.of("check"));
            check.addAll(Cli.keyOptions(file));
            check.add(file.toString());
            Cli.Result checked = Cli.run(check.toArray(String[]::new));
            assertEquals(0, checked.code(), () -> name + ": " + checked);
            assertEquals(List.of("checked 1 file: no problems"), checked.lines(), name);
        }
    }

    @Test
    void withoutKeysTheErrorNamesTheOptionThatGivesThem() {
        for (Path file : encryptedFiles()) {
            String name = Cli.corpus().relativize(file).toString();
            Cli.Result cat = Cli.run("cat", file.toString());
            assertEquals(Main.UNREADABLE, cat.code(), () -> name + ": " + cat);
            assertEquals(1, cat.err().lines().count(), cat::toString);
            assertTrue(cat.err().startsWith("parquetry: " + file + ": "), cat::toString);
            // a plaintext footer reads without keys: then the first encrypted column needs its key
            String hint = name.contains("plaintext_footer") ? "(give its key with --column-key " : "(give them with --footer-key KEY";
            assertTrue(cat.err().contains("decryption keys are required to read it " + hint), () -> name + ": " + cat);
            Cli.Result check = Cli.run("check", file.toString());
            assertEquals(Main.PROBLEMS, check.code(), () -> name + ": " + check);
            assertTrue(check.out().contains(hint), () -> name + ": " + check);
        }
        // the footer key alone: the columns with their own key say which option they need
        Path file = Cli.data("encrypt_columns_and_footer.parquet.encrypted");
        Cli.Result partial = Cli.run("cat", "--footer-key", "0123456789012345", file.toString());
        assertEquals(Main.UNREADABLE, partial.code(), partial::toString);
        assertTrue(partial.err().contains("column float_field is encrypted with its own key, which was not given "
                + "(give it with --column-key float_field=KEY, --key-id ID=KEY, or --master-key ID=KEY)"), partial::toString);
        Cli.Result noPrefix = Cli.run("cat", "--footer-key", "0123456789012345",
                Cli.data("encrypt_columns_and_footer_disable_aad_storage.parquet.encrypted").toString());
        assertEquals(Main.UNREADABLE, noPrefix.code(), noPrefix::toString);
        assertTrue(noPrefix.err().contains("the file was written with an AAD prefix it does not store; give it with --aad-prefix TEXT"),
                noPrefix::toString);
    }
}
