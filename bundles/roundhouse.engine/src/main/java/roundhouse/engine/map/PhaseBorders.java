package roundhouse.engine.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The {@code phase_borders} of a map as of a game's phase: which exist now, and what they make of a
 * hex's sides for each {@link ReachPurpose}. The phase is read through the supplier at each question,
 * so boards and their copies share one instance; what a phase makes of the sides is worked out once
 * per phase, and equal side masks are one array (across purposes and phases), so that reach keeps a
 * network for as long as the sides it may not cross stay the same.
 */
final class PhaseBorders {
    private final MapDefinition def;
    private final List<String> order;
    private final Supplier<String> current;
    /**
     * By phase index + 1 (0: before the first phase): the sides as of that phase, made on first use.
     * Never changed once made: a copy of the game shares them, so its reach keeps its networks.
     */
    @roundhouse.engine.spi.SharedElements
    private final Sides[] byPhase;
    /** Every side mask made so far, so that equal ones are one array. */
    private final List<int[]> masks = new ArrayList<>();

    /**
     * The sides as of one phase.
     *
     * @param impassable by hex: sides printed or phase impassable borders close for every purpose
     * @param blocked by purpose, by hex: sides that purpose may not cross
     * @param cost by hex * 6 + edge: the cost of building track across, or {@code null} when only printed costs apply
     * @param kinds by hex * 6 + edge: the kind of the border there ({@code border_kinds}), {@code null} where none
     */
    @roundhouse.engine.spi.Shared // never changed once made: copies of a game share it, as they share byPhase's
    private record Sides(int[] impassable, int[][] blocked, int[] cost, String[] kinds) {
    }

    /** @throws MapDataException if a border or a border kind names a phase not in {@code order} */
    PhaseBorders(MapDefinition def, List<String> order, Supplier<String> current) {
        for (MapDefinition.PhaseBorder b : def.phaseBorders) {
            checkPhase(b.from(), b.path() + ".from", order);
            checkPhase(b.until(), b.path() + ".until", order);
        }
        for (BorderKind k : def.borderKinds.values()) {
            for (BorderKind.PhaseRange r : k.blocks()) {
                if (r != null && r.path() != null) {
                    checkPhase(r.from(), r.path() + ".from", order);
                    checkPhase(r.until(), r.path() + ".until", order);
                }
            }
        }
        this.def = def;
        this.order = List.copyOf(order);
        this.current = current;
        this.byPhase = new Sides[order.size() + 1];
        masks.add(def.printedImpassable);
    }

    private static void checkPhase(String phase, String path, List<String> order) {
        if (phase != null && !order.contains(phase)) {
            throw new MapDataException(path + ": unknown phase " + phase + " (phases.json has " + order + ")");
        }
    }

    /** The borders of the current phase: the same object for as long as the phase's borders apply. */
    Object current() {
        return now();
    }

    private Sides now() {
        int now = order.indexOf(current.get());
        Sides s = byPhase[now + 1];
        return s != null ? s : made(now);
    }

    /** Makes the sides of a phase once; copies of a board on other threads may ask at the same time. */
    private synchronized Sides made(int now) {
        Sides s = byPhase[now + 1];
        if (s == null) {
            s = sides(now);
            byPhase[now + 1] = s;
        }
        return s;
    }

    /** What the borders existing in the phase at index {@code now} make of every side. */
    private Sides sides(int now) {
        int n = def.hexes.length;
        int[] impassable = def.printedImpassable.clone();
        int[][] blocked = new int[ReachPurpose.values().length][];
        int[] cost = null;
        List<MapDefinition.PhaseBorder> kinded = new ArrayList<>();
        for (MapDefinition.PhaseBorder b : def.phaseBorders) {
            if (!new BorderKind.PhaseRange(b.from(), b.until(), null).covers(now, order)) {
                continue;
            }
            if (b.kind() != null) {
                kinded.add(b);
            } else if (b.cost() == 0) {
                mark(impassable, b);
            } else {
                if (cost == null) {
                    cost = new int[n * 6];
                    for (HexDef h : def.hexes) {
                        System.arraycopy(h.borderCost, 0, cost, h.index * 6, 6);
                    }
                }
                int nb = def.hexes[b.hex()].neighbors[b.edge()];
                cost[b.hex() * 6 + b.edge()] += b.cost();
                if (nb >= 0) {
                    cost[nb * 6 + (b.edge() + 3) % 6] += b.cost();
                }
            }
        }
        impassable = intern(impassable);
        String[] kinds = new String[n * 6];
        for (MapDefinition.PhaseBorder b : kinded) {
            kinds[b.hex() * 6 + b.edge()] = b.kind().name();
            int nb = def.hexes[b.hex()].neighbors[b.edge()];
            if (nb >= 0) {
                kinds[nb * 6 + (b.edge() + 3) % 6] = b.kind().name();
            }
        }
        for (ReachPurpose p : ReachPurpose.values()) {
            int[] mask = impassable.clone();
            for (MapDefinition.PhaseBorder b : kinded) {
                if (b.kind().blocks(p, now, order)) {
                    mark(mask, b);
                }
            }
            blocked[p.ordinal()] = intern(mask);
        }
        return new Sides(impassable, blocked, cost, kinds);
    }

    /** Closes the border's side on its hex and the mirrored side on the neighbour. */
    private void mark(int[] mask, MapDefinition.PhaseBorder b) {
        mask[b.hex()] |= 1 << b.edge();
        int nb = def.hexes[b.hex()].neighbors[b.edge()];
        if (nb >= 0) {
            mask[nb] |= 1 << ((b.edge() + 3) % 6);
        }
    }

    private int[] intern(int[] mask) {
        for (int[] m : masks) {
            if (Arrays.equals(m, mask)) {
                return m;
            }
        }
        masks.add(mask);
        return mask;
    }

    /** Printed impassable sides of hex h plus those of active impassable phase borders (every purpose). */
    int impassable(int h) {
        return now().impassable[h];
    }

    /** By hex: the sides the purpose may not cross now; the same array for as long as they stay the same. */
    int[] blocked(ReachPurpose purpose) {
        return now().blocked[purpose.ordinal()];
    }

    /** Printed cost of side e of hex h plus the costs of active costly phase borders there. */
    int borderCost(int h, int e) {
        int[] cost = now().cost;
        return cost == null ? def.hexes[h].borderCost[e] : cost[h * 6 + e];
    }

    /** The kind of the border on side e of hex h now ({@code border_kinds}), {@code null} if none exists there. */
    String kind(int h, int e) {
        return now().kinds[h * 6 + e];
    }
}
