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
 * @param offboardColor the colour the phase names for values by colour (phases.json {@code offboard_color},
 *     by default its last tile colour): a stop that lists it pays that value before any by the tile
 *     colours (1841: phases 3 and 4 both lay green, but pay white and gray); {@code null} = none
 */
public record RouteRules(List<String> phaseColors, Set<String> grants, String offboardColor) {
    public RouteRules {
        phaseColors = List.copyOf(phaseColors);
        grants = Set.copyOf(grants);
    }

    /** The phase's rules without grants. */
    public RouteRules(List<String> phaseColors) {
        this(phaseColors, Set.of(), null);
    }

    /** The rules of a phase that names the colour of its values ({@link #offboardColor}), without grants. */
    public RouteRules(List<String> phaseColors, String offboardColor) {
        this(phaseColors, Set.of(), offboardColor);
    }

    /** The phase's rules with grants, by the tile colours alone. */
    public RouteRules(List<String> phaseColors, Set<String> grants) {
        this(phaseColors, grants, null);
    }

    /** These rules with the given grants instead. */
    public RouteRules withGrants(Set<String> grants) {
        return new RouteRules(phaseColors, grants, offboardColor);
    }

    /** Whether the company holds the named right for this run. */
    public boolean has(String grant) {
        return grants.contains(grant);
    }
}
