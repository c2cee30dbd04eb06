package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.StockMarket;
import roundhouse.testsupport.RecordedPosition;

/** RB 5: how an 1841 game ends, at positions of a recorded game. */
class GameEndTest {
    private static final Path DIR = Path.of("src/test/resources/fixtures/1841/");
    /** RB 5: "Wenn der Aktienkursmarker einer Gesellschaft L. 516 erreicht". */
    private static final int TOP = 516;

    private static RecordedPosition bank() throws Exception {
        return RecordedPosition.of(new T1841Title(), DIR, "1841_game_end_bank");
    }

    /** The cell of L.516 (prices reach it only from phase 8, digest 8). */
    private static SharePrice top(StockMarket market) {
        for (int r = 0; r < market.rows(); r++) {
            for (int c = 1; c < market.columns(r); c++) {
                SharePrice cell = market.cell(r, c);
                if (cell != null && cell.price() == TOP) {
                    return cell;
                }
            }
        }
        throw new AssertionError("no cell of " + TOP);
    }

    /**
     * SFTC's price stands at L.516 when it pays L.100 in its turn (action 104):
     * the game ends when SFTC's turn does, not before (RB 5: "am Ende des Operationsrundenzuges der derzeit
     * operierenden Gesellschaft").
     */
    @Test
    void aPriceOf516EndsTheGameAfterTheOperatingCorporationsTurn() throws Exception {
        RecordedPosition bank = bank();
        EngineSession s = bank.before(104);
        Game game = s.game();
        Corporation sftc = game.corporation("SFTC");
        game.market().remove(sftc);
        game.market().place(sftc, top(game.market()));
        s.apply(bank.action(104));
        assertEquals(TOP, sftc.sharePrice().price());
        GameEnd.Trigger pending = game.gameEnd().pending();
        assertEquals(GameEnd.STOCK_MARKET, pending.reason());
        assertFalse(game.finished(), "SFTC's turn goes on");
        for (int i = 0; i < 10 && !game.finished(); i++) {
            s.apply(new Action("pass", "SFTC", "corporation", Map.of()));
        }
        assertTrue(game.finished());
        assertEquals(GameEnd.STOCK_MARKET, game.gameEndReason());
    }

    /**
     * SFTC's lay in O5 (action 102) brings Marseille (Q5) into its network: the off-board is connected
     * whether or not 18xx.games' record of it follows; Lyon and the others are not yet.
     */
    @Test
    void aLayConnectsTheOffboardsItsNetworkReaches() throws Exception {
        RecordedPosition bank = bank();
        for (String without : new String[] {null, OffboardAreas.BY_NETWORK}) {
            EngineSession s = without == null ? bank.before(102) : bank.before(102, without);
            OffboardAreas offboards = ((ItalianGame) s.game()).offboards();
            assertEquals(Set.of(), offboards.connected());
            Map<String, Object> args = new LinkedHashMap<>(bank.action(102).args());
            args.remove("auto_actions");
            s.apply(new Action("lay_tile", "SFTC", "corporation", args));
            assertTrue(offboards.connected().contains("Q5"), without + ": " + offboards.connected());
            assertFalse(offboards.connected().contains("E1"), "Lyon is far");
            assertFalse(offboards.allConnected());
        }
    }

    /** Whether every area is connected follows the connections as they are marked, one area at a time. */
    @Test
    void everyAreaIsConnectedOnceTheLastGetsAHex() throws Exception {
        ItalianGame game = (ItalianGame) bank().before(102).game();
        OffboardAreas offboards = game.offboards();
        Map<String, String> hexOfArea = new java.util.TreeMap<>();
        game.board().offboardAreas().forEach((hex, area) -> hexOfArea.putIfAbsent(area, hex));
        assertTrue(hexOfArea.size() > 1, "areas: " + hexOfArea);
        int left = hexOfArea.size();
        for (String hex : hexOfArea.values()) {
            assertFalse(offboards.allConnected(), left + " areas left");
            offboards.mark(java.util.List.of(hex));
            left--;
        }
        assertTrue(offboards.allConnected());
    }

    @Test
    void theBankBreakingEndsTheGameAtTheEndOfTheOperatingRound() throws Exception {
        Game game = bank().before(104).game();
        GameEnd.Trigger bank = game.gameEnd().triggers().stream().filter(t -> t.reason().equals(GameEnd.BANK)).findFirst()
                .orElseThrow();
        assertEquals(GameEnd.Timing.CURRENT_OR, bank.timing());
        assertNull(game.gameEnd().pending());
    }
}
