package io.parquetry.interop;

import io.parquetry.ParquetFile;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.PageLocation;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftWriter;
import io.parquetry.io.InMemoryInputFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a one-row-group file whose column chunks come from different well-formed files of the
 * same schema, as a writer with a defect would leave them: e.g. one column's chunk holding fewer
 * (or more) rows than the row group declares. The chunk bytes are copied unchanged; the footer is
 * the base file's, with the spliced chunks' metadata (offsets moved) and offset indexes rewritten.
 * Column indexes, bloom filters and statistics are dropped so nothing else disagrees.
 */
final class ChunkSplice {
    private ChunkSplice() {}

    /** What a spliced column is made of. */
    record Part(byte[] file, Long declaredNumValues, boolean empty) {
        /** The chunk of {@code file} as it is (its own num_values). */
        static Part of(byte[] file) {
            return new Part(file, null, false);
        }

        /** The chunk of {@code file}, its metadata claiming {@code numValues} values. */
        static Part claiming(byte[] file, long numValues) {
            return new Part(file, numValues, false);
        }

        /** A chunk of no bytes and no values (num_values 0, no pages), like some writers' all-null columns. */
        static Part none() {
            return new Part(null, 0L, true);
        }
    }

    /**
     * @param base the file whose row group (and its num_rows) the result keeps
     * @param parts per column of the schema, where its chunk comes from (null: from {@code base})
     */
    static byte[] splice(byte[] base, Part... parts) {
        FileMetaData baseMeta = footer(base);
        RowGroup baseGroup = baseMeta.rowGroups().get(0);
        int columns = baseGroup.columns().size();
        BytesBuilder out = new BytesBuilder();
        out.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        List<ColumnChunk> chunks = new ArrayList<>();
        List<OffsetIndex> indexes = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
            Part part = c < parts.length && parts[c] != null ? parts[c] : Part.of(base);
            long at = out.size();
            if (part.empty()) {
                ColumnMetaData m = baseGroup.columns().get(c).metaData();
                chunks.add(chunk(withPlace(m, 0L, 0, at, null, 0L)));
                indexes.add(null);
                continue;
            }
            FileMetaData meta = footer(part.file());
            ColumnChunk src = meta.rowGroups().get(0).columns().get(c);
            ColumnMetaData m = src.metaData();
            long start = m.dictionaryPageOffset() != null ? Math.min(m.dictionaryPageOffset(), m.dataPageOffset()) : m.dataPageOffset();
            out.writeBytes(part.file(), (int) start, (int) m.totalCompressedSize());
            long shift = at - start;
            long numValues = part.declaredNumValues() != null ? part.declaredNumValues() : m.numValues();
            chunks.add(chunk(withPlace(m, numValues, m.totalCompressedSize(), m.dataPageOffset() + shift,
                    m.dictionaryPageOffset() == null ? null : m.dictionaryPageOffset() + shift, shift)));
            io.parquetry.metadata.OffsetIndex view;
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(part.file()))) {
                view = f.offsetIndex(0, f.schema().columns().get(c).path().toDotString());
            }
            OffsetIndex oi = null;
            if (view != null) {
                List<PageLocation> moved = new ArrayList<>();
                for (io.parquetry.metadata.OffsetIndex.PageLocation l : view.pages()) {
                    moved.add(new PageLocation(l.offset() + shift, l.compressedSize(), l.firstRowIndex()));
                }
                oi = new OffsetIndex(moved, null);
            }
            indexes.add(oi);
        }
        for (int c = 0; c < columns; c++) {
            OffsetIndex oi = indexes.get(c);
            if (oi != null) {
                long at = out.size();
                BytesBuilder b = new BytesBuilder();
                ThriftWriter.write(oi, b);
                byte[] bytes = b.toByteArray();
                out.writeBytes(bytes);
                ColumnChunk ch = chunks.get(c);
                chunks.set(c, new ColumnChunk(null, ch.fileOffset(), ch.metaData(), at, bytes.length, null, null, null, null));
            }
        }
        RowGroup rg = new RowGroup(chunks, baseGroup.totalByteSize(), baseGroup.numRows(), null, null, null, null);
        FileMetaData meta = new FileMetaData(baseMeta.version(), baseMeta.schema(), baseMeta.numRows(), List.of(rg),
                baseMeta.keyValueMetadata(), "parquetry ChunkSplice", baseMeta.columnOrders(), null, null);
        byte[] footer = ThriftWriter.toBytes(meta);
        out.writeBytes(footer);
        out.writeIntLE(footer.length);
        out.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    private static ColumnChunk chunk(ColumnMetaData m) {
        return new ColumnChunk(null, m.dataPageOffset(), m, null, null, null, null, null, null);
    }

    private static ColumnMetaData withPlace(ColumnMetaData m, long numValues, long size, long dataOffset, Long dictOffset,
                                            long shift) {
        long uncompressed = size == 0 ? 0 : m.totalUncompressedSize();
        return new ColumnMetaData(m.type(), m.encodings(), m.pathInSchema(), m.codec(), numValues, uncompressed, size,
                m.keyValueMetadata(), dataOffset, null, dictOffset, null, null, null, null, null, null);
    }

    /**
     * {@code file} with every schema field (and column path step) named {@code from} renamed
     * {@code to}; the data is unchanged.
     */
    static byte[] rename(byte[] file, String from, String to) {
        FileMetaData f = footer(file);
        List<io.parquetry.format.SchemaElement> schema = new ArrayList<>();
        for (io.parquetry.format.SchemaElement e : f.schema()) {
            schema.add(!from.equals(e.name()) ? e : new io.parquetry.format.SchemaElement(e.type(), e.typeLength(),
                    e.repetitionType(), to, e.numChildren(), e.convertedType(), e.scale(), e.precision(), e.fieldId(),
                    e.logicalType()));
        }
        List<RowGroup> groups = new ArrayList<>();
        for (RowGroup rg : f.rowGroups()) {
            List<ColumnChunk> chunks = new ArrayList<>();
            for (ColumnChunk c : rg.columns()) {
                ColumnMetaData m = c.metaData();
                List<String> path = new ArrayList<>(m.pathInSchema());
                path.replaceAll(step -> step.equals(from) ? to : step);
                m = new ColumnMetaData(m.type(), m.encodings(), path, m.codec(), m.numValues(), m.totalUncompressedSize(),
                        m.totalCompressedSize(), m.keyValueMetadata(), m.dataPageOffset(), m.indexPageOffset(),
                        m.dictionaryPageOffset(), m.statistics(), m.encodingStats(), m.bloomFilterOffset(),
                        m.bloomFilterLength(), m.sizeStatistics(), m.geospatialStatistics());
                chunks.add(new ColumnChunk(c.filePath(), c.fileOffset(), m, c.offsetIndexOffset(), c.offsetIndexLength(),
                        c.columnIndexOffset(), c.columnIndexLength(), null, null));
            }
            groups.add(new RowGroup(chunks, rg.totalByteSize(), rg.numRows(), rg.sortingColumns(), rg.fileOffset(),
                    rg.totalCompressedSize(), rg.ordinal()));
        }
        FileMetaData edited = new FileMetaData(f.version(), schema, f.numRows(), groups, f.keyValueMetadata(), f.createdBy(),
                f.columnOrders(), null, null);
        int len = (file[file.length - 8] & 0xff) | (file[file.length - 7] & 0xff) << 8
                | (file[file.length - 6] & 0xff) << 16 | (file[file.length - 5] & 0xff) << 24;
        BytesBuilder out = new BytesBuilder();
        out.writeBytes(file, 0, file.length - 8 - len);
        byte[] footer = ThriftWriter.toBytes(edited);
        out.writeBytes(footer);
        out.writeIntLE(footer.length);
        out.writeBytes("PAR1".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    /** The decoded Thrift footer (the runtime's internal records: this class rewrites footers). */
    static FileMetaData footer(byte[] file) {
        int len = (file[file.length - 8] & 0xff) | (file[file.length - 7] & 0xff) << 8
                | (file[file.length - 6] & 0xff) << 16 | (file[file.length - 5] & 0xff) << 24;
        return new io.parquetry.format.ThriftReader(file, file.length - 8 - len, len).readFileMetaData();
    }
}
