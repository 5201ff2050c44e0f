/**
 * The Parquet schema model: an immutable tree of {@link io.parquetry.schema.SchemaNode}s
 * ({@link io.parquetry.schema.PrimitiveType} leaves, {@link io.parquetry.schema.GroupType}
 * inner nodes, a {@link io.parquetry.schema.MessageType} root), the leaf columns with their
 * maximum repetition and definition levels ({@link io.parquetry.schema.ColumnDescriptor}), the
 * mapping between legacy converted types and logical types ({@link io.parquetry.schema.LogicalTypes}),
 * builders ({@link io.parquetry.schema.Types}) and the {@code message m { ... }} text form
 * ({@link io.parquetry.schema.MessageTypeParser}, {@link io.parquetry.schema.SchemaPrinter}).
 *
 * <p>Nodes built through {@link io.parquetry.schema.Types} or parsed with
 * {@link io.parquetry.schema.MessageTypeParser#parse(String)} are validated against the rules of
 * the format specification. Schemas read from files go through the {@code lenient} factories,
 * which keep what other writers produced as long as it can still be read.
 */
package io.parquetry.schema;
