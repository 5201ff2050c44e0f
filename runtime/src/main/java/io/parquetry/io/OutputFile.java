package io.parquetry.io;

import java.io.IOException;

/** A destination for one Parquet file. */
public interface OutputFile {
    /** Opens the destination for writing from its start. */
    PositionOutputStream create() throws IOException;

    /** A name for messages. */
    String location();
}
