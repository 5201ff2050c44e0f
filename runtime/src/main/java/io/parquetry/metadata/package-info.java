/**
 * Immutable views of a Parquet file's footer, as {@link io.parquetry.ParquetFile} returns them:
 * {@link io.parquetry.metadata.FileMetadata} (row groups, key/value metadata, writer),
 * {@link io.parquetry.metadata.RowGroupMetadata},
 * {@link io.parquetry.metadata.ColumnChunkMetadata} (encodings, sizes, offsets, statistics), and
 * the page index of a chunk ({@link io.parquetry.metadata.ColumnIndex},
 * {@link io.parquetry.metadata.OffsetIndex}) and its {@link io.parquetry.metadata.BloomFilter}, and the
 * page headers of a chunk ({@link io.parquetry.metadata.ColumnPages} of
 * {@link io.parquetry.metadata.PageHeaderMetadata}, from {@code ParquetFile.pages}).
 *
 * <p>These are the stable public shape of the metadata. The Thrift structures they are read
 * from ({@code parquet.thrift}) stay internal to the runtime, so a new format version changes
 * what these views add, not what they are. Every view is immutable and safe to share between
 * threads; byte arrays are copied in and out.
 */
package io.parquetry.metadata;
