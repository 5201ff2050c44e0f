package io.parquetry.variant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.base.ParquetException;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The variant decoder against encodings written by hand from VariantEncoding.md (so the decoder
 * is not only checked against this project's own encoder), the encoder against the decoder, and
 * malformed input.
 */
class VariantTest {
    static final byte[] EMPTY_METADATA = {0x01, 0x00, 0x00};

    // ---- hand encoding helpers -------------------------------------------------------------

    static byte[] le(long v, int size) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = i < 8 ? (byte) (v >>> (8 * i)) : (byte) (v >> 63); // sign-extend past 8 bytes
        }
        return b;
    }

    static byte[] cat(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof byte[] b) {
                out.writeBytes(b);
            } else {
                out.write(((Number) p).intValue());
            }
        }
        return out.toByteArray();
    }

    static byte primitiveHeader(int typeId) {
        return (byte) (typeId << 2);
    }

    /** Metadata with {@code names} and {@code offsetSize}-byte size and offsets. */
    static byte[] metadata(int offsetSize, boolean sorted, String... names) {
        List<Object> parts = new ArrayList<>();
        parts.add(0x01 | (sorted ? 0x10 : 0) | ((offsetSize - 1) << 6));
        parts.add(le(names.length, offsetSize));
        int at = 0;
        ByteArrayOutputStream strings = new ByteArrayOutputStream();
        for (String n : names) {
            parts.add(le(at, offsetSize));
            byte[] b = n.getBytes(StandardCharsets.UTF_8);
            strings.writeBytes(b);
            at += b.length;
        }
        parts.add(le(at, offsetSize));
        parts.add(strings.toByteArray());
        return cat(parts.toArray());
    }

    /** An object of (field id, encoded value) pairs, ids listed in the order given. */
    static byte[] object(int idSize, int offsetSize, boolean large, int[] ids, byte[]... values) {
        List<Object> parts = new ArrayList<>();
        parts.add(2 | (((large ? 0x10 : 0) | ((idSize - 1) << 2) | (offsetSize - 1)) << 2));
        parts.add(le(ids.length, large ? 4 : 1));
        for (int id : ids) {
            parts.add(le(id, idSize));
        }
        int at = 0;
        for (byte[] v : values) {
            parts.add(le(at, offsetSize));
            at += v.length;
        }
        parts.add(le(at, offsetSize));
        for (byte[] v : values) {
            parts.add(v);
        }
        return cat(parts.toArray());
    }

    static byte[] array(int offsetSize, boolean large, byte[]... values) {
        List<Object> parts = new ArrayList<>();
        parts.add(3 | (((large ? 0x04 : 0) | (offsetSize - 1)) << 2));
        parts.add(le(values.length, large ? 4 : 1));
        int at = 0;
        for (byte[] v : values) {
            parts.add(le(at, offsetSize));
            at += v.length;
        }
        parts.add(le(at, offsetSize));
        for (byte[] v : values) {
            parts.add(v);
        }
        return cat(parts.toArray());
    }

    static byte[] shortString(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return cat(1 | (b.length << 2), b);
    }

    static Variant v(byte[] value) {
        return Variant.of(EMPTY_METADATA, value);
    }

    // ---- primitives ------------------------------------------------------------------------

    @Test
    void decodesEveryPrimitiveType() {
        assertEquals(Variant.Type.NULL, v(new byte[] {0}).type());
        assertTrue(v(new byte[] {0}).isNull());
        assertTrue(v(new byte[] {primitiveHeader(1)}).getBoolean());
        assertFalse(v(new byte[] {primitiveHeader(2)}).getBoolean());
        assertEquals(Variant.Type.BOOLEAN, v(new byte[] {primitiveHeader(2)}).type());

        Variant i8 = v(cat(primitiveHeader(3), -34));
        assertEquals(Variant.Type.INT8, i8.type());
        assertEquals(-34, i8.getLong());
        Variant i16 = v(cat(primitiveHeader(4), le(-1234, 2)));
        assertEquals(Variant.Type.INT16, i16.type());
        assertEquals(-1234, i16.getLong());
        Variant i32 = v(cat(primitiveHeader(5), le(-12345678, 4)));
        assertEquals(Variant.Type.INT32, i32.type());
        assertEquals(-12345678, i32.getLong());
        Variant i64 = v(cat(primitiveHeader(6), le(-9876543210L, 8)));
        assertEquals(Variant.Type.INT64, i64.type());
        assertEquals(-9876543210L, i64.getLong());

        Variant dbl = v(cat(primitiveHeader(7), le(Double.doubleToLongBits(-14.3), 8)));
        assertEquals(Variant.Type.DOUBLE, dbl.type());
        assertEquals(-14.3, dbl.getDouble());
        Variant flt = v(cat(primitiveHeader(14), le(Float.floatToIntBits(10.11f), 4)));
        assertEquals(Variant.Type.FLOAT, flt.type());
        assertEquals(10.11f, flt.getFloat());

        Variant d4 = v(cat(primitiveHeader(8), 4, le(-123456789, 4)));
        assertEquals(Variant.Type.DECIMAL4, d4.type());
        assertEquals(new BigDecimal("-12345.6789"), d4.getDecimal());
        Variant d8 = v(cat(primitiveHeader(9), 9, le(123456789987654321L, 8)));
        assertEquals(Variant.Type.DECIMAL8, d8.type());
        assertEquals(new BigDecimal("123456789.987654321"), d8.getDecimal());
        // -9876543210123456789 (scale 9) as 16-byte little-endian two's complement
        BigDecimal big = new BigDecimal("-9876543210.123456789");
        byte[] be = big.unscaledValue().toByteArray();
        byte[] le16 = new byte[16];
        Arrays.fill(le16, (byte) 0xFF);
        for (int i = 0; i < be.length; i++) {
            le16[i] = be[be.length - 1 - i];
        }
        Variant d16 = v(cat(primitiveHeader(10), 9, le16));
        assertEquals(Variant.Type.DECIMAL16, d16.type());
        assertEquals(big, d16.getDecimal());

        Variant date = v(cat(primitiveHeader(11), le(LocalDate.of(1957, 11, 7).toEpochDay(), 4)));
        assertEquals(Variant.Type.DATE, date.type());
        assertEquals(LocalDate.of(1957, 11, 7), date.getDate());

        Instant instant = Instant.parse("1957-11-07T12:33:54.123456Z");
        long micros = instant.getEpochSecond() * 1_000_000 + instant.getNano() / 1000;
        Variant ts = v(cat(primitiveHeader(12), le(micros, 8)));
        assertEquals(Variant.Type.TIMESTAMP, ts.type());
        assertEquals(instant, ts.getTimestamp());
        Variant ntz = v(cat(primitiveHeader(13), le(micros, 8)));
        assertEquals(Variant.Type.TIMESTAMP_NTZ, ntz.type());
        assertEquals(LocalDateTime.of(1957, 11, 7, 12, 33, 54, 123_456_000), ntz.getTimestampNtz());
        Instant nanoInstant = Instant.parse("2024-11-07T12:33:54.123456789Z");
        long nanos = nanoInstant.getEpochSecond() * 1_000_000_000 + nanoInstant.getNano();
        Variant tsn = v(cat(primitiveHeader(18), le(nanos, 8)));
        assertEquals(Variant.Type.TIMESTAMP_NANOS, tsn.type());
        assertEquals(nanoInstant, tsn.getTimestamp());
        Variant ntzn = v(cat(primitiveHeader(19), le(nanos, 8)));
        assertEquals(Variant.Type.TIMESTAMP_NTZ_NANOS, ntzn.type());
        assertEquals(LocalDateTime.of(2024, 11, 7, 12, 33, 54, 123_456_789), ntzn.getTimestampNtz());

        Variant time = v(cat(primitiveHeader(17), le(LocalTime.of(12, 33, 54, 123_456_000).toNanoOfDay() / 1000, 8)));
        assertEquals(Variant.Type.TIME, time.type());
        assertEquals(LocalTime.of(12, 33, 54, 123_456_000), time.getTime());

        Variant bin = v(cat(primitiveHeader(15), le(4, 4), new byte[] {10, 11, 12, 13}));
        assertEquals(Variant.Type.BINARY, bin.type());
        assertArrayEquals(new byte[] {10, 11, 12, 13}, bin.getBinary());
        Variant str = v(cat(primitiveHeader(16), le(7, 4), "iceberg".getBytes(StandardCharsets.UTF_8)));
        assertEquals(Variant.Type.STRING, str.type());
        assertEquals("iceberg", str.getString());
        Variant shortStr = v(shortString("héllo"));
        assertEquals(Variant.Type.STRING, shortStr.type());
        assertEquals("héllo", shortStr.getString());

        UUID uuid = UUID.fromString("f24f9b64-81fa-49d1-b74e-8c09a6e31c56");
        Variant u = v(cat(primitiveHeader(20), new byte[] {(byte) 0xf2, 0x4f, (byte) 0x9b, 0x64, (byte) 0x81,
            (byte) 0xfa, 0x49, (byte) 0xd1, (byte) 0xb7, 0x4e, (byte) 0x8c, 0x09, (byte) 0xa6, (byte) 0xe3, 0x1c, 0x56}));
        assertEquals(Variant.Type.UUID, u.type());
        assertEquals(uuid, u.getUuid());
    }

    @Test
    void gettersRefuseOtherTypes() {
        Variant s = v(shortString("x"));
        assertThrows(ParquetException.class, s::getLong);
        assertThrows(ParquetException.class, s::getBoolean);
        assertThrows(ParquetException.class, s::objectSize);
        assertThrows(ParquetException.class, s::arraySize);
        assertThrows(ParquetException.class, () -> v(new byte[] {0}).getString());
        assertEquals(BigDecimal.valueOf(-34), v(cat(primitiveHeader(3), -34)).getDecimal());
    }

    // ---- metadata, objects, arrays ---------------------------------------------------------

    @Test
    void metadataWithEveryOffsetSize() {
        for (int size = 1; size <= 4; size++) {
            byte[] bytes = metadata(size, true, "a", "bb", "ccc");
            VariantMetadata m = VariantMetadata.parse(bytes);
            assertEquals(3, m.size(), "offset size " + size);
            assertEquals("bb", m.name(1));
            assertEquals(2, m.id("ccc"));
            assertEquals(-1, m.id("d"));
            assertTrue(m.isSorted());
            assertEquals(bytes.length, m.encodedLength());
        }
        assertEquals(0, VariantMetadata.parse(EMPTY_METADATA).size());
    }

    @Test
    void objectsWithEveryIdAndOffsetSizeAndOutOfOrderValues() {
        byte[] meta = metadata(1, false, "b", "a", "c");
        for (int idSize = 1; idSize <= 4; idSize++) {
            for (int offsetSize = 1; offsetSize <= 4; offsetSize++) {
                for (boolean large : new boolean[] {false, true}) {
                    // fields listed in name order a(1), b(0), c(2); the values are in another order
                    // so offsets are not monotonic, as the spec allows
                    byte[] va = cat(primitiveHeader(3), 1);
                    byte[] vb = shortString("two");
                    byte[] vc = array(1, false, cat(primitiveHeader(3), 3));
                    List<Object> parts = new ArrayList<>();
                    parts.add(2 | (((large ? 0x10 : 0) | ((idSize - 1) << 2) | (offsetSize - 1)) << 2));
                    parts.add(le(3, large ? 4 : 1));
                    parts.add(le(1, idSize));
                    parts.add(le(0, idSize));
                    parts.add(le(2, idSize));
                    // value bytes laid out c, a, b
                    parts.add(le(vc.length, offsetSize)); // a
                    parts.add(le(vc.length + va.length, offsetSize)); // b
                    parts.add(le(0, offsetSize)); // c
                    parts.add(le(vc.length + va.length + vb.length, offsetSize));
                    parts.add(vc);
                    parts.add(va);
                    parts.add(vb);
                    Variant o = Variant.of(meta, cat(parts.toArray()));
                    String where = "id size " + idSize + ", offset size " + offsetSize + ", large " + large;
                    assertEquals(Variant.Type.OBJECT, o.type(), where);
                    assertEquals(3, o.objectSize(), where);
                    assertEquals("a", o.fieldName(0), where);
                    assertEquals(1, o.field("a").getLong(), where);
                    assertEquals("two", o.field("b").getString(), where);
                    assertEquals(3, o.field("c").element(0).getLong(), where);
                    assertNull(o.field("d"), where);
                    assertEquals("{\"a\":1,\"b\":\"two\",\"c\":[3]}", o.toJson(), where);
                }
            }
        }
    }

    @Test
    void arraysWithEveryOffsetSize() {
        for (int offsetSize = 1; offsetSize <= 4; offsetSize++) {
            for (boolean large : new boolean[] {false, true}) {
                Variant a = v(array(offsetSize, large, shortString("comedy"), new byte[] {0},
                        array(offsetSize, large)));
                assertEquals(3, a.arraySize());
                assertEquals("comedy", a.element(0).getString());
                assertTrue(a.element(1).isNull());
                assertEquals(0, a.element(2).arraySize());
                assertThrows(IndexOutOfBoundsException.class, () -> a.element(3));
                assertEquals("[\"comedy\",null,[]]", a.toJson());
            }
        }
    }

    @Test
    void largeObjectFindsEveryFieldByBinarySearch() {
        int n = 300; // > 255: is_large, 2-byte ids and offsets
        String[] names = new String[n];
        for (int i = 0; i < n; i++) {
            names[i] = String.format("f%03d", i);
        }
        VariantBuilder b = new VariantBuilder();
        b.startObject();
        for (int i = n - 1; i >= 0; i--) {
            b.key(names[i]).appendInt(i);
        }
        b.endObject();
        Variant o = b.build();
        assertEquals(n, o.objectSize());
        assertEquals(0x10, (o.valueBytes()[0] >>> 2) & 0x10, "is_large set");
        for (int i = 0; i < n; i++) {
            assertEquals(i, o.field(names[i]).getLong());
        }
        assertNull(o.field("f300"));
        assertNull(o.field("a"));
    }

    // ---- equality ----------------------------------------------------------------------------

    @Test
    void equalityFollowsTheEquivalenceClasses() {
        assertEquals(v(cat(primitiveHeader(3), 1)), v(cat(primitiveHeader(10), 2, le(100, 16))));
        assertEquals(v(cat(primitiveHeader(3), 1)).hashCode(), v(cat(primitiveHeader(10), 2, le(100, 16))).hashCode());
        assertEquals(v(cat(primitiveHeader(5), le(7, 4))), v(cat(primitiveHeader(6), le(7, 8))));
        assertNotEquals(v(cat(primitiveHeader(5), le(7, 4))), v(cat(primitiveHeader(6), le(8, 8))));
        assertEquals(v(shortString("abc")), v(cat(primitiveHeader(16), le(3, 4), "abc".getBytes(StandardCharsets.UTF_8))));
        assertNotEquals(v(shortString("abc")), v(shortString("abd")));
        assertEquals(v(cat(primitiveHeader(12), le(1_000_000, 8))), v(cat(primitiveHeader(18), le(1_000_000_000, 8))));
        assertNotEquals(v(cat(primitiveHeader(12), le(1, 8))), v(cat(primitiveHeader(13), le(1, 8))));
        // float and double are different classes; -0.0 and 0.0 differ
        assertNotEquals(v(cat(primitiveHeader(14), le(Float.floatToIntBits(1f), 4))),
                v(cat(primitiveHeader(7), le(Double.doubleToLongBits(1d), 8))));
        assertNotEquals(v(cat(primitiveHeader(7), le(Double.doubleToLongBits(-0.0), 8))),
                v(cat(primitiveHeader(7), le(Double.doubleToLongBits(0.0), 8))));
        assertNotEquals(v(new byte[] {0}), v(new byte[] {primitiveHeader(2)}));
        assertNotEquals(v(array(1, false, shortString("a"), shortString("b"))),
                v(array(1, false, shortString("b"), shortString("a"))));
        assertNotEquals(v(array(1, false, shortString("a"))), v(array(1, false, shortString("a"), new byte[] {0})));
    }

    @Test
    void objectsCompareAsMapsAcrossMetadataAndEncodings() {
        // {"a": 1, "b": "x"} under two dictionaries with different ids and widths
        Variant one = Variant.of(metadata(1, true, "a", "b"),
                object(1, 1, false, new int[] {0, 1}, cat(primitiveHeader(3), 1), shortString("x")));
        Variant two = Variant.of(metadata(2, false, "z", "b", "a"),
                object(4, 4, true, new int[] {2, 1}, cat(primitiveHeader(6), le(1, 8)), shortString("x")));
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        Variant other = Variant.of(metadata(1, true, "a", "b"),
                object(1, 1, false, new int[] {0, 1}, cat(primitiveHeader(3), 1), shortString("y")));
        assertNotEquals(one, other);
        Variant fewer = Variant.of(metadata(1, true, "a", "b"),
                object(1, 1, false, new int[] {0}, cat(primitiveHeader(3), 1)));
        assertNotEquals(one, fewer);
        Variant renamed = Variant.of(metadata(1, true, "a", "c"),
                object(1, 1, false, new int[] {0, 1}, cat(primitiveHeader(3), 1), shortString("x")));
        assertNotEquals(one, renamed);
    }

    // ---- builder -----------------------------------------------------------------------------

    @Test
    void builderRoundTripsEveryTypeAndNesting() {
        UUID uuid = UUID.randomUUID();
        String longString = "x".repeat(100);
        VariantBuilder b = new VariantBuilder();
        b.startObject();
        b.key("null").appendNull();
        b.key("t").appendBoolean(true);
        b.key("i8").appendByte((byte) -8);
        b.key("i16").appendShort((short) 300);
        b.key("i32").appendInt(70000);
        b.key("i64").appendLong(Long.MIN_VALUE);
        b.key("f").appendFloat(1.5f);
        b.key("d").appendDouble(-2.25);
        b.key("dec4").appendDecimal(new BigDecimal("1.23"));
        b.key("dec8").appendDecimal(new BigDecimal("12345678901.23"));
        b.key("dec16").appendDecimal(new BigDecimal("-123456789012345678901234.5"));
        b.key("date").appendDate(LocalDate.of(2024, 2, 29));
        b.key("time").appendTime(LocalTime.of(23, 59, 59, 999_999_000));
        b.key("ts").appendTimestamp(Instant.parse("1900-01-01T00:00:00.000001Z"));
        b.key("tsn").appendTimestamp(Instant.parse("2262-01-01T00:00:00.000000001Z"));
        b.key("ntz").appendTimestampNtz(LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_999_000));
        b.key("bin").appendBinary(new byte[] {1, 2, 3});
        b.key("s").appendString("short");
        b.key("long").appendString(longString);
        b.key("uuid").appendUuid(uuid);
        b.key("arr").startArray().appendInt(1).startObject().key("inner").appendString("y").endObject().endArray();
        b.endObject();
        Variant v = b.build();
        assertEquals(21, v.objectSize());
        assertTrue(v.field("null").isNull());
        assertTrue(v.field("t").getBoolean());
        assertEquals(Variant.Type.INT8, v.field("i8").type());
        assertEquals(-8, v.field("i8").getLong());
        assertEquals(300, v.field("i16").getLong());
        assertEquals(70000, v.field("i32").getLong());
        assertEquals(Long.MIN_VALUE, v.field("i64").getLong());
        assertEquals(1.5f, v.field("f").getFloat());
        assertEquals(-2.25, v.field("d").getDouble());
        assertEquals(Variant.Type.DECIMAL4, v.field("dec4").type());
        assertEquals(new BigDecimal("1.23"), v.field("dec4").getDecimal());
        assertEquals(Variant.Type.DECIMAL8, v.field("dec8").type());
        assertEquals(new BigDecimal("12345678901.23"), v.field("dec8").getDecimal());
        assertEquals(Variant.Type.DECIMAL16, v.field("dec16").type());
        assertEquals(new BigDecimal("-123456789012345678901234.5"), v.field("dec16").getDecimal());
        assertEquals(LocalDate.of(2024, 2, 29), v.field("date").getDate());
        assertEquals(LocalTime.of(23, 59, 59, 999_999_000), v.field("time").getTime());
        assertEquals(Variant.Type.TIMESTAMP, v.field("ts").type());
        assertEquals(Instant.parse("1900-01-01T00:00:00.000001Z"), v.field("ts").getTimestamp());
        assertEquals(Variant.Type.TIMESTAMP_NANOS, v.field("tsn").type());
        assertEquals(Instant.parse("2262-01-01T00:00:00.000000001Z"), v.field("tsn").getTimestamp());
        assertEquals(LocalDateTime.of(1969, 12, 31, 23, 59, 59, 999_999_000), v.field("ntz").getTimestampNtz());
        assertArrayEquals(new byte[] {1, 2, 3}, v.field("bin").getBinary());
        assertEquals("short", v.field("s").getString());
        assertEquals(longString, v.field("long").getString());
        assertEquals(Variant.Type.STRING, v.field("long").type());
        assertEquals(uuid, v.field("uuid").getUuid());
        assertEquals("y", v.field("arr").element(1).field("inner").getString());
        // the metadata built for new names holds every key once
        assertEquals(22, v.metadata().size());
        // re-decoding the bytes gives an equal value
        assertEquals(v, Variant.of(v.metadata().toByteArray(), v.valueBytes()));
        // copying into a builder with a different dictionary re-encodes field ids
        VariantBuilder other = new VariantBuilder(VariantMetadata.parse(metadata(1, true, "zzz", "s")));
        other.appendVariant(v);
        Variant copy = other.build();
        assertEquals(v, copy);
        assertEquals("s", copy.metadata().name(1));
    }

    @Test
    void builderUsesWideOffsetsForLargeValues() {
        String big = "y".repeat(70_000); // > 65535 bytes: 3-byte offsets
        VariantBuilder b = new VariantBuilder();
        b.startArray().appendString(big).appendString("z").endArray();
        Variant a = b.build();
        assertEquals(2, (a.valueBytes()[0] >>> 2) & 0x3, "offset size 3");
        assertEquals(big, a.element(0).getString());
        assertEquals("z", a.element(1).getString());
    }

    @Test
    void builderRejectsMisuse() {
        assertThrows(ParquetException.class, () -> new VariantBuilder().startObject().key("a").appendInt(1)
                .key("a").appendInt(2).endObject());
        assertThrows(ParquetException.class, () -> new VariantBuilder().startObject().appendInt(1));
        assertThrows(ParquetException.class, () -> new VariantBuilder().appendInt(1).appendInt(2));
        assertThrows(ParquetException.class, () -> new VariantBuilder().startArray().build());
        assertThrows(ParquetException.class, () -> new VariantBuilder().build());
        assertThrows(ParquetException.class, () -> new VariantBuilder().key("a"));
        assertThrows(ParquetException.class, () -> new VariantBuilder().appendDecimal(new BigDecimal("1e-39")));
        assertThrows(ParquetException.class, () -> new VariantBuilder().appendTime(LocalTime.of(1, 0, 0, 1)));
    }

    // ---- malformed input ---------------------------------------------------------------------

    @Test
    void malformedMetadataIsRejected() {
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[0]));
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x02, 0, 0})); // version 2
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x01})); // no size
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x01, 5, 0})); // 5 strings, no offsets
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(
                cat(0xC1, le(0xFFFF_FFFFL, 4), le(0, 4)))); // 4-byte size of 2^32-1
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x01, 1, 0, 9, 'a'})); // end past bytes
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x01, 2, 0, 2, 1, 'a', 'b'})); // decreasing
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x01, 1, 1, 1, 'a'})); // first != 0
        assertThrows(ParquetException.class, () -> VariantMetadata.parse(new byte[] {0x01, 1, 0, 1, (byte) 0xFF})); // bad UTF-8
    }

    @Test
    void malformedValuesAreRejected() {
        assertThrows(ParquetException.class, () -> v(new byte[0]));
        assertThrows(ParquetException.class, () -> v(new byte[] {primitiveHeader(21)})); // unknown type id
        assertThrows(ParquetException.class, () -> v(new byte[] {primitiveHeader(6), 1, 2})); // int64 cut short
        assertThrows(ParquetException.class, () -> v(cat(primitiveHeader(16), le(0x7FFF_FFFF, 4), (int) 'a'))); // long string
        assertThrows(ParquetException.class, () -> v(cat(1 | (5 << 2), (int) 'a'))); // short string cut short
        assertThrows(ParquetException.class, () -> v(cat(0x02 | (0x10 << 2), le(0xFFFF_FFFFL, 4)))); // huge object
        assertThrows(ParquetException.class, () -> v(cat(0x03 | (0x04 << 2), le(0x7FFF_FFFF, 4)))); // huge array
        // object whose field id is outside the (empty) dictionary
        Variant badId = v(object(1, 1, false, new int[] {3}, new byte[] {0}));
        assertThrows(ParquetException.class, () -> badId.fieldName(0));
        assertThrows(ParquetException.class, badId::toJson);
        // array whose element offset points past its data
        Variant badOffset = v(new byte[] {0x03, 1, 5, 1, 0});
        assertThrows(ParquetException.class, () -> badOffset.element(0));
        // decimal with scale 39, time outside a day, invalid UTF-8 in a string
        assertThrows(ParquetException.class, () -> v(cat(primitiveHeader(8), 39, le(1, 4))).getDecimal());
        assertThrows(ParquetException.class, () -> v(cat(primitiveHeader(17), le(86_400_000_000L, 8))).getTime());
        assertThrows(ParquetException.class, () -> v(cat(1 | (1 << 2), 0xC0)).getString());
    }

    /** Walks a whole value: every getter a type offers, recursively. */
    private static void walk(Variant v, int depth) {
        v.hashCode();
        switch (v.type()) {
            case OBJECT -> {
                for (int i = 0; i < v.objectSize(); i++) {
                    v.fieldName(i);
                    walk(v.fieldValue(i), depth + 1);
                }
            }
            case ARRAY -> {
                for (int i = 0; i < v.arraySize(); i++) {
                    walk(v.element(i), depth + 1);
                }
            }
            default -> v.toJson();
        }
    }

    @Test
    void truncatedAndCorruptedBytesOnlyEverRaiseParquetException() {
        VariantBuilder b = new VariantBuilder();
        b.startObject();
        b.key("name").appendString("a string that is longer than sixty-four bytes, so it is a long string");
        b.key("n").appendDecimal(new BigDecimal("-123456789012345678901234.5"));
        b.key("list").startArray().appendInt(1).appendNull().startObject().key("x").appendTimestamp(Instant.EPOCH)
                .endObject().appendUuid(new UUID(1, 2)).endArray();
        b.key("t").appendTime(LocalTime.NOON);
        b.endObject();
        Variant good = b.build();
        byte[] metadata = good.metadata().toByteArray();
        byte[] value = good.valueBytes();
        walk(good, 0);
        for (int cut = 0; cut < value.length; cut++) {
            byte[] truncated = Arrays.copyOf(value, cut);
            assertOnlyParquetException(metadata, truncated, "value cut at " + cut);
        }
        for (int cut = 0; cut < metadata.length; cut++) {
            assertOnlyParquetException(Arrays.copyOf(metadata, cut), value, "metadata cut at " + cut);
        }
        Random random = new Random(42);
        for (int round = 0; round < 5000; round++) {
            byte[] corrupt = value.clone();
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                corrupt[random.nextInt(corrupt.length)] = (byte) random.nextInt(256);
            }
            byte[] meta = metadata.clone();
            if (round % 4 == 0) {
                meta[random.nextInt(meta.length)] = (byte) random.nextInt(256);
            }
            assertOnlyParquetException(meta, corrupt, "round " + round);
        }
    }

    private static void assertOnlyParquetException(byte[] metadata, byte[] value, String what) {
        try {
            walk(Variant.of(metadata, value), 0);
        } catch (ParquetException expected) {
            // the one acceptable failure
        } catch (RuntimeException e) {
            fail(what + ": " + e, e);
        }
    }
}
