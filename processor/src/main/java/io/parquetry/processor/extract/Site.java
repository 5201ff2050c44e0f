package io.parquetry.processor.extract;

import io.parquetry.annotation.NamingStrategy;
import javax.lang.model.element.Element;

/** Where a value sits, for messages and for nested types' rules. */
record Site(String property, Element blame, NamingStrategy naming, String pkg, Targets targets) {
}
