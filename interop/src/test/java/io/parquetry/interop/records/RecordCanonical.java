package io.parquetry.interop.records;

import io.parquetry.interop.Bytes;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.DateLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.DecimalLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.EnumLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.IntLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.JsonLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.ListLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.MapKeyValueTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.MapLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.StringLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimeLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.TimestampLogicalTypeAnnotation;
import org.apache.parquet.schema.LogicalTypeAnnotation.UUIDLogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Java records to {@link io.parquetry.interop.Canonical} rows, by reflection over record
 * components, guided by a Parquet schema (as parquet-java parses it) for the logical types: an
 * independent statement of what a record's columns must hold, to compare with what other readers
 * see in a file our generated mappers wrote.
 *
 * <p>Rules: a field matches the component of the same name and every component must have a field;
 * {@code Optional*} unwrap (empty is null); collections and arrays become lists (a null bare
 * repeated field is an empty list, since the format cannot store null there); maps keep iteration
 * order; enums become their name; unsigned INT(32)/INT(64) become Long/BigInteger of the unsigned
 * value; decimals take exactly the column's scale (failing rather than rounding); byte/short widen
 * to Integer; byte[] becomes {@link Bytes}. A Java value of the wrong kind for its column fails.
 */
final class RecordCanonical {
  private RecordCanonical() {}

  /** Every record as a canonical row of {@code schema}. */
  static List<Map<String, Object>> rows(MessageType schema, List<?> records) {
    List<Map<String, Object>> rows = new ArrayList<>(records.size());
    for (int r = 0; r < records.size(); r++) {
      try {
        rows.add(struct(schema, records.get(r), ""));
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("record " + r + ": " + e.getMessage(), e);
      }
    }
    return rows;
  }

  private static Map<String, Object> struct(GroupType type, Object record, String path) {
    RecordComponent[] components = record.getClass().getRecordComponents();
    if (components == null) {
      throw new IllegalArgumentException(path + ": " + record.getClass().getName() + " is not a record");
    }
    if (components.length != type.getFieldCount()) {
      throw new IllegalArgumentException(path + ": " + components.length + " components for "
          + type.getFieldCount() + " fields of " + type.getName());
    }
    Map<String, Object> values = new LinkedHashMap<>();
    for (Type field : type.getFields()) {
      String at = path.isEmpty() ? field.getName() : path + "." + field.getName();
      values.put(field.getName(), field(field, component(record, components, field.getName(), at), at));
    }
    return values;
  }

  private static Object component(Object record, RecordComponent[] components, String name, String path) {
    for (RecordComponent c : components) {
      if (c.getName().equals(name)) {
        Method accessor = c.getAccessor();
        accessor.setAccessible(true);
        try {
          return accessor.invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException(path + ": " + e, e);
        }
      }
    }
    throw new IllegalArgumentException(path + ": no component " + name + " in " + record.getClass().getName());
  }

  private static Object field(Type type, Object v, String path) {
    v = unwrap(v);
    if (type.isRepetition(Type.Repetition.REPEATED)) { // a bare repeated field
      List<Object> list = new ArrayList<>();
      if (v != null) {
        int i = 0;
        for (Object e : elements(v, path)) {
          if (e == null) {
            throw new IllegalArgumentException(path + "[" + i + "]: null in a repeated field");
          }
          list.add(value(type, e, path + "[" + i++ + "]"));
        }
      }
      return list;
    }
    if (v == null) {
      if (type.isRepetition(Type.Repetition.REQUIRED)) {
        throw new IllegalArgumentException(path + ": null for a required field");
      }
      return null;
    }
    return value(type, v, path);
  }

  private static Object unwrap(Object v) {
    if (v instanceof Optional<?> o) {
      return o.orElse(null);
    }
    if (v instanceof OptionalInt o) {
      return o.isPresent() ? o.getAsInt() : null;
    }
    if (v instanceof OptionalLong o) {
      return o.isPresent() ? o.getAsLong() : null;
    }
    if (v instanceof OptionalDouble o) {
      return o.isPresent() ? o.getAsDouble() : null;
    }
    return v;
  }

  private static List<Object> elements(Object v, String path) {
    List<Object> out = new ArrayList<>();
    if (v instanceof Collection<?> c) {
      out.addAll(c);
    } else if (v.getClass().isArray() && !(v instanceof byte[])) {
      for (int i = 0, n = Array.getLength(v); i < n; i++) {
        out.add(Array.get(v, i));
      }
    } else {
      throw new IllegalArgumentException(path + ": expected a collection or array but got " + v.getClass().getName());
    }
    return out;
  }

  private static Object value(Type type, Object v, String path) {
    if (type.isPrimitive()) {
      return primitive(type.asPrimitiveType(), v, path);
    }
    GroupType g = type.asGroupType();
    LogicalTypeAnnotation a = g.getLogicalTypeAnnotation();
    boolean oneRepeated = g.getFieldCount() == 1 && g.getType(0).isRepetition(Type.Repetition.REPEATED);
    if (a instanceof ListLogicalTypeAnnotation && oneRepeated) {
      Type repeated = g.getType(0);
      List<Object> list = new ArrayList<>();
      int i = 0;
      for (Object e : elements(v, path)) {
        String at = path + "[" + i++ + "]";
        if (!repeated.isPrimitive() && isThreeLevel(repeated.asGroupType(), g.getName())) {
          list.add(field(repeated.asGroupType().getType(0), e, at));
        } else if (e == null) {
          throw new IllegalArgumentException(at + ": null element in a 2-level list");
        } else {
          list.add(value(repeated, e, at));
        }
      }
      return list;
    }
    if ((a instanceof MapLogicalTypeAnnotation || a instanceof MapKeyValueTypeAnnotation) && oneRepeated
        && !g.getType(0).isPrimitive()) {
      GroupType kv = g.getType(0).asGroupType();
      Map<Object, Object> map = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) as(Map.class, v, path)).entrySet()) {
        String at = path + "{" + e.getKey() + "}";
        Object key = field(kv.getType(0), e.getKey(), at + ".key");
        map.put(key, kv.getFieldCount() > 1 ? field(kv.getType(1), e.getValue(), at) : null);
      }
      return map;
    }
    return struct(g, v, path);
  }

  /** The LogicalTypes.md backward-compatibility rule for a LIST's repeated group. */
  static boolean isThreeLevel(GroupType repeated, String listName) {
    return repeated.getFieldCount() == 1
        && !repeated.getName().equals("array")
        && !repeated.getName().equals(listName + "_tuple");
  }

  private static Object primitive(PrimitiveType t, Object v, String path) {
    LogicalTypeAnnotation a = t.getLogicalTypeAnnotation();
    if (a instanceof DecimalLogicalTypeAnnotation d) {
      try {
        return as(BigDecimal.class, v, path).setScale(d.getScale()); // throws rather than rounds
      } catch (ArithmeticException e) {
        throw new IllegalArgumentException(path + ": " + v + " does not fit scale " + d.getScale(), e);
      }
    }
    switch (t.getPrimitiveTypeName()) {
      case BOOLEAN:
        return as(Boolean.class, v, path);
      case INT32:
        if (a instanceof DateLogicalTypeAnnotation) {
          return as(LocalDate.class, v, path);
        }
        if (a instanceof TimeLogicalTypeAnnotation) {
          return as(LocalTime.class, v, path);
        }
        if (a instanceof IntLogicalTypeAnnotation ia && !ia.isSigned() && ia.getBitWidth() == 32) {
          return Integer.toUnsignedLong(as(Integer.class, v, path));
        }
        if (a instanceof IntLogicalTypeAnnotation ia && ia.getBitWidth() == 8) {
          return (int) as(Byte.class, v, path);
        }
        if (a instanceof IntLogicalTypeAnnotation ia && ia.getBitWidth() == 16) {
          return (int) as(Short.class, v, path);
        }
        return as(Integer.class, v, path);
      case INT64:
        if (a instanceof TimeLogicalTypeAnnotation) {
          return as(LocalTime.class, v, path);
        }
        if (a instanceof TimestampLogicalTypeAnnotation ta) {
          return ta.isAdjustedToUTC() ? as(Instant.class, v, path) : as(LocalDateTime.class, v, path);
        }
        if (a instanceof IntLogicalTypeAnnotation ia && !ia.isSigned()) {
          return new BigInteger(Long.toUnsignedString(as(Long.class, v, path)));
        }
        return as(Long.class, v, path);
      case FLOAT:
        return as(Float.class, v, path);
      case DOUBLE:
        return as(Double.class, v, path);
      case BINARY:
      case FIXED_LEN_BYTE_ARRAY:
        if (a instanceof EnumLogicalTypeAnnotation && v instanceof Enum<?> e) {
          return e.name();
        }
        if (a instanceof StringLogicalTypeAnnotation || a instanceof EnumLogicalTypeAnnotation
            || a instanceof JsonLogicalTypeAnnotation) {
          return as(String.class, v, path);
        }
        if (a instanceof UUIDLogicalTypeAnnotation) {
          return as(UUID.class, v, path);
        }
        return Bytes.of(as(byte[].class, v, path));
      default:
        throw new IllegalArgumentException(path + ": unsupported column type " + t);
    }
  }

  private static <T> T as(Class<T> type, Object v, String path) {
    if (!type.isInstance(v)) {
      throw new IllegalArgumentException(path + ": expected " + type.getSimpleName() + " but got "
          + v.getClass().getName());
    }
    return type.cast(v);
  }
}
