package io.parquetry.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text file under {@code codegen/src/main/resources/io/parquetry/codegen/} with {@code {{name}}}
 * placeholders. The hand-written parts of a generated Java file live in its template, so they are
 * edited there and the generator fills in the mechanical parts.
 */
final class Template {
    /** Where the templates are, relative to the repository root (named in the generated headers). */
    static final String DIR = "codegen/src/main/resources/io/parquetry/codegen/";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([A-Za-z0-9]+)}}");

    private final String name;
    private final String text;

    private Template(String name, String text) {
        this.name = name;
        this.text = text;
    }

    /** Loads {@code name} (a file name in {@link #DIR}) from the class path. */
    static Template load(String name) {
        try (InputStream in = Template.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("template " + DIR + name + " is not on the class path");
            }
            return new Template(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read template " + name, e);
        }
    }

    /** The repository path of the template, for the generated header. */
    String path() {
        return DIR + name;
    }

    /** The text with every placeholder replaced; a placeholder without a value is an error. */
    String fill(Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder sb = new StringBuilder(text.length() * 2);
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException("template " + name + ": no value for {{" + m.group(1) + "}}");
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(value));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
