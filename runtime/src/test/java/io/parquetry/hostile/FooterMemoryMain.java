package io.parquetry.hostile;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.format.RowGroup;
import java.nio.file.Path;

/**
 * Opens the file given as the only argument with default options, in the forked JVM of
 * {@link FooterMemoryTest}, and prints one line: {@code OPENED <row groups> <rows> <chunks>} or
 * {@code LIMIT <message>}. Anything else (an {@link OutOfMemoryError} above all) ends the JVM with
 * its stack trace and a non-zero exit.
 */
public final class FooterMemoryMain {
    private FooterMemoryMain() {}

    public static void main(String[] args) {
        try (ParquetFile f = ParquetFile.open(Path.of(args[0]))) {
            long chunks = 0;
            for (RowGroup g : Footers.rowGroups(f)) {
                chunks += g.columns().size();
            }
            System.out.println("OPENED " + f.rowGroupCount() + " " + f.rowCount() + " " + chunks);
        } catch (ParquetLimitException e) {
            System.out.println("LIMIT " + e.getMessage());
        }
    }
}
