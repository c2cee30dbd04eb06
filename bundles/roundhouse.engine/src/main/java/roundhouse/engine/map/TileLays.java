package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Tile lays and upgrades: whether a lay is legal ({@link #checkLay}), applying it ({@link #lay}),
 * listing legal lays, the upgrade rule between two tiles and the cost of a lay. A title replaces one
 * rule by subclassing ({@link #upgradeRule}, {@link #extraLayRule}, {@link #layCost}) and returning its
 * class from {@link BoardAreas#lays}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class TileLays extends BoardArea {
    /** The area of one board; made by {@link BoardAreas}, again for each copy of the board. */
    protected TileLays(Board board) {
        super(board);
    }

    /**
     * Checks a tile lay by a company.
     *
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkLay(String company, TileLay lay, LayRules rules) {
        return Refusal.textOf(layRefusal(company, lay, rules));
    }

    /**
     * As {@link #checkLay}, the reason written only when read: for callers that only ask whether a lay
     * is legal.
     *
     * @return {@code null} if legal, else the refusal
     */
    public Refusal layRefusal(String company, TileLay lay, LayRules rules) {
        Refusal why = validate(company, lay, rules, true);
        accepted = why == null ? new Accepted(company, lay, rules, board.changes(), board.bordersNow()) : null;
        return why == null ? null : why.after(() -> "tile #" + lay.tileName() + " on " + lay.hex() + ": ");
    }

    /** A lay {@link #layRefusal} accepted on the board (and its borders) as it was then: a step checks a lay, then lays it. */
    private record Accepted(String company, TileLay lay, LayRules rules, long changes, Object borders) {
    }

    /** The last lay accepted, while nothing was asked since: {@link #lay} need not check it again. */
    private transient Accepted accepted;

    private Refusal checkedRefusal(String company, TileLay lay, LayRules rules) {
        if (accepted != null && accepted.equals(new Accepted(company, lay, rules, board.changes(), board.bordersNow()))) {
            return null;
        }
        return layRefusal(company, lay, rules);
    }

    Refusal validate(String company, TileLay lay, LayRules rules, boolean checkSupply) {
        HexDef hd = def.hex(lay.hex());
        if (hd == null) {
            return Refusal.of(() -> "no hex " + lay.hex() + " on the map");
        }
        if (lay.rotation() < 0 || lay.rotation() > 5) {
            return Refusal.of(() -> "rotation " + lay.rotation() + " is not 0-5");
        }
        String name = lay.tileName();
        TileDef neu = def.tiles.get(name);
        if (checkSupply) {
            String avail = board.availability(lay.tileId());
            if (avail != null) {
                return Refusal.of(() -> avail + " (tile supply)");
            }
        } else if (neu == null) {
            return Refusal.of(() -> "tile " + name + " is not in the supply");
        }
        if (rules.onlyHexes() != null && !rules.onlyHexes().contains(lay.hex())) {
            return Refusal.of(() -> "this lay is only allowed on " + String.join(", ", rules.onlyHexes()));
        }
        if (rules.onlyTiles() != null && !rules.onlyTiles().contains(name)) {
            return Refusal.of(() -> "this lay only allows tiles " + String.join(", ", rules.onlyTiles()));
        }
        if (!rules.ignoreBlockers()) {
            String blocker = board.blockerOf(lay.hex());
            if (blocker != null) {
                return refuse(MapRuleKey.TRACK_BLOCKED, () -> "hex is blocked by private " + blocker + "");
            }
        }
        if (!rules.colors().contains(neu.color)) {
            return refuse(MapRuleKey.TRACK_PHASE_COLOUR, () -> neu.color + " tiles are not available in this phase (allowed: "
                    + String.join(", ", new java.util.TreeSet<>(rules.colors())) + ")");
        }
        int h = hd.index;
        if (!board.reach().mayUseHex(company, h)) {
            return otherBoard(hd, company);
        }
        TileDef old = base[h];
        Refusal fixed = rotationRule(neu, lay.rotation());
        if (fixed != null) {
            return fixed;
        }
        Refusal upgrade = upgradeRule(hd.coord, old, rot[h], neu, lay.rotation());
        if (upgrade != null) {
            return upgrade;
        }
        int missing = hd.requiredEdges & ~neu.exitMask[lay.rotation()];
        if (missing != 0) {
            int nb = hd.neighbors[Integer.numberOfTrailingZeros(missing)];
            return refuse(MapRuleKey.TRACK_EDGE, () -> MapText.get("lay.requiredEdge", place(hd), nb < 0 ? "?" : place(def.hexes[nb])));
        }
        if (hd.preprinted != null && hd.preprinted.crossesPartition(neu, lay.rotation())) {
            return refuse(MapRuleKey.TRACK_EDGE, () -> "track may not cross the line across " + hd.coord);
        }
        int exits = neu.exitMask[lay.rotation()];
        int newExits = exits & ~old.exitMask[rot[h]];
        for (int e = 0; e < 6; e++) {
            if ((newExits & (1 << e)) == 0) {
                continue;
            }
            Refusal edge = edgeRule(h, e, true);
            if (edge != null) {
                return edge;
            }
        }
        if (rules.requireConnection()) {
            if (!board.reach().arrivesAt(company, ReachPurpose.TRACK, h, exits)) {
                return refuse(MapRuleKey.TRACK_CONNECTS, () -> "the tile does not connect to " + company + "'s network");
            }
            if (upgradeNeedsUsableTrack() && old.pathA.length > 0 && !NewTrack.newNodePathShownUsable(board.reach(), company, h, old, rot[h], neu, lay.rotation())
                    && !NewTrack.usesNewTrackOrCity(board.reach().network(company, ReachPurpose.TRACK), h, old, rot[h], neu, lay.rotation())) {
                return refuse(MapRuleKey.TRACK_CONNECTS, () -> "no new track of the upgrade is part of a route open to " + company);
            }
        }
        return extraLayRule(company, lay, tileId[h]);
    }

    /**
     * Whether new track of hex h may leave it by edge e: not across an impassable border, not off the
     * map, not into the blank side of a gray, red or blue hex. A lay cites the rule of the first two and
     * checks the border first; an overlay cites neither (their texts stay as players know them).
     */
    Refusal edgeRule(int h, int e, boolean lay) {
        boolean border = (board.impassable(h) & (1 << e)) != 0;
        Supplier<String> crossing = () -> "track may not cross the impassable border on edge " + e;
        if (lay && border) {
            return refuse(MapRuleKey.TRACK_BORDER, crossing);
        }
        int nb = def.hexes[h].neighbors[e];
        if (nb < 0) {
            Supplier<String> offMap = () -> "track on edge " + e + " would run off the map";
            return lay ? refuse(MapRuleKey.TRACK_EDGE, offMap) : Refusal.of(offMap);
        }
        if (border) {
            return Refusal.of(crossing);
        }
        TileDef nt = tile[nb];
        if (FIXED_COLORS.contains(nt.color) && (nt.exitMask[rot[nb]] & (1 << ((e + 3) % 6))) == 0) {
            return refuse(MapRuleKey.TRACK_EDGE, () -> "track on edge " + e + " would run into the blank side of " + def.hexes[nb].coord);
        }
        return null;
    }

    /** A hex of the other board, which the company may not use ({@code route.otherBoard}). */
    Refusal otherBoard(HexDef hd, String company) {
        return Refusal.of(() -> MapText.get("route.otherBoard", place(hd), def.boardName(hd.board), company));
    }

    /** A tile with fixed rotations ({@code tiles.json} {@code rotations}) may only be laid in them. */
    protected Refusal rotationRule(TileDef neu, int rotation) {
        int[] allowed = def.fixedRotations.get(neu.name);
        if (allowed == null) {
            return null;
        }
        for (int r : allowed) {
            if (r == rotation) {
                return null;
            }
        }
        return Refusal.of(() -> "tile " + neu.name + " may only be laid at rotation " + java.util.Arrays.toString(allowed)
                .replaceAll("[\\[\\]]", "") + " (tile rule)");
    }

    /**
     * The labels a tile of this colour must carry on the hex: the old tile's, or the hex's future label
     * once the colour reaches the one it names ({@code future_label=label:K,color:green}).
     */
    protected List<String> requiredLabels(String hex, TileDef old, TileDef neu) {
        HexDef hd = def.hex(hex);
        TileDef printed = hd.preprinted;
        if (printed.futureLabel != null && MapDefinition.COLOR_ORDER.indexOf(neu.color) >= MapDefinition.COLOR_ORDER
                .indexOf(printed.futureColor)) {
            return List.of(printed.futureLabel);
        }
        return old.labels;
    }

    /**
     * Colour sequence, labels (with the hex's future label), city/town counts and preserved track
     * (1830 §5.3, §8.5); a tile marked {@code merge_cities} may join several old cities into one.
     */
    protected Refusal upgradeRule(String hex, TileDef old, int ro, TileDef neu, int rn) {
        int oi = MapDefinition.COLOR_ORDER.indexOf(old.color);
        int ni = MapDefinition.COLOR_ORDER.indexOf(neu.color);
        if (oi < 0 || oi == MapDefinition.COLOR_ORDER.size() - 1) {
            return refuse(MapRuleKey.TRACK_UPGRADE, () -> "a " + old.color + " hex can never be built on");
        }
        if (ni != oi + 1) {
            return refuse(MapRuleKey.TRACK_UPGRADE, () -> "a " + old.color + " hex can only take a " + MapDefinition.COLOR_ORDER.get(oi + 1)
                    + " tile, not " + neu.color + "");
        }
        List<String> labels = requiredLabels(hex, old, neu);
        if (!labels.equals(neu.labels)) {
            return refuse(MapRuleKey.TRACK_UPGRADE, () -> "label " + (labels.isEmpty() ? "none" : String.join("/", labels)) + " must stay, tile "
                    + neu.name + " has " + (neu.labels.isEmpty() ? "none" : String.join("/", neu.labels)) + "");
        }
        boolean merges = def.mergeCities.contains(neu.name) && neu.cityCount() >= 1 && neu.cityCount() < old.cityCount();
        boolean joins = joinsTowns(old, neu);
        if (!stopsFit(old, neu)) {
            return refuse(MapRuleKey.TRACK_UPGRADE, () -> "tile " + neu.name + " has " + neu.cityCount() + " cities and " + neu.towns + " towns"
                    + (neu.passSizes.isEmpty() ? "" : " (passes of size " + neu.passSizes + ")") + ", the hex needs "
                    + old.cityCount() + " and " + old.towns + (old.passSizes.isEmpty() ? "" : " (passes of size " + old.passSizes + ")"));
        }
        for (int i = 0; i < old.pathA.length; i++) {
            int a = old.rotA[ro][i];
            int b = old.rotB[ro][i];
            boolean kept = false;
            for (int j = 0; j < neu.pathA.length && !kept; j++) {
                int x = neu.rotA[rn][j];
                int y = neu.rotB[rn][j];
                kept = (sameEnd(old, a, neu, x, joins) && sameEnd(old, b, neu, y, joins))
                        || (sameEnd(old, a, neu, y, joins) && sameEnd(old, b, neu, x, joins));
            }
            if (!kept) {
                return refuse(MapRuleKey.TRACK_UPGRADE, () -> "existing track " + endName(a) + "-" + endName(b) + " is not kept by tile " + neu.name
                        + " at rotation " + rn + "");
            }
        }
        // Each old city with track must land in exactly one new city (NY, OO).
        // Two old cities never land in one new city unless the tile merges cities (1830 OO: 59 -> 64-67).
        if (old.cityCount() > 1) {
            int landed = 0;
            for (int c = 0; c < old.cityCount(); c++) {
                int m = old.nodeEdges[ro][old.cityNodes[c]];
                if (m == 0) {
                    continue;
                }
                int matches = 0;
                int target = -1;
                for (int d = 0; d < neu.cityCount(); d++) {
                    if ((neu.nodeEdges[rn][neu.cityNodes[d]] & m) == m) {
                        matches++;
                        target = d;
                    }
                }
                boolean shared = matches == 1 && (landed & (1 << target)) != 0;
                if (matches == 1) {
                    landed |= 1 << target;
                }
                if ((matches != 1 || shared) && !(merges && matches > 0)) {
                    return refuse(MapRuleKey.TRACK_UPGRADE, () -> "the cities of tile " + neu.name + " at rotation " + rn + " do not match the old cities");
                }
            }
        }
        return null;
    }

    /**
     * Whether the new tile's cities, towns and offboards may replace the old tile's: the same counts, or
     * fewer cities for a {@code merge_cities} tile, more for a {@code split_cities} tile, or one city
     * for exactly the towns a {@code joins_towns} tile names.
     */
    boolean stopsFit(TileDef old, TileDef neu) {
        if (joinsTowns(old, neu)) {
            return true;
        }
        boolean cities = neu.cityCount() == old.cityCount()
                || def.mergeCities.contains(neu.name) && neu.cityCount() >= 1 && neu.cityCount() < old.cityCount()
                || def.splitCities.contains(neu.name) && old.cityCount() >= 1 && neu.cityCount() > old.cityCount();
        return cities && neu.towns == old.towns && neu.offboards == old.offboards && neu.passSizes.equals(old.passSizes);
    }

    /** Whether a {@code joins_towns} city tile replaces the old tile's towns (1854: double town to 14/15/619). */
    private boolean joinsTowns(TileDef old, TileDef neu) {
        Integer towns = def.joinsTowns.get(neu.name);
        return towns != null && towns == old.towns && old.cityCount() == 0 && old.offboards == 0
                && neu.cityCount() == 1 && neu.towns == 0 && neu.offboards == 0;
    }

    /** A hex as players name it: {@code "Wien (C23)"}, or its coordinate if it has no name. */
    static String place(HexDef h) {
        return h.locationName == null ? h.coord : h.locationName + " (" + h.coord + ")";
    }

    /** Whether two path ends are the same: the same edge, or stops of one kind (a town and the city joining it). */
    private static boolean sameEnd(TileDef t1, int e1, TileDef t2, int e2, boolean townsJoin) {
        if (e1 < NODE || e2 < NODE) {
            return e1 == e2;
        }
        TileDef.Kind k1 = t1.nodes[e1 - NODE].kind;
        TileDef.Kind k2 = t2.nodes[e2 - NODE].kind;
        return k1 == k2 || townsJoin && k1 == TileDef.Kind.TOWN && k2 == TileDef.Kind.CITY;
    }

    private static String endName(int end) {
        return end >= NODE ? "stop" : "edge " + end;
    }

    /**
     * Hook: where the tokens of a city without track (a bare two-city hex) go when a tile is laid
     * there: {@code -1} lifts them, for their company to choose the new city (1830 §5.3, the
     * default), or the index of the new tile's city they move to (18Mag: the city with track).
     *
     * @param oldCity the city the tokens are in
     * @param newCities how many cities the new tile has
     */
    protected int cityForTokensOfBareCity(int oldCity, int newCities) {
        return -1;
    }

    /**
     * Hook with the whole bare hex in view: where the tokens of old city {@code oldCity} go, given
     * every old city's tokens and reservations ({@code null} slots are empty). Default: {@link
     * #cityForTokensOfBareCity(int, int)}. 18Mag's rulebook puts the hex's home minor on the city with
     * track and any other token on the other city; 18xx.games moves the first token it finds.
     */
    protected int cityForTokensOfBareCity(String hex, int oldCity, String[][] oldTokens, String[][] oldReserved,
            int newCities) {
        return cityForTokensOfBareCity(oldCity, newCities);
    }

    /**
     * Hook: whether an upgrade must give the company new track it can run on, or a new value to a
     * city it reaches (1841 RB 4.1.1: "zumindest ein Teil der NEUEN Strecke ... Teil einer Strecke, die der
     * bauenden Gesellschaft offen steht"; 18xx.games' semi-restrictive track). Default: the tile need
     * only touch the network.
     */
    protected boolean upgradeNeedsUsableTrack() {
        return false;
    }

    /**
     * Whether a lay is built from the company's station on {@code fromHex} alone (1841 RB 4.1.2: each
     * further lay of a turn "von einem anderen Bahnhof aus"): the tile, as laid, has an exit where that
     * station's network arrives (or the station is on the hex), and where an upgrade must give the
     * company new track ({@link #upgradeNeedsUsableTrack}), a route from that station can run on a path
     * the old tile lacks, or reaches a stop of the hex (a city upgraded from that station). Track that
     * joins the station's network only where the old tile already ran is not built from it.
     */
    public java.util.function.Predicate<TileLay> joinsStation(String company, String fromHex, ReachPurpose purpose) {
        int from = board.hexOrThrow(fromHex).index;
        Network[] found = { null }; // the station's network, found when a lay needs more than a route to its edge
        return lay -> {
            TileDef neu = def.tiles.get(lay.tileName());
            int h = board.hexOrThrow(lay.hex()).index;
            if (neu == null) {
                return false;
            }
            int r = Math.floorMod(lay.rotation(), 6);
            TileDef old = tile[h];
            boolean edgeEnough = !upgradeNeedsUsableTrack() || old.pathA.length == 0;
            if (found[0] == null && edgeEnough) {
                return board.reach().stationArrivesAt(company, from, purpose, h, neu.exitMask[r]);
            }
            if (found[0] == null && board.reach().stationShowsArrivalAndNode(company, from, purpose, h, neu.exitMask[r])) {
                return true; // an upgrade of a hex whose city or track the station's routes reach
            }
            Network net = found[0] != null ? found[0] : (found[0] = board.reach().stationNetwork(company, from, purpose));
            if ((net.reachedEdgeMask(h) & neu.exitMask[r]) == 0) {
                return false;
            }
            return edgeEnough || net.reachesNodeOn(h) || NewTrack.usesNewTrackOrCity(net, h, old, rot[h], neu, r);
        };
    }


    /**
     * Hook for title rules on top of the generic ones (e.g. fixed rotations, special labels).
     *
     * @param oldTileId the id of the tile the lay would replace
     * @return {@code null} if the title has no objection, else the reason naming its rule
     */
    protected Refusal extraLayRule(String company, TileLay lay, String oldTileId) {
        return null;
    }

    /**
     * Applies a tile lay: the old tile returns to the supply, tokens move to the matching cities.
     *
     * @return the terrain cost to charge (the caller moves the money) and what else happened
     * @throws MapRuleException if {@link #checkLay} refuses it (board unchanged)
     */
    public LayResult lay(String company, TileLay lay, LayRules rules) {
        Refusal why = checkedRefusal(company, lay, rules);
        if (why != null) {
            throw new MapRuleException(why);
        }
        int h = def.hex(lay.hex()).index;
        int cost = rules.free() ? 0 : layCost(h, base[h], rot[h], def.tiles.get(lay.tileName()), lay.rotation());
        return replaceTile(h, lay, cost);
    }

    /**
     * Puts a supply tile onto a hex by a rule rather than a company's lay (1844: the Furka-Oberalp
     * line, the four tiles a private places on fixed hexes): no colour, upgrade, connection or
     * border rule applies; the hex keeps its overlays, its tokens move as in an upgrade, the old
     * tile returns to the supply.
     *
     * @throws MapRuleException if the hex or rotation does not exist or the tile is not in the supply
     */
    public LayResult place(TileLay lay) {
        HexDef hd = def.hex(lay.hex());
        String why = hd == null ? "no hex " + lay.hex() + " on the map"
                : lay.rotation() < 0 || lay.rotation() > 5 ? "rotation " + lay.rotation() + " is not 0-5"
                : board.availability(lay.tileId()) != null ? board.availability(lay.tileId()) + " (tile supply)" : null;
        if (why != null) {
            throw new MapRuleException("tile #" + lay.tileName() + " on " + lay.hex() + ": " + why);
        }
        return replaceTile(hd.index, lay, 0);
    }

    /** Replaces the tile of hex h by the lay's tile: tokens and reservations follow their cities. */
    private LayResult replaceTile(int h, TileLay lay, int cost) {
        TileDef old = base[h];
        int ro = rot[h];
        TileDef neu = def.tiles.get(lay.tileName());
        int rn = lay.rotation();
        // Move tokens and reservations city by city (1830 §5.3): the reservations first, keeping their
        // places in the order of the old cities, then the tokens into places neither taken nor kept.
        String[][] newTokens = Board.emptySlots(neu);
        String[][] newReserved = new String[neu.cityCount()][0];
        List<String> displaced = new ArrayList<>();
        int[] targets = UpgradeCities.targets(old, ro, neu, rn);
        int[] to = new int[old.cityCount()];
        for (int c = 0; c < old.cityCount(); c++) {
            int target = targets[c];
            if (target < 0) {
                target = cityForTokensOfBareCity(lay.hex(), c, tokens[h], reserved[h], neu.cityCount());
            }
            to[c] = target;
            int kept = target >= 0 ? target : Math.min(c, neu.cityCount() - 1);
            if (kept >= 0 && reserved[h][c].length > 0) {
                String[] merged = Arrays.copyOf(newReserved[kept], newReserved[kept].length + reserved[h][c].length);
                System.arraycopy(reserved[h][c], 0, merged, newReserved[kept].length, reserved[h][c].length);
                newReserved[kept] = merged;
            }
        }
        for (int c = 0; c < old.cityCount(); c++) {
            for (String t : tokens[h][c]) {
                if (t == null) {
                    continue;
                }
                if (to[c] < 0) {
                    // 1830 §5.3: a token on a bare multi-city hex is lifted; the laying company chooses its city.
                    displaced.add(t);
                } else {
                    newTokens[to[c]] = put(newTokens[to[c]], newReserved[to[c]], t);
                }
            }
        }
        boolean upgrade = !old.color.equals("white");
        String replaced = board.releaseTile(tileId[h]) ? tileId[h] : null;
        if (replaced != null && def.otherFace(replaced) != null) {
            board.releaseTile(def.otherFace(replaced)); // the physical tile goes back with both sides
        }
        String before = tileId[h];
        base[h] = neu;
        tile[h] = board.withOverlays(h, neu, rn);
        rot[h] = rn;
        tileId[h] = lay.tileId();
        tokens[h] = newTokens;
        reserved[h] = newReserved;
        board.useTile(lay.tileId());
        if (def.otherFace(lay.tileId()) != null) {
            board.useTile(def.otherFace(lay.tileId())); // laying one side takes the other from the supply
        }
        board.tileIdChanged(h, before);
        board.changed(h);
        return new LayResult(cost, upgrade, replaced, displaced);
    }

    protected int layCost(int h, TileDef old, int ro, TileDef neu, int rn) {
        int cost = old.upgradeCost;
        HexDef hd = def.hexes[h];
        int newExits = neu.exitMask[rn] & ~old.exitMask[ro];
        for (int e = 0; e < 6; e++) {
            if ((newExits & (1 << e)) != 0) {
                cost += board.borderCost(h, e);
            }
        }
        return cost;
    }

    /** Slot array with a token put in the first free slot (grown when a merge overfills it). */
    /** Puts a moved token in its own kept place, else the first place neither taken nor kept, else a new one. */
    private static String[] put(String[] slots, String[] kept, String company) {
        for (int i = 0; i < slots.length && i < kept.length; i++) {
            if (company.equals(kept[i]) && slots[i] == null) {
                slots[i] = company;
                return slots;
            }
        }
        for (int i = 0; i < slots.length; i++) {
            if (slots[i] == null && (i >= kept.length || kept[i] == null)) {
                slots[i] = company;
                return slots;
            }
        }
        String[] grown = Arrays.copyOf(slots, slots.length + 1);
        grown[slots.length] = company;
        return grown;
    }

    /** Every legal lay for the company under the rules (lowest free copy per tile name, distinct rotations). */
    public List<TileLay> legalLays(String company, LayRules rules) {
        return new LayListing(this).legalLays(company, rules);
    }

    /**
     * Why the company can lay no tile on {@code hex} now, or {@code null} when some lay there is legal.
     * The hex's own reasons come first (a colour that is never upgraded, no tile of the next colour in
     * this phase, no track of the company's network there, no tile of that colour in the supply); else the refusal most of the candidate lays share (every tile of the
     * next colour that fits the hex's stops, each distinct rotation), the first of them on a tie: a
     * hex out of the network is refused alike in every rotation, a badly placed upgrade by most.
     */
    public Refusal noLayReason(String company, String hex, LayRules rules) {
        return new LayListing(this).noLayReason(company, hex, rules);
    }

    // ---------------------------------------------------------------- overlays

    /**
     * Checks an overlay: a supply tile of track only (no stops) added onto the tile of a hex without
     * replacing it (1844 tunnels under existing track). Its track must stay on the map, cross no
     * impassable border and, for a normal lay, touch the company's network.
     *
     * @return {@code null} if legal, else the reason
     */
    public String checkOverlay(String company, TileLay overlay, LayRules rules) {
        return Refusal.textOf(overlayRefusal(company, overlay, rules));
    }

    /**
     * As {@link #checkOverlay}, the reason written only when read: for callers that only ask whether an
     * overlay is legal (1854 lists every tunnel of every hex).
     *
     * @return {@code null} if legal, else the refusal
     */
    public Refusal overlayRefusal(String company, TileLay overlay, LayRules rules) {
        Refusal why = new Overlays(this).problem(company, overlay, rules);
        return why == null ? null : why.after(() -> "overlay #" + overlay.tileName() + " on " + overlay.hex() + ": ");
    }

    /**
     * The overlays {@link #overlayRefusal} accepts among the tiles {@code tileIds}, each at every rotation,
     * on the hexes {@code hexes} (in that order: hex, tile, rotation), stopping after the first hex that
     * brings the count to {@code most}. What the hexes and tiles share (the supply, each edge's rule, the
     * company's network) is looked at once, not once per lay: titles list every tunnel of the map.
     */
    public List<TileLay> legalOverlays(String company, List<String> tileIds, Iterable<String> hexes, LayRules rules, int most) {
        return new Overlays(this).legal(company, tileIds, hexes, rules, most);
    }

    /** Hook for a title's overlay rules (1844: no tunnel end on an edge track already uses); {@code null} = allowed. */
    protected Refusal overlayRule(String company, TileLay overlay) {
        return null;
    }

    /**
     * Adds an overlay onto a hex: its track joins the hex's tile for reach and routes, it stays when
     * the tile is upgraded, and its tile leaves the supply.
     *
     * @return the overlay tile's cost ({@code upgrade=cost:n} in its code; 0 when {@code free})
     * @throws MapRuleException if {@link #checkOverlay} refuses it (board unchanged)
     */
    public LayResult overlay(String company, TileLay overlay, LayRules rules) {
        return new Overlays(this).add(company, overlay, rules);
    }
}
