package io.parquetry.processor.drift;

/**
 * Whether a column stored as one primitive type reads as another: the runtime's read conversions
 * ({@code io.parquetry.file.ReadConversions}) restated over schema text, because the processor
 * never links the runtime. {@code ReadRuleParityTest} holds {@link Kind#REFUSED} to exactly the
 * pairs the runtime refuses.
 */
final class ReadRule {

    /** How old values read under the new type. */
    enum Kind {
        /** Same type: read as stored. */
        AS_STORED,
        /** Every old value reads exactly (an integer or decimal widened, float to double, text kinds). */
        WIDENING,
        /** The reader converts value by value and fails (or truncates) on values the new type cannot hold. */
        CHECKED,
        /** The reader refuses the file. */
        REFUSED
    }

    /** The verdict and, for {@link Kind#CHECKED} and {@link Kind#REFUSED}, why. */
    record Verdict(Kind kind, String why) {
    }

    private ReadRule() {
    }

    /** How values of primitive {@code file} (the baseline) read as primitive {@code expected} (the new schema). */
    static Verdict classify(SchemaNode file, SchemaNode expected) {
        String fp = file.physical();
        String ep = expected.physical();
        String fl = file.logical();
        String el = expected.logical();
        boolean sameStorage = fp.equals(ep) && file.length() == expected.length();
        if (isInteger(expected)) {
            if (!isInteger(file)) {
                if (fl != null && fl.startsWith("DECIMAL(") && args(fl)[1].equals("0") && !fp.equals("int96")
                        && !fp.equals("float") && !fp.equals("double") && !fp.equals("boolean")) {
                    return new Verdict(Kind.CHECKED, fl + " values may not fit " + intName(bits(expected), signed(expected)));
                }
                return refused("only integer columns and decimals of scale 0 read as integers");
            }
            int fb = bits(file);
            int eb = bits(expected);
            boolean fs = signed(file);
            boolean es = signed(expected);
            boolean contained = es ? eb >= fb + (fs ? 0 : 1) : !fs && eb >= fb;
            if (fb == eb && fs == es && fp.equals(ep)) {
                return new Verdict(Kind.AS_STORED, null);
            }
            return contained ? new Verdict(Kind.WIDENING, null)
                    : new Verdict(Kind.CHECKED, intName(fb, fs) + " values may not fit " + intName(eb, es));
        }
        if (el == null) {
            if (ep.equals("double") && fp.equals("float") && fl == null) {
                return new Verdict(Kind.WIDENING, null);
            }
            if (ep.equals("binary") && (fp.equals("binary") || fp.equals("fixed_len_byte_array"))) {
                return new Verdict(fp.equals("binary") && fl == null ? Kind.AS_STORED : Kind.WIDENING, null);
            }
            if (ep.equals("fixed_len_byte_array") && fp.equals("binary") && fl == null) {
                return fixedLength(expected.length());
            }
            return sameStorage && fl == null ? new Verdict(Kind.AS_STORED, null) : refused(null);
        }
        if (isText(el)) {
            if (fp.equals("binary") && (fl == null || isText(fl))) {
                return new Verdict(el.equals(fl) ? Kind.AS_STORED : Kind.WIDENING, null);
            }
            return refused("text reads only from BYTE_ARRAY text or unannotated BYTE_ARRAY");
        }
        if (el.equals("UUID")) {
            if (fp.equals("fixed_len_byte_array") && file.length() == 16 && (fl == null || fl.equals("UUID"))) {
                return new Verdict(fl == null ? Kind.WIDENING : Kind.AS_STORED, null);
            }
            if (fp.equals("binary") && fl == null) {
                return fixedLength(16);
            }
            return refused(null);
        }
        if (el.startsWith("TIME(") || el.startsWith("TIMESTAMP(")) {
            boolean timestamp = el.startsWith("TIMESTAMP(");
            String kind = timestamp ? "TIMESTAMP(" : "TIME(";
            if (timestamp && fp.equals("int96") && fl == null) {
                return new Verdict(Kind.CHECKED, "INT96 values are converted one by one into " + el);
            }
            if (fl == null || !fl.startsWith(kind) || !(timestamp ? fp.equals("int64") : fp.equals("int32") || fp.equals("int64"))) {
                return refused(null);
            }
            String[] f = args(fl);
            String[] e = args(el);
            if (timestamp && !f[1].equals(e[1])) {
                return refused(f[1].equals("true")
                        ? "a timestamp adjusted to UTC is an instant: declare it Instant, not a local date-time"
                        : "a local timestamp (not adjusted to UTC) names no instant: declare it LocalDateTime, not Instant");
            }
            if (f[0].equals(e[0]) && fp.equals(ep)) {
                return new Verdict(fl.equals(el) ? Kind.AS_STORED : Kind.WIDENING, null);
            }
            return new Verdict(Kind.CHECKED, "the unit changes from " + f[0] + " to " + e[0]
                    + ": values are converted one by one, truncated to a coarser unit or failing outside a finer one's range");
        }
        if (el.startsWith("DECIMAL(")) {
            if (fl == null || !fl.startsWith("DECIMAL(") || fp.equals("int96") || fp.equals("float") || fp.equals("double")
                    || fp.equals("boolean")) {
                return refused(null);
            }
            String[] f = args(fl);
            String[] e = args(el);
            int fpr = Integer.parseInt(f[0]);
            int fsc = Integer.parseInt(f[1]);
            int epr = Integer.parseInt(e[0]);
            int esc = Integer.parseInt(e[1]);
            if (fpr == epr && fsc == esc && sameStorage) {
                return new Verdict(Kind.AS_STORED, null);
            }
            if (esc >= fsc && epr - esc >= fpr - fsc) {
                return new Verdict(Kind.WIDENING, null);
            }
            return new Verdict(Kind.CHECKED, "DECIMAL(" + fpr + "," + fsc + ") values may have no exact value in DECIMAL("
                    + epr + "," + esc + ")");
        }
        if (sameStorage && el.equals(fl)) {
            return new Verdict(Kind.AS_STORED, null);
        }
        return refused(null);
    }

    /** Unannotated BYTE_ARRAY read as FIXED_LEN_BYTE_ARRAY({@code length}): each value's length is checked. */
    private static Verdict fixedLength(int length) {
        return new Verdict(Kind.CHECKED, "BYTE_ARRAY values of another length than " + length + " fail");
    }

    private static Verdict refused(String why) {
        return new Verdict(Kind.REFUSED, why);
    }

    private static boolean isText(String logical) {
        return logical.equals("STRING") || logical.equals("ENUM") || logical.equals("JSON");
    }

    private static boolean isInteger(SchemaNode t) {
        return (t.physical().equals("int32") || t.physical().equals("int64"))
                && (t.logical() == null || t.logical().startsWith("INTEGER("));
    }

    private static int bits(SchemaNode t) {
        return t.logical() != null ? Integer.parseInt(args(t.logical())[0]) : t.physical().equals("int32") ? 32 : 64;
    }

    private static boolean signed(SchemaNode t) {
        return t.logical() == null || Boolean.parseBoolean(args(t.logical())[1]);
    }

    private static String intName(int bits, boolean signed) {
        return "INT(" + bits + "," + signed + ")";
    }

    /** {@code NAME(a,b)} as {@code [a, b]}. */
    private static String[] args(String logical) {
        return logical.substring(logical.indexOf('(') + 1, logical.length() - 1).split(",");
    }
}
