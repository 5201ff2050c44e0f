package io.parquetry.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.parquetry.format.ThriftReader;

/**
 * Fuzzes the Thrift compact-protocol decoder of the footer and of the structures stored between
 * pages: {@code FileMetaData}, {@code PageHeader}, the column and offset indexes, the bloom filter
 * header and {@code FileCryptoMetaData}. Seeds: footers and page headers of corpus files
 * ({@code src/test/resources/io/parquetry/fuzz/ThriftFuzzTestInputs/}).
 */
class ThriftFuzzTest {
    @FuzzTest(maxDuration = "4s")
    void footer(byte[] data) {
        Contract.onlyParquetException(() -> new ThriftReader(data, 0, data.length).readFileMetaData());
    }

    @FuzzTest(maxDuration = "4s")
    void pageHeader(byte[] data) {
        Contract.onlyParquetException(() -> {
            // pages follow each other: read headers back to back as a column chunk reader does
            int pos = 0;
            while (pos < data.length) {
                ThriftReader r = new ThriftReader(data, pos, data.length - pos);
                var header = r.readPageHeader();
                if (r.position() <= pos) {
                    throw new AssertionError("page header of zero bytes at " + pos);
                }
                // the page body follows its header; a size the reader would reject ends the chunk
                long next = (long) r.position() + header.compressedPageSize();
                if (header.compressedPageSize() < 0 || next > data.length) {
                    break;
                }
                pos = (int) next;
            }
        });
    }

    @FuzzTest(maxDuration = "4s")
    void otherStructures(FuzzedDataProvider in) {
        int which = in.consumeInt(0, 4);
        byte[] data = in.consumeRemainingAsBytes();
        Contract.onlyParquetException(() -> {
            ThriftReader r = new ThriftReader(data, 0, data.length);
            switch (which) {
                case 0 -> r.readColumnIndex();
                case 1 -> r.readOffsetIndex();
                case 2 -> r.readBloomFilterHeader();
                case 3 -> r.readColumnMetaData();
                default -> r.readFileCryptoMetaData();
            }
        });
    }
}
