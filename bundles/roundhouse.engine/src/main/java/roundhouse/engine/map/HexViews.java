package roundhouse.engine.map;

import java.util.Objects;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.engine.spi.Shared;

/**
 * The hexes of a board's last {@link MapSnapshot}, kept so that the next snapshot rebuilds only the
 * hexes that changed: a game asks for its state after every action, and an action changes a hex or
 * two. A hex's view is reused while everything it was built from is the same: its tile (the
 * board replaces a hex's arrays when it changes them, never writes into them, so identity tells), its
 * blocker, and for all hexes the route rules (revenues by phase) and the phase's borders.
 *
 * <p>A copy of the game (a fork, a trial) takes the kept views with the board: each hex's entry is a
 * value checked against the copy's own arrays, so the copy's first snapshot rebuilds only what it
 * changed (a bot weighing a lay on a copy, a preview). Entries and the whole snapshot are replaced,
 * never written into, and the rules they hold for are one reference with them, so a copy made while
 * another thread takes a snapshot sees each hex as it was or as it is, never half of each.
 */
final class HexViews {
    /** One hex's view and what it was built from; never changes (copies of the game share it). */
    @Shared
    private record Entry(HexView view, TileDef tile, TileDef base, int rotation, String tileId, String[][] tokens,
            String[][] reserved, String[] hexReserved, boolean blocked) {
    }

    /** The last snapshot whole, with the board's change count and the language it was made at. */
    @Shared
    private record Whole(MapView view, long changes, String language) {
    }

    /** The entries kept under one set of route rules and borders: a change of either starts new ones. */
    private static final class Generation {
        private final RouteRules rules;
        private final Object borders;
        private final Entry[] entries;
        private volatile Whole last;

        Generation(RouteRules rules, Object borders, int hexes) {
            this.rules = rules;
            this.borders = borders;
            this.entries = new Entry[hexes];
        }
    }

    private final int hexes;
    private volatile Generation now;

    HexViews(int hexes) {
        this.hexes = hexes;
    }

    /** Forgets every hex when the rules or the borders differ from the last snapshot's. */
    void use(RouteRules rules, Object borders) {
        Generation g = now;
        if (g == null || !rules.equals(g.rules) || borders != g.borders) {
            now = new Generation(rules, borders, hexes);
        }
    }

    /**
     * The last snapshot, if the board has not changed since (its change count counts every change of
     * tiles, tokens, reservations and blockers) and the language is the same; call after {@link #use}.
     * Most actions (shares, trains, dividends) leave the board as it was.
     */
    MapView unchanged(long changes, String language) {
        Whole w = now.last;
        return w != null && changes == w.changes() && language.equals(w.language()) ? w.view() : null;
    }

    /** Keeps a whole snapshot for {@link #unchanged}. */
    MapView remember(MapView view, long changes, String language) {
        now.last = new Whole(view, changes, language);
        return view;
    }

    /** The view of hex {@code h} kept from an earlier snapshot, or {@code null} if anything it showed has changed. */
    HexView kept(BoardArea b, int h, boolean isBlocked) {
        Entry e = now.entries[h];
        if (e == null || e.tile() != b.tile[h] || e.base() != b.base[h] || e.rotation() != b.rot[h]
                || !Objects.equals(e.tileId(), b.tileId[h]) || e.tokens() != b.tokens[h] || e.reserved() != b.reserved[h]
                || e.hexReserved() != b.hexReserved[h] || e.blocked() != isBlocked) {
            return null;
        }
        return e.view();
    }

    HexView keep(BoardArea b, int h, boolean isBlocked, HexView v) {
        now.entries[h] = new Entry(v, b.tile[h], b.base[h], b.rot[h], b.tileId[h], b.tokens[h], b.reserved[h],
                b.hexReserved[h], isBlocked);
        return v;
    }
}
