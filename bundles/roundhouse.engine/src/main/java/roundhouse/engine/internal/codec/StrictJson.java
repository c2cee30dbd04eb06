package roundhouse.engine.internal.codec;

import java.io.EOFException;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;

/**
 * Reads strict JSON (RFC 8259, as 18xx.games' own parser takes it: no comments, single quotes,
 * unquoted words, NaN or trailing commas) into plain values: String, Long or Double, Boolean, null,
 * List and Map in file order. It keeps its own stack instead of recursing and refuses to nest
 * deeper than {@link #MAX_DEPTH}, so no file can overflow the call stack; its messages are ours
 * and one short line, never gson's (whose location path grows with the nesting).
 */
final class StrictJson {
    /** A game file nests about ten levels (a route's connections inside an action's auto actions). */
    static final int MAX_DEPTH = 64;
    private static final Pattern WHERE = Pattern.compile("line (\\d+) column (\\d+)");

    /** The text is not strict JSON; the message says why and where, without the file name. */
    static final class NotJson extends Exception {
        private static final long serialVersionUID = 1L;

        NotJson(String message) {
            super(message);
        }
    }

    private StrictJson() {
    }

    /**
     * The one JSON value of the text.
     *
     * @throws NotJson if the text is not one strict JSON value nested at most {@link #MAX_DEPTH} deep
     * @throws IOException if the reader fails (undecodable bytes, a file over its size limit)
     */
    static Object read(Reader text) throws NotJson, IOException {
        JsonReader in = new JsonReader(text);
        in.setStrictness(Strictness.STRICT);
        try {
            Object value = value(in);
            if (in.peek() != JsonToken.END_DOCUMENT) {
                throw new NotJson("malformed JSON: more text after the JSON value" + at(in));
            }
            return value;
        } catch (MalformedJsonException | EOFException e) {
            throw new NotJson(ourWords(e));
        }
    }

    /** One whole value, containers filled from an explicit stack rather than by recursion. */
    private static Object value(JsonReader in) throws IOException, NotJson {
        List<Object> open = new ArrayList<>();
        String[] names = new String[MAX_DEPTH];
        while (true) {
            JsonToken token = in.peek();
            Object v;
            switch (token) {
                case BEGIN_ARRAY, BEGIN_OBJECT -> {
                    if (open.size() == MAX_DEPTH) {
                        throw new NotJson("nested deeper than " + MAX_DEPTH + " levels" + at(in)
                                + " (a game file nests about 10)");
                    }
                    Object container;
                    if (token == JsonToken.BEGIN_ARRAY) {
                        in.beginArray();
                        container = new ArrayList<>();
                    } else {
                        in.beginObject();
                        container = new LinkedHashMap<>();
                    }
                    add(open, names, container);
                    open.add(container);
                    continue;
                }
                case END_ARRAY, END_OBJECT -> {
                    if (token == JsonToken.END_ARRAY) {
                        in.endArray();
                    } else {
                        in.endObject();
                    }
                    Object done = open.remove(open.size() - 1);
                    if (open.isEmpty()) {
                        return done;
                    }
                    continue;
                }
                case NAME -> {
                    names[open.size() - 1] = in.nextName();
                    continue;
                }
                case STRING -> v = in.nextString();
                case NUMBER -> v = number(in.nextString());
                case BOOLEAN -> v = in.nextBoolean();
                case NULL -> {
                    in.nextNull();
                    v = null;
                }
                default -> throw new NotJson("truncated JSON: the file ends before its value does" + at(in));
            }
            if (open.isEmpty()) {
                return v;
            }
            add(open, names, v);
        }
    }

    @SuppressWarnings("unchecked")
    private static void add(List<Object> open, String[] names, Object v) {
        if (open.isEmpty()) {
            return;
        }
        Object parent = open.get(open.size() - 1);
        if (parent instanceof List<?> list) {
            ((List<Object>) list).add(v);
        } else {
            // a repeated name keeps its last value, as 18xx.games' parser does
            ((Map<String, Object>) parent).put(names[open.size() - 1], v);
        }
    }

    /** A number as written: a Long when it is a whole number that fits, else a Double. */
    static Object number(String literal) {
        if (literal.indexOf('.') < 0 && literal.indexOf('e') < 0 && literal.indexOf('E') < 0) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException tooLong) {
                return Double.parseDouble(literal);
            }
        }
        return Double.parseDouble(literal);
    }

    private static String at(JsonReader in) {
        Matcher m = WHERE.matcher(in.toString());
        return m.find() ? " at line " + m.group(1) + " column " + m.group(2) : "";
    }

    /** The parser's complaint in our words, with its line and column but not its path. */
    static String ourWords(IOException e) {
        String msg = String.valueOf(e.getMessage());
        Matcher m = WHERE.matcher(msg);
        String where = m.find() ? " at line " + m.group(1) + " column " + m.group(2) : "";
        if (e instanceof EOFException || msg.startsWith("End of input") || msg.startsWith("Unterminated string")
                || msg.startsWith("Unterminated escape")) {
            return "truncated JSON: the file ends inside a value" + where;
        }
        if (msg.contains("setStrictness") || msg.contains("LENIENT")) {
            return "not strict JSON" + where
                    + " (comments, single quotes, unquoted words, NaN, Infinity and trailing commas are not JSON)";
        }
        return "malformed JSON" + where + reason(msg);
    }

    private static String reason(String msg) {
        if (msg.startsWith("Unterminated object")) {
            return ": ',' or '}' expected";
        }
        if (msg.startsWith("Unterminated array")) {
            return ": ',' or ']' expected";
        }
        if (msg.startsWith("Expected name")) {
            return ": a quoted name expected";
        }
        if (msg.startsWith("Expected ':'")) {
            return ": ':' expected";
        }
        if (msg.startsWith("Expected value")) {
            return ": a value expected";
        }
        if (msg.contains("escape")) {
            return ": a bad escape sequence in a string";
        }
        if (msg.contains("control character")) {
            return ": a control character inside a string (write it as \\n, \\t or \\u00XX)";
        }
        return "";
    }
}
