package io.parquetry.schema;

import io.parquetry.format.Type;

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
 */
public record ColumnDescriptor(ColumnPath path, PrimitiveType type, int maxRepetitionLevel,
                               int maxDefinitionLevel, int index) {

    /** The physical type of the column's values. */
    public Type physicalType() {
        return type.physicalType();
    }

    @Override
    public String toString() {
        return "column #" + index + " " + path + " " + physicalType()
                + " (max rep " + maxRepetitionLevel + ", max def " + maxDefinitionLevel + ")";
    }
}
