package io.parquetry.hostile;

import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.RowGroup;
import io.parquetry.format.SchemaElement;
import io.parquetry.format.ThriftReader;
import io.parquetry.format.ThriftWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Rebuilds a file with an edited footer, to reproduce a byte-flip mutant at the level of the
 * field it changed (robust to layout changes in the writer). Data pages are left untouched.
 */
final class FooterSurgery {
    private FooterSurgery() {}

    static FileMetaData footer(byte[] file) {
        int len = HostileSweep.footerLength(file);
        return new ThriftReader(file, file.length - 8 - len, len).readFileMetaData();
    }

    static byte[] rewrite(byte[] file, UnaryOperator<FileMetaData> edit) {
        int len = HostileSweep.footerLength(file);
        int dataEnd = file.length - 8 - len;
        byte[] footer = ThriftWriter.toBytes(edit.apply(footer(file)));
        byte[] out = Arrays.copyOf(file, dataEnd + footer.length + 8);
        System.arraycopy(footer, 0, out, dataEnd, footer.length);
        int n = footer.length;
        out[dataEnd + n] = (byte) n;
        out[dataEnd + n + 1] = (byte) (n >>> 8);
        out[dataEnd + n + 2] = (byte) (n >>> 16);
        out[dataEnd + n + 3] = (byte) (n >>> 24);
        System.arraycopy("PAR1".getBytes(StandardCharsets.US_ASCII), 0, out, dataEnd + n + 4, 4);
        return out;
    }

    static FileMetaData withSchema(FileMetaData f, List<SchemaElement> schema) {
        return new FileMetaData(f.version(), schema, f.numRows(), f.rowGroups(), f.keyValueMetadata(), f.createdBy(),
                f.columnOrders(), f.encryptionAlgorithm(), f.footerSigningKeyMetadata());
    }

    static SchemaElement withNumChildren(SchemaElement e, Integer n) {
        return new SchemaElement(e.type(), e.typeLength(), e.repetitionType(), e.name(), n, e.convertedType(),
                e.scale(), e.precision(), e.fieldId(), e.logicalType());
    }

    /** Replaces one column chunk's metadata in every row group. */
    static FileMetaData withColumnMeta(FileMetaData f, int column, UnaryOperator<ColumnMetaData> edit) {
        List<RowGroup> groups = new ArrayList<>();
        for (RowGroup rg : f.rowGroups()) {
            List<ColumnChunk> chunks = new ArrayList<>(rg.columns());
            ColumnChunk c = chunks.get(column);
            chunks.set(column, new ColumnChunk(c.filePath(), c.fileOffset(), edit.apply(c.metaData()),
                    c.offsetIndexOffset(), c.offsetIndexLength(), c.columnIndexOffset(), c.columnIndexLength(),
                    c.cryptoMetadata(), c.encryptedColumnMetadata()));
            groups.add(new RowGroup(chunks, rg.totalByteSize(), rg.numRows(), rg.sortingColumns(), rg.fileOffset(),
                    rg.totalCompressedSize(), rg.ordinal()));
        }
        return new FileMetaData(f.version(), f.schema(), f.numRows(), groups, f.keyValueMetadata(), f.createdBy(),
                f.columnOrders(), f.encryptionAlgorithm(), f.footerSigningKeyMetadata());
    }

    static ColumnMetaData withNumValues(ColumnMetaData m, long numValues) {
        return new ColumnMetaData(m.type(), m.encodings(), m.pathInSchema(), m.codec(), numValues,
                m.totalUncompressedSize(), m.totalCompressedSize(), m.keyValueMetadata(), m.dataPageOffset(),
                m.indexPageOffset(), m.dictionaryPageOffset(), m.statistics(), m.encodingStats(),
                m.bloomFilterOffset(), m.bloomFilterLength(), m.sizeStatistics(), m.geospatialStatistics());
    }
}
