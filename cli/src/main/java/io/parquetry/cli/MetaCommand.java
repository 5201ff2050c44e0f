package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnMetaData;
import io.parquetry.format.KeyValue;
import io.parquetry.format.RowGroup;
import io.parquetry.schema.ColumnDescriptor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code meta FILE}: footer metadata, row groups and column chunks. */
@Command(name = "meta", description = "Prints the footer: created_by, key/value metadata, row groups and their column chunks.")
final class MetaCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin FileOptions files;

    @Parameters(paramLabel = "FILE") Path file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (ParquetFile f = files.open(file)) {
            out.println("file: " + file);
            out.println("created_by: " + f.createdBy());
            out.println("version: " + f.metadata().version());
            out.println("rows: " + f.rowCount());
            out.println("columns: " + f.schema().columnCount());
            List<RowGroup> groups = f.rowGroups();
            out.println("row groups: " + groups.size());
            Map<String, String> kv = f.keyValueMetadata();
            out.println("key/value metadata: " + (kv.isEmpty() ? "none" : kv.size()));
            kv.forEach((k, v) -> out.println("  " + k + " = " + shorten(v)));
            List<ColumnDescriptor> columns = f.schema().columns();
            for (int g = 0; g < groups.size(); g++) {
                RowGroup rg = groups.get(g);
                out.println("row group " + g + ": rows " + rg.numRows() + ", bytes " + rg.totalByteSize()
                        + (rg.totalCompressedSize() != null ? ", compressed " + rg.totalCompressedSize() : ""));
                for (int c = 0; c < rg.columns().size() && c < columns.size(); c++) {
                    out.println("  " + chunk(columns.get(c), rg.columns().get(c)));
                }
            }
        } catch (RuntimeException e) {
            throw Failure.unreadable(file, e);
        }
        return 0;
    }

    static String chunk(ColumnDescriptor column, ColumnChunk chunk) {
        StringBuilder sb = new StringBuilder(column.path().toDotString()).append(": ");
        ColumnMetaData m = chunk.metaData();
        if (m == null) {
            return sb.append("encrypted metadata (give the column's key)").toString();
        }
        sb.append(m.type());
        String logical = Types.logical(column.type().logicalType());
        if (logical != null) {
            sb.append(' ').append(logical);
        }
        sb.append(", codec ").append(m.codec()).append(", encodings ").append(m.encodings())
                .append(", values ").append(m.numValues())
                .append(", compressed ").append(m.totalCompressedSize())
                .append(", uncompressed ").append(m.totalUncompressedSize())
                .append(", ratio ").append(ratio(m.totalUncompressedSize(), m.totalCompressedSize()))
                .append(", stats ").append(Types.statistics(m.statistics(), column.type()))
                .append(", column index ").append(chunk.columnIndexOffset() != null ? "yes" : "no")
                .append(", offset index ").append(chunk.offsetIndexOffset() != null ? "yes" : "no")
                .append(", bloom filter ").append(m.bloomFilterOffset() != null ? "yes" : "no");
        if (chunk.cryptoMetadata() != null) {
            sb.append(", encrypted");
        }
        if (m.keyValueMetadata() != null && !m.keyValueMetadata().isEmpty()) {
            sb.append(", metadata {");
            for (KeyValue kv : m.keyValueMetadata()) {
                sb.append(kv.key()).append('=').append(shorten(kv.value())).append(kv == m.keyValueMetadata().get(m.keyValueMetadata().size() - 1) ? "" : ", ");
            }
            sb.append('}');
        }
        return sb.toString();
    }

    static String ratio(long uncompressed, long compressed) {
        return compressed <= 0 ? "-" : String.format(Locale.ROOT, "%.2f", (double) uncompressed / compressed);
    }

    private static String shorten(String v) {
        if (v == null) {
            return "null";
        }
        String one = v.replace('\n', ' ');
        return one.length() <= 120 ? one : one.substring(0, 120) + "... (" + v.length() + " chars)";
    }
}
