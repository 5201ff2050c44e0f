package io.parquetry.base;

/**
 * Everything wrong with a Parquet file, a schema or an argument surfaces as this unchecked
 * exception. The message names the file, column path and byte offset where they are known.
 */
public class ParquetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ParquetException(String message) {
        super(message);
    }

    public ParquetException(String message, Throwable cause) {
        super(message, cause);
    }
}
