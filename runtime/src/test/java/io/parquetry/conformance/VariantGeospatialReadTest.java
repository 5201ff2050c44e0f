package io.parquetry.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.LogicalType;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Until variant values are decoded, a VARIANT column reads as a group Row of its binary
 * metadata and value; GEOMETRY reads as WKB bytes with the CRS in the schema's logical type.
 */
class VariantGeospatialReadTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              optional group v (VARIANT(1)) {
                required binary metadata;
                required binary value;
              }
              optional binary g (GEOMETRY("srid:5070"));
            }
            """);

    @Test
    void variantReadsAsMetadataAndValueAndGeometryKeepsItsCrs() {
        GroupType variant = SCHEMA.field("v").asGroup();
        byte[] metadata = {0x01, 0x00, 0x00}; // version 1, empty dictionary
        byte[] value = {0x0C, 0x2A}; // primitive int8 42
        byte[] wkbPoint = {0x01, 0x01, 0x00, 0x00, 0x00, 0, 0, 0, 0, 0, 0, (byte) 0xF0, 0x3F, 0, 0, 0, 0, 0, 0, 0, 0x40};
        List<Row> rows = List.of(
                Row.of(SCHEMA, Row.of(variant, metadata, value), wkbPoint),
                Row.of(SCHEMA, null, null));
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).build()) {
            w.writeAll(rows);
        }
        List<Row> back = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray())); ParquetReader<Row> r = f.rows()) {
            assertEquals(new LogicalType.VariantType(1), f.schema().field("v").logicalType());
            assertEquals(new LogicalType.GeometryType("srid:5070"), f.schema().field("g").logicalType());
            r.forEach(back::add);
        }
        assertEquals(2, back.size());
        Row v = (Row) back.get(0).get("v");
        assertArrayEquals(metadata, (byte[]) v.get("metadata"));
        assertArrayEquals(value, (byte[]) v.get("value"));
        assertArrayEquals(wkbPoint, (byte[]) back.get(0).get("g"));
        assertNull(back.get(1).get("v"));
        assertNull(back.get(1).get("g"));
    }
}
