package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.Questions;

/**
 * Two majors or two minors in the middle of forming a major (RB 4.7.4, 4.7.5): the price, the assets,
 * the exchange holder by holder (questions where a holder chooses), the checks, the stations, and the
 * old corporations leaving. Its questions keep it in a field, so a copy of the game copies it. The Tuscan
 * merge runs the same merger with its own decider, checks, stations and end ({@link TuscanMerger}).
 */
class ItalianMerger {
    /** RB 4.7.4: at most five tokens. */
    static final int MAX_TOKENS = 5;

    final ItalianGame game;
    final Corporation a;
    final Corporation b;
    final Corporation t;
    /** The player who decides for the operating corporation; he begins the exchange. */
    final Player decider;
    final Merger merger;
    /** Holders of at least 10 % of the two together, in the order of the exchange, listed before any asset moved. */
    private List<ShareHolder> holders = List.of();
    /** Those still to exchange in the current pass. */
    private final List<ShareHolder> queue = new ArrayList<>();
    private boolean secondPass;
    private final Set<String> circularBefore = new HashSet<>();
    /** A hex where one corporation holds one city and the other the other (yellow Torino, Firenze), or {@code null}. */
    private String sharedHex;
    /** Tokens counted twice: the second station in one city, one of two on a shared hex. */
    private int duplicates;
    private int totalTokens;

    ItalianMerger(ItalianGame game, Corporation a, Corporation b, Corporation t, Player decider) {
        this.game = game;
        this.a = a;
        this.b = b;
        this.t = t;
        this.decider = decider;
        this.merger = new Merger(game, List.of(a, b), t, new ItalianMergerTerms(game.minor(a)));
    }

    /** The operating corporation {@code a} and its partner {@code b} form {@code t}: the price first. */
    static ItalianMerger start(ItalianGame game, Questions questions, Corporation a, Corporation b, Corporation t) {
        ItalianMerger m = new ItalianMerger(game, a, b, t, a.controller());
        for (Corporation c : MergeRules.circular(game)) {
            m.circularBefore.add(c.id());
        }
        m.price(questions);
        return m;
    }

    /** The new major's price, or the question which of two it is. */
    void price(Questions questions) {
        ItalianMergerTerms.logText(game, "log.merger.start", Names.of(a), Names.of(b), Names.of(t));
        List<SharePrice> prices = MergeRules.prices(game, a, b);
        if (prices.size() == 1) {
            begin(questions, prices.get(0));
        } else {
            questions.askFirst(new MergerPrice(this, prices.get(0), prices.get(1)));
        }
    }

    /** Who chooses between two prices above L.250: the director of the operating corporation (RB 4.7.4). */
    Entity priceChooser() {
        return a;
    }

    /**
     * Whether a player may buy the new president's certificate with his old shares (18xx.games, digest
     * 6.2, {@link T1841Title#MERGER_PRESIDENT_UPGRADE}; RB 4.7.4 has no such purchase).
     */
    boolean presidencyForOldShares() {
        return game.option(T1841Title.MERGER_PRESIDENT_UPGRADE);
    }

    /** Starts the new major on its cell, moves the assets and begins the exchange. */
    void begin(Questions questions, SharePrice cell) {
        merger.startAt(cell);
        t.setFloated(true);
        game.capitalSettled(t);
        ItalianMergerTerms.logText(game, "log.merger.price", Names.of(t), game.format(cell.price()));
        if (HoldingsOrder.kept(game)) {
            game.holdingsOrder().holderListLook(game, decider, List.of(a, b));
        }
        holders = MergeRules.holders(game, decider, List.of(a, b), 10);
        sharedHex = sharedHex();
        int[] dropped = new int[1];
        ((ItalianShareRules) game.shareRules()).unlockedBy(T1841Title.MERGER_TAKES_LOCKED_PRESIDENCY, () -> {
            Merger.Assets fromA = merger.moveAssets(a);
            Merger.Assets fromB = merger.moveAssets(b);
            dropped[0] = fromB.droppedStations().size();
            if (HoldingsOrder.kept(game)) {
                game.holdingsOrder().moved(a, t, fromA.certificates());
                game.holdingsOrder().moved(b, t, fromB.certificates());
            }
        });
        game.closedHoldings().handOver(a, t);
        game.closedHoldings().handOver(b, t);
        duplicates = dropped[0];
        if (game.minor(a)) {
            for (ShareHolder h : holders) {
                terms().exchangeWithoutChoice(merger, h);
            }
            finishExchange(questions);
            return;
        }
        for (ShareHolder h : holders) {
            if (ItalianMergerTerms.oldPercent(merger, h) >= 20) {
                queue.add(h);
            }
        }
        next(questions);
    }

    /** A hex where a station of {@code b} shares a tile with one of {@code a} in another city. */
    private String sharedHex() {
        if (game.board() == null) {
            return null;
        }
        List<String> ofA = game.board().tokensOf(a.id());
        for (String city : game.board().tokensOf(b.id())) {
            String hex = game.board().hexOfCity(city);
            for (String other : ofA) {
                if (!other.equals(city) && hex.equals(game.board().hexOfCity(other))) {
                    return hex;
                }
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ exchange

    private ItalianMergerTerms terms() {
        return (ItalianMergerTerms) merger.terms();
    }

    /** Exchanges holder after holder, stopping at one who chooses. */
    void next(Questions questions) {
        while (!queue.isEmpty()) {
            ShareHolder h = queue.get(0);
            List<String> choices = choices(h);
            if (choices.size() > 1) {
                questions.askFirst(new MergerExchange(this, h, choices));
                return;
            }
            exchange(h, choices.get(0));
        }
        if (!secondPass) {
            secondPass = true;
            for (ShareHolder h : holders) {
                if (ItalianMergerTerms.oldPercent(merger, h) >= 10) {
                    queue.add(h);
                }
            }
            next(questions);
            return;
        }
        finishExchange(questions);
    }

    /** Pass 1: "pres" or "no"; pass 2: "cash", "pres", "full" (digest 6.2), as open to {@code h} now. */
    List<String> choices(ShareHolder h) {
        int tp = ItalianMergerTerms.oldPercent(merger, h);
        boolean presFree = t.presidentsShare().holder() == t.ipo();
        List<String> out = new ArrayList<>();
        if (!secondPass) {
            if (h instanceof Player p && presidencyForOldShares() && tp < 40 && presFree && p.cash() >= presidentCost(tp)) {
                out.add(MergerExchange.PRES);
            }
            out.add(MergerExchange.NO);
            return out;
        }
        out.add(MergerExchange.CASH);
        if (h instanceof Player p && presidencyForOldShares() && presFree && p.cash() >= presidentCost(tp)) {
            out.add(MergerExchange.PRES);
        }
        boolean shareLeft = merger.unissued(10) != null || (presFree && !h.certificatesOf(t).isEmpty());
        if (h.controller() != null && h instanceof roundhouse.engine.spi.CashHolder payer && shareLeft
                && payer.cash() >= halfPrice()) {
            out.add(MergerExchange.FULL);
        }
        return out;
    }

    /** The answers of {@code h} after which the merger can still end with a president (all, if none seems to). */
    List<String> hopefulChoices(ShareHolder h, List<String> choices) {
        MergerPresidency presidency = new MergerPresidency(this);
        List<String> out = choices.stream().filter(c -> presidency.possibleAfter(h, c, secondPass, queue, holders)).toList();
        return out.isEmpty() ? choices : out;
    }

    /** RB 4.7.4 and digest 6.2: the president's certificate for {@code tp} % of old shares costs P x (40 - tp) / 20. */
    int presidentCost(int tp) {
        return presidentCost(t.sharePrice().price(), tp);
    }

    static int presidentCost(int price, int tp) {
        return price * (40 - tp) / 20;
    }

    /** RB 4.7.4: "den halben aktuellen Kurswert ... (abrunden)". */
    int halfPrice() {
        return halfPrice(t.sharePrice().price());
    }

    static int halfPrice(int price) {
        return price / 2;
    }

    /** The exchange of {@code h}'s certificates by its choice; the next holder follows. */
    void exchange(ShareHolder h, String choice) {
        queue.remove(h);
        int tp = ItalianMergerTerms.oldPercent(merger, h);
        List<Certificate> old = ItalianMergerTerms.oldCertificates(merger, h);
        if (MergerExchange.PRES.equals(choice)) {
            old.forEach(ItalianMergerTerms::giveBack);
            int cost = presidentCost(tp);
            game.transfer((Player) h, t, cost);
            ItalianMergerTerms.receive(merger, h, merger.issuePresidents(h));
            ItalianMergerTerms.logText(game, "log.merger.buysPresident", h.holderName(), Names.of(t), game.format(cost));
            return;
        }
        if (!secondPass) {
            terms().exchangeWithoutChoice(merger, h);
            return;
        }
        old.forEach(ItalianMergerTerms::giveBack);
        int half = halfPrice();
        if (MergerExchange.FULL.equals(choice)) {
            game.transfer((roundhouse.engine.spi.CashHolder) h, t, half);
            if (merger.unissued(10) != null) {
                ItalianMergerTerms.receive(merger, h, merger.issue(h, 10));
            } else {
                h.certificatesOf(t).get(0).moveTo(t.ipo());
                ItalianMergerTerms.receive(merger, h, merger.issuePresidents(h));
            }
            ItalianMergerTerms.logText(game, "log.merger.full", h.holderName(), Names.of(t), game.format(half));
        } else if (h instanceof roundhouse.engine.spi.CashHolder paid) {
            game.transfer(game.bank(), paid, half);
            ItalianMergerTerms.logText(game, "log.merger.cash", h.holderName(), game.format(half));
        } else {
            ItalianMergerTerms.logText(game, "log.merger.discard", h.holderName());
        }
    }

    // ------------------------------------------------------------------ checks, stations, end

    /** After the exchange its checks, then the stations: one of two on a tile first (digest 6.2). */
    private void finishExchange(Questions questions) {
        checkExchange();
        totalTokens = a.tokenPrices().size() + b.tokenPrices().size() - duplicates;
        if (sharedHex != null) {
            duplicates++;
            // the station one of the two gives up on a tile both stand on; 18xx.games takes it off twice
            totalTokens -= game.option(T1841Title.SHARED_TILE_STATION_TAKEN_TWICE) ? 2 : 1;
            questions.askFirst(new MergerTokens(this, 1, 1, sharedHex));
            return;
        }
        stations(questions);
    }

    /**
     * Digest 6.2: the new major must have a president, no new circle of control may arise (not checked
     * under {@link T1841Title#CIRCLES_UNCHECKED}) and it must not be frozen.
     */
    void checkExchange() {
        if (!game.minor(a)) {
            // 18xx.games sets its frozen flags again after majors' exchanges only (seed 63143: SSFL, presided
            // by frozen SFLP since two minors merged, still operates by its old flag)
            game.frozenFlagsMoment();
        }
        if (t.president() == null || t.presidentsShare().holder() == t.ipo()) {
            throw refusal("refuse.merger.noPresident", Names.of(t));
        }
        for (Corporation c : game.option(T1841Title.CIRCLES_UNCHECKED) ? Set.<Corporation>of() : MergeRules.circular(game)) {
            if (!circularBefore.contains(c.id())) {
                throw refusal("refuse.merger.circular", Names.of(c));
            }
        }
        if (game.shareRules().frozen(t)) {
            throw refusal("refuse.merger.frozen", Names.of(t));
        }
    }

    private GameRuleException refusal(String key, Object... args) {
        return GameRuleException.refuse(game.data(), ItalianRuleKey.MERGER, ItalianText.get(key, args));
    }

    /** Up to five tokens, at least one on the map (RB 4.7.4): the director removes what must go. */
    void stations(Questions questions) {
        int count = tokenCount();
        int placed = t.tokensUsed();
        int unplaced = totalTokens - placed;
        int maxUnplaced = Math.min(unplaced, count - 1);
        int minUnplaced = Math.max(count - placed, 0);
        int removalsMin = Math.max(0, placed - (count - minUnplaced));
        int removalsMax = Math.max(0, placed - (count - maxUnplaced));
        if (removalsMax > 0) {
            if (game.logging()) {
                game.log(TokenTexts.mergerTokens(Names.of(t), count, removalsMin, removalsMax));
            }
            questions.askFirst(new MergerTokens(this, removalsMin, removalsMax, null));
            return;
        }
        finish(questions);
    }

    /**
     * 18xx.games hands the stations to the new major only now, after the removals: they keep no gaps in its
     * token order, and its token looks start again (a merger's end clears its networks).
     */
    void stationsHandedOver() {
        game.forgetTokenLooks();
        if (game.board() instanceof ItalianBoard board) {
            board.closeGaps(t.id());
        }
    }

    int tokenCount() {
        return Math.min(totalTokens, MAX_TOKENS);
    }

    /** The player or corporation who removes stations: the new major if a player controls it, else the decider. */
    Entity remover() {
        return t.controller() != null ? t : decider;
    }

    /**
     * {@link T1841Title#MERGER_MISSED_KEEP_SHARES}: the holders the exchange passed over keep what they held of
     * the two as the two leave ({@link ClosedHoldings}; seed 67800: CFCC's and SFTN's SSFL certificates).
     */
    void missedKeepTheirShares() {
        if (game.option(T1841Title.MERGER_MISSED_KEEP_SHARES)) {
            for (Corporation c : game.corporations()) {
                if (c != a && c != b && c != t && !c.closed()) {
                    game.closedHoldings().keep(c, c.certificatesOf(a).size() + c.certificatesOf(b).size());
                }
            }
        }
    }

    /** The new major keeps as many tokens as counted (at least its charter's two); the old corporations leave. */
    void finish(Questions questions) {
        int keep = Math.max(tokenCount(), game.definition(t).tokens().size());
        while (t.tokenPrices().size() > keep && t.tokensLeft() > 0) {
            t.removeToken();
        }
        while (t.tokenPrices().size() < keep) {
            t.addToken(0);
        }
        missedKeepTheirShares();
        merger.retire(a);
        merger.retire(b);
        stationsHandedOver();
        ItalianOperatingRound.markDone(game, a, b, t);
        ItalianMergerTerms.logText(game, "log.merger.done", Names.of(t));
    }
}
