package io.parquetry.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code head FILE [-n N]}: the first rows. */
@Command(name = "head", description = "Prints the first rows (jsonl, csv or table).")
final class HeadCommand extends RowsCommand implements Callable<Integer> {
    @Option(names = "-n", paramLabel = "N", description = "number of rows (default 10)")
    long n = 10;

    @Override
    public Integer call() {
        if (n < 0) {
            throw Failure.usage("head: -n must be 0 or more, not " + n);
        }
        return print(n);
    }
}
