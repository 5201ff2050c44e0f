package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.samples.Shapes.Document;
import io.parquetry.samples.Shapes.Language;
import io.parquetry.samples.Shapes.Links;
import io.parquetry.samples.Shapes.Name;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.RecordMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The Document example of the Dremel paper (Melnik et al., 2010, figure 2/3), modelled as records
 * with {@code @Repeated}: the generated shredder must write exactly the paper's repetition and
 * definition levels for all six columns.
 */
class DremelDocumentTest {
    static final Document R1 = new Document(10, new Links(List.of(), List.of(20L, 40L, 60L)), List.of(
            new Name(List.of(new Language("en-us", "us"), new Language("en", null)), "http://A"),
            new Name(List.of(), "http://B"),
            new Name(List.of(new Language("en-gb", "gb")), null)));
    static final Document R2 = new Document(20, new Links(List.of(10L, 30L), List.of(80L)), List.of(
            new Name(List.of(), "http://C")));

    /** One column entry: value (null when undefined), repetition and definition level. */
    record Entry(Object value, int r, int d) {
        @Override
        public String toString() {
            return value + " r" + r + " d" + d;
        }
    }

    @Test
    void schemaMatchesThePaper() {
        assertEquals("""
                message Document {
                  required int64 DocId;
                  optional group Links {
                    repeated int64 Backward;
                    repeated int64 Forward;
                  }
                  repeated group Name {
                    repeated group Language {
                      required binary Code (STRING);
                      optional binary Country (STRING);
                    }
                    optional binary Url (STRING);
                  }
                }
                """, Parquet.mapper(Document.class).schema().toString());
    }

    @Test
    void shredsToThePapersLevelsAndAssemblesBack() {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Document> w = Parquet.writer(Document.class, out).build()) {
            w.write(R1);
            w.write(R2);
        }
        byte[] file = out.toByteArray();
        List<List<Entry>> columns = readColumns(file);
        assertEquals(List.of(e(10L, 0, 0), e(20L, 0, 0)), columns.get(0), "DocId");
        assertEquals(List.of(e(null, 0, 1), e(10L, 0, 2), e(30L, 1, 2)), columns.get(1), "Links.Backward");
        assertEquals(List.of(e(20L, 0, 2), e(40L, 1, 2), e(60L, 1, 2), e(80L, 0, 2)), columns.get(2), "Links.Forward");
        assertEquals(List.of(e("en-us", 0, 2), e("en", 2, 2), e(null, 1, 1), e("en-gb", 1, 2), e(null, 0, 1)),
                columns.get(3), "Name.Language.Code");
        assertEquals(List.of(e("us", 0, 3), e(null, 2, 2), e(null, 1, 1), e("gb", 1, 3), e(null, 0, 1)),
                columns.get(4), "Name.Language.Country");
        assertEquals(List.of(e("http://A", 0, 2), e("http://B", 1, 2), e(null, 1, 1), e("http://C", 0, 2)),
                columns.get(5), "Name.Url");

        try (ParquetReader<Document> r = Parquet.reader(Document.class, new InMemoryInputFile(file)).build()) {
            assertEquals(List.of(R1, R2), r.stream().collect(Collectors.toList()));
        }
    }

    static Entry e(Object v, int r, int d) {
        return new Entry(v, r, d);
    }

    /** Every column's entries, read through a mapper that records levels instead of assembling. */
    static List<List<Entry>> readColumns(byte[] file) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            MessageType schema = f.schema();
            List<List<Entry>> columns = new ArrayList<>();
            for (int i = 0; i < schema.columnCount(); i++) {
                columns.add(new ArrayList<>());
            }
            RecordMapper<Boolean> recorder = new RecordMapper<>() {
                @Override
                public MessageType schema() {
                    return schema;
                }

                @Override
                public void write(Boolean record, ColumnSink[] c) {
                    throw new UnsupportedOperationException();
                }

                @Override
                public Boolean read(ColumnSource[] c) {
                    for (int i = 0; i < c.length; i++) {
                        ColumnDescriptor col = schema.columns().get(i);
                        do {
                            Object v = null;
                            if (c[i].isDefined()) {
                                v = switch (col.physicalType()) {
                                    case INT64 -> c[i].getLong();
                                    default -> c[i].getString();
                                };
                            }
                            columns.get(i).add(new Entry(v, c[i].rep(), c[i].def()));
                            c[i].next();
                        } while (c[i].hasNext() && c[i].rep() != 0);
                    }
                    return Boolean.TRUE;
                }
            };
            try (ParquetReader<Boolean> r = f.read(recorder)) {
                r.forEach(x -> { });
            }
            return columns;
        }
    }
}
