package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.Round;
import roundhouse.testsupport.RandomGames;
import roundhouse.title.t1854.T1854Rules;

/**
 * 1854 as a parent: a variant built as a variant bundle would be, a subclass of the exported
 * {@link T1854Rules} whose own class loader sees only its GAME-INF ({@code variants/1854_bigbank}:
 * {@code "extends": "1854"} with a 12,000 G bank), and a rule of its own through an override.
 */
class VariantTitleTest {
    static final class BigBank1854 extends T1854Rules {
        /** Operating rounds the variant's games started, through its own override (a rule of the variant's code). */
        int operatingRounds;

        BigBank1854() {
            super(new URLClassLoader(new URL[] { VariantTitleTest.class.getClassLoader().getResource("variants/1854_bigbank/") },
                    null));
        }

        @Override
        public Round operatingRound(Game game, int number) {
            operatingRounds++;
            return super.operatingRound(game, number);
        }
    }

    private static final T1854Title PARENT = new T1854Title();

    @Test
    void theVariantChangesTheBankAndKeepsTheRestOf1854() {
        BigBank1854 variant = new BigBank1854();
        assertEquals("1854_bigbank", variant.info().id());
        assertEquals(10000, PARENT.data().bank());
        assertEquals(12000, variant.data().bank());
        assertEquals(PARENT.data().corporations().size(), variant.data().corporations().size());
        assertEquals(PARENT.ruleOptions(), variant.ruleOptions());
        assertEquals(PARENT.map().hexes().size(), variant.map().hexes().size());
        Game g = variant.createGame(new GameSetup(RandomGames.players(4), Set.of(), 3), false);
        assertEquals(12000, g.bank().cash() + g.players().stream().mapToInt(Player::cash).sum());
        assertEquals(650, g.players().get(0).cash());
        assertTrue(g instanceof AustrianGame, "1854's own game: two boards, locals, mail contracts");
    }

    @Test
    void seededBotGamesOfTheVariantEndWith1854sRules() {
        BigBank1854 variant = new BigBank1854();
        for (long seed = 1; seed <= 2; seed++) {
            String end = RandomGames.play(variant, new GameSetup(RandomGames.players(3 + (int) seed), Set.of(), seed),
                    new Random(seed), RandomGames.mostlyActing(90, Set.of("discard_train")), RandomPlayerTest::check);
            assertTrue(end.equals("bank") || end.equals("bankrupt"), "seed " + seed + " ended by " + end);
        }
        assertTrue(variant.operatingRounds > 0, "the variant's override ran");
    }
}
