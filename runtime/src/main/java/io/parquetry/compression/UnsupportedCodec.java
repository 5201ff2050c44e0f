package io.parquetry.compression;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;

/** A codec Parquetry does not implement: every call fails with a clear message. */
final class UnsupportedCodec implements Codec {
    static final UnsupportedCodec LZO = new UnsupportedCodec(
            "LZO compression is not supported by Parquetry (its only Java implementations are GPL-licensed);"
                    + " rewrite the file with another codec such as ZSTD or SNAPPY");

    private final String message;

    private UnsupportedCodec(String message) {
        this.message = message;
    }

    @Override
    public void compress(byte[] in, int off, int len, BytesBuilder out) {
        throw new ParquetException(message);
    }

    @Override
    public void decompress(byte[] in, int off, int len, byte[] out, int outOff, int uncompressedSize) {
        throw new ParquetException(message);
    }
}
