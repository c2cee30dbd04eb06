package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import roundhouse.api.view.BoardView;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.PathView;
import roundhouse.api.view.StopView;

/** Builds the {@link MapView} of a board: tiles, stops with tokens and reservations, track, borders, boards. */
final class MapSnapshot extends BoardArea {
    MapSnapshot(Board board) {
        super(board);
    }


    /** A snapshot for renderers; offboard revenues for the given phase. Unchanged hexes, or the whole map, come from {@code kept}. */
    public MapView view(RouteRules rules, HexViews kept) {
        kept.use(rules, board.bordersNow());
        String language = roundhouse.engine.spi.EngineText.locale().getLanguage();
        MapView same = kept.unchanged(board.changes(), language);
        if (same != null) {
            return same;
        }
        List<HexView> hexes = new ArrayList<>(tile.length);
        boolean[] blockedHexes = board.blockedHexes();
        for (HexDef hd : def.hexes) {
            int h = hd.index;
            boolean blocked = blockedHexes[h];
            HexView v = kept.kept(this, h, blocked);
            hexes.add(v != null ? v : kept.keep(this, h, blocked, hex(hd, rules, blocked)));
        }
        List<BoardView> boards = new ArrayList<>();
        for (MapBoard b : def.boards) {
            boards.add(new BoardView(b.id(), b.name(language)));
        }
        // unmodifiable: the snapshots of a board that has not changed are one and the same
        return kept.remember(new MapView(def.layout, Collections.unmodifiableList(hexes), Collections.unmodifiableList(boards)),
                board.changes(), language);
    }

    private HexView hex(HexDef hd, RouteRules rules, boolean blocked) {
        int h = hd.index;
        TileDef t = tile[h];
        int r = rot[h];
        List<StopView> stops = new ArrayList<>();
        for (int n = 0; n < t.nodes.length; n++) {
            TileDef.Node node = t.nodes[n];
            if (!node.isStop()) {
                continue;
            }
            List<String> toks = new ArrayList<>();
            List<String> res = new ArrayList<>();
            if (node.cityIndex >= 0) {
                for (String s : tokens[h][node.cityIndex]) {
                    if (s != null) {
                        toks.add(s);
                    }
                }
                for (String held : reserved[h][node.cityIndex]) {
                    if (held != null) {
                        res.add(held);
                    }
                }
                if (node.cityIndex == 0) {
                    res.addAll(Arrays.asList(hexReserved[h]));
                }
            }
            stops.add(new StopView(node.stopIndex, node.kind.name().toLowerCase(java.util.Locale.ROOT),
                    t.revenue(n, rules), node.revenueByColor, node.slots, List.copyOf(toks), List.copyOf(res), node.hidden));
        }
        List<PathView> paths = new ArrayList<>();
        int printed = base[h].pathA.length; // the overlays' paths follow the tile's own (TileDef.withOverlay)
        for (int i = 0; i < t.pathA.length; i++) {
            paths.add(new PathView(endView(t, t.rotA[r][i]), endView(t, t.rotB[r][i]), i >= printed));
        }
        List<Integer> borders = new ArrayList<>();
        java.util.Map<Integer, String> kinds = new java.util.HashMap<>();
        int closed = board.impassable(h); // and the borders of a kind that block something now (1841's provinces)
        for (ReachPurpose p : ReachPurpose.values()) {
            closed |= board.blockedSides(p)[h];
        }
        for (int e = 0; e < 6; e++) {
            if ((closed & (1 << e)) != 0 || board.borderCost(h, e) > 0) {
                borders.add(e);
                String kind = board.borderKind(h, e);
                if (kind != null && (board.impassable(h) & (1 << e)) == 0) {
                    kinds.put(e, kind); // an impassable border on the same side is what players must see
                }
            }
        }
        // preprinted hexes carry their own id too: city refs of place_token actions name it
        // (lists made unmodifiable: later snapshots share this hex while it stays the same)
        return new HexView(hd.coord, hd.x, hd.y, hd.locationName, t.color, tileId[h], r,
                t.labels.isEmpty() ? null : t.labels.get(0), t.terrain, t.upgradeCost, List.copyOf(stops), List.copyOf(paths),
                List.copyOf(borders), blocked, hd.board, base[h].icons, kinds);
    }

    private static String endView(TileDef t, int end) {
        if (end < NODE) {
            return "e" + end;
        }
        TileDef.Node n = t.nodes[end - NODE];
        return n.isStop() ? "s" + n.stopIndex : "j" + (end - NODE);
    }
}
