package roundhouse.views.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;
import roundhouse.views.internal.Sheet.Cell;

/**
 * The spreadsheet view's two tables, built from the game through the API only: who holds how much
 * of which company (players in rows, companies in columns, the company's numbers in the rows
 * below) and what each company earned in each operating round.
 */
final class SpreadsheetRows {
    /** The bank's holders of shares, as {@link CompanyView#shares()} names them. */
    static final String IPO = "ipo";
    static final String POOL = "pool";
    /** Fill of the summary rows, so that they read as apart from the players' rows. */
    static final String SUMMARY_FILL = "#eeeeee";

    private static final Pattern OR_NAME = Pattern.compile("OR (\\d+(?:\\.\\d+)?)");

    private SpreadsheetRows() {
    }

    /**
     * The companies that take a column: corporations and minors in the title's order. Privates
     * have no shares (a player's privates are listed in their row), and a closed company has left
     * the game.
     */
    static List<CompanyView> columns(GameState state) {
        return state.companies().stream().filter(c -> c.kind() != CompanyView.Kind.PRIVATE && !c.closed()).toList();
    }

    /** Columns before the companies: the player, then what a player compares first (cash, worth, certificates). */
    static final int FIRST_COMPANY = 4;

    /**
     * Players × companies: shares in percent, the president's marked; then the bank's and the
     * companies' rows. The players' own numbers come before the companies, so that they stay in
     * sight when a title's many minors need the table to scroll sideways.
     */
    static Sheet shares(GameState state) {
        List<CompanyView> companies = columns(state);
        boolean privates = state.companies().stream().anyMatch(c -> c.kind() == CompanyView.Kind.PRIVATE);
        List<String> headers = new ArrayList<>();
        List<String> tips = new ArrayList<>();
        headers.add(Texts.get("sheet.player"));
        headers.addAll(Texts.columns("sheet.playerColumns"));
        while (tips.size() < headers.size()) {
            tips.add("");
        }
        for (CompanyView c : companies) {
            headers.add(Rows.companyLabel(c));
            tips.add(c.name());
        }
        if (privates) {
            headers.add(Texts.get("sheet.privates"));
            tips.add("");
        }

        List<List<Cell>> body = new ArrayList<>();
        for (PlayerView p : state.players()) {
            List<Cell> row = new ArrayList<>();
            String name = p.bankrupt() ? Texts.get("player.bankrupt", p.name()) : p.name();
            row.add(Cell.text(p.priority() ? Texts.get("sheet.priority", name) : name));
            row.add(Cell.number(state.money(p.cash()), p.cash()));
            row.add(Cell.number(state.money(p.worth()), p.worth()));
            row.add(Cell.number(p.certificateCount() + "/" + p.certificateLimit(), p.certificateCount()));
            for (CompanyView c : companies) {
                row.add(held(p, c));
            }
            if (privates) {
                row.add(Cell.text(String.join(", ", p.privates())));
            }
            body.add(row);
        }

        int after = privates ? 1 : 0;
        List<List<Cell>> footer = new ArrayList<>();
        // corporations holding others' shares (1841) right under the players, so that every column adds up to its 100 %
        for (CompanyView holder : Holders.holdingCompanies(state)) {
            footer.add(holderRow(state, holder, companies, after));
        }
        footer.add(summary(Texts.get("sheet.ipo"), companies, after, c -> percent(c.shares().getOrDefault(IPO, 0))));
        if (companies.stream().anyMatch(c -> c.shares().getOrDefault(c.id(), 0) > 0)) {
            // titles whose corporations keep unsold shares in their own treasury
            footer.add(summary(Texts.get("sheet.treasury"), companies, after, c -> percent(c.shares().getOrDefault(c.id(), 0))));
        }
        footer.add(summary(Texts.get("holder.pool"), companies, after, c -> percent(c.shares().getOrDefault(POOL, 0))));
        footer.add(summary(Texts.get("sheet.par"), companies, after, c -> c.parPrice() == 0 ? "" : state.money(c.parPrice())));
        footer.add(summary(Texts.get("sheet.price"), companies, after, c -> c.sharePrice() == 0 ? "" : state.money(c.sharePrice())));
        footer.add(summary(Texts.get("sheet.cash"), companies, after,
                c -> c.floated() || c.cash() != 0 ? state.money(c.cash()) : ""));
        footer.add(summary(Texts.get("sheet.trains"), companies, after, c -> String.join(", ", c.trains())));
        footer.add(summary(Texts.get("sheet.tokens"), companies, after,
                c -> c.tokensTotal() == 0 ? "" : c.tokensPlaced() + "/" + c.tokensTotal()));
        footer.add(summary(Texts.get("sheet.lastRevenue"), companies, after,
                c -> c.lastRevenue() == 0 ? "" : state.money(c.lastRevenue())));
        footer.add(colorRow(companies, after));
        return new Sheet(headers, tips, body, footer);
    }

    /**
     * A corporation's row among the summary rows: its symbol in its colours, its cash, the number of
     * certificates it holds and its part of each company, the president's marked as a player's is.
     */
    private static List<Cell> holderRow(GameState state, CompanyView holder, List<CompanyView> companies, int after) {
        List<Cell> row = new ArrayList<>();
        row.add(Cell.colored(Rows.companyLabel(holder), holder.color(), holder.textColor()));
        row.add(new Cell(state.money(holder.cash()), null, SUMMARY_FILL, null));
        row.add(new Cell("", null, SUMMARY_FILL, null));
        row.add(new Cell(String.valueOf(holder.othersCertificates().size()), null, SUMMARY_FILL, null));
        for (CompanyView c : companies) {
            Cell cell = held(holder.othersCertificates(), c);
            row.add(cell.isEmpty() ? new Cell("", null, SUMMARY_FILL, null) : cell);
        }
        blanks(row, after);
        return row;
    }

    /** A player's part of a company: the sum of their certificates, marked when they hold the president's. */
    static Cell held(PlayerView p, CompanyView c) {
        return held(p.certificates(), c);
    }

    /** A holder's part of a company: the sum of its certificates, marked when it holds the president's. */
    static Cell held(List<CertificateView> certificates, CompanyView c) {
        int percent = 0;
        boolean president = false;
        for (CertificateView cert : certificates) {
            if (cert.company().equals(c.id())) {
                percent += cert.percent();
                president |= cert.president();
            }
        }
        if (percent == 0) {
            return Cell.EMPTY;
        }
        // the president's share sorts above an equal holding without it
        return president ? new Cell(Texts.get("sheet.president", percent), percent * 2L + 1, c.color(), textColor(c))
                : Cell.number(percent + "%", percent * 2L);
    }

    private static String textColor(CompanyView c) {
        return c.textColor() != null ? c.textColor() : Sheet.readableOn(c.color());
    }

    private static String percent(int percent) {
        return percent == 0 ? "" : percent + "%";
    }

    private static List<Cell> summary(String label, List<CompanyView> companies, int after,
            java.util.function.Function<CompanyView, String> value) {
        List<Cell> row = label(label);
        for (CompanyView c : companies) {
            row.add(new Cell(value.apply(c), null, SUMMARY_FILL, null));
        }
        blanks(row, after);
        return row;
    }

    /** A summary row's label and the blank cells under the players' own columns. */
    private static List<Cell> label(String label) {
        List<Cell> row = new ArrayList<>();
        row.add(new Cell(label, null, SUMMARY_FILL, null));
        blanks(row, FIRST_COMPANY - 1);
        return row;
    }

    private static void blanks(List<Cell> row, int count) {
        for (int i = 0; i < count; i++) {
            row.add(new Cell("", null, SUMMARY_FILL, null));
        }
    }

    /** The last row names each column's company again in its colours, as players find it on the charts and the map. */
    private static List<Cell> colorRow(List<CompanyView> companies, int after) {
        List<Cell> row = label(Texts.get("sheet.company"));
        for (CompanyView c : companies) {
            row.add(Cell.colored(Rows.companyLabel(c), c.color(), c.textColor()));
        }
        blanks(row, after);
        return row;
    }

    /**
     * Each company's revenue in total and per operating round, oldest round first; withheld and
     * half-paid revenues are marked as such. A company appears once it has a revenue or a column.
     */
    static Sheet revenues(GameState state, GameHistory history) {
        List<String> rounds = new ArrayList<>();
        Map<String, Map<String, GameHistory.Revenue>> byCompany = new LinkedHashMap<>();
        for (GameHistory.Revenue r : history.revenues()) {
            if (!rounds.contains(r.round())) {
                rounds.add(r.round());
            }
            // a repeated decision in one round (a redone run) replaces the earlier one
            byCompany.computeIfAbsent(r.company(), k -> new LinkedHashMap<>()).put(r.round(), r);
        }
        List<String> headers = new ArrayList<>();
        headers.add(Texts.get("sheet.company"));
        // the total before the rounds: a long game's rounds scroll sideways, the total stays in sight
        headers.add(Texts.get("sheet.total"));
        rounds.forEach(r -> headers.add(roundName(r)));
        List<String> tips = new ArrayList<>();
        headers.forEach(h -> tips.add(""));

        List<List<Cell>> body = new ArrayList<>();
        for (CompanyView c : state.companies()) {
            Map<String, GameHistory.Revenue> runs = byCompany.getOrDefault(c.id(), Map.of());
            if (c.kind() == CompanyView.Kind.PRIVATE || runs.isEmpty() && (c.closed() || !c.floated())) {
                continue;
            }
            List<Cell> row = new ArrayList<>();
            row.add(Cell.colored(Rows.companyLabel(c), c.color(), c.textColor()));
            long total = runs.values().stream().mapToLong(GameHistory.Revenue::revenue).sum();
            row.add(Cell.number(state.money((int) total), total));
            for (String round : rounds) {
                GameHistory.Revenue r = runs.get(round);
                row.add(r == null ? Cell.EMPTY : Cell.number(revenueText(state, r), r.revenue()));
            }
            body.add(row);
        }
        return new Sheet(headers, tips, body, List.of());
    }

    static String revenueText(GameState state, GameHistory.Revenue r) {
        String money = state.money(r.revenue());
        return switch (r.kind()) {
            case "withhold" -> r.revenue() == 0 ? money : Texts.get("sheet.withheld", money);
            case "half" -> Texts.get("sheet.half", money);
            default -> money;
        };
    }

    /** "OR 3.2" as the player's language writes an operating round (German: "BR 3.2"). */
    static String roundName(String round) {
        Matcher m = OR_NAME.matcher(round);
        return m.matches() ? Texts.get("sheet.round", m.group(1)) : round;
    }
}
