package io.parquetry.metadata;

/**
 * What {@code ParquetFile.recover} kept of a damaged file and why it stopped. Immutable.
 *
 * @param source the damaged file
 * @param target the rebuilt file
 * @param intact whether the damaged file had a complete, readable footer (it is then copied as it is)
 * @param rowGroups row groups in the rebuilt file
 * @param rows rows in the rebuilt file
 * @param rowGroupsFromFooter of those, row groups described by the last cumulative footer (or the
 *     intact footer): their metadata is the writer's own, statistics included
 * @param rowGroupsScanned of those, row groups rebuilt by scanning pages (statistics from their values)
 * @param bytesKept bytes of the damaged file copied into the rebuilt one (before its new footer)
 * @param bytesDiscarded bytes of the damaged file after them
 * @param stoppedAt file offset where recovery stopped (the file's length when it read to the end)
 * @param stopReason why recovery stopped there, for people
 */
public record RecoveryReport(String source, String target, boolean intact, int rowGroups, long rows,
                             int rowGroupsFromFooter, int rowGroupsScanned, long bytesKept, long bytesDiscarded,
                             long stoppedAt, String stopReason) {

    @Override
    public String toString() {
        return source + " -> " + target + ": kept " + rowGroups + " row groups (" + rowGroupsFromFooter + " from a footer, "
                + rowGroupsScanned + " scanned), " + rows + " rows, " + bytesKept + " bytes; discarded " + bytesDiscarded
                + " bytes from offset " + stoppedAt + ": " + stopReason;
    }
}
