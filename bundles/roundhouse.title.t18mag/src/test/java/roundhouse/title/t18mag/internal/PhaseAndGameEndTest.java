package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;

/**
 * RB VI.4.3 (three "no train bought" markers advance the phase), VI.3.9 (a stock round after a
 * phase change) and IX.1 (the game ends after the OR set that follows the start of gray), with the
 * 18xx.games variants {@code no_train_consecutive} and {@code no_train_gray_extra_set}.
 */
class PhaseAndGameEndTest {
    /** Everybody passes (minors can do nothing else without a map); returns the rounds seen with their phase. */
    private static List<String> passToTheEnd(EngineSession s) throws Exception {
        Game g = s.game();
        List<String> rounds = new ArrayList<>();
        int guard = 0;
        while (!g.finished() && guard++ < 2000) {
            String r = g.round().name() + " " + g.phase().name();
            if (rounds.isEmpty() || !rounds.get(rounds.size() - 1).equals(r)) {
                rounds.add(r);
            }
            LegalAction pass = s.legalActions().stream().filter(a -> a.action().type().equals("pass")).findFirst()
                    .orElseThrow(() -> new AssertionError("no pass in " + g.round().name()));
            s.apply(pass.action());
        }
        return rounds;
    }

    private static EngineSession afterDraft(Set<String> options) throws Exception {
        EngineSession s = DraftRulesTest.newGame(3, options, 1);
        Game g = s.game();
        int minor = 1;
        List<String> corps = new ArrayList<>(List.of("RABA", "G&C", "SNW", "SIK", "SKEV", "LdStEG"));
        while (g.round().roundKind().equals(T18MagTitle.DRAFT)) {
            String p = g.round().actingEntities().get(0).id();
            s.apply(minor <= 12 ? DraftRulesTest.pick(p, "minor", String.valueOf(minor++))
                    : DraftRulesTest.pick(p, "corporation", corps.remove(0)));
        }
        return s;
    }

    /** Rulebook: gray after OR 7.1 by the markers, then SR 8 and ORs 8.1-8.3, then the end. */
    @Test
    void withoutPurchasesThePhasesAdvanceAndTheGameEndsAfterTheNextSet() throws Exception {
        EngineSession s = afterDraft(Set.of());
        List<String> rounds = passToTheEnd(s);
        assertEquals(List.of("Operating 1.1 Yellow", "Stock 2.1 Yellow", "Operating 2.1 Yellow", "Stock 3.1 Yellow",
                "Operating 3.1 Yellow", "Stock 4.1 Green", "Operating 4.1 Green", "Operating 4.2 Green", "Stock 5.1 Green",
                "Operating 5.1 Green", "Stock 6.1 Brown", "Operating 6.1 Brown", "Operating 6.2 Brown", "Stock 7.1 Brown",
                "Operating 7.1 Brown", "Stock 8.1 Gray", "Operating 8.1 Gray", "Operating 8.2 Gray", "Operating 8.3 Gray"),
                rounds);
        assertTrue(s.game().finished());
        assertEquals(GameEnd.FINAL_PHASE, s.game().gameEndReason());
    }

    /** 18xx.games ({@code no_train_gray_extra_set}): gray reached this way plays one more gray set. */
    @Test
    void theEighteenXxGamesVariantPlaysOneMoreGraySet() throws Exception {
        EngineSession s = afterDraft(Set.of(T18MagTitle.NO_TRAIN_GRAY_EXTRA_SET));
        List<String> rounds = passToTheEnd(s);
        assertEquals("Operating 9.3 Gray", rounds.get(rounds.size() - 1));
    }

    /** RB: buying a further 2-train leaves the markers; 18xx.games ({@code no_train_consecutive}) clears them. */
    @Test
    void aPurchaseOfAnOldTypeClearsTheMarkersOnlyInTheEighteenXxGamesVariant() throws Exception {
        for (boolean consecutive : new boolean[] { false, true }) {
            MagGame g = (MagGame) afterDraft(consecutive ? Set.of(T18MagTitle.NO_TRAIN_CONSECUTIVE) : Set.of()).game();
            g.endOfOperatingRound();
            g.noteDepotPurchase(false);
            g.endOfOperatingRound();
            assertEquals(consecutive ? 0 : 1, g.noTrainMarkers());
            g.noteDepotPurchase(true);
            g.endOfOperatingRound();
            assertEquals(0, g.noTrainMarkers(), "a new type clears the markers");
        }
    }
}
