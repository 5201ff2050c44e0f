package io.parquetry.schema;

import io.parquetry.base.Type;

/**
 * A leaf column of a {@link MessageType}: its path, its primitive type, the maximum repetition
 * and definition levels Dremel shredding uses for it, and its position among the schema's
 * columns (depth-first order, the order of column chunks in a row group).
 *
 * @param path field names from the root to the column
 * @param type the leaf node
 * @param maxRepetitionLevel the number of repeated fields on the path
 * @param maxDefinitionLevel the number of optional or repeated fields on the path
 * @param index position in {@link MessageType#columns()}
 * @param repeatedDefinitionLevels for each repetition level {@code r} in 1..max, the definition
 *     level at which the {@code r}-th repeated field on the path is present (index 0 is 0); a
 *     copy is kept and returned
 */
public record ColumnDescriptor(ColumnPath path, PrimitiveType type, int maxRepetitionLevel,
                               int maxDefinitionLevel, int index, int[] repeatedDefinitionLevels) {

    /**
     * Checks the levels and copies the array.
     *
     * @param path field names from the root to the column
     * @param type the leaf node
     * @param maxRepetitionLevel the number of repeated fields on the path
     * @param maxDefinitionLevel the number of optional or repeated fields on the path
     * @param index position in {@link MessageType#columns()}
     * @param repeatedDefinitionLevels for each repetition level {@code r} in 1..max, the definition
     *     level at which the {@code r}-th repeated field on the path is present (index 0 is 0); a
     *     copy is kept and returned
     * @throws IllegalArgumentException if there is not one definition level per repetition level
     */
    public ColumnDescriptor {
        if (repeatedDefinitionLevels.length != maxRepetitionLevel + 1) {
            throw new IllegalArgumentException("column " + path + ": " + repeatedDefinitionLevels.length
                    + " repeated definition levels for max repetition level " + maxRepetitionLevel);
        }
        repeatedDefinitionLevels = repeatedDefinitionLevels.clone();
    }

    /**
     * {@return a copy of the definition levels at which each repeated field is present, indexed by repetition level (see {@link #repeatedDefinitionLevel(int)})}
     */
    @Override
    public int[] repeatedDefinitionLevels() {
        return repeatedDefinitionLevels.clone();
    }

    /**
     * The definition level at which the repeated field that repetition level {@code r} (1..max)
     * repeats is present. An entry with repetition level {@code r} and a lower definition level
     * holds no element: after an entry where that field was absent too it continues an absent
     * list (DuckDB writes such entries for NULL fixed-size arrays), otherwise the levels are corrupt.
     *
     * @param r the repetition level
     * @return that definition level
     */
    public int repeatedDefinitionLevel(int r) {
        return repeatedDefinitionLevels[r];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnDescriptor c && path.equals(c.path) && type.equals(c.type)
                && maxRepetitionLevel == c.maxRepetitionLevel && maxDefinitionLevel == c.maxDefinitionLevel
                && index == c.index && java.util.Arrays.equals(repeatedDefinitionLevels, c.repeatedDefinitionLevels);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(path, type, maxRepetitionLevel, maxDefinitionLevel, index);
    }

    /** {@return the physical type of the column's values} */
    public Type physicalType() {
        return type.physicalType();
    }

    @Override
    public String toString() {
        return "column #" + index + " " + path + " " + physicalType()
                + " (max rep " + maxRepetitionLevel + ", max def " + maxDefinitionLevel + ")";
    }
}
