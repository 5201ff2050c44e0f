package io.parquetry.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftReader;
import io.parquetry.format.ThriftWriter;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A page header that declares a huge uncompressed size over a few bytes of data must be refused
 * before the reader allocates that size: the declared size is checked against what the codec can
 * produce from the bytes that are actually there.
 */
class DeclaredSizeTest {
    static final MessageType ONE = MessageTypeParser.parse("message m { required int32 x; }");

    /** A one-column, one-page file whose page header has been edited. */
    static byte[] withPageHeader(Compression c, UnaryOperator<PageHeader> edit) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            rows.add(Row.of(ONE, i));
        }
        try (ParquetWriter<Row> w = ParquetFile.writer(ONE, out).compression(c).dictionary(false)
                .pageVersion(PageVersion.V1).build()) {
            w.writeAll(rows);
        }
        byte[] file = out.toByteArray();
        FileMetaData meta = FooterSurgery.footer(file);
        ColumnMetaData m = meta.rowGroups().get(0).columns().get(0).metaData();
        int start = (int) m.dataPageOffset();
        ThriftReader r = new ThriftReader(file, start, file.length - start);
        PageHeader h = r.readPageHeader();
        byte[] body = Arrays.copyOfRange(file, r.position(), r.position() + h.compressedPageSize());
        byte[] header = ThriftWriter.toBytes(edit.apply(h));
        // lay the file out again: magic, new header, same body, footer pointing at them
        byte[] data = new byte[4 + header.length + body.length];
        System.arraycopy(file, 0, data, 0, 4);
        System.arraycopy(header, 0, data, 4, header.length);
        System.arraycopy(body, 0, data, 4 + header.length, body.length);
        byte[] rebuilt = Arrays.copyOf(data, data.length + 8 + HostileSweep.footerLength(file));
        System.arraycopy(file, file.length - 8 - HostileSweep.footerLength(file), rebuilt, data.length,
                8 + HostileSweep.footerLength(file));
        return FooterSurgery.rewrite(rebuilt, f -> FooterSurgery.withColumnMeta(f, 0, cm -> new ColumnMetaData(
                cm.type(), cm.encodings(), cm.pathInSchema(), cm.codec(), cm.numValues(),
                header.length + (long) body.length, header.length + (long) body.length, cm.keyValueMetadata(), 4L,
                null, null, cm.statistics(), cm.encodingStats(), null, null, null, null)));
    }

    static long allocatedReading(byte[] file) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        ParquetException e = assertThrows(ParquetException.class, () -> HostileSweep.readFully(file));
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(e.getMessage().contains("column x"), e.getMessage());
        return allocated;
    }

    @ParameterizedTest
    @EnumSource(value = Compression.class, names = {"UNCOMPRESSED", "SNAPPY", "GZIP", "ZSTD", "LZ4_RAW"})
    void hugeDeclaredUncompressedSizeIsNotAllocated(Compression c) {
        assertEquals(50, HostileSweep.readFully(withPageHeader(c, h -> h)), "the rebuilt file is valid");
        byte[] mutant = withPageHeader(c, h -> new PageHeader(h.type(), 900_000_000, h.compressedPageSize(), null,
                h.dataPageHeader(), h.indexPageHeader(), h.dictionaryPageHeader(), h.dataPageHeaderV2()));
        long allocated = allocatedReading(mutant);
        assertTrue(allocated < 16 << 20, c + ": allocated " + (allocated >> 20) + " MiB for a " + mutant.length + "-byte file");
    }
}
