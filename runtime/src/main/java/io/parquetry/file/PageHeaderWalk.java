package io.parquetry.file;

import io.parquetry.base.PageType;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.io.InputFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The page headers of one unencrypted column chunk, read straight from the file: each page's
 * offset, header, header length and whether its CRC (when it has one) matches its bytes. The
 * chunk is read whole. Reading stops at the first structural problem, which is reported with the
 * pages read until then (tools inspect damaged files with it). Stateless; thread-safe.
 */
public final class PageHeaderWalk {
    /** A page: where its header starts, the header, its length, and the CRC verdict (null: no CRC). */
    public record Page(long offset, PageHeader header, int headerLength, Boolean crcOk) {}

    /** The pages read and the first structural problem (null when the chunk is sound; offset -1). */
    public record Result(List<Page> pages, String problem, long problemOffset) {}

    private PageHeaderWalk() {}

    /**
     * Walks the chunk {@code [start, start + length)} of {@code in} whose data pages should hold
     * {@code valueCount} values.
     *
     * @throws UncheckedIOException naming the file when it cannot be read
     */
    public static Result walk(InputFile in, long start, long length, long valueCount, ThriftLimits limits) {
        List<Page> pages = new ArrayList<>();
        byte[] bytes;
        try {
            long size = in.length();
            if (start < 0 || length < 0 || start + length > size || length > Integer.MAX_VALUE - 16) {
                return new Result(pages, "chunk [" + start + ", " + (start + length) + ") outside the file of " + size + " bytes", start);
            }
            bytes = new byte[(int) length];
            in.readFully(start, bytes, 0, bytes.length);
        } catch (IOException e) {
            throw new UncheckedIOException(in.location() + ": " + e.getMessage(), e);
        }
        long values = 0;
        int pos = 0;
        while (pos < bytes.length && values < valueCount) {
            PageHeader h;
            int bodyStart;
            try {
                ThriftReader r = new ThriftReader(bytes, pos, bytes.length - pos, limits);
                h = r.readPageHeader();
                bodyStart = r.position();
            } catch (RuntimeException e) {
                return new Result(pages, "unreadable page header: " + oneLine(e), start + pos);
            }
            if (h.compressedPageSize() < 0 || h.compressedPageSize() > bytes.length - bodyStart) {
                return new Result(pages, "page of " + h.compressedPageSize() + " bytes runs past the chunk's end ("
                        + (bytes.length - bodyStart) + " bytes left)", start + pos);
            }
            Boolean crcOk = null;
            if (h.crc() != null) {
                CRC32 crc = new CRC32();
                crc.update(bytes, bodyStart, h.compressedPageSize());
                crcOk = (int) crc.getValue() == h.crc();
            }
            pages.add(new Page(start + pos, h, bodyStart - pos, crcOk));
            if (h.type() == PageType.DATA_PAGE && h.dataPageHeader() != null) {
                values += h.dataPageHeader().numValues();
            } else if (h.type() == PageType.DATA_PAGE_V2 && h.dataPageHeaderV2() != null) {
                values += h.dataPageHeaderV2().numValues();
            }
            pos = bodyStart + h.compressedPageSize();
        }
        if (values != valueCount) {
            return new Result(pages, "data pages hold " + values + " values, the column chunk metadata says " + valueCount, start + pos);
        }
        return new Result(pages, null, -1);
    }

    private static String oneLine(Throwable t) {
        String m = t.getMessage();
        if (m == null || m.isBlank()) {
            m = t.getClass().getSimpleName();
        }
        return m.replace('\n', ' ').replace('\r', ' ');
    }
}
