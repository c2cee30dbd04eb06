package roundhouse.engine.map;

import java.util.List;
import java.util.function.Supplier;

/**
 * The {@code phase_borders} of a map as of a game's phase: which exist now, and what they make of a
 * hex's sides. Immutable; the phase is read through the supplier at each question, so boards and
 * their copies share one instance.
 */
final class PhaseBorders {
    private final MapDefinition def;
    private final List<String> order;
    private final Supplier<String> current;

    /** @throws MapDataException if a border names a phase not in {@code order} */
    PhaseBorders(MapDefinition def, List<String> order, Supplier<String> current) {
        for (MapDefinition.PhaseBorder b : def.phaseBorders) {
            for (String[] named : new String[][] {{"from", b.from()}, {"until", b.until()}}) {
                if (named[1] != null && !order.contains(named[1])) {
                    throw new MapDataException(b.path() + "." + named[0] + ": unknown phase " + named[1] + " (phases.json has "
                            + order + ")");
                }
            }
        }
        this.def = def;
        this.order = List.copyOf(order);
        this.current = current;
    }

    /** Bit i set: phase border i exists now (from its {@code from} phase until its {@code until} phase starts). */
    long active() {
        int now = order.indexOf(current.get());
        long bits = 0;
        for (int i = 0; i < def.phaseBorders.size(); i++) {
            MapDefinition.PhaseBorder b = def.phaseBorders.get(i);
            boolean started = b.from() == null || now >= order.indexOf(b.from());
            boolean ended = b.until() != null && now >= order.indexOf(b.until());
            if (started && !ended) {
                bits |= 1L << i;
            }
        }
        return bits;
    }

    /** Printed impassable sides of hex h plus those of active impassable phase borders. */
    int impassable(int h) {
        int mask = def.hexes[h].impassable;
        long active = active();
        for (int i = 0; active != 0; i++, active >>>= 1) {
            MapDefinition.PhaseBorder b = def.phaseBorders.get(i);
            if ((active & 1) != 0 && b.cost() == 0) {
                mask |= sideBit(b, h);
            }
        }
        return mask;
    }

    /** Printed cost of side e of hex h plus the costs of active costly phase borders there. */
    int borderCost(int h, int e) {
        int cost = def.hexes[h].borderCost[e];
        long active = active();
        for (int i = 0; active != 0; i++, active >>>= 1) {
            MapDefinition.PhaseBorder b = def.phaseBorders.get(i);
            if ((active & 1) != 0 && b.cost() > 0 && (sideBit(b, h) & (1 << e)) != 0) {
                cost += b.cost();
            }
        }
        return cost;
    }

    /** The side bit a border puts on hex h (its own hex, or the mirrored side of the neighbour), else 0. */
    private int sideBit(MapDefinition.PhaseBorder b, int h) {
        if (b.hex() == h) {
            return 1 << b.edge();
        }
        return def.hexes[b.hex()].neighbors[b.edge()] == h ? 1 << ((b.edge() + 3) % 6) : 0;
    }
}
