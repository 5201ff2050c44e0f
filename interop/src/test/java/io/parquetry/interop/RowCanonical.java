package io.parquetry.interop;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Converts Parquetry's generic {@link Row}s into {@link Canonical} values, driven by the row's
 * schema so that a value of the wrong shape for its field (a Row where a list belongs, a list
 * for a map) fails here instead of being passed along.
 *
 * <p>Row values already use the canonical classes except for one: {@code byte[]} becomes
 * {@link Bytes}. INT(64, unsigned) must be the unsigned {@link BigInteger} a Row holds.
 */
public final class RowCanonical {
  private RowCanonical() {}

  /** Every row, in order. */
  public static List<Map<String, Object>> rows(List<Row> rows) {
    List<Map<String, Object>> out = new ArrayList<>(rows.size());
    for (int i = 0; i < rows.size(); i++) {
      try {
        out.add(struct(rows.get(i).type(), rows.get(i), ""));
      } catch (IllegalStateException e) {
        throw new IllegalStateException("row " + i + ", " + e.getMessage(), e);
      }
    }
    return out;
  }

  private static Map<String, Object> struct(GroupType type, Object v, String path) {
    if (!(v instanceof Row row)) {
      throw new IllegalStateException(at(path) + "expected a Row for group " + type.name() + ", got " + describe(v));
    }
    if (row.size() != type.fieldCount()) {
      throw new IllegalStateException(at(path) + "row has " + row.size() + " values for " + type.fieldCount() + " fields");
    }
    Map<String, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < type.fieldCount(); i++) {
      SchemaNode f = type.field(i);
      if (!row.fieldName(i).equals(f.name())) {
        throw new IllegalStateException(at(path) + "field " + i + " is " + row.fieldName(i) + ", schema says " + f.name());
      }
      out.put(f.name(), field(f, row.get(i), join(path, f.name())));
    }
    return out;
  }

  /** A field's value: a repeated field is a list of its values. */
  private static Object field(SchemaNode node, Object v, String path) {
    if (node.repetition() == FieldRepetitionType.REPEATED) {
      if (!(v instanceof List<?> list)) {
        throw new IllegalStateException(at(path) + "expected a List for a repeated field, got " + describe(v));
      }
      List<Object> out = new ArrayList<>(list.size());
      for (int i = 0; i < list.size(); i++) {
        if (list.get(i) == null) {
          throw new IllegalStateException(at(path + "[" + i + "]") + "null in a repeated field");
        }
        out.add(value(node, list.get(i), path + "[" + i + "]"));
      }
      return out;
    }
    if (v == null) {
      return null;
    }
    return value(node, v, path);
  }

  /** One non-null value of {@code node}, ignoring the node's own repetition. */
  private static Object value(SchemaNode node, Object v, String path) {
    if (node.isPrimitive()) {
      return primitive(node.asPrimitive(), v, path);
    }
    GroupType g = node.asGroup();
    if (isList(g)) {
      return list(g, v, path);
    }
    if (isMap(g)) {
      return map(g.field(0).asGroup(), v, path);
    }
    return struct(g, v, path);
  }

  /** Whether {@code g} reads as a list: annotated LIST (or legacy LIST) around one repeated field. */
  public static boolean isList(GroupType g) {
    LogicalType lt = g.logicalType();
    return (lt instanceof LogicalType.ListType || g.convertedType() == ConvertedType.LIST) && oneRepeated(g);
  }

  /** Whether {@code g} reads as a map: annotated MAP (or legacy MAP, MAP_KEY_VALUE) around one repeated group. */
  public static boolean isMap(GroupType g) {
    ConvertedType ct = g.convertedType();
    return (g.logicalType() instanceof LogicalType.MapType || ct == ConvertedType.MAP
        || ct == ConvertedType.MAP_KEY_VALUE) && oneRepeated(g) && !g.field(0).isPrimitive();
  }

  private static boolean oneRepeated(GroupType g) {
    return g.fieldCount() == 1 && g.field(0).repetition() == FieldRepetitionType.REPEATED;
  }

  /**
   * The element node of a list group, by LogicalTypes.md's backward-compatibility rules: only a
   * one-field repeated group not named "array" or "<list>_tuple" is the 3-level wrapper of the
   * element; otherwise the repeated field is the element (a legacy 2-level list).
   */
  public static SchemaNode listElement(GroupType listType) {
    SchemaNode repeated = listType.field(0);
    boolean threeLevel = !repeated.isPrimitive() && repeated.asGroup().fieldCount() == 1
        && !repeated.name().equals("array") && !repeated.name().equals(listType.name() + "_tuple");
    return threeLevel ? repeated.asGroup().field(0) : repeated;
  }

  private static List<Object> list(GroupType listType, Object v, String path) {
    if (!(v instanceof List<?> list)) {
      throw new IllegalStateException(at(path) + "expected a List for LIST group, got " + describe(v));
    }
    SchemaNode element = listElement(listType);
    boolean twoLevel = element == listType.field(0);
    List<Object> out = new ArrayList<>(list.size());
    for (int i = 0; i < list.size(); i++) {
      String p = path + "[" + i + "]";
      Object e = list.get(i);
      if (!twoLevel) {
        out.add(field(element, e, p));
      } else {
        if (e == null) {
          throw new IllegalStateException(at(p) + "null element in a 2-level list");
        }
        out.add(value(element, e, p));
      }
    }
    return out;
  }

  private static Map<Object, Object> map(GroupType keyValue, Object v, String path) {
    if (!(v instanceof Map<?, ?> map)) {
      throw new IllegalStateException(at(path) + "expected a Map for MAP group, got " + describe(v));
    }
    Map<Object, Object> out = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      String p = path + "{" + e.getKey() + "}";
      Object key = field(keyValue.field(0), e.getKey(), p + ".key");
      Object value = keyValue.fieldCount() > 1 ? field(keyValue.field(1), e.getValue(), p) : null;
      if (keyValue.fieldCount() == 1 && e.getValue() != null) {
        throw new IllegalStateException(at(p) + "a value in a map without a value field");
      }
      out.put(key, value);
    }
    return out;
  }

  private static Object primitive(PrimitiveType t, Object v, String path) {
    if (v instanceof byte[] b) {
      return Bytes.of(b);
    }
    boolean unsigned64 = t.logicalType() instanceof LogicalType.IntType it && !it.isSigned() && it.bitWidth() == 64
        || t.logicalType() == null && t.convertedType() == ConvertedType.UINT_64;
    if (unsigned64 && !(v instanceof BigInteger)) {
      throw new IllegalStateException(at(path) + "expected a BigInteger for INT(64,false), got " + describe(v));
    }
    if (v instanceof Row || v instanceof List || v instanceof Map) {
      throw new IllegalStateException(at(path) + "expected a primitive value, got " + describe(v));
    }
    return v;
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  private static String at(String path) {
    return (path.isEmpty() ? "<root>" : path) + ": ";
  }

  private static String describe(Object v) {
    return v == null ? "null" : v.getClass().getSimpleName() + " " + Canonical.show(v);
  }
}
