package roundhouse.analysis.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import roundhouse.api.analysis.AnalysisReport;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.PlayerView;

/** The tables the analysis tools produce. */
final class Reports {
    private Reports() {
    }

    static final List<String> SUMMARY_COLUMNS = List.of("game", "kind", "id", "name", "dividends", "share_purchases",
            "share_sales", "holdings_value", "trading_result", "final_worth", "operating_rounds", "total_revenue",
            "paid_out", "withheld", "trains_bought", "spent_on_trains");

    /** Per player and per company of each game: what they earned and spent. */
    static AnalysisReport summary(List<AnalyzedGame> games) {
        List<List<String>> rows = new ArrayList<>();
        for (AnalyzedGame g : games) {
            GameSummary s = GameSummary.of(g.state(), g.history());
            for (GameSummary.PlayerLine p : s.players) {
                rows.add(List.of(g.label(), "player", p.id(), p.name(), n(p.dividends()), n(p.sharePurchases()),
                        n(p.shareSales()), n(p.holdingsValue()), n(p.tradingResult()), n(p.finalWorth()), "", "", "", "",
                        "", ""));
            }
            for (GameSummary.CompanyLine c : s.companies) {
                rows.add(List.of(g.label(), "company", c.id(), c.name(), "", "", "", "", "", "", n(c.operatingRounds()),
                        n(c.totalRevenue()), n(c.paidOut()), n(c.withheld()), n(c.trainsBought()),
                        n(c.spentOnTrains())));
            }
        }
        return new AnalysisReport("Game summary", SUMMARY_COLUMNS, rows);
    }

    static final List<String> STATS_COLUMNS = List.of("scope", "title", "game", "games", "players", "actions",
            "stock_rounds", "operating_rounds", "end_reason", "winner", "winning_worth", "mean_worth", "company_revenue");

    /** One row per game, then one row per title with the means over its games. */
    static AnalysisReport stats(List<AnalyzedGame> games) {
        List<List<String>> rows = new ArrayList<>();
        Map<String, List<GameLine>> byTitle = new TreeMap<>();
        for (AnalyzedGame g : games) {
            GameLine line = GameLine.of(g);
            byTitle.computeIfAbsent(line.title, k -> new ArrayList<>()).add(line);
            rows.add(gameRow(line));
        }
        rows.addAll(titleRows(byTitle));
        return new AnalysisReport("Statistics", STATS_COLUMNS, rows);
    }

    /** A game's row of the stats table. */
    static List<String> gameRow(GameLine line) {
        return List.of("game", line.title, line.label, "1", n(line.players), n(line.actions), n(line.stockRounds),
                n(line.operatingRounds), line.endReason, line.winner, n(line.winningWorth), n(line.meanWorth),
                companyRevenue(line.companyRevenue));
    }

    /** One row per title (sorted by id) with the means over its games. */
    static List<List<String>> titleRows(Map<String, List<GameLine>> byTitle) {
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, List<GameLine>> e : byTitle.entrySet()) {
            List<GameLine> lines = e.getValue();
            Map<String, Integer> reasons = new TreeMap<>();
            lines.forEach(l -> reasons.merge(l.endReason, 1, Integer::sum));
            Map<String, Integer> revenue = new LinkedHashMap<>();
            lines.forEach(l -> l.companyRevenue.forEach((c, r) -> revenue.merge(c, r, Integer::sum)));
            revenue.replaceAll((c, r) -> Math.round((float) r / lines.size()));
            rows.add(List.of("title", e.getKey(), "", n(lines.size()), mean(lines, l -> l.players),
                    mean(lines, l -> l.actions), mean(lines, l -> l.stockRounds), mean(lines, l -> l.operatingRounds),
                    reasons.entrySet().stream().map(r -> r.getKey() + ":" + r.getValue()).collect(Collectors.joining(" ")),
                    "", mean(lines, l -> l.winningWorth), mean(lines, l -> l.meanWorth), companyRevenue(revenue)));
        }
        return rows;
    }

    /** The figures of one game: a few hundred bytes, kept for the title means after its state is gone. */
    record GameLine(String title, String label, int players, int actions, int stockRounds, int operatingRounds, String endReason,
            String winner, int winningWorth, int meanWorth, Map<String, Integer> companyRevenue) {
        static GameLine of(AnalyzedGame g) {
            Map<String, Integer> result = g.state().result();
            List<PlayerView> players = g.state().players();
            PlayerView winner = players.stream()
                    .max(Comparator.comparingInt((PlayerView p) -> result.getOrDefault(p.id(), p.worth()))).orElse(null);
            int winning = winner == null ? 0 : result.getOrDefault(winner.id(), winner.worth());
            int mean = players.isEmpty() ? 0
                    : (int) Math.round(players.stream().mapToInt(p -> result.getOrDefault(p.id(), p.worth())).average()
                            .orElse(0));
            Set<String> stock = new LinkedHashSet<>();
            Set<String> operating = new LinkedHashSet<>();
            for (GameHistory.Point p : g.history().points()) {
                if (p.roundKind().equals("stock")) {
                    stock.add(p.round());
                } else if (p.roundKind().equals("operating")) {
                    operating.add(p.round());
                }
            }
            Map<String, Integer> revenue = new LinkedHashMap<>();
            for (GameHistory.Revenue r : g.history().revenues()) {
                revenue.merge(r.company(), r.revenue(), Integer::sum);
            }
            return new GameLine(g.state().titleId(), g.label(), players.size(), g.state().actionCount(), stock.size(), operating.size(),
                    g.state().gameEndReason() == null ? "unfinished" : g.state().gameEndReason(),
                    winner == null || !g.state().finished() ? "" : winner.name(), winning, mean, revenue); // a leader is no winner yet
        }
    }

    private static String companyRevenue(Map<String, Integer> revenue) {
        return revenue.entrySet().stream().map(e -> e.getKey() + ":" + e.getValue()).collect(Collectors.joining(" "));
    }

    private static String mean(List<GameLine> lines, java.util.function.ToIntFunction<GameLine> f) {
        return n((int) Math.round(lines.stream().mapToInt(f).average().orElse(0)));
    }

    private static String n(int value) {
        return Integer.toString(value);
    }
}
