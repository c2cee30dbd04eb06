package org.example.tableextras.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;

/** The thrifty bot plays legal moves at the lowest amounts, the same ones for the same seed. */
class ThriftyBotTest {
    private static Bot[] bots(long seed) {
        ThriftyBotFactory f = new ThriftyBotFactory();
        return new Bot[] { f.create(seed), f.create(seed + 1), f.create(seed + 2), f.create(seed + 3) };
    }

    @Test
    void everyMoveIsLegalAndAtTheLowestAmount() throws Exception {
        GameSession game = Games.newGame(7);
        Bot[] seats = bots(7);
        for (int i = 0; i < 300 && !game.state().finished(); i++) {
            String seat = Games.decider(game);
            Action move = seats[Integer.parseInt(seat) - 1].choose(game, seat);
            LegalAction offered = game.legalActions().stream()
                    .filter(a -> a.action().type().equals(move.type()) && a.action().entity().equals(move.entity())
                            && (a.amount() == null ? a.action().equals(move) : move.number(a.amount().key(), -1) == a.amount().min()))
                    .findFirst().orElse(null);
            assertTrue(offered != null, "move " + i + " " + move + " is offered at its lowest amount");
            game.apply(move); // a refusal would throw
        }
        assertTrue(game.state().round().kind().equals("operating") || game.state().round().turn() > 1,
                "300 moves leave the opening: " + game.state().round().name());
    }

    @Test
    void theSameSeedPlaysTheSameMoves() throws Exception {
        List<Action> first = Games.play(Games.newGame(3), 200, bots(3)).actions();
        List<Action> again = Games.play(Games.newGame(3), 200, bots(3)).actions();
        assertEquals(first, again);
    }
}
