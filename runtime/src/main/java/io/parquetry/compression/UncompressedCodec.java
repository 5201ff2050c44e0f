package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.bytes.BytesBuilder;

/** {@code UNCOMPRESSED}: a plain copy. Stateless. */
final class UncompressedCodec implements Codec {
    static final UncompressedCodec INSTANCE = new UncompressedCodec();

    private UncompressedCodec() {}

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        CodecSupport.checkCompressArgs(Compression.UNCOMPRESSED, in, off, len, out);
        out.writeBytes(in, off, len);
    }

    @Override
    public long maxDecompressedSize(byte[] in, int off, int len) {
        return len;
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        CodecSupport.checkDecompressArgs(Compression.UNCOMPRESSED, in, off, len, out, outOff, uncompressedSize);
        if (len != uncompressedSize) {
            throw CodecSupport.wrongSize(Compression.UNCOMPRESSED, len, uncompressedSize);
        }
        System.arraycopy(in, off, out, outOff, len);
    }
}
