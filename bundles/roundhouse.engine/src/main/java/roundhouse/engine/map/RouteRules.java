package roundhouse.engine.map;

import java.util.List;

/**
 * The phase-dependent context of running trains.
 *
 * @param phaseColors the tile colours of the current phase in order ({@code yellow, green, brown});
 *     an offboard pays the value of the last of these colours it lists (1830 §5.5: yellow value in
 *     phases 2-4, brown value from phase 5), else its first value
 */
public record RouteRules(List<String> phaseColors) {
    public RouteRules {
        phaseColors = List.copyOf(phaseColors);
    }
}
