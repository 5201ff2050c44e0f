package io.parquetry.base;

/**
 * A file exceeds a resource limit of the reader (footer size, page size, nesting depth) rather
 * than being corrupt. The message names the limit and the {@link io.parquetry.ReadOptions} setting that
 * raises it; catch this type to tell "too large for the current settings" from "broken".
 */
public class ParquetLimitException extends ParquetException {
    private static final long serialVersionUID = 1L;

    /**
     * An error with a message.
     *
     * @param message what is wrong, naming the file, column path or offset where known
     */
    public ParquetLimitException(String message) {
        super(message);
    }

    /**
     * An error with a message and the error that caused it.
     *
     * @param message what is wrong, naming the file, column path or offset where known
     * @param cause the underlying error
     */
    public ParquetLimitException(String message, Throwable cause) {
        super(message, cause);
    }
}
