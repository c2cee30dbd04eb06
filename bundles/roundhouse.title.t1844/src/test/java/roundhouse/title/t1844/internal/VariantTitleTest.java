package roundhouse.title.t1844.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;
import roundhouse.testsupport.RandomGames;
import roundhouse.title.t1844.T1844Rules;

/**
 * 1844 as a parent: a variant built as a variant bundle would be, a subclass of the exported
 * {@link T1844Rules} whose own class loader sees only its GAME-INF ({@code variants/1844_bigbank}:
 * {@code "extends": "1844"} with a 15,000 SFR bank), and a rule of its own through an override.
 */
class VariantTitleTest {
    static final class BigBank1844 extends T1844Rules {
        /** Rounds the variant's games started, through its own override (a rule of the variant's code). */
        int operatingRounds;

        BigBank1844() {
            super(new URLClassLoader(new URL[] { VariantTitleTest.class.getClassLoader().getResource("variants/1844_bigbank/") },
                    null));
        }

        @Override
        public Round operatingRound(Game game, int number) {
            operatingRounds++;
            return super.operatingRound(game, number);
        }
    }

    private static final T1844Title PARENT = new T1844Title();

    @Test
    void theVariantChangesTheBankAndKeepsTheRestOf1844() {
        BigBank1844 variant = new BigBank1844();
        assertEquals("1844_bigbank", variant.info().id());
        assertEquals(12000, PARENT.data().bank());
        assertEquals(15000, variant.data().bank());
        assertEquals(PARENT.data().corporations().size(), variant.data().corporations().size());
        assertEquals(PARENT.ruleOptions(), variant.ruleOptions());
        assertEquals(PARENT.map().hexes().size(), variant.map().hexes().size());
        Game g = variant.createGame(new GameSetup(RandomGames.players(4), Set.of(), 3), false);
        assertEquals(15000 - 4 * 620, g.bank().cash());
        assertTrue(g instanceof SwissGame, "1844's own game: debts, mountain railways, tunnels");
    }

    @Test
    void seededBotGamesOfTheVariantEndWith1844sRules() {
        BigBank1844 variant = new BigBank1844();
        for (long seed = 1; seed <= 3; seed++) {
            Set<String> options = seed % 2 == 0 ? Set.of() : variant.importOptions(Set.of());
            String end = RandomGames.play(variant, new GameSetup(RandomGames.players(3 + (int) seed), options, seed),
                    new Random(seed), RandomGames.mostlyActing(60, Set.of("discard_train")), RandomPlayerTest::check);
            assertTrue(end.equals("bank") || end.equals("bankrupt"), "seed " + seed + " ended by " + end);
        }
        assertTrue(variant.operatingRounds > 0, "the variant's override ran");
    }
}
