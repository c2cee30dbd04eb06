package ${package}.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.TitleData;
import roundhouse.testsupport.RandomGames;

/**
 * The title reads its own data, and seeded random players that pick only among the legal actions
 * play whole games to their end with the invariants of {@link RandomGames} kept after every action
 * (money conserved, certificates add up, the certificate limit, undo, the saved game reloads).
 * Games: {@code -Droundhouse.randomGames=N} (default #if( $parent == "1830" )10#{else}3#end).
 */
class VariantTitleTest {
    private static final VariantTitle TITLE = new VariantTitle();

    @Test
    void readsItsOwnData() {
        TitleData data = TITLE.data();
        assertEquals("${titleId}", data.info().id());
        assertEquals("${titleName}", data.info().name());
#if( $parent == "18Mag" )
        GameSetup four = new GameSetup(RandomGames.players(4), Set.of(), 1);
        assertEquals(16, TITLE.createGame(four, false).certLimit(), "title.json: two certificates more than 18Mag's 14");
#elseif( $parent == "1854" )
        assertEquals(12000, data.bank());
#elseif( $parent == "1841" )
        assertEquals(20000, data.bank());
#else
        assertEquals(15000, data.bank());
#end
#if( $parent == "1830" )
        assertEquals(3, data.trainType("6").count(), "patch.json: one more 6-train than 1830's two");
#end
    }

#if( $parent == "1841" )
    /**
     * ${parent}'s games are long: seeded random players play the opening into the operating rounds, the
     * invariants kept. They bid and pay the least each amount allows, so money is left to start corporations
     * (random amounts spend it all in the concession auction, and the turns then pass without one).
     */
    @Test
    void seededRandomGamesReachTheOperatingRounds() throws Exception {
        int games = Integer.getInteger("roundhouse.randomGames", 3);
        for (long seed = 1; seed <= games; seed++) {
            Random rnd = new Random(seed);
            roundhouse.api.GameSession game = TITLE.newGame(new GameSetup(RandomGames.players(4), TITLE.importOptions(Set.of()), seed));
            boolean operated = false;
            for (int n = 0; n < 400 && !game.state().finished(); n++) {
                List<LegalAction> legal = game.legalActions();
                LegalAction choice = legal.get(rnd.nextInt(legal.size()));
                game.apply(choice.amount() == null ? choice.action() : choice.withAmount(choice.amount().min()));
                operated |= game.state().round().kind().equals("operating");
            }
            assertTrue(operated, "seed " + seed + ": an operating round within 400 actions");
        }
    }
#else
    @Test
    void seededRandomGamesEnd() {
        int games = Integer.getInteger("roundhouse.randomGames", #if( $parent == "1830" )10#{else}3#end);
        for (long seed = 1; seed <= games; seed++) {
            Random rnd = new Random(seed);
            int players = TITLE.info().minPlayers() + rnd.nextInt(TITLE.info().maxPlayers() - TITLE.info().minPlayers() + 1);
            // the options 18xx.games plays with (those title.json marks import_default)
            GameSetup setup = new GameSetup(RandomGames.players(players), TITLE.importOptions(Set.of()), seed);
#if( $parent == "1830" )
            String end = RandomGames.play(TITLE, setup, rnd, VariantTitleTest::pick, (s, game, action) -> { });
#else
            String end = RandomGames.play(TITLE, setup, rnd, RandomGames.mostlyActing(60, Set.of("discard_train")),
                    (s, game, action) -> { });
#end
#if( $parent == "18Mag" )
            assertEquals("final_phase", end, "seed " + seed);
#else
            assertTrue(end.equals("bank") || end.equals("bankrupt"), "seed " + seed + " ended by " + end);
#end
        }
    }
#end

    /**
     * This variant's rule: with {@code short_game} on (as a new game starts), seeded random players'
     * games end after the operating rounds of turn {@link VariantTitle#LAST_TURN}; the same moves
     * without the option leave the game going on.
     */
    @Test
    void aShortGameEndsAfterTheOperatingRoundsOfItsLastTurn() throws Exception {
        assertTrue(TITLE.ruleOptions().stream().anyMatch(o -> o.id().equals(VariantTitle.SHORT_GAME) && o.onByDefault()),
                "title.json declares short_game, on in a new game");
        int shortened = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Random rnd = new Random(seed);
            GameSession game = TITLE.newGame(setup(seed, Set.of(VariantTitle.SHORT_GAME)));
            List<Action> moves = new ArrayList<>();
            int lastTurn = 0;
            while (!game.state().finished() && moves.size() < RandomGames.MAX_ACTIONS) {
                lastTurn = game.state().round().turn();
                LegalAction choice = choose(rnd, game.legalActions());
                Action action = choice.amount() == null ? choice.action() : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
                game.apply(action);
                moves.add(action);
            }
            String end = game.toRecord().gameEndReason();
            assertTrue(game.state().finished(), "seed " + seed + ": a short game ends");
            assertTrue(lastTurn <= VariantTitle.LAST_TURN, "seed " + seed + ": no move after turn " + VariantTitle.LAST_TURN);
            if (!"last_turn".equals(end)) {
                continue; // one of ${parent}'s own ends came first
            }
            shortened++;
            assertEquals(VariantTitle.LAST_TURN, lastTurn, "seed " + seed + ": the last move was in turn " + VariantTitle.LAST_TURN);
            GameSession full = TITLE.newGame(setup(seed, Set.of()));
            for (Action a : moves) {
                full.apply(a);
            }
            assertFalse(full.state().finished(), "seed " + seed + ": without short_game the same moves leave the game going on");
        }
        assertTrue(shortened > 0, "at least one seeded game ends by the short game's rule");
    }

    private static GameSetup setup(long seed, Set<String> options) {
        return new GameSetup(RandomGames.players(4), options, seed);
    }

    private static LegalAction choose(Random rnd, List<LegalAction> legal) {
#if( $parent == "1830" )
        return pick(rnd, legal);
#else
        return RandomGames.mostlyActing(60, Set.of("discard_train")).pick(rnd, legal);
#end
    }

    /** Mostly act rather than pass (so corporations float and trains get bought), and finish auctions. */
    private static LegalAction pick(Random rnd, List<LegalAction> legal) {
        List<LegalAction> active = new ArrayList<>();
        LegalAction pass = null;
        for (LegalAction a : legal) {
            String type = a.action().type();
            if (type.equals("bid") && a.amount() == null && rnd.nextInt(3) == 0) {
                return a;
            }
            if (type.equals("pass")) {
                pass = a;
            } else if (!type.equals("buy_company") || !a.action().entityType().equals("player") || rnd.nextInt(20) == 0) {
                // private trades between players could go round forever: kept rare
                active.add(a);
            }
        }
        if (!active.isEmpty() && (pass == null || rnd.nextInt(100) < 75)) {
            return active.get(rnd.nextInt(active.size()));
        }
        return pass != null ? pass : legal.get(rnd.nextInt(legal.size()));
    }
}
