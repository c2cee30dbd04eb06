package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.OperatingRound;

/**
 * Emergency money, bankruptcy and frozen corporations by the rulebook (RB 4.5.1, 4.5.1.1, 4.5.2), worked by
 * hand. The first scenario is RB 4.5.1's example with non-historical corporations in the roles (AFI for
 * S.F.T.G., ATFA for S.F.T.N., the minor CTLP for S.F.T.C.), so that no presidency is tied to a concession:
 * AFI at L.216 with L.125 and no train must buy an 8-train for L.1,450; ATFA (L.340, L.102) presides over
 * it with 50 %; player A holds 10 % AFI, 50 % ATFA (president), 60 % CTLP (president) and L.174; player B
 * 40 % AFI, 10 % ATFA and L.650; AFI holds 20 % CTLP (L.144, L.365); the pool 40 % ATFA and 20 % CTLP.
 * The market (market.json): 216 falls to 196 and 187, 340 to 295, 269 and 256, 144 to 137, 130, 118, 103.
 */
class EmergencyMoneyTest {
    private ItalianGame g;
    private Player a;
    private Player b;
    private Corporation afi;
    private Corporation atfa;
    private Corporation ctlp;

    @BeforeEach
    void setUp() {
        EngineText.use(Locale.ENGLISH);
    }

    private void game(Set<String> options) {
        List<PlayerRef> refs = List.of(new PlayerRef("p1", "A"), new PlayerRef("p2", "B"), new PlayerRef("p3", "C"));
        g = (ItalianGame) new T1841Title().createGame(new GameSetup(refs, options, 1), true);
        a = g.player("p1");
        b = g.player("p2");
        afi = g.corporation("AFI");
        atfa = g.corporation("ATFA");
        ctlp = g.corporation("CTLP");
    }

    private void start(Corporation c, int row, int column, int cash) {
        g.setPar(c, g.market().cell(row, column));
        c.setFloated(true);
        g.transfer(g.bank(), c, cash);
    }

    private void give(Corporation c, ShareHolder to, int... indexes) {
        for (int i : indexes) {
            Certificate cert = c.shares().get(i);
            g.transferShares(List.of(cert), to, cert.percent(), true);
        }
    }

    private void cash(Player p, int amount) {
        g.transfer(p, g.bank(), p.cash() - amount);
    }

    /** RB 4.5.1's example position, AFI to buy an 8-train. */
    private void example(Set<String> options) {
        game(options);
        start(afi, 1, 11, 125);
        start(atfa, 0, 14, 102);
        start(ctlp, 2, 8, 365);
        give(afi, atfa, 0, 1, 2, 3);
        give(afi, a, 4);
        give(afi, b, 5, 6, 7, 8);
        give(atfa, a, 0, 1, 2, 3);
        give(atfa, b, 4);
        give(atfa, g.pool(), 5, 6, 7, 8);
        give(ctlp, a, 0, 1);
        give(ctlp, afi, 2);
        give(ctlp, g.pool(), 3);
        cash(a, 174);
        cash(b, 650);
        spareTwo = g.depot().upcoming().get(0);
        g.depot().setAside(spareTwo); // for a corporation to own where a test says so
        g.depot().upcoming().removeIf(t -> !t.name().equals("8"));
    }

    /** A 2-train out of the depot, owned by nobody until a test hands it to a corporation. */
    private Train spareTwo;

    private ItalianBuyTrain buy;
    private ItalianBankrupt bankrupt;

    private OperatingRound round() {
        OperatingRound r = new OperatingRound(g, 1);
        buy = new ItalianBuyTrain(g, r) {
            @Override
            public boolean mustBuy(Corporation c) {
                return c == afi && c.trains().isEmpty();
            }
        };
        bankrupt = new ItalianBankrupt(g, r, buy);
        r.add(bankrupt);
        r.add(buy);
        r.start();
        return r;
    }

    private static Action act(String type, Entity by, Object... keyValues) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            args.put((String) keyValues[i], keyValues[i + 1]);
        }
        return new Action(type, by.id(), by.entityType(), args);
    }

    private static List<String> ids(Corporation c, ShareHolder holder, int count) {
        List<String> out = new ArrayList<>();
        for (Certificate cert : holder.certificatesOf(c)) {
            if (!cert.president() && out.size() < count) {
                out.add(cert.id());
            }
        }
        return out;
    }

    /**
     * RB 4.5.1, step by step: AFI sells its CTLP share for 72 (the order refuses ATFA's sale before it); ATFA
     * may sell only one AFI share (B holds 40 %), for 108, and gives its 102 and the 108; A gives his 174,
     * sells three ATFA shares for 3 x 170, one AFI share for 98 (half of 196) and all his CTLP, president's
     * certificate too, for 3 x 68.5 = 205.5, rounded down 205: AFI has 1,394. A goes bankrupt: his ATFA
     * president's certificate goes to the pool for half of 2 x 256 = 256 without moving the price, AFI has
     * 1,650; ATFA and CTLP are frozen, B takes AFI's presidency from the frozen ATFA ("Spieler B wird jetzt
     * Direktor der S.F.T.G."); A stays with a loan of L.500, which his worth owes. AFI's turn ends.
     */
    @Test
    void theRulebooksExampleUpAChainOfTwoCorporations() {
        example(Set.of());
        OperatingRound r = round();
        assertSame(afi, r.currentEntity());
        assertThrows(GameRuleException.class, () -> r.process(act("buy_train", afi, "train", "8-0", "price", 1450L), afi),
                "the corporations sell before the director pays");
        assertThrows(GameRuleException.class,
                () -> r.process(act("sell_shares", afi, "shares", ids(afi, atfa, 1), "percent", 10L), afi),
                "AFI sells its own holdings first");
        r.process(act("sell_shares", afi, "shares", ids(ctlp, afi, 1), "percent", 20L), afi);
        assertEquals(197, afi.cash());
        assertEquals(137, ctlp.sharePrice().price());

        assertThrows(GameRuleException.class,
                () -> r.process(act("sell_shares", afi, "shares", ids(afi, atfa, 2), "percent", 20L), afi),
                "a second share would hand AFI to B");
        r.process(act("sell_shares", afi, "shares", ids(afi, atfa, 1), "percent", 10L), afi);
        assertEquals(197 + 102 + 108, afi.cash(), "ATFA's cash and its sale come down to AFI");
        assertEquals(0, atfa.cash());
        assertEquals(196, afi.sharePrice().price());
        assertSame(atfa, afi.president());

        assertTrue(r.actingEntities().contains(a), "now the director sells");
        r.process(act("sell_shares", a, "shares", ids(atfa, a, 3), "percent", 30L), a);
        assertEquals(407 + 174 + 510, afi.cash());
        assertEquals(256, atfa.sharePrice().price());
        r.process(act("sell_shares", a, "shares", ids(afi, a, 1), "percent", 10L), a);
        assertEquals(1091 + 98, afi.cash());
        assertEquals(187, afi.sharePrice().price());
        List<String> allCtlp = a.certificatesOf(ctlp).stream().map(Certificate::id).toList();
        r.process(act("sell_shares", a, "shares", allCtlp, "percent", 60L), a);
        assertEquals(1189 + 205, afi.cash(), "3 x 68.5 rounded down");
        assertEquals(103, ctlp.sharePrice().price());
        assertTrue(g.shareRules().frozen(ctlp), "CTLP's president's certificate lies in the pool");

        assertTrue(bankrupt.canGoBankrupt(afi), "1,394 and A's unsellable ATFA presidency do not reach 1,450");
        assertFalse(g.players().get(0).bankrupt());
        r.process(act("bankrupt", afi, "option", 1L), afi);
        assertEquals(1650, afi.cash());
        assertEquals(256, atfa.sharePrice().price(), "the bankruptcy sale moves no price");
        assertSame(g.pool(), atfa.president());
        assertTrue(g.shareRules().frozen(atfa));
        assertSame(b, afi.president(), "the frozen ATFA's presidency passes to B");
        assertEquals(40, b.percentOf(afi));
        assertEquals(40, atfa.percentOf(afi));
        assertFalse(g.shareRules().frozen(afi));
        assertEquals(500, a.cash());
        assertEquals(0, g.worth(a), "L.500 in cash less the loan of L.500");
        assertFalse(a.bankrupt());
        assertFalse(g.finished());
        assertTrue(afi.trains().isEmpty(), "AFI buys its train in its next turn");
        assertTrue(r.finished() || r.currentEntity() != afi, "AFI's turn is over");
    }

    /** The example position with the spare 2-train in CTLP's hands, ATFA's turn passed: AFI to buy. */
    private OperatingRound afiToBuyBesideCtlpsTwo() {
        example(Set.of());
        g.buyTrain(ctlp, spareTwo, 0, g.bank(), null);
        OperatingRound r = round();
        r.process(act("pass", atfa), atfa); // ATFA, first to operate, could buy CTLP's train too
        assertSame(afi, r.currentEntity());
        return r;
    }

    /**
     * RB 4.5.1: emergency money is raised only where the director does not arrange a purchase from another
     * corporation. In the example position with a 2-train in CTLP's hands, AFI is offered that train for L.1 to
     * its L.125 beside its sales, and buys it for L.125 without selling; once a share is sold, the train of
     * another corporation is neither offered nor taken (RB 4.5.2: the cheapest train of the bank).
     */
    @Test
    void aTrainOfAnotherCorporationMayBeBoughtInsteadOfRaisingEmergencyMoney() {
        OperatingRound r = afiToBuyBesideCtlpsTwo();
        Train two = spareTwo;
        LegalAction offer = buy.legalActions(afi).stream()
                .filter(a -> a.action().type().equals("buy_train") && two.id().equals(a.action().string("train")))
                .findFirst().orElseThrow(() -> new AssertionError("CTLP's 2-train is not offered: " + buy.legalActions(afi)));
        assertEquals(new LegalAction.AmountRange("price", 1, 125, 1), offer.amount());
        assertTrue(buy.legalActions(afi).stream().anyMatch(a -> a.action().type().equals("sell_shares")), "the sales stay open");
        r.process(act("buy_train", afi, "train", two.id(), "price", 125L), afi);
        assertSame(afi, two.owner());
        assertEquals(0, afi.cash());
        assertEquals(365 + 125, ctlp.cash());
    }

    /** RB 4.5.2: after an emergency sale the train bought is the bank's cheapest, never another corporation's. */
    @Test
    void afterAnEmergencySaleNoTrainOfAnotherCorporation() {
        OperatingRound r = afiToBuyBesideCtlpsTwo();
        Train two = spareTwo;
        r.process(act("sell_shares", afi, "shares", ids(ctlp, afi, 1), "percent", 20L), afi);
        assertTrue(buy.legalActions(afi).stream().noneMatch(a -> a.action().type().equals("buy_train")
                && two.id().equals(a.action().string("train"))));
        assertThrows(GameRuleException.class, () -> r.process(act("buy_train", afi, "train", two.id(), "price", 100L), afi));
    }

    /**
     * Part of a president's certificate goes to the pool only where its seller gets the rest back (seed
     * 61181, action 619: 18xx.games sold half of SFV's and then counted 20 % its holder had no certificate
     * for). A holds CTLP's 40 % president's certificate alone, B, AFI and C 20 % each: nobody could take the
     * presidency, so with the pool empty A may sell the whole certificate (L.144, CTLP frozen) but not half
     * of it; with 20 % in the pool he may sell half for L.72 and takes the pool's share back.
     */
    @Test
    void partOfAMinorsPresidentsCertificateIsSoldOnlyWhereTheRestComesBack() {
        example(Set.of(T1841Title.EMERGENCY_CHOSEN_BUNDLES, T1841Title.HALF_PRICE_ROUNDS_UP));
        Player c = g.players().get(2);
        give(ctlp, b, 1);
        give(ctlp, c, 3);
        OperatingRound r = round();
        assertEquals(List.of(40), buy.sales().directorSales(a, afi, Set.of()).stream()
                .filter(s -> s.corporation() == ctlp).map(EmergencySales.Sale::percent).toList());
        GameRuleException half = assertThrows(GameRuleException.class, () -> r.process(act("sell_shares", a, "shares",
                List.of(ctlp.presidentsShare().id()), "percent", 20L, "share_price", 72L), a));
        assertTrue(half.getMessage().contains("only where the rest comes back"), half.getMessage());

        give(ctlp, g.pool(), 3);
        assertEquals(List.of(20, 40), buy.sales().directorSales(a, afi, Set.of()).stream()
                .filter(s -> s.corporation() == ctlp).map(EmergencySales.Sale::percent).sorted().toList());
        r.process(act("sell_shares", a, "shares", List.of(ctlp.presidentsShare().id()), "percent", 20L, "share_price", 72L), a);
        assertEquals(20, a.percentOf(ctlp), "the pool's share comes back to A");
        assertSame(g.pool(), ctlp.presidentsShare().holder());
        assertTrue(g.shareRules().frozen(ctlp));
    }

    /** 18xx.games ({@link T1841Title#FROZEN_CHAIN}): AFI stays with the frozen ATFA and is frozen with it. */
    @Test
    void underFrozenChainsTheCorporationBelowFreezesToo() {
        example(Set.of(T1841Title.FROZEN_CHAIN));
        OperatingRound r = round();
        r.process(act("sell_shares", afi, "shares", ids(ctlp, afi, 1), "percent", 20L), afi);
        r.process(act("sell_shares", afi, "shares", ids(afi, atfa, 1), "percent", 10L), afi);
        r.process(act("sell_shares", a, "shares", ids(atfa, a, 3), "percent", 30L), a);
        r.process(act("bankrupt", afi, "option", 0L), afi);
        assertSame(atfa, afi.president());
        assertTrue(g.shareRules().frozen(afi));
        assertTrue(a.bankrupt(), "option 0: A leaves the game");
        assertFalse(g.finished(), "two players are left");
    }

    /**
     * 18xx.games' chosen bundles ({@link T1841Title#EMERGENCY_CHOSEN_BUNDLES}, {@link T1841Title#HALF_PRICE_ROUNDS_UP}):
     * the director may sell before the corporations, and A's CTLP sells for 3 x 72 = 216 before AFI's CTLP
     * share moved the price (half of 144, exact), 3 rows down to 118.
     */
    @Test
    void underChosenBundlesTheDirectorSellsAtAnyTimeRoundingUp() {
        example(Set.of(T1841Title.EMERGENCY_CHOSEN_BUNDLES, T1841Title.HALF_PRICE_ROUNDS_UP));
        OperatingRound r = round();
        List<String> allCtlp = a.certificatesOf(ctlp).stream().map(Certificate::id).toList();
        r.process(act("sell_shares", a, "shares", allCtlp, "percent", 60L, "share_price", 72L), a);
        assertEquals(118, ctlp.sharePrice().price());
        assertEquals(125 + 102 + 174 + 216, afi.cash(), "ATFA's cash and A's come down to AFI");
        assertThrows(GameRuleException.class, () -> r.process(act("sell_shares", afi, "shares", ids(ctlp, afi, 1),
                "percent", 20L, "share_price", 72.5), afi), "the recorded half price must be today's: 59");
        r.process(act("sell_shares", afi, "shares", ids(ctlp, afi, 1), "percent", 20L, "share_price", 59L), afi);
        assertEquals(617 + 59, afi.cash());
    }

    /**
     * RB 4.5.1.1: a frozen corporation's price falls two columns in its turn: ATFA, its president's
     * certificate in the pool, from 256 (row 3, column 14) to 208 (column 12).
     */
    @Test
    void aFrozenCorporationsPriceFallsTwoColumns() {
        game(Set.of());
        start(atfa, 3, 14, 0);
        give(atfa, a, 0);
        give(atfa, g.pool(), 0, 1);
        assertTrue(g.shareRules().frozen(atfa));
        ItalianOperatingRound.compose(g, 1).frozenTurn(atfa);
        assertEquals(208, atfa.sharePrice().price());
    }

    /**
     * Digest 5.12: AFI and ATFA preside over each other (A presides over nothing of theirs), both frozen. In
     * AFI's turn its price falls two columns, 100 (row 3, column 5) to 80, then it sells its ATFA shares at
     * the market price one by one: the president's certificate (20 %) for 2 x 100, ATFA down two rows to 87,
     * which makes A, with 30 %, ATFA's president; then its share for 87, ATFA down to 75. AFI has 287 more,
     * and neither is frozen any longer. (A circle arises under 18xx.games' frozen chains; by the rulebook
     * the frozen corporation would lose its presidency at once.)
     */
    @Test
    void aCorporationFrozenInACircleSellsTheCirclesShares() {
        game(Set.of(T1841Title.FROZEN_CHAIN));
        start(afi, 3, 5, 0);
        start(atfa, 3, 5, 0);
        give(atfa, afi, 0, 1);
        give(afi, atfa, 0);
        give(atfa, a, 2, 3, 4);
        assertSame(afi, atfa.president());
        assertSame(atfa, afi.president());
        assertTrue(g.shareRules().frozen(afi));
        ItalianOperatingRound.compose(g, 1).frozenTurn(afi);
        assertEquals(80, afi.sharePrice().price());
        assertEquals(0, afi.percentOf(atfa));
        assertEquals(287, afi.cash());
        assertEquals(75, atfa.sharePrice().price());
        assertSame(a, atfa.president());
        assertFalse(g.shareRules().frozen(afi));
        assertFalse(g.shareRules().frozen(atfa));
    }
}
