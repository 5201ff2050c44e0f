package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Each resource limit of {@link ReadOptions}: safe default, and a clear error naming the option. */
class ReadLimitsTest {
    static long readAll(byte[] file, ReadOptions options) {
        long n = 0;
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "limits.parquet"), options);
             ParquetReader<Row> r = f.rows()) {
            for (Row ignored : r) {
                n++;
            }
        }
        return n;
    }

    static byte[] flatFile() {
        return HostileRegressionTest.write(HostileSweep.FLAT, HostileSweep.flatRows(40));
    }

    @Test
    void defaults() {
        ReadOptions d = ReadOptions.defaults();
        assertEquals(64 << 20, d.maxFooterSize());
        assertEquals(1 << 30, d.maxPageSize());
        assertEquals(64, d.maxNestingDepth());
        assertTrue(d.verifyChecksums());
        assertThrows(IllegalArgumentException.class, () -> d.withMaxNestingDepth(0));
        assertThrows(IllegalArgumentException.class, () -> d.withMaxPageSize(-1));
    }

    @Test
    void footerSize() {
        byte[] file = flatFile();
        int footer = HostileSweep.footerLength(file);
        assertEquals(40, readAll(file, ReadOptions.defaults().withMaxFooterSize(footer)));
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> readAll(file, ReadOptions.defaults().withMaxFooterSize(footer - 1)));
        assertEquals("limits.parquet: footer of " + footer + " bytes exceeds the footer size limit of " + (footer - 1)
                + " bytes; ReadOptions.maxFooterSize raises it", e.getMessage());
    }

    @Test
    void pageSize() {
        byte[] file = flatFile();
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> readAll(file, ReadOptions.defaults().withMaxPageSize(32)));
        assertTrue(e.getMessage().startsWith("limits.parquet: column id, page 0 at offset "), e.getMessage());
        assertTrue(e.getMessage().endsWith("exceeds the page size limit of 32 bytes; ReadOptions.maxPageSize raises it"),
                e.getMessage());
        assertEquals(40, readAll(file, ReadOptions.defaults().withMaxPageSize(64 << 10)));
    }

    /** {@code levels} groups nested in one another around a single int32 leaf. */
    static MessageType nestedGroups(int levels) {
        StringBuilder s = new StringBuilder("message deep {\n");
        for (int i = 0; i < levels; i++) {
            s.append("optional group g").append(i).append(" {\n");
        }
        s.append("optional int32 leaf;\n");
        s.append("}\n".repeat(levels)).append("}\n");
        return MessageTypeParser.parse(s.toString());
    }

    @Test
    void schemaNestingDepth() {
        MessageType schema = nestedGroups(11); // the leaf is at depth 12
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).build()) {
            w.write(Row.of(schema, (Object) null));
        }
        byte[] file = out.toByteArray();
        assertEquals(1, readAll(file, ReadOptions.defaults().withMaxNestingDepth(12)));
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> readAll(file, ReadOptions.defaults().withMaxNestingDepth(11)));
        assertEquals("limits.parquet: schema nesting deeper than the limit of 11 levels; "
                + "ReadOptions.maxNestingDepth raises the limit", e.getMessage());
    }

    @Test
    void thriftNestingDepth() {
        byte[] file = flatFile();
        ParquetLimitException e = assertThrows(ParquetLimitException.class,
                () -> readAll(file, ReadOptions.defaults().withMaxNestingDepth(2)));
        assertTrue(e.getMessage().startsWith("limits.parquet: footer at offset "), e.getMessage());
        assertTrue(e.getMessage().contains("Thrift structs nested deeper than the depth limit of 2 levels"), e.getMessage());
        assertTrue(e.getMessage().endsWith("; ReadOptions.maxNestingDepth raises the limit"), e.getMessage());
    }

    /** A footer whose unknown field 100 nests 100 empty structs: refused at the default depth, no stack overflow. */
    @Test
    void deeplyNestedUnknownFieldAtTheDefaultDepth() {
        ByteArrayOutputStream footer = new ByteArrayOutputStream();
        footer.write(0x0C); // struct field, long-form id follows
        footer.write(0xC8); // zigzag varint 100
        footer.write(0x01);
        for (int i = 0; i < 100; i++) {
            footer.write(0x1C); // field id +1, struct
        }
        for (int i = 0; i < 102; i++) {
            footer.write(0x00); // stops
        }
        byte[] f = footer.toByteArray();
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        file.writeBytes(f);
        file.writeBytes(new byte[] {(byte) f.length, 0, 0, 0});
        file.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        ParquetException e = assertThrows(ParquetLimitException.class,
                () -> readAll(file.toByteArray(), ReadOptions.defaults()));
        assertTrue(e.getMessage().contains("nested deeper than the depth limit of 64 levels"), e.getMessage());
        assertTrue(e.getMessage().endsWith("ReadOptions.maxNestingDepth raises the limit"), e.getMessage());
        // raising the limit gets past the nesting to the next problem: the footer lacks required fields
        ParquetException next = assertThrows(ParquetException.class,
                () -> readAll(file.toByteArray(), ReadOptions.defaults().withMaxNestingDepth(200)));
        assertTrue(!(next instanceof ParquetLimitException), next.getMessage());
    }
}
