package io.parquetry.io;

import java.io.IOException;

/** A destination for one Parquet file. */
public interface OutputFile {
    /**
     * Opens the destination for writing from its start.
     *
     * @return a new stream positioned at the file's first byte
     * @throws IOException if the destination cannot be opened
     */
    PositionOutputStream create() throws IOException;

    /** {@return a name for messages: a path, "memory", ...} */
    String location();
}
