package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SaleTerms;
import roundhouse.engine.spi.ShareHolder;

/**
 * Emergency money (RB 4.5.1): which shares the corporation that must buy a train, the corporations
 * above it and its director may sell at half price, and where the money goes.
 *
 * <p>A holder may sell any of its shares of a corporation unless it presides over a corporation of the
 * buyer's chain (the buyer included) or over a historical one before phase 4: then it keeps the
 * president's certificate and at least as much as any other holder, so that no presidency changes.
 * Shares of corporations below may go, even a president's certificate, which leaves that corporation
 * to another holder or frozen in the pool. A president's certificate is sold in part only where
 * the seller gets the rest back: another holder takes the presidency or the pool has the shares.
 *
 * <p>The rulebook's order: the buyer sells all its shares of others, then all its unsold shares; if
 * still short, the corporation presiding over it gives its cash and sells the same way, and so on up
 * the chain; then the director gives his cash and sells shares for what is missing. 18xx.games
 * ({@link T1841Title#EMERGENCY_CHOSEN_BUNDLES}) lets each corporation choose what it sells, no share
 * more than needed, shares of others before its own, and the director sell at any time.
 */
final class EmergencySales {
    /** One sale: the certificates of one corporation from one holding, and the investor paid for them. */
    record Sale(Investor seller, ShareHolder holding, Corporation corporation, List<Certificate> certs, int percent) {
        boolean president() {
            return certs.stream().anyMatch(Certificate::president);
        }

        /** Whether {@code named} sells as many ordinary certificates (and the president's, and percent) as this sale. */
        boolean sameShape(List<Certificate> named, int namedPercent) {
            long ordinary = certs.stream().filter(c -> !c.president()).count();
            long namedOrdinary = named.stream().filter(c -> !c.president()).count();
            boolean namedPresident = named.stream().anyMatch(Certificate::president);
            return percent == namedPercent && ordinary == namedOrdinary && president() == namedPresident;
        }
    }

    private final ItalianGame game;
    /** The money raised, when it is not the cheapest train's price (a token's); else -1. */
    private final int amount;

    EmergencySales(ItalianGame game) {
        this(game, -1);
    }

    /** Sales that raise {@code amount} rather than the price of a train ({@link TokenSales}). */
    EmergencySales(ItalianGame game, int amount) {
        this.game = game;
        this.amount = amount;
    }

    /** 18xx.games' chosen bundles ({@link T1841Title#EMERGENCY_CHOSEN_BUNDLES}), else the rulebook's "all". */
    boolean chosen() {
        return game.option(T1841Title.EMERGENCY_CHOSEN_BUNDLES);
    }

    SaleTerms terms() {
        return game.shareRules().saleTerms(SaleTerms.Kind.EMERGENCY);
    }

    /** The arguments of {@code s} as a {@code sell_shares} action, with the half price 18xx.games writes. */
    java.util.Map<String, Object> saleArgs(Sale s) {
        java.util.Map<String, Object> args = new java.util.LinkedHashMap<>();
        args.put("shares", s.certs().stream().map(Certificate::id).toList());
        args.put("percent", (long) s.percent());
        int price = s.corporation().sharePrice().price();
        args.put("share_price", price % 2 == 0 ? (Object) (long) (price / 2) : (Object) (price / 2.0));
        return args;
    }

    /** How a player reads {@code s}: a corporation's own unsold shares, or whose shares of which corporation. */
    String saleLabel(Sale s) {
        return s.holding() == s.corporation().ipo()
                ? ItalianText.get("label.emergency.own", s.percent(), roundhouse.engine.spi.Names.of(s.corporation()), game.format(value(s)))
                : ItalianText.get("label.emergency.sell", s.seller().name(), s.percent(), roundhouse.engine.spi.Names.of(s.corporation()),
                        game.format(value(s)));
    }

    int value(Sale s) {
        return game.shareRules().saleValue(s.corporation(), s.percent(), terms());
    }

    /** The cheapest train the bank sells the buyer: what the emergency money is for (RB 4.5.2), or the amount set. */
    int cheapest(Corporation buyer) {
        return amount >= 0 ? amount : game.trainRules().cheapestBankTrainPrice(buyer);
    }

    /** The corporations that raise money for {@code buyer}, nearest first: itself, then those presiding above it. */
    List<Corporation> corporations(Corporation buyer) {
        List<Corporation> out = new ArrayList<>(3);
        out.add(buyer);
        for (ShareHolder h : game.shareRules().chainOfControl(buyer)) {
            if (!(h instanceof Corporation c)) {
                break;
            }
            out.add(c);
        }
        return out;
    }

    /** Every sale {@code seller} may make of {@code of} for {@code buyer}, smallest first; its own shares are its unsold ones. */
    List<Sale> sales(Investor seller, Corporation of, Corporation buyer) {
        ShareHolder holding = seller == of ? of.ipo() : seller;
        List<Sale> out = new ArrayList<>();
        if (of.sharePrice() == null || holding.percentOf(of) == 0) {
            return out;
        }
        List<Integer> percents = new ArrayList<>();
        List<List<Certificate>> bundles = game.shareRules().saleBundles(holding, of, percents, terms());
        boolean anyAmount = anyAmount(seller, of, buyer);
        int keep = anyAmount ? 0 : largestOther(of, holding, !chosen());
        for (int i = 0; i < bundles.size(); i++) {
            Sale s = new Sale(seller, holding, of, bundles.get(i), percents.get(i));
            int certSum = s.certs().stream().mapToInt(Certificate::percent).sum();
            if (s.president() && certSum > s.percent() && !partialAllowed(of, holding, certSum - s.percent())) {
                continue;
            }
            if (!anyAmount && (s.president() || holding.percentOf(of) - s.percent() < keep)) {
                continue;
            }
            out.add(s);
        }
        return out;
    }

    /** The largest of {@link #sales}, or {@code null}. */
    Sale largest(Investor seller, Corporation of, Corporation buyer) {
        List<Sale> all = sales(seller, of, buyer);
        return all.isEmpty() ? null : all.get(all.size() - 1);
    }

    /**
     * Whether a seller may sell any of its shares of {@code of}: its own unsold shares, shares of a
     * corporation it does not preside over, or of one outside the buyer's chain whose presidency is free.
     */
    private boolean anyAmount(Investor seller, Corporation of, Corporation buyer) {
        if (seller == of || of.president() != seller) {
            return true;
        }
        boolean inChain = of == buyer || game.shareRules().controls(of, buyer);
        return !inChain && !((ItalianShareRules) game.shareRules()).presidencyLocked(of);
    }

    /**
     * The most any other holder holds of {@code of}: every holder that could preside by the rulebook
     * (no presidency may change); in 18xx.games' test every player and every other corporation.
     */
    private int largestOther(Corporation of, ShareHolder holding, boolean rulebook) {
        int max = 0;
        for (ShareHolder h : otherHolders(of, holding)) {
            if (h instanceof Player || !rulebook || game.shareRules().canPreside(h, of)) {
                max = Math.max(max, h.percentOf(of));
            }
        }
        return max;
    }

    /** The players and open corporations other than {@code of} and {@code holding} that hold some of {@code of}. */
    private Set<ShareHolder> otherHolders(Corporation of, ShareHolder holding) {
        Set<ShareHolder> out = new LinkedHashSet<>();
        for (Certificate c : of.shares()) {
            ShareHolder h = c.holder();
            if (h != null && h != holding && h != of && (h instanceof Player || h instanceof Corporation k && !k.closed())) {
                out.add(h);
            }
        }
        return out;
    }

    /**
     * Whether part of a president's certificate may be sold, {@code back} percent of it staying with the
     * seller: the certificate goes to the pool or to a holder who takes the presidency, and the seller
     * takes his unsold part back in ordinary shares, from the pool or from that holder. So another holder
     * must be able to preside (at least the president's certificate), or the pool must hold that much.
     * 18xx.games asks only that another holder hold more than 10 % or the pool some: for a minor, whose
     * president's certificate is 40 %, a holder of 20 % does not take it, the pool has nothing to give
     * back and its own count of the seller's shares no longer matches his certificates.
     */
    private boolean partialAllowed(Corporation of, ShareHolder holding, int back) {
        int president = of.presidentsShare().percent();
        for (ShareHolder h : otherHolders(of, holding)) {
            if (h.percentOf(of) >= president && game.shareRules().canPreside(h, of)) {
                return true;
            }
        }
        int pool = 0;
        for (Certificate c : game.pool().certificatesOf(of)) {
            pool += c.president() ? 0 : c.percent();
        }
        return pool >= back;
    }

    /**
     * The corporations' sales on offer now: those of the first corporation of the chain that has any,
     * once the cash of the corporations before it is counted; of that corporation its shares of others
     * before its own. The rulebook sells each holding whole, and a corporation that has begun to sell
     * ({@code selling}) sells everything; 18xx.games offers every bundle that is not a share beyond the need.
     */
    List<Sale> corporateSales(Corporation buyer, Set<String> selling) {
        int need = cheapest(buyer);
        if (need < 0) {
            return List.of();
        }
        for (Corporation k : corporations(buyer)) {
            need -= k.cash();
            if (need <= 0 && !selling.contains(k.id())) {
                return List.of();
            }
            List<Sale> next = nextSales(k, buyer, need);
            if (!next.isEmpty()) {
                return next;
            }
        }
        return chosen() && need > 0 && amount < 0 ? smallestBeyondNeed(buyer) : List.of();
    }

    /**
     * Where every sale the chain could make brings a whole share more than is missing (18xx.games' limit in
     * {@link #nextSales}) and the director has nothing to sell, the nearest corporation with a sale makes its
     * smallest one: else the train could never be paid, nor the bankruptcy declared (its buying power counts
     * those sales).
     */
    private List<Sale> smallestBeyondNeed(Corporation buyer) {
        Player director = buyer.controller();
        if (director == null || !directorSales(director, buyer, Set.of()).isEmpty()) {
            return List.of();
        }
        for (Corporation k : corporations(buyer)) {
            Sale smallest = null;
            for (Corporation of : game.corporations()) {
                List<Sale> all = sales(k, of, buyer);
                if (!all.isEmpty() && (smallest == null || value(all.get(0)) < value(smallest))) {
                    smallest = all.get(0);
                }
            }
            if (smallest != null) {
                return List.of(smallest);
            }
        }
        return List.of();
    }

    /** What one corporation of the chain sells next: its shares of others, else its own unsold shares. */
    List<Sale> nextSales(Corporation k, Corporation buyer, int need) {
        List<Sale> others = new ArrayList<>();
        List<Sale> own = new ArrayList<>();
        for (Corporation of : game.corporations()) {
            List<Sale> all = sales(k, of, buyer);
            if (all.isEmpty()) {
                continue;
            }
            List<Sale> offered = new ArrayList<>();
            if (chosen()) {
                int price = of.sharePrice().price();
                for (Sale s : all) {
                    if (2 * value(s) < 2 * need + price) { // no whole share beyond the need
                        offered.add(s);
                    }
                }
            } else {
                offered.add(all.get(all.size() - 1));
            }
            (of == k ? own : others).addAll(offered);
        }
        return others.isEmpty() ? own : others;
    }

    /**
     * The cash of the chain's corporations up to the first that has shares to sell (18xx.games'
     * {@code emergency_cash_before_issuing}): what the buyer has before any corporation must sell.
     */
    int cashBeforeSales(Corporation buyer) {
        int need = cheapest(buyer);
        int total = 0;
        for (Corporation k : corporations(buyer)) {
            total += k.cash();
            need -= k.cash();
            if (need > 0 && !nextSales(k, buyer, need).isEmpty()) {
                return total;
            }
        }
        return total;
    }

    /**
     * The cash of the buyer and of every investor up its chain, the director included, up to the first
     * that has shares to sell within the need (18xx.games' {@code emergency_cash_before_selling}).
     */
    int cashBeforeSelling(Corporation buyer) {
        return walkBeforeSelling(buyer, null);
    }

    /**
     * The corporations of the chain whose holdings {@link #cashBeforeSelling} weighs for a sale, money still
     * short when it gets to them, nearest first (18xx.games looks every corporation up for each: {@link
     * HoldingsOrder}).
     */
    List<Corporation> weighedBeforeSelling(Corporation buyer) {
        List<Corporation> weighed = new ArrayList<>();
        walkBeforeSelling(buyer, weighed);
        return weighed;
    }

    private int walkBeforeSelling(Corporation buyer, List<Corporation> weighed) {
        int need = cheapest(buyer);
        int total = 0;
        List<ShareHolder> chain = new ArrayList<>();
        chain.add(buyer);
        chain.addAll(game.shareRules().chainOfControl(buyer));
        for (ShareHolder h : chain) {
            if (!(h instanceof Investor i)) {
                break;
            }
            total += i.cash();
            need -= i.cash();
            if (need <= 0) {
                continue;
            }
            if (weighed != null && i instanceof Corporation k) {
                weighed.add(k);
            }
            if (i instanceof Corporation k ? !nextSales(k, buyer, need).isEmpty() : sellsWithin(i, buyer, need)) {
                return total;
            }
        }
        return total;
    }

    /** Whether an investor has a sale for {@code buyer} that brings no whole share beyond {@code need}. */
    private boolean sellsWithin(Investor seller, Corporation buyer, int need) {
        for (Corporation of : game.corporations()) {
            for (Sale s : sales(seller, of, buyer)) {
                if (2 * value(s) < 2 * need + of.sharePrice().price()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The cash of every investor up the chain of control, the director included. */
    int chainCash(Corporation buyer) {
        int sum = 0;
        for (ShareHolder h : game.shareRules().chainOfControl(buyer)) {
            if (h instanceof Investor i) {
                sum += i.cash();
            }
        }
        return sum;
    }

    /**
     * What the director may sell: under the rulebook only once the corporations have sold what they must,
     * and only what is missing (no bundle with a share beyond it); 18xx.games anything he may sell.
     */
    List<Sale> directorSales(Player director, Corporation buyer, Set<String> selling) {
        List<Sale> out = new ArrayList<>();
        int need = cheapest(buyer) - buyer.cash() - chainCash(buyer);
        if (!chosen() && (need <= 0 || !corporateSales(buyer, selling).isEmpty())) {
            return out;
        }
        for (Corporation of : game.corporations()) {
            List<Sale> all = sales(director, of, buyer);
            for (Sale s : all) {
                int unit = of.sharePercent();
                // no share more than needed, unless no smaller sale exists (a whole president's certificate)
                if (chosen() || s.percent() <= unit || s == all.get(0)
                        || game.shareRules().saleValue(of, s.percent() - unit, terms()) < need) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    /**
     * After a sale by another than the buyer, the money comes down the chain: each investor from the
     * buyer's president up to the seller gives what is still missing of the cheapest train, as far as
     * its cash goes (18xx.games' sweep; RB 4.5.1 "unterstützt ... zuerst aus deren Betriebskapital").
     */
    void sweep(Corporation buyer, Investor seller) {
        if (seller == buyer) {
            return;
        }
        for (ShareHolder h : game.shareRules().chainOfControl(buyer)) {
            if (!(h instanceof Investor i)) {
                break;
            }
            int amount = Math.min(Math.max(cheapest(buyer) - buyer.cash(), 0), i.cash());
            if (amount > 0) {
                game.transfer(i, buyer, amount);
                game.logText("log.contributes", Names.of(i), game.format(amount), Names.of(buyer));
            }
            if (i == seller) {
                break;
            }
        }
    }
}
