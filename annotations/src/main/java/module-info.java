/**
 * The Parquetry mapping vocabulary: the annotations users put on records and classes
 * ({@link io.parquetry.annotation.ParquetRecord} and the annotations that refine single
 * properties). No dependencies; the annotation processor reads them at compile time and the
 * runtime module ({@code io.parquetry}) requires this one transitively.
 */
module io.parquetry.annotation {
    exports io.parquetry.annotation;
}
