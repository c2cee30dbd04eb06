package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.GameEnd.Timing;
import roundhouse.engine.spi.step.Round;

/** Each end trigger and timing on hand-built state of the {@code cards} test title. */
class GameEndTest {
    private static Game game(GameEnd.Trigger... triggers) {
        CardsTitle title = new CardsTitle() {
            @Override
            public GameEnd createGameEnd(Game game) {
                return new GameEnd(List.of(triggers));
            }
        };
        return title.createGame(CardsTitle.THREE, false);
    }

    private static Round round(Game g, RoundKind kind) {
        return new CardsTitle.Instant(g, kind, kind.id());
    }

    private static void breakBank(Game g) {
        g.transfer(g.bank(), g.players().get(0), g.bank().cash() + 1);
    }

    @Test
    void theRulesJsonSwitchesAreTheDefaultTriggers() {
        List<GameEnd.Trigger> t = GameEnd.fromRules(Rules.defaults());
        assertEquals(List.of("bankrupt", "bank"), t.stream().map(GameEnd.Trigger::reason).toList());
        assertEquals(List.of(Timing.IMMEDIATE, Timing.FULL_OR), t.stream().map(GameEnd.Trigger::timing).toList());
    }

    @Test
    void aBankBrokenImmediatelyEndsAfterTheAction() {
        Game g = game(GameEnd.bankBroken(Timing.IMMEDIATE));
        g.checkGameEnd();
        assertFalse(g.finished());
        breakBank(g);
        g.checkGameEnd();
        assertTrue(g.finished());
        assertEquals("bank", g.gameEndReason());
        try {
            EngineText.use(java.util.Locale.GERMAN);
            assertEquals("die Bank ist gesprengt", g.gameEndText(), "players read the reason, in their language");
        } finally {
            EngineText.use(null);
        }
    }

    /** An end reached "once the round moves on" waits for the round's own processing, then ends the game. */
    @Test
    void anEndOnceTheRoundMovesOnWaitsForTheRound() {
        Game g = game(GameEnd.bankBroken(Timing.ONCE_ROUND_MOVES_ON));
        breakBank(g);
        g.checkGameEnd();
        assertFalse(g.finished(), "the round still moves on to whoever acts next");
        g.checkGameEndOnceMovedOn();
        assertTrue(g.finished());
        assertEquals("bank", g.gameEndReason());
    }

    /** A shortened game ends once its last turn is over: before the round of the next turn begins. */
    @Test
    void aShortenedGameEndsOnceItsLastTurnIsOver() {
        Game g = game(GameEnd.bankBroken(Timing.FULL_OR));
        GameEnd end = g.gameEnd().withLastTurn(2).with(GameEnd.marketTop(Timing.CURRENT_OR));
        assertEquals(List.of("bank", "stock_market"), end.triggers().stream().map(GameEnd.Trigger::reason).toList(),
                "the title's own ends are kept");
        assertFalse(end.endsBeforeRound(g), "turn 1");
        g.counters().nextTurn();
        assertFalse(end.endsBeforeRound(g), "turn 2, the last");
        assertFalse(g.finished());
        g.counters().nextTurn();
        assertTrue(end.endsBeforeRound(g), "turn 3 would begin");
        assertEquals("last_turn", g.gameEndReason());
        assertEquals("the last turn of the shortened game was played", g.gameEndText());
        assertThrows(IllegalArgumentException.class, () -> g.gameEnd().withLastTurn(0));
    }

    /** Every reason the engine may end a game with reads as text in English and German, never as its code. */
    @Test
    void everyReasonHasItsText() throws Exception {
        for (java.lang.reflect.Field f : GameEnd.class.getFields()) {
            if (f.getType() != String.class || !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            String reason = (String) f.get(null);
            for (java.util.Locale l : List.of(java.util.Locale.ENGLISH, java.util.Locale.GERMAN)) {
                try {
                    EngineText.use(l);
                    assertTrue(EngineText.has("end." + reason), f.getName() + " (" + reason + ") in " + l);
                } finally {
                    EngineText.use(null);
                }
            }
        }
    }

    @Test
    void aBankBrokenForTheFullSetEndsAfterTheLastOperatingRoundOfTheSet() {
        Game g = game(GameEnd.bankBroken(Timing.FULL_OR));
        g.counters().startOperatingSet(2);
        breakBank(g);
        g.checkGameEnd();
        assertFalse(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)), "OR 1.1 of 2");
        g.counters().nextOperatingRound();
        assertTrue(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)), "OR 1.2 of 2");
        assertEquals("bank", g.gameEndReason());
    }

    @Test
    void aBankBrokenForTheCurrentOperatingRoundEndsAfterTheNextOperatingRound() {
        Game g = game(GameEnd.bankBroken(Timing.CURRENT_OR));
        g.counters().startOperatingSet(2);
        breakBank(g);
        assertFalse(g.gameEnd().endsAfterRound(g, round(g, RoundKind.STOCK)), "broken in a stock round");
        assertTrue(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)), "the next OR, though not the last");
    }

    @Test
    void aBankruptcyEndsTheGameAtOnce() {
        Game g = game(GameEnd.bankruptcy(Timing.IMMEDIATE));
        g.players().get(1).setBankrupt(true);
        g.checkGameEnd();
        assertEquals("bankrupt", g.gameEndReason());
    }

    @Test
    void allButOnePlayerOutEndsTheGameNotTheFirstBankruptcy() {
        Game g = game(GameEnd.allButOneOut());
        g.players().get(1).setBankrupt(true);
        g.checkGameEnd();
        assertFalse(g.finished());
        g.players().get(2).setBankrupt(true);
        g.checkGameEnd();
        assertEquals("bankrupt", g.gameEndReason());
    }

    @Test
    void theMarketTopEndsTheGameAtTheEndOfTheCorporationsTurn() {
        Game g = game(GameEnd.marketTop(Timing.CURRENT_TURN));
        Corporation prr = g.corporation("PRR");
        g.setPar(prr, g.market().cell(0, 2));
        g.checkGameEnd();
        assertFalse(g.gameEnd().endsAfterTurn());
        g.market().moveRight(prr);
        assertEquals("e", prr.sharePrice().zone());
        g.checkGameEnd();
        assertFalse(g.finished());
        assertTrue(g.gameEnd().endsAfterTurn(), "the OR stops after this turn");
        assertTrue(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)));
        assertEquals("stock_market", g.gameEndReason());
    }

    @Test
    void theFinalPhaseEndsTheGameAfterOneMoreFullSet() {
        Game g = game(GameEnd.finalPhase(Timing.ONE_MORE_FULL_OR_SET));
        g.counters().startOperatingSet(2);
        g.enterPhase(g.data().phases().size() - 1);
        g.checkGameEnd();
        g.counters().nextOperatingRound();
        assertFalse(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)), "the set it started in goes on");
        g.counters().nextTurn();
        assertFalse(g.gameEnd().endsAfterRound(g, round(g, RoundKind.STOCK)));
        g.counters().startOperatingSet(3);
        assertFalse(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)));
        g.counters().nextOperatingRound();
        g.counters().nextOperatingRound();
        assertTrue(g.gameEnd().endsAfterRound(g, round(g, RoundKind.OPERATING)));
        assertEquals("final_phase", g.gameEndReason());
    }

    @Test
    void theLastDepotTrainEndsTheGame() {
        Game g = game(GameEnd.finalTrain(Timing.CURRENT_ROUND));
        g.checkGameEnd();
        assertNull(g.gameEnd().pending());
        g.depot().upcoming().clear();
        g.checkGameEnd();
        assertTrue(g.gameEnd().endsAfterRound(g, round(g, RoundKind.STOCK)));
        assertEquals("final_train", g.gameEndReason());
    }

    @Test
    void theSoonestReachedTriggerWinsAndATitlesOwnNamesItsReason() {
        boolean[] connected = { false };
        Game g = game(GameEnd.bankBroken(Timing.FULL_OR),
                GameEnd.trigger("offboards", Timing.CURRENT_TURN, x -> connected[0]));
        breakBank(g);
        g.checkGameEnd();
        assertEquals("bank", g.gameEnd().pending().reason());
        connected[0] = true;
        g.checkGameEnd();
        assertEquals("offboards", g.gameEnd().pending().reason());
        assertTrue(g.gameEnd().endsAfterRound(g, round(g, RoundKind.STOCK)));
        assertEquals("offboards", g.gameEndReason());
    }
}
