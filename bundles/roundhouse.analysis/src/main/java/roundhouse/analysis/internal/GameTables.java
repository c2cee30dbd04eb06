package roundhouse.analysis.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.GameHistory;
import roundhouse.api.view.PlayerView;

/**
 * One game reduced to the rows of the tidy tables (one observation per row, one variable per
 * column), computed as soon as the game is replayed so that its state and history can go. Columns
 * are documented in the README (section 4b).
 *
 * @param line the game's line of the stats table (kept for the per-title means)
 * @param tables rows per table, in {@link #TABLES} order
 */
record GameTables(Reports.GameLine line, List<List<List<String>>> tables) {
    /** Table name (file stem) and its columns. */
    record Table(String name, List<String> columns) {
    }

    static final Table GAMES = new Table("games", List.of("game", "title", "players", "actions", "stock_rounds",
            "operating_rounds", "end_reason", "winner", "winning_worth", "mean_worth"));
    static final Table PLAYERS = new Table("players", List.of("game", "seat", "player_id", "player_name", "final_worth",
            "rank", "dividends", "share_purchases", "share_sales", "holdings_value"));
    static final Table COMPANY_ORS = new Table("company_ors", List.of("game", "company", "round", "action_index",
            "revenue", "kind"));
    static final Table PRICE_MOVES = new Table("price_moves", List.of("game", "company", "action_index", "from_price",
            "to_price", "cause"));
    static final List<Table> TABLES = List.of(GAMES, PLAYERS, COMPANY_ORS, PRICE_MOVES);
    /** Columns of whole numbers (INT64 in the Parquet files); the others are text. */
    static final java.util.Set<String> INTEGER_COLUMNS = java.util.Set.of("players", "actions", "stock_rounds",
            "operating_rounds", "winning_worth", "mean_worth", "seat", "final_worth", "rank", "dividends",
            "share_purchases", "share_sales", "holdings_value", "action_index", "revenue", "from_price", "to_price");

    static GameTables of(AnalyzedGame g) {
        Reports.GameLine line = Reports.GameLine.of(g);
        String game = g.label();
        List<List<String>> games = List.of(List.of(game, line.title(), n(line.players()), n(line.actions()),
                n(line.stockRounds()), n(line.operatingRounds()), line.endReason(), line.winner(),
                n(line.winningWorth()), n(line.meanWorth())));
        GameSummary summary = GameSummary.of(g.state(), g.history());
        Map<String, Integer> result = g.state().result();
        List<PlayerView> players = g.state().players();
        List<Integer> worths = players.stream().map(p -> result.getOrDefault(p.id(), p.worth()))
                .sorted(Comparator.reverseOrder()).toList();
        List<List<String>> playerRows = new ArrayList<>();
        for (int seat = 0; seat < summary.players.size(); seat++) {
            GameSummary.PlayerLine p = summary.players.get(seat);
            int rank = worths.indexOf(p.finalWorth()) + 1; // ties share the better rank
            playerRows.add(List.of(game, n(seat + 1), p.id(), p.name(), n(p.finalWorth()), n(rank), n(p.dividends()),
                    n(p.sharePurchases()), n(p.shareSales()), n(p.holdingsValue())));
        }
        List<List<String>> ors = new ArrayList<>();
        for (GameHistory.Revenue r : g.history().revenues()) {
            ors.add(List.of(game, r.company(), r.round(), n(r.actionIndex()), n(r.revenue()), r.kind()));
        }
        List<List<String>> moves = new ArrayList<>();
        for (GameHistory.PriceMove m : g.history().priceMoves()) {
            moves.add(List.of(game, m.company(), n(m.actionIndex()), n(m.from()), n(m.to()),
                    m.cause().name().toLowerCase(java.util.Locale.ROOT)));
        }
        return new GameTables(line, List.of(games, playerRows, ors, moves));
    }

    private static String n(int v) {
        return Integer.toString(v);
    }
}
