package io.parquetry.bench;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

/** Scratch directories of the benchmark states. */
final class BenchFiles {
    private BenchFiles() {}

    static Path tempDir(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Compressed bytes per leaf column (all row groups), by dotted column path, in schema order. */
    static Map<String, Long> columnSizes(Path file) {
        Map<String, Long> sizes = new LinkedHashMap<>();
        try (ParquetFile f = ParquetFile.open(file)) {
            for (RowGroupMetadata g : f.rowGroups()) {
                for (ColumnChunkMetadata c : g.columns()) {
                    sizes.merge(c.path().toDotString(), c.compressedSize(), Long::sum);
                }
            }
        }
        return sizes;
    }

    /** The encodings of the data pages of each leaf column (all row groups), by dotted column path. */
    static Map<String, java.util.Set<String>> columnEncodings(Path file) {
        Map<String, java.util.Set<String>> out = new LinkedHashMap<>();
        try (ParquetFile f = ParquetFile.open(file)) {
            for (RowGroupMetadata g : f.rowGroups()) {
                for (ColumnChunkMetadata c : g.columns()) {
                    java.util.Set<String> set = out.computeIfAbsent(c.path().toDotString(), k -> new java.util.TreeSet<>());
                    for (ColumnChunkMetadata.EncodingStats s : c.encodingStats()) {
                        if (s.pageType() != io.parquetry.base.PageType.DICTIONARY_PAGE) {
                            set.add(s.encoding().name());
                        }
                    }
                }
            }
        }
        return out;
    }

    static void deleteTree(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
