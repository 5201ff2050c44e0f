package io.parquetry.file;

import io.parquetry.annotation.Engine;
import io.parquetry.annotation.EngineFeature;
import io.parquetry.base.Compression;
import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.ColumnPath;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a writer's settings against its target engines, through the one table of what each
 * engine refuses or misreads ({@link EngineFeature}): the codec, every column's type, every
 * encoding chosen for a column and the shape of every group. The writer's default encodings (dictionary, PLAIN,
 * DELTA_BINARY_PACKED on columns where every row holds a value, DELTA_BYTE_ARRAY, and with V2 pages RLE) are read
 * by every engine in the table.
 */
public final class EngineTargets {

    private EngineTargets() {
    }

    /**
     * Throws a {@link ParquetException} listing every refusal, naming the file, the column, the
     * engine, what it refuses and what to do instead; returns quietly when every target reads the file.
     */
    public static void check(Set<Engine> targets, String location, Compression codec, MessageType schema,
            Map<ColumnPath, io.parquetry.base.Encoding> encodings) {
        if (targets.isEmpty()) {
            return;
        }
        List<String> problems = new ArrayList<>();
        refusals(targets, EngineFeature.codec(codec.name()), "compression " + codec, problems);
        shapes(targets, schema, "", false, problems);
        for (ColumnDescriptor c : schema.columns()) {
            String column = "column " + c.path();
            refusals(targets, typeFeature(c.type().logicalType()), column, problems);
            String physical = c.physicalType().name();
            // the writer's default encodings (dictionary, PLAIN, the delta/RLE fallbacks it picks) are in no refusal
            io.parquetry.base.Encoding chosen = encodings.get(c.path());
            if (chosen != null) {
                refusals(targets, EngineFeature.encoding(chosen.name(), physical,
                        c.type().logicalType() instanceof LogicalType.DecimalType, c.maxDefinitionLevel() > 0), column + " (encoding " + chosen + ")",
                        problems);
            }
        }
        if (!problems.isEmpty()) {
            throw new ParquetException(location + ": the writer's settings produce what a target engine cannot read:\n  "
                    + String.join("\n  ", problems));
        }
    }

    /** Refusals of the shapes of {@code group}'s descendants ({@code inCollection}: it is a LIST or MAP). */
    private static void shapes(Set<Engine> targets, GroupType group, String prefix, boolean inCollection,
            List<String> problems) {
        for (SchemaNode field : group.fields()) {
            if (field.isPrimitive()) {
                continue;
            }
            GroupType g = field.asGroup();
            String path = prefix + g.name();
            if (!inCollection && g.isRepetition(FieldRepetitionType.REPEATED) && g.fieldCount() == 1) {
                refusals(targets, EngineFeature.ONE_FIELD_REPEATED_GROUP, "group " + path, problems);
            }
            shapes(targets, g, path + ".", isCollection(g), problems);
        }
    }

    private static boolean isCollection(GroupType g) {
        return g.logicalType() instanceof LogicalType.ListType || g.logicalType() instanceof LogicalType.MapType
                || g.convertedType() == ConvertedType.LIST || g.convertedType() == ConvertedType.MAP
                || g.convertedType() == ConvertedType.MAP_KEY_VALUE;
    }

    private static void refusals(Set<Engine> targets, EngineFeature feature, String where, List<String> problems) {
        if (feature == null) {
            return;
        }
        for (EngineFeature.Refusal r : feature.refusals(targets)) {
            problems.add(where + ": target " + r.engine().displayName() + " " + feature.kind().verb() + " "
                    + feature.description()
                    + " (" + r.engine().displayName() + " " + r.what() + "); instead: " + r.remedy());
        }
    }

    /** The feature a column's logical type is, or {@code null} when every engine reads it. */
    static EngineFeature typeFeature(LogicalType logical) {
        if (logical instanceof LogicalType.UuidType) {
            return EngineFeature.UUID;
        } else if (logical instanceof LogicalType.TimeType t) {
            return EngineFeature.time(io.parquetry.annotation.TimeUnit.valueOf(t.unit().name()));
        } else if (logical instanceof LogicalType.TimestampType t) {
            return EngineFeature.timestamp(io.parquetry.annotation.TimeUnit.valueOf(t.unit().name()));
        } else if (logical instanceof LogicalType.IntType i && !i.isSigned() && i.bitWidth() == 64) {
            return EngineFeature.UINT64;
        }
        return null;
    }
}
