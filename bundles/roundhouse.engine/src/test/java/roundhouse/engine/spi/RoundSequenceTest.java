package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.step.Round;

/** The title owns the sequence of rounds: typed kinds, its own kinds, its own first round. */
class RoundSequenceTest {
    static final RoundKind MERGER = new RoundKind("merger");
    static final RoundKind DRAFT = new RoundKind("draft");

    @Test
    void theDefaultSequenceIsAuctionStockAndTheSetOfTheCurrentPhase() {
        CardsTitle title = new CardsTitle();
        Game g = title.createGame(CardsTitle.TWO, false);
        g.start();
        assertEquals(List.of("auction", "SR 1", "OR 1.1", "SR 2", "OR 2.1", "SR 3"), title.played);
        assertTrue(g.finished());
        assertEquals("final_round", g.gameEndReason());
    }

    /** Rounds in which nobody can act, without end (1841: every corporation frozen, nobody able to buy): the game stalls. */
    @Test
    void roundsWithoutAMoveForeverStallTheGame() {
        CardsTitle title = new CardsTitle();
        title.lastTurn = Integer.MAX_VALUE;
        Game g = title.createGame(CardsTitle.TWO, false);
        g.start();
        assertTrue(g.finished());
        assertEquals(GameEnd.STALLED, g.gameEndReason());
        assertEquals(Game.STALLED_ROUNDS + 1, title.played.size(), "the auction and a thousand rounds after it");
        assertEquals("stopped: nobody can act any more", g.gameEndText());
    }

    @Test
    void theSetSizeIsThePhasesAtTheStartOfTheSet() {
        CardsTitle title = new CardsTitle();
        Game g = title.createGame(CardsTitle.TWO, false);
        g.enterPhase(1);
        g.start();
        assertEquals(List.of("auction", "SR 1", "OR 1.1", "OR 1.2", "SR 2", "OR 2.1", "OR 2.2", "SR 3"), title.played);
        assertEquals(2, g.operatingRoundsInSet());
    }

    /** A title with a merger round after each OR set (1841 and 1854 style). */
    static final class MergerTitle extends CardsTitle {
        @Override
        public Round nextRound(Game game, Round finished) {
            if (finished.roundKind().equals(RoundKind.OPERATING) && game.counters().lastOperatingRoundOfSet()) {
                return record(new Instant(game, MERGER, "merger " + game.turn()));
            }
            if (finished.roundKind().equals(MERGER)) {
                game.counters().nextTurn();
                return stockRound(game);
            }
            return super.nextRound(game, finished);
        }
    }

    @Test
    void aTitleInsertsItsOwnRoundKindAfterEachOperatingSet() {
        MergerTitle title = new MergerTitle();
        Game g = title.createGame(CardsTitle.TWO, false);
        g.enterPhase(1);
        g.start();
        assertEquals(List.of("auction", "SR 1", "OR 1.1", "OR 1.2", "merger 1", "SR 2", "OR 2.1", "OR 2.2", "merger 2",
                "SR 3"), title.played);
        assertEquals("merger", MERGER.id());
    }

    /** A title that opens with a draft (18Mag) and then goes straight to operating. */
    static final class DraftTitle extends CardsTitle {
        @Override
        public Round initialRound(Game game) {
            return record(new Instant(game, DRAFT, "draft"));
        }

        @Override
        public Round nextRound(Game game, Round finished) {
            if (finished.roundKind().equals(DRAFT)) {
                game.counters().startOperatingSet(1);
                return operatingRound(game, 1);
            }
            return super.nextRound(game, finished);
        }
    }

    @Test
    void aTitleHasItsOwnFirstRound() {
        DraftTitle title = new DraftTitle();
        Game g = title.createGame(CardsTitle.TWO, false);
        g.start();
        assertEquals(List.of("draft", "OR 1.1", "SR 2", "OR 2.1", "SR 3"), title.played);
    }

    @Test
    void countersMoveThroughTheirApi() {
        RoundCounters n = new RoundCounters();
        assertEquals(1, n.turn());
        n.startOperatingSet(3);
        n.nextOperatingRound();
        assertEquals(2, n.operatingRoundNumber());
        assertTrue(!n.lastOperatingRoundOfSet());
        n.nextOperatingRound();
        assertTrue(n.lastOperatingRoundOfSet());
        n.nextTurn();
        assertEquals(2, n.turn());
        assertEquals(0, n.operatingRoundNumber());
        n.set(7, 1, 2);
        assertEquals(7, n.turn());
    }
}
