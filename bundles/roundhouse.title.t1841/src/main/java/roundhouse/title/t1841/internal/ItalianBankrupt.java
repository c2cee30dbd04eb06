package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.SaleTerms;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;

/**
 * Bankruptcy in 1841 (RB 4.5.1): when the emergency money of the chain and of the director cannot
 * reach the cheapest train, the director gives up. He sells, of each corporation, the most he may at
 * half price; the rest goes to the pool at half price without moving prices, even president's
 * certificates (a historical corporation's before phase 4 leaves it frozen); his cash goes to the
 * corporation, his concessions to the bank. Then he leaves the game with nothing ({@code option} 0)
 * or stays with a loan of L.500 from the bank, deducted from his worth at the end ({@code option} 1).
 * The corporation's turn ends: it buys its train in its next one. With {@link #ANY_STEP} (18xx.games) the
 * director may go bankrupt at any step of a turn in which the corporation must buy a train it cannot pay
 * for, and the turn goes on without the train, share dealings, merger or transformation.
 */
class ItalianBankrupt extends Bankrupt {
    /** RB 4.5.1: "erhält nun ... L. 500 aus der Bank". */
    static final int LOAN = 500;
    static final long RESIGN = 0;
    static final long LOAN_OPTION = 1;
    /** 18xx.games: bankruptcy at any step of the turn, which goes on (RB 4.5.1: at the train purchase, and the turn ends). */
    static final String ANY_STEP = "bankruptcy_at_any_step";

    private final ItalianGame italy;
    private final ItalianBuyTrain buyTrain;

    ItalianBankrupt(ItalianGame game, Round round, ItalianBuyTrain buyTrain) {
        super(game, round, buyTrain);
        this.italy = game;
        this.buyTrain = buyTrain;
    }

    private EmergencySales sales() {
        return buyTrain.sales();
    }

    @Override
    public boolean canGoBankrupt(Corporation c) {
        return c.controller() != null && buyTrain.mustBuy(c) && buyingPower(c) < sales().cheapest(c);
    }

    /**
     * All the money the train could get: the cash and half-price sales of the chain and the director.
     * 18xx.games counts the director's best sale of each corporation that has operated at half its full
     * value, rounded down, and the chain's cash from the first corporation that has shares to sell.
     */
    int buyingPower(Corporation c) {
        EmergencySales s = sales();
        Player director = c.controller();
        if (s.chosen()) {
            int total = director.cash() + c.cash() - s.cashBeforeSales(c);
            for (Corporation of : game.corporations()) {
                EmergencySales.Sale best = s.largest(director, of, c);
                if (best != null && of.operatedCount() > 0) {
                    total += game.shareRules().shareValue(of, best.percent()) / 2;
                }
            }
            for (Corporation k : s.corporations(c)) {
                total += k.cash() + sellable(k, c);
            }
            return total;
        }
        int total = director.cash() + sellable(director, c);
        for (Corporation k : s.corporations(c)) {
            total += k.cash() + sellable(k, c);
        }
        return total;
    }

    /** What one investor of the chain could raise: its largest sale of each corporation at half price. */
    private int sellable(roundhouse.engine.spi.Investor seller, Corporation buyer) {
        int sum = 0;
        for (Corporation of : game.corporations()) {
            EmergencySales.Sale best = sales().largest(seller, of, buyer);
            if (best != null) {
                sum += sales().value(best);
            }
        }
        return sum;
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        long option = action.number("option", RESIGN);
        if (option != RESIGN && option != LOAN_OPTION) {
            throw refuse(RuleKey.ACTION_MALFORMED, ItalianText.get("refuse.bankrupt.option", option));
        }
        if (!canGoBankrupt(c)) {
            throw refuse(ItalianText.get("refuse.bankrupt.money", c, game.format(buyingPower(c)),
                    game.format(sales().cheapest(c))));
        }
        Player p = c.controller();
        game.logText("log.bankrupt", p.name());
        ((ItalianShareRules) game.shareRules()).unlockedBy(T1841Title.BANKRUPTCY_TAKES_LOCKED_PRESIDENCY, () -> sellTheMost(p, c));
        dumpTheRest(p);
        if (p.cash() > 0) {
            game.logText("log.contributes", p.name(), game.format(p.cash()), Names.of(c));
            game.transfer(p, c, p.cash());
        }
        for (PrivateCompany company : new ArrayList<>(p.companies())) {
            game.transferCompany(company, null);
            italy.log(ItalianText.get("log.concessionReturns", company.name()));
        }
        if (option == RESIGN) {
            p.setBankrupt(true);
            italy.log(ItalianText.get("log.resigns", p.name()));
        } else {
            game.transfer(game.bank(), p, LOAN);
            italy.addLoan(p, LOAN);
            italy.log(ItalianText.get("log.loan", p.name(), game.format(LOAN)));
        }
        // a corporation left frozen has nobody to decide for it: its turn ends in any case
        boolean turnEnds = !italy.option(ANY_STEP) || game.shareRules().frozen(c);
        for (Step s : round.steps()) {
            if (turnEnds || s instanceof ItalianBuyTrain || s instanceof ItalianShares || s instanceof Merge
                    || s instanceof Transform) {
                s.pass(); // RB 4.5.1: the corporation's turn ends; it buys its train in its next one
            }
        }
    }

    /** RB 4.5.1: at the train purchase; with {@link #ANY_STEP} at any step of the turn (18xx.games). */
    @Override
    public List<String> actions(Entity entity) {
        return italy.option(ANY_STEP) || round.activeStep() == buyTrain ? super.actions(entity) : List.of();
    }

    /** Of each corporation in operating order the largest sale he may make, at half price, moving prices. */
    private void sellTheMost(Player p, Corporation buyer) {
        for (Corporation of : held(p)) {
            EmergencySales.Sale best = sales().largest(p, of, buyer);
            if (best != null) {
                game.shareRules().sellShares(p, best.certs(), best.percent(), sales().terms());
            }
        }
    }

    /** Everything left to the pool at half price, no price moving, president's certificates too. */
    private void dumpTheRest(Player p) {
        SaleTerms terms = game.shareRules().saleTerms(SaleTerms.Kind.BANKRUPTCY);
        for (Corporation of : held(p)) {
            List<Certificate> certs = p.certificatesOf(of);
            if (!certs.isEmpty()) {
                game.shareRules().sellShares(p, new ArrayList<>(certs), p.percentOf(of), terms);
                italy.frozenFlagsMoment(); // only after these last sales, not after the first ones
            }
        }
    }

    private List<Corporation> held(Player p) {
        List<Corporation> out = new ArrayList<>();
        for (Corporation of : game.corporations()) {
            if (of.sharePrice() != null && p.percentOf(of) > 0) {
                out.add(of);
            }
        }
        out.sort(game.operatingComparator());
        return out;
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation c = corporation();
        List<LegalAction> out = new ArrayList<>();
        out.add(choice(corpAction("bankrupt", c, Map.of("option", RESIGN)), ItalianText.get("label.bankrupt.resign")));
        out.add(choice(corpAction("bankrupt", c, Map.of("option", LOAN_OPTION)),
                ItalianText.get("label.bankrupt.loan", game.format(LOAN))));
        return out;
    }
}
