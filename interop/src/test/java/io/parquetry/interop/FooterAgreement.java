package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.metadata.RowGroupMetadata;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;

/**
 * Compares Parquetry's footer views ({@link ParquetFile#metadata()}) with parquet-java's view
 * of the same file: row groups and their row counts, column paths, physical types, codecs, value
 * counts, sizes, page offsets, and every statistic parquet-java accepts (min, max, null count).
 */
final class FooterAgreement {
  private FooterAgreement() {}

  /**
   * Asserts agreement and returns how many chunks had min/max statistics compared, so callers
   * can check the comparison was not vacuous.
   */
  static int assertAgrees(Path file) {
    ParquetMetadata pj = ParquetJavaFiles.footer(file);
    int compared = 0;
    try (ParquetFile ours = ParquetFile.open(file)) {
      List<RowGroupMetadata> groups = ours.rowGroups();
      assertEquals(pj.getBlocks().size(), groups.size(), "row groups");
      long total = 0;
      for (int g = 0; g < groups.size(); g++) {
        BlockMetaData block = pj.getBlocks().get(g);
        RowGroupMetadata group = groups.get(g);
        String rg = "row group " + g + ": ";
        assertEquals(block.getRowCount(), group.rowCount(), rg + "rows");
        total += group.rowCount();
        assertEquals(block.getColumns().size(), group.columns().size(), rg + "columns");
        for (int c = 0; c < group.columns().size(); c++) {
          ColumnChunkMetaData pc = block.getColumns().get(c);
          ColumnChunkMetadata md = group.columns().get(c);
          String at = rg + pc.getPath().toDotString() + ": ";
          assertEquals(Arrays.asList(pc.getPath().toArray()), md.path().parts(), at + "path");
          assertEquals(pc.getPrimitiveType().getPrimitiveTypeName().name(), physicalName(md), at + "type");
          assertEquals(pc.getCodec().name(), md.compression().name(), at + "codec");
          assertEquals(pc.getValueCount(), md.valueCount(), at + "value count");
          assertEquals(pc.getTotalSize(), md.compressedSize(), at + "compressed size");
          assertEquals(pc.getTotalUncompressedSize(), md.uncompressedSize(), at + "uncompressed size");
          assertEquals(pc.getFirstDataPageOffset(), md.dataPageOffset(), at + "data page offset");
          long dictionaryOffset = md.dictionaryPageOffset() == null ? 0 : md.dictionaryPageOffset();
          assertEquals(pc.getDictionaryPageOffset(), dictionaryOffset, at + "dictionary page offset");
          compared += compareStatistics(pc.getStatistics(), md.statistics(), at);
        }
      }
      assertEquals(pj.getBlocks().stream().mapToLong(BlockMetaData::getRowCount).sum(), ours.rowCount(), "rows");
      assertEquals(total, ours.rowCount(), "file row count is the sum of the row groups'");
    }
    return compared;
  }

  private static String physicalName(ColumnChunkMetadata md) {
    // our Type enum spells BYTE_ARRAY where parquet-java says BINARY
    return md.type().name().equals("BYTE_ARRAY") ? "BINARY" : md.type().name();
  }

  private static int compareStatistics(Statistics<?> pj, ColumnStatistics ours, String at) {
    if (pj == null || pj.isEmpty()) {
      return 0;
    }
    assertTrue(ours != null, at + "parquet-java decodes statistics the footer does not have");
    if (pj.isNumNullsSet()) {
      assertEquals(pj.getNumNulls(), ours.nullCount() == null ? -1 : ours.nullCount(), at + "null count");
    }
    if (!pj.hasNonNullValue()) {
      return 0;
    }
    // parquet-java takes min_value/max_value, or the legacy min/max where it trusts them
    byte[] min = ours.hasMin() ? ours.min() : ours.legacyMin();
    byte[] max = ours.hasMax() ? ours.max() : ours.legacyMax();
    assertTrue(min != null && max != null, at + "parquet-java decodes min/max the footer does not have");
    // parquet-java widens a zero bound on reading (min +0 to -0, max -0 to +0), as the spec
    // tells readers to; apply the same rule to the footer's bytes before comparing
    assertEquals(Bytes.of(pj.getMinBytes()), Bytes.of(widenZero(pj, min, true)), at + "min");
    assertEquals(Bytes.of(pj.getMaxBytes()), Bytes.of(widenZero(pj, max, false)), at + "max");
    return 1;
  }

  private static byte[] widenZero(Statistics<?> pj, byte[] bound, boolean isMin) {
    PrimitiveType type = pj.type();
    boolean floating = type.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.FLOAT
        || type.getPrimitiveTypeName() == PrimitiveType.PrimitiveTypeName.DOUBLE
        || type.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.Float16LogicalTypeAnnotation;
    if (!floating) {
      return bound;
    }
    int sign = bound.length - 1; // little-endian: the sign bit is in the last byte
    for (int i = 0; i < sign; i++) {
      if (bound[i] != 0) {
        return bound;
      }
    }
    byte last = bound[sign];
    if (isMin && last == 0) {
      byte[] negative = bound.clone();
      negative[sign] = (byte) 0x80;
      return negative;
    }
    if (!isMin && last == (byte) 0x80) {
      byte[] positive = bound.clone();
      positive[sign] = 0;
      return positive;
    }
    return bound;
  }
}
