/**
 * The machinery of partitioned datasets under {@link io.parquetry.ParquetDataset}: Hive-style
 * partition directories ({@code col=value}, escaped as Hive and Spark escape them), the
 * partition columns of a record schema and the file schema without them, the mapper that
 * writes records without their partition columns, and unique file names. Users call the entry
 * points in {@code io.parquetry}; these types are public only so that package can reach them.
 */
package io.parquetry.dataset;
