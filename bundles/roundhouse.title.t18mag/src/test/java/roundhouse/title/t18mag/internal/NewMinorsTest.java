package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
