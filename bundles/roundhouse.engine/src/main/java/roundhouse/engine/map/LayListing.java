package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The lays a company could make ({@link TileLays#legalLays}) and why it can make none on a hex
 * ({@link TileLays#noLayReason}): every tile of the supply's next colour that fits a hex's stops, at
 * each distinct rotation, checked by the title's {@link TileLays} rules, the supply's copy included.
 */
final class LayListing extends BoardArea {
    private final TileLays lays;

    LayListing(TileLays lays) {
        super(lays.board);
        this.lays = lays;
    }

    /** {@link TileLays#legalLays}. */
    List<TileLay> legalLays(String company, LayRules rules) {
        List<TileLay> out = new ArrayList<>();
        Map<String, String> copies = new LinkedHashMap<>();
        for (String name : def.tiles.keySet()) {
            if (!rules.colors().contains(def.tiles.get(name).color)) {
                continue;
            }
            if (rules.onlyTiles() != null && !rules.onlyTiles().contains(name)) {
                continue;
            }
            String copy = freeCopy(name);
            if (copy != null) {
                copies.put(name, copy);
            }
        }
        Network net = rules.requireConnection() ? board.reach().network(company, ReachPurpose.TRACK) : null;
        for (HexDef hd : def.hexes) {
            if (rules.onlyHexes() != null && !rules.onlyHexes().contains(hd.coord)) {
                continue;
            }
            if (net != null && net.reachedEdgeMask(hd.index) == 0) {
                continue;
            }
            TileDef old = base[hd.index];
            int oi = MapDefinition.COLOR_ORDER.indexOf(old.color);
            if (oi < 0 || oi == MapDefinition.COLOR_ORDER.size() - 1) {
                continue;
            }
            String next = MapDefinition.COLOR_ORDER.get(oi + 1);
            for (Map.Entry<String, String> copy : copies.entrySet()) {
                TileDef neu = def.tiles.get(copy.getKey());
                if (!neu.color.equals(next) || !lays.stopsFit(old, neu)) {
                    continue;
                }
                boolean fixed = def.fixedRotations.containsKey(neu.name);
                for (int r = 0; r < 6; r++) {
                    if (!fixed && neu.canonicalRotation[r] != r) {
                        continue;
                    }
                    TileLay lay = new TileLay(hd.coord, copy.getValue(), r);
                    if (lays.validate(company, lay, rules, false) == null) {
                        out.add(lay);
                    }
                }
            }
        }
        return out;
    }

    /** {@link TileLays#noLayReason}. */
    Refusal noLayReason(String company, String hex, LayRules rules) {
        HexDef hd = def.hex(hex);
        if (hd == null) {
            return Refusal.of(() -> "no hex " + hex + " on the map");
        }
        TileDef old = base[hd.index];
        int oi = MapDefinition.COLOR_ORDER.indexOf(old.color);
        if (oi < 0 || oi == MapDefinition.COLOR_ORDER.size() - 1) {
            return Refusal.of(() -> MapText.get("lay.noUpgrade", TileLays.place(hd)));
        }
        String next = MapDefinition.COLOR_ORDER.get(oi + 1);
        if (!rules.colors().contains(next)) {
            return refuse(MapRuleKey.TRACK_PHASE_COLOUR, () -> MapText.get("lay.colourNotYet", MapText.get("colour.tiles." + next), TileLays.place(hd)));
        }
        if (rules.requireConnection() && board.reach().network(company, ReachPurpose.TRACK).reachedEdgeMask(hd.index) == 0) {
            return refuse(MapRuleKey.TRACK_CONNECTS, () -> "the tile does not connect to " + company + "'s network");
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        Map<String, Refusal> first = new LinkedHashMap<>();
        for (String name : def.tiles.keySet()) {
            TileDef neu = def.tiles.get(name);
            if (!neu.color.equals(next) || !lays.stopsFit(old, neu) || rules.onlyTiles() != null && !rules.onlyTiles().contains(name)) {
                continue;
            }
            String copy = freeCopy(name);
            if (copy == null) {
                continue;
            }
            boolean fixed = def.fixedRotations.containsKey(name);
            for (int r = 0; r < 6; r++) {
                if (!fixed && neu.canonicalRotation[r] != r) {
                    continue;
                }
                Refusal why = lays.validate(company, new TileLay(hex, copy, r), rules, false);
                if (why == null) {
                    return null;
                }
                String text = why.text();
                counts.merge(text, 1, Integer::sum);
                first.putIfAbsent(text, why);
            }
        }
        if (counts.isEmpty()) {
            return Refusal.of(() -> MapText.get("lay.noTileFits", MapText.get("colour.tile." + next), TileLays.place(hd)));
        }
        String most = null;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (most == null || e.getValue() > counts.get(most)) {
                most = e.getKey();
            }
        }
        return first.get(most);
    }

    /**
     * The copy of a tile the supply hands out, or {@code null}: the lowest never laid, else the first that came
     * back from the map (as 18xx.games' supply stands: tiles taken off the map go to its end).
     */
    private String freeCopy(String name) {
        int count = def.tileCount(name);
        for (int i = 0; i < count; i++) {
            String id = name + "-" + i;
            if (!board.tileUsed(id) && !board.tileReturned(id)) {
                return id;
            }
        }
        String prefix = name + "-";
        for (String id : board.returnedTiles()) {
            if (id.startsWith(prefix) && id.indexOf('-', prefix.length()) < 0 && !board.tileUsed(id)) {
                return id;
            }
        }
        return null;
    }
}
