package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.crypto.FileDecryption;
import io.parquetry.crypto.FileEncryption;
import io.parquetry.metadata.FileMetadata;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;

/** {@link ParquetWriter#footer()} is the footer a reader of the published file decodes. */
class WriterFooterTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id = 7;
              optional binary name (STRING) = 8;
            }
            """);

    @Test
    void theFooterIsWhatReadersSee() {
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).rowGroupSize(1024).build();
        IllegalStateException early = assertThrows(IllegalStateException.class, w::footer);
        assertTrue(early.getMessage().contains("close()"), early.getMessage());
        for (long i = 0; i < 5000; i++) {
            w.write(Row.of(SCHEMA, i, i % 3 == 0 ? null : "n" + i));
        }
        w.close();
        FileMetadata written = w.footer();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            assertEquals(5000, written.rowCount());
            assertTrue(written.rowGroups().size() > 1, "several row groups");
            assertEquals(f.metadata(), written);
        }
    }

    @Test
    void anEncryptedFilesFooterShowsEveryChunkToItsWriter() {
        byte[] key = "0123456789012345".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] nameKey = "1234567890123450".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        InMemoryOutputFile out = new InMemoryOutputFile();
        ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out)
                .encryption(FileEncryption.builder(key).columnKey("name", nameKey, new byte[] {1}).build()).build();
        for (long i = 0; i < 100; i++) {
            w.write(Row.of(SCHEMA, i, "n" + i));
        }
        w.close();
        FileMetadata written = w.footer();
        assertTrue(written.encrypted());
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()), ReadOptions.defaults()
                .withDecryption(FileDecryption.builder().footerKey(key).columnKey("name", nameKey).build()))) {
            var read = f.metadata().rowGroups().get(0).columns();
            var mine = written.rowGroups().get(0).columns();
            for (int c = 0; c < read.size(); c++) {
                assertEquals(read.get(c).statistics(), mine.get(c).statistics(), "column " + c);
                assertEquals(read.get(c).valueCount(), mine.get(c).valueCount(), "column " + c);
                assertEquals(read.get(c).compressedSize(), mine.get(c).compressedSize(), "column " + c);
            }
        }
    }

    @Test
    void anAbortedWriterHasNoFooter() {
        ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, new InMemoryOutputFile()).build();
        w.write(Row.of(SCHEMA, 1L, "a"));
        w.abort();
        assertThrows(IllegalStateException.class, w::footer);
    }
}
