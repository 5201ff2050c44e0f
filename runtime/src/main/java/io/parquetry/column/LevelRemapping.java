package io.parquetry.column;

/**
 * What {@link PageDecoder} does to a decoded page's levels before the cursor sees them: drops the
 * orphan entries of absent lists, then translates file definition levels into those of a
 * differently shaped but compatible schema. Keeps the last definition level of the previous page
 * (orphans span pages). Not thread-safe: one per column reader.
 */
final class LevelRemapping {
    /**
     * For repetition level r, the definition level at which the r-th repeated field is present
     * ({@link io.parquetry.schema.ColumnDescriptor#repeatedDefinitionLevel}); null without repetition.
     */
    private final int[] repeatedDefs;
    /** File definition level to reported level, or null for none; -1 marks a null the schema cannot hold. */
    private final int[] defMap;
    /** File definition level of the previous page's last entry, for {@link #dropOrphanEntries}. */
    private int previousPageDef = Integer.MAX_VALUE;

    private LevelRemapping(int[] repeatedDefs, int[] defMap) {
        this.repeatedDefs = repeatedDefs;
        this.defMap = defMap;
    }

    /** The remapping for these tables, or null when both are null (nothing to do). */
    static LevelRemapping of(int[] repeatedDefs, int[] defMap) {
        return repeatedDefs == null && defMap == null ? null : new LevelRemapping(repeatedDefs, defMap);
    }

    /**
     * Applies both steps to the page's {@code n} entries in place; returns the entries kept, or
     * {@code -(i + 1)} when kept entry {@code i} is a null the expected schema cannot hold.
     */
    int apply(byte[] rep, byte[] def, int n) {
        int levels = repeatedDefs == null ? n : dropOrphanEntries(rep, def, n);
        if (defMap != null) {
            for (int i = 0; i < levels; i++) {
                int mapped = defMap[def[i]];
                if (mapped < 0) {
                    return -(i + 1);
                }
                def[i] = (byte) mapped;
            }
        }
        return levels;
    }

    /**
     * Removes the entries that continue a list which is itself absent: repetition level r, a
     * definition level below that of the r-th repeated field, after an entry where that field
     * was absent too. DuckDB writes such entries for the slots of a NULL fixed-size ARRAY (a
     * null list followed by "continuations" with the same definition level); parquet-java and
     * DuckDB skip them, and so does this reader, rather than taking them for elements. They
     * hold no values, so value indices are unaffected. A continuation of a present list without
     * an element stays, and the reader reports it as corrupt. Returns the entries kept.
     */
    private int dropOrphanEntries(byte[] rep, byte[] def, int n) {
        int[] rd = repeatedDefs;
        int previous = previousPageDef;
        int i = 0;
        // most pages have none: only look until the first one, then compact the rest
        for (; i < n; i++) {
            int r = rep[i];
            int d = def[i];
            if (d < rd[r] && previous < rd[r]) {
                break;
            }
            previous = d;
        }
        int kept = i;
        for (; i < n; i++) {
            int r = rep[i];
            int d = def[i];
            if (d >= rd[r] || previous >= rd[r]) {
                rep[kept] = (byte) r;
                def[kept] = (byte) d;
                kept++;
            }
            previous = d;
        }
        previousPageDef = previous;
        return kept;
    }

}
