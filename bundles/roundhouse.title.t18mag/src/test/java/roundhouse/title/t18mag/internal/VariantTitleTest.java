package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameEnd;
import roundhouse.engine.spi.step.Round;
import roundhouse.testsupport.RandomGames;
import roundhouse.title.t18mag.T18MagRules;

/**
 * 18Mag as a parent: a variant built as a variant bundle would be, a subclass of the exported
 * {@link T18MagRules} whose own class loader sees only its GAME-INF ({@code variants/18Mag_roomy}:
 * {@code "extends": "18Mag"} with two more certificates per player), and a rule of its own through an
 * override.
 */
class VariantTitleTest {
    static final class Roomy18Mag extends T18MagRules {
        /** Stock rounds the variant's games started, through its own override (a rule of the variant's code). */
        int stockRounds;

        Roomy18Mag() {
            super(new URLClassLoader(new URL[] { VariantTitleTest.class.getClassLoader().getResource("variants/18Mag_roomy/") },
                    null));
        }

        @Override
        public Round stockRound(Game game) {
            stockRounds++;
            return super.stockRound(game);
        }
    }

    /** A variant whose own rule shortens the game: it ends once turn 3 is over. */
    static final class Short18Mag extends T18MagRules {
        Short18Mag() {
            super(new URLClassLoader(new URL[] { VariantTitleTest.class.getClassLoader().getResource("variants/18Mag_roomy/") },
                    null));
        }

        @Override
        public GameEnd createGameEnd(Game game) {
            return super.createGameEnd(game).withLastTurn(3);
        }
    }

    private static final T18MagTitle PARENT = new T18MagTitle();

    /**
     * A shortened game ends once its last turn is over, also where 18Mag ends a turn early (RB VI.3.9: a
     * stock round follows an OR that began a phase): no move is made in turn 4, and the last round
     * played is an operating round of turn 3.
     */
    @Test
    void aShortenedGameEndsOnceItsLastTurnIsOver() {
        Short18Mag variant = new Short18Mag();
        for (long seed = 1; seed <= 3; seed++) {
            int[] lastTurn = {0};
            String end = RandomGames.play(variant, new GameSetup(RandomGames.players(4), Set.of(), seed), new Random(seed),
                    RandomGames.mostlyActing(60, Set.of("discard_train")), (sd, game, action) -> {
                        assertTrue(game.turn() <= 3 || game.finished(), "seed " + sd + ": a move in turn " + game.turn());
                        lastTurn[0] = Math.max(lastTurn[0], game.finished() ? lastTurn[0] : game.turn());
                    });
            assertEquals("last_turn", end, "seed " + seed);
            assertEquals(3, lastTurn[0], "seed " + seed);
        }
    }

    @Test
    void theVariantChangesTheCertificateLimitAndKeepsTheRestOf18Mag() {
        Roomy18Mag variant = new Roomy18Mag();
        assertEquals("18Mag_roomy", variant.info().id());
        Game parent = PARENT.createGame(new GameSetup(RandomGames.players(4), Set.of(), 3), false);
        Game g = variant.createGame(new GameSetup(RandomGames.players(4), Set.of(), 3), false);
        assertEquals(14, parent.certLimit());
        assertEquals(16, g.certLimit());
        assertEquals(PARENT.data().corporations().size(), variant.data().corporations().size());
        assertEquals(PARENT.ruleOptions(), variant.ruleOptions());
        assertTrue(g instanceof MagGame, "18Mag's own game: minors, mines, services");
        Game two = variant.createGame(new GameSetup(RandomGames.players(2), Set.of(), 3), false);
        assertTrue(two.board().view(new roundhouse.engine.map.RouteRules(java.util.List.of())).hexes().size()
                < g.board().view(new roundhouse.engine.map.RouteRules(java.util.List.of())).hexes().size(),
                "the 2-player game on the back of the board");
    }

    @Test
    void seededBotGamesOfTheVariantEndWith18MagsRules() {
        Roomy18Mag variant = new Roomy18Mag();
        for (long seed = 1; seed <= 2; seed++) {
            String end = RandomGames.play(variant, new GameSetup(RandomGames.players(3 + (int) seed), Set.of(), seed),
                    new Random(seed), RandomGames.mostlyActing(60, Set.of("discard_train")), RandomPlayerTest::check);
            assertEquals("final_phase", end, "seed " + seed);
        }
        assertTrue(variant.stockRounds > 0, "the variant's override ran");
    }
}
