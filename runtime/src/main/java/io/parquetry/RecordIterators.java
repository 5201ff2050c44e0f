package io.parquetry;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** The iterator and stream of a reader whose {@code read()} returns null at the end. */
final class RecordIterators {
    private RecordIterators() {}

    /** An iterator over what {@code read} returns until it returns null (reading one ahead). */
    static <T> Iterator<T> of(Supplier<T> read) {
        return new Iterator<>() {
            private T next = read.get();

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public T next() {
                if (next == null) {
                    throw new NoSuchElementException();
                }
                T current = next;
                next = read.get();
                return current;
            }
        };
    }

    /** A sequential, ordered stream over {@code records}; closing it runs {@code onClose}. */
    static <T> Stream<T> stream(Iterator<T> records, Runnable onClose) {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(records, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(onClose);
    }
}
