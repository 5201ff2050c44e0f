package io.parquetry.compression;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;
import org.xerial.snappy.Snappy;

/**
 * Loads the runtime classes in a class loader that sees snappy-java but none of the optional
 * codec libraries, as a user's application without them would.
 */
class MissingLibraryTest {
    private static URL location(Class<?> c) {
        return c.getProtectionDomain().getCodeSource().getLocation();
    }

    @Test
    void optionalCodecsNameTheirArtifactAndOthersStillWork() throws Exception {
        URL[] urls = {location(Codecs.class), location(Snappy.class)};
        try (URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
            Class<?> codecs = loader.loadClass(Codecs.class.getName());
            Class<?> compression = loader.loadClass("io.parquetry.base.Compression");
            Method get = codecs.getMethod("get", compression);

            String[][] expected = {
                {"ZSTD", "ZSTD compression needs com.github.luben:zstd-jni on the classpath"},
                {"LZ4_RAW", "LZ4_RAW compression needs at.yawk.lz4:lz4-java on the classpath"},
                {"LZ4", "LZ4 compression needs at.yawk.lz4:lz4-java on the classpath"},
                {"BROTLI", "BROTLI compression needs com.aayushatharva.brotli4j:brotli4j on the classpath"},
            };
            for (String[] e : expected) {
                Object c = enumValue(compression, e[0]);
                InvocationTargetException thrown = assertThrows(InvocationTargetException.class, () -> get.invoke(null, c));
                assertEquals("io.parquetry.base.ParquetException", thrown.getCause().getClass().getName(), e[0]);
                assertEquals(e[1], thrown.getCause().getMessage());
            }
            // Codecs without optional libraries are unaffected; a GZIP round trip runs in that loader.
            for (String name : new String[] {"UNCOMPRESSED", "SNAPPY", "GZIP"}) {
                Object codec = get.invoke(null, enumValue(compression, name));
                Class<?> builderClass = loader.loadClass("io.parquetry.bytes.BytesBuilder");
                Object builder = builderClass.getConstructor().newInstance();
                byte[] in = CodecsTest.text(5000);
                Class<?> codecInterface = loader.loadClass(Codec.class.getName());
                codecInterface.getMethod("compress", byte[].class, int.class, int.class, builderClass)
                        .invoke(codec, in, 0, in.length, builder);
                byte[] compressed = (byte[]) builderClass.getMethod("toByteArray").invoke(builder);
                byte[] out = new byte[in.length];
                codecInterface.getMethod("decompress", byte[].class, int.class, int.class, byte[].class, int.class, int.class)
                        .invoke(codec, compressed, 0, compressed.length, out, 0, in.length);
                assertEquals(new String(in, "US-ASCII"), new String(out, "US-ASCII"), name);
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumValue(Class<?> enumClass, String name) {
        return Enum.valueOf((Class) enumClass, name);
    }
}
