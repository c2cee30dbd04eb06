package roundhouse.engine.internal.load;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;
import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.EngineOption;
import roundhouse.engine.spi.Phase;
import roundhouse.engine.spi.RuleSections;
import roundhouse.engine.spi.Rules;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;

/**
 * Loads a title's GAME-INF files in two phases: parse every file, then build and link (train
 * rust/availability references, phase triggers). Errors name the file and the JSON path.
 */
public final class TitleLoader {
    /** The files read, in load order. */
    public static final List<String> FILES = List.of("title.json", "companies.json", "market.json", "trains.json",
            "phases.json", "rules.json");

    private TitleLoader() {
    }

    /**
     * Reads {@code GAME-INF/<file>} through a title bundle's class loader.
     *
     * @param titleOptions option ids the title's own code reads, besides {@link EngineOption}
     */
    public static TitleData load(ClassLoader loader, Set<String> titleOptions) {
        return load(List.of(loader), titleOptions);
    }

    /**
     * Reads a title that may extend others ({@link TitleLayers}): {@code loaders.get(0)} holds its own
     * GAME-INF, each later loader the GAME-INF of a title an earlier one extends.
     */
    public static TitleData load(List<ClassLoader> loaders, Set<String> titleOptions) {
        List<TitleLayers.Layer> layers = TitleLayers.resolve(loaders);
        if (layers.size() > 1) {
            return buildWithOverrides(TitleLayers.merge(layers), titleOptions);
        }
        ClassLoader loader = loaders.get(0);
        Map<String, Object> raw = new LinkedHashMap<>();
        for (String f : FILES) {
            raw.put(f, parse(f, read(loader, f, true)));
        }
        for (String f : List.of("map.json", "tiles.json")) {
            String text = read(loader, f, false);
            if (text != null) {
                raw.put(f + ".text", text);
            }
        }
        String sections = read(loader, RuleSections.FILE, false);
        if (sections != null) {
            raw.put(RuleSections.FILE, ruleSections(parse(RuleSections.FILE, sections)));
        }
        String overrides = read(loader, Overrides.FILE, false);
        if (overrides != null) {
            raw.put(Overrides.FILE, parse(Overrides.FILE, overrides));
        }
        return buildWithOverrides(raw, titleOptions);
    }

    /** The options map.json and tiles.json change ({@code options}, the map's own: {@code MapOptions}). */
    private static Set<String> mapOptions(Map<String, Object> raw) {
        Set<String> out = new java.util.HashSet<>();
        for (String file : List.of("map.json.text", "tiles.json.text")) {
            if (raw.get(file) instanceof String text && text.contains("\"options\"")
                    && Json.parse(text) instanceof Map<?, ?> m && m.get("options") instanceof Map<?, ?> o) {
                o.keySet().forEach(k -> out.add(String.valueOf(k)));
            }
        }
        return out;
    }

    /** The map's hex coordinates by map.json colour group ({@code $.hexes.<colour>[].coords}); empty without a map. */
    static Map<String, List<String>> hexesOfColor(Object mapText) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (!(mapText instanceof String text)) {
            return out;
        }
        Object hexes = obj(parse("map.json", text), "map.json: $").get("hexes");
        if (hexes == null) {
            return out;
        }
        for (Map.Entry<String, Object> color : obj(hexes, "map.json: $.hexes").entrySet()) {
            List<String> coords = new ArrayList<>();
            for (Object group : list(color.getValue(), "map.json: $.hexes." + color.getKey())) {
                Object cs = obj(group, "map.json: $.hexes." + color.getKey() + "[]").get("coords");
                if (cs instanceof List<?> l) {
                    l.forEach(c -> coords.add(String.valueOf(c)));
                }
            }
            out.put(color.getKey(), List.copyOf(coords));
        }
        return out;
    }

    /** The id, name and player counts from {@code GAME-INF/title.json} alone. */
    public static TitleInfo info(ClassLoader loader) {
        return info(read(loader, "title.json", true));
    }

    /** The id, name and player counts of a title that may extend others (see {@link #load(List, Set)}). */
    public static TitleInfo info(List<ClassLoader> loaders) {
        List<TitleLayers.Layer> layers = TitleLayers.resolve(loaders);
        if (layers.size() == 1) {
            return info(layers.get(0).title());
        }
        Map<String, Object> title = new LinkedHashMap<>();
        layers.forEach(l -> title.putAll(l.title()));
        return info(title);
    }

    /** The id, name and player counts from the text of a {@code GAME-INF/title.json}. */
    public static TitleInfo info(String titleJson) {
        return info(obj(parse("title.json", titleJson), "title.json: $"));
    }

    /** The title's name in the engine's language when title.json has one ({@code name_de}), else {@code name}. */
    private static TitleInfo info(Map<String, Object> title) {
        String w = "title.json: $";
        String name = string(title, "name", w, null);
        if (title.get("name_" + roundhouse.engine.spi.EngineText.locale().getLanguage()) instanceof String local
                && !local.isBlank()) {
            name = local;
        }
        return new TitleInfo(string(title, "id", w, null), name,
                integer(title, "min_players", w, null), integer(title, "max_players", w, null));
    }

    /**
     * {@link #build} plus the checks of {@code overrides.json} (if {@code raw} has it): declared
     * option ids, data files, existing paths, and each option's data loading on its own.
     */
    public static TitleData buildWithOverrides(Map<String, Object> raw, Set<String> titleOptions) {
        TitleData data = build(raw, titleOptions);
        if (raw.containsKey(Overrides.FILE)) {
            Set<String> declared = new java.util.HashSet<>();
            data.options().forEach(o -> declared.add(o.id()));
            Overrides.check(raw, declared);
            for (String option : data.overriddenOptions()) {
                forOptions(data, Set.of(option));
            }
        }
        return data;
    }

    /** Keys are rule keys ({@code area.rule}), values the title's section texts. */
    static Map<String, Object> ruleSections(Object parsed) {
        Map<String, Object> m = obj(parsed, RuleSections.FILE + ": $");
        for (Map.Entry<String, Object> e : m.entrySet()) {
            String w = RuleSections.FILE + ": $." + e.getKey();
            if (!e.getKey().matches("[a-z0-9_]+(\\.[a-z0-9_]+)+")) {
                throw new IllegalStateException(w + ": a rule key is lower case words joined by dots (share.cert_limit)");
            }
            if (!(e.getValue() instanceof String s) || s.isBlank()) {
                throw new IllegalStateException(w + ": expected the section as text, e.g. \"§4.4\"");
            }
        }
        return m;
    }

    /**
     * The title's data with the {@code overrides.json} entries of {@code options} applied (options
     * without overrides are ignored); errors name the option and the file.
     */
    public static TitleData forOptions(TitleData base, Set<String> options) {
        List<String> on = base.overriddenOptions().stream().filter(options::contains).toList();
        if (on.isEmpty()) {
            return base;
        }
        Set<String> declared = new java.util.HashSet<>();
        base.options().forEach(o -> declared.add(o.id()));
        try {
            return build(Overrides.apply(base.raw(), on), declared);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("with option " + String.join(", ", on) + " (overrides.json): "
                    + e.getMessage(), e);
        }
    }

    static String read(ClassLoader loader, String file, boolean required) {
        try (InputStream in = loader.getResourceAsStream("GAME-INF/" + file)) {
            if (in == null) {
                if (required) {
                    throw new IllegalStateException("GAME-INF/" + file + ": missing");
                }
                return null;
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("GAME-INF/" + file + ": " + e.getMessage(), e);
        }
    }

    static Object parse(String file, String text) {
        try {
            return Json.parse(text);
        } catch (RuntimeException e) {
            throw new IllegalStateException("GAME-INF/" + file + ": not valid JSON: " + e.getMessage(), e);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> obj(Object o, String where) {
        if (o instanceof Map<?, ?> m) {
            return (Map<String, Object>) m;
        }
        throw new IllegalStateException(where + ": expected an object");
    }

    /**
     * An option's {@code players} (18xx.games' list of the counts it is for), each within the title's
     * range; none given: every count. The error names the JSON path.
     */
    private static List<Integer> optionPlayers(Object players, TitleInfo info, String where) {
        if (players == null) {
            return List.of();
        }
        List<Integer> out = new ArrayList<>();
        List<Object> counts = list(players, where + ".players");
        for (int k = 0; k < counts.size(); k++) {
            int n = number(counts.get(k), where + ".players[" + k + "]");
            if (n < info.minPlayers() || n > info.maxPlayers()) {
                throw new IllegalStateException(where + ".players[" + k + "]: " + n + " is outside the title's "
                        + info.playerRange() + " players");
            }
            out.add(n);
        }
        if (out.isEmpty()) {
            throw new IllegalStateException(where + ".players: empty (leave it out for an option of every player count)");
        }
        return out;
    }

    /** Every option an option excludes is one of the title's, and not itself. */
    private static void checkExclusions(List<RuleOption> options, String where) {
        Set<String> ids = new HashSet<>();
        options.forEach(o -> ids.add(o.id()));
        for (int i = 0; i < options.size(); i++) {
            RuleOption o = options.get(i);
            for (String x : o.excludes()) {
                if (!ids.contains(x) || x.equals(o.id())) {
                    throw new IllegalStateException(where + "[" + i + "].excludes: " + x
                            + (x.equals(o.id()) ? " is the option itself" : " is not an optional rule of the title"));
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o, String where) {
        if (o instanceof List<?> l) {
            return (List<Object>) l;
        }
        throw new IllegalStateException(where + ": expected an array");
    }

    /** A whole number where the data must have one; the error names the JSON path. */
    static int number(Object value, String where) {
        if (value instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())) {
            return n.intValue();
        }
        throw new IllegalStateException(where + ": expected a whole number, got " + value);
    }

    static int integer(Map<String, Object> m, String key, String where, Integer fallback) {
        Object v = m.get(key);
        if (v instanceof Number n) {
            return n.intValue();
        }
        if (v == null && fallback != null) {
            return fallback;
        }
        throw new IllegalStateException(where + "." + key + ": expected a number");
    }

    static String string(Map<String, Object> m, String key, String where, String fallback) {
        Object v = m.get(key);
        if (v == null) {
            if (fallback == null) {
                throw new IllegalStateException(where + "." + key + ": missing");
            }
            return fallback;
        }
        return String.valueOf(v);
    }

    /**
     * Builds the title from parsed files ({@code raw} maps file name to its JSON value).
     *
     * @param titleOptions option ids the title's own code reads, besides {@link EngineOption}
     */
    public static TitleData build(Map<String, Object> raw, Set<String> titleOptions) {
        Map<String, Object> title = obj(raw.get("title.json"), "title.json: $");
        String w = "title.json: $";
        TitleInfo info = info(title);
        int bank = integer(title, "bank", w, null);
        Map<Integer, Integer> cash = perPlayers(obj(title.get("starting_cash"), w + ".starting_cash"), w + ".starting_cash");
        Map<Integer, Integer> limit = perPlayers(obj(title.get("cert_limit"), w + ".cert_limit"), w + ".cert_limit");
        List<RuleOption> options = new ArrayList<>();
        // an option whose whole effect is data (overrides.json) needs no code that reads it
        Set<String> dataOptions = raw.get(Overrides.FILE) instanceof Map<?, ?> o
                ? o.keySet().stream().map(String::valueOf).collect(java.util.stream.Collectors.toSet()) : Set.of();
        if (title.get("optional_rules") != null) {
            int i = 0;
            for (Object o : list(title.get("optional_rules"), w + ".optional_rules")) {
                String ww = w + ".optional_rules[" + i++ + "]";
                Map<String, Object> m = obj(o, ww);
                String sym = string(m, "sym", ww, null);
                if (!EngineOption.ids().contains(sym) && !titleOptions.contains(sym) && !dataOptions.contains(sym)
                        && !mapOptions(raw).contains(sym)) {
                    throw new IllegalStateException(ww + ".sym: unknown option " + sym + " (neither an EngineOption, nor one"
                            + " the title's code reads, nor one overrides.json, map.json or tiles.json options change)");
                }
                // short_name_de, desc_de...: the option in the player's language, where the title gives it
                String lang = "_" + roundhouse.engine.spi.EngineText.locale().getLanguage();
                List<String> excludes = new ArrayList<>();
                if (m.get("excludes") != null) {
                    int k = 0;
                    for (Object x : list(m.get("excludes"), ww + ".excludes")) {
                        if (!(x instanceof String id)) {
                            throw new IllegalStateException(ww + ".excludes[" + k + "]: an option's sym expected, not " + x);
                        }
                        excludes.add(id);
                        k++;
                    }
                }
                options.add(new RuleOption(string(m, "sym", ww, null),
                        string(m, "short_name" + lang, ww, string(m, "short_name", ww, null)),
                        string(m, "desc" + lang, ww, string(m, "desc", ww, "")), Boolean.TRUE.equals(m.get("import_default")),
                        Boolean.TRUE.equals(m.get("default")), excludes, optionPlayers(m.get("players"), info, ww)));
            }
            checkExclusions(options, w + ".optional_rules");
        }
        // rules first: they hold defaults of other files (float_percent)
        Rules rules = rules(obj(raw.get("rules.json"), "rules.json: $"));
        Map<String, Object> companiesFile = obj(raw.get("companies.json"), "companies.json: $");
        List<TitleData.CompanyDef> companies = new ArrayList<>();
        int i = 0;
        for (Object o : list(companiesFile.get("companies"), "companies.json: $.companies")) {
            String ww = "companies.json: $.companies[" + i++ + "]";
            Map<String, Object> m = obj(o, ww);
            List<Ability> abilities = new ArrayList<>();
            if (m.get("abilities") != null) {
                int k = 0;
                for (Object a : list(m.get("abilities"), ww + ".abilities")) {
                    Map<String, Object> am = obj(a, ww + ".abilities[" + k + "]");
                    abilities.add(new Ability(string(am, "type", ww + ".abilities[" + k++ + "]", null), am));
                }
            }
            companies.add(new TitleData.CompanyDef(string(m, "sym", ww, null), string(m, "name", ww, null),
                    integer(m, "value", ww, null), integer(m, "revenue", ww, 0), abilities, m));
        }
        List<TitleData.CorporationDef> corporations = new ArrayList<>();
        i = 0;
        for (Object o : list(companiesFile.get("corporations"), "companies.json: $.corporations")) {
            String ww = "companies.json: $.corporations[" + i++ + "]";
            Map<String, Object> m = obj(o, ww);
            List<Integer> tokens = new ArrayList<>();
            List<Object> tokenList = list(m.get("tokens"), ww + ".tokens");
            for (int k = 0; k < tokenList.size(); k++) {
                tokens.add(number(tokenList.get(k), ww + ".tokens[" + k + "]"));
            }
            List<Integer> shares = new ArrayList<>();
            if (m.get("shares") != null) {
                for (Object t : list(m.get("shares"), ww + ".shares")) {
                    shares.add(((Number) t).intValue());
                }
            } else {
                shares.add(20);
                for (int k = 0; k < 8; k++) {
                    shares.add(10);
                }
            }
            int sum = shares.stream().mapToInt(Integer::intValue).sum();
            if (sum != 100) {
                throw new IllegalStateException(ww + ".shares: certificates add up to " + sum + "%, not 100%");
            }
            corporations.add(new TitleData.CorporationDef(string(m, "sym", ww, null), string(m, "name", ww, null),
                    string(m, "type", ww, "major"), tokens, (String) m.get("coordinates"), integer(m, "city", ww, -1),
                    shares, integer(m, "float_percent", ww, rules.floatPercent()), m));
        }
        Map<String, Object> marketFile = obj(raw.get("market.json"), "market.json: $");
        List<List<String>> market = new ArrayList<>();
        i = 0;
        for (Object row : list(marketFile.get("market"), "market.json: $.market")) {
            List<String> r = new ArrayList<>();
            for (Object cell : list(row, "market.json: $.market[" + i + "]")) {
                String s = cell == null ? "" : String.valueOf(cell);
                if (!s.isEmpty() && !Character.isDigit(s.charAt(0))) {
                    throw new IllegalStateException("market.json: $.market[" + i + "]: bad cell \"" + s + "\"");
                }
                r.add(s);
            }
            market.add(r);
            i++;
        }
        String layoutName = string(marketFile, "layout", "market.json: $", "grid");
        StockMarket.Layout layout = switch (layoutName) {
            case "grid" -> StockMarket.Layout.GRID;
            case "line", "1d" -> StockMarket.Layout.LINE;
            case "hex" -> StockMarket.Layout.HEX;
            default -> throw new IllegalStateException("market.json: $.layout: \"" + layoutName
                    + "\" is not one of [grid, line, 1d, hex]");
        };
        checkZoneColors(marketFile, market);
        List<TrainType> trains = TrainsAndPhases.trains(raw.get("trains.json"),
                () -> hexesOfColor(raw.get("map.json.text")));
        List<Phase> phases = TrainsAndPhases.phases(raw.get("phases.json"));
        TrainsAndPhases.link(trains, phases);
        String currency = title.get("currency") == null ? "$%s" : string(title, "currency", w, null);
        if (!currency.contains("%s")) {
            throw new IllegalStateException(w + ".currency: \"" + currency + "\" has no %s for the amount");
        }
        return new TitleData(info, bank, cash, limit, options, companies, corporations, market, layout, trains, phases,
                rules, raw, currency);
    }

    /**
     * market.json {@code zone_colors}: a zone letter that some cell carries, drawn in one of
     * {@link TitleData#ZONE_COLORS} (a typo would silently draw the cells in the usual colour).
     */
    private static void checkZoneColors(Map<String, Object> marketFile, List<List<String>> market) {
        Object colors = marketFile.get("zone_colors");
        if (colors == null) {
            return;
        }
        Map<String, Object> map = obj(colors, "market.json: $.zone_colors");
        for (Map.Entry<String, Object> e : map.entrySet()) {
            String where = "market.json: $.zone_colors." + e.getKey();
            String color = e.getValue() instanceof String s ? s : null;
            if (color == null || !TitleData.ZONE_COLORS.contains(color)) {
                throw new IllegalStateException(where + ": \"" + e.getValue() + "\" is not one of " + TitleData.ZONE_COLORS);
            }
            boolean used = market.stream().flatMap(List::stream)
                    .anyMatch(cell -> cell.replaceAll("[0-9]", "").replace("p", "").equals(e.getKey()));
            if (!used) {
                throw new IllegalStateException(where + ": no cell of the market has zone \"" + e.getKey() + "\"");
            }
        }
    }

    /**
     * Private blockers are declared twice, by tobymao's shape: the {@code blocks_hexes} ability (its
     * {@code hexes}) and map.json {@code blockers}, which the board uses. Both must name the same
     * privates and hexes.
     *
     * @param mapBlockers map.json {@code blockers}: private sym to hexes
     */
    public static void checkBlockers(TitleData data, Map<String, List<String>> mapBlockers) {
        Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < data.companies().size(); i++) {
            TitleData.CompanyDef c = data.companies().get(i);
            for (int k = 0; k < c.abilities().size(); k++) {
                Ability a = c.abilities().get(k);
                if (!a.type().equals("blocks_hexes")) {
                    continue;
                }
                String where = "companies.json: $.companies[" + i + "].abilities[" + k + "].hexes";
                Set<String> own = a.fields().get("hexes") instanceof List<?> l
                        ? new java.util.TreeSet<>(l.stream().map(String::valueOf).toList()) : Set.of();
                List<String> onMap = mapBlockers.get(c.sym());
                Set<String> map = onMap == null ? Set.of() : new java.util.TreeSet<>(onMap);
                if (!own.equals(map)) {
                    throw new IllegalStateException(where + " " + own + " and map.json: $.blockers." + c.sym() + " "
                            + (onMap == null ? "(missing)" : map) + " disagree");
                }
                seen.add(c.sym());
            }
        }
        for (String sym : mapBlockers.keySet()) {
            if (!seen.contains(sym)) {
                throw new IllegalStateException("map.json: $.blockers." + sym + ": " + sym
                        + " has no blocks_hexes ability in companies.json");
            }
        }
    }

    private static Map<Integer, Integer> perPlayers(Map<String, Object> m, String where) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (Map.Entry<String, Object> e : m.entrySet()) {
            try {
                out.put(Integer.parseInt(e.getKey()), ((Number) e.getValue()).intValue());
            } catch (RuntimeException ex) {
                throw new IllegalStateException(where + "." + e.getKey() + ": expected player count to number");
            }
        }
        return out;
    }

    /** Every key rules.json may set; anything else is a misspelling. */
    static final Set<String> RULE_KEYS = Set.of("capitalization", "float_percent", "sell_buy_order", "sell_after",
            "pool_share_limit", "holding_limit", "sell_movement", "sold_out_rise", "pool_dividends_to_corporation",
            "game_end_bank", "game_end_bankrupt", "must_buy_train", "private_trade_min_turn",
            "corp_private_price_min_percent", "corp_private_price_max_percent", "tile_lays");

    /**
     * Keys that once existed but switched nothing: the presidency swap hands over the president's
     * certificate, whose size is companies.json {@code shares[0]}; privates close by a train event.
     */
    static final Map<String, String> REMOVED_RULE_KEYS = Map.of(
            "president_swap_percent", "the swap size is the president's certificate, companies.json shares[0]",
            "privates_close_on_first", "give that train the event {\"type\": \"close_companies\"} in trains.json");

    private static Rules rules(Map<String, Object> m) {
        Rules d = Rules.defaults();
        String w = "rules.json: $";
        for (String key : m.keySet()) {
            if (REMOVED_RULE_KEYS.containsKey(key)) {
                throw new IllegalStateException(w + "." + key + ": not a rule switch: " + REMOVED_RULE_KEYS.get(key));
            }
            if (!RULE_KEYS.contains(key)) {
                throw new IllegalStateException(w + "." + key + ": unknown rule switch (known: "
                        + String.join(", ", new java.util.TreeSet<>(RULE_KEYS)) + ")");
            }
        }
        return new Rules(choice(m, "capitalization", Rules.Capitalization.values(), d.capitalization(), w),
                integer(m, "float_percent", w, d.floatPercent()),
                choice(m, "sell_buy_order", Rules.SellBuyOrder.values(), d.sellBuyOrder(), w),
                choice(m, "sell_after", Rules.SellAfter.values(), d.sellAfter(), w),
                integer(m, "pool_share_limit", w, d.poolShareLimit()),
                integer(m, "holding_limit", w, d.holdingLimit()),
                choice(m, "sell_movement", Rules.SellMovement.values(), d.sellMovement(), w),
                bool(m, "sold_out_rise", d.soldOutRise()),
                bool(m, "pool_dividends_to_corporation", d.poolDividendsToCorporation()),
                choice(m, "game_end_bank", Rules.GameEndBank.values(), d.gameEndBank(), w),
                choice(m, "game_end_bankrupt", Rules.GameEndBankrupt.values(), d.gameEndBankrupt(), w),
                choice(m, "must_buy_train", Rules.MustBuyTrain.values(), d.mustBuyTrain(), w),
                integer(m, "private_trade_min_turn", w, d.privateTradeMinTurn()),
                integer(m, "corp_private_price_min_percent", w, d.corpPrivatePriceMin()),
                integer(m, "corp_private_price_max_percent", w, d.corpPrivatePriceMax()));
    }

    /** A named choice ({@code id()} of an enum constant): absent = the default. */
    static <E extends Enum<E>> E choice(Map<String, Object> m, String key, E[] values, E fallback,
            String where) {
        Object v = m.get(key);
        if (v == null) {
            return fallback;
        }
        List<String> allowed = new ArrayList<>();
        for (E e : values) {
            String id = e.name().toLowerCase(java.util.Locale.ROOT);
            if (id.equals(v)) {
                return e;
            }
            allowed.add(id);
        }
        throw new IllegalStateException(where + "." + key + ": \"" + v + "\" is not one of " + allowed);
    }

    private static boolean bool(Map<String, Object> m, String key, boolean fallback) {
        Object v = m.get(key);
        if (v == null) {
            return fallback;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        throw new IllegalStateException("rules.json: $." + key + ": expected true or false, not " + v);
    }
}
