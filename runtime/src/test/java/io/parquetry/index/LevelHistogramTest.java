package io.parquetry.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.format.SizeStatistics;
import io.parquetry.format.Statistics;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The level histograms of the size statistics, against counting each level: columns whose max
 * levels are 1 and 2 (counted from sums) and 3 and more (counted level by level).
 */
class LevelHistogramTest {
    /** Max repetition / definition levels: a (1, 3), b (0, 1), c (1, 2), d (2, 5). */
    private static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              optional group a (LIST) {
                repeated group list {
                  optional int32 element;
                }
              }
              optional int32 b;
              repeated group c {
                optional int32 v;
              }
              optional group d (LIST) {
                repeated group list {
                  optional group element (LIST) {
                    repeated group list {
                      optional int32 element;
                    }
                  }
                }
              }
            }
            """);

    private static final Statistics NO_STATISTICS = new Statistics(null, null, null, null, null, null, null, null);

    @Test
    void histogramsCountEveryLevelOfEveryPage() {
        Random r = new Random(11);
        for (ColumnDescriptor column : SCHEMA.columns()) {
            PageIndexCollector collector = new PageIndexCollector(column, false, 64, null);
            int maxRep = column.maxRepetitionLevel();
            int maxDef = column.maxDefinitionLevel();
            long[] repCounts = new long[maxRep + 1];
            long[] defCounts = new long[maxDef + 1];
            for (int page = 0; page < 5; page++) {
                int n = new int[] {0, 1, 7, 1_000, 33_333}[page];
                byte[] rep = new byte[n + 3]; // longer than the page: what lies past it is not counted
                byte[] def = new byte[n + 3];
                int values = 0;
                for (int i = 0; i < n; i++) {
                    // skewed, with runs, as levels are
                    rep[i] = i > 0 && r.nextInt(4) > 0 ? rep[i - 1] : (byte) r.nextInt(maxRep + 1);
                    def[i] = (byte) (r.nextInt(3) == 0 ? r.nextInt(maxDef + 1) : maxDef);
                    repCounts[rep[i]]++;
                    defCounts[def[i]]++;
                    values += def[i] == maxDef ? 1 : 0;
                }
                rep[n] = def[n] = Byte.MAX_VALUE;
                collector.page(NO_STATISTICS, rep, def, n, values, 0);
            }
            SizeStatistics s = collector.sizeStatistics();
            String where = column.path().toString();
            assertArrayEquals(maxRep > 0 ? repCounts : null, s.repetitionLevelHistogram(), where);
            assertArrayEquals(maxDef > 0 ? defCounts : null, s.definitionLevelHistogram(), where);
        }
    }

    @Test
    void aLevelOutsideItsRangeFailsNamingColumnAndLevel() {
        for (ColumnDescriptor column : SCHEMA.columns()) {
            int maxDef = column.maxDefinitionLevel();
            for (int bad : new int[] {maxDef + 1, -1, Byte.MAX_VALUE, Byte.MIN_VALUE}) {
                for (int at : new int[] {0, 5, 99}) {
                    byte[] def = new byte[100];
                    def[at] = (byte) bad;
                    PageIndexCollector collector = new PageIndexCollector(column, false, 64, null);
                    ParquetException e = assertThrows(ParquetException.class,
                            () -> collector.page(NO_STATISTICS, new byte[100], def, 100, 0, 0));
                    assertEquals("column " + column.path() + ": level " + bad + " is outside 0.." + maxDef,
                            e.getMessage());
                }
            }
        }
    }
}
