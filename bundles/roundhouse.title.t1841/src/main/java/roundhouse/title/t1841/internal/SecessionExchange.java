package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePool;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * IRSFF's certificates exchanged at the secession (RB 4.6.8): from IRSFF's director on, each holder
 * exchanges every pair of IRSFF shares (its president's certificate counts as a pair) for one share of
 * each new company or for the president's certificate of one of them, the pool's pairs for one share
 * of each; then each single share for a share of the company its holder chooses (the pool's by the
 * director's choice). What is left stays in the new companies' IPOs, and whoever holds the most of a
 * company without a president takes its president's certificate.
 *
 * <p>18xx.games hands the president's certificates out by its own rule
 * ({@link T1841Title#SECESSION_PRESIDENTS_BY_PAIRS}): a director with 40 % or more takes both, otherwise
 * he chooses one and the first pair exchanged anywhere takes the other, the pool's too.
 */
final class SecessionExchange {
    /** A pair of IRSFF shares, or its president's certificate: 20 % (RB 4.6.8 "paarweise"). */
    static final int PAIR = 20;
    /** A single IRSFF share. */
    static final int SINGLE = 10;
    /** 18xx.games: a director with this much of IRSFF takes both president's certificates. */
    static final int BOTH_PRESIDENCIES = 40;

    static final String A = "a";
    static final String B = "b";
    /** The rulebook's pair for one share of each company. */
    static final String BOTH = "ab";

    private final Secession s;
    /** The holders still to exchange, in order. */
    private final List<ShareHolder> queue = new ArrayList<>();
    /** 18xx.games: the company whose president's certificate the first pair takes, or {@code null}. */
    private Corporation otherPresidency;

    private SecessionExchange(Secession s) {
        this.s = s;
    }

    static void start(ItalianGame game, Questions questions, Secession s) {
        SecessionExchange x = new SecessionExchange(s);
        if (game.option(T1841Title.SECESSION_PRESIDENTS_BY_PAIRS)) {
            x.presidentsByPairs(game, questions);
        } else {
            x.queue.addAll(MergeRules.holders(game, s.decider, List.of(s.old), PAIR));
            x.pairs(game, questions);
        }
    }

    // ------------------------------------------------------------------ 18xx.games: president's certificates

    private void presidentsByPairs(ItalianGame game, Questions questions) {
        Corporation old = s.old;
        ShareHolder owner = old.president();
        Certificate pres = old.presidentsShare();
        if (owner == null || pres.holder() instanceof SharePool) {
            // nobody holds a pair beside the pool's president's certificate: 18xx.games gives the Venetian
            // company's to the pool and leaves the Lombard one's first among its unsold shares, so the first
            // single share exchanged for that company takes it (digest 6.4 step 7, its quirk)
            issue(game, s.newa, game.pool(), true);
            singles(game, questions);
            return;
        }
        if (owner.percentOf(old) >= BOTH_PRESIDENCIES) {
            List<Certificate> given = new ArrayList<>(List.of(pres));
            given.addAll(ordinary(owner, old).subList(0, 2));
            giveBack(given);
            issue(game, s.newa, owner, true);
            issue(game, s.newb, owner, true);
            logExchange(game, owner, given, List.of(s.newa.presidentsShare(), s.newb.presidentsShare()));
            otherPresidency = null;
            pairsByRule(game, questions);
            return;
        }
        Entity asked = old.controller() != null ? (Entity) owner : s.decider;
        questions.askFirst(new Choice(asked, this, Kind.PRESIDENT, owner));
    }

    /** The director's president's certificate for the one he chose; the first pair takes the other. */
    private void presidentChosen(ItalianGame game, Questions questions, ShareHolder owner, String choice) {
        Corporation chosen = A.equals(choice) ? s.newa : s.newb;
        Certificate pres = s.old.presidentsShare();
        giveBack(List.of(pres));
        issue(game, chosen, owner, true);
        logExchange(game, owner, List.of(pres), List.of(chosen.presidentsShare()));
        otherPresidency = chosen == s.newa ? s.newb : s.newa;
        pairsByRule(game, questions);
    }

    private void pairsByRule(ItalianGame game, Questions questions) {
        for (ShareHolder h : MergeRules.holders(game, s.decider, List.of(s.old), PAIR)) {
            while (h.percentOf(s.old) > SINGLE) {
                List<Certificate> pair = pairOf(h);
                giveBack(pair);
                if (otherPresidency != null) {
                    issue(game, otherPresidency, h, true);
                    logExchange(game, h, pair, List.of(otherPresidency.presidentsShare()));
                    otherPresidency = null;
                } else {
                    logExchange(game, h, pair, List.of(issue(game, s.newa, h, false), issue(game, s.newb, h, false)));
                }
            }
        }
        if (otherPresidency != null) {
            issue(game, otherPresidency, game.pool(), true);
            otherPresidency = null;
        }
        singles(game, questions);
    }

    // ------------------------------------------------------------------ the rulebook: pairs

    /** RB 4.6.8: the holders in turn exchange every pair; a choice while a president's certificate is left. */
    private void pairs(ItalianGame game, Questions questions) {
        while (!queue.isEmpty()) {
            ShareHolder h = queue.get(0);
            if (h.percentOf(s.old) < PAIR) {
                queue.remove(0);
                continue;
            }
            boolean presidencyLeft = unissuedPresident(s.newa) || unissuedPresident(s.newb);
            Entity asked = asker(game, h);
            if (presidencyLeft && asked != null && !(h instanceof SharePool)) {
                questions.askFirst(new Choice(asked, this, Kind.PAIR, h));
                return;
            }
            exchangePair(game, h, unaskedPair());
        }
        singles(game, questions);
    }

    /**
     * What a pair nobody is asked about becomes: a share of each company (the pool's, RB 4.6.8), or, once
     * one company's shares are all given out, the president's certificate still left.
     */
    private String unaskedPair() {
        if (unissued(s.newa) != null && unissued(s.newb) != null) {
            return BOTH;
        }
        return unissuedPresident(s.newa) ? A : B;
    }

    private void exchangePair(ItalianGame game, ShareHolder h, String choice) {
        List<Certificate> pair = pairOf(h);
        giveBack(pair);
        List<Certificate> got = switch (choice) {
            case A -> List.of(issue(game, s.newa, h, true));
            case B -> List.of(issue(game, s.newb, h, true));
            default -> List.of(issue(game, s.newa, h, false), issue(game, s.newb, h, false));
        };
        logExchange(game, h, pair, got);
    }

    // ------------------------------------------------------------------ single shares

    private void singles(ItalianGame game, Questions questions) {
        queue.clear();
        queue.addAll(MergeRules.holders(game, s.decider, List.of(s.old), SINGLE));
        nextSingle(game, questions);
    }

    /** RB 4.6.8: each single share for a share of either company, as its holder (the pool: the director) chooses. */
    private void nextSingle(ItalianGame game, Questions questions) {
        while (!queue.isEmpty()) {
            ShareHolder h = queue.get(0);
            boolean a = unissued(s.newa) != null;
            boolean b = unissued(s.newb) != null;
            if (!a && !b) {
                break;
            }
            Entity asked = h instanceof SharePool ? s.decider : asker(game, h);
            if (a && b && asked != null) {
                questions.askFirst(new Choice(asked, this, Kind.SINGLE, h));
                return;
            }
            exchangeSingle(game, a ? A : B);
        }
        afterExchanges(game, questions);
    }

    private void exchangeSingle(ItalianGame game, String choice) {
        ShareHolder h = queue.remove(0);
        List<Certificate> old = h.certificatesOf(s.old);
        Certificate given = old.get(0);
        giveBack(List.of(given));
        Corporation c = A.equals(choice) ? s.newa : s.newb;
        // 18xx.games hands out a president's certificate still unsold as the next share (see presidentsByPairs)
        Certificate got = issue(game, c, h, game.option(T1841Title.SECESSION_PRESIDENTS_BY_PAIRS) && unissuedPresident(c));
        logExchange(game, h, List.of(given), List.of(got));
    }

    /** RB 4.6.8: "Ein Direktorenwechsel ... kann nun nach den normalen Regeln durchgeführt werden." */
    private void afterExchanges(ItalianGame game, Questions questions) {
        for (Corporation c : List.of(s.newa, s.newb)) {
            claimPresidency(game, c);
        }
        if (game.option(T1841Title.SECESSION_SHARE_OFFERS)) {
            SecessionOffers.start(game, questions, s);
        } else {
            SecessionTokens.start(game, questions, s);
        }
    }

    /**
     * A company whose president's certificate nobody took: the largest holder with at least its size
     * swaps ordinary shares for it (the first from the director on among equals); without one it lies in
     * the pool and the company is frozen.
     */
    private void claimPresidency(ItalianGame game, Corporation c) {
        if (!unissuedPresident(c)) {
            return;
        }
        int size = c.presidentsShare().percent();
        ShareHolder best = null;
        for (ShareHolder h : MergeRules.holders(game, s.decider, List.of(c), size)) {
            if (!(h instanceof SharePool) && (best == null || h.percentOf(c) > best.percentOf(c))) {
                best = h;
            }
        }
        if (best == null) {
            issue(game, c, game.pool(), true);
            return;
        }
        int back = 0;
        for (Certificate cert : ordinary(best, c)) {
            if (back >= size) {
                break;
            }
            cert.moveTo(c.ipo());
            back += cert.percent();
        }
        issue(game, c, best, true);
    }

    // ------------------------------------------------------------------ certificates

    /** Who answers for a holder: a player himself, a corporation with a controlling player itself; else nobody. */
    private static Entity asker(ItalianGame game, ShareHolder h) {
        if (h instanceof Player p) {
            return p;
        }
        return h instanceof Corporation c && c.controller() != null ? c : null;
    }

    /** The pair a holder gives: IRSFF's president's certificate if he holds it, else two shares. */
    private List<Certificate> pairOf(ShareHolder h) {
        Certificate pres = s.old.presidentsShare();
        if (pres.holder() == h) {
            return List.of(pres);
        }
        return ordinary(h, s.old).subList(0, 2);
    }

    private static List<Certificate> ordinary(ShareHolder h, Corporation c) {
        List<Certificate> out = new ArrayList<>();
        for (Certificate cert : h.certificatesOf(c)) {
            if (!cert.president()) {
                out.add(cert);
            }
        }
        out.sort(java.util.Comparator.comparingInt(Certificate::index));
        return out;
    }

    private void giveBack(List<Certificate> certs) {
        for (Certificate c : certs) {
            c.moveTo(s.old.ipo());
        }
    }

    static boolean unissuedPresident(Corporation c) {
        return c.presidentsShare().holder() == c.ipo();
    }

    /** The first ordinary certificate in a company's IPO, or {@code null}. */
    static Certificate unissued(Corporation c) {
        for (Certificate cert : c.shares()) {
            if (!cert.president() && cert.holder() == c.ipo()) {
                return cert;
            }
        }
        return null;
    }

    /**
     * Hands a new company's president's certificate or next share to {@code to}; the presidency follows
     * (the pool holding the president's certificate presides, the company frozen).
     */
    static Certificate issue(Game game, Corporation c, ShareHolder to, boolean president) {
        Certificate cert = president ? c.presidentsShare() : unissued(c);
        if (cert == null || cert.holder() != c.ipo()) {
            throw new IllegalStateException(c.id() + " has no such certificate left in its IPO");
        }
        game.transferShares(List.of(cert), to, cert.percent(), true);
        if (president && to instanceof SharePool) {
            c.setPresident(to);
            game.logText("log.poolPresides", Names.of(c));
        }
        return cert;
    }

    private void logExchange(ItalianGame game, ShareHolder h, List<Certificate> given, List<Certificate> got) {
        if (game.logging()) {
            game.log(ItalianText.get("log.secession.exchange", h.holderName(), shares(given), shares(got)));
        }
    }

    private static String shares(List<Certificate> certs) {
        return String.join(", ", certs.stream().map(Names::share).toList());
    }

    // ------------------------------------------------------------------ the questions

    enum Kind {
        /** 18xx.games: which president's certificate the director takes for IRSFF's. */
        PRESIDENT,
        /** The rulebook: what a pair becomes while a president's certificate is left. */
        PAIR,
        /** Which company a single share becomes. */
        SINGLE
    }

    /** A choice of the exchange, answered by {@code choose} with {@code a}, {@code b} (or {@code ab} for a pair). */
    static final class Choice extends Question<String> {
        private final SecessionExchange exchange;
        private final Kind kind;
        private final ShareHolder holder;

        Choice(Entity asked, SecessionExchange exchange, Kind kind, ShareHolder holder) {
            super(asked);
            this.exchange = exchange;
            this.kind = kind;
            this.holder = holder;
        }

        @Override
        public String text() {
            Secession s = exchange.s;
            return switch (kind) {
                case PRESIDENT -> ItalianText.get("question.secession.president", holder.holderName(), Names.of(s.old));
                case PAIR -> ItalianText.get("question.secession.pair", holder.holderName(), Names.of(s.old));
                case SINGLE -> ItalianText.get("question.secession.single", holder.holderName(), Names.of(s.old));
            };
        }

        @Override
        public List<Answer<String>> answers(Game game) {
            Secession s = exchange.s;
            List<Answer<String>> out = new ArrayList<>();
            if (kind == Kind.SINGLE) {
                out.add(Answer.choose(asked(), A, ItalianText.get("label.shareOf", Names.of(s.newa)), A));
                out.add(Answer.choose(asked(), B, ItalianText.get("label.shareOf", Names.of(s.newb)), B));
                return out;
            }
            for (Corporation c : List.of(s.newa, s.newb)) {
                if (unissuedPresident(c)) {
                    String key = c == s.newa ? A : B;
                    out.add(Answer.choose(asked(), key, ItalianText.get("label.presidentOf", Names.of(c)), key));
                }
            }
            if (kind == Kind.PAIR && unissued(s.newa) != null && unissued(s.newb) != null) {
                out.add(Answer.choose(asked(), BOTH,
                        ItalianText.get("label.oneOfEach", Names.of(s.newa), Names.of(s.newb)), BOTH));
            }
            return out;
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<String> answer) {
            ItalianGame italy = (ItalianGame) game;
            switch (kind) {
                case PRESIDENT -> exchange.presidentChosen(italy, questions, holder, answer.value());
                case PAIR -> {
                    exchange.exchangePair(italy, holder, answer.value());
                    exchange.pairs(italy, questions);
                }
                case SINGLE -> {
                    exchange.exchangeSingle(italy, answer.value());
                    exchange.nextSingle(italy, questions);
                }
            }
        }
    }
}
