package io.parquetry.format;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.Type;

/**
 * Thrift {@code SchemaElement}: one node of the schema tree, flattened depth-first in
 * {@link FileMetaData#schema()}. Everything but {@code name} is optional and {@code null} when
 * absent.
 *
 * @param type physical type of a leaf; {@code null} for groups (field 1)
 * @param typeLength byte length of FIXED_LEN_BYTE_ARRAY values (field 2)
 * @param repetitionType repetition; {@code null} for the root (field 3)
 * @param name field name (field 4, required)
 * @param numChildren number of children of a group (field 5)
 * @param convertedType legacy annotation (field 6)
 * @param scale legacy decimal scale (field 7)
 * @param precision legacy decimal precision (field 8)
 * @param fieldId id of the field in the writer's schema (field 9)
 * @param logicalType logical type annotation (field 10)
 */
public record SchemaElement(
        Type type,
        Integer typeLength,
        FieldRepetitionType repetitionType,
        String name,
        Integer numChildren,
        ConvertedType convertedType,
        Integer scale,
        Integer precision,
        Integer fieldId,
        LogicalType logicalType) {
}
