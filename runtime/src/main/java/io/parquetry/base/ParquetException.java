package io.parquetry.base;

/**
 * Everything wrong with a Parquet file, a schema or an argument surfaces as this unchecked
 * exception. The message names the file, column path and byte offset where they are known.
 */
public class ParquetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * An error with a message.
     *
     * @param message what is wrong, naming the file, column path or offset where known
     */
    public ParquetException(String message) {
        super(message);
    }

    /**
     * An error with a message and the error that caused it.
     *
     * @param message what is wrong, naming the file, column path or offset where known
     * @param cause the underlying error
     */
    public ParquetException(String message, Throwable cause) {
        super(message, cause);
    }
}
