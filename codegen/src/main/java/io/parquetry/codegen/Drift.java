package io.parquetry.codegen;

import java.util.List;

/** Describes how a checked-in generated file differs from what the generator writes. */
public final class Drift {
    private static final int CONTEXT_LINES = 3;

    private Drift() {}

    /**
     * {@code null} when the two texts are equal; otherwise a message naming the file and the first
     * line that differs, with both versions of the lines from there on (a few of them).
     */
    public static String describe(String path, String generated, String checkedIn) {
        if (generated.equals(checkedIn)) {
            return null;
        }
        if (checkedIn == null) {
            return path + " is missing: the generator writes it";
        }
        List<String> a = generated.lines().toList();
        List<String> b = checkedIn.lines().toList();
        int line = 0;
        while (line < a.size() && line < b.size() && a.get(line).equals(b.get(line))) {
            line++;
        }
        StringBuilder sb = new StringBuilder(path).append(" differs from its generator at line ").append(line + 1)
                .append(" (checked in: ").append(b.size()).append(" lines, generated: ").append(a.size()).append(")\n");
        for (int i = line; i < line + CONTEXT_LINES && (i < a.size() || i < b.size()); i++) {
            sb.append("  checked in ").append(i + 1).append(": ").append(i < b.size() ? b.get(i) : "<end of file>").append('\n');
            sb.append("  generated  ").append(i + 1).append(": ").append(i < a.size() ? a.get(i) : "<end of file>").append('\n');
        }
        if (line == a.size() && line == b.size()) {
            sb.append("  (the files differ in line endings or the final newline)\n");
        }
        return sb.toString();
    }
}
