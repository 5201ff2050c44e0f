package io.parquetry.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ReadOptions;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.row.Row;
import io.parquetry.row.RowMapper;

/**
 * Fuzzes whole-file reads from {@link ParquetFile} over {@link InMemoryInputFile} with the default
 * {@link ReadOptions}: generic rows, and records through the schema-driven {@link RowMapper} (the
 * mapper generated mappers are tested against). Seeds: small files of the parquet-testing corpus.
 */
class FileFuzzTest {
    @FuzzTest(maxDuration = "4s")
    void rows(byte[] file) {
        Contract.onlyParquetException(() -> {
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "fuzz.parquet"), ReadOptions.defaults());
                    ParquetReader<Row> rows = f.rows()) {
                for (Row row : rows) {
                    row.toString();
                }
            }
        });
    }

    @FuzzTest(maxDuration = "4s")
    void records(byte[] file) {
        Contract.onlyParquetException(() -> {
            try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file, "fuzz.parquet"), ReadOptions.defaults());
                    ParquetReader<Row> records = f.read(new RowMapper(f.schema()))) {
                long n = 0;
                for (Row ignored : records) {
                    n++;
                }
                // row groups, not the file-level num_rows, decide what is read (some writers leave it 0)
                long declared = Footers.rowGroups(f).stream().mapToLong(io.parquetry.format.RowGroup::numRows).sum();
                if (n > declared) {
                    throw new AssertionError("read " + n + " records from row groups of " + declared + " rows");
                }
            }
        });
    }
}
