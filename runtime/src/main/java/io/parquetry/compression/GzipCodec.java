package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * {@code GZIP}: RFC 1952 members around raw deflate from the JDK's {@link Deflater} and
 * {@link Inflater}, framed by hand so the whole path works on arrays. Decompression accepts
 * several concatenated members (some writers emit one per buffer flush) and verifies each
 * member's CRC-32 and length. The deflater and inflater are reused across calls, so an instance
 * must be used by one thread at a time.
 */
final class GzipCodec implements Codec {
    private static final Compression C = Compression.GZIP;
    // FTEXT (1) is only a hint and needs no handling.
    private static final int FHCRC = 2, FEXTRA = 4, FNAME = 8, FCOMMENT = 16;
    private static final int HEADER_MIN = 10, TRAILER = 8;

    private final int level;
    private final CRC32 crc = new CRC32();
    private final byte[] probe = new byte[1];
    private Deflater deflater;
    private Inflater inflater;

    GzipCodec(int level) {
        this.level = level;
    }

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(C, in, off, len, out);
        if (deflater == null) {
            deflater = new Deflater(level, true);
        } else {
            deflater.reset();
        }
        // Header: magic, CM=deflate, no flags, no mtime, no extra flags, OS=unknown.
        out.ensureCapacity(HEADER_MIN);
        byte[] b = out.array();
        int p = out.size();
        b[p] = 0x1f;
        b[p + 1] = (byte) 0x8b;
        b[p + 2] = 8;
        for (int i = 3; i < 9; i++) {
            b[p + i] = 0;
        }
        b[p + 9] = (byte) 0xff;
        CodecSupport.commit(out, HEADER_MIN);

        deflater.setInput(in, off, len);
        deflater.finish();
        // Stored blocks bound the expansion of incompressible input to ~5 bytes per 16 KiB.
        int reserve = len + (len >>> 10) + 64;
        while (!deflater.finished()) {
            out.ensureCapacity(reserve);
            byte[] buf = out.array();
            int n = deflater.deflate(buf, out.size(), buf.length - out.size());
            CodecSupport.commit(out, n);
            reserve = 4096;
        }
        crc.reset();
        crc.update(in, off, len);
        out.writeIntLE((int) crc.getValue());
        out.writeIntLE(len);
    }

    @Override
    public long maxDecompressedSize(byte[] in, int off, int len) {
        return len * 1032L; // deflate expands at most 1032:1, members included
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        CodecSupport.checkDecompressArgs(C, in, off, len, out, outOff, uncompressedSize);
        if (len == 0 && uncompressedSize == 0) {
            return;
        }
        if (inflater == null) {
            inflater = new Inflater(true);
        }
        final int end = off + len;
        int pos = off;
        int produced = 0;
        int member = 0;
        do {
            pos = skipHeader(in, pos, end, member);
            int memberStart = produced;
            inflater.reset();
            inflater.setInput(in, pos, end - pos);
            try {
                int stalls = 0;
                while (!inflater.finished()) {
                    int n;
                    if (produced < uncompressedSize) {
                        n = inflater.inflate(out, outOff + produced, uncompressedSize - produced);
                    } else {
                        // Output is full: any further byte means the data is larger than declared.
                        n = inflater.inflate(probe, 0, 1);
                        if (n > 0) {
                            throw CodecSupport.tooLarge(C, uncompressedSize);
                        }
                    }
                    produced += n;
                    if (n == 0 && !inflater.finished()) {
                        if (inflater.needsDictionary()) {
                            throw CodecSupport.corrupt(C, "deflate stream of member " + member + " needs a preset dictionary");
                        }
                        if (inflater.needsInput()) {
                            throw CodecSupport.corrupt(C, "truncated deflate stream in member " + member);
                        }
                        if (++stalls > 4) {
                            throw CodecSupport.corrupt(C, "deflate stream of member " + member + " makes no progress");
                        }
                    } else {
                        stalls = 0;
                    }
                }
            } catch (DataFormatException e) {
                throw CodecSupport.corrupt(C, "invalid deflate data in member " + member, e);
            }
            pos = end - inflater.getRemaining();
            if (end - pos < TRAILER) {
                throw CodecSupport.corrupt(C, "member " + member + " has a truncated trailer");
            }
            crc.reset();
            crc.update(out, outOff + memberStart, produced - memberStart);
            int expectedCrc = CodecSupport.readIntLE(in, pos);
            int isize = CodecSupport.readIntLE(in, pos + 4);
            if ((int) crc.getValue() != expectedCrc) {
                throw CodecSupport.corrupt(C, "CRC-32 mismatch in member " + member);
            }
            if (isize != produced - memberStart) {
                throw CodecSupport.corrupt(C, "member " + member + " declares " + Integer.toUnsignedString(isize)
                        + " bytes but holds " + (produced - memberStart));
            }
            pos += TRAILER;
            member++;
        } while (pos < end && !zeroPadding(in, pos, end));
        if (produced != uncompressedSize) {
            throw CodecSupport.wrongSize(C, produced, uncompressedSize);
        }
    }

    /** Some writers pad the page after the last member with zeros; those bytes are ignored. */
    private static boolean zeroPadding(byte[] in, int pos, int end) {
        for (int i = pos; i < end; i++) {
            if (in[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Validates the member header at {@code pos} and returns the offset of its deflate data. */
    private static int skipHeader(byte[] in, int pos, int end, int member) {
        if (end - pos < HEADER_MIN) {
            throw CodecSupport.corrupt(C, "truncated header of member " + member + " at input offset " + pos);
        }
        if ((in[pos] & 0xFF) != 0x1f || (in[pos + 1] & 0xFF) != 0x8b) {
            throw CodecSupport.corrupt(C, "no gzip magic for member " + member + " at input offset " + pos);
        }
        if (in[pos + 2] != 8) {
            throw CodecSupport.corrupt(C, "unknown compression method " + (in[pos + 2] & 0xFF) + " in member " + member);
        }
        int flags = in[pos + 3] & 0xFF;
        if ((flags & 0xE0) != 0) {
            throw CodecSupport.corrupt(C, "reserved header flags set in member " + member);
        }
        int p = pos + HEADER_MIN;
        if ((flags & FEXTRA) != 0) {
            if (end - p < 2) {
                throw CodecSupport.corrupt(C, "truncated extra field in member " + member);
            }
            int xlen = (in[p] & 0xFF) | ((in[p + 1] & 0xFF) << 8);
            p += 2;
            if (end - p < xlen) {
                throw CodecSupport.corrupt(C, "truncated extra field in member " + member);
            }
            p += xlen;
        }
        if ((flags & FNAME) != 0) {
            p = skipZeroTerminated(in, p, end, member, "file name");
        }
        if ((flags & FCOMMENT) != 0) {
            p = skipZeroTerminated(in, p, end, member, "comment");
        }
        if ((flags & FHCRC) != 0) {
            if (end - p < 2) {
                throw CodecSupport.corrupt(C, "truncated header CRC in member " + member);
            }
            p += 2;
        }
        return p;
    }

    private static int skipZeroTerminated(byte[] in, int p, int end, int member, String what) {
        while (p < end) {
            if (in[p++] == 0) {
                return p;
            }
        }
        throw CodecSupport.corrupt(C, "unterminated " + what + " in header of member " + member);
    }
}
