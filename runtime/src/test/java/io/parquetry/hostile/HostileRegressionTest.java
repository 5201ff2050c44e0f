package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Compression;
import io.parquetry.PageVersion;
import io.parquetry.ParquetException;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.Row;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.SchemaElement;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.schema.MessageType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Mutants found by {@link HostileInputSweepTest}, rebuilt at the level of the field they changed:
 * each once escaped as something other than a {@link ParquetException}.
 */
class HostileRegressionTest {
    static byte[] write(MessageType schema, List<Row> rows) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).compression(Compression.SNAPPY)
                .pageVersion(PageVersion.V1).pageRowLimit(16).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    @Test
    void validFileReads() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        assertEquals(30 * 5, HostileSweep.readFully(file), "30 rows of 5 fields");
    }

    /** nested_lists.snappy.parquet, footer byte 183: 0x04 -> 0x06 (root num_children 2 -> 3). */
    @Test
    void childCountThatOverrunsTheSchemaAfterNestedSiblings() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        FileMetaData f = FooterSurgery.footer(file);
        // the root's count fits the element list, but the first children's subtrees use it up
        List<SchemaElement> schema = new ArrayList<>(f.schema());
        SchemaElement root = schema.get(0);
        schema.set(0, FooterSurgery.withNumChildren(root, root.numChildren() + 1));
        byte[] mutant = FooterSurgery.rewrite(file, m -> FooterSurgery.withSchema(m, schema));
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(e.getMessage().contains("declares 6 children but the schema ends after 5"), e.getMessage());
    }
    /**
     * nested-UNCOMPRESSED-V2-plain, footer byte 2726: 0x4a -> 0x71 (num_values of a column
     * inside a null group turned negative): skipping the null group advanced an exhausted column.
     */
    @Test
    void exhaustedSiblingOfANullGroup() {
        byte[] file = write(HostileSweep.NESTED, HostileSweep.nestedRows(30));
        int y = HostileSweep.NESTED.columns().size() - 2; // venue.points.list.element.y
        assertEquals("y", HostileSweep.NESTED.columns().get(y).path().toString().replaceAll(".*\\.", ""));
        byte[] mutant = FooterSurgery.rewrite(file,
                m -> FooterSurgery.withColumnMeta(m, y, c -> FooterSurgery.withNumValues(c, -57)));
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(mutant));
        assertTrue(e.getMessage().contains("has fewer values than its row group's rows"), e.getMessage());
    }
}
