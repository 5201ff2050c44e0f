package io.parquetry.compression;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.base.Compression;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Decompresses every page of real files from the parquet-testing corpus. Pages are found by
 * walking the page headers from the start of the file (a tiny Thrift reader: only the sizes are
 * needed) until something that is not a page header (some writers put a copy of the column
 * metadata after each chunk); each page must decompress to exactly its declared size.
 */
class CorpusCodecTest {
    private static final int DATA_PAGE = 0, DICTIONARY_PAGE = 2, DATA_PAGE_V2 = 3;

    record Header(int type, int uncompressed, int compressed, int levelBytes, boolean compressedV2, int end) {}

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "concatenated_gzip_members.parquet, GZIP, 1",
        "byte_stream_split_extended.gzip.parquet, GZIP, 1",
        "hadoop_lz4_compressed.parquet, LZ4, 1",
        "hadoop_lz4_compressed_larger.parquet, LZ4, 1",
        "non_hadoop_lz4_compressed.parquet, LZ4, 1",
        "lz4_raw_compressed.parquet, LZ4_RAW, 1",
        "lz4_raw_compressed_larger.parquet, LZ4_RAW, 1",
        "byte_stream_split.zstd.parquet, ZSTD, 1",
        "alltypes_plain.snappy.parquet, SNAPPY, 2",
        "datapage_v2.snappy.parquet, SNAPPY, 2",
        "large_string_map.brotli.parquet, BROTLI, 1",
    })
    void decompressesEveryPage(String file, Compression codec, int minPages) throws Exception {
        Path path = io.parquetry.TestCorpus.data(file);
        byte[] bytes = Files.readAllBytes(path);
        int footerLen = CodecSupport.readIntLE(bytes, bytes.length - 8);
        int dataEnd = bytes.length - 8 - footerLen;

        Codec c = Codecs.get(codec);
        int pos = 4;
        int pages = 0;
        while (pos < dataEnd) {
            Header h = readHeader(bytes, pos, dataEnd);
            if (h == null) {
                break; // page index or bloom filter after the column chunks
            }
            int body = h.end();
            if (h.type() == DATA_PAGE || h.type() == DICTIONARY_PAGE || (h.type() == DATA_PAGE_V2 && h.compressedV2())) {
                // In v2 pages the levels precede the compressed values uncompressed.
                int skip = h.type() == DATA_PAGE_V2 ? h.levelBytes() : 0;
                int size = h.uncompressed() - skip;
                if (size <= 256 << 20 && h.compressed() - skip > 0) {
                    byte[] out = new byte[size];
                    c.decompress(bytes, body + skip, h.compressed() - skip, out, 0, size);
                }
                pages++;
            }
            pos = body + h.compressed();
        }
        assertTrue(pages >= minPages, file + ": decompressed only " + pages + " pages");
    }

    /** The sizes of the PageHeader at {@code pos}, or null when no plausible header is there. */
    private static Header readHeader(byte[] b, int pos, int limit) {
        try {
            TMemoryInputTransport t = new TMemoryInputTransport(b, pos, limit - pos);
            TCompactProtocol p = new TCompactProtocol(t);
            int type = -1, uncompressed = -1, compressed = -1, levels = 0;
            boolean v2Compressed = true;
            p.readStructBegin();
            while (true) {
                TField f = p.readFieldBegin();
                if (f.type == TType.STOP) {
                    break;
                }
                if (f.id == 1 && f.type == TType.I32) {
                    type = p.readI32();
                } else if (f.id == 2 && f.type == TType.I32) {
                    uncompressed = p.readI32();
                } else if (f.id == 3 && f.type == TType.I32) {
                    compressed = p.readI32();
                } else if (f.id == 8 && f.type == TType.STRUCT) {
                    p.readStructBegin();
                    while (true) {
                        TField g = p.readFieldBegin();
                        if (g.type == TType.STOP) {
                            break;
                        }
                        if ((g.id == 5 || g.id == 6) && g.type == TType.I32) {
                            levels += p.readI32();
                        } else if (g.id == 7 && g.type == TType.BOOL) {
                            v2Compressed = p.readBool();
                        } else {
                            TProtocolUtil.skip(p, g.type);
                        }
                        p.readFieldEnd();
                    }
                    p.readStructEnd();
                } else {
                    TProtocolUtil.skip(p, f.type);
                }
                p.readFieldEnd();
            }
            p.readStructEnd();
            int end = t.getBufferPosition();
            if (type < 0 || type > 3 || uncompressed < 0 || compressed < 0 || compressed > limit - end) {
                return null;
            }
            return new Header(type, uncompressed, compressed, levels, v2Compressed, end);
        } catch (Exception e) {
            return null;
        }
    }
}
