package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.RunCheck;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

/**
 * {@code GameSession.checkRun}: runs drawn by hand on a recorded 1830 game, judged by the check
 * recorded runs pass. Before action 44 of
 * {@code 1830_game_end_bank} B&amp;O (home Baltimore, I15) runs two 2-trains; the recorded run is
 * I15-I19 (40) and I15-J14 (50).
 */
class DrawnRunTest {
    static final Path FIXTURES = Path.of("src/test/resources/fixtures/1830");

    @AfterEach
    void english() {
        EngineText.use(null);
    }

    /** The game before the action with {@code id}. */
    static EngineSession before(long id) throws Exception {
        GameRecord r = new GsonRecordCodec().read(FIXTURES.resolve("1830_game_end_bank.json"));
        List<Action> actions = r.actions().stream().filter(a -> a.number("id", -1) < id).toList();
        return EngineSession.load(new T1830Title(), r.withActions(actions));
    }

    @Test
    void theRecordedRunDrawnByHandIsLegalAndEarnsWhatTheLogSays() throws Exception {
        EngineSession game = before(44);
        RunCheck check = game.checkRun(List.of(new DrawnRoute("2-1", List.of("I15", "I19")),
                new DrawnRoute("2-0", List.of("J14", "I15"))));
        assertTrue(check.legal(), String.valueOf(check.refusal()));
        assertEquals("B&O", check.company());
        assertEquals(List.of(40, 50), check.revenues());
        assertEquals(90, check.total());
        assertEquals(90, check.best(), "the optimiser's run is worth as much");
        assertEquals(List.of("I15", "I17", "I19"), check.paths().get(0), "the track found between the stops");
        // 1830 §5.6: $9 a share paid out moves the price right; withheld, left
        RunCheck.DividendOutcome payout = check.dividends().stream().filter(d -> d.kind().equals("payout")).findFirst().orElseThrow();
        assertEquals(9, payout.perShare());
        assertTrue(payout.priceAfter() > payout.priceBefore(), payout.toString());
        RunCheck.DividendOutcome withhold = check.dividends().stream().filter(d -> d.kind().equals("withhold")).findFirst().orElseThrow();
        assertTrue(withhold.priceAfter() < withhold.priceBefore(), withhold.toString());
        int before = game.actions().size();
        game.apply(check.action());
        assertEquals(before + 1, game.actions().size(), "the drawn run is a run_routes the game accepts");
    }

    @Test
    void aRouteBeyondTheTrainsReachIsRefusedNamingTheRuleInEnglishAndGerman() throws Exception {
        EngineSession game = before(44);
        List<DrawnRoute> tooLong = List.of(new DrawnRoute("2-1", List.of("I19", "I15", "J14")));
        RunCheck check = game.checkRun(tooLong);
        assertFalse(check.legal());
        assertNull(check.action());
        assertTrue(check.refusal().contains("the route has 3 stops, the 2-train may visit 2 (1830 §5.5)"), check.refusal());
        assertFalse(check.paths().get(0).isEmpty(), "the refused route is still drawn");
        EngineText.use(Locale.GERMAN);
        String german = game.checkRun(tooLong).refusal();
        assertTrue(german.contains("die Strecke hat 3 Haltepunkte, der 2-Zug darf 2 anfahren (1830 §5.5)"), german);
        assertTrue(german.startsWith("Strecke 1 (2-Zug)"), german);
    }

    @Test
    void aStopSkippedBetweenTwoClicksIsFilledInFromTheTrack() throws Exception {
        EngineSession game = before(44);
        // Washington (I19) to J14 runs through Baltimore (I15): three stops, one too many for a 2-train
        RunCheck check = game.checkRun(List.of(new DrawnRoute("2-1", List.of("I19", "J14"))));
        assertTrue(check.paths().get(0).contains("I15"), check.paths().toString());
        assertTrue(check.refusal().contains("the route has 3 stops"), check.refusal());
    }

    @Test
    void stopsWithoutTrackBetweenThemAreRefusedWithTheirNames() throws Exception {
        EngineSession game = before(44);
        RunCheck check = game.checkRun(List.of(new DrawnRoute("2-1", List.of("I15", "A19"))));
        assertFalse(check.legal());
        assertTrue(check.refusal().startsWith("route 1 (2-train): "), check.refusal());
        assertTrue(check.refusal().contains("Montreal (A19)") || check.refusal().contains("(A19)"), check.refusal());
    }

    @Test
    void twoTrainsOnTheSameTrackAreRefused() throws Exception {
        EngineSession game = before(44);
        RunCheck check = game.checkRun(List.of(new DrawnRoute("2-1", List.of("I15", "I19")),
                new DrawnRoute("2-0", List.of("I19", "I15"))));
        assertFalse(check.legal(), "the second route finds no unused track");
        assertTrue(check.refusal().startsWith("route 2 (2-train): "), check.refusal());
    }

    @Test
    void anEmptyDrawingListsTheTrainsAndOnlyWhileACompanyRuns() throws Exception {
        EngineSession game = before(44);
        RunCheck none = game.checkRun(List.of());
        assertNotNull(none);
        assertEquals(List.of("2-train", "2-train"), none.trains().stream().map(RunCheck.RunTrain::name).toList());
        assertEquals(0, none.total());
        GameSession stock = before(40);
        assertNull(stock.checkRun(List.of()), "nobody runs trains before action 40");
    }
}
