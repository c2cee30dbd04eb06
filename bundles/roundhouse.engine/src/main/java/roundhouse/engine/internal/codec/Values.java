package roundhouse.engine.internal.codec;

import java.util.List;
import java.util.Map;

/**
 * What a field of a game file must hold, checked on the plain values {@link StrictJson} reads;
 * the problems as one short line ({@code "price" must be ..., not "165"}) with the value shown
 * at most {@link #PREVIEW} characters long.
 */
final class Values {
    /** Characters of a file's value shown in a message. */
    static final int PREVIEW = 40;
    /** Longest name or id read (a title, a hex, a company, a player): 18xx.games' are a few dozen. */
    static final int MAX_NAME = 200;

    /** A field's value is not what the field must hold: the message without file or action. */
    static final class Wrong extends Exception {
        private static final long serialVersionUID = 1L;

        Wrong(String field, String must, Object value) {
            super("\"" + field + "\" must be " + must + ", not " + preview(value));
        }

        Wrong(String message) {
            super(message);
        }
    }

    private Values() {
    }

    /** A name or id: a string of at most {@link #MAX_NAME} characters. */
    static String name(String field, Object v) throws Wrong {
        if (!(v instanceof String s)) {
            throw new Wrong(field, "a string", v);
        }
        return longest(field, s);
    }

    /** A name or id that 18xx.games writes as a string or a whole number (player ids, choices). */
    static String nameOrWhole(String field, Object v) throws Wrong {
        if (v instanceof String s) {
            return longest(field, s);
        }
        if (v instanceof Long n) {
            return n.toString();
        }
        if (v instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString(d.longValue());
        }
        throw new Wrong(field, "a string or a whole number", v);
    }

    private static String longest(String field, String s) throws Wrong {
        if (s.length() > MAX_NAME) {
            throw new Wrong("\"" + field + "\" is " + s.length() + " characters long, over the " + MAX_NAME
                    + " of any name or id: " + preview(s));
        }
        return s;
    }

    /** Any string (a description, which nothing repeats in a message). */
    static String text(String field, Object v) throws Wrong {
        if (!(v instanceof String s)) {
            throw new Wrong(field, "a string", v);
        }
        return s;
    }

    /** A whole number from {@code min} to {@code max} (a whole number written as {@code 165.0} counts). */
    static int whole(String field, Object v, int min, int max) throws Wrong {
        if (v instanceof Long n && n >= min && n <= max) {
            return (int) (long) n;
        }
        if (v instanceof Double d && d == Math.rint(d) && d >= min && d <= max) {
            return (int) (double) d;
        }
        throw new Wrong(field, "a whole number from " + min + " to " + max, v);
    }

    /** A finite number or a string (a share price: 18xx.games writes {@code "67,5,6"} or {@code 26.5}). */
    static void textOrNumber(String field, Object v) throws Wrong {
        boolean ok = v instanceof String s ? s.length() <= MAX_NAME
                : v instanceof Long || v instanceof Double d && Double.isFinite(d);
        if (!ok) {
            throw new Wrong(field, "a string or a number", v);
        }
    }

    static void flag(String field, Object v) throws Wrong {
        if (!(v instanceof Boolean)) {
            throw new Wrong(field, "true or false", v);
        }
    }

    static List<?> list(String field, Object v) throws Wrong {
        if (!(v instanceof List<?> l)) {
            throw new Wrong(field, "a list", v);
        }
        return l;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(String field, Object v) throws Wrong {
        if (!(v instanceof Map<?, ?> m)) {
            throw new Wrong(field, "an object", v);
        }
        return (Map<String, Object>) m;
    }

    /** A list of names: {@code shares}, {@code hexes}. */
    static void names(String field, Object v) throws Wrong {
        List<?> l = list(field, v);
        for (int i = 0; i < l.size(); i++) {
            name(field + "[" + i + "]", l.get(i));
        }
    }

    /** A list of amounts of at least 0: {@code bids} of a sheet of blind bids (1841). */
    static void counts(String field, Object v) throws Wrong {
        List<?> l = list(field, v);
        for (int i = 0; i < l.size(); i++) {
            whole(field + "[" + i + "]", l.get(i), 0, Integer.MAX_VALUE);
        }
    }

    /** A value as JSON text for a message, cut to {@link #PREVIEW} characters. */
    static String preview(Object v) {
        StringBuilder sb = new StringBuilder();
        append(sb, v);
        return sb.length() <= PREVIEW ? sb.toString() : sb.substring(0, PREVIEW - 3) + "...";
    }

    /** Appends JSON text, stopping once the preview is long enough (the value may be a whole file's list). */
    private static void append(StringBuilder sb, Object v) {
        if (sb.length() > PREVIEW) {
            return;
        }
        if (v instanceof String s) {
            sb.append('"').append(s, 0, Math.min(s.length(), PREVIEW)).append(s.length() > PREVIEW ? "" : "\"");
        } else if (v instanceof Double d) {
            sb.append(Double.isFinite(d) ? java.math.BigDecimal.valueOf(d).stripTrailingZeros().toString() : d.toString());
        } else if (v instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size() && sb.length() <= PREVIEW; i++) {
                sb.append(i == 0 ? "" : ",");
                append(sb, l.get(i));
            }
            sb.append(']');
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (sb.length() > PREVIEW) {
                    break;
                }
                String key = String.valueOf(e.getKey());
                sb.append(first ? "\"" : ",\"").append(key, 0, Math.min(key.length(), PREVIEW)).append("\":");
                append(sb, e.getValue());
                first = false;
            }
            sb.append('}');
        } else {
            sb.append(v);
        }
    }
}
