package io.parquetry.spark;

/** The messages of an exception and all its causes, for asserting what an engine said. */
final class SparkFailures {
    private SparkFailures() {
    }

    static String describe(Throwable e) {
        StringBuilder sb = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            sb.append(t.getClass().getName()).append(": ").append(t.getMessage()).append('\n');
        }
        return sb.toString();
    }
}
