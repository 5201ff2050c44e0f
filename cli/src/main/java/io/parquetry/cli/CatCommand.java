package io.parquetry.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code cat FILE}: every row, streamed. */
@Command(name = "cat", description = "Prints every row (jsonl, csv or table), streaming in constant memory.")
final class CatCommand extends RowsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        return print(-1);
    }
}
