package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Merger;
import roundhouse.engine.spi.MergerTerms;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;

/**
 * Two local railways merge into a Lokalbahn AG ("Fusion"): the owner of the lower-numbered local
 * directs it and takes its 50 % director's certificate, the other owner the other 50 % share (one
 * player owning both takes both), so nobody's certificate count changes; the market marker goes on
 * the 67 cell (row 5, column 2) under the markers there; the treasuries are added; the plus trains
 * leave the game and the regular ones go to the bank pool at face value; the locals' stations leave
 * the local board and their certificates the game. When all three AGs exist the local board is
 * cleared and its tiles go back to the supply.
 */
final class LocalMerger {
    /** The AG's start cell "67" (digest section 9: row 5, column 2). */
    static final int START_ROW = 5;
    static final int START_COLUMN = 2;
    /** Rule option: an AG merged at the start of an operating round operates in it. */
    static final String OPERATES_IN_MERGER_OR = "ag_operates_in_merger_or";
    /** The rule options of locals and AGs the title's code reads (README). */
    static final java.util.Set<String> OPTIONS = java.util.Set.of(OPERATES_IN_MERGER_OR, AgHome.EXTRA_LAY);
    /** phases.json status flag from which locals may merge (phase 5). */
    static final String MERGERS = "mergers";
    /** phases.json status flag from which the remaining locals must merge (phase 6). */
    static final String FORCED = "forced_mergers";

    private LocalMerger() {
    }

    /** The locals still running, in number order. */
    static List<Corporation> openLocals(Game game) {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (AustrianGame.isLocal(c) && !c.closed() && c.president() instanceof Player) {
                out.add(c);
            }
        }
        return out;
    }

    /** The AGs nobody has formed yet, in letter order. */
    static List<Corporation> freeAgs(Game game) {
        List<Corporation> out = new ArrayList<>();
        for (Corporation c : game.corporations()) {
            if (AustrianGame.isAg(c) && !c.closed() && c.president() == null) {
                out.add(c);
            }
        }
        return out;
    }

    /** Whether the phase lets locals merge now. */
    static boolean mergersAllowed(Game game) {
        return game.phase().status().contains(MERGERS);
    }

    /** Whether the remaining locals must merge (from the first 6-train). */
    static boolean mergersForced(Game game) {
        return game.phase().status().contains(FORCED);
    }

    /**
     * Merges two locals into {@code ag}.
     *
     * @param operatesNow whether the AG may operate from the next operating round on (a merger at the end
     *     of an OR); {@code false} for a merger at the start of an OR, whose AG waits for the OR after it
     */
    static void merge(Game game, Corporation a, Corporation b, Corporation ag, boolean operatesNow) {
        Corporation lower = number(a) < number(b) ? a : b;
        Corporation higher = lower == a ? b : a;
        Player director = (Player) lower.president();
        Player other = (Player) higher.president();
        int cash = lower.cash() + higher.cash();
        Merger merger = new Merger(game, List.of(lower, higher), ag, new Terms());
        merger.startAt(game.market().cell(START_ROW, START_COLUMN));
        List<String> plus = new ArrayList<>();
        List<String> regular = new ArrayList<>();
        for (Merger.Assets moved : merger.run()) {
            moved.leftGame().forEach(t -> plus.add(t.name()));
            moved.pooled().forEach(t -> regular.add(t.name()));
        }
        ag.setFloated(operatesNow);
        game.capitalSettled(ag); // its treasury is the locals': the bank pays no capital at the end of a stock round
        LocalText.log(game, "log.merger", LocalText.name(lower), LocalText.name(higher), LocalText.name(ag),
                director.name(), game.format(cash), game.format(ag.sharePrice().price()));
        LocalText.log(game, "log.mergerCertificate", director.name(), LocalText.name(ag), LocalText.name(lower));
        LocalText.log(game, "log.mergerCertificate", other.name(), LocalText.name(ag), LocalText.name(higher));
        if (!plus.isEmpty()) {
            LocalText.log(game, "log.plusTrainsLeave", trains(plus));
        }
        if (!regular.isEmpty()) {
            LocalText.log(game, "log.trainsToPool", trains(regular));
        }
        if (freeAgs(game).isEmpty()) {
            clearLocalBoard(game);
        }
    }

    /**
     * "Fusion": the locals' owners take the AG's two certificates, the lower-numbered local's the
     * director's; the plus trains leave the game, the others go to the bank pool; the stations stay on
     * the local board, to leave with their locals.
     */
    private static final class Terms extends MergerTerms {
        @Override
        protected void exchange(Merger merger, ShareHolder holder, List<Certificate> held) {
            if (merger.survivor().presidentsShare().holder() == merger.survivor().ipo()) {
                merger.issuePresidents(holder);
            } else {
                merger.issue(holder, merger.survivor().presidentsShare().percent());
            }
        }

        @Override
        protected TrainFate trainFate(Merger merger, Corporation merging, Train train) {
            return train.runsAs().kind() == TrainType.Kind.PLUS ? TrainFate.LEAVE_GAME : TrainFate.POOL;
        }

        @Override
        protected boolean takesOverStations(Merger merger, Corporation merging) {
            return false;
        }
    }

    /** Train names as the log lists them, each type once ("3+-trains, 2-trains"). */
    private static String trains(List<String> names) {
        return String.join(", ", new java.util.LinkedHashSet<>(names).stream().map(Names::trains).toList());
    }

    /** "Wenn alle drei AGs gegründet sind": every tile of the local board goes back to the supply. */
    static void clearLocalBoard(Game game) {
        if (game.board() == null) {
            return;
        }
        for (String hex : game.board().definition().hexes()) {
            if (TwoBoardsReach.LOCAL_BOARD.equals(game.board().definition().boardOf(hex))) {
                game.board().restorePrinted(hex);
            }
        }
        LocalText.log(game, "log.localBoardCleared");
    }

    /** The forced pairing of the remaining locals (1+2, 3+4, 5+6 of those left), lowest numbers first. */
    static List<Corporation[]> forcedPairs(Game game) {
        List<Corporation> left = openLocals(game);
        List<Corporation[]> out = new ArrayList<>();
        for (int i = 0; i + 1 < left.size(); i += 2) {
            out.add(new Corporation[] { left.get(i), left.get(i + 1) });
        }
        return out;
    }

    /** A local's number (companies.json sym "1".."6"). */
    static int number(Corporation local) {
        return Integer.parseInt(local.id());
    }
}
