package io.parquetry.interop;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Canonical rows reshaped the way DuckDB reads them where its reading differs from the format's
 * rules: DuckDB reads a bare {@code repeated group} (one not inside a LIST or MAP) that has
 * exactly one field as a list of that field's values, without the struct around each one
 * ({@code repeated group g { optional int32 f0; }} is {@code INTEGER[]}, not
 * {@code STRUCT(f0 INTEGER)[]}). The values are all there; only the struct level is gone.
 * {@code BareRepeatedGroupInteropTest} pins that behaviour down; the README's engine section
 * documents it.
 */
final class DuckDbShapes {
  private DuckDbShapes() {}

  /** {@code rows} (canonical, of {@code schema}) as DuckDB returns them. */
  static List<Map<String, Object>> asDuckDbReadsIt(GroupType schema, List<Map<String, Object>> rows) {
    List<Map<String, Object>> out = new ArrayList<>(rows.size());
    for (Map<String, Object> row : rows) {
      out.add(struct(schema, row));
    }
    return out;
  }

  /** One bare repeated group with a single field: the field DuckDB makes the element, else null. */
  static SchemaNode collapsedField(SchemaNode repeated) {
    if (repeated.isPrimitive() || repeated.logicalType() != null) {
      return null;
    }
    GroupType g = repeated.asGroup();
    return g.fieldCount() == 1 ? g.field(0) : null;
  }

  private static Map<String, Object> struct(GroupType g, Map<String, Object> value) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < g.fieldCount(); i++) {
      SchemaNode f = g.field(i);
      out.put(f.name(), field(f, value.get(f.name())));
    }
    return out;
  }

  private static Object field(SchemaNode node, Object value) {
    if (value == null) {
      return null;
    }
    if (node.repetition() == FieldRepetitionType.REPEATED) {
      SchemaNode only = collapsedField(node);
      List<Object> out = new ArrayList<>();
      for (Object element : (List<?>) value) {
        out.add(only != null ? field(only, ((Map<?, ?>) element).get(only.name())) : nonNull(node, element));
      }
      return out;
    }
    return nonNull(node, value);
  }

  @SuppressWarnings("unchecked")
  private static Object nonNull(SchemaNode node, Object value) {
    if (node.isPrimitive()) {
      return value;
    }
    GroupType g = node.asGroup();
    if (g.logicalType() instanceof LogicalType.ListType) {
      SchemaNode element = g.field(0).asGroup().field(0);
      List<Object> out = new ArrayList<>();
      for (Object e : (List<?>) value) {
        out.add(field(element, e));
      }
      return out;
    }
    if (g.logicalType() instanceof LogicalType.MapType) {
      GroupType keyValue = g.field(0).asGroup();
      Map<Object, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        out.put(e.getKey(), keyValue.fieldCount() > 1 ? field(keyValue.field(1), e.getValue()) : null);
      }
      return out;
    }
    return struct(g, (Map<String, Object>) value);
  }
}
