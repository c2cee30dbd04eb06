package roundhouse.analysis.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.analysis.AnalysisReport;
import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

class ReportsTest {
    private static AnalyzedGame game(String label, String reason, int aliceWorth) {
        PlayerView alice = new PlayerView("1", "Alice", 100, aliceWorth, false,
                List.of(new CertificateView("PRR_0", "PRR", 20, true, "1")), List.of(), 1, 16, false);
        PlayerView bob = new PlayerView("2", "Bob", 300, 300, true, List.of(), List.of(), 0, 16, false);
        CompanyView prr = new CompanyView("PRR", "Pennsylvania", CompanyView.Kind.CORPORATION, "#ff0000", "#ffffff", "1", 50,
                0, 0, 67, 90, true, false, List.of("2"), 4, 1, Map.of("1", 20), 60);
        CompanyView ca = new CompanyView("CA", "Camden & Amboy", CompanyView.Kind.PRIVATE, null, null, "1", 0, 160, 25, 0, 0,
                false, false, List.of(), 0, 0, Map.of(), 0);
        GameState state = new GameState("1830", 6, null, null, List.of(), 0, List.of(alice, bob), List.of(prr, ca), null,
                null, List.of(), List.of(), true, reason, Map.of("1", aliceWorth, "2", 300));
        GameHistory history = new GameHistory(List.of(
                new GameHistory.Point(0, "SR 1", "stock", Map.of(), Map.of(), Map.of()),
                new GameHistory.Point(1, "SR 1", "stock", Map.of("PRR", 67), Map.of(), Map.of()),
                new GameHistory.Point(2, "OR 1.1", "operating", Map.of("PRR", 67), Map.of(), Map.of()),
                new GameHistory.Point(3, "OR 1.1", "operating", Map.of("PRR", 71), Map.of(), Map.of()),
                new GameHistory.Point(4, "OR 1.2", "operating", Map.of("PRR", 71), Map.of(), Map.of()),
                new GameHistory.Point(5, "SR 2", "stock", Map.of("PRR", 90), Map.of(), Map.of())),
                List.of(),
                List.of(new GameHistory.Revenue(3, "PRR", "OR 1.1", 60, "payout"),
                        new GameHistory.Revenue(4, "PRR", "OR 1.2", 40, "withhold")),
                List.of(new GameHistory.CashFlow(1, "1", "bank", 134, "par"),
                        new GameHistory.CashFlow(1, "1", "bank", 67, "share_buy"),
                        new GameHistory.CashFlow(2, "PRR", "bank", 80, "train"),
                        new GameHistory.CashFlow(3, "bank", "1", 12, "dividend"),
                        new GameHistory.CashFlow(3, "bank", "PRR", 48, "dividend"),
                        new GameHistory.CashFlow(5, "pool", "1", 71, "share_sale")));
        return new AnalyzedGame(label, state, history);
    }

    @Test
    void summaryAccountsForEachPlayerAndCompany() {
        AnalysisReport r = Reports.summary(List.of(game("g1", "bank", 500)));
        List<String> alice = r.rows().get(0);
        // dividends 12, bought 134 + 67, sold 71, still holds 20% at 90 = 180
        assertEquals(List.of("g1", "player", "1", "Alice", "12", "201", "71", "180", "50", "500"), alice.subList(0, 10));
        List<String> prr = r.rows().stream().filter(row -> row.get(2).equals("PRR")).findFirst().orElseThrow();
        assertEquals(List.of("2", "100", "60", "40", "1", "80"), prr.subList(10, 16));
        assertTrue(r.rows().stream().noneMatch(row -> row.get(2).equals("CA")), "privates have no company line");
    }

    @Test
    void statsHaveAGameRowEachAndATitleRowWithMeans() {
        AnalysisReport r = Reports.stats(List.of(game("g1", "bank", 500), game("g2", "bankrupt", 700)));
        assertEquals(3, r.rows().size());
        List<String> g1 = r.rows().get(0);
        assertEquals(List.of("game", "1830", "g1", "1", "2", "6", "2", "2", "bank", "Alice", "500", "400", "PRR:100"), g1);
        List<String> title = r.rows().get(2);
        assertEquals("title", title.get(0));
        assertEquals("2", title.get(3));
        assertEquals("bank:1 bankrupt:1", title.get(8));
        assertEquals("600", title.get(10));
    }

    @Test
    void csvQuotesWhatNeedsQuoting() {
        AnalysisReport r = new AnalysisReport("t", List.of("a", "b"), List.of(List.of("x,y", "say \"hi\"")));
        assertEquals("a,b\n\"x,y\",\"say \"\"hi\"\"\"\n", r.toCsv());
    }
}
