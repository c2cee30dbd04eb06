package roundhouse.engine.spi;

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

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.ShareDeals;

/**
 * Corporations dealing in shares through the engine's share steps, on the owners test title (market
 * row 0: 60 67p 71 76, row 1: 53 60 66p 70, row 2: 46 50 55; full capital; one row down per share
 * unit sold). The chain has two levels: P1 presides A, A presides B, and B operates; C (a 40 %
 * director's certificate, share unit 10) belongs to P2.
 */
class CorporateDealingsTest {
    private Game g;
    private Player p1;
    private Player p2;
    private Corporation a;
    private Corporation b;
    private Corporation c;
    private Corporation d;

    @BeforeEach
    void chainOfTwoLevels() {
        EngineText.use(Locale.ENGLISH);
        g = new OwnersTitle().game(2);
        p1 = g.player("p1");
        p2 = g.player("p2");
        a = g.corporation("A");
        b = g.corporation("B");
        c = g.corporation("C");
        d = g.corporation("D");
        par(a, p1, 67);
        par(b, a, 66);
        g.transferShares(List.of(b.shares().get(1)), a, 10, true);
        par(c, p2, 67);
        g.transferShares(List.of(c.shares().get(1)), b, 20, true);
        b.setFloated(true);
        g.transfer(g.bank(), b, 500);
    }

    /** Sets the par and hands the president's certificate over, as a par would, without payment. */
    private void par(Corporation corporation, ShareHolder president, int price) {
        SharePrice cell = g.market().parPrices().stream().filter(p -> p.price() == price).findFirst().orElseThrow();
        g.setPar(corporation, cell);
        Certificate pres = corporation.presidentsShare();
        g.transferShares(List.of(pres), president, pres.percent(), true);
    }

    /** An operating round in which the operating corporation deals in shares (1841 RB 4.7). */
    private OperatingRound dealingRound(int number) {
        OperatingRound r = new OperatingRound(g, number);
        r.add(new BuySellParShares(g, r, new ShareDeals()));
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

    private static List<String> offered(List<LegalAction> legal, String type) {
        List<String> out = new ArrayList<>();
        for (LegalAction l : legal) {
            if (l.action().type().equals(type)) {
                out.add(l.action().entity() + " " + l.action().entityType() + " " + l.label());
            }
        }
        return out;
    }

    @Test
    void theControllerIsFoundUpAChainOfTwoLevels() {
        assertSame(a, b.president());
        assertSame(p1, b.controller());
        assertEquals(List.of(a, p1), g.shareRules().chainOfControl(b));
        assertTrue(g.shareRules().controls(a, b));
        assertFalse(g.shareRules().controls(b, a));
    }

    @Test
    void aCorporationSellsParsAndBuysThroughTheShareStep() {
        int total = g.totalCash();
        OperatingRound r = dealingRound(1);
        assertEquals(List.of(b), r.actingEntities());
        List<LegalAction> legal = r.legalActions();
        assertEquals(List.of("B corporation Sell 20% of C"), offered(legal, "sell_shares"));
        assertEquals(List.of("B corporation Buy 20% of C from the IPO for 134 F"), offered(legal, "buy_shares"),
                "neither its own shares nor A's, which controls it; C's 20% at par 67 x 2 units");
        assertEquals(List.of("B corporation Par D at 67 F", "B corporation Par D at 66 F"), offered(legal, "par"));

        GameRuleException circular = assertThrows(GameRuleException.class,
                () -> r.process(act("buy_shares", b, "shares", List.of("A_1"), "percent", 10L), b));
        assertEquals("B may not buy shares of A, which controls it", circular.getMessage());

        r.process(act("sell_shares", b, "shares", List.of("C_1"), "percent", 20L), b);
        assertEquals(500 + 134, b.cash(), "the bank pays 67 x 2 units for 20 % of C");
        assertEquals(50, c.sharePrice().price(), "two units sold: 67 (row 0) down two rows to 50");
        assertEquals(20, g.pool().percentOf(c));
        assertSame(p2, c.president());

        GameRuleException again = assertThrows(GameRuleException.class,
                () -> r.process(act("buy_shares", b, "shares", List.of("C_2"), "percent", 20L), b));
        assertEquals("B cannot buy_shares now (Buy or sell shares: par, pass)", again.getMessage(),
                "C was sold this round, A controls B, B is its own: nothing is left to buy, only to par");
        BuySellParShares shares = (BuySellParShares) r.steps().get(0);
        assertEquals("B sold C this round and may not buy it again", shares.checkBuy(b, List.of(c.shares().get(2))));
        assertEquals("B does not buy its own shares", shares.checkBuy(b, List.of(b.shares().get(2))));

        r.process(act("par", b, "corporation", "D", "share_price", g.market().parPrices().stream()
                .filter(p -> p.price() == 66).findFirst().orElseThrow().id()), b);
        assertEquals(634 - 132, b.cash(), "the president's 20 % of D at par 66 x 2 units, to the bank (full capital)");
        assertSame(b, d.president());
        assertSame(p1, d.controller(), "three levels now: P1 - A - B - D");
        assertEquals(List.of(b, a, p1), g.shareRules().chainOfControl(d));
        assertTrue(r.finished(), "after the par B has nothing left to do, and it is the only one operating");
        assertEquals(total, g.totalCash(), "money is conserved");

        OperatingRound next = dealingRound(2);
        next.process(act("buy_shares", b, "shares", List.of("C_2"), "percent", 20L), b);
        assertEquals(502 - 134, b.cash(), "a new round: C bought again from the IPO at par 67 x 2 units");
        assertEquals(20, b.percentOf(c));
        assertEquals(total, g.totalCash(), "money is conserved");
    }

    @Test
    void aCorporationTheDecidingPlayerDoesNotControlIsRefusedInOneLine() {
        OperatingRound r = dealingRound(1);
        GameRuleException e = assertThrows(GameRuleException.class,
                () -> r.process(act("sell_shares", c, "shares", List.of("C_1"), "percent", 20L), c));
        assertEquals("C is controlled by P2, not by P1, who decides now for B", e.getMessage());
        GameRuleException own = assertThrows(GameRuleException.class,
                () -> r.process(act("pass", a, "shares", List.of()), a));
        assertTrue(own.getMessage().startsWith("it is not A's turn"),
                "P1 controls A: the usual refusal, not the seat's: " + own.getMessage());
    }

    /** The forced purchase of a 2-train (80 F): B has 30, A 20, P1 10; A holds 10 % of D, parred at 66 by P2. */
    @Test
    void moneyForAForcedTrainIsRaisedUpTheChain() {
        par(d, p2, 66);
        g.transferShares(List.of(d.shares().get(1)), a, 10, true);
        g.transfer(b, g.bank(), b.cash() - 30);
        g.transfer(g.bank(), a, 20);
        g.transfer(p1, g.bank(), p1.cash() - 10);
        OperatingRound r = new OperatingRound(g, 1);
        BuyTrain step = new BuyTrain(g, r) {
            /** The test's board gives B no route; as if it had one, a trainless B must buy. */
            @Override
            public boolean mustBuy(Corporation corporation) {
                return corporation.trains().isEmpty();
            }
        };
        r.add(step);
        r.start();
        assertEquals(List.of(b, a, p1), r.actingEntities(), "30 + 20 + 10 is short of 80: the chain raises money");
        assertEquals(List.of(a, p1), step.raisers(b));
        assertEquals(66 + 66, step.liquidationValue(a, b), "A's 10 % of B (it keeps B) and of D");
        assertEquals(0, step.liquidationValue(p1, b), "P1's only certificate is A's presidency");
        assertFalse(new Bankrupt(g, r, step).canGoBankrupt(b), "60 in cash and 132 in A's shares pay for 80");
        List<LegalAction> legal = r.legalActions();
        assertEquals(List.of("A corporation Sell 10% of B", "A corporation Sell 10% of D"), offered(legal, "sell_shares"),
                "A keeps B's presidency; P1 may sell nothing: his 20 % of A is A's presidency");

        GameRuleException seat = assertThrows(GameRuleException.class,
                () -> r.process(act("sell_shares", c, "shares", List.of("C_1"), "percent", 20L), c));
        assertEquals("C is controlled by P2, not by P1, who decides now for B", seat.getMessage());

        r.process(act("sell_shares", a, "shares", List.of("D_1"), "percent", 10L), a);
        assertEquals(20 + 66, a.cash(), "10 % of D at 66");
        assertEquals(List.of(b), r.actingEntities(), "30 + 86 + 10 pays for the train");
        r.process(act("buy_train", b, "train", "2-0", "price", 80L), b);
        assertEquals(0, b.cash(), "B paid its 30 and the 50 it lacked");
        assertEquals(86 - 50, a.cash(), "A, nearest in the chain, paid all 50");
        assertEquals(10, p1.cash(), "P1 paid nothing");
        assertEquals(1, b.trains().size());
    }
}
