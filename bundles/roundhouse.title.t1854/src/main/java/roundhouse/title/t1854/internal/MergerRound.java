package roundhouse.title.t1854.internal;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.Round;

/**
 * A merger window ("Fusion", A-20): from phase 5 locals merge only at the start or the end of an
 * operating round. The owners of locals take turns from the priority holder, each merging two
 * locals (with the other owner's consent) or passing, until all have passed in succession. At the
 * end of the operating round in which the first 6-train came, the locals still left then merge in
 * the forced pairs (1+2, 3+4, 5+6 of those left), taking the free AGs in letter order.
 *
 * <p>Between two operating rounds of a set the window is one: the end of the earlier round (its AGs
 * operate in the next round). The start window opens only before the first operating round after a
 * stock round; an AG formed there waits for the round after (A-21; rule option
 * {@code ag_operates_in_merger_or}: it operates in that round).
 */
class MergerRound extends Round {
    static final RoundKind KIND = new RoundKind("merger");

    private final boolean atEnd;
    /** The finished operating round (end window) or the one about to start (start window). */
    private final Round operatingRound;
    private final String orName;
    private final Questions questions;
    private int passesInRow;

    MergerRound(Game game, boolean atEnd, Round operatingRound) {
        super(game);
        this.atEnd = atEnd;
        this.operatingRound = operatingRound;
        this.orName = game.turn() + "." + game.operatingRoundNumber();
        this.entities = game.playersFrom(game.priority());
        this.entityIndex = 0;
        questions = new Questions(game, this);
        add(questions);
    }

    @Override
    public RoundKind roundKind() {
        return KIND;
    }

    @Override
    public String name() {
        return LocalText.get(atEnd ? "round.merger.end" : "round.merger.start", orName);
    }

    boolean atEnd() {
        return atEnd;
    }

    Round operatingRound() {
        return operatingRound;
    }

    /** Whether a window opens now: mergers allowed by the phase and two locals left to merge. */
    static boolean opens(Game game) {
        return LocalMerger.mergersAllowed(game) && LocalMerger.openLocals(game).size() >= 2
                && !LocalMerger.freeAgs(game).isEmpty();
    }

    @Override
    public void start() {
        game.logText("log.roundHeader", name());
        if (!opens(game)) {
            finish();
            return;
        }
        skipToOwner();
        askTurn();
        super.start();
    }

    /** The owner at the cursor merges or passes ({@link MergerTurn}). */
    private void askTurn() {
        questions.ask(new MergerTurn(this, (Player) entities.get(entityIndex)));
    }

    /** Moves the cursor to the next player (from the current one) who owns a local. */
    private void skipToOwner() {
        for (int i = 0; i < entities.size(); i++) {
            if (ownsLocal(game, (Player) entities.get(entityIndex))) {
                return;
            }
            entityIndex = (entityIndex + 1) % entities.size();
        }
    }

    static boolean ownsLocal(Game game, Player p) {
        return LocalMerger.openLocals(game).stream().anyMatch(c -> c.president() == p);
    }

    private int owners() {
        return (int) entities.stream().filter(e -> ownsLocal(game, (Player) e)).count();
    }

    /** A merger resets the passes; a pass counts one; the window closes when every owner passed in a row. */
    void acted(boolean merged) {
        passesInRow = merged ? 0 : passesInRow + 1;
    }

    /** Merges two locals into {@code ag}: an AG formed at the end of an operating round operates in the next. */
    void merge(Corporation a, Corporation b, Corporation ag) {
        LocalMerger.merge(game, a, b, ag, atEnd || game.option(LocalMerger.OPERATES_IN_MERGER_OR));
        acted(true);
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (questions.question() != null) {
            return; // the other owner answers a proposal first
        }
        if (!opens(game) || passesInRow >= owners()) {
            closeWindow();
            return;
        }
        entityIndex = (entityIndex + 1) % entities.size();
        skipToOwner();
        askTurn();
        touch();
        for (var s : steps) {
            s.unpass();
        }
    }

    /** The end of the window: at the first 6-train's OR the locals left merge in forced pairs. */
    private void closeWindow() {
        if (atEnd && LocalMerger.mergersForced(game)) {
            for (Corporation[] pair : LocalMerger.forcedPairs(game)) {
                List<Corporation> free = LocalMerger.freeAgs(game);
                if (free.isEmpty()) {
                    break;
                }
                LocalText.log(game, "log.forcedMerger", LocalText.name(pair[0]), LocalText.name(pair[1]));
                LocalMerger.merge(game, pair[0], pair[1], free.get(0), true);
            }
        }
        finish();
    }

    @Override
    protected void nextEntity() {
        closeWindow();
    }
}
