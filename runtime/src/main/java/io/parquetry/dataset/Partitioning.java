package io.parquetry.dataset;

import io.parquetry.base.ParquetException;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The partition columns of a record schema, in directory order, and the schema of the data files
 * (the record schema without them: as Spark and Hive write datasets, a partition value lives only
 * in the directory name). A nested partition column such as {@code venue.country} is a leaf of a
 * group: it is removed from that group in the files, and its directory is {@code venue.country=...}
 * (engines show it as a top-level column of that name). Immutable and thread-safe.
 */
public final class Partitioning {
    private final MessageType schema;
    private final MessageType fileSchema;
    private final List<ColumnDescriptor> columns;
    private final int[] indexes;

    private Partitioning(MessageType schema, MessageType fileSchema, List<ColumnDescriptor> columns, int[] indexes) {
        this.schema = schema;
        this.fileSchema = fileSchema;
        this.columns = columns;
        this.indexes = indexes;
    }

    /**
     * Resolves partition columns against a record schema.
     *
     * @param schema the records' schema
     * @param paths dotted paths of the partition columns, outermost directory first
     * @param location the dataset, for messages
     * @return the partitioning
     * @throws ParquetException naming the column when a path is no leaf column, is repeated, has a
     *     type that cannot be a partition column, is named twice, starts with '.' or '_' (engines skip
     *     such directories), or would leave a group without fields
     */
    public static Partitioning of(MessageType schema, List<String> paths, String location) {
        List<ColumnDescriptor> columns = new ArrayList<>();
        int[] indexes = new int[paths.size()];
        for (int i = 0; i < paths.size(); i++) {
            String path = paths.get(i);
            if (path.startsWith(".") || path.startsWith("_")) {
                throw new ParquetException(location + ": partition column " + path
                        + " starts with '.' or '_': engines skip directories named so");
            }
            ColumnPath p = ColumnPath.parse(path);
            if (!schema.containsColumn(p.toArray())) {
                throw new ParquetException(location + ": partition column " + path + " is not a leaf column of "
                        + schema.name() + " (columns: " + schema.columns().stream().map(c -> c.path().toDotString()).toList() + ")");
            }
            ColumnDescriptor c = schema.column(p);
            PartitionValues.check(c, location);
            if (columns.contains(c)) {
                throw new ParquetException(location + ": partition column " + path + " is named twice");
            }
            columns.add(c);
            indexes[i] = schema.columns().indexOf(c);
        }
        MessageType fileSchema = columns.isEmpty() ? schema
                : MessageType.of(schema.name(), without(schema, "", columns, location)).withId(schema.id());
        return new Partitioning(schema, fileSchema, List.copyOf(columns), indexes);
    }

    private static List<SchemaNode> without(GroupType g, String prefix, List<ColumnDescriptor> removed, String location) {
        List<SchemaNode> kept = new ArrayList<>();
        for (SchemaNode f : g.fields()) {
            String path = prefix.isEmpty() ? f.name() : prefix + "." + f.name();
            if (f.isPrimitive()) {
                if (removed.stream().noneMatch(c -> c.path().toDotString().equals(path))) {
                    kept.add(f);
                }
                continue;
            }
            GroupType child = f.asGroup();
            List<SchemaNode> fields = without(child, path, removed, location);
            if (fields.isEmpty()) {
                throw new ParquetException(location + ": group " + path + " would have no fields left in the data files"
                        + " once its partition columns are moved to directories; partition by a top-level column instead");
            }
            kept.add(fields.size() == child.fieldCount() ? child
                    : GroupType.of(child.name(), child.repetition(), child.logicalType(), child.convertedType(), child.id(), fields));
        }
        return kept;
    }

    /** {@return the records' schema} */
    public MessageType schema() {
        return schema;
    }

    /** {@return the data files' schema: the records' without the partition columns} */
    public MessageType fileSchema() {
        return fileSchema;
    }

    /** {@return the partition columns, outermost directory first} */
    public List<ColumnDescriptor> columns() {
        return columns;
    }

    /** {@return the index of each partition column in {@code schema().columns()}} */
    public int[] indexes() {
        return indexes.clone();
    }

    /**
     * {@return the directory of one partition, {@code a=1/b=x/}, or {@code ""} without partition columns}
     *
     * @param values the physical value of each partition column, in {@link #columns()} order
     */
    public String directory(Object[] values) {
        StringBuilder dir = new StringBuilder();
        for (int i = 0; i < columns.size(); i++) {
            ColumnDescriptor c = columns.get(i);
            dir.append(HivePaths.segment(c.path().toDotString(), PartitionValues.format(c, values[i]))).append('/');
        }
        return dir.toString();
    }
}
