package roundhouse.engine.spi;

import java.util.List;
import java.util.Map;

import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;

/**
 * Everything a title's GAME-INF files say, parsed and linked once per title; immutable. Games
 * build their own mutable entities from it.
 *
 * @param info identity and player range
 * @param bank the bank's total cash
 * @param startingCash per player count
 * @param certLimit per player count
 * @param options the title's optional rules (18xx.games options and rulebook departures)
 * @param companies private companies in auction order
 * @param corporations corporations in the title's list order
 * @param market market rows as tobymao strings ({@code "100p"}, {@code "60y"}, {@code ""})
 * @param marketLayout layout of the market
 * @param trains train types in depot order
 * @param phases phases in order
 * @param rules typed rule switches
 * @param raw every parsed GAME-INF file by name (e.g. {@code "title.json"}), plus the map's files as
 *     text under {@code "map.json.text"} and {@code "tiles.json.text"}, for the map and for titles
 * @param currency how money is written, {@code %s} standing for the amount (title.json
 *     {@code currency}, e.g. {@code "$%s"}; 18Mag writes {@code "%s K"})
 */
@Shared
public record TitleData(TitleInfo info, int bank, Map<Integer, Integer> startingCash, Map<Integer, Integer> certLimit,
        List<RuleOption> options, List<CompanyDef> companies, List<CorporationDef> corporations,
        List<List<String>> market, StockMarket.Layout marketLayout, List<TrainType> trains, List<Phase> phases,
        Rules rules, Map<String, Object> raw, String currency) {

    /** The colours a market zone may be drawn in (market.json {@code zone_colors} values). */
    public static final List<String> ZONE_COLORS = List.of("normal", "yellow", "orange", "brown", "red", "blue", "split");

    /**
     * The colour the views draw cells of a market zone in, when the title's printed board shows it
     * otherwise than the zone letter's usual colour: market.json {@code zone_colors}, e.g. 1854's
     * {@code {"y": "orange"}} (its bottom cells carry the rule of zone y, certificates there do not
     * count against the limit, but are printed orange). {@code null}: the usual colour.
     */
    public String marketZoneColor(String zone) {
        Object market = raw == null ? null : raw.get("market.json");
        if (market instanceof Map<?, ?> m && m.get("zone_colors") instanceof Map<?, ?> colors
                && colors.get(zone) instanceof String color) {
            return color;
        }
        return null;
    }

    /** An amount in the title's currency. */
    public String format(int amount) {
        return currency.replace("%s", Integer.toString(amount));
    }

    /** A private company's definition (companies.json, {@code companies}). */
    @Shared
    public record CompanyDef(String sym, String name, int value, int revenue, List<Ability> abilities,
            Map<String, Object> data) {
        /** Keeps the data unmodifiable: every game of the title shares it. */
        public CompanyDef {
            abilities = FrozenData.list(abilities);
            data = FrozenData.map(data);
        }
    }

    /**
     * A corporation's definition (companies.json, {@code corporations}).
     *
     * @param shares certificate sizes in percent, president's first (default 20 + 8 x 10)
     */
    @Shared
    public record CorporationDef(String sym, String name, String kind, List<Integer> tokens, String coordinates,
            int city, List<Integer> shares, int floatPercent, Map<String, Object> data) {
        /** Checks the share keys read from {@link #data()} when the title loads. */
        public CorporationDef {
            tokens = FrozenData.list(tokens);
            shares = FrozenData.list(shares);
            data = FrozenData.map(data); // unmodifiable: every game of the title shares it
            int unit = positive(sym, data, "share_unit", 100);
            if (unit > 0) {
                for (int percent : shares) {
                    if (percent % unit != 0) {
                        throw new IllegalStateException("companies.json: corporation " + sym + ": a certificate of "
                                + percent + "% is not a whole number of share units of " + unit + "% (share_unit)");
                    }
                }
            }
            positive(sym, data, "capital_units", Integer.MAX_VALUE);
        }

        /**
         * {@code share_unit}: the percent a share price is quoted for, or 0 (absent) for the
         * smallest ordinary certificate (1854 majors: 10 with a 40 % director's certificate).
         */
        public int shareUnit() {
            return positive(sym, data, "share_unit", 100);
        }

        /** {@code capital_units}: share units paid as full capital (par x units), or 0 (absent) for 100 / share unit. */
        public int capitalUnits() {
            return positive(sym, data, "capital_units", Integer.MAX_VALUE);
        }

        private static int positive(String sym, Map<String, Object> data, String key, int max) {
            Object v = data == null ? null : data.get(key);
            if (v == null) {
                return 0;
            }
            if (!(v instanceof Number n) || n.doubleValue() != n.intValue() || n.intValue() <= 0 || n.intValue() > max) {
                throw new IllegalStateException("companies.json: corporation " + sym + ": " + key + " must be a whole number from 1"
                        + (max < Integer.MAX_VALUE ? " to " + max : "") + ", not " + v);
            }
            return n.intValue();
        }
    }

    /**
     * The options that change this title's data ({@code GAME-INF/overrides.json}, keyed by option
     * id), in file order; empty for a title without that file.
     */
    public java.util.Set<String> overriddenOptions() {
        return raw.get("overrides.json") instanceof Map<?, ?> m
                ? java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(
                        m.keySet().stream().map(String::valueOf).toList()))
                : java.util.Set.of();
    }

    public TrainType trainType(String name) {
        for (TrainType t : trains) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }
}
