package io.parquetry.cli;

import io.parquetry.ParquetFile;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code schema FILE}: the schema as text, or as a JSON tree. */
@Command(name = "schema", description = "Prints the file's schema (message text, or a JSON tree with --json).")
final class SchemaCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin FileOptions files;

    @Parameters(paramLabel = "FILE") Path file;

    @Option(names = "--json", description = "the schema as a JSON tree")
    boolean json;

    @Override
    public Integer call() {
        try (ParquetFile f = files.open(file)) {
            if (json) {
                StringBuilder sb = new StringBuilder();
                Types.json(sb, f.schema(), true);
                spec.commandLine().getOut().println(sb);
            } else {
                String text = f.schema().toString();
                spec.commandLine().getOut().print(text.endsWith("\n") ? text : text + "\n");
            }
        }
        return 0;
    }
}
