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

/** {@code codegen FILE --package P}: Java source of records that map the file's schema. */
@Command(name = "codegen", description = "Prints the Java source of @ParquetRecord records that map the file's schema.")
final class CodegenCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin FileOptions files;

    @Parameters(paramLabel = "FILE") Path file;

    @Option(names = "--package", paramLabel = "P", description = "package of the generated record (default: none)")
    String packageName;

    @Option(names = "--name", paramLabel = "NAME", description = "name of the top record (default: from the schema's name)")
    String name;

    @Override
    public Integer call() {
        if (packageName != null && !packageName.isEmpty() && !packageName.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
            throw Failure.usage("--package: not a Java package name: " + packageName);
        }
        if (name != null && !name.matches("[A-Za-z_$][\\w$]*")) {
            throw Failure.usage("--name: not a Java type name: " + name);
        }
        try (ParquetFile f = files.open(file)) {
            String recordName = name != null ? name : RecordGenerator.identifier(f.schema().name(), true);
            spec.commandLine().getOut().print(RecordGenerator.generate(f.schema(), packageName, recordName));
        } catch (RuntimeException e) {
            throw Failure.unreadable(file, e);
        }
        return 0;
    }
}
