package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.step.Round;

/**
 * Game-end rules: the triggers a title plays with and when each ends the game (18xx.games
 * {@code GAME_END_CHECK}). The game asks {@link #afterAction} after every action,
 * {@link #endsAfterTurn} when an entity's OR turn ends and {@link #endsAfterRound} when a round
 * ends. Once a trigger is reached its end is fixed (a bank that gets money back stays broken); of
 * several, the one that ends soonest wins. Replace it through {@link RoundFactory#createGameEnd}.
 */
@org.osgi.annotation.versioning.ConsumerType
public class GameEnd {
    /** 18xx.games {@code game_end_reason} words. */
    public static final String BANK = "bank";
    public static final String BANKRUPT = "bankrupt";
    public static final String STOCK_MARKET = "stock_market";
    public static final String FINAL_TRAIN = "final_train";
    public static final String FINAL_PHASE = "final_phase";
    /**
     * The last turn of a game shortened by its rules was played ({@link #withLastTurn}); no title of
     * 18xx.games ends so, a variant may.
     *
     * @since 4.5
     */
    public static final String LAST_TURN = "last_turn";
    /** The players ended the game by agreement (the log's {@code end_game}). */
    public static final String MANUALLY_ENDED = "manually_ended";
    /** Stopped unfinished by a turn limit ({@link #withTurnLimit}). */
    public static final String DID_NOT_FINISH = "dnf";
    /**
     * Stopped because nobody can act any more: round after round began and ended without a move (every
     * corporation frozen or closed, no player able to buy or sell), which no rule would end.
     *
     * @since 4.9
     */
    public static final String STALLED = "stalled";

    /** When a reached trigger ends the game, soonest first. */
    public enum Timing {
        /** after the action that reached it. */
        IMMEDIATE,
        /**
         * after the action that reached it, once the round has moved on to whoever acts next (18xx.games
         * checks an immediate end after its round's own processing: a frozen corporation's turn that begins
         * then has already moved its price).
         */
        ONCE_ROUND_MOVES_ON,
        /** at the end of the current corporation's OR turn; outside an OR at the end of the round. */
        CURRENT_TURN,
        /** at the end of the current round. */
        CURRENT_ROUND,
        /** at the end of the current OR (reached outside an OR: of the next one). */
        CURRENT_OR,
        /** at the end of the current OR set (reached in a stock round: of the next set). */
        FULL_OR,
        /** at the end of the OR set of the next turn. */
        ONE_MORE_FULL_OR_SET
    }

    /** One way the game ends; implement it for a title's own ({@code offboards} in 1841). */
    public interface Trigger {
        /** The {@code game_end_reason} written when it ends the game. */
        String reason();

        Timing timing();

        /** Whether the condition holds now. */
        boolean reached(Game game);
    }

    /** A trigger from its parts. */
    public static Trigger trigger(String reason, Timing timing, java.util.function.Predicate<Game> condition) {
        return new Trigger() {
            @Override
            public String reason() {
                return reason;
            }

            @Override
            public Timing timing() {
                return timing;
            }

            @Override
            public boolean reached(Game game) {
                return condition.test(game);
            }
        };
    }

    /** The bank broke: a payment exceeded its cash ({@code bank}). */
    public static Trigger bankBroken(Timing timing) {
        return trigger(BANK, timing, g -> g.bank().broken());
    }

    /** A player went bankrupt ({@code bankrupt}, 1830). */
    public static Trigger bankruptcy(Timing timing) {
        return trigger(BANKRUPT, timing, g -> {
            for (Player p : g.players()) {
                if (p.bankrupt()) {
                    return true;
                }
            }
            return false;
        });
    }

    /** All players but one are out through bankruptcy ({@code bankrupt}, 1841). */
    public static Trigger allButOneOut() {
        return allButOneOut(Timing.IMMEDIATE);
    }

    /** As {@link #allButOneOut()}, ending the game at {@code timing}. */
    public static Trigger allButOneOut(Timing timing) {
        return trigger(BANKRUPT, timing, g -> {
            int in = 0;
            for (Player p : g.players()) {
                in += p.bankrupt() ? 0 : 1;
            }
            return in <= 1;
        });
    }

    /** A share price reached a cell whose zone has {@code e} (market.json {@code "516e"}). */
    public static Trigger marketTop(Timing timing) {
        return trigger(STOCK_MARKET, timing, g -> {
            for (Corporation c : g.corporations()) {
                if (c.sharePrice() != null && c.sharePrice().zone().contains("e")) {
                    return true;
                }
            }
            return false;
        });
    }

    /** The last phase started ({@code final_phase}; 18Mag: one more full OR set). */
    public static Trigger finalPhase(Timing timing) {
        return trigger(FINAL_PHASE, timing, g -> g.phaseIndex() == g.data().phases().size() - 1);
    }

    /** The depot sold its last train ({@code final_train}). */
    public static Trigger finalTrain(Timing timing) {
        return trigger(FINAL_TRAIN, timing, g -> g.depot().upcoming().isEmpty());
    }

    /** The rules.json switches: {@code game_end_bank} and {@code game_end_bankrupt}. */
    public static List<Trigger> fromRules(Rules rules) {
        List<Trigger> out = new ArrayList<>();
        switch (rules.gameEndBankrupt()) {
            case IMMEDIATE -> out.add(bankruptcy(Timing.IMMEDIATE));
            case NONE -> {
            }
        }
        switch (rules.gameEndBank()) {
            case FULL_OR -> out.add(bankBroken(Timing.FULL_OR));
            case CURRENT_OR -> out.add(bankBroken(Timing.CURRENT_OR));
            case IMMEDIATE -> out.add(bankBroken(Timing.IMMEDIATE));
            case NONE -> {
            }
        }
        return out;
    }

    private final List<Trigger> triggers;
    private final int turnLimit;
    /** The last turn of a shortened game ({@link #withLastTurn}), 0 for none. */
    private final int lastTurn;
    private Trigger pending;
    private int pendingTurn;
    private boolean pendingInOperatingRound;

    public GameEnd(List<Trigger> triggers) {
        this(triggers, 0, 0);
    }

    private GameEnd(List<Trigger> triggers, int turnLimit, int lastTurn) {
        this.triggers = List.copyOf(triggers);
        this.turnLimit = turnLimit;
        this.lastTurn = lastTurn;
    }

    /**
     * These triggers, and a game still going when a round of turn {@code turns} ends stops there
     * unfinished ({@code dnf}; 18xx.games stops every game so after its 100th turn's first round).
     * A trigger whose time has come at that round's end wins.
     */
    public GameEnd withTurnLimit(int turns) {
        return new GameEnd(triggers, turns, lastTurn);
    }

    /**
     * These triggers, and a shortened game: once turn {@code turn} is over (its stock round and the
     * operating rounds after it, however many the title's rules made), the game ends before the next
     * round begins ({@code last_turn}), if nothing ended it before. A variant's rule:
     * {@code super.createGameEnd(game).withLastTurn(5)}.
     *
     * @since 4.5
     */
    public GameEnd withLastTurn(int turn) {
        if (turn < 1) {
            throw new IllegalArgumentException("a game's last turn is turn 1 or later, not " + turn);
        }
        return new GameEnd(triggers, turnLimit, turn);
    }

    /**
     * These triggers and one more, the turn limits kept: how a variant adds a way to end the game to
     * those of the title it extends ({@code super.createGameEnd(game).with(GameEnd.marketTop(Timing.CURRENT_OR))}).
     *
     * @since 4.5
     */
    public GameEnd with(Trigger trigger) {
        List<Trigger> all = new ArrayList<>(triggers);
        all.add(java.util.Objects.requireNonNull(trigger, "trigger"));
        return new GameEnd(all, turnLimit, lastTurn);
    }

    public List<Trigger> triggers() {
        return triggers;
    }

    /** The reached trigger that will end the game, or {@code null}. */
    public Trigger pending() {
        return pending;
    }

    /** Fixes a trigger as reached now (a title's event; also {@link Game#setGameEndPending()}). */
    public void reach(Game game, Trigger trigger) {
        if (pending != null && pending.timing().compareTo(trigger.timing()) <= 0) {
            return;
        }
        pending = trigger;
        pendingTurn = game.turn();
        pendingInOperatingRound = game.round() != null && RoundKind.OPERATING.equals(game.round().roundKind());
        if (trigger.timing() == Timing.IMMEDIATE) {
            game.endGame(trigger.reason());
        }
    }

    /** Looks at every trigger; an immediate one ends the game now. */
    public void afterAction(Game game) {
        for (Trigger t : triggers) {
            if ((pending == null || t.timing().compareTo(pending.timing()) < 0) && t.reached(game)) {
                reach(game, t);
                if (game.finished()) {
                    return;
                }
            }
        }
    }

    /** After an action has been processed and the round has moved on: ends a game reached {@link Timing#ONCE_ROUND_MOVES_ON}. */
    public void afterRoundMovedOn(Game game) {
        if (pending != null && pending.timing() == Timing.ONCE_ROUND_MOVES_ON && !game.finished()) {
            game.endGame(pending.reason());
        }
    }

    /** Whether the current OR should stop after the current corporation's turn. */
    public boolean endsAfterTurn() {
        return pending != null && pending.timing() == Timing.CURRENT_TURN;
    }

    /**
     * Called when a round is over, before the next is made: ends the game if a reached trigger's
     * time has come.
     *
     * @return whether the game ended
     */
    public boolean endsAfterRound(Game game, Round finished) {
        afterAction(game);
        if (game.finished()) {
            return true;
        }
        if (pending == null) {
            return turnLimitReached(game);
        }
        boolean operating = RoundKind.OPERATING.equals(finished.roundKind());
        boolean setOver = operating && game.counters().lastOperatingRoundOfSet();
        boolean end = switch (pending.timing()) {
            case IMMEDIATE, ONCE_ROUND_MOVES_ON, CURRENT_TURN, CURRENT_ROUND -> true;
            case CURRENT_OR -> operating;
            case FULL_OR -> setOver;
            case ONE_MORE_FULL_OR_SET -> setOver && game.turn() > pendingTurn;
        };
        if (end) {
            game.endGame(pending.reason());
            return true;
        }
        return turnLimitReached(game);
    }

    /**
     * Called when the next round has been made, before it starts: ends a shortened game whose last
     * turn is over ({@link #withLastTurn}); the round made is then never played.
     *
     * @return whether the game ended
     * @since 4.5
     */
    public boolean endsBeforeRound(Game game) {
        if (lastTurn > 0 && game.turn() > lastTurn) {
            game.endGame(LAST_TURN);
            return true;
        }
        return false;
    }

    private boolean turnLimitReached(Game game) {
        if (turnLimit > 0 && game.turn() >= turnLimit) {
            game.endGame(DID_NOT_FINISH);
            return true;
        }
        return false;
    }

    /** Whether the trigger was reached during an operating round (for a title's own timing). */
    public boolean pendingInOperatingRound() {
        return pendingInOperatingRound;
    }
}
