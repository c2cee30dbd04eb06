package roundhouse.engine.map;

import java.util.List;
import java.util.Set;

/**
 * The context of one company's run: the phase, and what the company holds for this run only.
 *
 * @param phaseColors the tile colours of the current phase in order ({@code yellow, green, brown});
 *     an offboard pays the value of the last of these colours it lists (1830 §5.5: yellow value in
 *     phases 2-4, brown value from phase 5), else its first value
 * @param grants named rights the company holds for this run, which a title's route hooks read (18Mag
 *     rail cars bought this turn: an offboard bonus, a plus-train upgrade, mine access); empty for
 *     titles without such rights
 */
public record RouteRules(List<String> phaseColors, Set<String> grants) {
    public RouteRules {
        phaseColors = List.copyOf(phaseColors);
        grants = Set.copyOf(grants);
    }

    /** The phase's rules without grants. */
    public RouteRules(List<String> phaseColors) {
        this(phaseColors, Set.of());
    }

    /** These rules with the given grants instead. */
    public RouteRules withGrants(Set<String> grants) {
        return new RouteRules(phaseColors, grants);
    }

    /** Whether the company holds the named right for this run. */
    public boolean has(String grant) {
        return grants.contains(grant);
    }
}
