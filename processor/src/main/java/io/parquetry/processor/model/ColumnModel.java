package io.parquetry.processor.model;

import java.util.List;
import java.util.Objects;

/**
 * One leaf column of a record's schema with its Dremel levels, all known at compile time.
 *
 * @param path the names of the schema nodes from the record's top level down to the leaf
 * @param steps one entry per {@code path} element with that node's levels
 * @param leaf the leaf's shape
 * @param maxRepetitionLevel number of {@code repeated} nodes on the path
 * @param maxDefinitionLevel number of non-{@code required} nodes on the path
 */
public record ColumnModel(List<String> path, List<LevelStep> steps, FieldShape.Primitive leaf, int maxRepetitionLevel,
        int maxDefinitionLevel) {

    public ColumnModel {
        path = List.copyOf(path);
        steps = List.copyOf(steps);
        Objects.requireNonNull(leaf);
        if (path.size() != steps.size()) {
            throw new IllegalArgumentException("path and steps differ in length");
        }
    }

    /** The dotted path, e.g. {@code links.list.element}. */
    public String dottedPath() {
        return String.join(".", path);
    }

    /**
     * The levels of one node on a column's path.
     *
     * @param name the node name
     * @param repetition the node's repetition
     * @param definitionLevel the definition level written when this node is present (non-null, or
     *     for a repeated node: has at least one entry); the level of the parent when it is absent
     * @param repetitionLevel the repetition level written for the second and later entries of this
     *     node if it is repeated; for other nodes the repetition level of the nearest repeated ancestor
     */
    public record LevelStep(String name, Repetition repetition, int definitionLevel, int repetitionLevel) {
        public LevelStep {
            Objects.requireNonNull(name);
            Objects.requireNonNull(repetition);
        }
    }
}
