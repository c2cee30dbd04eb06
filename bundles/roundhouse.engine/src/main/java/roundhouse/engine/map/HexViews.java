package roundhouse.engine.map;

import java.util.Objects;

import roundhouse.api.view.HexView;

/**
 * The hexes of a board's last {@link MapSnapshot}, kept so that the next snapshot rebuilds only the
 * hexes that changed: a game asks for its state after every action, and an action changes a hex or
 * two. A hex's view is reused while everything it was built from is the same: its tile (the
 * board replaces a hex's arrays when it changes them, never writes into them, so identity tells), its
 * blocker, and for all hexes the route rules (revenues by phase) and the phase's borders.
 */
final class HexViews {
    private final HexView[] views;
    private final TileDef[] tiles;
    private final TileDef[] bases;
    private final int[] rotations;
    private final String[] tileIds;
    private final String[][][] tokens;
    private final String[][][] reserved;
    private final String[][] hexReserved;
    private final boolean[] blocked;
    private RouteRules rules;
    private Object borders;
    /** The last snapshot whole, with the board's change count and the language it was made at. */
    private roundhouse.api.view.MapView last;
    private long lastChanges = -1;
    private String lastLanguage;

    HexViews(int hexes) {
        views = new HexView[hexes];
        tiles = new TileDef[hexes];
        bases = new TileDef[hexes];
        rotations = new int[hexes];
        tileIds = new String[hexes];
        tokens = new String[hexes][][];
        reserved = new String[hexes][][];
        hexReserved = new String[hexes][];
        blocked = new boolean[hexes];
    }

    /** Forgets every hex when the rules or the borders differ from the last snapshot's. */
    void use(RouteRules rules, Object borders) {
        if (!rules.equals(this.rules) || borders != this.borders) {
            java.util.Arrays.fill(views, null);
            last = null;
            this.rules = rules;
            this.borders = borders;
        }
    }

    /**
     * The last snapshot, if the board has not changed since (its change count counts every change of
     * tiles, tokens, reservations and blockers) and the language is the same; call after {@link #use}.
     * Most actions (shares, trains, dividends) leave the board as it was.
     */
    roundhouse.api.view.MapView unchanged(long changes, String language) {
        return last != null && changes == lastChanges && language.equals(lastLanguage) ? last : null;
    }

    /** Keeps a whole snapshot for {@link #unchanged}. */
    roundhouse.api.view.MapView remember(roundhouse.api.view.MapView view, long changes, String language) {
        last = view;
        lastChanges = changes;
        lastLanguage = language;
        return view;
    }

    /** The view of hex {@code h} kept from an earlier snapshot, or {@code null} if anything it showed has changed. */
    HexView kept(BoardArea b, int h, boolean isBlocked) {
        HexView v = views[h];
        if (v == null || tiles[h] != b.tile[h] || bases[h] != b.base[h] || rotations[h] != b.rot[h]
                || !Objects.equals(tileIds[h], b.tileId[h]) || tokens[h] != b.tokens[h] || reserved[h] != b.reserved[h]
                || hexReserved[h] != b.hexReserved[h] || blocked[h] != isBlocked) {
            return null;
        }
        return v;
    }

    HexView keep(BoardArea b, int h, boolean isBlocked, HexView v) {
        views[h] = v;
        tiles[h] = b.tile[h];
        bases[h] = b.base[h];
        rotations[h] = b.rot[h];
        tileIds[h] = b.tileId[h];
        tokens[h] = b.tokens[h];
        reserved[h] = b.reserved[h];
        hexReserved[h] = b.hexReserved[h];
        blocked[h] = isBlocked;
        return v;
    }
}
