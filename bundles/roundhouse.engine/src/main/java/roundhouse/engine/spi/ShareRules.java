package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The share rules of one game: transfers with presidency changes, sales and sale bundles,
 * certificate and holding limits, floating and capital. {@link Game} keeps the state (holders,
 * the pool, the market) and delegates here; a title replaces one rule by subclassing this class
 * and returning it from {@link Game#createShareRules()}.
 *
 * <p>Any {@link ShareHolder} can hold shares: players, corporations (their treasury, or shares of
 * other corporations), the IPO and the pool. A corporation's {@link Corporation#president()} is
 * the holder that controls it (a player, a corporation or, when its president's certificate lies
 * there, the pool); {@link Corporation#controller()} follows that chain up to a player.
 */
@org.osgi.annotation.versioning.ConsumerType
public class ShareRules {
    protected final Game game;

    public ShareRules(Game game) {
        this.game = game;
    }

    // ------------------------------------------------------------------ presidency

    /**
     * Whether a holder may become president of a corporation by holding the most of it: players
     * and other corporations that have not closed (1841), never the IPO, the pool or the corporation's own treasury.
     */
    public boolean canPreside(ShareHolder holder, Corporation corporation) {
        // a closed corporation has left the game: it presides over nothing it may still hold
        return holder instanceof Player || (holder instanceof Corporation c && c != corporation && !c.closed());
    }

    /**
     * Moves certificates of one corporation and settles the presidency (1830 §4.5): the
     * certificates move first in the listed order; if another holder now holds strictly more than
     * the president, the presidency changes (see {@link #settlePresidency}). A partial sale (the
     * listed certificates exceed {@code percent}) then takes the pool's first certificates of
     * that corporation back to the seller.
     *
     * @param percent the percent really transferred (the sum of {@code certs} unless partial)
     */
    public void transferShares(List<Certificate> certs, ShareHolder to, int percent, boolean allowPresidentChange) {
        Presidency.transfer(this, game, certs, to, percent, allowPresidentChange);
    }

    /**
     * Re-checks who is president after holdings changed: the holder with the most percent takes
     * over if he holds strictly more than {@code previous} and at least the president's certificate;
     * among several with that most, {@link #breakPresidencyTie} picks one. The new president's
     * first ordinary certificates worth the president's certificate go to the old president if he
     * still holds at least that much, else to the pool, and he receives the president's certificate.
     */
    public void settlePresidency(Corporation corporation, ShareHolder previous) {
        Presidency.settle(this, game, corporation, previous);
    }


    /**
     * Hook: the certificates a new president gives for the president's certificate, in the order he gives
     * them (default: all he holds, in his order; 1854: never a share under an option, A-9).
     */
    protected List<Certificate> swapCertificates(ShareHolder newPresident, Corporation corporation) {
        return newPresident.certificatesOf(corporation);
    }


    /**
     * Picks the new president among holders with the same, largest percent. Default (1830 §4.5):
     * players before corporations; players by distance in the order of play after the previous
     * president's controlling player (from the first in the order when there is none);
     * corporations in the title's list order. Override for cash order or another rule.
     */
    protected ShareHolder breakPresidencyTie(Corporation corporation, ShareHolder previous, List<ShareHolder> tied) {
        List<Player> order = game.playerOrder();
        Player from = previous == null ? null : previous.controller();
        int start = from == null ? -1 : order.indexOf(from);
        ShareHolder best = null;
        int bestRank = Integer.MAX_VALUE;
        for (ShareHolder h : tied) {
            int rank;
            if (h instanceof Player p) {
                int i = order.indexOf(p);
                rank = start < 0 ? i : Math.floorMod(i - start, order.size());
            } else {
                rank = order.size() + game.corporations().indexOf((Corporation) h);
            }
            if (rank < bestRank) {
                bestRank = rank;
                best = h;
            }
        }
        return best;
    }

    // ------------------------------------------------------------------ limits

    /**
     * Hook: the holders whose certificates count toward {@code holder}'s certificate limit. Default
     * (1830, and 1841 RB 3.5.2: a player's own certificates): the holder alone. A title whose limit
     * counts what the controlled corporations hold returns {@link #controlGroup(ShareHolder)}.
     */
    protected List<ShareHolder> certificateGroup(ShareHolder holder) {
        return List.of(holder);
    }

    /**
     * Hook: the holders whose percent of a corporation counts toward {@code holder}'s holding limit.
     * Default: the holder alone. 1841 (RB 3.5.4: a player together with every corporation he
     * controls may hold at most 60 %) returns {@link #controlGroup(ShareHolder)}.
     */
    protected List<ShareHolder> holdingGroup(ShareHolder holder) {
        return List.of(holder);
    }

    /**
     * Hook: how many certificates of other corporations a corporation may hold. Default: no limit.
     * 1841 (RB 3.5.2): five; its own shares, in its IPO, never count.
     */
    protected int corporationCertificateLimit(Corporation corporation) {
        return Integer.MAX_VALUE;
    }

    /**
     * A holder's controlling player (the holder itself if a player) followed by every corporation
     * that player controls through the chain of presidents.
     */
    public List<ShareHolder> controlGroup(ShareHolder holder) {
        Player top = holder.controller();
        List<ShareHolder> out = new ArrayList<>();
        if (top == null) {
            out.add(holder);
            return out;
        }
        out.add(top);
        for (Corporation c : game.corporations()) {
            if (c.president() != null && c.controller() == top) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The holders that control a corporation, nearest first: its president, that holder's president,
     * and so on up to the controlling player (1841: A presides B, B presides C gives C's chain [B, A,
     * player]). Empty without a president; the chain stops at a holder that presides nothing (the
     * pool) and before it would come round to a holder already in it (circular control).
     */
    public List<ShareHolder> chainOfControl(Corporation corporation) {
        List<ShareHolder> out = new ArrayList<>(2);
        ShareHolder h = corporation.president();
        while (h != null && h != corporation && !out.contains(h)) {
            out.add(h);
            h = h instanceof Corporation c ? c.president() : null;
        }
        return out;
    }

    /** Whether {@code holder} presides over {@code corporation}, directly or through a chain of presidents. */
    public boolean controls(ShareHolder holder, Corporation corporation) {
        return chainOfControl(corporation).contains(holder);
    }

    /**
     * Whether a corporation is frozen: it has been started, and its chain of control ends in the pool
     * (its president's certificate, or that of a corporation above it, lies there: 1841 RB 4.5.1.1)
     * or comes round in a circle. Nobody decides for a frozen corporation: it takes no part in the
     * game (its operating turn passes, {@link roundhouse.engine.spi.step.OperatingRound#frozenTurn})
     * until a player or a corporation buys the president's certificate back.
     */
    public boolean frozen(Corporation corporation) {
        if (corporation.closed() || corporation.president() == null) {
            return false;
        }
        List<ShareHolder> chain = chainOfControl(corporation);
        ShareHolder top = chain.get(chain.size() - 1);
        if (top instanceof SharePool) {
            return true;
        }
        if (top instanceof Corporation c && c.president() == null) {
            return frozen(c); // a title may freeze a corporation without a president (1841's SFLi)
        }
        return top instanceof Corporation c && c.president() != null
                && (c.president() == corporation || chain.contains(c.president()));
    }

    /**
     * Hook: whether a corporation's IPO is its treasury, so that it sells its unsold shares itself and
     * the bank pays it for them (1841 RB 4.7.1). Default: no, the IPO is the bank's (1830).
     */
    public boolean ipoIsTreasury(Corporation corporation) {
        return false;
    }

    /**
     * The holder whose certificates {@code seller} sells of {@code corporation}: its IPO when the
     * seller is that corporation and {@link #ipoIsTreasury} says so, else the seller itself.
     */
    public ShareHolder sellingHolder(ShareHolder seller, Corporation corporation) {
        return seller == corporation && ipoIsTreasury(corporation) ? corporation.ipo() : seller;
    }

    /** Who is paid for what {@code seller} sells: the seller, or the corporation for its IPO under {@link #ipoIsTreasury}. */
    protected CashHolder proceedsTo(ShareHolder seller) {
        if (seller instanceof Ipo ipo && ipoIsTreasury(ipo.corporation())) {
            return ipo.corporation();
        }
        return seller instanceof CashHolder cash ? cash : null;
    }

    /**
     * The certificate limit of a holder: the title's for players, {@link #corporationCertificateLimit}
     * for a corporation, none for anyone else.
     */
    public int certificateLimit(ShareHolder holder) {
        if (holder instanceof Player) {
            return game.certLimit();
        }
        return holder instanceof Corporation c ? corporationCertificateLimit(c) : Integer.MAX_VALUE;
    }

    /**
     * Certificates counting toward the limit of {@code holder} over its {@link #certificateGroup}:
     * shares of corporations outside yellow/orange/brown (a corporation's own shares never count for
     * it), plus a player's privates that {@link #countsForCertLimit(PrivateCompany) count}.
     */
    public int certificateCount(ShareHolder holder) {
        int n = 0;
        for (ShareHolder h : certificateGroup(holder)) {
            for (Certificate c : h.certificates()) {
                if (c.corporation() != h && countsForCertLimit(c)) {
                    n++;
                }
            }
            if (h instanceof Player p) {
                for (PrivateCompany company : p.companies()) {
                    if (countsForCertLimit(company)) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    /**
     * Hook: whether a private a player holds counts toward his certificate limit. Default: yes (1830
     * R 4.1). 1841's concessions do not count (digest §1); a title whose privates do not count
     * returns {@code false}, and a private bought from a player then needs no room under the limit.
     */
    public boolean countsForCertLimit(PrivateCompany company) {
        return true;
    }

    /** Whether one certificate counts toward a limit: not while its price is in a zone outside it. */
    protected boolean countsForCertLimit(Certificate c) {
        SharePrice price = c.corporation().sharePrice();
        return price == null || price.countsForCertLimit();
    }

    /**
     * Whether {@code holder} (with its {@link #holdingGroup}) may hold {@code extraPercent} more of a corporation.
     * A title's override keeps that a group holding none of a corporation is within its limit: {@link #overLimits}
     * weighs only the corporations the group holds.
     */
    public boolean holdingOk(ShareHolder holder, Corporation corporation, int extraPercent) {
        if (!corporation.priced()) {
            return true; // a minor is owned outright: its one certificate is 100%
        }
        SharePrice price = corporation.sharePrice();
        if (price != null && !price.holdingLimitApplies()) {
            return true;
        }
        int held = 0;
        for (ShareHolder h : holdingGroupOf(holder)) {
            if (h != corporation) {
                held += h.percentOf(corporation);
            }
        }
        return held + extraPercent <= game.rules().holdingLimit();
    }

    /** Whether a holder is over the certificate limit or a holding limit (must sell, 1830 §4.8). */
    public boolean overLimits(ShareHolder holder) {
        if (certificateCount(holder) > certificateLimit(holder)) {
            return true;
        }
        // one holding group for all the corporations asked about: nothing changes while they are
        groupHolder = holder;
        try {
            // only the corporations the group holds: of any other it holds nothing, within every limit
            java.util.Set<Corporation> weighed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            for (ShareHolder h : holdingGroupOf(holder)) {
                for (Certificate cert : h.certificates()) {
                    if (weighed.add(cert.corporation()) && !holdingOk(holder, cert.corporation(), 0)) {
                        return true;
                    }
                }
            }
            return false;
        } finally {
            groupHolder = null;
            group = null;
        }
    }

    /** While {@link #overLimits} asks: its holder, and that holder's {@link #holdingGroup} once found. */
    private ShareHolder groupHolder;
    private List<ShareHolder> group;

    private List<ShareHolder> holdingGroupOf(ShareHolder holder) {
        if (holder != groupHolder) {
            return holdingGroup(holder);
        }
        if (group == null) {
            group = holdingGroup(holder);
        }
        return group;
    }

    /** Percent of a corporation in players' hands. */
    public int playerPercent(Corporation corporation) {
        int sum = 0;
        for (Player p : game.players()) {
            sum += p.percentOf(corporation);
        }
        return sum;
    }

    /**
     * Percent of a corporation held by investors: players, and corporations other than itself (1841);
     * not its IPO, the pool or its own treasury.
     */
    public int investorPercent(Corporation corporation) {
        int sum = playerPercent(corporation);
        for (Corporation c : game.corporations()) {
            if (c != corporation) {
                sum += c.percentOf(corporation);
            }
        }
        return sum;
    }

    /**
     * Sold out (its price rises at the end of a stock round): a priced corporation wholly in investors'
     * hands ({@link #investorPercent}; where only players hold shares, wholly in players' hands).
     */
    public boolean soldOut(Corporation corporation) {
        return corporation.sharePrice() != null && investorPercent(corporation) == 100;
    }

    /** Value of certificates at the current price: price x percent / share unit. */
    public int shareValue(Corporation corporation, int percent) {
        SharePrice price = corporation.sharePrice();
        return price == null ? 0 : price.price() * percent / corporation.sharePercent();
    }

    // ------------------------------------------------------------------ sales

    /**
     * Checks a sale of certificates by a holder to the pool (1830 §4.4, §4.5).
     *
     * @return {@code null} if legal, else the reason naming the rule
     */
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent) {
        return checkSale(seller, certs, percent, true);
    }

    /** As {@link #checkSale(ShareHolder, List, int)}; without {@code explain} a refusal is just non-null (no message built). */
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent, boolean explain) {
        return saleRefusal(seller, certs, percent, SaleTerms.MARKET, explain);
    }

    /**
     * Checks a sale on the given terms: an ordinary sale ({@link SaleTerms#market()}) as
     * {@link #checkSale(ShareHolder, List, int, boolean)}, which a title may override; other terms may
     * lift the pool's limit and the presidency rule.
     */
    public String checkSale(ShareHolder seller, List<Certificate> certs, int percent, SaleTerms terms, boolean explain) {
        return terms.market() ? checkSale(seller, certs, percent, explain) : saleRefusal(seller, certs, percent, terms, explain);
    }

    private String saleRefusal(ShareHolder seller, List<Certificate> certs, int percent, SaleTerms terms, boolean explain) {
        if (certs.isEmpty()) {
            return explain ? EngineText.get("refuse.sell.none") : Game.NO;
        }
        Corporation corporation = certs.get(0).corporation();
        int certSum = 0;
        boolean president = false;
        for (Certificate c : certs) {
            if (c.corporation() != corporation) {
                return explain ? cite(RuleKey.SHARE_SALE_ONE_CORPORATION, EngineText.get("refuse.sell.oneCorporation")) : Game.NO;
            }
            if (c.holder() != seller) {
                return explain ? EngineText.get("refuse.sell.notHeld", seller.holderName(), Names.share(c)) : Game.NO;
            }
            certSum += c.percent();
            president |= c.president();
        }
        if (corporation.sharePrice() == null) {
            return cite(RuleKey.SHARE_SALE_NO_PAR, EngineText.get("refuse.sell.noPar", corporation));
        }
        int unit = corporation.sharePercent();
        if (percent <= 0 || percent % unit != 0 || percent > certSum) {
            return explain ? EngineText.get("refuse.sell.percent", percent, certSum) : Game.NO;
        }
        if (percent < certSum) {
            Certificate pres = corporation.presidentsShare();
            if (!president || certSum - percent >= pres.percent()) {
                return explain ? cite(RuleKey.SHARE_SALE_SPLIT_PRESIDENT, EngineText.get("refuse.sell.splitPresident")) : Game.NO;
            }
        }
        if (terms.poolLimit() && game.pool().percentOf(corporation) + percent > game.rules().poolShareLimit()) {
            return explain ? cite(RuleKey.SHARE_POOL_LIMIT,
                    EngineText.get("refuse.sell.poolLimit", game.rules().poolShareLimit(), corporation)) : Game.NO;
        }
        if (president && terms.presidencyRule() && !anotherCanPreside(corporation, seller, seller.percentOf(corporation) - percent)) {
            return explain ? cite(RuleKey.SHARE_SALE_PRESIDENCY,
                    EngineText.get("refuse.sell.presidency", corporation)) : Game.NO;
        }
        return null;
    }

    /** A refusal citing the title's section for the rule, if it maps one. */
    protected String cite(String rule, String message) {
        return RuleSections.text(game.data(), rule, message);
    }

    /** Whether a holder other than {@code seller} holds at least the president's certificate and more than {@code remaining}. */
    private boolean anotherCanPreside(Corporation corporation, ShareHolder seller, int remaining) {
        int need = corporation.presidentsShare().percent();
        List<Certificate> shares = corporation.shares();
        for (int i = 0; i < shares.size(); i++) {
            ShareHolder h = shares.get(i).holder();
            if (h != seller && h != null && canPreside(h, corporation) && !Presidency.seenBefore(shares, i, h)) {
                int pc = h.percentOf(corporation);
                if (pc >= need && pc > remaining) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Hook: the terms of a kind of sale. Default: every sale is an ordinary one ({@link SaleTerms#MARKET});
     * 1841 sells for emergency money and in bankruptcy at half price (RB 4.5.1).
     */
    public SaleTerms saleTerms(SaleTerms.Kind kind) {
        return SaleTerms.MARKET;
    }

    /** What a sale of {@code percent} of a corporation pays on the given terms, at the current price. */
    public int saleValue(Corporation corporation, int percent, SaleTerms terms) {
        SharePrice price = corporation.sharePrice();
        return price == null ? 0 : terms.value(price.price(), percent, corporation.sharePercent());
    }

    /** Sells certificates to the pool: the bank pays the seller at the price before the sale, then the price drops. */
    public void sellShares(ShareHolder seller, List<Certificate> certs, int percent) {
        sell(seller, certs, percent, SaleTerms.MARKET);
    }

    /**
     * Sells certificates on the given terms: an ordinary sale as {@link #sellShares(ShareHolder, List, int)},
     * which a title may override; otherwise the bank pays {@link #saleValue} and the price moves only if
     * the terms say so.
     */
    public void sellShares(ShareHolder seller, List<Certificate> certs, int percent, SaleTerms terms) {
        if (terms.market()) {
            sellShares(seller, certs, percent);
        } else {
            sell(seller, certs, percent, terms);
        }
    }

    private void sell(ShareHolder seller, List<Certificate> certs, int percent, SaleTerms terms) {
        Corporation corporation = certs.get(0).corporation();
        int value = saleValue(corporation, percent, terms);
        transferShares(certs, game.pool(), percent, true);
        CashHolder paid = proceedsTo(seller);
        if (paid != null) {
            game.transfer(game.bank(), paid, value);
        }
        String who = paid instanceof ShareHolder h ? h.holderName() : seller.holderName(); // a corporation for its IPO
        game.logText("log.sells", who, percent, Names.of(corporation), game.format(value));
        if (terms.priceMoves()) {
            dropPrice(corporation, percent);
        }
    }

    /** Price movement after a sale, per {@link Rules#sellMovement()}: per share unit sold, or per sale. */
    protected void dropPrice(Corporation corporation, int percent) {
        int units = percent / corporation.sharePercent();
        StockMarket market = game.market();
        switch (game.rules().sellMovement()) {
            case LEFT_SHARE -> {
                for (int i = 0; i < units; i++) {
                    market.moveLeft(corporation);
                }
            }
            case DOWN_BLOCK -> market.moveDown(corporation);
            case NONE -> {
            }
            case DOWN_SHARE -> {
                for (int i = 0; i < units; i++) {
                    market.moveDown(corporation);
                }
            }
        }
    }

    /**
     * Every legal sale of one corporation by a holder, smallest first: each amount his ordinary
     * certificates make up (of mixed sizes, as 1844's SBB 5 % and 10 % ones, every amount they add up
     * to, not only the first k in the order held), then the president's certificate (partially when
     * needed).
     */
    public List<List<Certificate>> saleBundles(ShareHolder seller, Corporation corporation, List<Integer> percents) {
        return bundles(seller, corporation, percents, SaleTerms.MARKET);
    }

    /**
     * Every legal sale of one corporation by a holder on the given terms: for an ordinary sale
     * {@link #saleBundles(ShareHolder, Corporation, List)}, which a title may override.
     */
    public List<List<Certificate>> saleBundles(ShareHolder seller, Corporation corporation, List<Integer> percents,
            SaleTerms terms) {
        return terms.market() ? saleBundles(seller, corporation, percents) : bundles(seller, corporation, percents, terms);
    }

    private List<List<Certificate>> bundles(ShareHolder seller, Corporation corporation, List<Integer> percents,
            SaleTerms terms) {
        List<List<Certificate>> out = new ArrayList<>();
        if (corporation.sharePrice() == null) {
            return out;
        }
        List<Certificate> ordinary = new ArrayList<>();
        Certificate pres = null;
        for (Certificate c : seller.certificatesOf(corporation)) {
            if (c.president()) {
                pres = c;
            } else {
                ordinary.add(c);
            }
        }
        int unit = corporation.sharePercent();
        for (Map.Entry<Integer, List<Certificate>> amount : CertificateSums.amounts(ordinary).entrySet()) {
            if (checkSale(seller, amount.getValue(), amount.getKey(), terms, false) == null) {
                out.add(amount.getValue());
                percents.add(amount.getKey());
            }
        }
        int sum = ordinary.stream().mapToInt(Certificate::percent).sum();
        if (pres != null) {
            // the president sells his ordinary certificates first; beyond them the president's
            // certificate goes, split when the amount needs it (1830 §4.5)
            List<Certificate> all = new ArrayList<>(ordinary);
            all.add(pres);
            for (int pct = sum + unit; pct <= sum + pres.percent(); pct += unit) {
                if (checkSale(seller, all, pct, terms, false) == null) {
                    out.add(all);
                    percents.add(pct);
                }
            }
        }
        return out;
    }


    // ------------------------------------------------------------------ par, float, capital

    /** Sets a corporation's par price and puts its marker on the market (or at its float, {@link #marketMarkerOnFloat}). */
    public void setPar(Corporation corporation, SharePrice par) {
        corporation.setParPrice(par);
        if (!marketMarkerOnFloat()) {
            game.market().place(corporation, par);
        }
    }

    /**
     * Hook: whether the market marker goes onto the par cell only when the corporation floats, below the
     * markers already there (1854 "Inbetriebnahme"); until then its par alone prices its shares. Default:
     * when the par is set (1830).
     */
    protected boolean marketMarkerOnFloat() {
        return false;
    }

    /**
     * Floats the corporation if enough has left the IPO (1830 §2.2); pays capital per the rules. A
     * priced corporation floats only after its par price is set; one without a share price (a
     * minor with a single certificate) as soon as its certificate has left the IPO.
     */
    public void checkFloat(Corporation corporation) {
        if (corporation.floated() || (corporation.priced() && corporation.parPrice() == null)) {
            return;
        }
        int inIpo = corporation.ipo().percentOf(corporation);
        if (100 - inIpo >= corporation.floatPercent()) {
            corporation.setFloated(true);
            if (corporation.sharePrice() == null && corporation.parPrice() != null) {
                game.market().place(corporation, corporation.parPrice()); // marketMarkerOnFloat
            }
            game.logText("log.floats", Names.of(corporation));
            if (game.rules().capitalization() == Rules.Capitalization.FULL && game.capitalOnFloat()) {
                payCapital(corporation);
            }
        }
    }

    /**
     * Full capitalisation: par x {@link Corporation#capitalUnits()} (companies.json {@code capital_units},
     * default 100 / share unit), nothing for a corporation without a par price.
     */
    public int capital(Corporation corporation) {
        SharePrice par = corporation.parPrice();
        return par == null ? 0 : par.price() * corporation.capitalUnits();
    }

    /** Pays full capitalisation from the bank. */
    public void payCapital(Corporation corporation) {
        int amount = capital(corporation);
        game.transfer(game.bank(), corporation, amount);
        game.capitalPaid.add(corporation.id());
        if (amount > 0) {
            // a corporation without a par price (1854's locals, opened in the auction) receives nothing here
            game.logText("log.receives", Names.of(corporation), game.format(amount));
        }
    }
}
