package roundhouse.views.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.LogEntry;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.TrainView;

/** The rows of the standard views, as plain text: testable without a display. */
final class Rows {
    private Rows() {
    }

    static final List<String> PLAYER_COLUMNS = Texts.columns("columns.players");

    /**
     * The players in seat order, then the companies that hold shares of others (1841's corporations
     * buy and preside over each other), each named with the chain that controls it ("SFTN ← Ben").
     */
    static List<List<String>> players(GameState state) {
        // privates by the name players say (the engine's snapshot names them so: 1854's "Außerfernbahn",
        // never its lot id P1); an id the snapshot does not list stays as it is
        java.util.Map<String, String> privates = new java.util.HashMap<>();
        for (CompanyView c : state.companies()) {
            if (c.kind() == CompanyView.Kind.PRIVATE) {
                privates.put(c.id(), c.name());
            }
        }
        Holders holders = new Holders(state);
        List<List<String>> rows = new ArrayList<>();
        for (PlayerView p : state.players()) {
            rows.add(List.of(p.bankrupt() ? Texts.get("player.bankrupt", p.name()) : p.name(), state.money(p.cash()), state.money(p.worth()),
                    p.certificateCount() + "/" + p.certificateLimit(), holders.shares(p.certificates(), false),
                    String.join(", ", p.privates().stream().map(id -> privates.getOrDefault(id, id)).toList()),
                    p.priority() ? Texts.get("player.priority") : ""));
        }
        for (CompanyView c : Holders.holdingCompanies(state)) {
            List<CertificateView> held = c.othersCertificates();
            rows.add(List.of(holders.chainFrom(c), state.money(c.cash()), "", String.valueOf(held.size()),
                    holders.shares(held, false), "", ""));
        }
        return rows;
    }

    static final List<String> COMPANY_COLUMNS = Texts.columns("columns.companies");

    static List<List<String>> companies(GameState state) {
        Holders holders = new Holders(state);
        List<List<String>> rows = new ArrayList<>();
        for (CompanyView c : state.companies()) {
            String status = c.closed() ? Texts.get("company.closed") : c.frozen() ? Texts.get("company.frozen")
                    : c.floated() ? Texts.get("company.floated")
                    : c.parPrice() > 0 ? Texts.get("company.parred") : "";
            // the chain of control (1841: "SFTN ← Ben" for a corporation SFTN presides over)
            String owner = holders.chainAbove(c);
            // a private as its card shows it: no treasury, a face value and a fixed revenue per OR
            boolean card = c.kind() == CompanyView.Kind.PRIVATE;
            int revenue = card ? c.revenue() : c.lastRevenue();
            if (c.closed()) {
                // gone from the game: no owner, treasury, value or price of its own any more
                rows.add(closedRow(c, status));
                continue;
            }
            // a corporation nobody started has no treasury yet (not "0"): only what is on its charter
            boolean started = c.floated() || c.parPrice() > 0 || c.cash() != 0 || !c.trains().isEmpty();
            // the status beside the name: what a player scans for first (closed, frozen) stays in sight
            rows.add(List.of(companyName(c), status, owner, card || !started ? "" : state.money(c.cash()),
                    card && c.faceValue() > 0 ? state.money(c.faceValue()) : "",
                    c.parPrice() == 0 ? "" : state.money(c.parPrice()), c.sharePrice() == 0 ? "" : state.money(c.sharePrice()),
                    String.join(" ", c.trains()),
                    c.tokensTotal() == 0 ? "" : c.tokensPlaced() + "/" + c.tokensTotal(),
                    revenue == 0 ? "" : state.money(revenue), holders.shares(c.othersCertificates(), true)));
        }
        return rows;
    }

    /** A closed company's row: its name and status, the rest of the columns empty. */
    private static List<String> closedRow(CompanyView c, String status) {
        List<String> row = new ArrayList<>(java.util.Collections.nCopies(COMPANY_COLUMNS.size(), ""));
        row.set(0, companyName(c));
        row.set(1, status);
        return List.copyOf(row);
    }

    /** What players call the company ("Minor 5", "Local 1", "PRR"), never a bare id they do not say ("5"). */
    static String companyLabel(CompanyView c) {
        return c.label() == null ? c.id() : c.label();
    }

    /**
     * A company as the list shows it: what players call it, then its full name where that adds
     * something ("PRR  Pennsylvania", "Local 1  Mariazellerbahn"); a private or an AG whose name
     * already says it alone ("Außerfernbahn", "Lokalbahn AG A"). Never an id players do not say.
     */
    static String companyName(CompanyView c) {
        String label = companyLabel(c);
        boolean said = java.util.regex.Pattern.compile("(?<!\\w)" + java.util.regex.Pattern.quote(label) + "(?!\\w)")
                .matcher(c.name()).find();
        return said ? c.name() : label + "  " + c.name();
    }

    /** The bank's holders in the player's words ("depot" is the bank's train supply, "pool" its open market). */
    static String holder(String owner) {
        return switch (owner) {
            case "depot" -> Texts.get("holder.depot");
            case "pool" -> Texts.get("holder.pool");
            default -> owner;
        };
    }

    static final List<String> LOG_COLUMNS = Texts.columns("columns.log");

    /**
     * Oldest first, as 18xx.games writes its log, so that the log reads down like the game and
     * Home/End and the arrow keys move through it the way the history stepper does.
     */
    static List<List<String>> log(GameState state) {
        List<List<String>> rows = new ArrayList<>();
        for (LogEntry e : state.log()) {
            rows.add(logRow(e));
        }
        return rows;
    }

    static List<String> logRow(LogEntry e) {
        return List.of(e.actionIndex() < 0 ? "" : String.valueOf(e.actionIndex() + 1), e.text());
    }

    /** The effective actions of the game after the action of a log line (0 for the setup lines). */
    static int countAfter(LogEntry e) {
        return Math.max(0, e.actionIndex() + 1);
    }

    /**
     * The row that stands for the game after {@code count} actions: the last line of that action,
     * or of the latest action before it that logged something; -1 if none.
     */
    static int rowAfter(List<LogEntry> log, int count) {
        for (int i = log.size() - 1; i >= 0; i--) {
            if (log.get(i).actionIndex() < count) {
                return i;
            }
        }
        return -1;
    }


    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
