package io.parquetry.compression;

import static io.parquetry.compression.CodecsTest.compress;
import static io.parquetry.compression.CodecsTest.decompress;
import static io.parquetry.compression.CodecsTest.random;
import static io.parquetry.compression.CodecsTest.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

class GzipCodecTest {
    private static final Compression GZ = Compression.GZIP;

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    static byte[] jdkGzip(byte[] in) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bos)) {
            gz.write(in);
        }
        return bos.toByteArray();
    }

    @Test
    void concatenatedMembersDecompressToTheConcatenation() {
        byte[] a = text(3000);
        byte[] b = random(500, 9);
        byte[] c = new byte[0];
        byte[] members = concat(compress(GZ, a), compress(GZ, b), compress(GZ, c), compress(GZ, a));
        assertArrayEquals(concat(a, b, c, a), decompress(GZ, members, a.length * 2 + b.length));
    }

    @Test
    void concatenatedMembersLargerThanDeclaredFail() {
        byte[] a = text(3000);
        byte[] members = concat(compress(GZ, a), compress(GZ, a));
        byte[] out = new byte[6001];
        ParquetException e = assertThrows(ParquetException.class,
                () -> Codecs.get(GZ).decompress(members, 0, members.length, out, 0, 3000));
        assertTrue(e.getMessage().contains("GZIP"), e.getMessage());
        assertThrows(ParquetException.class, () -> Codecs.get(GZ).decompress(members, 0, members.length, out, 0, 5999));
        assertThrows(ParquetException.class, () -> Codecs.get(GZ).decompress(members, 0, members.length, out, 0, 6001));
    }

    @Test
    void outputReadableByJdk() throws IOException {
        byte[] in = text(100_000);
        try (GZIPInputStream gz = new GZIPInputStream(new ByteArrayInputStream(compress(GZ, in)))) {
            assertArrayEquals(in, gz.readAllBytes());
        }
    }

    @Test
    void readsJdkOutputAndOptionalHeaderFields() throws IOException {
        byte[] in = text(10_000);
        byte[] jdk = jdkGzip(in);
        assertArrayEquals(in, decompress(GZ, jdk, in.length));

        // Same member with FEXTRA, FNAME, FCOMMENT and FHCRC set.
        byte[] body = java.util.Arrays.copyOfRange(jdk, 10, jdk.length);
        byte[] header = {0x1f, (byte) 0x8b, 8, 4 | 8 | 16 | 2, 0, 0, 0, 0, 0, 3};
        byte[] extra = {3, 0, 'a', 'b', 'c'};
        byte[] name = {'p', '.', 'b', 'i', 'n', 0};
        byte[] comment = {'h', 'i', 0};
        byte[] hcrc = {0x12, 0x34};
        byte[] full = concat(header, extra, name, comment, hcrc, body);
        assertArrayEquals(in, decompress(GZ, full, in.length));
        // Trailing zero padding after the last member is tolerated, other garbage is not.
        assertArrayEquals(in, decompress(GZ, concat(full, new byte[7]), in.length));
        assertThrows(ParquetException.class, () -> decompress(GZ, concat(full, new byte[] {0, 1}), in.length));
        // Unterminated name.
        byte[] noEnd = concat(new byte[] {0x1f, (byte) 0x8b, 8, 8, 0, 0, 0, 0, 0, 3}, new byte[] {'x', 'y'});
        assertThrows(ParquetException.class, () -> decompress(GZ, noEnd, 2));
    }

    @Test
    void checksumAndLengthAreVerified() {
        byte[] in = text(2000);
        byte[] good = compress(GZ, in);
        byte[] badCrc = good.clone();
        badCrc[good.length - 8] ^= 1;
        ParquetException e = assertThrows(ParquetException.class, () -> decompress(GZ, badCrc, in.length));
        assertTrue(e.getMessage().contains("CRC"), e.getMessage());
        byte[] badSize = good.clone();
        badSize[good.length - 4] ^= 1;
        assertThrows(ParquetException.class, () -> decompress(GZ, badSize, in.length));
        byte[] badMagic = good.clone();
        badMagic[1] = 0;
        assertThrows(ParquetException.class, () -> decompress(GZ, badMagic, in.length));
    }
}
