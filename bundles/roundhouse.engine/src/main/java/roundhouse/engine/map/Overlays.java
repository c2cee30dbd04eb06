package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.List;

/**
 * Overlays: supply tiles of track only added onto a hex's tile without replacing it (1844 and 1854
 * tunnels). Listing the legal ones, checking one and adding it; the title's own rule is {@link
 * TileLays#overlayRule}, the edges' rules those of a lay ({@link TileLays#edgeRule}).
 */
final class Overlays extends BoardArea {
    private final TileLays lays;

    Overlays(TileLays lays) {
        super(lays.board);
        this.lays = lays;
    }

    /** {@link TileLays#legalOverlays}: what the hexes and tiles share is looked at once, not once per lay. */
    List<TileLay> legal(String company, List<String> tileIds, Iterable<String> hexes, LayRules rules, int most) {
        List<String> ids = new ArrayList<>();
        List<TileDef> defs = new ArrayList<>();
        for (String id : tileIds) {
            TileDef t = def.tiles.get(new TileLay("", id, 0).tileName());
            if (board.availability(id) == null && t != null && t.nodes.length == 0
                    && (rules.onlyTiles() == null || rules.onlyTiles().contains(t.name))) {
                ids.add(id);
                defs.add(t);
            }
        }
        List<TileLay> out = new ArrayList<>();
        Network net = null;
        for (String hex : hexes) {
            if (out.size() >= most || ids.isEmpty()) {
                break;
            }
            HexDef hd = def.hex(hex);
            if (hd == null || rules.onlyHexes() != null && !rules.onlyHexes().contains(hex) || !board.reach().mayUseHex(company, hd.index)) {
                continue;
            }
            int h = hd.index;
            int open = 0;
            for (int e = 0; e < 6; e++) {
                open |= lays.edgeRule(h, e, false) == null ? 1 << e : 0;
            }
            int reached = 0;
            if (rules.requireConnection()) {
                net = net != null ? net : board.reach().network(company, ReachPurpose.TRACK);
                reached = net.reachedEdgeMask(h);
            }
            for (int i = 0; i < ids.size(); i++) {
                for (int r = 0; r < 6; r++) {
                    int exits = defs.get(i).exitMask[r];
                    if ((exits & ~open) == 0 && (!rules.requireConnection() || (exits & reached) != 0)) {
                        TileLay lay = new TileLay(hex, ids.get(i), r);
                        if (lays.overlayRule(company, lay) == null) {
                            out.add(lay);
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Why an overlay is refused ({@link TileLays#overlayRefusal}, before the overlay is named), or {@code null}. */
    Refusal problem(String company, TileLay o, LayRules rules) {
        HexDef hd = def.hex(o.hex());
        if (hd == null) {
            return Refusal.of(() -> "no hex " + o.hex() + " on the map");
        }
        if (o.rotation() < 0 || o.rotation() > 5) {
            return Refusal.of(() -> "rotation " + o.rotation() + " is not 0-5");
        }
        String avail = board.availability(o.tileId());
        if (avail != null) {
            return Refusal.of(() -> avail + " (tile supply)");
        }
        TileDef t = def.tiles.get(o.tileName());
        if (t.nodes.length > 0) {
            return Refusal.of(() -> "tile " + t.name + " has stops; an overlay adds track only");
        }
        if (rules.onlyHexes() != null && !rules.onlyHexes().contains(o.hex())) {
            return Refusal.of(() -> "this lay is only allowed on " + String.join(", ", rules.onlyHexes()));
        }
        if (rules.onlyTiles() != null && !rules.onlyTiles().contains(t.name)) {
            return Refusal.of(() -> "this lay only allows tiles " + String.join(", ", rules.onlyTiles()));
        }
        int h = hd.index;
        if (!board.reach().mayUseHex(company, h)) {
            return lays.otherBoard(hd, company);
        }
        int exits = t.exitMask[o.rotation()];
        for (int e = 0; e < 6; e++) {
            if ((exits & (1 << e)) == 0) {
                continue;
            }
            Refusal edge = lays.edgeRule(h, e, false);
            if (edge != null) {
                return edge;
            }
        }
        if (rules.requireConnection() && !board.reach().arrivesAt(company, ReachPurpose.TRACK, h, exits)) {
            return Refusal.of(() -> "the overlay does not connect to " + company + "'s network");
        }
        return lays.overlayRule(company, o);
    }

    /** {@link TileLays#overlay}: the overlay checked, then added to the hex. */
    LayResult add(String company, TileLay overlay, LayRules rules) {
        Refusal why = lays.overlayRefusal(company, overlay, rules);
        if (why != null) {
            throw new MapRuleException(why);
        }
        int h = def.hex(overlay.hex()).index;
        TileLay[] now = java.util.Arrays.copyOf(overlays[h], overlays[h].length + 1);
        now[now.length - 1] = overlay;
        overlays[h] = now;
        tile[h] = board.withOverlays(h, base[h], rot[h]);
        board.useTile(overlay.tileId());
        board.changed(h);
        int cost = rules.free() ? 0 : def.tiles.get(overlay.tileName()).upgradeCost;
        return new LayResult(cost, false, null, List.of());
    }
}
