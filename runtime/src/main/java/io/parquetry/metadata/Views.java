package io.parquetry.metadata;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Copies and printing shared by the views. */
final class Views {
    private Views() {}

    static byte[] copy(byte[] b) {
        return b == null ? null : b.clone();
    }

    /** An unmodifiable copy in iteration order (values may be null, which {@code Map.copyOf} refuses). */
    static Map<String, String> copy(Map<String, String> map) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    static String hex(byte[] b) {
        if (b == null) {
            return "null";
        }
        StringBuilder s = new StringBuilder("0x");
        for (int i = 0; i < Math.min(b.length, 32); i++) {
            s.append(Character.forDigit((b[i] >> 4) & 15, 16)).append(Character.forDigit(b[i] & 15, 16));
        }
        return b.length > 32 ? s.append("...").toString() : s.toString();
    }
}
