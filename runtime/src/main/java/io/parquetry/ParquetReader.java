package io.parquetry;

import io.parquetry.column.ColumnReader;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.MessageType;
import java.io.Closeable;
import java.io.IOException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
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
    private final int[] fileColumnOf;
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
        this.fileColumnOf = matchColumns(file.schema(), mapper.schema(), file.location());
    }

    private static int[] matchColumns(MessageType fileSchema, MessageType wanted, String location) {
        Map<ColumnPath, Integer> byPath = new HashMap<>();
        List<ColumnDescriptor> fileColumns = fileSchema.columns();
        for (ColumnDescriptor c : fileColumns) {
            if (byPath.put(c.path(), c.index()) != null) {
                throw new ParquetException(location + ": corrupt schema: two columns have the path " + c.path());
            }
        }
        List<ColumnDescriptor> wantedColumns = wanted.columns();
        int[] out = new int[wantedColumns.size()];
        for (int i = 0; i < out.length; i++) {
            ColumnDescriptor want = wantedColumns.get(i);
            Integer idx = byPath.get(want.path());
            if (idx == null) {
                throw new ParquetException(location + ": the file has no column " + want.path());
            }
            // the mapper reads values and levels as its own schema declares them
            ColumnDescriptor have = fileColumns.get(idx);
            if (have.physicalType() != want.physicalType()
                    || (have.physicalType() == io.parquetry.format.Type.FIXED_LEN_BYTE_ARRAY
                        && have.type().typeLength() != want.type().typeLength())
                    || have.maxRepetitionLevel() != want.maxRepetitionLevel()
                    || have.maxDefinitionLevel() != want.maxDefinitionLevel()) {
                throw new ParquetException(location + ": column " + want.path() + " is " + describe(have)
                        + " in the file but " + describe(want) + " in the schema being read");
            }
            out[i] = idx;
        }
        return out;
    }

    private static String describe(ColumnDescriptor c) {
        return c.type().physicalType()
                + (c.physicalType() == io.parquetry.format.Type.FIXED_LEN_BYTE_ARRAY ? "(" + c.type().typeLength() + ")" : "")
                + " with max repetition level " + c.maxRepetitionLevel() + " and max definition level "
                + c.maxDefinitionLevel();
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
        List<ColumnChunk> chunks = rg.columns();
        long fileLength;
        try {
            fileLength = file.input().length();
        } catch (IOException e) {
            throw new ParquetException(file.location() + ": " + e.getMessage(), e);
        }
        for (int i = 0; i < readers.length; i++) {
            int fc = fileColumnOf[i];
            if (chunks == null || fc >= chunks.size()) {
                throw new ParquetException(file.location() + ": row group " + ordinal + " has no chunk for column "
                        + wanted.get(i).path());
            }
            ColumnMetaData meta = chunks.get(fc).metaData();
            if (meta == null) {
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + wanted.get(i).path()
                        + ": the column metadata is missing (encrypted column?)");
            }
            long start = meta.dataPageOffset();
            Long dict = meta.dictionaryPageOffset();
            if (dict != null && dict >= 4 && dict < start) {
                start = dict;
            }
            long length = meta.totalCompressedSize();
            if (start < 4 || length < 0 || length > Integer.MAX_VALUE - 16 || start + length > fileLength) {
                throw new ParquetException(file.location() + ": row group " + ordinal + ", column " + wanted.get(i).path()
                        + ": chunk range [" + start + ", " + (start + length) + ") lies outside the " + fileLength + "-byte file");
            }
            byte[] bytes = new byte[(int) length];
            try {
                file.input().readFully(start, bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new ParquetException(file.location() + ": " + e.getMessage(), e);
            }
            readers[i] = new ColumnReader(file.schema().columns().get(fc), bytes, 0, bytes.length, start,
                    meta.numValues(), meta.codec(), file.options().columnOptions(), file.location());
        }
        columns = readers;
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
