package roundhouse.engine.map;

import java.util.Set;

/**
 * What the caller (the engine's track step) allows for one tile lay. The board checks the map
 * rules (colour sequence, preserved track, labels, city/town counts, availability, exits onto the
 * map, connection); the caller decides who may lay, how many times, and with which colours.
 *
 * @param colors tile colours the current phase allows, e.g. {@code yellow, green}
 * @param requireConnection whether the new tile must touch the company's network (1830 §5.3);
 *     {@code false} for special abilities such as 1830 CS on B20 or DH on F16
 * @param ignoreBlockers whether hexes blocked by private companies may be built on
 * @param onlyTiles if not {@code null}, the tile names allowed (e.g. {@code 3, 4, 58} for CS)
 * @param onlyHexes if not {@code null}, the hexes allowed (e.g. {@code B20} for CS)
 * @param free whether terrain costs are waived (the lay still reports the cost it would have had
 *     in {@link LayResult#terrainCost()} as 0)
 */
public record LayRules(Set<String> colors, boolean requireConnection, boolean ignoreBlockers,
        Set<String> onlyTiles, Set<String> onlyHexes, boolean free) {

    public LayRules {
        colors = Set.copyOf(colors);
        onlyTiles = onlyTiles == null ? null : Set.copyOf(onlyTiles);
        onlyHexes = onlyHexes == null ? null : Set.copyOf(onlyHexes);
    }

    /** An ordinary lay by a company: connection required, blockers respected, terrain paid. */
    public static LayRules normal(Set<String> colors) {
        return new LayRules(colors, true, false, null, null, false);
    }

    /** A special-ability lay: no connection needed, restricted to the given hexes and tiles. */
    public static LayRules special(Set<String> colors, Set<String> hexes, Set<String> tiles, boolean free) {
        return new LayRules(colors, false, true, tiles, hexes, free);
    }

    /** The same rules with blockers ignored (18xx.games does not enforce them while loading a log). */
    public LayRules ignoringBlockers() {
        return new LayRules(colors, requireConnection, true, onlyTiles, onlyHexes, free);
    }
}
