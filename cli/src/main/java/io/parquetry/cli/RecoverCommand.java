package io.parquetry.cli;

import io.parquetry.ParquetFile;
import io.parquetry.metadata.RecoveryReport;
import io.parquetry.schema.MessageType;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code recover IN OUT [--schema S]}: rebuilds a damaged or cut-short file (a crashed writer's)
 * from its complete row groups with {@code ParquetFile.recover}, and prints what was kept and
 * where and why it stopped. IN is not changed.
 */
@Command(name = "recover", description = "Rebuilds a damaged or truncated file from its complete row groups into OUT "
        + "(IN is not changed) and reports row groups and rows kept, and where and why recovery stopped.")
final class RecoverCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "the damaged Parquet file")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "the file to write (published only when complete)")
    Path out;

    @Option(names = "--schema", paramLabel = "SCHEMA", description = "the schema the file was written with, for a file "
            + "without footer or cumulative footer: schema text, or FILE or @FILE holding it")
    String schema;

    @Option(names = "--verbose", description = "stack traces with errors")
    boolean verbose;

    @Override
    public Integer call() {
        MessageType messageType = schema == null ? null : ConvertCommand.parseSchema(schema);
        if (!Files.isRegularFile(in)) {
            throw new Failure(in + ": no such file", Main.UNREADABLE, null);
        }
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
            throw Failure.usage("recover: OUT must not be IN (" + in + "), which recovery reads while it writes");
        }
        RecoveryReport report;
        try {
            report = ParquetFile.recover(in, out, messageType);
        } catch (RuntimeException e) {
            String message = Failure.describe(in, e);
            int api = message.indexOf("pass the schema it was written with (ParquetFile.recover");
            if (api >= 0) {
                message = message.substring(0, api) + "give the schema it was written with: --schema FILE";
            }
            throw new Failure(message, Main.UNREADABLE, e);
        }
        PrintWriter w = spec.commandLine().getOut();
        w.println("recovered " + report.rowGroups() + (report.rowGroups() == 1 ? " row group, " : " row groups, ")
                + report.rows() + (report.rows() == 1 ? " row" : " rows") + " into " + out);
        if (report.intact()) {
            w.println("  the file was intact (complete footer): copied as it is");
        } else {
            w.println("  " + report.rowGroupsFromFooter() + " from a cumulative footer, " + report.rowGroupsScanned()
                    + " rebuilt by scanning pages");
        }
        w.println("  kept " + report.bytesKept() + " bytes; discarded " + report.bytesDiscarded() + " bytes");
        w.println("  stopped at offset " + report.stoppedAt() + ": " + report.stopReason());
        return 0;
    }
}
