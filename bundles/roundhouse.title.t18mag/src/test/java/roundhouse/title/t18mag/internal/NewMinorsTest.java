package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;

/** The 18xx.games options {@code new_minors_simple} and {@code new_minors_challenge} (minors 14-16). */
class NewMinorsTest {
    private static List<String> minorsInGame(Game g) {
        return g.corporations().stream().filter(c -> !c.priced() && !c.closed()).map(Corporation::id).toList();
    }

    /**
     * The two ways of adding minors 14-16 are one or the other: 18xx.games refuses a game with both
     * ("Can't use both 'New minors' options together."), and so does Roundhouse (seeds 703000 ... of the
     * 10,000-game sweep asked for both).
     */
    @Test
    void bothWaysOfAddingMinorsAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DraftRulesTest.newGame(4,
                new java.util.LinkedHashSet<>(List.of(T18MagTitle.NEW_MINORS_SIMPLE, T18MagTitle.NEW_MINORS_CHALLENGE)), 1));
        assertEquals("the optional rules new_minors_challenge and new_minors_simple of 18Mag exclude each other:"
                + " a game has one of them at most", e.getMessage());
    }

    /** Three minors drawn from the seed leave before the draft (check value of 18xx.games: seed 12345). */
    @Test
    void theSimpleVariantRemovesThreeMinorsDrawnFromTheSeed() {
        Game g = DraftRulesTest.newGame(4, Set.of(T18MagTitle.NEW_MINORS_SIMPLE), 12345).game();
        assertEquals(List.of("1", "2", "3", "5", "6", "7", "8", "10", "11", "13", "14", "15", "16"), minorsInGame(g));
    }

    /** With all sixteen minors, four players take four each and none is left. */
    @Test
    void theChallengeVariantOffersSixteenMinors() throws Exception {
        EngineSession s = DraftRulesTest.newGame(4, Set.of(T18MagTitle.NEW_MINORS_CHALLENGE), 1);
        Game g = s.game();
        assertEquals(16, minorsInGame(g).size());
        int next = 1;
        while (g.round().roundKind().equals(T18MagTitle.DRAFT)) {
            String p = g.round().actingEntities().get(0).id();
            boolean minorsFull = g.corporations().stream().filter(c -> !c.priced() && c.president() != null
                    && c.president().holderId().equals(p)).count() >= 4;
            s.apply(minorsFull ? DraftRulesTest.pick(p, "corporation", List.of("RABA", "G&C", "SNW", "SIK").get(
                    (int) g.players().stream().filter(x -> x.certificates().stream().anyMatch(c -> c.corporation().priced()))
                            .count()))
                    : DraftRulesTest.pick(p, "minor", String.valueOf(next++)));
        }
        assertEquals(16, minorsInGame(g).size(), "every minor was drafted");
        assertEquals(17, next);
    }
}
