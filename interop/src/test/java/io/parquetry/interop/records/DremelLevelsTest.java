package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Repeated;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.interop.records.Mapped.NonNull;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.ColumnReader;
import org.apache.parquet.column.impl.ColumnReadStoreImpl;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.FileMetaData;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Document example of the Dremel paper (Melnik et al., 2010, figures 2 and 3) as records with
 * {@code @Repeated}, written by the generated mapper and read with parquet-java's low-level column
 * API: every column must hold exactly the paper's values, repetition and definition levels.
 */
class DremelLevelsTest {
  @ParquetRecord
  record Document(long DocId, Links Links, @Repeated List<Name> Name) {}

  record Links(@Repeated List<Long> Backward, @Repeated List<Long> Forward) {}

  record Name(@Repeated List<Language> Language, String Url) {}

  record Language(@NonNull String Code, String Country) {}

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

  static Entry e(Object v, int r, int d) {
    return new Entry(v, r, d);
  }

  /** The paper's figure 3, column by column. */
  static final Map<String, List<Entry>> PAPER = new LinkedHashMap<>();

  static {
    PAPER.put("DocId", List.of(e(10L, 0, 0), e(20L, 0, 0)));
    PAPER.put("Links.Backward", List.of(e(null, 0, 1), e(10L, 0, 2), e(30L, 1, 2)));
    PAPER.put("Links.Forward", List.of(e(20L, 0, 2), e(40L, 1, 2), e(60L, 1, 2), e(80L, 0, 2)));
    PAPER.put("Name.Language.Code",
        List.of(e("en-us", 0, 2), e("en", 2, 2), e(null, 1, 1), e("en-gb", 1, 2), e(null, 0, 1)));
    PAPER.put("Name.Language.Country",
        List.of(e("us", 0, 3), e(null, 2, 2), e(null, 1, 1), e("gb", 1, 3), e(null, 0, 1)));
    PAPER.put("Name.Url", List.of(e("http://A", 0, 2), e("http://B", 1, 2), e(null, 1, 1), e("http://C", 0, 2)));
  }

  @ParameterizedTest(name = "{0} dictionary={1}")
  @CsvSource({"V1, true", "V1, false", "V2, true", "V2, false"})
  void parquetJavaReadsThePapersLevels(PageVersion version, boolean dictionary, @TempDir Path dir) {
    Path file = dir.resolve("document.parquet");
    try (ParquetWriter<Document> w = Parquet.writer(Document.class, file).pageVersion(version)
        .dictionary(dictionary).compression(Compression.SNAPPY).build()) {
      w.write(R1);
      w.write(R2);
    }

    Map<String, List<Entry>> columns = readColumns(file);
    assertEquals(List.copyOf(PAPER.keySet()), List.copyOf(columns.keySet()), "columns");
    for (String column : PAPER.keySet()) {
      assertEquals(PAPER.get(column), columns.get(column), column);
    }

    // and the record assemblers of parquet-java and DuckDB rebuild both documents
    List<Map<String, Object>> expected = RecordCanonical.rows(ParquetJavaFiles.schema(file), List.of(R1, R2));
    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
    Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
  }

  /**
   * Every column's entries through parquet-java's {@link ColumnReader}: levels for each entry,
   * the value only where the definition level is the column's maximum.
   */
  static Map<String, List<Entry>> readColumns(Path file) {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      FileMetaData meta = reader.getFooter().getFileMetaData();
      MessageType schema = meta.getSchema();
      Map<String, List<Entry>> columns = new LinkedHashMap<>();
      for (ColumnDescriptor c : schema.getColumns()) {
        columns.put(String.join(".", c.getPath()), new ArrayList<>());
      }
      PageReadStore rowGroup;
      while ((rowGroup = reader.readNextRowGroup()) != null) {
        ColumnReadStoreImpl store = new ColumnReadStoreImpl(rowGroup, ignoring(schema), schema, meta.getCreatedBy());
        for (ColumnDescriptor c : schema.getColumns()) {
          List<Entry> entries = columns.get(String.join(".", c.getPath()));
          ColumnReader column = store.getColumnReader(c);
          for (long i = 0, n = column.getTotalValueCount(); i < n; i++) {
            int r = column.getCurrentRepetitionLevel();
            int d = column.getCurrentDefinitionLevel();
            Object v = null;
            if (d == c.getMaxDefinitionLevel()) {
              v = c.getPrimitiveType().getPrimitiveTypeName() == PrimitiveTypeName.INT64
                  ? (Object) column.getLong()
                  : column.getBinary().toStringUsingUTF8();
            }
            entries.add(new Entry(v, r, d));
            column.consume();
          }
        }
      }
      return columns;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A converter tree shaped like {@code type} that receives nothing: values are read directly. */
  static GroupConverter ignoring(GroupType type) {
    Converter[] children = new Converter[type.getFieldCount()];
    for (int i = 0; i < children.length; i++) {
      Type field = type.getType(i);
      children[i] = field.isPrimitive() ? new PrimitiveConverter() {} : ignoring(field.asGroupType());
    }
    return new GroupConverter() {
      @Override
      public Converter getConverter(int fieldIndex) {
        return children[fieldIndex];
      }

      @Override
      public void start() {}

      @Override
      public void end() {}
    };
  }
}
