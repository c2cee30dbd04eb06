package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.bot.BotFactory;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.GameState;

/** The expert: what it weighs, what it says, and a whole game against greedy bots. */
class ExpertBotTest {
    private static final Map<String, BotFactory> BOTS = Map.of("greedy", new GreedyBotFactory(), "expert", new ExpertBotFactory());

    /** A seeded 4-player game of greedy bots, played until {@code stop} holds for the legal actions. */
    private static GameSession greedyGameUntil(long seed, Predicate<List<LegalAction>> stop) throws Exception {
        PlayOptions o = new PlayOptions("1830", 4, seed, List.of("greedy"), Set.of(), false, null, 1);
        Table table = Table.of(BotsPlayTest.TITLE, o, seed);
        GameSession game = BotsPlayTest.TITLE.newGame(table.setup());
        List<Bot> bots = table.bots(BOTS);
        List<String> seats = Playout.seats(game);
        for (int n = 0; n < 5_000; n++) {
            List<LegalAction> legal = game.legalActions();
            if (stop.test(legal)) {
                return game;
            }
            String seat = BotGame.seat(game.state(), legal.get(0).action());
            game.apply(bots.get(seats.indexOf(seat)).choose(game, seat));
        }
        throw new AssertionError("no such position in seed " + seed);
    }

    private static boolean has(List<LegalAction> legal, String type) {
        return legal.stream().anyMatch(l -> l.action().type().equals(type));
    }

    @Test
    void aStockDecisionWeighsTheGreedyMoveFirstAndNoTwoMovesAlike() throws Exception {
        GameSession game = greedyGameUntil(11, l -> has(l, "buy_shares") && has(l, "par") && has(l, "pass"));
        GameState state = game.state();
        List<LegalAction> legal = GreedyBot.forActingEntity(game);
        String seat = legal.get(0).action().entity();
        Action base = new GreedyBot(5).choose(game, seat);
        List<Action> moves = Candidates.of(state, GreedyBot.player(state, seat), legal, base);
        assertEquals(base, moves.get(0), "the greedy move is weighed first");
        assertTrue(moves.size() > 2 && moves.size() <= Candidates.MAX, moves.toString());
        assertTrue(moves.stream().anyMatch(m -> m.type().equals("pass")), "passing is weighed: " + moves);
        assertTrue(moves.stream().anyMatch(m -> m.type().equals("par")), "a par is weighed: " + moves);
        Set<Action> distinct = new HashSet<>(moves);
        assertEquals(moves.size(), distinct.size(), "no move twice: " + moves);
        for (Action m : moves) {
            assertTrue(legal.stream().anyMatch(l -> l.action().equals(m) || l.amount() != null
                    && l.action().type().equals(m.type())), "every move is a legal one: " + m);
        }
    }

    @Test
    void trackIsLeftToTheGreedyBot() throws Exception {
        GameSession game = greedyGameUntil(11, l -> has(l, "lay_tile"));
        GameState state = game.state();
        List<LegalAction> legal = GreedyBot.forActingEntity(game);
        String seat = BotGame.seat(state, legal.get(0).action());
        Action base = new GreedyBot(5).choose(game, seat);
        assertEquals(List.of(base), Candidates.of(state, GreedyBot.player(state, seat), legal, base));
    }

    @Test
    void itSaysWhichMoveItTookOverTheGreedyOneAndByHowMuch() {
        Action pass = new Action("pass", "1", "player", Map.of());
        Action buy = new Action("buy_shares", "1", "player", Map.of("shares", List.of("PRR_1"), "percent", 10));
        List<LegalAction> legal = List.of(new LegalAction(pass, "Pass", null), new LegalAction(buy, "Buy PRR 10% from IPO for $67", null));
        ExpertBot.Decision d = new ExpertBot.Decision(legal, List.of(pass, buy),
                List.of(new Playout.Outcome(-40, false, "Stock Round 4"), new Playout.Outcome(85.4, false, "Stock Round 4")), 1, "$%s");
        Localizer en = Localizer.of("roundhouse.bots.internal.messages", ExpertBot.class.getClassLoader(), Locale.ENGLISH);
        Localizer de = Localizer.of("roundhouse.bots.internal.messages", ExpertBot.class.getClassLoader(), Locale.GERMAN);
        assertEquals("Buy PRR 10% from IPO for $67: looking ahead to Stock Round 4, +$85 against the strongest rival; $125 better than Pass.",
                ExpertBot.reason(d, en));
        assertEquals("Buy PRR 10% from IPO for $67: Vorausschau bis Stock Round 4, +$85 gegen\u00fcber dem st\u00e4rksten Mitspieler;"
                + " $125 besser als Pass.", ExpertBot.reason(d, de));
        ExpertBot.Decision kept = new ExpertBot.Decision(legal, List.of(pass, buy),
                List.of(new Playout.Outcome(-40, true, "Operating Round 7.3"), new Playout.Outcome(-60, true, "Operating Round 7.3")), 0, "$%s");
        assertEquals("Pass: the best of 2 moves weighed, looking ahead to the end of the game (\u2212$40 against the strongest rival).",
                ExpertBot.reason(kept, en));
    }

    @Test
    void theExpertBeatsThreeGreedyBotsInAWholeGameThatReplays() throws GameLoadException {
        PlayOptions o = new PlayOptions("1830", 4, 7002, List.of("greedy", "expert", "greedy", "greedy"), Set.of(), false, null, 1);
        Table table = Table.of(BotsPlayTest.TITLE, o, 7002);
        List<Bot> bots = table.bots(BOTS);
        BotGame.Outcome game = BotGame.play(BotsPlayTest.TITLE.newGame(table.setup()), bots);
        assertNull(game.problem(), "invariants hold and every move is legal");
        assertEquals("expert", table.winner(game.session()), "result " + game.session().state().result());
        assertEquals(game.session().state().result(), BotsPlayTest.TITLE.load(game.session().toRecord()).state().result());
        String reason = ((ExpertBot) bots.get(1)).lastReason();
        assertNotNull(reason, "it can say why it made its last move");
        assertTrue(!reason.contains("!reason"), reason);
    }
}
