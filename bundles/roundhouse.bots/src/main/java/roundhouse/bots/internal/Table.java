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
        Set<String> rules = rules(title, o);
        int n;
        if (o.players() != null) {
            n = o.players();
        } else {
            List<Integer> counts = seatable(title, rules);
            int min = title.info().minPlayers();
            n = counts.isEmpty() ? min : counts.get(rnd.nextInt(counts.size()));
        }
        List<PlayerRef> players = players(o.bots(), n);
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            kinds.add(o.bots().get(i % o.bots().size()));
        }
        return new Table(new GameSetup(players, rules, seed), kinds);
    }

    private static List<PlayerRef> players(List<String> bots, int n) {
        List<PlayerRef> players = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String kind = bots.get(i % bots.size());
            players.add(new PlayerRef(Integer.toString(i + 1), capitalized(kind) + " " + (i + 1)));
        }
        return players;
    }

    /**
     * The game's rules: the options named with {@code --option ID}; unless {@code --rulebook}, also a
     * variant's options its new games start with and 18xx.games' import defaults; then every option
     * named {@code --option -ID} switched off.
     *
     * @throws IllegalArgumentException for {@code -ID} naming no option of the title
     */
    static Set<String> rules(GameTitle title, PlayOptions o) {
        Set<String> on = new LinkedHashSet<>();
        Set<String> off = new LinkedHashSet<>();
        for (String option : o.options()) {
            if (option.startsWith("-")) {
                off.add(option.substring(1));
            } else {
                on.add(option);
            }
        }
        Set<String> rules = new LinkedHashSet<>(on);
        if (o.importDefaults()) {
            // a variant's options that its new games start with (title.json options_on)
            title.ruleOptions().stream().filter(RuleOption::onByDefault).forEach(r -> rules.add(r.id()));
            for (RuleOption r : title.ruleOptions()) {
                if (r.importDefault()) {
                    rules.add(r.id());
                }
            }
        }
        for (String id : off) {
            if (title.ruleOptions().stream().noneMatch(r -> r.id().equals(id))) {
                throw new IllegalArgumentException("unknown optional rule " + id + " for " + title.info().id() + " (in --option -" + id + ")");
            }
            rules.remove(id);
        }
        return rules;
    }

    /**
     * The player counts of the title's range that it seats with these rules (18Mag's supporters are
     * for 3 to 6 players, not the 2-player game): a drawn count is always one the title plays.
     */
    static List<Integer> seatable(GameTitle title, Set<String> rules) {
        List<Integer> out = new ArrayList<>();
        for (int n = title.info().minPlayers(); n <= title.info().maxPlayers(); n++) {
            try {
                title.newGame(new GameSetup(players(List.of("random"), n), rules, 0));
                out.add(n);
            } catch (IllegalArgumentException e) {
                // not seated with these rules
            }
        }
        return out;
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
