package roundhouse.api;

import java.util.List;
import java.util.Set;

/**
 * Everything needed to start a game: who plays, in seat order, which optional rules are on and
 * the seed of the game's only source of randomness.
 *
 * @param players players in seat order; the first one acts first
 * @param optionalRules ids of the {@link RuleOption}s switched on
 * @param seed seed for any random element of the title (never the wall clock)
 */
public record GameSetup(List<PlayerRef> players, Set<String> optionalRules, long seed) {
    public GameSetup {
        players = List.copyOf(players);
        optionalRules = Set.copyOf(optionalRules);
    }
}
