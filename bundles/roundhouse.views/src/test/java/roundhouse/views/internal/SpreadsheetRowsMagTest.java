package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import roundhouse.api.GameSession;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t18mag.internal.T18MagTitle;

/**
 * The spreadsheet of the recorded 18Mag games: forints, minors as one 100% certificate of their
 * owner, corporations without a president while nobody holds their director's share. Runs in its
 * own surefire execution (see the pom).
 */
class SpreadsheetRowsMagTest {
    private static final Path FIXTURES = Path.of("../roundhouse.title.t18mag/src/test/resources/fixtures/18mag");

    @TestFactory
    Stream<DynamicTest> everyRecordedGameStepByStep() throws Exception {
        List<Path> games;
        try (Stream<Path> s = Files.list(FIXTURES)) {
            games = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(games.size() >= 2);
        return games.stream().map(g -> DynamicTest.dynamicTest(g.getFileName().toString(), () -> check(g)));
    }

    private static void check(Path game) throws Exception {
        GameSession session = new T18MagTitle().load(new GsonRecordCodec().read(game));
        boolean sawMinor = false;
        boolean sawNoPresident = false;
        int revenuesAtEnd = SheetChecks.checkRevenues(session).body().size();
        assertTrue(revenuesAtEnd > 0, "companies ran");
        // back through the game in steps: every position must agree with the engine
        for (int count = session.actions().size(); count > 0; count -= Math.max(1, session.actions().size() / 12 + 1)) {
            session.undoTo(count);
            GameState state = session.state();
            Sheet sheet = SheetChecks.checkShares(state);
            SheetChecks.checkRevenues(session);
            for (List<Sheet.Cell> row : sheet.footer()) {
                for (Sheet.Cell cell : row) {
                    assertTrue(!cell.text().contains("$"), "forints, not dollars: " + cell.text());
                }
            }
            List<CompanyView> columns = SpreadsheetRows.columns(state);
            for (int col = 0; col < columns.size(); col++) {
                CompanyView c = columns.get(col);
                int index = SpreadsheetRows.FIRST_COMPANY + col;
                if (c.kind() == CompanyView.Kind.MINOR && c.owner() != null) {
                    sawMinor = true;
                    int seat = seat(state, c.owner());
                    assertEquals(Texts.get("sheet.president", 100), sheet.body().get(seat).get(index).text(), "minor " + c.id());
                }
                if (c.kind() == CompanyView.Kind.CORPORATION && c.owner() == null) {
                    sawNoPresident = true;
                    assertTrue(sheet.body().stream().noneMatch(r -> r.get(index).text().endsWith("*")), c.id());
                }
            }
            assertTrue(state.players().stream().allMatch(p -> sheet.body().get(seat(state, p.id())).get(1)
                    .text().endsWith(" Ft")), "players' cash in forints");
        }
        assertTrue(sawMinor, "a minor owned by a player");
        assertTrue(sawNoPresident, "a corporation before its president");
    }

    private static int seat(GameState state, String playerId) {
        for (int i = 0; i < state.players().size(); i++) {
            if (state.players().get(i).id().equals(playerId)) {
                return i;
            }
        }
        throw new AssertionError("no player " + playerId);
    }
}
