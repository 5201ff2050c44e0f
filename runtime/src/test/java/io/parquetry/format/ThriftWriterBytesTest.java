package io.parquetry.format;

import io.parquetry.bytes.BytesBuilder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Pins the exact bytes {@link ThriftWriter} produces for every sample record (all fields set,
 * only the required ones, every logical type, unknown union members), so a change to the
 * generated writer that alters file bytes fails here, not only in a round trip.
 */
class ThriftWriterBytesTest {
    /** Length and SHA-256 of the encodings below, taken from the hand-written writer this one replaced. */
    private static final int LENGTH = 1670;
    private static final String SHA_256 = "cb8b7c1c19fc8aaa5e7ec072e46cd706dab72d210493f9f05c233ed5bfbbbb7e";

    @Test
    void encodingsOfTheSamplesAreUnchanged() throws NoSuchAlgorithmException {
        BytesBuilder out = new BytesBuilder();
        ThriftWriter.write(Samples.fullFileMetaData(), out);
        ThriftWriter.write(Samples.minimalFileMetaData(), out);
        for (PageHeader h : Samples.fullPageHeaders()) {
            ThriftWriter.write(h, out);
        }
        for (PageHeader h : Samples.minimalPageHeaders()) {
            ThriftWriter.write(h, out);
        }
        for (ColumnIndex c : List.of(Samples.fullColumnIndex(), Samples.minimalColumnIndex())) {
            ThriftWriter.write(c, out);
        }
        for (OffsetIndex o : List.of(Samples.fullOffsetIndex(), Samples.minimalOffsetIndex())) {
            ThriftWriter.write(o, out);
        }
        for (ColumnMetaData c : List.of(Samples.fullColumnMetaData(), Samples.minimalColumnMetaData())) {
            ThriftWriter.write(c, out);
        }
        for (FileCryptoMetaData c : List.of(Samples.fullFileCryptoMetaData(), Samples.minimalFileCryptoMetaData())) {
            ThriftWriter.write(c, out);
        }
        ThriftWriter.write(BloomFilterHeader.splitBlockXxHash(1024), out);
        ThriftWriter.write(new BloomFilterHeader(64, new BloomFilterAlgorithm.Unknown(3), new BloomFilterHash.Unknown(4),
                new BloomFilterCompression.Unknown(5)), out);
        byte[] bytes = out.toByteArray();
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertEquals(LENGTH + " " + SHA_256, bytes.length + " " + digest);
    }
}
