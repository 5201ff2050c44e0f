package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.PageVersion;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Classes with more properties than one generated method takes (32): the processor writes them
 * through one method per slice of properties, and reads a no-argument-constructor class the same
 * way (a record keeps one read method: its constructor needs every value at once). Nested groups
 * and lists inside the slices keep their columns in order.
 */
class WideClassTest {
    /** 70 public fields cycling through required, optional, repeated and nested properties. */
    @ParquetRecord
    public static final class WideBean {
        public long l00; public Double d01; public int i02; public String s03; public List<Integer> li04; public Address a05;
        public long l06; public Double d07; public int i08; public String s09; public List<Integer> li10; public Address a11;
        public long l12; public Double d13; public int i14; public String s15; public List<Integer> li16; public Address a17;
        public long l18; public Double d19; public int i20; public String s21; public List<Integer> li22; public Address a23;
        public long l24; public Double d25; public int i26; public String s27; public List<Integer> li28; public Address a29;
        public long l30; public Double d31; public int i32; public String s33; public List<Integer> li34; public Address a35;
        public long l36; public Double d37; public int i38; public String s39; public List<Integer> li40; public Address a41;
        public long l42; public Double d43; public int i44; public String s45; public List<Integer> li46; public Address a47;
        public long l48; public Double d49; public int i50; public String s51; public List<Integer> li52; public Address a53;
        public long l54; public Double d55; public int i56; public String s57; public List<Integer> li58; public Address a59;
        public long l60; public Double d61; public int i62; public String s63; public List<Integer> li64; public Address a65;
        public long l66; public Double d67; public int i68; public String s69;

        public WideBean() {}

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof WideBean other)) {
                return false;
            }
            try {
                for (Field f : WideBean.class.getFields()) {
                    if (!Objects.equals(f.get(this), f.get(other))) {
                        return false;
                    }
                }
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
            return true;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** 40 components: written in slices, read by one method. */
    @ParquetRecord
    public record WideRecord(
            long l00, Double d01, int i02, String s03, long l04, Double d05, int i06, String s07,
            long l08, Double d09, int i10, String s11, long l12, Double d13, int i14, String s15,
            long l16, Double d17, int i18, String s19, long l20, Double d21, int i22, String s23,
            long l24, Double d25, int i26, String s27, long l28, Double d29, int i30, String s31,
            long l32, Double d33, int i34, String s35, long l36, Double d37, int i38, String s39) {}

    private static Object valueFor(Class<?> type, Random r) {
        if (type == long.class) {
            return r.nextLong();
        }
        if (type == int.class) {
            return r.nextInt();
        }
        if (type == Double.class) {
            return r.nextInt(4) == 0 ? null : r.nextDouble();
        }
        if (type == String.class) {
            return r.nextInt(4) == 0 ? null : "s" + r.nextInt(50);
        }
        if (type == Address.class) {
            return r.nextInt(3) == 0 ? null : new Address("city" + r.nextInt(9), "c", r.nextBoolean() ? null : r.nextInt(40));
        }
        List<Integer> list = new ArrayList<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            list.add(r.nextInt(100));
        }
        return r.nextInt(5) == 0 ? null : list;
    }

    @Test
    void wideBeansRoundTripThroughSplitMethods() throws Exception {
        Random r = new Random(70);
        List<WideBean> beans = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            WideBean b = new WideBean();
            for (Field f : WideBean.class.getFields()) {
                Object v = valueFor(f.getType(), r);
                if (v != null || !f.getType().isPrimitive()) {
                    f.set(b, v);
                }
            }
            beans.add(b);
        }
        for (PageVersion v : PageVersion.values()) {
            assertEquals(beans, GeneratedRoundTripTest.read(WideBean.class,
                    GeneratedRoundTripTest.write(WideBean.class, beans, v, true)));
        }
        // 70 properties: three write slices and three read slices
        Class<?> mapper = Class.forName(WideBean.class.getName().replace("WideClassTest$WideBean", "WideClassTest_WideBeanParquet"));
        assertNotNull(mapper.getDeclaredMethod("write_root_2", WideBean.class, io.parquetry.spi.ColumnSink[].class, int.class));
        assertNotNull(mapper.getDeclaredMethod("read_root_2", io.parquetry.spi.ColumnSource[].class, WideBean.class));
    }

    @Test
    void wideRecordsRoundTrip() {
        Random r = new Random(40);
        List<WideRecord> records = new ArrayList<>();
        java.lang.reflect.RecordComponent[] components = WideRecord.class.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
        }
        for (int i = 0; i < 300; i++) {
            Object[] args = new Object[components.length];
            for (int c = 0; c < args.length; c++) {
                Object v = valueFor(types[c], r);
                args[c] = v;
            }
            try {
                records.add(WideRecord.class.getDeclaredConstructor(types).newInstance(args));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        assertEquals(records, GeneratedRoundTripTest.read(WideRecord.class,
                GeneratedRoundTripTest.write(WideRecord.class, records, PageVersion.V1, true)));
    }
}
