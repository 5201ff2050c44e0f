package io.parquetry.interop.dataset;

import io.parquetry.DatasetWriter;
import io.parquetry.ParquetDataset;
import java.nio.file.Path;

/**
 * A writer process for {@link DatasetProcessesTest}: {@code <root> <first id> <count> finish|hang}.
 * {@code finish} writes sales {@code [first, first+count)} and closes; {@code hang} writes them
 * with files rolling every 100 rows, prints {@code READY <rows published>} and waits to be
 * killed with files still open.
 */
public final class DatasetWriterChild {
    private DatasetWriterChild() {}

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        long first = Long.parseLong(args[1]);
        long count = Long.parseLong(args[2]);
        boolean hang = args[3].equals("hang");
        DatasetWriter<Sale> w = ParquetDataset.writer(Sale.class, root).partitionBy("day", "region")
                .maxRowsPerFile(100).build();
        for (long i = first; i < first + count; i++) {
            w.write(Sale.of(i));
        }
        if (!hang) {
            w.close();
            System.out.println("DONE " + w.publishedFiles().size());
            return;
        }
        long published = 0;
        for (String f : w.publishedFiles()) {
            try (io.parquetry.ParquetFile pf = io.parquetry.ParquetFile.open(root.resolve(f))) {
                published += pf.rowCount();
            }
        }
        System.out.println("READY " + published);
        System.out.flush();
        Thread.sleep(600_000);
    }
}
