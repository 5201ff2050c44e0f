package io.parquetry.column;

import io.parquetry.base.Compression;
import io.parquetry.schema.ColumnDescriptor;
import java.io.ByteArrayOutputStream;

/** For the column tests: a reader of the chunk a {@link ColumnWriter} has been given its values for. */
final class WrittenChunks {
    private WrittenChunks() {}

    /**
     * Ends {@code w}'s chunk (of {@code column}, compressed with {@code compression}) and opens a
     * reader over it, as row group 0 of {@code rowGroupRows} rows read with {@code readOptions}.
     */
    static ColumnReader readBack(ColumnWriter w, ColumnDescriptor column, Compression compression,
                                 ColumnReadOptions readOptions, long rowGroupRows) throws Exception {
        w.endChunk();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ColumnWriter.ChunkResult result = w.finishChunk(out, 0);
        byte[] chunk = out.toByteArray();
        return ColumnReader.ofRowGroup(column, chunk, 0, chunk.length, 0, result.chunk().metaData().numValues(),
                compression, readOptions, "mem", null, null, 0, rowGroupRows);
    }
}
