/**
 * The VARIANT logical type: {@link io.parquetry.variant.Variant} decodes the binary encoding of
 * VariantEncoding.md (metadata dictionary plus value) with every size and offset checked,
 * {@link io.parquetry.variant.VariantBuilder} encodes one, and
 * {@link io.parquetry.variant.VariantReconstruction} rebuilds the variant of a shredded VARIANT
 * column group (VariantShredding.md) from the generic {@link io.parquetry.row.Row} the reader returns.
 */
package io.parquetry.variant;
