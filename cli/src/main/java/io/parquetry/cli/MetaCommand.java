package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.schema.ColumnDescriptor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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
            List<RowGroupMetadata> groups = f.rowGroups();
            out.println("row groups: " + groups.size());
            Map<String, String> kv = f.keyValueMetadata();
            out.println("key/value metadata: " + (kv.isEmpty() ? "none" : kv.size()));
            kv.forEach((k, v) -> out.println("  " + k + " = " + shorten(v)));
            List<ColumnDescriptor> columns = f.schema().columns();
            for (int g = 0; g < groups.size(); g++) {
                RowGroupMetadata rg = groups.get(g);
                out.println("row group " + g + ": rows " + rg.rowCount() + ", bytes " + rg.totalByteSize()
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

    static String chunk(ColumnDescriptor column, ColumnChunkMetadata m) {
        StringBuilder sb = new StringBuilder(column.path().toDotString()).append(": ");
        if (m.hidden()) {
            return sb.append("encrypted metadata (give the column's key)").toString();
        }
        sb.append(m.type());
        String logical = Types.logical(column.type().logicalType());
        if (logical != null) {
            sb.append(' ').append(logical);
        }
        sb.append(", codec ").append(m.compression()).append(", encodings ").append(m.encodings())
                .append(", values ").append(m.valueCount())
                .append(", compressed ").append(m.compressedSize())
                .append(", uncompressed ").append(m.uncompressedSize())
                .append(", ratio ").append(ratio(m.uncompressedSize(), m.compressedSize()))
                .append(", stats ").append(Types.statistics(m.statistics(), column.type()))
                .append(", column index ").append(m.pageIndex().columnIndexOffset() != null ? "yes" : "no")
                .append(", offset index ").append(m.pageIndex().offsetIndexOffset() != null ? "yes" : "no")
                .append(", bloom filter ").append(m.pageIndex().bloomFilterOffset() != null ? "yes" : "no");
        if (m.encrypted()) {
            sb.append(", encrypted");
        }
        if (!m.keyValueMetadata().isEmpty()) {
            StringJoiner entries = new StringJoiner(", ", ", metadata {", "}");
            m.keyValueMetadata().forEach((k, v) -> entries.add(k + "=" + shorten(v)));
            sb.append(entries);
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
