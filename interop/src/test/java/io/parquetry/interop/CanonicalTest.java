package io.parquetry.interop;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.map;
import static io.parquetry.interop.Canonical.row;
import static io.parquetry.interop.Canonical.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The comparison the interop tests rely on finds differences and names where they are. */
class CanonicalTest {
  private static List<Map<String, Object>> file(Object tagsOfRow1) {
    return List.of(
        row("id", 0, "tags", list()),
        row("id", 1, "tags", tagsOfRow1, "m", map("k", struct("x", 1.5f))));
  }

  @Test
  void equalFilesHaveNoDifference() {
    assertNull(Canonical.firstDifference(file(list("a", null)), file(list("a", null))));
  }

  @Test
  void reportsRowAndPathOfFirstDifference() {
    assertEquals("row 1, tags[1]: expected null but was \"b\" (String)",
        Canonical.firstDifference(file(list("a", null)), file(list("a", "b"))));
    assertEquals("row 1, tags: expected a list of 1 elements but was 2 elements: expected [a] but was [a, b]",
        Canonical.firstDifference(file(list("a")), file(list("a", "b"))));
    AssertionError e = assertThrows(AssertionError.class,
        () -> Canonical.assertRowsEqual(file(list()), List.of(file(list()).get(0))));
    assertEquals("expected 2 rows but was 1 rows", e.getMessage());
  }

  @Test
  void reportsNestedMapAndStructPaths() {
    List<Map<String, Object>> a = file(list());
    List<Map<String, Object>> b = List.of(a.get(0), row("id", 1, "tags", list(), "m", map("k", struct("x", 2.5f))));
    assertEquals("row 1, m.k.x: expected 1.5 (Float) but was 2.5 (Float)", Canonical.firstDifference(a, b));
  }

  @Test
  void typesMustMatchExactly() {
    assertFalse(Canonical.deepEquals(1, 1L));
    assertFalse(Canonical.deepEquals(new BigDecimal("1.0"), new BigDecimal("1.00")));
    assertFalse(Canonical.deepEquals("ab", Bytes.utf8("ab")));
    assertTrue(Canonical.deepEquals(new byte[] {1, 2}, Bytes.of(1, 2)));
  }

  @Test
  void floatsCompareByBits() {
    assertTrue(Canonical.deepEquals(Float.NaN, Float.intBitsToFloat(0x7FC0_0001)));
    assertTrue(Canonical.deepEquals(Double.NaN, Double.NaN));
    assertFalse(Canonical.deepEquals(0.0, -0.0));
    assertFalse(Canonical.deepEquals(0.0f, -0.0f));
  }

  @Test
  void orderedMapsCompareInOrderUnorderedByKey() {
    assertFalse(Canonical.deepEquals(map("a", 1, "b", 2), map("b", 2, "a", 1)));
    Map<Object, Object> unordered = new HashMap<>(map("b", 2, "a", 1));
    assertTrue(Canonical.deepEquals(map("a", 1, "b", 2), unordered));
    assertFalse(Canonical.deepEquals(map("a", 1, "b", 2), new HashMap<>(map("a", 1, "b", 3))));
  }

  @Test
  void bytesPrintAsHex() {
    assertEquals("0xaa01", Bytes.of(0xAA, 1).toString());
    assertEquals(Bytes.ofHex("AA01"), Bytes.of(0xAA, 1));
  }
}
