package io.parquetry.processor.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The generated constant and method names, written by hand for speed, against the regular
 * expressions that defined them: the same names for random paths of letters, digits, separators,
 * underscores, dollars and non-ASCII letters.
 */
class NamesTest {
    private static final String ALPHABET = "aZb9_.$xY0é-Ü ";

    @Test
    void upperSnakeAndMethodSuffixMatchTheirRegexDefinitions() {
        Random rnd = new Random(29);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int n = rnd.nextInt(12); n > 0; n--) {
                b.append(ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
            }
            String s = b.toString();
            assertEquals(s.replaceAll("[^A-Za-z0-9]+", "_").replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT),
                    MapperGenerator.upperSnake(s, true), s);
            assertEquals(s.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT),
                    MapperGenerator.upperSnake(s, false), s);
            assertEquals(s.isEmpty() ? "root" : s.replaceAll("[^A-Za-z0-9_]", "_"), Emitter.methodSuffix(s), s);
        }
        assertEquals("LINES_LIST_ELEMENT_UNIT_PRICE", MapperGenerator.upperSnake("lines.list.element.unitPrice", true));
    }

    @Test
    void schemaTextBlockMatchesItsFormerDefinition() {
        Random rnd = new Random(30);
        String alphabet = "ab \\\"$\n";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            for (int n = rnd.nextInt(16); n > 0; n--) {
                b.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            }
            String text = b.append('\n').toString();
            // the former definition: escape, then each line's trailing space as \s
            String escaped = text.replace("\\", "\\\\").replace("\"\"\"", "\\\"\"\"");
            StringBuilder expected = new StringBuilder("\"\"\"\n");
            for (String line : escaped.substring(0, escaped.length() - 1).split("\n", -1)) {
                expected.append(line.endsWith(" ") ? line.substring(0, line.length() - 1) + "\\s" : line).append('\n');
            }
            assertEquals(expected.append("\"\"\"").toString(), MapperGenerator.textBlock(text).toString(), text);
        }
    }
}
