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
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.MergerTerms;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.TokenRemoval;

/**
 * The Tuscan merge (RB 4.6.9; trains.json event {@code tuscan_merge} with the first 4-train, full map
 * only): the Tuscan railways running merge into the SFLi, which always has five tokens and keeps those
 * in Pisa and Firenze. SFLP and SFMA alone merge as two minors (RB 4.7.5); with SSFL a minor first
 * becomes a free non-historical major, the holding (RB 4.7.6; SFLP and SFMA together merge into it),
 * which then merges with SSFL as two majors (RB 4.7.4). Fewer than two running: no merge, the SFLi
 * leaves the game. The director of the highest-priced of them decides (RB 4.6.9).
 */
final class TuscanMerge {
    /** RB 4.6.9: "je einer in Pisa und Firenze". */
    static final Set<String> KEPT_HEXES = Set.of("Q11", "R14");
    /** RB 4.6.9: "Die S.F.Li. erhält immer fünf Bahnhofsmarker". */
    static final int SFLI_TOKENS = 5;

    /** 18xx.games: a Tuscan merge into a holding gives it four tokens before it merges on. */
    static final int HOLDING_TOKENS = 4;

    final Corporation sfli;
    final Player decider;
    /** Whether the SFLi operates in this round (the second edition, or {@link T1841Title#SFLI_RUN_VARIANT}). */
    final boolean runsNow;
    /** SSFL while it waits to merge with the holding, else {@code null}. */
    private Corporation ssfl;
    /** The free non-historical major the other Tuscan railways become first (digest 6.5), or {@code null}. */
    private Corporation holding;

    private TuscanMerge(Corporation sfli, Player decider, boolean runsNow) {
        this.sfli = sfli;
        this.decider = decider;
        this.runsNow = runsNow;
    }

    static void begin(ItalianGame game, Questions questions) {
        Corporation sfli = game.corporation("SFLi");
        if (sfli == null || sfli.closed()) {
            return;
        }
        List<Corporation> running = new ArrayList<>();
        for (String id : List.of("SFLP", "SFMA", "SSFL")) {
            Corporation c = game.corporation(id);
            if (c != null && !c.closed() && c.floated()) {
                running.add(c);
            }
        }
        if (running.size() < 2) {
            if (game.logging()) {
                game.log(ItalianText.get("log.tuscan.none", Names.of(sfli)));
            }
            game.closeCorporation(sfli);
            return;
        }
        Corporation first = running.stream().min(game.operatingComparator()).orElseThrow();
        Player decider = first.controller();
        if (decider == null && game.round() != null && game.round().currentEntity() instanceof Corporation operating) {
            decider = operating.controller();
        }
        boolean runsNow = game.option(T1841Title.VERSION_2) || game.option(T1841Title.SFLI_RUN_VARIANT);
        for (Corporation c : running) {
            int at = game.round() == null ? -1 : game.round().entities().indexOf(c);
            if (at >= 0 && at <= game.round().entityIndex()) {
                runsNow = false; // a Tuscan railway has operated or is operating in this round
            }
        }
        TuscanMerge m = new TuscanMerge(sfli, decider, runsNow);
        if (game.logging()) {
            game.log(ItalianText.get("log.tuscan.begins", Names.of(sfli), Names.of(decider)));
        }
        Corporation ssfl = game.corporation("SSFL");
        if (!running.contains(ssfl)) {
            m.mergeMinors(game, questions, running.get(0), running.get(1), sfli);
            return;
        }
        m.ssfl = ssfl;
        m.holding = holding(game);
        List<Corporation> minors = new ArrayList<>(running);
        minors.remove(ssfl);
        if (minors.size() == 2) {
            m.mergeMinors(game, questions, minors.get(0), minors.get(1), m.holding);
        } else {
            TuscanTransform.start(game, questions, m, minors.get(0), m.holding);
        }
    }

    /**
     * The holding (digest 6.5; RB 4.6.9 "wird zuerst in eine Großgesellschaft umgewandelt"): the first
     * non-historical major free to be started, else the title's technical {@code Holding}.
     */
    static Corporation holding(ItalianGame game) {
        for (Corporation c : game.corporations()) {
            if (!game.minor(c) && !game.historical(c) && !c.closed() && !c.floated() && c.parPrice() == null) {
                return c;
            }
        }
        return game.corporation("Holding");
    }

    /** The holding is formed: it merges with SSFL into the SFLi as two majors (RB 4.7.4). */
    void holdingFormed(ItalianGame game, Questions questions) {
        Corporation a = holding;
        Corporation b = ssfl;
        ssfl = null;
        MajorMerger.start(game, questions, this, a, b);
    }

    /**
     * The merger into the SFLi has exchanged the certificates: SSFL's token in a city where the holding
     * has one goes (RB 4.7.4 "ersetzt bis zu fünf der alten Bahnhofsmarker"); where both have a city of
     * one tile (yellow Firenze) one of the two must go; then the SFLi's tokens, then the end.
     */
    void mergedIntoSfli(ItalianGame game, Questions questions, Merger merger) {
        noPresident(game, sfli);
        Board board = game.board();
        Corporation a = merger.merging().get(0);
        Corporation b = merger.merging().get(1);
        List<String> ofA = board.tokensOf(a.id());
        for (String city : board.tokensOf(b.id())) {
            if (ofA.contains(city)) {
                removeMerging(game, merger, city, b);
            }
        }
        for (String city : board.tokensOf(b.id())) {
            String hex = board.hexOfCity(city);
            for (String other : board.tokensOf(a.id())) {
                if (board.hexOfCity(other).equals(hex)) {
                    Entity asked = sfli.controller() != null ? sfli : decider;
                    questions.askFirst(new SameTile(asked, this, merger, List.of(other, city)));
                    return;
                }
            }
        }
        tokens(game, questions, merger);
    }

    // ------------------------------------------------------------------ two minors (RB 4.7.5)

    /**
     * RB 4.7.5: two minors into the SFLi or the holding: assets, the price, each 40 % for the president's
     * certificate or two shares, each 20 % for a share.
     */
    private void mergeMinors(ItalianGame game, Questions questions, Corporation a, Corporation b, Corporation target) {
        SharePrice cell = rightmostBelow(game, (a.sharePrice().price() + b.sharePrice().price()) / 2.0);
        List<ShareHolder> holders = MergeRules.holders(game, decider, List.of(a, b), 1);
        Merger merger = new Merger(game, List.of(a, b), target, new Terms(game));
        merger.startAt(cell);
        target.setFloated(true);
        if (game.logging()) {
            game.log(ItalianText.get("log.tuscan.merge", Names.of(a), Names.of(b), Names.of(target), game.format(cell.price())));
        }
        merger.moveAssets(a);
        merger.moveAssets(b);
        for (ShareHolder h : holders) {
            List<Certificate> old = new ArrayList<>(h.certificatesOf(a));
            old.addAll(h.certificatesOf(b));
            old.sort(Comparator.comparingInt(Certificate::percent).reversed());
            for (Certificate c : old) {
                c.moveTo(c.corporation().ipo());
                if (c.percent() > 2 * target.sharePercent() && SecessionExchange.unissuedPresident(target)) {
                    SecessionExchange.issue(game, target, h, true);
                } else {
                    for (int n = c.percent() / (2 * target.sharePercent()); n > 0; n--) {
                        SecessionExchange.issue(game, target, h, false);
                    }
                }
            }
        }
        noPresident(game, target);
        if (target == sfli) {
            tokens(game, questions, merger);
        } else {
            handTokens(game, merger, target, HOLDING_TOKENS);
            retire(game, merger);
            holdingFormed(game, questions);
        }
    }

    /**
     * The cell a merger starts on (RB 4.7.4, 4.7.5): the rightmost cell of the market worth less than
     * {@code value}, the topmost among equals.
     */
    static SharePrice rightmostBelow(Game game, double value) {
        SharePrice best = null;
        for (int r = 0; r < game.market().rows(); r++) {
            for (int col = game.market().columns(r) - 1; col >= 0; col--) {
                SharePrice p = game.market().cell(r, col);
                if (p != null && p.price() < value) {
                    if (best == null || col > best.column()) {
                        best = p;
                    }
                    break;
                }
            }
        }
        return best != null ? best : game.market().cell(0, 0);
    }

    /**
     * 18xx.games (digest 6.5): a Tuscan merge may leave the SFLi without a president; then up to two of
     * its pool shares go back to its IPO and its president's certificate lies in the pool (frozen).
     */
    static void noPresident(ItalianGame game, Corporation target) {
        if (!SecessionExchange.unissuedPresident(target)) {
            return;
        }
        int moved = 0;
        for (Certificate c : game.pool().certificatesOf(target)) {
            if (moved++ < 2) {
                c.moveTo(target.ipo());
            }
        }
        SecessionExchange.issue(game, target, game.pool(), true);
    }

    // ------------------------------------------------------------------ tokens and the end

    /**
     * RB 4.6.9: the SFLi has five tokens; those in Pisa and Firenze stay; of the others its director
     * removes as many as must go, and may remove all of them (18xx.games: a frozen SFLi keeps only
     * Pisa and Firenze, or without those the first city by name).
     */
    private void tokens(ItalianGame game, Questions questions, Merger merger) {
        Board board = game.board();
        List<String> others = new ArrayList<>();
        int kept = 0;
        for (Corporation c : merger.merging()) {
            for (String city : board.tokensOf(c.id())) {
                if (KEPT_HEXES.contains(board.hexOfCity(city))) {
                    kept++;
                } else {
                    others.add(city);
                }
            }
        }
        int mustGo = Math.max(0, others.size() - (SFLI_TOKENS - kept));
        if (others.isEmpty()) {
            finish(game, merger);
            return;
        }
        if (sfli.controller() == null) {
            List<String> go = new ArrayList<>(others);
            if (kept == 0) {
                others.stream().filter(c -> !board.isPass(c))
                        .min(Comparator.comparing(c -> board.definition().locationName(board.hexOfCity(c))))
                        .ifPresent(go::remove);
            }
            for (String city : go) {
                removeMerging(game, merger, city);
            }
            finish(game, merger);
            return;
        }
        questions.askFirst(new Removal(sfli, this, merger, others.size() - mustGo));
    }

    private static void removeMerging(ItalianGame game, Merger merger, String city) {
        removeMerging(game, merger, city, null);
    }

    /** Removes the token of a merging corporation ({@code only} if given) from a city. */
    private static void removeMerging(ItalianGame game, Merger merger, String city, Corporation only) {
        for (Corporation c : merger.merging()) {
            if (only != null && c != only) {
                continue;
            }
            if (game.board().tokensOf(c.id()).contains(city)) {
                game.board().removeToken(c.id(), city);
                c.setTokensUsed(c.tokensUsed() - 1);
                if (game.logging()) {
                    game.log(ItalianText.get("log.tuscan.removes", Names.of(c), CorporationStep.placeOfCity(game, city)));
                }
                return;
            }
        }
    }

    /** The remaining tokens become the SFLi's, the merged railways leave the game, the SFLi runs now or next round. */
    private void finish(ItalianGame game, Merger merger) {
        handTokens(game, merger, sfli, SFLI_TOKENS);
        retire(game, merger);
        boolean now = runsNow && game.round() instanceof ItalianOperatingRound or && or.addLater(sfli);
        if (game.logging()) {
            game.log(ItalianText.get(now ? "log.tuscan.runNow" : "log.tuscan.runNext", Names.of(sfli)));
        }
    }

    /** The placed tokens of the merging corporations become the target's, whose supply is {@code count} tokens. */
    static void handTokens(ItalianGame game, Merger merger, Corporation target, int count) {
        Board board = game.board();
        int placed = 0;
        for (Corporation c : merger.merging()) {
            for (String city : board.tokensOf(c.id())) {
                board.replaceToken(c.id(), target.id(), city);
                placed++;
            }
            c.setTokensUsed(0);
        }
        target.setTokensUsed(0);
        while (target.removeToken() >= 0) {
            // the supply is exactly {@code count}
        }
        for (int i = 0; i < Math.max(count, placed); i++) {
            target.addToken(0);
        }
        target.setTokensUsed(placed);
    }

    /** The merged corporations leave: historical ones for good, a non-historical holding free again. */
    static void retire(ItalianGame game, Merger merger) {
        for (Corporation c : merger.merging()) {
            merger.retire(c);
            if (game.round() instanceof ItalianOperatingRound or) {
                or.dropLater(c);
            }
        }
    }

    /** The merger's terms: the target takes no station over by itself (the Tuscan merge counts the tokens). */
    static final class Terms extends MergerTerms {
        private final ItalianGame game;

        Terms(ItalianGame game) {
            this.game = game;
        }

        /** RB 4.7.4-4.7.6: a non-historical corporation is free to be started again, a historical one closes. */
        @Override
        protected boolean restarts(Merger merger, Corporation merging) {
            return !game.historical(merging);
        }

        @Override
        protected void exchange(Merger merger, ShareHolder holder, List<Certificate> held) {
            // the exchange is the Tuscan merge's own, over both railways at once
        }

        @Override
        protected boolean takesOverStations(Merger merger, Corporation merging) {
            return false;
        }
    }

    /** One of two tokens on the cities of one tile goes (digest 6.2 tokens, step 2). */
    static final class SameTile extends TokenRemoval {
        private final TuscanMerge merge;
        private final Merger merger;
        private final List<String> cities;

        SameTile(Entity asked, TuscanMerge merge, Merger merger, List<String> cities) {
            super(asked, merge.sfli);
            this.merge = merge;
            this.merger = merger;
            this.cities = List.copyOf(cities);
        }

        @Override
        protected List<String> removable(Game game) {
            return cities;
        }

        @Override
        protected void answered(Game game, Questions questions, roundhouse.engine.spi.step.Answer<String> answer) {
            ItalianGame italy = (ItalianGame) game;
            removeMerging(italy, merger, answer.value());
            merge.tokens(italy, questions, merger);
        }
    }

    /**
     * The SFLi's director removes tokens of the merged railways outside Pisa and Firenze: at least as
     * many as exceed five, at most all of them ({@code remove_token}; a {@code pass} once enough are gone).
     */
    static final class Removal extends TokenRemoval {
        private final TuscanMerge merge;
        private final Merger merger;
        /** How many of the removable tokens may stay. */
        private final int mayKeep;

        Removal(Entity asked, TuscanMerge merge, Merger merger, int mayKeep) {
            super(asked, merge.sfli);
            this.merge = merge;
            this.merger = merger;
            this.mayKeep = mayKeep;
        }

        private List<String> left(Game game) {
            List<String> out = new ArrayList<>();
            for (Corporation c : merger.merging()) {
                for (String city : game.board().tokensOf(c.id())) {
                    if (!KEPT_HEXES.contains(game.board().hexOfCity(city))) {
                        out.add(city);
                    }
                }
            }
            return out;
        }

        @Override
        protected List<String> removable(Game game) {
            return left(game);
        }

        @Override
        protected boolean mayStop(Game game) {
            return left(game).size() <= mayKeep;
        }

        @Override
        protected void answered(Game game, Questions questions, roundhouse.engine.spi.step.Answer<String> answer) {
            String city = answer.value();
            ItalianGame italy = (ItalianGame) game;
            if (city != null) {
                removeMerging(italy, merger, city);
                if (!left(game).isEmpty()) {
                    questions.askFirst(this);
                    return;
                }
            }
            merge.finish(italy, merger);
        }
    }
}
