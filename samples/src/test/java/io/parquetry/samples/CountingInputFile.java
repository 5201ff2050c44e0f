package io.parquetry.samples;

import io.parquetry.io.InputFile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** An input that counts the bytes and ranges read through it, to prove what a reader touched. */
final class CountingInputFile implements InputFile {
    private final InputFile in;
    private long bytesRead;
    private final List<long[]> ranges = new ArrayList<>();

    CountingInputFile(InputFile in) {
        this.in = in;
    }

    @Override
    public long length() throws IOException {
        return in.length();
    }

    @Override
    public void readFully(long position, byte[] dst, int off, int len) throws IOException {
        bytesRead += len;
        ranges.add(new long[] {position, position + len});
        in.readFully(position, dst, off, len);
    }

    @Override
    public String location() {
        return in.location();
    }

    long bytesRead() {
        return bytesRead;
    }

    /** Whether any read overlapped {@code [start, end)}. */
    boolean touched(long start, long end) {
        for (long[] r : ranges) {
            if (r[0] < end && start < r[1]) {
                return true;
            }
        }
        return false;
    }
}
