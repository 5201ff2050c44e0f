package io.parquetry.processor.extract;

/**
 * Thrown when a property's type is not resolved yet (javac's error type), typically because another
 * annotation processor generates it in a later round. The processor retries the type next round.
 */
public final class DeferredTypeException extends RuntimeException {

    public DeferredTypeException(String typeName) {
        super("unresolved type " + typeName, null, false, false);
    }
}
