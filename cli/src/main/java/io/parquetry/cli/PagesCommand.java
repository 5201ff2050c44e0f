package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.format.ColumnChunk;
import io.parquetry.format.ColumnIndex;
import io.parquetry.format.DataPageHeader;
import io.parquetry.format.DataPageHeaderV2;
import io.parquetry.format.DictionaryPageHeader;
import io.parquetry.format.OffsetIndex;
import io.parquetry.format.PageHeader;
import io.parquetry.format.PageLocation;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.PrimitiveType;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

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
        ColumnChunk chunk = f.chunk(g, path);
        if (chunk.metaData() == null || chunk.cryptoMetadata() != null) {
            out.println("row group " + g + ", column " + path + ": encrypted, page headers not shown");
            return;
        }
        PageWalker.Walk walk = PageWalker.walk(file, chunk);
        out.println("row group " + g + ", column " + path + ": " + chunk.metaData().type() + ", codec "
                + chunk.metaData().codec() + ", " + walk.pages().size() + " pages");
        for (int i = 0; i < walk.pages().size(); i++) {
            out.println("  page " + i + " " + page(walk.pages().get(i), c.type()));
        }
        if (walk.problem() != null) {
            out.println("  problem at offset " + walk.problemOffset() + ": " + walk.problem());
        }
        ColumnIndex ci = chunk.columnIndexOffset() != null ? f.columnIndex(g, path) : null;
        if (ci != null) {
            out.println("  column index: boundary order " + ci.boundaryOrder() + ", " + ci.nullPages().length + " pages");
            for (int i = 0; i < ci.nullPages().length; i++) {
                StringBuilder sb = new StringBuilder("    page " + i + ": ");
                if (ci.nullPages()[i]) {
                    sb.append("only nulls");
                } else {
                    sb.append("min=").append(Types.value(ci.minValues().get(i), c.type()))
                            .append(" max=").append(Types.value(ci.maxValues().get(i), c.type()));
                }
                if (ci.nullCounts() != null && i < ci.nullCounts().length) {
                    sb.append(" nulls=").append(ci.nullCounts()[i]);
                }
                out.println(sb);
            }
        }
        OffsetIndex oi = chunk.offsetIndexOffset() != null ? f.offsetIndex(g, path) : null;
        if (oi != null) {
            out.println("  offset index: " + oi.pageLocations().size() + " pages");
            for (int i = 0; i < oi.pageLocations().size(); i++) {
                PageLocation l = oi.pageLocations().get(i);
                out.println("    page " + i + ": offset " + l.offset() + ", " + l.compressedPageSize() + " bytes, first row " + l.firstRowIndex());
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
