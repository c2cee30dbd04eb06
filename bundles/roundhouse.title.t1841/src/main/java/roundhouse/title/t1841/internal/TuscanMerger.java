package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.TokenRemoval;

/**
 * A merger of the Tuscan merge (RB 4.6.9, digest 6.5): the ordinary merger of two minors or two majors
 * ({@link ItalianMerger}) with what differs. It starts without preconditions and the decider chooses
 * between two prices; a new major without a president is allowed (its president's certificate lies in
 * the pool); the holding keeps four tokens; the SFLi has five and keeps those in Pisa and Firenze, its
 * director removing of the others as many as he must and as many as he likes. 18xx.games lets a player
 * buy the president's certificate with his old shares only under {@link T1841Title#MERGER_PRESIDENT_UPGRADE}.
 */
final class TuscanMerger extends ItalianMerger {
    /** RB 4.6.9: "je einer in Pisa und Firenze". */
    static final Set<String> KEPT_HEXES = Set.of("Q11", "R14");
    /** RB 4.6.9: "Die S.F.Li. erhält immer fünf Bahnhofsmarker". */
    static final int SFLI_TOKENS = 5;
    /** 18xx.games: a Tuscan merge into a holding gives it four tokens before it merges on. */
    static final int HOLDING_TOKENS = 4;

    private final TuscanMerge merge;

    private TuscanMerger(ItalianGame game, TuscanMerge merge, Corporation a, Corporation b, Corporation t) {
        super(game, a, b, t, merge.decider);
        this.merge = merge;
    }

    /** {@code a} and {@code b} merge into {@code t}, the holding or the SFLi: the price first. */
    static void start(ItalianGame game, Questions questions, TuscanMerge merge, Corporation a, Corporation b,
            Corporation t) {
        new TuscanMerger(game, merge, a, b, t).price(questions);
    }

    @Override
    Entity priceChooser() {
        return merge.decider;
    }

    @Override
    boolean presidencyForOldShares() {
        return game.option(T1841Title.MERGER_PRESIDENT_UPGRADE);
    }

    /**
     * 18xx.games (digest 6.5): a Tuscan merge may leave the new major without a president; then up to two
     * of its pool shares go back to its IPO and its president's certificate lies in the pool (frozen).
     */
    @Override
    void checkExchange() {
        if (SecessionExchange.unissuedPresident(t)) {
            int moved = 0;
            for (Certificate c : game.pool().certificatesOf(t)) {
                if (moved++ < 2) {
                    c.moveTo(t.ipo());
                }
            }
            SecessionExchange.issue(game, t, game.pool(), true);
        } else if (t.president() == null && t.presidentsShare().holder() == game.pool()) {
            // the pool took the president's certificate in the exchange: it presides, frozen, until a holder
            // reaches the president's share (seed 64137: ILTF buys its second SFLi share and presides)
            t.setPresident(game.pool());
            game.logText("log.poolPresides", Names.of(t));
        }
        // a moment 18xx.games notes who is frozen, whoever presides now (seed 61729: SFTC, whose presidency
        // a closing concession had passed on, operates again)
        game.frozenFlagsMoment();
    }

    /**
     * RB 4.6.9: the holding keeps its stations; the SFLi's in Pisa and Firenze stay, of the others its
     * director removes as many as must go for five, and may remove all (18xx.games: a frozen SFLi keeps
     * only Pisa and Firenze, or without those the first city by name).
     */
    @Override
    void stations(Questions questions) {
        if (t != merge.sfli) {
            finish(questions);
            return;
        }
        Board board = game.board();
        List<String> others = others(game, t);
        int kept = board.tokensOf(t.id()).size() - others.size();
        int mustGo = Math.max(0, others.size() - (SFLI_TOKENS - kept));
        if (others.isEmpty()) {
            finish(questions);
            return;
        }
        if (t.controller() == null) {
            List<String> go = new ArrayList<>(others);
            if (kept == 0) {
                others.stream().filter(c -> !board.isPass(c))
                        .min(Comparator.comparing(c -> board.definition().locationName(board.hexOfCity(c))))
                        .ifPresent(go::remove);
            }
            for (String city : go) {
                board.removeToken(t.id(), city);
                t.setTokensUsed(t.tokensUsed() - 1);
                if (game.logging()) {
                    game.log(ItalianText.get("log.tuscan.removes", Names.of(t),
                            CorporationStep.placeOfCity(game, city)));
                }
            }
            finish(questions);
            return;
        }
        questions.askFirst(new Removal(this, others.size() - mustGo));
    }

    /** The stations of {@code c} outside Pisa and Firenze. */
    private static List<String> others(Game game, Corporation c) {
        List<String> out = new ArrayList<>();
        for (String city : game.board().tokensOf(c.id())) {
            if (!KEPT_HEXES.contains(game.board().hexOfCity(city))) {
                out.add(city);
            }
        }
        return out;
    }

    /** The new major's supply is exactly its tokens (the SFLi five, the holding four); the merged railways leave. */
    @Override
    void finish(Questions questions) {
        boolean sfli = t == merge.sfli;
        int placed = game.board().tokensOf(t.id()).size();
        Secession.setTokens(t, Math.max(sfli ? SFLI_TOKENS : HOLDING_TOKENS, placed), placed);
        missedKeepTheirShares();
        TuscanMerge.retire(game, merger);
        stationsHandedOver();
        if (sfli) {
            merge.sfliFormed(game);
        } else {
            merge.holdingFormed(game, questions);
        }
    }

    /**
     * The SFLi's director removes its stations outside Pisa and Firenze: at least as many as exceed five,
     * at most all of them ({@code remove_token}; a {@code pass} once enough are gone).
     */
    static final class Removal extends TokenRemoval {
        private final TuscanMerger merger;
        /** How many of the removable stations may stay. */
        private final int mayKeep;
        /** How many more 18xx.games asks for (it asks up to all the stations outside Pisa and Firenze). */
        private int asked;

        Removal(TuscanMerger merger, int mayKeep) {
            super(merger.t, merger.t);
            this.merger = merger;
            this.mayKeep = mayKeep;
            this.asked = others(merger.game, merger.t).size();
        }

        /** The stations outside Pisa and Firenze, but not the last city station where it has none there (RB 4.7.4). */
        @Override
        protected List<String> removable(Game game) {
            List<String> others = others(game, owner());
            Board board = game.board();
            if (board.tokensOf(owner().id()).size() == others.size()
                    && others.stream().filter(c -> !board.isPass(c)).count() <= 1) {
                return others.stream().filter(board::isPass).toList();
            }
            return others;
        }

        @Override
        protected boolean mayStop(Game game) {
            return removable(game).size() <= mayKeep;
        }

        /** {@link T1841Title#RECORDED_PASSES}: 18xx.games asks up to its count, then only for a pass. */
        @Override
        protected boolean keepsAsking(Game game) {
            return asked > 0 && game.option(T1841Title.RECORDED_PASSES);
        }

        @Override
        protected void removed(Game game, String city) {
            asked--;
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<String> answer) {
            super.answered(game, questions, answer);
            if (answer.value() == null || removable(game).isEmpty() && !(keepsAsking(game) && mayStop(game))) {
                merger.finish(questions);
            }
        }
    }
}
