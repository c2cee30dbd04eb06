package roundhouse.engine.internal.codec;

import java.util.List;
import java.util.Map;

import roundhouse.engine.internal.codec.Values.Wrong;

/**
 * The fields of 18xx.games actions and what each must hold, checked when a file is read: a bid
 * price of {@code "165"}, a rotation of {@code 2.7} or a revenue of 10^30 make the file unusable
 * input, named by action and field, instead of a rule refusal quoting a value the file does not
 * hold. Fields not listed here (bookkeeping such as {@code created_at}, a title's own fields) are
 * left to the rules, whose accessors ({@link roundhouse.api.Action#number}) are strict too.
 */
final class ActionFields {
    /** What a field holds. */
    private enum Kind {
        /** A name or id (a hex, a tile, a company). */
        NAME,
        /** Free text (a special purchase's description). */
        TEXT,
        /** A player id or a choice: a string or a whole number. */
        NAME_OR_WHOLE,
        /** A share price: {@code "67,5,6"} when parring, a number when selling. */
        TEXT_OR_NUMBER,
        /** Money or an id: a whole number, not negative. */
        COUNT,
        /** Money that may be negative (an extra revenue). */
        WHOLE,
        PERCENT,
        ROTATION,
        FLAG,
        NAMES,
        COUNTS,
        ROUTES,
        AUTO_ACTIONS
    }

    private static final Map<String, Kind> FIELDS = Map.ofEntries(
            Map.entry("type", Kind.NAME), Map.entry("entity", Kind.NAME_OR_WHOLE), Map.entry("entity_type", Kind.NAME),
            Map.entry("id", Kind.COUNT), Map.entry("action_id", Kind.COUNT),
            Map.entry("price", Kind.COUNT), Map.entry("cost", Kind.COUNT), Map.entry("amount", Kind.COUNT),
            Map.entry("slot", Kind.COUNT), Map.entry("extra_revenue", Kind.WHOLE), Map.entry("subsidy", Kind.WHOLE),
            Map.entry("percent", Kind.PERCENT), Map.entry("rotation", Kind.ROTATION),
            Map.entry("hex", Kind.NAME), Map.entry("tile", Kind.NAME), Map.entry("city", Kind.NAME),
            Map.entry("company", Kind.NAME), Map.entry("corporation", Kind.NAME), Map.entry("minor", Kind.NAME),
            Map.entry("train", Kind.NAME), Map.entry("variant", Kind.NAME), Map.entry("kind", Kind.NAME),
            Map.entry("exchange", Kind.NAME), Map.entry("tokener", Kind.NAME), Map.entry("reason", Kind.TEXT),
            Map.entry("description", Kind.TEXT),
            Map.entry("share_price", Kind.TEXT_OR_NUMBER), Map.entry("choice", Kind.NAME_OR_WHOLE),
            Map.entry("until_condition", Kind.NAME_OR_WHOLE),
            Map.entry("skip", Kind.FLAG), Map.entry("auto_pass_after", Kind.FLAG), Map.entry("from_market", Kind.FLAG),
            Map.entry("indefinite", Kind.FLAG), Map.entry("unconditional", Kind.FLAG),
            Map.entry("shares", Kind.NAMES), Map.entry("corporations", Kind.NAMES), Map.entry("hexes", Kind.NAMES),
            Map.entry("bids", Kind.COUNTS), Map.entry("total_price", Kind.COUNT),
            Map.entry("routes", Kind.ROUTES), Map.entry("auto_actions", Kind.AUTO_ACTIONS));

    /** What an action type cannot do without (18xx.games writes these on every such action). */
    private static final Map<String, List<String>> NEEDS = Map.ofEntries(
            Map.entry("bid", List.of("price")), Map.entry("buy_company", List.of("company", "price")),
            Map.entry("buy_train", List.of("train", "price")), Map.entry("discard_train", List.of("train")),
            Map.entry("lay_tile", List.of("hex", "tile", "rotation")), Map.entry("place_token", List.of("city")),
            Map.entry("par", List.of("corporation", "share_price")), Map.entry("buy_shares", List.of("shares")),
            Map.entry("sell_shares", List.of("shares")), Map.entry("dividend", List.of("kind")),
            Map.entry("run_routes", List.of("routes")));

    private ActionFields() {
    }

    /**
     * Checks one action of the log and its auto actions.
     *
     * @param index the action's index in the file's list (as messages name actions)
     * @throws Wrong naming the action (index, id, type, entity) and the field
     */
    static void check(int index, Object action) throws Wrong {
        if (!(action instanceof Map<?, ?> m) || !(m.get("type") instanceof String)) {
            throw new Wrong("action " + index + " is not an action (an object with a \"type\")");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> a = (Map<String, Object>) m;
        String where = "action " + index + " (" + summary(a) + ")";
        try {
            fields(a);
            Object autos = a.get("auto_actions");
            if (autos instanceof List<?> list) {
                for (int k = 0; k < list.size(); k++) {
                    Map<String, Object> auto = Values.object("auto_actions[" + k + "]", list.get(k));
                    if (!(auto.get("type") instanceof String)) {
                        throw new Wrong("auto action " + k + " has no \"type\"");
                    }
                    try {
                        fields(auto);
                    } catch (Wrong e) {
                        throw new Wrong("auto action " + k + " (" + summary(auto) + "): " + e.getMessage());
                    }
                }
            }
        } catch (Wrong e) {
            throw new Wrong(where + ": " + e.getMessage());
        }
    }

    /** {@code id 13, bid by 1627}, from whatever of these the action holds usable. */
    private static String summary(Map<String, Object> a) {
        Object id = a.get("id");
        Object entity = a.get("entity");
        String s = id instanceof Long n ? "id " + n + ", " : "";
        s += Values.preview(a.get("type")).replace("\"", "");
        if (entity instanceof String || entity instanceof Long) {
            s += " by " + Values.preview(entity).replace("\"", "");
        }
        return s;
    }

    private static void fields(Map<String, Object> a) throws Wrong {
        for (Map.Entry<String, Object> e : a.entrySet()) {
            Kind kind = FIELDS.get(e.getKey());
            if (kind != null) {
                field(e.getKey(), kind, e.getValue());
            }
        }
        for (String needed : NEEDS.getOrDefault((String) a.get("type"), List.of())) {
            if (!a.containsKey(needed)) {
                throw new Wrong("\"" + needed + "\" is missing; a " + a.get("type") + " needs it");
            }
        }
    }

    private static void field(String name, Kind kind, Object v) throws Wrong {
        switch (kind) {
            case NAME -> Values.name(name, v);
            case TEXT -> Values.text(name, v);
            case NAME_OR_WHOLE -> Values.nameOrWhole(name, v);
            case TEXT_OR_NUMBER -> Values.textOrNumber(name, v);
            case COUNT -> Values.whole(name, v, 0, Integer.MAX_VALUE);
            case WHOLE -> Values.whole(name, v, -Integer.MAX_VALUE, Integer.MAX_VALUE);
            case PERCENT -> Values.whole(name, v, 0, 100);
            case ROTATION -> Values.whole(name, v, 0, 5);
            case FLAG -> Values.flag(name, v);
            case NAMES -> Values.names(name, v);
            case COUNTS -> Values.counts(name, v);
            case ROUTES -> routes(name, v);
            case AUTO_ACTIONS -> Values.list(name, v);
        }
    }

    /** A run's routes: each names its train and revenue, with the hexes and connections it runs. */
    private static void routes(String name, Object v) throws Wrong {
        List<?> routes = Values.list(name, v);
        for (int i = 0; i < routes.size(); i++) {
            String at = name + "[" + i + "]";
            Map<String, Object> route = Values.object(at, routes.get(i));
            for (Map.Entry<String, Object> e : route.entrySet()) {
                String field = at + "." + e.getKey();
                switch (e.getKey()) {
                    case "train" -> Values.name(field, e.getValue());
                    case "revenue" -> Values.whole(field, e.getValue(), 0, Integer.MAX_VALUE);
                    case "subsidy" -> Values.whole(field, e.getValue(), -Integer.MAX_VALUE, Integer.MAX_VALUE);
                    case "revenue_str" -> Values.text(field, e.getValue());
                    case "hexes", "nodes" -> Values.names(field, e.getValue());
                    case "connections" -> {
                        List<?> connections = Values.list(field, e.getValue());
                        for (int k = 0; k < connections.size(); k++) {
                            Values.names(field + "[" + k + "]", connections.get(k));
                        }
                    }
                    default -> {
                    }
                }
            }
        }
    }
}
