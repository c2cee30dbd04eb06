package roundhouse.engine.internal.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/** Converts gson trees to plain Java values: String, Long/Double, Boolean, List, Map (insertion order). */
public final class Json {
    private Json() {
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
                String s = p.getAsString();
                if (s.indexOf('.') < 0 && s.indexOf('e') < 0 && s.indexOf('E') < 0) {
                    try {
                        return Long.parseLong(s);
                    } catch (NumberFormatException ex) {
                        return p.getAsDouble();
                    }
                }
                return p.getAsDouble();
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
