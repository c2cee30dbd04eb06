package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePool;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * The Tuscan merge's last step (RB 4.6.9, 4.7.4): the holding and SSFL merge into the SFLi as two majors.
 * Its price is the rightmost cell worth less than the two prices together and less than L.250, or the
 * price above L.250 (the decider chooses between two such). From the decider on, each holder exchanges
 * two old shares for one new; a single share left is either paid out at half the new price, rounded
 * down, or, while a share is left, topped up to a new share for half the price (RB 4.7.4); the pool's
 * single shares go. The first holder of 20 % takes the president's certificate for two shares.
 * 18xx.games also lets a player buy the president's certificate with his old shares
 * ({@link T1841Title#MERGER_PRESIDENT_UPGRADE}).
 */
final class MajorMerger {
    /** RB 4.7.4: "kleiner als L. 250"; a price above it is kept. */
    static final int PRICE_CAP = 250;
    static final String LOWER = "first";
    static final String HIGHER = "last";
    static final String PRES = "pres";
    static final String NO = "no";
    static final String CASH = "cash";
    static final String FULL = "full";

    private final TuscanMerge merge;
    private final Corporation a;
    private final Corporation b;
    private final Corporation target;
    private Merger merger;
    private final List<ShareHolder> holders = new ArrayList<>();
    private final List<ShareHolder> queue = new ArrayList<>();
    private boolean secondPass;

    private MajorMerger(TuscanMerge merge, Corporation a, Corporation b) {
        this.merge = merge;
        this.a = a;
        this.b = b;
        this.target = merge.sfli;
    }

    static void start(ItalianGame game, Questions questions, TuscanMerge merge, Corporation a, Corporation b) {
        MajorMerger m = new MajorMerger(merge, a, b);
        int pa = a.sharePrice().price();
        int pb = b.sharePrice().price();
        if (pa > PRICE_CAP && pb > PRICE_CAP && pa != pb) {
            questions.askFirst(new Choice(merge.decider, m, Kind.PRICE, null));
            return;
        }
        SharePrice cell;
        if (pa > PRICE_CAP || pb > PRICE_CAP) {
            cell = pa >= pb ? a.sharePrice() : b.sharePrice();
        } else {
            cell = TuscanMerge.rightmostBelow(game, Math.min(pa + pb, PRICE_CAP));
        }
        m.exchangeStart(game, questions, cell);
    }

    private void exchangeStart(ItalianGame game, Questions questions, SharePrice cell) {
        holders.addAll(MergeRules.holders(game, merge.decider, List.of(a, b), SecessionExchange.SINGLE));
        merger = new Merger(game, List.of(a, b), target, new TuscanMerge.Terms(game));
        merger.startAt(cell);
        target.setFloated(true);
        if (game.logging()) {
            game.log(ItalianText.get("log.tuscan.merge", Names.of(a), Names.of(b), Names.of(target), game.format(cell.price())));
        }
        merger.moveAssets(a);
        merger.moveAssets(b);
        for (ShareHolder h : holders) {
            if (percent(h) >= SecessionExchange.PAIR) {
                queue.add(h);
            }
        }
        next(game, questions);
    }

    private int percent(ShareHolder h) {
        return h.percentOf(a) + h.percentOf(b);
    }

    private int price() {
        return target.sharePrice().price();
    }

    /** 18xx.games: what a player with {@code percent} of the old shares pays for the president's certificate. */
    private int presidentCost(int percent) {
        return price() * (2 * SecessionExchange.PAIR - percent) / SecessionExchange.PAIR;
    }

    private int half() {
        return price() / 2;
    }

    private static int cash(ShareHolder h) {
        return h instanceof CashHolder c ? c.cash() : 0;
    }

    private void next(ItalianGame game, Questions questions) {
        while (!queue.isEmpty()) {
            ShareHolder h = queue.get(0);
            List<String> options = options(game, h);
            if (options.size() > 1) {
                questions.askFirst(new Choice((Entity) h, this, secondPass ? Kind.SINGLE : Kind.PAIRS, h));
                return;
            }
            exchange(game, h, options.get(0));
        }
        if (!secondPass) {
            secondPass = true;
            for (ShareHolder h : holders) {
                if (percent(h) >= SecessionExchange.SINGLE) {
                    queue.add(h);
                }
            }
            next(game, questions);
            return;
        }
        merge.mergedIntoSfli(game, questions, merger);
    }

    /** The holder's choices now, the default first. */
    private List<String> options(ItalianGame game, ShareHolder h) {
        boolean upgrade = game.option(T1841Title.MERGER_PRESIDENT_UPGRADE) && h instanceof Player;
        boolean presLeft = SecessionExchange.unissuedPresident(target);
        List<String> out = new ArrayList<>();
        if (!secondPass) {
            out.add(NO);
            int tp = percent(h);
            if (upgrade && tp < 2 * SecessionExchange.PAIR && presLeft && cash(h) >= presidentCost(tp)) {
                out.add(PRES);
            }
            return out;
        }
        out.add(CASH);
        if (upgrade && presLeft && cash(h) >= presidentCost(SecessionExchange.SINGLE)) {
            out.add(PRES);
        }
        boolean decides = h instanceof Player || h instanceof Corporation c && c.controller() != null;
        boolean share = SecessionExchange.unissued(target) != null || presLeft && h.percentOf(target) > 0;
        if (decides && share && cash(h) >= half()) {
            out.add(FULL);
        }
        return out;
    }

    private void exchange(ItalianGame game, ShareHolder h, String answer) {
        queue.remove(0);
        List<Certificate> old = new ArrayList<>(h.certificatesOf(a));
        old.addAll(h.certificatesOf(b));
        old.sort(Comparator.comparingInt(Certificate::percent).reversed());
        if (PRES.equals(answer)) {
            int cost = presidentCost(percent(h));
            old.forEach(c -> c.moveTo(c.corporation().ipo()));
            game.transfer((CashHolder) h, target, cost);
            SecessionExchange.issue(game, target, h, true);
            log(game, "log.merge.president", h, game.format(cost));
            return;
        }
        if (!secondPass) {
            while (percent(h) > SecessionExchange.SINGLE) {
                Certificate first = old.remove(0);
                first.moveTo(first.corporation().ipo());
                if (first.percent() < SecessionExchange.PAIR) {
                    Certificate second = old.remove(0);
                    second.moveTo(second.corporation().ipo());
                }
                receive(game, h, true);
            }
            return;
        }
        Certificate last = old.get(0);
        last.moveTo(last.corporation().ipo());
        if (FULL.equals(answer)) {
            game.transfer((CashHolder) h, target, half());
            receive(game, h, false);
            log(game, "log.merge.full", h, game.format(half()));
        } else if (!(h instanceof SharePool)) {
            game.transfer(game.bank(), (CashHolder) h, half());
            log(game, "log.merge.cash", h, game.format(half()));
        }
    }

    /**
     * One share of the SFLi for two old ones (or a top-up): the next from its IPO; with none left the
     * president's certificate for a share the holder has, else (for a pair) the price from the bank.
     * The first holder of 20 % takes the president's certificate for two shares.
     */
    private void receive(ItalianGame game, ShareHolder h, boolean pair) {
        if (SecessionExchange.unissued(target) != null) {
            SecessionExchange.issue(game, target, h, false);
            takePresidency(game, h);
            return;
        }
        List<Certificate> mine = h.certificatesOf(target);
        if (SecessionExchange.unissuedPresident(target) && !mine.isEmpty()) {
            mine.get(0).moveTo(target.ipo());
            SecessionExchange.issue(game, target, h, true);
        } else if (pair && h instanceof CashHolder cash) {
            game.transfer(game.bank(), cash, price());
            log(game, "log.merge.cash", h, game.format(price()));
        }
    }

    private void takePresidency(ItalianGame game, ShareHolder h) {
        int size = target.presidentsShare().percent();
        if (target.president() != null || !SecessionExchange.unissuedPresident(target) || h.percentOf(target) < size
                || !game.shareRules().canPreside(h, target)) {
            return;
        }
        int back = 0;
        for (Certificate c : h.certificatesOf(target)) {
            if (back < size) {
                c.moveTo(target.ipo());
                back += c.percent();
            }
        }
        SecessionExchange.issue(game, target, h, true);
    }

    private static void log(ItalianGame game, String key, ShareHolder h, String amount) {
        if (game.logging()) {
            game.log(ItalianText.get(key, Secession.name(h), amount));
        }
    }

    enum Kind {
        /** The decider chooses between two prices above L.250. */
        PRICE,
        /** 18xx.games: a player buys the president's certificate with his pairs. */
        PAIRS,
        /** What a single old share becomes. */
        SINGLE
    }

    /** A choice of the merger: {@code choose} with {@code first}/{@code last}, {@code pres}/{@code no} or {@code cash}/{@code full}/{@code pres}. */
    static final class Choice extends Question<String> {
        private final MajorMerger m;
        private final Kind kind;
        private final ShareHolder holder;

        Choice(Entity asked, MajorMerger m, Kind kind, ShareHolder holder) {
            super(asked);
            this.m = m;
            this.kind = kind;
            this.holder = holder;
        }

        @Override
        public String text() {
            return kind == Kind.PRICE ? ItalianText.get("question.merge.price", Names.of(m.target))
                    : ItalianText.get("question.merge.exchange", Secession.name(holder), Names.of(m.a), Names.of(m.b));
        }

        @Override
        public List<Answer<String>> answers(Game game) {
            List<Answer<String>> out = new ArrayList<>();
            if (kind == Kind.PRICE) {
                int lower = Math.min(m.a.sharePrice().price(), m.b.sharePrice().price());
                int higher = Math.max(m.a.sharePrice().price(), m.b.sharePrice().price());
                out.add(Answer.choose(asked(), LOWER, ItalianText.get("label.merge.price", game.format(lower)), LOWER));
                out.add(Answer.choose(asked(), HIGHER, ItalianText.get("label.merge.price", game.format(higher)), HIGHER));
                return out;
            }
            String t = Names.of(m.target);
            for (String o : m.options((ItalianGame) game, holder)) {
                String label = switch (o) {
                    case PRES -> ItalianText.get("label.merge.pres", t, game.format(
                            m.presidentCost(m.secondPass ? SecessionExchange.SINGLE : m.percent(holder))));
                    case FULL -> ItalianText.get("label.merge.full", t, game.format(m.half()));
                    case CASH -> ItalianText.get("label.merge.cash", game.format(m.half()));
                    default -> ItalianText.get("label.merge.no", t);
                };
                out.add(Answer.choose(asked(), o, label, o));
            }
            return out;
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<String> answer) {
            ItalianGame italy = (ItalianGame) game;
            if (kind == Kind.PRICE) {
                SharePrice cell = LOWER.equals(answer.value()) == (m.a.sharePrice().price() < m.b.sharePrice().price())
                        ? m.a.sharePrice() : m.b.sharePrice();
                m.exchangeStart(italy, questions, cell);
                return;
            }
            m.exchange(italy, holder, answer.value());
            m.next(italy, questions);
        }
    }
}
