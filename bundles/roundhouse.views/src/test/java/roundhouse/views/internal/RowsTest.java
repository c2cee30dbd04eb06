package roundhouse.views.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.LogEntry;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;

class RowsTest {
    private static GameState state() {
        PlayerView alice = new PlayerView("1", "Alice", 120, 480, true,
                List.of(new CertificateView("PRR_0", "PRR", 20, true, "1"), new CertificateView("PRR_3", "PRR", 10, false, "1"),
                        new CertificateView("NYC_2", "NYC", 10, false, "1")),
                List.of("CA", "SV"), 4, 16, false);
        CompanyView ca = new CompanyView("CA", "Camden & Amboy", CompanyView.Kind.PRIVATE, null, null, "1", 0, 160, 25, 0, 0,
                false, false, List.of(), 0, 0, Map.of(), 0);
        CompanyView prr = new CompanyView("PRR", "Pennsylvania", CompanyView.Kind.CORPORATION, "#ff0000", "#ffffff", "1",
                670, 0, 0, 67, 71, true, false, List.of("2", "3"), 4, 2, Map.of("1", 30), 80);
        return new GameState("1830", 3, new RoundView("stock", "SR 1", 1, 0), null, List.of("1"), 9000, List.of(alice),
                List.of(ca, prr), null, null, List.of(), List.of(new LogEntry(0, "first"), new LogEntry(1, "second")), false,
                null, Map.of());
    }

    @Test
    void playerRowSumsSharesPerCompany() {
        List<String> row = Rows.players(state()).get(0);
        assertEquals(List.of("Alice", "$120", "$480", "4/16", "NYC 10%, PRR 30%", "Camden & Amboy, SV", "yes"), row,
                "privates by name (an id the snapshot does not list as it is)");
    }

    /** 1854: a 20% share under an option counts 10% until redeemed; the row says so. */
    @Test
    void aShareUnderAnOptionIsSaidSo() {
        PlayerView cat = new PlayerView("3", "Cat", 213, 280, false,
                List.of(new CertificateView("KE_1", "KE", 10, false, "3", 20)), List.of(), 1, 16, false);
        GameState s = new GameState("1854", 1, new RoundView("stock", "SR 2.1", 1, 0), null, List.of("3"), 9000, List.of(cat),
                List.of(), null, null, List.of(), List.of(), false, null, Map.of());
        assertEquals("KE 10% (option on 20%)", Rows.players(s).get(0).get(4));
    }

    /** What players say, then the name where it adds something; never an id players do not say (1854's P1, L1, "1"). */
    @Test
    void companiesAreListedAsPlayersCallThem() {
        assertEquals("PRR  Pennsylvania", Rows.companyName(company("PRR", "Pennsylvania", "PRR")));
        assertEquals("Local 1  Mariazellerbahn", Rows.companyName(company("1", "Mariazellerbahn", "Local 1")));
        assertEquals("Lokalbahn AG A", Rows.companyName(company("A", "Lokalbahn AG A", "AG A")));
        assertEquals("Au\u00dferfernbahn", Rows.companyName(company("P1", "Au\u00dferfernbahn", "Au\u00dferfernbahn")));
        assertEquals("Local 1 (Mariazellerbahn)", Rows.companyName(company("L1", "Local 1 (Mariazellerbahn)", "Local 1 (Mariazellerbahn)")));
        assertEquals("NYC  New York Central", Rows.companyName(company("NYC", "New York Central", "NYC")),
                "letters of the symbol inside a word do not count");
    }

    private static CompanyView company(String id, String name, String label) {
        return new CompanyView(id, name, CompanyView.Kind.CORPORATION, null, null, null, 0, 0, 0, 0, 0, false, false, List.of(),
                0, 0, Map.of(), 0, -1, label);
    }

    @Test
    void companyRowShowsTrainsTokensAndStatus() {
        assertEquals(List.of("PRR  Pennsylvania", "floated", "Alice", "$670", "", "$67", "$71", "2 3", "2/4", "$80", ""),
                Rows.companies(state()).get(1));
    }

    /** A private shows what its card shows: no treasury (not "0"), its face value and its revenue per OR. */
    @Test
    void aPrivateShowsItsFaceValueAndRevenueNotCash() {
        List<String> ca = Rows.companies(state()).get(0);
        assertEquals(List.of("CA  Camden & Amboy", "", "Alice", "", "$160"), ca.subList(0, 5));
        assertEquals("$25", ca.get(9), "revenue: " + ca);
        assertEquals(Rows.COMPANY_COLUMNS.size(), ca.size());
    }

    /**
     * A closed company (1841's concession after its corporation started, a merged corporation, a private
     * after phase 5) shows its name and that it is closed: no last owner, value, treasury or price.
     */
    @Test
    void aClosedCompanyShowsOnlyThatItIsClosed() {
        CompanyView concession = new CompanyView("3", "Strada di Ferro da Torino a Cuneo", CompanyView.Kind.PRIVATE, null, null,
                "1", 0, 50, 0, 0, 0, false, true, List.of(), 0, 0, Map.of(), 0);
        CompanyView merged = new CompanyView("SFTG", "Strada Ferrata da Torino a Genova", CompanyView.Kind.CORPORATION, null, null,
                "1", 0, 0, 0, 144, 120, true, true, List.of(), 2, 2, Map.of(), 0, 2, "SFTG", false);
        GameState s = new GameState("1841", 1, new RoundView("stock", "SR 5", 5, 0), null, List.of(), 9000, List.of(),
                List.of(concession, merged), null, null, List.of(), List.of(), false, null, Map.of());
        List<String> blank = java.util.Collections.nCopies(Rows.COMPANY_COLUMNS.size() - 2, "");
        assertEquals(List.of("3  Strada di Ferro da Torino a Cuneo", Texts.get("company.closed")), Rows.companies(s).get(0).subList(0, 2));
        assertEquals(blank, Rows.companies(s).get(0).subList(2, Rows.COMPANY_COLUMNS.size()));
        assertEquals(blank, Rows.companies(s).get(1).subList(2, Rows.COMPANY_COLUMNS.size()));
    }

    /** A corporation nobody started has no treasury yet: its cash is empty, not "$0"; a started one with none shows "$0". */
    @Test
    void aCorporationNobodyStartedShowsNoTreasury() {
        CompanyView unstarted = company("AFI", "Azienda Ferroviaria Italica", "AFI");
        CompanyView broke = new CompanyView("SFL", "Strade Ferrate Lombarde", CompanyView.Kind.CORPORATION, null, null, "1", 0, 0,
                0, 111, 10, true, false, List.of("4"), 3, 3, Map.of(), 0, 2, "SFL", false);
        GameState s = new GameState("1841", 1, new RoundView("stock", "SR 5", 5, 0), null, List.of(), 9000, List.of(),
                List.of(unstarted, broke), null, null, List.of(), List.of(), false, null, Map.of());
        assertEquals("", Rows.companies(s).get(0).get(3));
        assertEquals("$0", Rows.companies(s).get(1).get(3));
    }

    /** Holdings read in the order players count: "Minor 1, Minor 7, Minor 10", not as the ids sort as text. */
    @Test
    void holdingsSortNaturally() {
        List<CompanyView> minors = new java.util.ArrayList<>();
        List<CertificateView> held = new java.util.ArrayList<>();
        for (String n : List.of("10", "7", "1", "2")) {
            minors.add(company(n, "Minor " + n, "Minor " + n));
            held.add(new CertificateView(n + "_0", n, 100, true, "9"));
        }
        PlayerView ann = new PlayerView("9", "Ann", 0, 0, false, held, List.of(), 4, 16, false);
        GameState s = new GameState("18Mag", 1, new RoundView("stock", "SR 1", 1, 0), null, List.of(), 9000, List.of(ann),
                minors, null, null, List.of(), List.of(), false, null, Map.of());
        assertEquals("Minor 1 100%, Minor 2 100%, Minor 7 100%, Minor 10 100%", Rows.players(s).get(0).get(4));
        List<String> names = new java.util.ArrayList<>(List.of("Minor 10", "minor 2", "Minor 1", "B&O", "Minor 007x", "Minor 7"));
        names.sort(NaturalOrder.INSTANCE);
        assertEquals(List.of("B&O", "Minor 1", "minor 2", "Minor 7", "Minor 007x", "Minor 10"), names);
    }

    /** 1841: a corporation whose president's certificate lies in the pool is frozen; the pool is its owner. */
    @Test
    void aFrozenCompanySaysSo() {
        CompanyView frozen = new CompanyView("SFTC", "Strada di Ferro da Torino a Cuneo", CompanyView.Kind.CORPORATION, null,
                null, "pool", 40, 0, 0, 100, 68, true, false, List.of(), 2, 1, Map.of("pool", 20), 0, -1, "SFTC", true);
        GameState s = new GameState("1841", 1, new RoundView("operating", "OR 3.1", 3, 1), null, List.of(), 9000, List.of(),
                List.of(frozen), null, null, List.of(), List.of(), false, null, Map.of());
        assertEquals(List.of("SFTC  Strada di Ferro da Torino a Cuneo", "frozen", Texts.get("holder.pool"), "$40", "", "$100", "$68", "",
                "1/2", "", ""), Rows.companies(s).get(0));
    }

    /**
     * 1841: Ben presides over SFTN, SFTN over SFTC. SFTN's shares of SFTC are in the players' table
     * (a row of its own under the players) and in the companies' table, with the chain of control.
     */
    @Test
    void aChainOfControlAndTheCorporationsHoldingsAreShown() {
        PlayerView ben = new PlayerView("2", "Ben", 300, 600, false, List.of(new CertificateView("SFTN_0", "SFTN", 20, true, "2")),
                List.of(), 1, 16, false);
        CompanyView sftn = new CompanyView("SFTN", "Strada Ferrata Torino-Novara", CompanyView.Kind.CORPORATION, null, null, "2",
                150, 0, 0, 100, 100, true, false, List.of("2"), 3, 1, Map.of("2", 20, "ipo", 80), 0, 2, "SFTN", false,
                List.of(new CertificateView("SFTC_0", "SFTC", 20, true, "SFTN"), new CertificateView("SFTC_1", "SFTC", 10, false, "SFTN")));
        CompanyView sftc = new CompanyView("SFTC", "Strada di Ferro da Torino a Cuneo", CompanyView.Kind.CORPORATION, null, null,
                "SFTN", 40, 0, 0, 68, 68, true, false, List.of(), 2, 1, Map.of("SFTN", 30, "ipo", 70), 0, 2, "SFTC", false);
        GameState s = new GameState("1841", 1, new RoundView("operating", "OR 3.1", 3, 1), null, List.of(), 9000, List.of(ben),
                List.of(sftn, sftc), null, null, List.of(), List.of(), false, null, Map.of());
        List<List<String>> players = Rows.players(s);
        assertEquals(2, players.size());
        assertEquals(List.of("SFTN \u2190 Ben", "$150", "", "2", "SFTC 30%", "", ""), players.get(1));
        List<List<String>> companies = Rows.companies(s);
        assertEquals("Ben", companies.get(0).get(2));
        assertEquals("SFTC 30%*", companies.get(0).get(10), "SFTN holds the president's certificate of SFTC");
        assertEquals("SFTN \u2190 Ben", companies.get(1).get(2));
        assertEquals("", companies.get(1).get(10));
        assertEquals("SFTC \u2190 SFTN \u2190 Ben", new Holders(s).chainFrom(sftc));
    }

    /** Control that runs in a circle (each presides over the other) names the first holder again and stops. */
    @Test
    void circularControlStops() {
        CompanyView a = new CompanyView("AFI", "Alta Italia", CompanyView.Kind.CORPORATION, null, null, "ATFA", 0, 0, 0, 100, 100,
                true, false, List.of(), 3, 1, Map.of(), 0, 2, "AFI", true);
        CompanyView b = new CompanyView("ATFA", "Torino-Alessandria", CompanyView.Kind.CORPORATION, null, null, "AFI", 0, 0, 0, 100,
                100, true, false, List.of(), 3, 1, Map.of(), 0, 2, "ATFA", true);
        GameState s = new GameState("1841", 1, new RoundView("operating", "OR 3.1", 3, 1), null, List.of(), 9000, List.of(),
                List.of(a, b), null, null, List.of(), List.of(), false, null, Map.of());
        assertEquals("ATFA \u2190 AFI", new Holders(s).chainAbove(a));
        assertEquals(List.of("ATFA \u2190 AFI", "frozen"), List.of(Rows.companies(s).get(0).get(2), Rows.companies(s).get(0).get(1)));
    }

    @Test
    void logReadsDownLikeTheGame() {
        assertEquals(List.of(List.of("1", "first"), List.of("2", "second")), Rows.log(state()));
    }

    @Test
    void aLogRowStandsForTheGameAfterItsAction() {
        List<LogEntry> log = List.of(new LogEntry(-1, "Order of play"), new LogEntry(0, "Ann bids"),
                new LogEntry(2, "Cat buys"), new LogEntry(2, "-- Stock 1 --"));
        assertEquals(0, Rows.countAfter(log.get(0)), "setup: the game before any action");
        assertEquals(3, Rows.countAfter(log.get(3)));
        assertEquals(0, Rows.rowAfter(log, 0));
        assertEquals(1, Rows.rowAfter(log, 1));
        assertEquals(1, Rows.rowAfter(log, 2), "action 2 logged nothing: the line before it");
        assertEquals(3, Rows.rowAfter(log, 3), "the action's last line");
        assertEquals(-1, Rows.rowAfter(List.of(new LogEntry(0, "x")), 0));
    }

    /**
     * Trains grouped by type and holder with their count, the bank's first; a company's by what
     * players call it (1854's Local 1, not "1"), its type's distance and price from the bank's.
     */
    @Test
    void trainsAreGroupedByTypeWithCounts() {
        List<roundhouse.api.view.TrainView> depot = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            depot.add(new roundhouse.api.view.TrainView("3-" + i, "3", 3, 180, "depot", "6"));
        }
        depot.add(new roundhouse.api.view.TrainView("2-5", "2", 2, 80, "pool", "4"));
        depot.add(new roundhouse.api.view.TrainView("D-0", "D", 0, 1100, "depot", null));
        CompanyView local = new CompanyView("1", "Mariazellerbahn", CompanyView.Kind.MINOR, null, null, "2", 0, 0, 0, 0, 0, true,
                false, List.of("2", "2"), 1, 1, Map.of(), 0, 2, "Local 1");
        GameState s = new GameState("1854", 9, new RoundView("operating", "OR 1.1", 1, 1),
                new roundhouse.api.view.PhaseView("3", List.of("yellow", "green"), 2, 4), List.of(), 9000, List.of(), List.of(local),
                null, null, depot, List.of(), false, null, Map.of(), "%s G");
        List<List<String>> rows = TrainRows.rows(s);
        assertEquals(5, rows.size(), "the phase and four groups: " + rows);
        assertEquals(List.of("3", "3", "180 G", "3", Texts.get("holder.depot"), "6"), rows.get(1));
        assertEquals(List.of("2", "2", "80 G", "1", Texts.get("holder.pool"), "4"), rows.get(2));
        assertEquals(List.of("D", Texts.get("train.unlimited"), "1100 G", "1", Texts.get("holder.depot"), ""), rows.get(3));
        assertEquals(List.of("2", "2", "80 G", "2", "Local 1", "4"), rows.get(4));
        for (List<String> row : rows) {
            assertEquals(TrainRows.COLUMNS.size(), row.size());
        }
    }

    @Test
    void theBanksTrainHoldersReadAsWords() {
        assertEquals(Texts.get("holder.depot"), Rows.holder("depot"));
        assertEquals(Texts.get("holder.pool"), Rows.holder("pool"));
        assertEquals("PRR", Rows.holder("PRR"));
        // a word of the player's, not the id ("Bank pool" in English, "Bankpool" in German, as the rulebooks say)
        org.junit.jupiter.api.Assertions.assertNotEquals("pool", Rows.holder("pool"));
        org.junit.jupiter.api.Assertions.assertNotEquals("depot", Rows.holder("depot"));
    }

    /**
     * The phase row in the reader's words: a phase named by its colour (18Mag's "Green") and the tile
     * colours in his language, a numbered phase as it is; German has a word for every colour English has.
     */
    @Test
    void phasesAndTileColoursReadInTheReadersLanguage() {
        GameState s = new GameState("18Mag", 9, new RoundView("operating", "OR 1.1", 1, 1),
                new roundhouse.api.view.PhaseView("Green", List.of("yellow", "green"), 2, 3), List.of(), 9000, List.of(),
                List.of(), null, null, List.of(), List.of(), false, null, Map.of(), "%s Ft");
        List<String> phase = TrainRows.rows(s).get(0);
        String green = Texts.get("colour.green");
        assertEquals(Texts.get("phase.name", green.substring(0, 1).toUpperCase(Texts.locale()) + green.substring(1)), phase.get(0));
        assertEquals(Texts.get("phase.tiles", Texts.get("colour.yellow") + "/" + green), phase.get(1));
        assertEquals("3", TrainRows.phaseName("3"));
        assertEquals("teal", TrainRows.colour("teal"), "a colour without a word stays as given");
        roundhouse.api.text.Localizer de = roundhouse.api.text.Localizer.of("roundhouse.views.internal.messages",
                Texts.class.getClassLoader(), java.util.Locale.GERMAN);
        roundhouse.api.text.Localizer en = roundhouse.api.text.Localizer.of("roundhouse.views.internal.messages",
                Texts.class.getClassLoader(), java.util.Locale.ROOT);
        assertEquals("gr\u00fcn", de.get("colour.green"));
        for (String key : java.util.Collections.list(en.resources().getKeys())) {
            if (key.startsWith("colour.")) {
                org.junit.jupiter.api.Assertions.assertNotEquals(en.get(key), de.get(key), key + " has a German word");
            }
        }
    }

    /** A type sold out of the bank (1841's 6- and 7-trains) still shows its distance, price and rusting: the game began with it. */
    @Test
    void aTypeTheBankNoLongerHoldsIsDescribedByTheDepotTheGameBeganWith() {
        CompanyView sfl = new CompanyView("SFL", "SFL", CompanyView.Kind.CORPORATION, null, null, "2", 0, 0, 0, 0, 0, true,
                false, List.of("6"), 1, 1, Map.of(), 0, 2, "SFL");
        GameState s = new GameState("1841", 9, new RoundView("operating", "OR 7.2", 7, 2),
                new roundhouse.api.view.PhaseView("8", List.of("yellow"), 3, 2), List.of(), 9000, List.of(), List.of(sfl),
                null, null, List.of(), List.of(), false, null, Map.of(), "L.%s");
        List<roundhouse.api.view.TrainView> start = List.of(new roundhouse.api.view.TrainView("6-0", "6", 6, 720, "depot", "8"));
        assertEquals(List.of("6", "", "", "1", "SFL", ""), TrainRows.rows(s).get(1), "the state alone knows nothing of a 6");
        assertEquals(List.of("6", "6", "L.720", "1", "SFL", "8"), TrainRows.rows(s, start).get(1));
    }

    /** 1844: a company's 5H is the H variant of the bank's 5 card; the row describes it by that variant, not the card. */
    @Test
    void aVariantIsDescribedByItsOwnDistanceAndPrice() {
        CompanyView jn = new CompanyView("JN", "JN", CompanyView.Kind.CORPORATION, null, null, "2", 0, 0, 0, 0, 0, true,
                false, List.of("5H"), 1, 1, Map.of(), 0, 2, "JN");
        roundhouse.api.view.TrainView five = new roundhouse.api.view.TrainView("5-0", "5", 5, 500, "depot", null,
                List.of(new roundhouse.api.view.TrainView("5-0", "5", 5, 500, "depot", null),
                        new roundhouse.api.view.TrainView("5-0", "5H", 10, 400, "depot", null)));
        GameState s = new GameState("1844", 9, new RoundView("operating", "OR 7.2", 7, 2),
                new roundhouse.api.view.PhaseView("5", List.of("yellow"), 3, 3), List.of(), 9000, List.of(), List.of(jn),
                null, null, List.of(five), List.of(), false, null, Map.of(), "%s SFR");
        assertEquals(List.of("5H", "10", "400 SFR", "1", "JN", ""), TrainRows.rows(s).get(2));
    }
}
