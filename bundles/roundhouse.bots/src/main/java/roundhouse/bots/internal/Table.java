package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;
import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;

/**
 * One seeded game set up for bots: how many players (given, or drawn from the seed within the
 * title's range), which bot kind sits where (the list repeats over the seats), player ids
 * {@code 1..N} as 18xx.games numbers them, and the rules.
 *
 * @param kinds bot kind per seat
 */
record Table(GameSetup setup, List<String> kinds) {

    static Table of(GameTitle title, PlayOptions o, long seed) {
        Random rnd = new Random(seed);
        int min = title.info().minPlayers();
        int max = title.info().maxPlayers();
        int n = o.players() != null ? o.players() : min + rnd.nextInt(max - min + 1);
        List<PlayerRef> players = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String kind = o.bots().get(i % o.bots().size());
            kinds.add(kind);
            players.add(new PlayerRef(Integer.toString(i + 1), capitalized(kind) + " " + (i + 1)));
        }
        Set<String> rules = new LinkedHashSet<>(o.options());
        // a variant's options that its new games start with (title.json options_on)
        title.ruleOptions().stream().filter(RuleOption::onByDefault).forEach(r -> rules.add(r.id()));
        if (o.importDefaults()) {
            for (RuleOption r : title.ruleOptions()) {
                if (r.importDefault()) {
                    rules.add(r.id());
                }
            }
        }
        return new Table(new GameSetup(players, rules, seed), kinds);
    }

    /** A bot per seat, each seeded from the game's seed and its seat. */
    List<Bot> bots(Map<String, BotFactory> factories) {
        List<Bot> out = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            out.add(factories.get(kinds.get(i)).create(setup.seed() * 31 + i));
        }
        return out;
    }

    /** The kind of bot in the seat of the player who scored most (ties: the first seat), or {@code null}. */
    String winner(GameSession session) {
        Map<String, Integer> result = session.state().result();
        String best = null;
        int bestScore = Integer.MIN_VALUE;
        for (int i = 0; i < setup.players().size(); i++) {
            Integer score = result.get(setup.players().get(i).id());
            if (score != null && score > bestScore) {
                best = kinds.get(i);
                bestScore = score;
            }
        }
        return best;
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
