package io.parquetry.processor.extract;

import io.parquetry.annotation.NamingStrategy;
import java.util.Locale;

/** Java name conventions: bean property names and naming strategies. */
public final class Names {

    private Names() {
    }

    /** Applies {@code strategy} to a Java property name. */
    public static String apply(NamingStrategy strategy, String javaName) {
        return switch (strategy) {
            case AS_WRITTEN -> javaName;
            case SNAKE_CASE -> snakeCase(javaName);
        };
    }

    /**
     * {@code orderId -> order_id}, {@code httpURL -> http_url}, {@code URLValue -> url_value},
     * {@code address2 -> address2}, {@code already_snake -> already_snake}.
     */
    public static String snakeCase(String name) {
        StringBuilder sb = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0 && sb.charAt(sb.length() - 1) != '_') {
                    char prev = name.charAt(i - 1);
                    boolean nextLower = i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1));
                    // a word starts after a lower case letter or digit, or at the last capital of an acronym
                    if (Character.isLowerCase(prev) || Character.isDigit(prev)
                            || (Character.isUpperCase(prev) && nextLower)) {
                        sb.append('_');
                    }
                }
                sb.append(Character.toLowerCase(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** The JavaBeans property name for the part of a getter or setter name after its prefix. */
    public static String decapitalize(String name) {
        if (name.isEmpty() || (name.length() > 1 && Character.isUpperCase(name.charAt(0))
                && Character.isUpperCase(name.charAt(1)))) {
            return name;
        }
        return name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1);
    }
}
