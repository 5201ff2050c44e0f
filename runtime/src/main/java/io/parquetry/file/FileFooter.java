package io.parquetry.file;

import io.parquetry.base.ParquetException;
import io.parquetry.base.ParquetLimitException;
import io.parquetry.cipher.EncryptedFooter;
import io.parquetry.crypto.FileDecryption;
import io.parquetry.format.FileMetaData;
import io.parquetry.format.LazyRowGroups;
import io.parquetry.format.RowGroup;
import io.parquetry.format.ThriftLimits;
import io.parquetry.format.ThriftReader;
import io.parquetry.io.InputFile;
import io.parquetry.schema.MessageType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The footer of a file: finding it, decoding (and decrypting) it, and what follows from it
 * alone (the schema, the row count). {@code ParquetFile} opens files through this; the footer's
 * records stay inside the runtime. Stateless and thread-safe.
 */
public final class FileFooter {
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ENCRYPTED_MAGIC = "PARE".getBytes(StandardCharsets.US_ASCII);

    /**
     * Footers larger than this keep their row groups encoded, decoded on access
     * ({@link io.parquetry.format.LazyRowGroups}): their records would take several times the
     * footer's size. Smaller footers are decoded into records once.
     */
    static final int LAZY_ROW_GROUPS_ABOVE = 1 << 20;

    private FileFooter() {}

    /**
     * The file's rows: the sum of its row groups' rows, which is what every reader reads. The
     * footer's own {@code num_rows} must agree: a file whose footer says otherwise is corrupt (a
     * crafted one would make {@code rowCount()} and the rows read disagree). The one exception is
     * a known writer bug: parquet-rs before 1.0 wrote 0 there (the corpus's
     * {@code repeated_no_annotation.parquet} says 0 for 6 rows).
     *
     * @throws ParquetException naming the file, both numbers, and a row group with a negative count
     */
    public static long rowCount(FileMetaData metadata, String where) {
        long sum = 0;
        List<RowGroup> groups = metadata.rowGroups();
        LazyRowGroups lazy = groups instanceof LazyRowGroups l ? l : null;
        for (int i = 0; i < groups.size(); i++) {
            long rows = lazy != null ? lazy.numRows(i) : groups.get(i).numRows(); // without decoding a lazy one
            if (rows < 0) {
                throw new ParquetException(where + ": corrupt footer: row group " + i + " declares " + rows + " rows");
            }
            try {
                sum = Math.addExact(sum, rows);
            } catch (ArithmeticException e) {
                throw new ParquetException(where + ": corrupt footer: its row groups hold more than 2^63 rows", e);
            }
        }
        if (metadata.numRows() != sum && !(metadata.numRows() == 0 && leftNumRowsUnset(metadata.createdBy()))) {
            throw new ParquetException(where + ": corrupt footer: the file declares " + metadata.numRows()
                    + " rows (FileMetaData.num_rows) but its " + groups.size() + " row groups hold " + sum);
        }
        return sum;
    }

    /** Whether a writer of this {@code created_by} is known to leave {@code FileMetaData.num_rows} at 0. */
    private static boolean leftNumRowsUnset(String createdBy) {
        return createdBy != null && createdBy.startsWith("parquet-rs version 0.");
    }

    /**
     * Reads and decodes the footer of {@code input}: checks the magic at both ends and the footer
     * length against the file size and {@code maxFooterSize}, decrypts an encrypted footer and
     * verifies a signed plaintext one when {@code decryption} is given. The counts of row groups
     * and schema elements or chunks per row group are checked against {@code maxRowGroups} and
     * {@code maxColumns} when the footer declares them, before they are decoded.
     *
     * @throws ParquetException naming the file (and the footer's offset when its content is corrupt)
     * @throws ParquetLimitException when the footer exceeds a limit, naming it and the setting that raises it
     */
    public static FileMetaData read(InputFile input, int maxFooterSize, int maxNestingDepth, int maxRowGroups,
                                    int maxColumns, FileDecryption decryption) {
        String where = input.location();
        try {
            long length = input.length();
            if (length < 12) {
                throw new ParquetException(where + ": not a Parquet file (" + length + " bytes is too short)");
            }
            byte[] tail = new byte[8];
            input.readFully(length - 8, tail, 0, 8);
            boolean encryptedFooter = matches(tail, 4, ENCRYPTED_MAGIC);
            if (encryptedFooter && decryption == null) {
                throw new ParquetException(where + ": the file is encrypted (footer magic PARE); decryption keys are required"
                        + " to read it (ReadOptions.withDecryption)");
            }
            if (!encryptedFooter && !matches(tail, 4, MAGIC)) {
                throw new ParquetException(where + ": not a Parquet file (no PAR1 magic at the end)");
            }
            byte[] head = new byte[4];
            input.readFully(0, head, 0, 4);
            if (!matches(head, 0, encryptedFooter ? ENCRYPTED_MAGIC : MAGIC)) {
                throw new ParquetException(where + ": not a Parquet file (no " + (encryptedFooter ? "PARE" : "PAR1")
                        + " magic at the start)");
            }
            long footerLength = Integer.toUnsignedLong(io.parquetry.bytes.ByteOrderAccess.getInt(tail, 0));
            if (footerLength > length - 12) {
                throw new ParquetException(where + ": footer length " + footerLength + " exceeds the file size " + length);
            }
            if (footerLength > maxFooterSize) {
                throw new ParquetLimitException(where + ": footer of " + footerLength + " bytes exceeds the footer size limit of "
                        + maxFooterSize + " bytes; ReadOptions.maxFooterSize raises it");
            }
            byte[] footer = new byte[(int) footerLength];
            long footerStart = length - 8 - footerLength;
            input.readFully(footerStart, footer, 0, footer.length);
            ThriftLimits limits = ThriftLimits.DEFAULT.withMaxDepth(maxNestingDepth).withMaxRowGroups(maxRowGroups)
                    .withMaxColumns(maxColumns);
            try {
                if (encryptedFooter) {
                    return EncryptedFooter.read(footer, limits, decryption, where + ": footer at offset " + footerStart);
                }
                ThriftReader reader = new ThriftReader(footer, 0, footer.length, limits);
                FileMetaData md = reader.readFileMetaData(footerLength > LAZY_ROW_GROUPS_ABOVE);
                if (md.encryptionAlgorithm() != null && decryption != null) {
                    EncryptedFooter.verifySigned(md, footer, reader.position(), decryption,
                            where + ": footer at offset " + footerStart);
                }
                return md;
            } catch (ParquetLimitException e) {
                // the count limits name their setting; the depth limit does not know it is a footer's
                String hint = e.getMessage().contains("ReadOptions.") ? "" : "; ReadOptions.maxNestingDepth raises the limit";
                throw new ParquetLimitException(where + ": footer at offset " + footerStart + ": " + e.getMessage() + hint, e);
            } catch (EncryptedFooter.KeyRetrievalException e) {
                throw e;
            } catch (ParquetException e) {
                throw new ParquetException(where + ": corrupt footer at offset " + footerStart + ": " + e.getMessage(), e);
            }
        } catch (IOException e) {
            throw new ParquetException(where + ": " + io.parquetry.io.IoErrors.describe(e, where), e);
        }
    }

    /**
     * The schema the footer describes, with every group's field names unique.
     *
     * @throws ParquetException naming the file when the schema is invalid or too deep
     */
    public static MessageType schema(FileMetaData metadata, int maxNestingDepth, String where) {
        try {
            MessageType schema = SchemaConverter.fromElements(metadata.schema(), maxNestingDepth);
            checkUniqueNames(schema, "");
            return schema;
        } catch (ParquetLimitException e) {
            throw new ParquetLimitException(where + ": " + e.getMessage() + "; ReadOptions.maxNestingDepth raises the limit", e);
        } catch (ParquetException e) {
            throw new ParquetException(where + ": " + e.getMessage(), e);
        }
    }

    /**
     * Fails when a group has two fields of one name: no path could tell them apart (DuckDB reads
     * the second as {@code name_1}, parquet-java's lookups by name find the first only).
     */
    private static void checkUniqueNames(io.parquetry.schema.GroupType group, String path) {
        java.util.Set<String> names = new java.util.HashSet<>();
        for (io.parquetry.schema.SchemaNode f : group.fields()) {
            if (!names.add(f.name())) {
                throw new ParquetException("the schema has two fields named '" + f.name() + "' "
                        + (path.isEmpty() ? "at the top level" : "in group " + path)
                        + ": a field name may appear once per group, or its columns cannot be told apart");
            }
        }
        for (io.parquetry.schema.SchemaNode f : group.fields()) {
            if (f instanceof io.parquetry.schema.GroupType g) {
                checkUniqueNames(g, path.isEmpty() ? f.name() : path + "." + f.name());
            }
        }
    }

    private static boolean matches(byte[] b, int off, byte[] magic) {
        for (int i = 0; i < magic.length; i++) {
            if (b[off + i] != magic[i]) {
                return false;
            }
        }
        return true;
    }
}
