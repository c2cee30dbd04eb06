package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.DividendRules.Kind;
import roundhouse.engine.spi.DividendRules.PoolShares;
import roundhouse.engine.spi.DividendRules.Rounding;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.OperatingRound;

/**
 * Each dividend kind and rounding on hand-built holdings of PRR (par 67): A 30 % (president), B 10 %,
 * NYC 10 %, pool 10 %, IPO 40 %. Money is conserved and the price moves as the rule says.
 */
class DividendRulesTest {
    private Game g;
    private Corporation prr;
    private Player a;
    private Player b;
    private Corporation nyc;
    private int total;

    /** Rules with a chosen rounding, pool rule and kinds. */
    static CardsTitle titleWith(Rounding rounding, PoolShares pool, List<Kind> kinds) {
        return new CardsTitle() {
            @Override
            public DividendRules createDividendRules(Game game) {
                return new DividendRules(game) {
                    @Override
                    protected Rounding rounding(Corporation c) {
                        return rounding == null ? super.rounding(c) : rounding;
                    }

                    @Override
                    protected PoolShares poolShares(Corporation c) {
                        return pool == null ? super.poolShares(c) : pool;
                    }

                    @Override
                    public List<Kind> kinds(Corporation c) {
                        return kinds == null ? super.kinds(c) : kinds;
                    }
                };
            }
        };
    }

    void setUp(CardsTitle title) {
        g = title.createGame(CardsTitle.TWO, false);
        prr = g.corporation("PRR");
        nyc = g.corporation("NYC");
        a = g.players().get(0);
        b = g.players().get(1);
        g.setPar(prr, g.market().parPrices().get(0));
        prr.share("PRR_0").moveTo(a);
        prr.share("PRR_1").moveTo(a);
        prr.share("PRR_2").moveTo(b);
        prr.share("PRR_3").moveTo(g.pool());
        prr.share("PRR_4").moveTo(nyc);
        prr.setPresident(a);
        g.transfer(g.bank(), prr, 500);
        total = g.totalCash();
    }

    @BeforeEach
    void defaults() {
        setUp(new CardsTitle());
    }

    private void assertCash(int aCash, int bCash, int nycCash, int prrCash) {
        assertEquals(List.of(aCash, bCash, nycCash, prrCash), List.of(a.cash(), b.cash(), nyc.cash(), prr.cash()));
        assertEquals(total, g.totalCash(), "money is conserved");
    }

    @Test
    void payoutPaysPerShareRoundedDownAndMovesRight() {
        g.dividends().payout(prr, 145);
        assertCash(600 + 42, 600 + 14, 14, 500 + 14);
        assertEquals(71, prr.sharePrice().price());
    }

    @Test
    void withholdKeepsEverythingAndMovesLeft() {
        g.dividends().withhold(prr, 145);
        assertCash(600, 600, 0, 645);
        assertEquals(60, prr.sharePrice().price());
    }

    @Test
    void halfPayKeepsHalfAndPaysTheRest() {
        g.dividends().halfPay(prr, 145);
        assertCash(600 + 21, 600 + 7, 7, 500 + 72 + 7);
        assertEquals(71, prr.sharePrice().price());
    }

    @Test
    void roundingUpPerHolderRoundsThePoolDown() {
        setUp(titleWith(Rounding.PER_HOLDER_UP, null, null));
        g.dividends().payout(prr, 145);
        assertCash(600 + 44, 600 + 15, 15, 500 + 14);
    }

    @Test
    void roundingDownPerHolder() {
        setUp(titleWith(Rounding.PER_HOLDER_DOWN, PoolShares.NONE, null));
        g.dividends().payout(prr, 145);
        assertCash(600 + 43, 600 + 14, 14, 500);
    }

    @Test
    void aVariableAmountIsPaidFromTheTreasuryThePoolsPartToTheBank() {
        setUp(titleWith(null, PoolShares.NONE, List.of(Kind.VARIABLE)));
        int bank = g.bank().cash();
        g.dividends().payVariable(prr, 100);
        assertCash(630, 610, 10, 500 - 60);
        assertEquals(bank + 10, g.bank().cash());
        assertEquals(71, prr.sharePrice().price());
    }

    @Test
    void aVariableDividendOfNothingMovesLeft() {
        setUp(titleWith(null, null, List.of(Kind.VARIABLE)));
        g.dividends().payVariable(prr, 0);
        assertCash(600, 600, 0, 500);
        assertEquals(60, prr.sharePrice().price());
    }

    @Test
    void ipoSharesCanPayTheCorporationWhilePoolSharesPayNothing() {
        setUp(new CardsTitle() {
            @Override
            public DividendRules createDividendRules(Game game) {
                return new DividendRules(game) {
                    @Override
                    protected Rounding rounding(Corporation c) {
                        return Rounding.PER_HOLDER_UP;
                    }

                    @Override
                    protected PoolShares poolShares(Corporation c) {
                        return PoolShares.NONE;
                    }

                    @Override
                    protected boolean ipoSharesPayCorporation(Corporation c) {
                        return true;
                    }
                };
            }
        });
        g.dividends().payout(prr, 145);
        assertCash(600 + 44, 600 + 15, 15, 500 + 58);
    }

    /** The Dividend step offers the rules' kinds and checks a variable amount. */
    @Test
    void theDividendStepOffersAndChecksAVariableAmount() {
        setUp(titleWith(null, PoolShares.CORPORATION, List.of(Kind.VARIABLE)));
        prr.setFloated(true);
        OperatingRound r = new OperatingRound(g, 1);
        r.add(new Dividend(g, r));
        r.start();
        List<LegalAction> legal = r.legalActions();
        assertEquals(1, legal.size());
        assertEquals(new LegalAction.AmountRange("amount", 0, 500, 10), legal.get(0).amount());
        assertThrows(GameRuleException.class, () -> r.process(variable(15), prr), "not a multiple of 10");
        assertThrows(GameRuleException.class, () -> r.process(variable(510), prr), "more than the treasury");
        assertThrows(GameRuleException.class,
                () -> r.process(new Action("dividend", "PRR", "corporation", Map.of("kind", "payout")), prr));
        r.process(variable(100), prr);
        assertCash(630, 610, 10, 500 - 50);
    }

    private static Action variable(long amount) {
        return new Action("dividend", "PRR", "corporation", Map.of("kind", "variable", "amount", amount));
    }
}
