package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import roundhouse.api.GameSession;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.PlayerView;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t1830.internal.T1830Title;
import roundhouse.views.internal.Sheet.Cell;

/** The spreadsheet of the recorded 1830 games (the 18Mag games are in {@link SpreadsheetRowsMagTest}). */
class SpreadsheetRowsTest {
    private static final Path FIXTURES = Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830");

    private static GameSession load(Path game) throws Exception {
        return new T1830Title().load(new GsonRecordCodec().read(game));
    }

    @TestFactory
    Stream<DynamicTest> everyRecordedGameAndItsMiddleAgreeWithTheEngine() throws Exception {
        List<Path> games;
        try (Stream<Path> s = Files.list(FIXTURES)) {
            games = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(games.size() >= 2);
        return games.stream().map(g -> DynamicTest.dynamicTest(g.getFileName().toString(), () -> {
            GameSession session = load(g);
            SheetChecks.checkShares(session.state());
            Sheet revenues = SheetChecks.checkRevenues(session);
            assertTrue(revenues.headers().get(2).startsWith("OR "), revenues.headers().toString());
            // halfway through, while presidents and holdings were still changing
            session.undoTo(session.actions().size() / 2);
            SheetChecks.checkShares(session.state());
            SheetChecks.checkRevenues(session);
        }));
    }

    @Test
    void sortingByWorthPutsTheLeaderFirstAndKeepsTheSummaryRows() throws Exception {
        GameSession session = load(FIXTURES.resolve("26855.json"));
        Sheet sheet = SpreadsheetRows.shares(session.state());
        int worth = sheet.headers().indexOf(Texts.columns("sheet.playerColumns").get(1));
        Sheet sorted = sheet.sortedBy(worth, false);
        PlayerView leader = session.state().players().stream().max(Comparator.comparingInt(PlayerView::worth)).orElseThrow();
        assertEquals(session.state().money(leader.worth()), sorted.body().get(0).get(worth).text());
        assertEquals(sheet.footer(), sorted.footer());
        Sheet byName = sheet.sortedBy(0, true);
        List<String> names = byName.body().stream().map(r -> r.get(0).text()).toList();
        assertEquals(names.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList(), names);
    }

    @Test
    void sortingByACompanyPutsItsPresidentFirstAndNonHoldersLast() throws Exception {
        GameSession session = load(FIXTURES.resolve("26855.json"));
        Sheet sheet = SpreadsheetRows.shares(session.state());
        int prr = sheet.headers().indexOf("PRR");
        assertTrue(prr > 0, sheet.headers().toString());
        for (boolean ascending : new boolean[] { true, false }) {
            List<Cell> column = sheet.sortedBy(prr, ascending).body().stream().map(r -> r.get(prr)).toList();
            int firstEmpty = (int) column.stream().filter(c -> !c.isEmpty()).count();
            assertTrue(column.subList(firstEmpty, column.size()).stream().allMatch(Cell::isEmpty), "holders first: " + column);
            if (!ascending && firstEmpty > 0) {
                assertTrue(column.get(0).text().endsWith("*") || column.stream().noneMatch(c -> c.text().endsWith("*")),
                        "the president first when largest first: " + column);
            }
        }
    }

    @Test
    void revenuesAreMarkedWhenWithheldOrHalved() {
        var state = new roundhouse.api.view.GameState("t", 0, null, null, List.of(), 0, List.of(), List.of(), null, null,
                List.of(), List.of(), false, null, java.util.Map.of(), "%s Ft");
        assertEquals("120 Ft", SpreadsheetRows.revenueText(state, new GameHistory.Revenue(1, "1", "OR 1.1", 120, "payout")));
        assertEquals(Texts.get("sheet.withheld", "80 Ft"),
                SpreadsheetRows.revenueText(state, new GameHistory.Revenue(1, "1", "OR 1.1", 80, "withhold")));
        assertEquals("0 Ft", SpreadsheetRows.revenueText(state, new GameHistory.Revenue(1, "1", "OR 1.1", 0, "withhold")));
        assertEquals(Texts.get("sheet.round", "3.2"), SpreadsheetRows.roundName("OR 3.2"));
        assertEquals("Draft", SpreadsheetRows.roundName("Draft"));
    }

    @Test
    void germanPlayersReadOperatingRoundsAsBetriebsrunden() {
        roundhouse.api.text.Localizer de = roundhouse.api.text.Localizer.of("roundhouse.views.internal.messages",
                Texts.class.getClassLoader(), java.util.Locale.GERMAN);
        assertEquals("BR 3.2", de.get("sheet.round", "3.2"));
        assertEquals("60%*", de.get("sheet.president", 60));
        assertEquals("$80 einbehalten", de.get("sheet.withheld", "$80"));
        assertEquals(List.of("Geld", "Verm\u00f6gen", "Zertifikate"), List.of(de.get("sheet.playerColumns").split(", ")));
    }

    @Test
    void textOnACompanyColourStaysReadable() {
        assertEquals("#ffffff", Sheet.readableOn("#000080"));
        assertEquals("#000000", Sheet.readableOn("#f2d024"));
        assertEquals("#000000", Sheet.readableOn("#ffffff"));
        assertEquals(null, Sheet.readableOn(null));
    }
}
