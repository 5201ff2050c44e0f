package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.format.FileMetaData;
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
        FileMetaData written = w.footer();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()))) {
            FileMetaData read = f.metadata();
            assertEquals(5000, written.numRows());
            assertEquals(read.numRows(), written.numRows());
            assertTrue(written.rowGroups().size() > 1, "several row groups");
            assertEquals(read.rowGroups(), written.rowGroups());
            assertEquals(read.schema(), written.schema());
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
