package io.parquetry.processor;

import java.util.Locale;

/**
 * Every diagnostic the processor emits. Each template says what is wrong and what to do about
 * it; arguments are filled with {@link String#format}.
 */
public enum Message {
    UNSUPPORTED_KIND("@ParquetRecord cannot be used on %s %s: put it on a record or a concrete (non-abstract) class"),
    GENERIC_TYPE("%s has type parameters, which Parquet mapping cannot resolve: map a concrete type without type"
            + " parameters instead"),
    INNER_CLASS("%s is an inner (non-static) class, which generated code cannot instantiate: declare it static"),
    PRIVATE_TYPE("%s is private, so generated code cannot use it: make it at least package-private"),
    UNSUPPORTED_TYPE("property '%s' has type %s, which Parquet mapping does not support%s: use a supported type"
            + " (primitives and boxes, String, byte[], enums, UUID, BigDecimal, java.time dates and times,"
            + " records/classes, collections, arrays, maps, Optional) or mark it @ParquetIgnore"),
    RECURSIVE_TYPE("property '%s' makes %s recursive (%s): Parquet schemas cannot nest a type inside itself;"
            + " break the cycle or mark the property @ParquetIgnore"),
    DECIMAL_WITHOUT_ANNOTATION("property '%s' is a BigDecimal without @Decimal: add @Decimal(precision = ...,"
            + " scale = ...) to say how it is stored"),
    INVALID_DECIMAL("property '%s' has @Decimal(precision = %d, scale = %d): precision must be 1 to 38 and scale 0"
            + " to precision"),
    DUPLICATE_COLUMN("property '%s' maps to Parquet field '%s', which property '%s' already uses: rename one with"
            + " @ParquetField(name = ...)"),
    DUPLICATE_FIELD_ID("property '%s' has field id %d, which property '%s' already uses: give each property its"
            + " own @ParquetField(id = ...)"),
    INVALID_FIELD_ID("property '%s' has @ParquetField(id = %d): field ids must be zero or more (or -1 for none)"),
    MAP_KEY_NOT_SCALAR("property '%s' has map key type %s: map keys must be scalars (String, primitives and"
            + " boxes, enums, UUID, java.time dates and times, BigDecimal with @Decimal); use a scalar key"),
    RAW_TYPE("property '%s' has raw type %s: give its type arguments, e.g. List<String>"),
    WILDCARD_TYPE("property '%s' has wildcard type argument in %s: use an exact type argument, e.g."
            + " List<Number> instead of List<? extends Number>"),
    TYPE_VARIABLE("property '%s' has type variable %s, which is unknown at compile time: use a concrete type"),
    NO_CONSTRUCTOR("%s has no constructor the generated reader can call: add a non-private no-argument"
            + " constructor, or one whose parameter names and types match the properties"),
    NO_CONSTRUCTOR_PARAMETER_NAMES("%s has no constructor the generated reader can call: the parameters of its"
            + " constructor %s have no names in its class file, so they cannot be matched to the properties;"
            + " compile %s with javac -parameters, or give it a non-private no-argument constructor and setters"),
    PROPERTY_NOT_SETTABLE("property '%s' of %s has a getter but nothing to set it with: add a setter, a"
            + " constructor parameter named '%s', make the field non-final and visible, or mark it @ParquetIgnore"),
    REPEATED_NOT_COLLECTION("property '%s' is @Repeated but its type %s is not a collection or array: remove"
            + " @Repeated or use a List, Set, Collection or array"),
    REPEATED_NULLABLE_ELEMENT("property '%s' is @Repeated, which cannot store null elements, but its element"
            + " type is @Nullable: remove @Repeated or the @Nullable on the element"),
    REPEATED_ELEMENT_NOT_SUPPORTED("property '%s' is @Repeated with element type %s: bare repeated fields hold"
            + " scalars or records only; remove @Repeated to use the standard LIST layout"),
    ANNOTATION_NOT_APPLICABLE("@%s on property '%s' does not apply to type %s: it applies to %s; remove it or"
            + " change the type"),
    ENCODING_NOT_APPLICABLE("@ParquetEncoding(%s) on property '%s' cannot encode its %s column '%s': %s applies to"
            + " %s; choose another encoding or remove the annotation"),
    ANNOTATION_WITHOUT_COLUMNS("@%s on property '%s' has no column to apply to: it is a nested record"
            + " (or a collection of them); annotate the nested record's properties instead"),
    BLOOM_FILTER_INVALID_NDV("@BloomFilter(ndv = %d) on property '%s' is invalid: ndv, the number of distinct values"
            + " expected in a row group, must be at least 1"),
    BLOOM_FILTER_INVALID_FPP("@BloomFilter(fpp = %s) on property '%s' is invalid: the false-positive probability must"
            + " be strictly between 0 and 1, e.g. 0.01"),
    BLOOM_FILTER_NOT_APPLICABLE("@BloomFilter on property '%s' cannot filter its %s column '%s': bloom filters apply"
            + " to every type but BOOLEAN; remove the annotation"),
    DEFAULT_NOT_SUPPORTED("@ParquetDefault is not supported on %s field '%s': defaults apply to booleans,"
            + " integers, floating-point numbers, strings, enums, LocalDate and BigDecimal (and their Optionals);"
            + " remove the annotation"),
    DEFAULT_INVALID("@ParquetDefault(\"%s\") on field '%s' is not a valid %s: %s"),
    TARGET_REFUSES_TYPE("property '%s' is stored as %s, which target %s cannot read: %s %s. To make it readable:"
            + " %s (targets from %s)"),
    TARGET_REFUSES_ENCODING("@ParquetEncoding(%s) on property '%s' writes its %s column '%s' in an encoding target %s"
            + " cannot read: %s %s. To make it readable: %s (targets from %s)"),
    TARGET_MISREADS_SHAPE("property '%s' is stored as %s, which target %s misreads: %s %s. To have it read as"
            + " declared: %s (targets from %s)"),
    INVALID_TARGET_OPTION("processor option -Aparquetry.target=%s is invalid: %s"),
    NESTED_OPTIONAL("property '%s' has type %s: an Optional of an Optional or of a primitive wrapper optional"
            + " cannot be stored; use a single Optional"),
    NO_PROPERTIES("%s has no properties to map: add record components, getters or public fields"),
    NOT_SEALED("property '%s' has type %s, %s that is not sealed: only a sealed interface or sealed abstract"
            + " class can be stored (as a tagged union of its permitted subtypes); seal it, use a concrete type or"
            + " mark the property @ParquetIgnore"),
    CASE_NOT_CLOSED("property '%s': case %s of sealed %s is neither a record, a final class nor sealed, so its"
            + " subclasses could not be told apart on read: make it final (or a record, or sealed)"),
    CASE_NOT_MAPPABLE("property '%s': case %s of sealed %s cannot be mapped%s: fix it or remove it from the"
            + " permits clause"),
    DUPLICATE_CASE("property '%s': cases %s and %s of the sealed type are both named '%s': give one another name"
            + " with @ParquetCase(\"...\")"),
    CASE_NAME_CLASH("property '%s': case %s is named '%s', which is empty or clashes with the discriminator column"
            + " '%s': give it another name with @ParquetCase(\"...\")"),
    CONVERTER_NOT_A_CONVERTER("converter %s of property '%s' is not a concrete, non-generic class implementing"
            + " io.parquetry.spi.ValueConverter<J, P> with J and P classes: implement ValueConverter<PropertyType, StoredType>"),
    CONVERTER_NO_CONSTRUCTOR("converter %s of property '%s' cannot be created by the generated mapper in the"
            + " record's package: give it a no-argument constructor and make both public (or package-private in the"
            + " record's package), and a nested converter static"),
    CONVERTER_TYPE_MISMATCH("converter %s converts %s to %s, which does not fit property '%s' of type %s: use a"
            + " converter whose first type argument is the property's type"),
    CONVERTER_REGISTERED_TWICE("property '%s' of type %s has two registered converters, %s and %s (@ParquetConverters"
            + " on %s): register one per type, or name one on the property with @ParquetConverter"),
    /** Appended to an error inside a type that has no source here; shown on the record's own property. */
    IN_COMPILED_TYPE(" [in %s, a compiled class without source in this build, reached from %s through property"
            + " path '%s': mark property '%s' @ParquetIgnore, give it a @ParquetConverter to a supported type, or"
            + " fix %s where its source is (e.g. annotate it there) or map a type of your own]"),
    EXTERNAL_NOT_MAPPABLE("@ParquetExternal names %s, which cannot be mapped%s: name a record or a class"),
    EXTERNAL_TWICE("%s is declared @ParquetExternal twice (on %s and on %s): keep one declaration"),
    EXTERNAL_ANNOTATED("%s is a @ParquetRecord itself: remove the @ParquetExternal declaration on %s"),
    EXTERNAL_UNKNOWN_PROPERTY("@ParquetExternal(%s.class) lists '%s' in %s, but %s has no such property; its properties"
            + " (from its public getters and fields) are: %s"),
    EXTERNAL_IGNORED_PARAMETER("@ParquetExternal(%s.class) lists '%s' both in parameters and in ignore: the creator needs"
            + " its value, so remove it from ignore"),
    EXTERNAL_NO_FACTORY("@ParquetExternal(%s.class) names factory \"%s\", but %s has no public static method %s returning"
            + " it: name one of its static factory methods, or leave factory empty for a public constructor"),
    EXTERNAL_NO_CREATOR("@ParquetExternal(%s.class): %s has no public %s taking (%s), the types of properties %s; it has:"
            + " %s"),
    EXTERNAL_NO_NAMES("@ParquetExternal(%s.class): the parameters of %s have no names in the class file of %s (compiled"
            + " without javac -parameters), so they cannot be matched to its properties: list the properties they take,"
            + " in order, in parameters = {...}"),
    EXTERNAL_NO_MATCH("@ParquetExternal(%s.class): no public %s of %s takes only properties (matched by parameter name"
            + " and type); its properties are: %s; list the ones it takes, in order, in parameters = {...}"),
    EXTERNAL_NOT_SETTABLE("@ParquetExternal(%s.class): property '%s' (%s) is not taken by the %s and has no setter: add"
            + " it to parameters, or to ignore if it is derived from the others"),
    EXTERNAL_MIXIN_UNKNOWN("@ParquetExternal(%s.class): mixin method %s of %s is not named like a getter of %s; its"
            + " properties are: %s"),
    IN_EXTERNAL(" [in %s, mapped by this @ParquetExternal declaration]"),
    INTERNAL_ERROR("internal error while processing %s: %s; please report this to the Parquetry issue"
            + " tracker with the type's source (mark the type's troublesome property @ParquetIgnore to work around it)");

    private final String template;

    Message(String template) {
        this.template = template;
    }

    /** The template with {@code %s}/{@code %d} placeholders. */
    public String template() {
        return template;
    }

    /** The message text for {@code args}. */
    public String format(Object... args) {
        return String.format(Locale.ROOT, template, args);
    }
}
