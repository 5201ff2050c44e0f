package io.parquetry.processor.extract;

import io.parquetry.annotation.Engine;
import java.util.EnumSet;
import java.util.Set;

/**
 * The engines that must read a type's files and where they were declared: the nearest
 * {@code @ParquetTarget} (the type's, else its package's), else the build's option.
 */
record Targets(Set<Engine> engines, String origin) {
    static final Targets NONE = new Targets(Set.of(), "nothing");

    Targets {
        engines = engines.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(EnumSet.copyOf(engines));
    }

    /** These targets and those of {@code more} (a nested type's own). */
    Targets plus(Targets more) {
        if (engines.containsAll(more.engines())) {
            return this;
        }
        Set<Engine> all = EnumSet.noneOf(Engine.class);
        all.addAll(engines);
        all.addAll(more.engines());
        return new Targets(all, engines.isEmpty() ? more.origin() : origin + " and " + more.origin());
    }
}
