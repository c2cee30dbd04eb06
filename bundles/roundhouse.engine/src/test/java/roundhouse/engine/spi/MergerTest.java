package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.TokenRemoval;

/**
 * The engine's merger ({@link Merger}, {@link MergerTerms}, {@link TokenRemoval},
 * {@link Game#restartCorporation}) on the {@code titles/mergers} test title: Alpha (A, home A1) and
 * Beta (B) merge into Tau (T), started at 100 F. Certificates are 20 % (the president's) and 8 x 10 %.
 * The test's rule is a two-for-one in the manner of 1841: A's president's certificate gives T's, every
 * other two units (10 %) of A or B one 10 % share of T, an odd unit 50 F (half T's price) from the bank,
 * the pool's odd unit nothing, the IPO's nothing. A may be started again afterwards, B closes.
 *
 * <p>Before: A (300 F, a 2-train, the private SV, stations A1 and A3) is held by P1 50 % (president's
 * certificate and three shares), P2 20 %, the pool 10 %, its IPO 20 %; A holds 10 % of B and 30 % of Xi
 * (X) with X's president's certificate. B (120 F, a 2-train, stations A3 and A5) is held by P2 30 %
 * (president's certificate and a share) and P1 10 %, and holds 10 % of X. P2 holds 30 % of X: A presides
 * X by holding its president's certificate at an equal percent.
 */
class MergerTest {
    private Game g;
    private Player p1;
    private Player p2;
    private Corporation a;
    private Corporation b;
    private Corporation t;
    private Corporation x;

    /** The test's two-for-one exchange. */
    static final class TwoForOne extends MergerTerms {
        @Override
        protected void exchange(Merger merger, ShareHolder holder, List<Certificate> held) {
            Game game = merger.game();
            if (holder instanceof Ipo) {
                return;
            }
            int units = 0;
            for (Certificate c : held) {
                if (c.president() && c.corporation() == merger.merging().get(0)) {
                    merger.issuePresidents(holder);
                } else {
                    units += c.percent() / 10;
                }
            }
            for (int i = 0; i < units / 2; i++) {
                merger.issue(holder, 10);
            }
            if (units % 2 == 1 && holder instanceof CashHolder paid) {
                game.transfer(game.bank(), paid, merger.survivor().sharePrice().price() / 2);
            }
        }

        @Override
        protected boolean restarts(Merger merger, Corporation merging) {
            return merging == merger.merging().get(0);
        }
    }

    /**
     * The test's reduction: T removes stations of its choice while it has more than one, and may stop
     * once it has two at most; a removed station's token leaves its supply.
     */
    static class DownToTwo extends TokenRemoval {
        DownToTwo(Corporation owner) {
            super(owner, owner);
        }

        @Override
        protected List<String> removable(Game game) {
            List<String> stations = game.board().tokensOf(owner().id());
            return stations.size() > 1 ? stations : List.of();
        }

        @Override
        protected boolean mayStop(Game game) {
            return game.board().tokensOf(owner().id()).size() <= 2;
        }

        @Override
        protected void removed(Game game, String city) {
            owner().removeToken();
        }
    }

    /** A round that asks one question. */
    static final class Asking extends Round {
        Asking(Game game, TokenRemoval question) {
            super(game);
            entities = List.of(question.asked());
            Questions questions = new Questions(game, this);
            add(questions);
            questions.ask(question);
        }

        @Override
        public RoundKind roundKind() {
            return new RoundKind("merger");
        }

        @Override
        public String name() {
            return "Merger";
        }
    }

    private static EngineTitle title() {
        return TestTitles.title("mergers");
    }

    @BeforeEach
    void before() {
        EngineText.use(Locale.ENGLISH);
        g = title().createGame(new GameSetup(List.of(new PlayerRef("p1", "P1"), new PlayerRef("p2", "P2")), Set.of(), 1),
                true);
        p1 = g.player("p1");
        p2 = g.player("p2");
        a = g.corporation("A");
        b = g.corporation("B");
        t = g.corporation("T");
        x = g.corporation("X");
        start(a, 80, p1, 0, 1, 2, 3);
        give(a, p2, 4, 5);
        give(a, g.pool(), 6);
        start(b, 70, p2, 0, 1);
        give(b, p1, 2);
        give(b, a, 3);
        start(x, 70, a, 0, 1);
        give(x, b, 2);
        give(x, p2, 3, 4, 5);
        g.transfer(g.bank(), a, 300);
        g.transfer(g.bank(), b, 120);
        g.buyTrain(a, g.depot().upcoming().get(0), 0, g.bank(), null);
        g.buyTrain(b, g.depot().upcoming().get(0), 0, g.bank(), null);
        g.transferCompany(g.company("SV"), a);
        g.board().placeHomeToken("A", "A1", 0);
        g.board().placeToken("A", city("A3"), false);
        a.setTokensUsed(2);
        g.board().placeToken("B", city("A3"), false);
        g.board().placeToken("B", city("A5"), false);
        b.setTokensUsed(2);
    }

    @AfterEach
    void after() {
        EngineText.use(null);
    }

    private String city(String hex) {
        return g.board().cityRef(hex, 0);
    }

    /** Sets the price and hands the president's certificate and these others to {@code president}. */
    private void start(Corporation c, int price, ShareHolder president, int... indexes) {
        SharePrice cell = g.market().parPrices().stream().filter(p -> p.price() == price).findFirst().orElseThrow();
        g.setPar(c, cell);
        give(c, president, indexes);
        c.setPresident(president);
        c.setFloated(true);
    }

    private static void give(Corporation c, ShareHolder to, int... indexes) {
        for (int i : indexes) {
            c.shares().get(i).moveTo(to);
        }
    }

    private Merger merger() {
        return new Merger(g, List.of(a, b), t, new TwoForOne());
    }

    private SharePrice hundred() {
        return g.market().cell(0, 4);
    }

    private static List<String> ids(List<Certificate> certs) {
        return certs.stream().map(Certificate::id).toList();
    }

    @Test
    void theSetupIsAsDescribed() {
        assertSame(a, x.president(), "A holds X's president's certificate, 30 % as P2");
        assertEquals(50, p1.percentOf(a));
        assertEquals(30, a.percentOf(x));
        assertEquals(List.of(g.board().cityRef("A1", 0), city("A3")), g.board().tokensOf("A"));
    }

    @Test
    void theAssetsMoveWithTheCertificatesHeldAndTheirPresidency() {
        int total = g.totalCash();
        Merger m = merger();
        m.startAt(hundred());
        Merger.Assets fromA = m.moveAssets(a);

        assertEquals(300, fromA.cash());
        assertEquals(300, t.cash());
        assertEquals(List.of("X_0", "X_1"), ids(fromA.certificates()));
        assertEquals(30, t.percentOf(x));
        assertSame(t, x.president(), "A's presidency of X follows its certificate to T");
        assertSame(b.ipo(), b.shares().get(3).holder(), "A's share of B, which merges too, goes back to B's IPO");
        assertEquals(0, a.percentOf(b));
        assertSame(t, g.company("SV").owner());
        assertEquals(List.of(t), fromA.trains().stream().map(Train::owner).toList());
        assertEquals(List.of(), fromA.droppedStations());

        Merger.Assets fromB = m.moveAssets(b);
        assertEquals(420, t.cash(), "300 + 120");
        assertEquals(2, t.trains().size());
        assertEquals(40, t.percentOf(x), "30 % from A, 10 % from B");
        assertSame(t, x.president(), "40 % against P2's 30 %");
        assertEquals(List.of(city("A3")), fromB.droppedStations(), "T has A's station in A3 already");
        assertEquals(Set.of(g.board().cityRef("A1", 0), city("A3"), city("A5")), Set.copyOf(g.board().tokensOf("T")));
        assertEquals(1 + 2 + 2, t.tokenPrices().size(), "its own, and one for each of A's two and B's two");
        assertEquals(3, t.tokensUsed());
        assertEquals(0, a.tokensUsed());
        assertEquals(total, g.totalCash());
    }

    /**
     * A holds 30 % of X without presiding, P2 30 % with X's president's certificate, B 10 %. With A's
     * shares T ties with P2, who stays; with B's T holds 40 % and takes over, P2 receiving the first two
     * of T's shares of X (X_1 and X_3) for the president's certificate (ShareRules).
     */
    @Test
    void theSurvivorTakesOverAPresidencyWhenItHoldsMost() {
        give(x, p2, 0);
        give(x, a, 3, 4);
        x.setPresident(p2);
        Merger m = merger();
        m.startAt(hundred());
        m.moveAssets(a);
        assertSame(p2, x.president(), "30 % against 30 %");
        m.moveAssets(b);
        assertSame(t, x.president());
        assertEquals(List.of("X_4", "X_2", "X_0"), ids(t.certificatesOf(x)));
        assertEquals(List.of("X_5", "X_1", "X_3"), ids(p2.certificatesOf(x)));
    }

    /**
     * A presides X with its president's certificate alone (20 %) while P2 holds 40 %, as a title that locks a
     * presidency leaves it (1841's historical corporations before phase 4). The certificate moves to T with
     * the presidency; no holder takes it over in the move (1841 seed 66048).
     */
    @Test
    void aPresidencyMovedWithItsCertificateStaysWithTheSurvivor() {
        give(x, p2, 1);
        Merger m = merger();
        m.startAt(hundred());
        m.moveAssets(a);
        assertSame(t, x.president());
        assertEquals(List.of("X_0"), ids(t.certificatesOf(x)));
        assertEquals(40, p2.percentOf(x));
        assertFalse(p2.certificatesOf(x).stream().anyMatch(Certificate::president));
    }

    /**
     * P1: A's president's certificate gives T's; three shares give one share and 50 F. P2: two of A give
     * one share. The pool's one share of A: nothing. Then B: P2's president's certificate and share (three
     * units) give one share and 50 F; P1's share 50 F. T: P1 30 % (president), P2 20 %, IPO 50 %.
     */
    @Test
    void theCertificatesAreExchangedByTheTitlesRule() {
        int p1Cash = p1.cash();
        int p2Cash = p2.cash();
        int bank = g.bank().cash();
        Merger m = merger();
        m.startAt(hundred());
        m.run();

        assertEquals(List.of("T_0", "T_1"), ids(p1.certificatesOf(t)));
        assertEquals(List.of("T_2", "T_3"), ids(p2.certificatesOf(t)));
        assertEquals(0, g.pool().percentOf(t));
        assertEquals(50, t.ipo().percentOf(t));
        assertSame(p1, t.president());
        assertEquals(p1Cash + 100, p1.cash(), "50 for A's odd unit, 50 for B's");
        assertEquals(p2Cash + 50, p2.cash(), "50 for B's odd unit");
        assertEquals(bank - 150, g.bank().cash());
        assertEquals(100, t.sharePrice().price());
        assertEquals(100, t.parPrice().price());
        assertEquals(420, t.cash());
    }

    @Test
    void oneMergesAwayToStartAgainTheOtherCloses() {
        Merger m = merger();
        m.startAt(hundred());
        m.run();

        assertTrue(b.closed());
        assertEquals(100, b.ipo().percentOf(b), "B's certificates back in its IPO");
        assertFalse(a.closed());
        assertNull(a.sharePrice());
        assertNull(a.parPrice());
        assertNull(a.president());
        assertFalse(a.floated());
        assertEquals(0, a.cash());
        assertEquals(List.of(), a.trains());
        assertEquals(List.of(0, 40), a.tokenPrices(), "its charter tokens again");
        assertEquals(0, a.tokensUsed());
        assertEquals(ids(a.shares()), ids(a.ipo().certificatesOf(a)), "all in its IPO, in certificate order");
        assertEquals(List.of(a.ipo()), a.holdersInArrivalOrder());
        assertFalse(g.market().cell(0, 2).stack().contains(a), "its marker left the market");
        assertEquals(List.of(), g.board().tokensOf("A"));
        assertEquals(0, p1.percentOf(a));
        assertEquals(0, g.pool().percentOf(a));
    }

    @Test
    void aCorporationStartedAgainIsParredAsANewOne() {
        Merger m = merger();
        m.startAt(hundred());
        m.run();
        g.setPriority(p1);
        Round sr = title().stockRound(g);
        sr.start();
        List<String> pars = new ArrayList<>();
        for (LegalAction l : sr.legalActions()) {
            if (l.action().type().equals("par") && "A".equals(l.action().string("corporation"))) {
                pars.add(l.label());
            }
        }
        assertEquals(List.of("Par A at 80 F", "Par A at 70 F"), pars);
        int cash = p1.cash();
        sr.process(act("par", p1, "corporation", "A", "share_price", g.market().cell(0, 1).id()), p1);
        assertSame(p1, a.president());
        assertEquals(70, a.sharePrice().price());
        assertEquals(cash - 140, p1.cash(), "the president's certificate, two units at 70");
    }

    /** A removal names the slot the station fills in its city, as 18xx.games' 1841 reads it. */
    @Test
    void aRemovalNamesTheSlotOfTheStation() {
        g.board().removeToken("B", city("A3"));
        g.board().removeToken("A", city("A3"));
        g.board().placeToken("X", city("A3"), false);
        g.board().placeToken("A", city("A3"), false);
        Merger m = merger();
        m.startAt(hundred());
        m.run();
        Asking r = new Asking(g, new DownToTwo(t));
        r.start();
        LegalAction onA3 = r.legalActions().stream().filter(l -> "A3".equals(l.target())).findFirst().orElseThrow();
        assertEquals(1, g.board().tokenSlot("T", city("A3")), "behind X's token");
        assertEquals(1L, onA3.action().args().get("slot"));
    }

    /**
     * After the merger T has stations in A1, A3 and A5 and removes one of its choice (no pass while it
     * has three), then may stop: it keeps A3 and A5. A1 is Alpha's home again, reserved for it.
     */
    @Test
    void theOwnerChoosesTheStationsToRemove() {
        Merger m = merger();
        m.startAt(hundred());
        m.run();
        Asking r = new Asking(g, new DownToTwo(t));
        r.start();
        assertEquals(List.of(t), r.actingEntities());
        assertEquals("Remove a station", r.activeStep().description());
        List<LegalAction> legal = r.legalActions();
        assertEquals(List.of("remove_token", "remove_token", "remove_token"),
                legal.stream().map(l -> l.action().type()).toList(), "no pass with three stations");
        assertEquals("Remove the station on A1", legal.get(0).label());
        assertEquals("A1", legal.get(0).target());
        assertEquals(0L, legal.get(0).action().args().get("slot"));

        String a1 = g.board().cityRef("A1", 0);
        r.process(act("remove_token", t, "city", a1), t);
        assertEquals(Set.of(city("A3"), city("A5")), Set.copyOf(g.board().tokensOf("T")));
        assertEquals(2, t.tokensUsed());
        assertEquals(4, t.tokenPrices().size(), "the rule took the token away too");
        assertTrue(g.logLines().contains("T removes its station on A1"));
        assertEquals(List.of("remove_token", "remove_token", "pass"),
                r.legalActions().stream().map(l -> l.action().type()).toList(), "with two it may stop");

        GameRuleException wrong = assertThrows(GameRuleException.class,
                () -> r.process(act("remove_token", t, "city", a1), t));
        assertTrue(wrong.getMessage().startsWith("remove_token {city=" + a1 + "} is not one of the 3 answers offered to T"),
                wrong.getMessage());

        r.process(new Action("pass", "T", "corporation", null), t);
        assertEquals(List.of(), r.actingEntities());
        assertEquals(Set.of(city("A3"), city("A5")), Set.copyOf(g.board().tokensOf("T")));
        assertNotNull(g.board().checkToken("X", a1, false), "A1 is reserved for Alpha again");
    }

    /**
     * A removal that {@link TokenRemoval#keepsAsking keeps asking}: T goes down to one station (no station
     * may go then), and the question stays open with only a pass until T passes.
     */
    @Test
    void aRemovalMayKeepAskingForAPass() {
        Merger m = merger();
        m.startAt(hundred());
        m.run();
        TokenRemoval downToOne = new DownToTwo(t) {
            @Override
            protected boolean mayStop(Game game) {
                return true;
            }

            @Override
            protected boolean keepsAsking(Game game) {
                return true;
            }
        };
        Asking r = new Asking(g, downToOne);
        r.start();
        r.process(act("remove_token", t, "city", g.board().cityRef("A1", 0)), t);
        r.process(act("remove_token", t, "city", city("A3")), t);
        assertEquals(List.of(city("A5")), g.board().tokensOf("T"));
        assertEquals(List.of("pass"), r.legalActions().stream().map(l -> l.action().type()).toList());
        r.process(new Action("pass", "T", "corporation", null), t);
        assertEquals(List.of(), r.actingEntities());
    }

    @Test
    void theQuestionReadsInGerman() {
        Merger m = merger();
        m.startAt(hundred());
        m.run();
        Asking r = new Asking(g, new DownToTwo(t));
        r.start();
        EngineText.use(Locale.GERMAN);
        assertEquals("Eine Station entfernen", r.activeStep().description());
        assertEquals("Station auf A1 entfernen", r.legalActions().get(0).label());
    }

    @Test
    void aMergerNamesItsPartiesInOneLine() {
        IllegalArgumentException self = assertThrows(IllegalArgumentException.class,
                () -> new Merger(g, List.of(a, t), t, new TwoForOne()));
        assertEquals("T cannot merge into itself", self.getMessage());
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class, () -> merger().retire(x));
        assertEquals("X is not merging into T", other.getMessage());
        Merger m = merger();
        m.startAt(hundred());
        m.issuePresidents(p1);
        IllegalStateException twice = assertThrows(IllegalStateException.class, () -> m.issuePresidents(p2));
        assertEquals("the president's certificate of T has left its IPO", twice.getMessage());
    }

    private static Action act(String type, Entity by, Object... keyValues) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            args.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new Action(type, by.id(), by.entityType(), args);
    }
}
