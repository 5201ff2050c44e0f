package io.parquetry.cli;

import io.parquetry.base.PageType;
import io.parquetry.format.PageHeader;
import io.parquetry.format.ThriftReader;
import io.parquetry.metadata.ColumnChunkMetadata;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * The page headers of one unencrypted column chunk, read straight from the file: each page's
 * offset, header and whether its CRC (when it has one) matches its bytes. A chunk is read whole,
 * one at a time.
 */
final class PageWalker {
    /** A page: where its header starts, the header, its length, and the CRC verdict (null: no CRC). */
    record Page(long offset, PageHeader header, int headerLength, Boolean crcOk) {}

    /** The pages read so far and the first structural problem (null when the chunk is sound). */
    record Walk(List<Page> pages, String problem, long problemOffset) {}

    private PageWalker() {}

    static Walk walk(Path file, ColumnChunkMetadata m) {
        long start = m.startOffset();
        long length = m.compressedSize();
        List<Page> pages = new ArrayList<>();
        byte[] bytes;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (start < 0 || length < 0 || start + length > size || length > Integer.MAX_VALUE - 16) {
                return new Walk(pages, "chunk [" + start + ", " + (start + length) + ") outside the file of " + size + " bytes", start);
            }
            bytes = new byte[(int) length];
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                if (ch.read(buf, start + buf.position()) < 0) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
        long values = 0;
        int pos = 0;
        while (pos < bytes.length && values < m.valueCount()) {
            PageHeader h;
            int bodyStart;
            try {
                ThriftReader r = new ThriftReader(bytes, pos, bytes.length - pos);
                h = r.readPageHeader();
                bodyStart = r.position();
            } catch (RuntimeException e) {
                return new Walk(pages, "unreadable page header: " + Main.oneLine(e), start + pos);
            }
            if (h.compressedPageSize() < 0 || h.compressedPageSize() > bytes.length - bodyStart) {
                return new Walk(pages, "page of " + h.compressedPageSize() + " bytes runs past the chunk's end ("
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
        if (values != m.valueCount()) {
            return new Walk(pages, "data pages hold " + values + " values, the column chunk metadata says " + m.valueCount(), start + pos);
        }
        return new Walk(pages, null, -1);
    }
}
