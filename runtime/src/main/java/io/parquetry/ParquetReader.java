package io.parquetry;

import io.parquetry.column.ColumnReader;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads the records of a file one row group at a time: the column chunks of the current row
 * group are held in memory, so memory is bounded by the row group size, not the file size.
 * Iterate it once; close it (or the {@link ParquetFile}) when done.
 *
 * @param <T> the record type
 */
public final class ParquetReader<T> implements Iterable<T>, Closeable {
    private final ParquetFile file;
    private final RecordMapper<T> mapper;
    private final List<RowGroup> rowGroups;
    private final List<SchemaMatcher.ColumnMatch> matches;
    private final int[] fileColumnOf;
    /** Per expected column, the definition level translation, or null where file and record agree. */
    private final int[][] defMaps;
    private final boolean closesFile;
    private int nextRowGroup;
    private ColumnReader[] columns;
    private long rowsLeftInGroup;
    private boolean iterated;

    ParquetReader(ParquetFile file, RecordMapper<T> mapper) {
        this(file, mapper, false);
    }

    ParquetReader(ParquetFile file, RecordMapper<T> mapper, boolean closesFile) {
        this.file = file;
        this.mapper = mapper;
        this.rowGroups = file.rowGroups();
        this.closesFile = closesFile;
        List<SchemaMatcher.ColumnMatch> matches = SchemaMatcher.match(mapper.schema(), file.schema(), file.location());
        this.matches = matches;
        this.fileColumnOf = new int[matches.size()];
        this.defMaps = new int[matches.size()][];
        for (int i = 0; i < matches.size(); i++) {
            SchemaMatcher.ColumnMatch m = matches.get(i);
            fileColumnOf[i] = m.fileColumn();
            defMaps[i] = m.isIdentity() ? null : m.defMap();
        }
    }

    private boolean advanceRowGroup() {
        while (nextRowGroup < rowGroups.size()) {
            RowGroup rg = rowGroups.get(nextRowGroup++);
            if (rg.numRows() <= 0) {
                continue;
            }
            openRowGroup(rg, nextRowGroup - 1);
            rowsLeftInGroup = rg.numRows();
            return true;
        }
        return false;
    }

    private void openRowGroup(RowGroup rg, int ordinal) {
        List<ColumnDescriptor> wanted = mapper.schema().columns();
        ColumnReader[] readers = new ColumnReader[wanted.size()];
        ChunkCache chunks = new ChunkCache(rg, ordinal);
        for (int i = 0; i < readers.length; i++) {
            SchemaMatcher.ColumnMatch m = matches.get(i);
            if (m.isMissing()) {
                readers[i] = missingColumn(wanted.get(i), m, chunks, rg.numRows());
            } else {
                readers[i] = chunks.reader(fileColumnOf[i], defMaps[i], m.widenTo());
            }
        }
        columns = readers;
    }

    /** Levels for a column the file lacks, following the structure of its mirror column. */
    private ColumnReader missingColumn(ColumnDescriptor expected, SchemaMatcher.ColumnMatch m, ChunkCache chunks, long numRows) {
        if (m.mirrorColumn() < 0) {
            if (numRows > Integer.MAX_VALUE - 16) {
                throw new ParquetException(file.location() + ": row group of " + numRows + " rows is too large");
            }
            int n = (int) numRows;
            int[] def = new int[n];
            java.util.Arrays.fill(def, m.defMap()[0]);
            return ColumnReader.levelsOnly(expected, new int[n], def, n, file.location());
        }
        ColumnReader mirror = chunks.reader(m.mirrorColumn(), null, null);
        int[] rep = new int[1024];
        int[] def = new int[1024];
        int n = 0;
        int[] defMap = m.defMap();
        while (mirror.hasNext()) {
            int r = mirror.rep();
            int d = mirror.def();
            mirror.next();
            if (r > m.mirrorRep()) {
                continue; // inside the ancestor instance the previous entry began
            }
            int mapped = defMap[d];
            if (mapped < 0) {
                throw new ParquetException(file.location() + ": column " + mirror.column().path()
                        + " has a null where the record type requires a value (reading absent field " + m.expectedPath() + ")");
            }
            if (n == rep.length) {
                rep = java.util.Arrays.copyOf(rep, n * 2);
                def = java.util.Arrays.copyOf(def, n * 2);
            }
            rep[n] = r;
            def[n] = mapped;
            n++;
        }
        return ColumnReader.levelsOnly(expected, rep, def, n, file.location());
    }

    /** The column chunks of one row group, each read from the file at most once. */
    private final class ChunkCache {
        private final RowGroup rg;
        private final int ordinal;
        private final long fileLength;
        private final java.util.Map<Integer, byte[]> bytes = new java.util.HashMap<>();

        ChunkCache(RowGroup rg, int ordinal) {
            this.rg = rg;
            this.ordinal = ordinal;
            try {
                this.fileLength = file.input().length();
            } catch (IOException e) {
                throw new ParquetException(file.location() + ": " + e.getMessage(), e);
            }
        }

        ColumnReader reader(int fc, int[] defMap, io.parquetry.format.Type widenTo) {
            ColumnDescriptor fileColumn = file.schema().columns().get(fc);
            List<ColumnChunk> chunks = rg.columns();
            if (chunks == null || fc >= chunks.size()) {
                throw new ParquetException(file.location() + ": row group " + ordinal + " has no chunk for column "
                        + fileColumn.path());
            }
            ColumnChunk chunk = chunks.get(fc);
            if (chunk.cryptoMetadata() != null || chunk.encryptedColumnMetadata() != null) {
                // a plaintext-footer encrypted file: the footer reads, the column data does not
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + fileColumn.path()
                        + " is encrypted; decryption keys are required to read it (encryption is not supported yet)");
            }
            ColumnMetaData meta = chunk.metaData();
            if (meta == null) {
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + fileColumn.path()
                        + ": the column metadata is missing (encrypted column?)");
            }
            if (fileColumn.maxRepetitionLevel() == 0 && meta.numValues() != rg.numRows()) {
                // an unrepeated column holds exactly one entry per row
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + fileColumn.path()
                        + " has " + meta.numValues() + " values but the row group has " + rg.numRows() + " rows");
            }
            long start = meta.dataPageOffset();
            Long dict = meta.dictionaryPageOffset();
            if (dict != null && dict >= 4 && dict < start) {
                start = dict;
            }
            long length = meta.totalCompressedSize();
            if (start < 4 || length < 0 || length > Integer.MAX_VALUE - 16 || start + length > fileLength) {
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + fileColumn.path()
                        + ": chunk range [" + start + ", " + (start + length) + ") lies outside the " + fileLength + "-byte file");
            }
            byte[] data = bytes.get(fc);
            if (data == null) {
                data = new byte[(int) length];
                try {
                    file.input().readFully(start, data, 0, data.length);
                } catch (IOException e) {
                    throw new ParquetException(file.location() + ": " + e.getMessage(), e);
                }
                bytes.put(fc, data);
            }
            return new ColumnReader(fileColumn, data, 0, data.length, start, meta.numValues(), meta.codec(),
                    file.options().columnOptions(), file.location(), defMap, widenTo);
        }
    }

    /** Reads the next record, or returns null at the end of the file. */
    public T read() {
        if (rowsLeftInGroup == 0) {
            checkRowGroupExhausted();
            if (!advanceRowGroup()) {
                return null;
            }
        }
        rowsLeftInGroup--;
        return mapper.read(columns);
    }

    private void checkRowGroupExhausted() {
        if (columns == null) {
            return;
        }
        for (ColumnReader c : columns) {
            if (c.hasNext()) {
                throw new ParquetException(file.location() + ": row group " + (nextRowGroup - 1) + ", column "
                        + c.column().path() + " has more values than the row group's " + rowGroups.get(nextRowGroup - 1).numRows()
                        + " rows");
            }
        }
        columns = null;
    }

    @Override
    public Iterator<T> iterator() {
        if (iterated) {
            throw new IllegalStateException("a ParquetReader can be iterated once");
        }
        iterated = true;
        return new Iterator<>() {
            private T next = read();

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public T next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                T current = next;
                next = read();
                return current;
            }
        };
    }

    /** The records as a sequential stream; closing the stream closes this reader. */
    public Stream<T> stream() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(this::close);
    }

    @Override
    public void close() {
        columns = null;
        if (closesFile) {
            file.close();
        }
    }
}
