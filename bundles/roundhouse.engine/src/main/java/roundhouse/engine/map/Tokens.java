package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Station tokens and home reservations on a {@link Board}: where a company may place a token, placing,
 * moving and removing tokens, reserving and freeing homes. The tokens and reservations stay in the board's
 * per-hex arrays, replaced when a hex changes (copy on write); the board's public methods delegate here and
 * every change goes through the board's {@link Board#changed} (a title's board may override the public
 * methods, so the area calls them on the board).
 */
final class Tokens extends BoardArea {
    Tokens(Board board) {
        super(board);
    }

    /** The cities that cost a train no reach to visit ({@code visit_cost:0}), as {@code "<hex>-<city index>"}. */
    List<String> freeCities() {
        List<String> out = new ArrayList<>();
        for (HexDef h : def.hexes) {
            TileDef t = tile[h.index];
            for (TileDef.Node n : t.nodes) {
                if (n.takesTokens() && !n.counts()) {
                    out.add(h.coord + "-" + n.cityIndex);
                }
            }
        }
        return out;
    }

    /** Drops every reservation the company holds. */
    void unreserve(String company) {
        for (int h = 0; h < tile.length; h++) {
            boolean touched = false;
            if (Arrays.asList(hexReserved[h]).contains(company)) {
                hexReserved[h] = without(hexReserved[h], company);
                touched = true;
            }
            boolean cloned = false;
            for (int c = 0; c < reserved[h].length; c++) {
                if (Arrays.asList(reserved[h][c]).contains(company)) {
                    if (!cloned) {
                        reserved[h] = reserved[h].clone(); // copies of the board share the old arrays
                        cloned = true;
                    }
                    reserved[h][c] = vacate(reserved[h][c], company);
                    touched = true;
                }
            }
            if (touched) {
                board.changed(h);
            }
        }
    }

    /** Reserves a city slot ({@code cityIndex >= 0}) or the whole hex ({@code -1}) for the company's home. */
    void reserve(String company, String hex, int cityIndex) {
        int h = board.hexOrThrow(hex).index;
        if (cityIndex < 0) {
            hexReserved[h] = append(hexReserved[h], company);
        } else {
            if (cityIndex >= tile[h].cityCount()) {
                throw new MapRuleException("hex " + hex + " has no city " + cityIndex + " to reserve");
            }
            reserved[h] = reserved[h].clone();
            reserved[h][cityIndex] = keep(reserved[h][cityIndex], company);
        }
        board.changed(h);
    }

    /** A city's reservations with the company's: in the first place given up, else a new one after the others. */
    private static String[] keep(String[] a, String s) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == null) {
                String[] b = a.clone();
                b[i] = s;
                return b;
            }
        }
        return append(a, s);
    }

    private static String[] append(String[] a, String s) {
        String[] b = Arrays.copyOf(a, a.length + 1);
        b[a.length] = s;
        return b;
    }

    private static String[] without(String[] a, String s) {
        return Arrays.stream(a).filter(x -> !x.equals(s)).toArray(String[]::new);
    }

    /**
     * A city's reservations without the company's: its place left empty ({@code null}), for a reservation's
     * place is the slot it keeps (the other companies' keep theirs, also where an upgrade joins cities).
     */
    private static String[] vacate(String[] a, String s) {
        String[] b = a.clone();
        for (int i = 0; i < b.length; i++) {
            if (s.equals(b[i])) {
                b[i] = null;
            }
        }
        return b;
    }

    /** Why the company may not place a token in a city (by city id) now, or {@code null}. */
    Refusal tokenRefusal(String company, String cityRef, boolean requireReach) {
        int[] hc = board.resolveCity(cityRef);
        if (hc == null) {
            return Refusal.of(() -> "token: no city " + cityRef + " on the board");
        }
        int h = hc[0];
        int node = tile[h].cityNodes[hc[1]];
        Refusal why = tokenRule(company, h, hc[1]);
        if (why == null && requireReach && !board.reach().reachesNode(company, ReachPurpose.TOKENS, (x, n) -> x == h && n == node)) {
            why = refuse(MapRuleKey.TOKEN_REACH, () -> "the city is not reachable from " + company + "'s tokens");
        }
        return why == null ? null : why.after(() -> "token on " + cityRef + " (" + def.hexes[h].coord + "): ");
    }

    /** Whether the company may place a token somewhere, answered without listing the cities. */
    boolean anyTokenCity(String company, boolean requireReach) {
        if (!requireReach) {
            return !board.openTokenCities(company).isEmpty();
        }
        return board.reach().reachesNode(company, ReachPurpose.TOKENS, (h, node) -> {
            int c = tile[h].nodes[node].cityIndex;
            return c >= 0 && tokenRule(company, h, c) == null;
        });
    }

    /** The rules of a token in city c of hex h other than reach: not twice on a hex, not on a home kept for another, a free slot. */
    private Refusal tokenRule(String company, int h, int c) {
        if (hasToken(company, h)) {
            return refuse(MapRuleKey.TOKEN_SAME_HEX, () -> company + " already has a token on this hex");
        }
        for (String other : hexReserved[h]) {
            if (!other.equals(company)) {
                return refuse(MapRuleKey.TOKEN_RESERVED, () -> "the hex is reserved for " + other + "'s home");
            }
        }
        if (freeSlot(company, h, c) < 0) {
            return refuse(MapRuleKey.TOKEN_NO_SLOT, () -> "no free unreserved slot");
        }
        return null;
    }

    /**
     * The slot a company's token would take, or -1. A city's reservations keep slots in the order they were
     * made (the first reserved keeps slot 0): a company takes its reserved slot, another the first slot
     * neither taken nor reserved.
     */
    private int freeSlot(String company, int h, int c) {
        String[] slots = tokens[h][c];
        String[] res = reserved[h][c];
        for (int i = 0; i < res.length && i < slots.length; i++) {
            if (company.equals(res[i]) && slots[i] == null) {
                return i;
            }
        }
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null && (i >= res.length || res[i] == null || res[i].equals(company))) {
                return i;
            }
        }
        return -1;
    }

    /** Places a token in its slot of a city, if the board's token refusal allows it; clears the company's reservations there. */
    void placeToken(String company, String cityRef, boolean requireReach) {
        Refusal why = board.tokenRefusal(company, cityRef, requireReach);
        if (why != null) {
            throw new MapRuleException(why);
        }
        int[] hc = board.resolveCity(cityRef);
        int h = hc[0];
        int c = hc[1];
        int slot = freeSlot(company, h, c);
        tokens[h] = Board.deepCopy(tokens[h]);
        tokens[h][c][slot] = company;
        hexReserved[h] = without(hexReserved[h], company);
        reserved[h] = reserved[h].clone();
        for (int i = 0; i < reserved[h].length; i++) {
            reserved[h][i] = vacate(reserved[h][i], company);
        }
        board.changed(h);
        board.networkChanged(company); // its network starts at the new token too, wherever that is
    }

    /** Whether the company's network for a purpose reaches a city (by city id). */
    boolean reachesCity(String company, String cityRef, ReachPurpose purpose) {
        int[] hc = board.resolveCity(cityRef);
        if (hc == null) {
            return false;
        }
        int h = hc[0];
        return board.reach().reachesNodeAt(company, purpose, h, tile[h].cityNodes[hc[1]]);
    }

    /** City ids the company's network for tokens reaches where a token of it may go. */
    List<String> legalTokenCities(String company) {
        Network net = board.reach().network(company, ReachPurpose.TOKENS);
        List<String> out = new ArrayList<>();
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tile[h].cityCount(); c++) {
                if (net.nodes[h * maxNodes + tile[h].cityNodes[c]] && tokenRule(company, h, c) == null) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
    }

    /** City ids where a token of the company may go, reach not asked. */
    List<String> openTokenCities(String company) {
        List<String> out = new ArrayList<>();
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tile[h].cityCount(); c++) {
                if (tokenRule(company, h, c) == null) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
    }

    /** The answer to {@code question} with the companies' tokens put in the cities named, the board left as it was. */
    <T> T withTokensAt(Map<String, String> cityOfCompany, java.util.function.Supplier<T> question) {
        Map<Integer, String[][]> before = new HashMap<>();
        for (Map.Entry<String, String> e : cityOfCompany.entrySet()) {
            int[] hc = board.resolveCity(e.getValue());
            if (hc == null) {
                continue;
            }
            int slot = freeSlot(e.getKey(), hc[0], hc[1]);
            if (slot < 0) {
                continue;
            }
            before.putIfAbsent(hc[0], tokens[hc[0]]);
            tokens[hc[0]] = Board.deepCopy(tokens[hc[0]]);
            tokens[hc[0]][hc[1]][slot] = e.getKey();
            tokensChanged(hc[0], cityOfCompany.keySet());
        }
        try {
            return question.get();
        } finally {
            for (Map.Entry<Integer, String[][]> e : before.entrySet()) {
                tokens[e.getKey()] = e.getValue(); // the arrays are copied on write: the old one is the old state
                tokensChanged(e.getKey(), cityOfCompany.keySet());
            }
        }
    }

    /** Drops what depended on the tokens of hex {@code h} and on the networks of {@code companies}. */
    private void tokensChanged(int h, Set<String> companies) {
        board.changed(h);
        companies.forEach(board::networkChanged);
    }

    /** Puts {@code by}'s token in the slot of the company's, whose network then changes too. */
    void replaceToken(String company, String by, String cityRef) {
        putInSlotOf(company, by, cityRef);
        board.networkChanged(by);
    }

    /** Takes the company's token out of a city (through the board's removeToken) and puts {@code by}'s in the city's first free slot, else the old one. */
    void takeTokenPlace(String company, String by, String cityRef) {
        int slot = board.tokenSlot(company, cityRef);
        if (slot < 0) {
            throw new MapRuleException(company + " has no token on " + cityRef);
        }
        board.removeToken(company, cityRef);
        int[] hc = board.resolveCity(cityRef);
        int free = freeSlot(by, hc[0], hc[1]);
        tokens[hc[0]] = Board.deepCopy(tokens[hc[0]]);
        tokens[hc[0]][hc[1]][free >= 0 ? free : slot] = by;
        board.changed(hc[0]);
        board.networkChanged(by);
    }

    /** Puts {@code by} (or nothing) in the slot of {@code company}'s token in a city. */
    void putInSlotOf(String company, String by, String cityRef) {
        int[] hc = board.resolveCity(cityRef);
        if (hc == null) {
            throw new MapRuleException("no city " + cityRef + " on the board");
        }
        String[] slots = tokens[hc[0]][hc[1]];
        for (int i = 0; i < slots.length; i++) {
            if (company.equals(slots[i])) {
                tokens[hc[0]] = Board.deepCopy(tokens[hc[0]]);
                tokens[hc[0]][hc[1]][i] = by;
                board.changed(hc[0]);
                return;
            }
        }
        throw new MapRuleException(company + " has no token on " + cityRef);
    }

    /** Removes every token (through the board's removeToken) and reservation of a company. */
    void removeCompany(String company) {
        for (int h = 0; h < tile.length; h++) {
            for (String city : tokensOfHex(company, h)) {
                board.removeToken(company, city);
            }
            hexReserved[h] = without(hexReserved[h], company);
            reserved[h] = reserved[h].clone();
            for (int i = 0; i < reserved[h].length; i++) {
                reserved[h][i] = vacate(reserved[h][i], company);
            }
        }
        board.changed();
    }

    private List<String> tokensOfHex(String company, int h) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < tokens[h].length; c++) {
            for (String t : tokens[h][c]) {
                if (company.equals(t)) {
                    out.add(tileId[h] + "-" + c);
                }
            }
        }
        return out;
    }

    /** The company's stations found on the board, in hex order (what the board's station cache keeps). */
    Board.Stations findTokens(String company) {
        List<String> out = new ArrayList<>();
        int[] hexes = new int[4];
        int[] cities = new int[4];
        for (int h = 0; h < tile.length; h++) {
            for (int c = 0; c < tokens[h].length; c++) {
                for (String t : tokens[h][c]) {
                    if (company.equals(t)) {
                        if (out.size() == hexes.length) {
                            hexes = Arrays.copyOf(hexes, hexes.length * 2);
                            cities = Arrays.copyOf(cities, cities.length * 2);
                        }
                        hexes[out.size()] = h;
                        cities[out.size()] = c;
                        out.add(tileId[h] + "-" + c);
                    }
                }
            }
        }
        return new Board.Stations(List.copyOf(out), Arrays.copyOf(hexes, out.size()), Arrays.copyOf(cities, out.size()));
    }

    /** The slot of the company's token in a city (by city id), or -1. */
    int tokenSlot(String company, String cityRef) {
        int[] hc = board.resolveCity(cityRef);
        if (hc == null) {
            return -1;
        }
        String[] slots = tokens[hc[0]][hc[1]];
        for (int i = 0; i < slots.length; i++) {
            if (company.equals(slots[i])) {
                return i;
            }
        }
        return -1;
    }

    /** The companies with a token on hex h, city by city in slot order. */
    List<String> tokensOn(int h) {
        List<String> out = new ArrayList<>(2);
        for (String[] city : tokens[h]) {
            for (String t : city) {
                if (t != null) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    /** Whether the company has a token on any city of hex h. */
    boolean hasToken(String company, int h) {
        for (String[] city : tokens[h]) {
            for (String t : city) {
                if (company.equals(t)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A city blocks a company when every slot holds another company's token (1830 §5.4). */
    boolean blocks(String company, int h, int city) {
        String[] slots = tokens[h][city];
        if (slots.length == 0) {
            return false;
        }
        for (String s : slots) {
            if (s == null || s.equals(company)) {
                return false;
            }
        }
        return true;
    }
}
