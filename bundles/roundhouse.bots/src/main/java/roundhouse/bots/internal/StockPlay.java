package roundhouse.bots.internal;

import java.util.Comparator;
import java.util.List;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/** The greedy bot's decisions as a player: auctions, stock rounds, forced sales. */
final class StockPlay {
    /** Cash a player keeps after buying a private in the auction, to par a company afterwards. */
    private static final double AUCTION_KEEP = 0.4;
    private final GameState state;
    private final PlayerView me;
    private final List<LegalAction> legal;
    private final Random rnd;

    StockPlay(GameState state, PlayerView me, List<LegalAction> legal, Random rnd) {
        this.state = state;
        this.me = me;
        this.legal = legal;
        this.rnd = rnd;
    }

    Action choose() {
        List<LegalAction> bankrupt = Choices.ofType(legal, "bankrupt");
        if (!bankrupt.isEmpty() && legal.size() == bankrupt.size()) {
            return bankrupt.get(0).action();
        }
        if (!Choices.ofType(legal, "bid").isEmpty()) {
            return auction();
        }
        List<LegalAction> sales = Choices.ofType(legal, "sell_shares");
        List<LegalAction> buys = Choices.ofType(legal, "buy_shares");
        List<LegalAction> pars = Choices.ofType(legal, "par");
        boolean mustSell = !sales.isEmpty() && (Choices.pass(legal) == null
                || (buys.isEmpty() && pars.isEmpty() && me.certificateCount() > me.certificateLimit()));
        if (mustSell) {
            // the smallest sale of the company the player leads least
            return GreedyBot.sorted(sales, Comparator.comparingInt(l -> Choices.number(l.action(), "percent")))
                    .get(0).action();
        }
        List<LegalAction> redeem = Choices.ofType(legal, "redeem_option");
        if (!redeem.isEmpty()) {
            return redeem.get(0).action(); // a share held on an option is paid up first (1854: it must be)
        }
        LegalAction buy = bestBuy(buys, true);
        if (buy != null) {
            return buy.action();
        }
        LegalAction option = optionToFloat();
        if (option != null) {
            return option.action();
        }
        LegalAction concession = pars.isEmpty() && !leadsUnfloated() ? concessionToStart() : null;
        if (concession != null) {
            return concession.action();
        }
        if (!pars.isEmpty() && !leadsUnfloated()) {
            LegalAction par = bestPar(pars);
            if (par != null) {
                return par.action();
            }
        }
        buy = bestBuy(buys, false);
        if (buy != null) {
            return buy.action();
        }
        return GreedyBot.fallback(legal);
    }

    /**
     * An option on a share of its own company that floats it, when it cannot buy one outright (1854's
     * option markers: the price of 10 % now, the rest in the next stock round).
     */
    private LegalAction optionToFloat() {
        for (LegalAction l : Choices.ofType(legal, "take_option")) {
            List<?> shares = (List<?>) l.action().args().get("shares");
            CompanyView c = shares == null || shares.isEmpty() ? null
                    : GreedyBot.companyOfCertificate(state, String.valueOf(shares.get(0)));
            if (c != null && me.id().equals(c.owner()) && !c.floated()) {
                return l;
            }
        }
        return null;
    }

    /**
     * A concession from the bank, when the player has no company to start and can pay for one and for
     * starting its corporation at the lowest par (1841: concessions nobody bid on are sold at L.50 from
     * the second stock round).
     */
    private LegalAction concessionToStart() {
        int lowestPar = Integer.MAX_VALUE;
        for (var cell : state.market().cells()) {
            if (cell.par()) {
                lowestPar = Math.min(lowestPar, cell.price());
            }
        }
        List<LegalAction> fromBank = new java.util.ArrayList<>();
        for (LegalAction l : Choices.ofType(legal, "buy_company")) {
            CompanyView c = GreedyBot.company(state, l.action().string("company"));
            int price = l.amount() == null ? Choices.number(l.action(), "price") : l.amount().min();
            if (c != null && c.owner() == null && lowestPar != Integer.MAX_VALUE && me.cash() >= price + 2 * lowestPar) {
                fromBank.add(l);
            }
        }
        return fromBank.isEmpty() ? null : fromBank.get(rnd.nextInt(fromBank.size()));
    }

    /** The price of a share: the market's, or the par price before the company has a place on the market. */
    static int price(CompanyView c) {
        return c.sharePrice() > 0 ? c.sharePrice() : c.parPrice();
    }

    /**
     * Buy the private the game offers at face value; bid on others only up to their face value; of
     * the first lots it may take at one price, one drawn by the seed.
     */
    private Action auction() {
        double budget = me.cash() * (1 - AUCTION_KEEP);
        List<LegalAction> cheapestFirst = new java.util.ArrayList<>();
        int firstPrice = -1;
        for (LegalAction l : Choices.ofType(legal, "bid")) {
            int price = l.amount() == null ? Choices.number(l.action(), "price") : l.amount().min();
            CompanyView c = GreedyBot.company(state, l.action().string("company"));
            int face = c == null ? price : c.faceValue();
            if (price <= budget && (l.amount() == null || price <= face) && (firstPrice < 0 || price == firstPrice)) {
                firstPrice = price;
                cheapestFirst.add(l);
            }
        }
        if (cheapestFirst.isEmpty()) {
            return GreedyBot.fallback(legal);
        }
        // lots alike in price go by the seed, not by their order (18Mag's draft of free minors: the first
        // seat took minor 1 in every game and won every greedy game)
        return Choices.complete(cheapestFirst.get(rnd.nextInt(cheapestFirst.size())));
    }

    /** Whether the player is president of a parred company that has not floated yet (float it first). */
    private boolean leadsUnfloated() {
        for (CompanyView c : state.companies()) {
            if (c.kind() != CompanyView.Kind.PRIVATE && me.id().equals(c.owner()) && !c.floated() && !c.closed()) {
                return true;
            }
        }
        return false;
    }

    /** The highest par price at which the player can also buy the shares to float the company. */
    private LegalAction bestPar(List<LegalAction> pars) {
        LegalAction best = null;
        int bestPrice = 0;
        List<String> corporations = pars.stream().map(l -> l.action().string("corporation")).distinct().toList();
        String pick = corporations.get(rnd.nextInt(corporations.size()));
        for (LegalAction l : pars) {
            int price = parPrice(l.action());
            boolean ok = price > 0 && price * 4 <= me.cash();
            if (l.action().string("corporation").equals(pick) && ok && price > bestPrice) {
                best = l;
                bestPrice = price;
            }
        }
        return best;
    }

    /** The par price of a par action: the leading number of its share price id. */
    static int parPrice(Action a) {
        String sp = a.string("share_price");
        if (sp == null) {
            return 0;
        }
        try {
            return Integer.parseInt(sp.split(",")[0].trim());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * Own companies first (float them, then hold up to the limit); with {@code ownOnly} false,
     * the floated company that earned most per share price.
     */
    private LegalAction bestBuy(List<LegalAction> buys, boolean ownOnly) {
        LegalAction best = null;
        double bestScore = 0;
        for (LegalAction l : buys) {
            List<?> shares = (List<?>) l.action().args().get("shares");
            if (shares == null || shares.isEmpty() || l.amount() != null) {
                continue; // a price to agree (a trade with another player, 1841) is no market purchase
            }
            CompanyView c = GreedyBot.companyOfCertificate(state, String.valueOf(shares.get(0)));
            if (c == null || price(c) <= 0) {
                continue;
            }
            boolean mine = me.id().equals(c.owner());
            double score;
            if (ownOnly) {
                if (!mine) {
                    continue;
                }
                score = (c.floated() ? 1 : 2) * 1000.0 - price(c);
            } else {
                if (!c.floated() || c.lastRevenue() <= 0 || wouldTakeOver(c)) {
                    continue;
                }
                score = c.lastRevenue() / (double) price(c);
            }
            if (score > bestScore) {
                best = l;
                bestScore = score;
            }
        }
        return best;
    }

    /** Buying into another player's company is for dividends, not to inherit its debts. */
    private boolean wouldTakeOver(CompanyView c) {
        int mine = 0;
        for (CertificateView cert : me.certificates()) {
            if (cert.company().equals(c.id())) {
                mine += cert.percent();
            }
        }
        return mine + 10 >= c.shares().getOrDefault(c.owner(), 0) && c.trains().isEmpty();
    }
}
