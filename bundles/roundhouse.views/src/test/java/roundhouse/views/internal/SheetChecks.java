package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import roundhouse.api.GameSession;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;
import roundhouse.views.internal.Sheet.Cell;

/** What the spreadsheet of any game must agree with, checked against the engine's own numbers. */
final class SheetChecks {
    private SheetChecks() {
    }

    /** The shares table against the players' certificates and the companies' own holder lists. */
    static Sheet checkShares(GameState state) {
        Sheet sheet = SpreadsheetRows.shares(state);
        List<CompanyView> companies = SpreadsheetRows.columns(state);
        assertEquals(state.players().size(), sheet.body().size(), "one row per player");
        boolean privates = state.companies().stream().anyMatch(c -> c.kind() == CompanyView.Kind.PRIVATE);
        assertEquals(SpreadsheetRows.FIRST_COMPANY + companies.size() + (privates ? 1 : 0), sheet.headers().size(),
                "player, cash, worth, certs, companies, privates if the title has any");
        for (int i = 0; i < companies.size(); i++) {
            CompanyView c = companies.get(i);
            int col = SpreadsheetRows.FIRST_COMPANY + i;
            assertEquals(c.label() == null ? c.id() : c.label(), sheet.headers().get(col), "headed as players say it");
            int presidents = 0;
            for (int row = 0; row < state.players().size(); row++) {
                PlayerView p = state.players().get(row);
                Cell cell = sheet.body().get(row).get(col);
                assertEquals(c.shares().getOrDefault(p.id(), 0), percent(cell), p.name() + " in " + c.id());
                if (cell.text().endsWith("*")) {
                    presidents++;
                    assertEquals(c.owner(), p.id(), "the marked president of " + c.id());
                    assertEquals(c.color(), cell.background(), "the president's cell in the company's colour");
                }
            }
            // the president's certificate marks its holder; in 1841 a concession's holder presides before
            // the certificate is his (it lies in the IPO), and no cell is marked
            boolean ownedByPlayer = state.players().stream().anyMatch(p -> p.id().equals(c.owner())
                    && p.certificates().stream().anyMatch(x -> x.company().equals(c.id()) && x.president()));
            assertEquals(ownedByPlayer ? 1 : 0, presidents, "presidents of " + c.id() + " (owner " + c.owner() + ")");
            // corporations holding shares of others (1841): a row each, the president's marked as a player's
            int held = 0;
            for (CompanyView h : Holders.holdingCompanies(state)) {
                Cell cell = footer(sheet, h.label()).get(col);
                int part = h.id().equals(c.id()) ? 0 : c.shares().getOrDefault(h.id(), 0);
                assertEquals(part, percent(cell), h.id() + " in " + c.id());
                held += part;
                assertEquals(h.id().equals(c.owner()) && part > 0, cell.text().endsWith("*"), "the marked president " + h.id() + " of " + c.id());
            }
            int own = c.shares().getOrDefault(c.id(), 0);
            if (own > 0) {
                assertEquals(own, percent(footer(sheet, Texts.get("sheet.treasury")).get(col)), "treasury of " + c.id());
            }
            int players = state.players().stream().mapToInt(p -> c.shares().getOrDefault(p.id(), 0)).sum();
            assertEquals(c.shares().values().stream().mapToInt(Integer::intValue).sum(),
                    players + held + own + c.shares().getOrDefault("ipo", 0) + c.shares().getOrDefault("pool", 0),
                    "every holder of " + c.id() + " has a row: " + c.shares());
            assertEquals(c.shares().getOrDefault("ipo", 0), percent(footer(sheet, Texts.get("sheet.ipo")).get(col)));
            assertEquals(c.shares().getOrDefault("pool", 0), percent(footer(sheet, Texts.get("holder.pool")).get(col)));
            assertEquals(String.join(", ", c.trains()), footer(sheet, Texts.get("sheet.trains")).get(col).text());
            assertEquals(c.sharePrice() == 0 ? "" : state.money(c.sharePrice()),
                    footer(sheet, Texts.get("sheet.price")).get(col).text());
        }
        for (int row = 0; row < state.players().size(); row++) {
            PlayerView p = state.players().get(row);
            List<Cell> cells = sheet.body().get(row);
            assertEquals(state.money(p.cash()), cells.get(1).text());
            assertEquals(state.money(p.worth()), cells.get(2).text());
            assertEquals(p.certificateCount() + "/" + p.certificateLimit(), cells.get(3).text());
        }
        for (List<Cell> row : sheet.footer()) {
            assertEquals(sheet.headers().size(), row.size(), "summary rows fill every column");
        }
        return sheet;
    }

    /** The revenue table against the history: every recorded revenue in its round's column, totals summed. */
    static Sheet checkRevenues(GameSession session) {
        GameState state = session.state();
        GameHistory history = session.history();
        Sheet sheet = SpreadsheetRows.revenues(state, history);
        List<String> rounds = history.revenues().stream().map(GameHistory.Revenue::round).distinct().toList();
        assertEquals(rounds.size() + 2, sheet.headers().size(), "company, total, one column per operating round");
        Map<String, Integer> totals = history.revenues().stream()
                .collect(Collectors.groupingBy(GameHistory.Revenue::company, Collectors.summingInt(GameHistory.Revenue::revenue)));
        Map<String, String> said = new java.util.HashMap<>();
        for (CompanyView c : state.companies()) {
            if (c.kind() != CompanyView.Kind.PRIVATE) {
                said.put(c.id(), c.label() == null ? c.id() : c.label());
            }
        }
        Map<String, String> ids = new java.util.HashMap<>();
        said.forEach((id, name) -> ids.put(name, id));
        for (List<Cell> row : sheet.body()) {
            String company = ids.getOrDefault(row.get(0).text(), row.get(0).text());
            assertEquals(totals.getOrDefault(company, 0).longValue(), row.get(1).number(), "total of " + company);
            assertTrue(row.get(1).text().equals(state.money(totals.getOrDefault(company, 0))));
        }
        Map<String, GameHistory.Revenue> lastPerRound = new java.util.LinkedHashMap<>();
        history.revenues().forEach(r -> lastPerRound.put(r.company() + "@" + r.round(), r));
        for (GameHistory.Revenue r : lastPerRound.values()) {
            String name = said.getOrDefault(r.company(), r.company());
            List<Cell> row = sheet.body().stream().filter(x -> x.get(0).text().equals(name)).findFirst().orElseThrow();
            Cell cell = row.get(2 + rounds.indexOf(r.round()));
            assertEquals((long) r.revenue(), cell.number(), r.company() + " in " + r.round());
            assertTrue(cell.text().contains(state.money(r.revenue())), cell.text());
        }
        for (String company : totals.keySet()) {
            String name = said.getOrDefault(company, company);
            assertTrue(sheet.body().stream().anyMatch(r -> r.get(0).text().equals(name)), company + " has a row");
        }
        return sheet;
    }

    static List<Cell> footer(Sheet sheet, String label) {
        return sheet.footer().stream().filter(r -> r.get(0).text().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + label));
    }

    static int percent(Cell cell) {
        return cell.isEmpty() ? 0 : Integer.parseInt(cell.text().replace("%", "").replace("*", "").trim());
    }
}
