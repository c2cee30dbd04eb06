package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.Questions;

/**
 * The Tuscan merge (RB 4.6.9; trains.json event {@code tuscan_merge} with the first 4-train, full map
 * only): the Tuscan railways running merge into the SFLi, which always has five tokens and keeps those
 * in Pisa and Firenze. SFLP and SFMA alone merge as two minors (RB 4.7.5); with SSFL a minor first
 * becomes a free non-historical major, the holding (RB 4.7.6; SFLP and SFMA together merge into it),
 * which then merges with SSFL as two majors (RB 4.7.4). Fewer than two running: no merge, the SFLi
 * leaves the game. The director of the highest-priced of them decides (RB 4.6.9). The mergers and the
 * transformation are the ordinary ones with the Tuscan differences ({@link TuscanMerger},
 * {@link TuscanTransform}).
 */
final class TuscanMerge {
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
            TuscanMerger.start(game, questions, m, running.get(0), running.get(1), sfli);
            return;
        }
        m.ssfl = ssfl;
        m.holding = holding(game);
        List<Corporation> minors = new ArrayList<>(running);
        minors.remove(ssfl);
        if (minors.size() == 2) {
            TuscanMerger.start(game, questions, m, minors.get(0), minors.get(1), m.holding);
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
        TuscanMerger.start(game, questions, this, a, b, sfli);
    }

    /** The SFLi is formed: it runs now or from the next round. */
    void sfliFormed(ItalianGame game) {
        boolean now = runsNow && game.round() instanceof ItalianOperatingRound or && or.addLater(sfli);
        if (game.logging()) {
            game.log(ItalianText.get(now ? "log.tuscan.runNow" : "log.tuscan.runNext", Names.of(sfli)));
        }
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
}
