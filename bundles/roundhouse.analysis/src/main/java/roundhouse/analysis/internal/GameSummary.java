package roundhouse.analysis.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * What each player and company got out of a game, from its final state and its history.
 * Trading profit and loss = money from share sales + market value of the shares still held
 * − money paid for shares (including par purchases).
 */
final class GameSummary {
    /** One player's account. */
    record PlayerLine(String id, String name, int dividends, int sharePurchases, int shareSales, int holdingsValue,
            int finalWorth) {
        int tradingResult() {
            return shareSales + holdingsValue - sharePurchases;
        }
    }

    /** One company's account. */
    record CompanyLine(String id, String name, int operatingRounds, int totalRevenue, int paidOut, int withheld,
            int trainsBought, int spentOnTrains) {
    }

    final List<PlayerLine> players;
    final List<CompanyLine> companies;

    private GameSummary(List<PlayerLine> players, List<CompanyLine> companies) {
        this.players = players;
        this.companies = companies;
    }

    static GameSummary of(GameState state, GameHistory history) {
        Map<String, int[]> flows = new LinkedHashMap<>();
        for (PlayerView p : state.players()) {
            flows.put(p.id(), new int[3]);
        }
        Map<String, int[]> trains = new LinkedHashMap<>();
        for (GameHistory.CashFlow f : history.cashFlows()) {
            int[] to = flows.get(f.to());
            int[] from = flows.get(f.from());
            switch (f.kind()) {
                case "dividend" -> {
                    if (to != null) {
                        to[0] += f.amount();
                    }
                }
                case "share_buy", "par" -> {
                    if (from != null) {
                        from[1] += f.amount();
                    }
                }
                case "share_sale" -> {
                    if (to != null) {
                        to[2] += f.amount();
                    }
                }
                case "train" -> {
                    int[] t = trains.computeIfAbsent(f.from(), k -> new int[2]);
                    t[0]++;
                    t[1] += f.amount();
                }
                default -> {
                }
            }
        }
        Map<String, Integer> price = new LinkedHashMap<>();
        for (CompanyView c : state.companies()) {
            price.put(c.id(), c.closed() ? 0 : c.sharePrice());
        }
        List<PlayerLine> players = new ArrayList<>();
        for (PlayerView p : state.players()) {
            int holdings = p.certificates().stream()
                    .mapToInt(cert -> price.getOrDefault(cert.company(), 0) * cert.percent() / 10).sum();
            int[] f = flows.get(p.id());
            int worth = state.result().getOrDefault(p.id(), p.worth());
            players.add(new PlayerLine(p.id(), p.name(), f[0], f[1], f[2], holdings, worth));
        }
        List<CompanyLine> companies = new ArrayList<>();
        for (CompanyView c : state.companies()) {
            if (c.kind() == CompanyView.Kind.PRIVATE) {
                continue;
            }
            int ors = 0;
            int total = 0;
            int paid = 0;
            for (GameHistory.Revenue r : history.revenues()) {
                if (r.company().equals(c.id())) {
                    ors++;
                    total += r.revenue();
                    if (r.kind().equals("payout")) {
                        paid += r.revenue();
                    } else if (r.kind().equals("half")) {
                        paid += r.revenue() / 2;
                    }
                }
            }
            int[] t = trains.getOrDefault(c.id(), new int[2]);
            companies.add(new CompanyLine(c.id(), c.name(), ors, total, paid, total - paid, t[0], t[1]));
        }
        return new GameSummary(players, companies);
    }
}
