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
import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t1841.internal.T1841Title;

/**
 * The views of the recorded 1841 games, where corporations hold and preside over each other: every
 * certificate a corporation holds is in the players' table, the companies' table and the spreadsheet,
 * and the companies' table names each chain of control. Runs in its own surefire execution (see the pom).
 */
class SpreadsheetRows1841Test {
    private static final Path FIXTURES = Path.of("../roundhouse.title.t1841/src/test/resources/fixtures/1841");

    @TestFactory
    Stream<DynamicTest> everyRecordedGameStepByStep() throws Exception {
        List<Path> games;
        try (Stream<Path> s = Files.list(FIXTURES)) {
            games = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertEquals(3, games.size());
        return games.stream().map(g -> DynamicTest.dynamicTest(g.getFileName().toString(), () -> check(g)));
    }

    private static void check(Path game) throws Exception {
        GameSession session = new T1841Title().load(new GsonRecordCodec().read(game));
        boolean sawHolding = false;
        boolean sawChain = false;
        int step = Math.max(1, session.actions().size() / 40);
        for (int count = session.actions().size(); count > 0; count -= step) {
            session.undoTo(count);
            GameState state = session.state();
            SheetChecks.checkShares(state);
            Holders holders = new Holders(state);
            List<List<String>> players = Rows.players(state);
            List<CompanyView> holding = Holders.holdingCompanies(state);
            assertEquals(state.players().size() + holding.size(), players.size(), "a row per player and per holding corporation");
            List<List<String>> companies = Rows.companies(state);
            for (int i = 0; i < holding.size(); i++) {
                CompanyView h = holding.get(i);
                sawHolding = true;
                List<String> row = players.get(state.players().size() + i);
                assertTrue(row.get(0).startsWith(h.label()), "the row is the corporation's: " + row);
                for (CertificateView cert : h.othersCertificates()) {
                    String percent = h.othersCertificates().stream().filter(x -> x.company().equals(cert.company()))
                            .mapToInt(CertificateView::percent).sum() + "%";
                    String said = holders.name(cert.company()) + " " + percent;
                    assertTrue(row.get(4).contains(said), h.id() + " holds " + said + ": " + row);
                    String holds = companies.get(state.companies().indexOf(h)).get(Rows.COMPANY_COLUMNS.size() - 1);
                    assertTrue(holds.contains(said), "the companies' table says " + h.id() + " holds " + said + ": " + holds);
                }
            }
            for (int i = 0; i < state.companies().size(); i++) {
                CompanyView c = state.companies().get(i);
                String owner = companies.get(i).get(2);
                if (c.owner() == null || c.kind() == CompanyView.Kind.PRIVATE) {
                    continue;
                }
                CompanyView president = state.companies().stream()
                        .filter(x -> x.kind() != CompanyView.Kind.PRIVATE && x.id().equals(c.owner())).findFirst().orElse(null);
                if (president != null) {
                    sawChain = true;
                    assertTrue(owner.startsWith(president.label() + Holders.CONTROLLED_BY), c.id() + ": " + owner);
                    assertEquals(holders.chainAbove(president), owner.substring((president.label() + Holders.CONTROLLED_BY).length()),
                            "the chain goes on above " + president.id());
                } else if (c.owner().equals("pool")) {
                    assertEquals(Texts.get("holder.pool"), owner);
                } else {
                    assertEquals(state.players().stream().filter(p -> p.id().equals(c.owner())).findFirst().orElseThrow().name(), owner);
                }
                assertEquals(c.frozen(), companies.get(i).get(1).equals(Texts.get("company.frozen")), c.id() + " frozen");
            }
        }
        assertTrue(sawHolding, "a corporation held shares of another");
        assertTrue(sawChain, "a corporation presided over another");
    }
}
