package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.format.PageHeader;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.OffsetIndex;
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
        PageWalker.Walk walk = PageWalker.walk(file, chunk);
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

    static String page(PageWalker.Page p, PrimitiveType type) {
        PageHeader h = p.header();
        StringBuilder sb = new StringBuilder("at ").append(p.offset()).append(": ").append(h.type());
        DictionaryPageHeader d = h.dictionaryPageHeader();
        DataPageHeader v1 = h.dataPageHeader();
        DataPageHeaderV2 v2 = h.dataPageHeaderV2();
        if (d != null) {
            sb.append(", values ").append(d.numValues()).append(", encoding ").append(d.encoding());
            if (d.isSorted() != null) {
                sb.append(", sorted ").append(d.isSorted());
            }
        } else if (v1 != null) {
            sb.append(", values ").append(v1.numValues()).append(", encoding ").append(v1.encoding())
                    .append(", def ").append(v1.definitionLevelEncoding()).append(", rep ").append(v1.repetitionLevelEncoding());
        } else if (v2 != null) {
            sb.append(", values ").append(v2.numValues()).append(", nulls ").append(v2.numNulls())
                    .append(", rows ").append(v2.numRows()).append(", encoding ").append(v2.encoding())
                    .append(", levels ").append(v2.definitionLevelsByteLength()).append('+').append(v2.repetitionLevelsByteLength())
                    .append(" bytes, compressed ").append(v2.compressed());
        }
        sb.append(", header ").append(p.headerLength()).append(" bytes, compressed ").append(h.compressedPageSize())
                .append(", uncompressed ").append(h.uncompressedPageSize());
        if (p.crcOk() != null) {
            sb.append(", crc ").append(p.crcOk() ? "ok" : "MISMATCH");
        }
        if (v1 != null && v1.statistics() != null) {
            sb.append(", stats ").append(Types.statistics(v1.statistics(), type));
        } else if (v2 != null && v2.statistics() != null) {
            sb.append(", stats ").append(Types.statistics(v2.statistics(), type));
        }
        return sb.toString();
    }
}
