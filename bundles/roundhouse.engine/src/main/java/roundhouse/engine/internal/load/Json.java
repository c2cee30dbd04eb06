package roundhouse.engine.internal.load;

import java.io.EOFException;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonIOException;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;

/** Converts gson trees to plain Java values: String, Long/Double, Boolean, List, Map (insertion order). */
public final class Json {
    private Json() {
    }

    /**
     * JSON text to plain values, as {@code plain(JsonParser.parseString(text))} gives them (lenient, the
     * text one value, an empty text null, the same exceptions), read straight from gson's stream
     * reader: a gson tree needs its type adapters, some forty classes, which every start would load
     * only to read each installed title's {@code title.json}.
     *
     * @throws JsonSyntaxException if the text is not JSON (message as gson's)
     */
    public static Object parse(String text) {
        JsonReader in = new JsonReader(new StringReader(text));
        in.setStrictness(Strictness.LENIENT);
        try {
            try {
                in.peek();
            } catch (EOFException empty) {
                return null;
            }
            Object value = read(in);
            // gson reads the value leniently but what follows it with the reader's own strictness
            in.setStrictness(Strictness.LEGACY_STRICT);
            if (value != null && in.peek() != JsonToken.END_DOCUMENT) {
                throw new JsonSyntaxException("Did not consume the entire document.");
            }
            return value;
        } catch (MalformedJsonException | EOFException | NumberFormatException e) {
            throw new JsonSyntaxException(e);
        } catch (IOException e) {
            throw new JsonIOException(e);
        }
    }

    private static Object read(JsonReader in) throws IOException {
        JsonToken token = in.peek();
        switch (token) {
            case BEGIN_OBJECT -> {
                Map<String, Object> out = new LinkedHashMap<>();
                in.beginObject();
                while (in.hasNext()) {
                    String name = in.nextName();
                    out.put(name, read(in));
                }
                in.endObject();
                return out;
            }
            case BEGIN_ARRAY -> {
                List<Object> out = new ArrayList<>();
                in.beginArray();
                while (in.hasNext()) {
                    out.add(read(in));
                }
                in.endArray();
                return out;
            }
            case STRING -> {
                return in.nextString();
            }
            case NUMBER -> {
                return number(in.nextString());
            }
            case BOOLEAN -> {
                return in.nextBoolean();
            }
            case NULL -> {
                in.nextNull();
                return null;
            }
            default -> throw new IllegalStateException("Unexpected token: " + token);
        }
    }

    /** A number as written: a Long when it is a whole number that fits, else a Double. */
    private static Object number(String literal) {
        if (literal.indexOf('.') < 0 && literal.indexOf('e') < 0 && literal.indexOf('E') < 0) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException ex) {
                return Double.parseDouble(literal);
            }
        }
        return Double.parseDouble(literal);
    }

    public static Object plain(JsonElement e) {
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (e.isJsonPrimitive()) {
            JsonPrimitive p = e.getAsJsonPrimitive();
            if (p.isBoolean()) {
                return p.getAsBoolean();
            }
            if (p.isNumber()) {
                return number(p.getAsString());
            }
            return p.getAsString();
        }
        if (e.isJsonArray()) {
            JsonArray a = e.getAsJsonArray();
            List<Object> out = new ArrayList<>(a.size());
            for (JsonElement x : a) {
                out.add(plain(x));
            }
            return out;
        }
        JsonObject o = e.getAsJsonObject();
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> en : o.entrySet()) {
            out.put(en.getKey(), plain(en.getValue()));
        }
        return out;
    }

    /** The reverse of {@link #plain}: Java values to a gson tree. */
    @SuppressWarnings("unchecked")
    public static JsonElement tree(Object v) {
        if (v == null) {
            return com.google.gson.JsonNull.INSTANCE;
        }
        if (v instanceof JsonElement j) {
            return j;
        }
        if (v instanceof String s) {
            return new JsonPrimitive(s);
        }
        if (v instanceof Number n) {
            return new JsonPrimitive(n);
        }
        if (v instanceof Boolean b) {
            return new JsonPrimitive(b);
        }
        if (v instanceof Map<?, ?> m) {
            JsonObject o = new JsonObject();
            for (Map.Entry<?, ?> en : m.entrySet()) {
                o.add(String.valueOf(en.getKey()), tree(en.getValue()));
            }
            return o;
        }
        if (v instanceof Iterable<?> it) {
            JsonArray a = new JsonArray();
            for (Object x : (Iterable<Object>) it) {
                a.add(tree(x));
            }
            return a;
        }
        return new JsonPrimitive(String.valueOf(v));
    }
}
