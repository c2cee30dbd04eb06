package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.Round;
import roundhouse.testsupport.RandomGames;
import roundhouse.title.t1841.T1841Rules;

/**
 * 1841 as a parent: a variant built as a variant bundle would be, a subclass of the exported
 * {@link T1841Rules} whose own class loader sees only its GAME-INF ({@code variants/1841_bigbank}:
 * {@code "extends": "1841"} with a L.20,000 bank), and a rule of its own through an override.
 */
class VariantTitleTest {
    static final class BigBank1841 extends T1841Rules {
        /** Operating rounds the variant's games started, through its own override (a rule of the variant's code). */
        int operatingRounds;

        BigBank1841() {
            super(new URLClassLoader(new URL[] { VariantTitleTest.class.getClassLoader().getResource("variants/1841_bigbank/") },
                    null));
        }

        @Override
        public Round operatingRound(Game game, int number) {
            operatingRounds++;
            return super.operatingRound(game, number);
        }
    }

    private static final T1841Title PARENT = new T1841Title();

    @Test
    void theVariantChangesTheBankAndKeepsTheRestOf1841() {
        BigBank1841 variant = new BigBank1841();
        assertEquals("1841_bigbank", variant.info().id());
        assertEquals(14640, PARENT.data().bank());
        assertEquals(20000, variant.data().bank());
        assertEquals(PARENT.data().corporations().size(), variant.data().corporations().size());
        assertEquals(PARENT.ruleOptions(), variant.ruleOptions());
        assertEquals(PARENT.importOptions(Set.of("version_1")), variant.importOptions(Set.of("version_1")),
                "1841's reading of a file's edition");
        Game g = variant.createGame(new GameSetup(RandomGames.players(4), Set.of(), 3), false);
        assertEquals(20000, g.bank().cash() + g.players().stream().mapToInt(Player::cash).sum());
        assertTrue(g instanceof ItalianGame, "1841's own game: chains of control, mergers, the secession");
    }

    @Test
    void aSeededGameOfTheVariantReachesItsOperatingRounds() throws Exception {
        BigBank1841 variant = new BigBank1841();
        GameSession game = variant.newGame(new GameSetup(RandomGames.players(4), variant.importOptions(Set.of()), 5));
        Random rnd = new Random(5);
        for (int n = 0; n < 400 && !game.state().finished(); n++) {
            List<LegalAction> legal = game.legalActions();
            LegalAction choice = legal.get(rnd.nextInt(legal.size()));
            Action action = choice.amount() == null ? choice.action() : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            game.apply(action);
        }
        assertTrue(variant.operatingRounds > 0, "the variant's override ran");
    }
}
