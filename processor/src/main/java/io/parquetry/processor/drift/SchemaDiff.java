package io.parquetry.processor.drift;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares a record's schema with its committed baseline the way the reader will meet them: the
 * baseline is what old files hold, the new schema is what the new code declares. Fields match as
 * the runtime matches them (by field id when the file has the declared id, else by name). Every
 * difference becomes a {@link Finding}: an error when files written with the baseline would no
 * longer read (or could fail value by value), a note when they read.
 */
final class SchemaDiff {

    /**
     * One difference.
     *
     * @param error whether it breaks reading old files
     * @param path the dotted path of the field concerned (in the new schema when it is there)
     * @param text what changed and what to do
     */
    record Finding(boolean error, String path, String text) {
    }

    private final Set<String> defaults;
    private final Set<String> baselineDefaults;
    private final List<Finding> out = new ArrayList<>();

    private SchemaDiff(Set<String> defaults, Set<String> baselineDefaults) {
        this.defaults = defaults;
        this.baselineDefaults = baselineDefaults;
    }

    /**
     * The differences between {@code baseline} and {@code current} (both message nodes).
     *
     * @param defaults dotted paths of the new schema's columns with a {@code @ParquetDefault}
     * @param baselineDefaults the same for the baseline
     */
    static List<Finding> compare(SchemaNode baseline, SchemaNode current, Set<String> defaults, Set<String> baselineDefaults) {
        SchemaDiff d = new SchemaDiff(defaults, baselineDefaults);
        d.fields(baseline, current, "");
        return d.out;
    }

    private static String join(String prefix, String name) {
        return prefix.isEmpty() ? name : prefix + "." + name;
    }

    private void error(String path, String text) {
        out.add(new Finding(true, path, text));
    }

    private void note(String path, String text) {
        out.add(new Finding(false, path, text));
    }

    /** The baseline field the reader would read for {@code c}: by id when the baseline has it, else by name. */
    private static SchemaNode match(SchemaNode baseline, SchemaNode c) {
        if (c.id() >= 0) {
            SchemaNode byId = baseline.childWithId(c.id());
            if (byId != null) {
                return byId;
            }
        }
        return baseline.child(c.name());
    }

    private void fields(SchemaNode baseline, SchemaNode current, String prefix) {
        Set<SchemaNode> matched = new HashSet<>();
        List<SchemaNode> added = new ArrayList<>();
        for (SchemaNode c : current.children()) {
            SchemaNode b = match(baseline, c);
            String path = join(prefix, c.name());
            if (b == null) {
                added.add(c);
                continue;
            }
            matched.add(b);
            if (!b.name().equals(c.name())) {
                if (current.child(b.name()) != null) {
                    error(path, "field id " + c.id() + " belonged to column '" + join(prefix, b.name())
                            + "' in the baseline, which still exists: old files' '" + b.name() + "' values would be read as '"
                            + c.name() + "'; give '" + c.name() + "' a new field id");
                    continue;
                }
                note(path, "renamed from '" + join(prefix, b.name()) + "' (matched by field id " + c.id() + ")");
            }
            node(b, c, path);
        }
        List<SchemaNode> removed = new ArrayList<>();
        for (SchemaNode b : baseline.children()) {
            if (!matched.contains(b)) {
                removed.add(b);
            }
        }
        for (SchemaNode c : added) {
            String path = join(prefix, c.name());
            SchemaNode gone = c.id() < 0 ? firstWithoutId(removed) : null;
            if (gone != null) {
                removed.remove(gone);
                error(path, "column '" + join(prefix, gone.name()) + "' of the baseline is gone and '" + c.name()
                        + "' is new, without field ids: old files' '" + gone.name() + "' values would not be read. If this"
                        + " is a rename, keep the old name with @ParquetField(name = \"" + gone.name()
                        + "\") or give the column a field id in the baseline and the code; if not, update the baselines");
                continue;
            }
            String missing = requiredWithoutDefault(c, path);
            if (missing != null) {
                error(path, "required field '" + path + "' is new: old files have no '" + missing
                        + "' column to read; make it optional or add @ParquetDefault");
            } else {
                note(path, "new field '" + path + "' (" + c.describe() + ")");
            }
        }
        for (SchemaNode b : removed) {
            note(join(prefix, b.name()), "field '" + join(prefix, b.name()) + "' was removed: old files' values are ignored");
        }
    }

    private static SchemaNode firstWithoutId(List<SchemaNode> nodes) {
        for (SchemaNode n : nodes) {
            if (n.id() < 0) {
                return n;
            }
        }
        return null;
    }

    /**
     * The first leaf under new node {@code n} that old files cannot supply: reached through required
     * nodes only (an absent optional group or collection reads as null or empty) and without a default.
     */
    private String requiredWithoutDefault(SchemaNode n, String path) {
        if (!n.required()) {
            return null;
        }
        if (!n.isGroup()) {
            return defaults.contains(path) ? null : path;
        }
        for (SchemaNode c : n.children()) {
            String m = requiredWithoutDefault(c, path + "." + c.name());
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    private void node(SchemaNode b, SchemaNode c, String path) {
        if (b.repeated() != c.repeated()) {
            error(path, "'" + path + "' was " + b.repetition() + " and is now " + c.repetition()
                    + ": the reader cannot change a field's repetition; use a new field");
            return;
        }
        if (b.optional() && c.required()) {
            error(path, "'" + path + "' was optional and is now required: old files may hold nulls for it; keep it optional"
                    + " (@Nullable, Optional or a boxed type)");
            return;
        }
        if (b.required() && c.optional()) {
            note(path, "'" + path + "' is now optional (was required)");
        }
        if (b.isGroup() != c.isGroup() || (b.isGroup() && !java.util.Objects.equals(b.logical(), c.logical()))) {
            error(path, "'" + path + "' was " + b.describe() + " and is now " + c.describe()
                    + ": the reader cannot convert it; use a new field");
            return;
        }
        if (b.isGroup()) {
            fields(b, c, path);
            return;
        }
        ReadRule.Verdict v = ReadRule.classify(b, c);
        switch (v.kind()) {
            case AS_STORED -> {
            }
            case WIDENING -> note(path, "'" + path + "' widened from " + b.describe() + " to " + c.describe());
            case CHECKED -> error(path, "'" + path + "' changed from " + b.describe() + " to " + c.describe()
                    + ": old files read only value by value (" + v.why() + "); keep the old type or use a new field");
            case REFUSED -> error(path, "'" + path + "' changed from " + b.describe() + " to " + c.describe()
                    + ", which the reader cannot convert" + (v.why() == null ? "" : " (" + v.why() + ")")
                    + "; keep the old type or use a new field");
        }
        if (c.required() && baselineDefaults.contains(path) && !defaults.contains(path)) {
            error(path, "'" + path + "' had a @ParquetDefault in the baseline: files older than the field rely on it to read;"
                    + " keep the default");
        }
    }
}
