package io.parquetry.processor.extract;

import io.parquetry.annotation.NamingStrategy;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Where a value sits, for messages and for nested types' rules.
 *
 * @param owner the record or class declaring the property (the scope of converter registrations)
 * @param declarations the property's declarations (a {@code @ParquetConverter} on them may apply to its elements)
 */
record Site(String property, Element blame, NamingStrategy naming, String pkg, Targets targets, TypeElement owner,
        java.util.List<Element> declarations) {
}
