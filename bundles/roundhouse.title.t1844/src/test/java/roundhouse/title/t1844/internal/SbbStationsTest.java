package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.testsupport.RecordedPosition;

/**
 * RB X: where two stations of the new SBB lie on one hex, in different cities of it, the SBB removes one
 * of its choice and keeps the token. The recorded game has no such hex, so two pre-state railways are
 * given stations in the two cities of one hex before the SBB forms (action 628 ends the operating round).
 */
class SbbStationsTest {
    private static final String GAME = "1844_game_end_bankrupt";

    /** The two cities, one hex: the first V company's station in one, the second's in the other. */
    private record Doubled(String first, String second, String hex) {
    }

    private static Doubled placeTwoStationsOnOneHex(SwissGame g) {
        List<Corporation> vs = g.corporations().stream().filter(c -> SwissGame.PRE_SBB.equals(c.kind()) && !c.closed()).toList();
        Corporation a = vs.get(0);
        Corporation b = vs.get(1);
        for (String first : g.board().openTokenCities(a.id())) {
            String hex = g.board().hexOfCity(first);
            for (String second : g.board().openTokenCities(b.id())) {
                if (!second.equals(first) && hex.equals(g.board().hexOfCity(second))
                        && g.board().tokensOf("SBB").stream().noneMatch(c -> hex.equals(g.board().hexOfCity(c)))) {
                    g.board().placeToken(a.id(), first, false);
                    a.setTokensUsed(a.tokensUsed() + 1);
                    g.board().placeToken(b.id(), second, false);
                    b.setTokensUsed(b.tokensUsed() + 1);
                    return new Doubled(first, second, hex);
                }
            }
        }
        throw new AssertionError("no hex with two cities open to " + a.id() + " and " + b.id());
    }

    /** The SBB formed with two stations on one hex, its surplus trains discarded. */
    private static EngineSession formed(Doubled[] doubled) throws Exception {
        RecordedPosition rec = RecordedPosition.of(new T1844Title(), Path.of("src/test/resources/fixtures/1844/"), GAME);
        EngineSession s = rec.before(628);
        doubled[0] = placeTwoStationsOnOneHex((SwissGame) s.game());
        s.apply(rec.action(628));
        while (s.legalActions().stream().anyMatch(l -> l.action().type().equals("discard_train"))) {
            s.apply(s.legalActions().get(0).action());
        }
        return s;
    }

    @Test
    void theSbbRemovesOneOfTwoStationsOnAHexAndKeepsTheToken() throws Exception {
        Doubled[] d = new Doubled[1];
        EngineSession s = formed(d);
        SwissGame g = (SwissGame) s.game();
        Corporation sbb = g.corporation("SBB");
        assertEquals(SbbFormationRound.KIND, g.round().roundKind());
        assertEquals(List.of(sbb), g.round().actingEntities());
        assertEquals("Remove a station", g.round().activeStep().description());
        String place = CorporationStep.place(g, d[0].hex());
        List<LegalAction> legal = s.legalActions();
        List<Action> expected = new ArrayList<>();
        for (String city : g.board().tokensOf("SBB")) {
            if (city.equals(d[0].first()) || city.equals(d[0].second())) {
                expected.add(new Action("remove_token", "SBB", "corporation", Map.of("city", city, "slot", 0L)));
            }
        }
        assertEquals(expected, legal.stream().map(LegalAction::action).toList());
        for (LegalAction l : legal) {
            assertEquals("Remove the station on " + place, l.label());
            assertEquals(d[0].hex(), l.target());
        }
        int used = sbb.tokensUsed();

        IllegalActionException refused = assertThrows(IllegalActionException.class, () -> s.apply(
                new Action("remove_token", "SBB", "corporation", Map.of("city", "nowhere-0", "slot", 0L))));
        assertTrue(refused.getMessage().contains("the SBB has no second station on the hex of nowhere-0"), refused.getMessage());

        s.apply(new Action("remove_token", "SBB", "corporation", Map.of("city", d[0].second(), "slot", 0L)));
        g = (SwissGame) s.game();
        sbb = g.corporation("SBB");
        assertTrue(g.board().tokensOf("SBB").contains(d[0].first()));
        assertFalse(g.board().tokensOf("SBB").contains(d[0].second()));
        assertEquals(used - 1, sbb.tokensUsed(), "the token is the SBB's again, to build elsewhere");
        assertTrue(g.logLines().contains("The SBB removes its station on " + place), "logged");
        assertNotEquals(SbbFormationRound.KIND, g.round().roundKind(), "nothing left to do: the game goes on");
    }

    @Test
    void theChoiceReadsInGerman() throws Exception {
        Doubled[] d = new Doubled[1];
        EngineSession s = formed(d);
        try {
            EngineText.use(Locale.GERMAN);
            SwissGame g = (SwissGame) s.game();
            assertEquals("Bahnhof entfernen", g.round().activeStep().description());
            String place = CorporationStep.place(g, d[0].hex());
            assertEquals(List.of("Bahnhof auf " + place + " entfernen", "Bahnhof auf " + place + " entfernen"),
                    g.round().legalActions().stream().map(LegalAction::label).toList());
        } finally {
            EngineText.use(null);
        }
    }
}
