package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;

/** A drawn player count is one the title seats with the game's rules. */
class TableTest {
    /** 1830, but the option "crowd" is not for 2 or 3 players (as 18Mag's supporters are not for 2). */
    private static final GameTitle CROWDED = new GameTitle() {
        @Override
        public TitleInfo info() {
            return BotsPlayTest.TITLE.info();
        }

        @Override
        public List<RuleOption> ruleOptions() {
            return BotsPlayTest.TITLE.ruleOptions();
        }

        @Override
        public GameSession newGame(GameSetup setup) {
            if (setup.optionalRules().contains("crowd") && setup.players().size() <= 3) {
                throw new IllegalArgumentException("crowd is for 4 players or more");
            }
            Set<String> rules = new HashSet<>(setup.optionalRules());
            rules.remove("crowd");
            return BotsPlayTest.TITLE.newGame(new GameSetup(setup.players(), rules, setup.seed()));
        }

        @Override
        public GameSession load(GameRecord record) throws GameLoadException {
            return BotsPlayTest.TITLE.load(record);
        }
    };

    @Test
    void countsAreDrawnAmongThoseTheTitleSeats() {
        assertEquals(List.of(4, 5, 6), Table.seatable(CROWDED, Set.of("crowd")));
        Set<Integer> drawn = new HashSet<>();
        for (long seed = 1; seed <= 60; seed++) {
            PlayOptions o = new PlayOptions("1830", null, seed, List.of("random"), Set.of("crowd"), false, null, 1);
            drawn.add(Table.of(CROWDED, o, seed).setup().players().size());
        }
        assertEquals(Set.of(4, 5, 6), drawn);
    }

    @Test
    void withoutTheOptionEveryCountOfTheRangeIsDrawnAsBefore() {
        Set<Integer> drawn = new HashSet<>();
        for (long seed = 1; seed <= 60; seed++) {
            PlayOptions o = new PlayOptions("1830", null, seed, List.of("random"), Set.of(), false, null, 1);
            int n = Table.of(CROWDED, o, seed).setup().players().size();
            // the same draw as a plain uniform draw over the title's range with the game's seed
            int min = CROWDED.info().minPlayers();
            assertEquals(min + new java.util.Random(seed).nextInt(CROWDED.info().maxPlayers() - min + 1), n);
            drawn.add(n);
        }
        assertTrue(drawn.size() >= 4, "counts drawn: " + drawn);
    }
}
