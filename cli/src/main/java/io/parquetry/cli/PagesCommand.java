package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.ColumnPages;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.PrimitiveType;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pages FILE [--column PATH]}: page headers and page index entries of each column chunk. */
@Command(name = "pages", description = "Prints the page headers of each column chunk and its ColumnIndex/OffsetIndex entries.")
final class PagesCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin FileOptions files;

    @Parameters(paramLabel = "FILE") Path file;

    @Option(names = "--column", paramLabel = "PATH", description = "only this leaf column (dotted path)")
    String column;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (ParquetFile f = files.open(file)) {
            List<ColumnDescriptor> columns = f.schema().columns();
            if (column != null && columns.stream().noneMatch(c -> c.path().toDotString().equals(column))) {
                throw Failure.usage("--column: no leaf column " + column + " in " + file + " (leaf columns: "
                        + columns.stream().map(c -> c.path().toDotString()).toList() + ")");
            }
            for (int g = 0; g < f.rowGroups().size(); g++) {
                for (ColumnDescriptor c : columns) {
                    String path = c.path().toDotString();
                    if (column == null || column.equals(path)) {
                        chunk(out, f, g, c);
                    }
                }
            }
        } catch (RuntimeException e) {
            throw Failure.unreadable(file, e);
        }
        return 0;
    }

    private void chunk(PrintWriter out, ParquetFile f, int g, ColumnDescriptor c) {
        String path = c.path().toDotString();
        ColumnChunkMetadata chunk = f.chunk(g, path);
        if (chunk.encrypted()) {
            out.println("row group " + g + ", column " + path + ": encrypted, page headers not shown");
            return;
        }
        ColumnPages walk = f.pages(g, path);
        out.println("row group " + g + ", column " + path + ": " + chunk.type() + ", codec "
                + chunk.compression() + ", " + walk.pages().size() + " pages");
        for (int i = 0; i < walk.pages().size(); i++) {
            out.println("  page " + i + " " + page(walk.pages().get(i), c.type()));
        }
        if (walk.problem() != null) {
            out.println("  problem at offset " + walk.problemOffset() + ": " + walk.problem());
        }
        ColumnIndex ci = chunk.pageIndex().columnIndexOffset() != null ? f.columnIndex(g, path) : null;
        if (ci != null) {
            out.println("  column index: boundary order " + ci.boundaryOrder() + ", " + ci.pageCount() + " pages");
            for (int i = 0; i < ci.pageCount(); i++) {
                StringBuilder sb = new StringBuilder("    page " + i + ": ");
                if (ci.isNullPage(i)) {
                    sb.append("only nulls");
                } else {
                    sb.append("min=").append(Types.value(ci.min(i), c.type()))
                            .append(" max=").append(Types.value(ci.max(i), c.type()));
                }
                if (ci.hasNullCounts()) {
                    sb.append(" nulls=").append(ci.nullCount(i));
                }
                out.println(sb);
            }
        }
        OffsetIndex oi = chunk.pageIndex().offsetIndexOffset() != null ? f.offsetIndex(g, path) : null;
        if (oi != null) {
            out.println("  offset index: " + oi.pages().size() + " pages");
            for (int i = 0; i < oi.pages().size(); i++) {
                OffsetIndex.PageLocation l = oi.pages().get(i);
                out.println("    page " + i + ": offset " + l.offset() + ", " + l.compressedSize() + " bytes, first row " + l.firstRowIndex());
            }
        }
    }

    static String page(PageHeaderMetadata h, PrimitiveType type) {
        StringBuilder sb = new StringBuilder("at ").append(h.offset()).append(": ").append(h.type());
        PageHeaderMetadata.DictionaryPage d = h.dictionaryPage();
        PageHeaderMetadata.DataPage v1 = h.dataPage();
        PageHeaderMetadata.DataPageV2 v2 = h.dataPageV2();
        if (d != null) {
            sb.append(", values ").append(d.valueCount()).append(", encoding ").append(d.encoding());
            if (d.sorted() != null) {
                sb.append(", sorted ").append(d.sorted());
            }
        } else if (v1 != null) {
            sb.append(", values ").append(v1.valueCount()).append(", encoding ").append(v1.encoding())
                    .append(", def ").append(v1.definitionLevelEncoding()).append(", rep ").append(v1.repetitionLevelEncoding());
        } else if (v2 != null) {
            sb.append(", values ").append(v2.valueCount()).append(", nulls ").append(v2.nullCount())
                    .append(", rows ").append(v2.rowCount()).append(", encoding ").append(v2.encoding())
                    .append(", levels ").append(v2.definitionLevelsByteLength()).append('+').append(v2.repetitionLevelsByteLength())
                    .append(" bytes, compressed ").append(v2.compressed());
        }
        sb.append(", header ").append(h.headerLength()).append(" bytes, compressed ").append(h.compressedSize())
                .append(", uncompressed ").append(h.uncompressedSize());
        if (h.crcMatches() != null) {
            sb.append(", crc ").append(h.crcMatches() ? "ok" : "MISMATCH");
        }
        if (v1 != null && v1.statistics() != null) {
            sb.append(", stats ").append(Types.statistics(v1.statistics(), type));
        } else if (v2 != null && v2.statistics() != null) {
            sb.append(", stats ").append(Types.statistics(v2.statistics(), type));
        }
        return sb.toString();
    }
}
