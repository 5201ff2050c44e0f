package io.parquetry.compression;

import io.parquetry.base.Compression;
import io.parquetry.base.ParquetException;

/**
 * Entry point of the codecs: {@link #get(Compression)} returns a {@link Codec} for a Parquet
 * compression codec.
 *
 * <p>The returned codec may be used by one thread at a time. Stateless codecs are shared
 * singletons; {@code GZIP}, {@code ZSTD} and {@code BROTLI} return a fresh instance per call
 * ({@code GZIP} and {@code ZSTD} keep a reusable deflater/inflater or native context), which the
 * caller should keep and reuse for all pages of a column chunk or file.
 *
 * <p>{@code ZSTD}, {@code LZ4_RAW}, {@code LZ4} and {@code BROTLI} need an optional library;
 * when it is missing (or its native part cannot be loaded) {@code get} throws a
 * {@link ParquetException} naming the Maven coordinates to add. Classes that reference an
 * optional library are only loaded once that codec is requested.
 */
public final class Codecs {
    /** Passed as level: use the codec's default level. */
    public static final int DEFAULT_LEVEL = Integer.MIN_VALUE;

    static final String ZSTD_CLASS = "com.github.luben.zstd.ZstdDecompressCtx";
    static final String ZSTD_ARTIFACT = "com.github.luben:zstd-jni";
    static final String LZ4_CLASS = "net.jpountz.lz4.LZ4Factory";
    static final String LZ4_ARTIFACT = "at.yawk.lz4:lz4-java";
    static final String BROTLI_CLASS = "com.aayushatharva.brotli4j.Brotli4jLoader";
    static final String BROTLI_ARTIFACT = "com.aayushatharva.brotli4j:brotli4j";

    // Set once the library and its native part loaded; failures are re-checked on every call.
    private static volatile boolean zstdReady;
    private static volatile boolean lz4Ready;
    private static volatile boolean brotliReady;

    private Codecs() {}

    /** A codec for {@code compression} with its default compression level. */
    public static Codec get(Compression compression) {
        return get(compression, DEFAULT_LEVEL);
    }

    /**
     * A codec for {@code compression} that compresses at {@code level} ({@link #DEFAULT_LEVEL}
     * for the default). Levels: GZIP 0..9 (default 6), ZSTD -7..22 (default 3), BROTLI 0..11
     * (default 4); the other codecs have no level and ignore it.
     *
     * @throws ParquetException for an out-of-range level, or when the optional library the codec
     *     needs (or its native part) is not available
     */
    public static Codec get(Compression compression, int level) {
        if (compression == null) {
            throw new ParquetException("compression codec must not be null");
        }
        switch (compression) {
            case UNCOMPRESSED:
                return UncompressedCodec.INSTANCE;
            case SNAPPY:
                return SnappyCodec.INSTANCE;
            case GZIP:
                return new GzipCodec(level(compression, level, 0, 9, 6));
            case LZO:
                return UnsupportedCodec.LZO;
            case ZSTD: {
                int lvl = level(compression, level, -7, 22, 3);
                if (!zstdReady) {
                    requireLibrary(compression, ZSTD_CLASS, ZSTD_ARTIFACT);
                    try {
                        ZstdCodec.probe();
                    } catch (LinkageError | RuntimeException e) {
                        throw nativeFailure(compression, ZSTD_ARTIFACT, e);
                    }
                    zstdReady = true;
                }
                return new ZstdCodec(lvl);
            }
            case LZ4_RAW:
            case LZ4: {
                if (!lz4Ready) {
                    requireLibrary(compression, LZ4_CLASS, LZ4_ARTIFACT);
                    try {
                        Lz4RawCodec.probe();
                    } catch (LinkageError | RuntimeException e) {
                        throw nativeFailure(compression, LZ4_ARTIFACT, e);
                    }
                    lz4Ready = true;
                }
                return compression == Compression.LZ4 ? Lz4HadoopCodec.INSTANCE : Lz4RawCodec.INSTANCE;
            }
            case BROTLI: {
                int lvl = level(compression, level, 0, 11, 4);
                if (!brotliReady) {
                    requireLibrary(compression, BROTLI_CLASS, BROTLI_ARTIFACT);
                    try {
                        BrotliCodec.probe();
                    } catch (LinkageError | RuntimeException e) {
                        throw nativeFailure(compression, BROTLI_ARTIFACT, e);
                    }
                    brotliReady = true;
                }
                return new BrotliCodec(lvl);
            }
            default:
                throw new ParquetException("unsupported compression codec " + compression);
        }
    }

    private static int level(Compression compression, int level, int min, int max, int dflt) {
        if (level == DEFAULT_LEVEL) {
            return dflt;
        }
        if (level < min || level > max) {
            throw new ParquetException(compression + " compression level " + level + " is outside " + min + ".." + max);
        }
        return level;
    }

    /**
     * Throws a {@link ParquetException} naming {@code artifact} when {@code className} cannot be
     * loaded. The class is not initialised, so this never triggers native loading.
     */
    static void requireLibrary(Compression compression, String className, String artifact) {
        try {
            Class.forName(className, false, Codecs.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new ParquetException(missingLibraryMessage(compression, artifact), e);
        }
    }

    /** "ZSTD compression needs com.github.luben:zstd-jni on the classpath". */
    static String missingLibraryMessage(Compression compression, String artifact) {
        return compression + " compression needs " + artifact + " on the classpath";
    }

    private static ParquetException nativeFailure(Compression compression, String artifact, Throwable e) {
        return new ParquetException(missingLibraryMessage(compression, artifact)
                + " with a native library for this platform; loading it failed: " + e, e);
    }
}
