package org.example.tableextras.internal;

import java.util.List;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.PlayerRef;
import roundhouse.api.bot.Bot;
import roundhouse.title.t1830.T1830Rules;

/** 1830 games for the tests, played by bots through the exported API only. */
final class Games {
    /** 1830 itself: its exported rules class, its data from the title's jar on the class path. */
    static final GameTitle T1830 = new T1830Rules() {
    };

    private Games() {
    }

    static GameSession newGame(long seed) {
        return T1830.newGame(new GameSetup(List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"),
                new PlayerRef("3", "Cat"), new PlayerRef("4", "Dan")), java.util.Set.of(), seed));
    }

    /** Plays {@code moves} moves (or to the end), each by the bot of the player who decides now. */
    static GameSession play(GameSession game, int moves, Bot... seats) throws Exception {
        for (int i = 0; i < moves && !game.state().finished(); i++) {
            String seat = decider(game);
            game.apply(seats[Integer.parseInt(seat) - 1].choose(game, seat));
        }
        return game;
    }

    /** The player who decides now ({@link roundhouse.api.view.GameState#decidingPlayer()}). */
    static String decider(GameSession game) {
        String player = game.state().decidingPlayer();
        if (player == null) {
            throw new AssertionError("nobody decides at action " + game.actions().size());
        }
        return player;
    }
}
