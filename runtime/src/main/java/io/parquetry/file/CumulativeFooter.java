package io.parquetry.file;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.format.ThriftWriter;
import io.parquetry.io.InputFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * The cumulative footer: a copy of the file metadata written so far (schema, key/value metadata,
 * every row group written up to that point), which a writer with
 * {@code ParquetWriter.Builder.cumulativeFooterEvery(n)} puts between row groups, following the
 * format's error-recovery advice of writing metadata periodically. No column chunk references
 * these bytes, so the finished file stays a standard Parquet file (readers go by the real
 * footer's offsets); a file whose writer died before the real footer can be rebuilt exactly up to
 * the last complete cumulative footer ({@link Recovery}).
 *
 * <p>Layout, little-endian:
 * <pre>
 *   "PQRYCUM1" (8 bytes) | L (4) | FileMetaData, compact Thrift (L bytes) | CRC32 of those L bytes (4) | L (4) | "PQRYCUM1" (8)
 * </pre>
 * The marker and length at both ends let a scan find the last block from the end of the file
 * and let a forward page scan recognise one; the CRC rejects a block cut short or damaged.
 * A block's metadata may also be found by chance inside page data (a user value holding such
 * bytes); {@link Recovery} accepts a block only when it starts where the data of its own last row
 * group ends. Stateless; thread-safe.
 */
public final class CumulativeFooter {
    /** The marker at both ends of a block. */
    static final byte[] MARKER = "PQRYCUM1".getBytes(StandardCharsets.US_ASCII);
    /** Bytes of a block besides its metadata. */
    static final int OVERHEAD = 28;
    private static final int WINDOW = 1 << 20;

    private CumulativeFooter() {}

    /** Appends the block holding {@code metadata} to {@code out}. */
    public static void write(FileMetaData metadata, BytesBuilder out) {
        if (metadata.encryptionAlgorithm() != null) {
            throw new ParquetException("cumulative footers are not written for encrypted files (they would hold the"
                    + " metadata in plaintext)");
        }
        byte[] thrift = ThriftWriter.toBytes(metadata);
        CRC32 crc = new CRC32();
        crc.update(thrift, 0, thrift.length);
        out.writeBytes(MARKER);
        out.writeIntLE(thrift.length);
        out.writeBytes(thrift);
        out.writeIntLE((int) crc.getValue());
        out.writeIntLE(thrift.length);
        out.writeBytes(MARKER);
    }

    /**
     * A block found in a file.
     *
     * @param start file offset of its first marker
     * @param end file offset just after its last marker
     * @param metadata the metadata it holds
     */
    record Found(long start, long end, FileMetaData metadata) {}

    /** Whether the 8 bytes at {@code buf[off]} are the marker. */
    static boolean isMarker(byte[] buf, int off) {
        if (off < 0 || off + MARKER.length > buf.length) {
            return false;
        }
        for (int i = 0; i < MARKER.length; i++) {
            if (buf[off + i] != MARKER[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The last complete, intact block ending at or before {@code end} that {@code accept} takes,
     * scanning backwards from {@code end} to {@code from}; null when there is none. Reads the
     * scanned range once, a window at a time.
     */
    static Found findLast(InputFile in, long from, long end, int maxFooterSize, ThriftLimits limits,
                          java.util.function.Predicate<Found> accept) throws IOException {
        byte[] window = new byte[(int) Math.min(WINDOW, Math.max(0, end - from))];
        long hi = end; // window covers [lo, hi)
        while (hi - from >= OVERHEAD) {
            long lo = Math.max(from, hi - window.length);
            int n = (int) (hi - lo);
            in.readFully(lo, window, 0, n);
            for (int i = n - MARKER.length; i >= 0; i--) {
                if (window[i] == 'P' && isMarker(window, i)) {
                    Found f = blockEndingAt(in, from, lo + i + MARKER.length, maxFooterSize, limits);
                    if (f != null && accept.test(f)) {
                        return f;
                    }
                }
            }
            if (lo == from) {
                break;
            }
            hi = lo + MARKER.length - 1; // a marker across the window's edge is seen by the next window
        }
        return null;
    }

    /** The block whose trailing marker ends at {@code blockEnd}, or null when there is no intact one. */
    private static Found blockEndingAt(InputFile in, long from, long blockEnd, int maxFooterSize, ThriftLimits limits)
            throws IOException {
        if (blockEnd - from < OVERHEAD) {
            return null;
        }
        byte[] tail = new byte[8];
        in.readFully(blockEnd - 16, tail, 0, 8);
        int crc = ByteOrderAccess.getInt(tail, 0);
        int length = ByteOrderAccess.getInt(tail, 4);
        if (length < 0 || length > maxFooterSize || blockEnd - from < OVERHEAD + (long) length) {
            return null;
        }
        long start = blockEnd - OVERHEAD - length;
        byte[] head = new byte[12];
        in.readFully(start, head, 0, 12);
        if (!isMarker(head, 0) || ByteOrderAccess.getInt(head, 8) != length) {
            return null;
        }
        byte[] thrift = new byte[length];
        in.readFully(start + 12, thrift, 0, length);
        CRC32 check = new CRC32();
        check.update(thrift, 0, length);
        if ((int) check.getValue() != crc) {
            return null;
        }
        try {
            ThriftReader reader = new ThriftReader(thrift, 0, length, limits);
            FileMetaData md = reader.readFileMetaData();
            return reader.position() == length ? new Found(start, blockEnd, md) : null;
        } catch (ParquetException e) {
            return null;
        }
    }
}
