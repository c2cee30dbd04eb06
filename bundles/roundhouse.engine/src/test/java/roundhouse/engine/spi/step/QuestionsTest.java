package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.TestTitles;

/**
 * {@link Questions} on the {@code titles/mini} test title, with two questions of the kinds 1841 asks: a
 * corporation chooses a number (1 to 3, or passes) and gets 10 F for each; then a share offer goes round
 * the table from the second player, each answering yes or no, until one takes it for 100 F and the offers
 * left are withdrawn. The answers are 18xx.games' {@code choose} actions, a number for the count, a text
 * for yes and no, as its files write them.
 */
class QuestionsTest {
    /** A corporation chooses how many: {@code choose} 1, 2 or 3, or {@code pass}. */
    static class Count extends Question<Integer> {
        Count(Corporation asked) {
            super(asked);
        }

        @Override
        public String text() {
            return "How many?";
        }

        @Override
        public List<Answer<Integer>> answers(Game game) {
            return List.of(Answer.choose(asked(), 1L, "One", 1), Answer.choose(asked(), 2L, "Two", 2),
                    Answer.choose(asked(), 3L, "Three", 3), Answer.pass(asked(), "None", 0));
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Integer> answer) {
            game.transfer(game.bank(), (Corporation) asked(), 10 * answer.value());
        }
    }

    /** A player is offered a share: {@code choose} "yes" (he pays 100, the other offers go) or "no". */
    static final class Offer extends Question<Boolean> {
        Offer(Player asked) {
            super(asked);
        }

        @Override
        public String text() {
            return "Buy the share?";
        }

        @Override
        public List<Answer<Boolean>> answers(Game game) {
            if (((Player) asked()).cash() < 100) {
                return List.of();
            }
            return List.of(Answer.choose(asked(), "yes", "Yes", true), Answer.choose(asked(), "no", "No", false));
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Boolean> answer) {
            if (answer.value()) {
                game.transfer((Player) asked(), game.bank(), 100);
                questions.withdraw(q -> q instanceof Offer);
            }
        }
    }

    /** The questions, then the game goes on with its stock round. */
    static final class AskingRound extends Round {
        AskingRound(Game game) {
            this(game, countThenOffers(game));
        }

        AskingRound(Game game, List<Question<?>> asked) {
            super(game);
            entities = List.of(game.players().get(0));
            Questions questions = new Questions(game, this);
            add(questions);
            asked.forEach(questions::ask);
        }

        private static List<Question<?>> countThenOffers(Game game) {
            List<Question<?>> asked = new java.util.ArrayList<>();
            asked.add(new Count(game.corporation("PRR")));
            for (Player p : game.playersFrom(game.players().get(1))) {
                asked.add(new Offer(p));
            }
            return asked;
        }

        @Override
        public RoundKind roundKind() {
            return new RoundKind("questions");
        }

        @Override
        public String name() {
            return "Questions";
        }
    }

    static class Title extends EngineTitle {
        Title() {
            super(TestTitles.loader("mini"));
        }

        @Override
        public Round initialRound(Game game) {
            return new AskingRound(game);
        }
    }

    /**
     * A count whose answers are tried first ({@link Question#answersTriedFirst}) and whose three is refused
     * by what it sets off; it counts the answers tried (on copies of the game).
     */
    static class TriedCount extends Count {
        /** The answers tried, in order. */
        static final java.util.List<Integer> tried = new java.util.ArrayList<>();

        TriedCount(Corporation asked) {
            super(asked);
        }

        @Override
        protected boolean answersTriedFirst() {
            return true;
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Integer> answer) {
            if (game.trial()) {
                tried.add(answer.value());
            }
            if (answer.value() == 3) {
                throw new roundhouse.engine.spi.GameRuleException("three is more than the bank allows");
            }
            super.answered(game, questions, answer);
        }
    }

    /** The mini title asking one {@link TriedCount} before its stock round. */
    static final class TriedTitle extends Title {
        @Override
        public Round initialRound(Game game) {
            return new AskingRound(game, List.of(new TriedCount(game.corporation("PRR"))));
        }
    }

    private static final GameSetup SETUP = new GameSetup(
            List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B"), new PlayerRef("3", "C")), Set.of(), 1);

    private static Action choose(String entity, String type, Object choice) {
        return new Action("choose", entity, type, Map.of("choice", choice));
    }

    private static Game game(GameSession s) {
        return ((EngineSession) s).game();
    }

    private static List<String> acting(GameSession s) {
        return game(s).round().actingEntities().stream().map(Entity::id).toList();
    }

    @Test
    void theQuestionsAreAnsweredInTheOrderAskedAndAnAnswerWithdrawsTheOffersLeft() throws IllegalActionException {
        GameSession s = new Title().newGame(SETUP);
        Game g = game(s);
        assertEquals(List.of("PRR"), acting(s), "the corporation is asked first");
        assertEquals("How many?", g.round().activeStep().description());
        assertEquals(List.of(choose("PRR", "corporation", 1L), choose("PRR", "corporation", 2L),
                choose("PRR", "corporation", 3L), new Action("pass", "PRR", "corporation", null)),
                s.legalActions().stream().map(LegalAction::action).toList());
        assertEquals(List.of("One", "Two", "Three", "None"), s.legalActions().stream().map(LegalAction::label).toList());

        s.apply(choose("PRR", "corporation", 2L));
        assertEquals(20, g.corporation("PRR").cash());
        assertEquals(List.of("2"), acting(s), "then the offer, from the second player");
        assertEquals(List.of(choose("2", "player", "yes"), choose("2", "player", "no")),
                s.legalActions().stream().map(LegalAction::action).toList());
        s.apply(choose("2", "player", "no"));
        assertEquals(List.of("3"), acting(s), "declined: the next player in turn");
        int cash = g.player("3").cash();
        s.apply(choose("3", "player", "yes"));
        assertEquals(cash - 100, g.player("3").cash());
        assertEquals(RoundKind.STOCK, g.round().roundKind(), "taken: the offer to A is withdrawn and the round is over");
    }

    /**
     * Answers tried first are tried only as far as asked: what kinds of answer the question has tries the
     * first of each kind, the answer given is tried itself; listing them tries them all, and one refused by what it sets off is
     * neither offered nor taken.
     */
    @Test
    void answersAreTriedOnlyAsFarAsAsked() throws IllegalActionException {
        TriedCount.tried.clear();
        GameSession s = new TriedTitle().newGame(SETUP);
        Game g = game(s);
        assertEquals(List.of("PRR"), acting(s));
        assertEquals(List.of(1, 0), TriedCount.tried, "open, with a choice and a pass: the first of each kind gets through");
        TriedCount.tried.clear();
        s.apply(choose("PRR", "corporation", 2L));
        assertEquals(2, TriedCount.tried.get(TriedCount.tried.size() - 1), "the answer given is tried");
        assertFalse(TriedCount.tried.contains(3), "three is not tried: " + TriedCount.tried);
        assertEquals(20, g.corporation("PRR").cash());

        TriedCount.tried.clear();
        GameSession listed = new TriedTitle().newGame(SETUP);
        assertEquals(List.of(choose("PRR", "corporation", 1L), choose("PRR", "corporation", 2L),
                new Action("pass", "PRR", "corporation", null)),
                listed.legalActions().stream().map(LegalAction::action).toList(), "three is not offered");
        assertEquals(List.of(0, 1, 2, 3), TriedCount.tried.stream().sorted().toList(), "listing tries each answer once");
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> listed.apply(choose("PRR", "corporation", 3L)));
        assertTrue(e.getMessage().contains("How many?"), e.getMessage());
        assertEquals(0, game(listed).corporation("PRR").cash(), "nothing taken");
    }

    /** The mini title asking two {@link TriedCount}s in a row, as an exchange asks its holders one after another. */
    static final class TwoTriedTitle extends Title {
        @Override
        public Round initialRound(Game game) {
            return new AskingRound(game, List.of(new TriedCount(game.corporation("PRR")), new TriedCount(game.corporation("PRR"))));
        }
    }

    /**
     * The trial of an answer went on through the questions after it ({@link roundhouse.engine.spi.Trials#pathThrough});
     * where the answer given is the one tried, the next question's answer on that way gets through without a
     * trial of its own; an answer given off that way is tried itself, and the way its trial found is taken on.
     */
    @Test
    void theWayATrialFoundIsNotTriedAgain() throws IllegalActionException {
        TriedCount.tried.clear();
        GameSession s = new TwoTriedTitle().newGame(SETUP);
        assertEquals(List.of(1, 1, 0, 1), TriedCount.tried, "one, then the second question's one on the same copy; the pass, then one");
        TriedCount.tried.clear();
        s.apply(choose("PRR", "corporation", 1L));
        assertEquals(List.of(0), TriedCount.tried, "the second question's one is known to get through; only its pass is tried");
        TriedCount.tried.clear();
        s.apply(choose("PRR", "corporation", 1L));
        assertEquals(List.of(), TriedCount.tried);
        assertEquals(20, game(s).corporation("PRR").cash());

        TriedCount.tried.clear();
        GameSession other = new TwoTriedTitle().newGame(SETUP);
        TriedCount.tried.clear();
        other.apply(choose("PRR", "corporation", 2L));
        assertEquals(List.of(2, 1, 0), TriedCount.tried, "two, not on the way found first, is tried itself, and the way after it is taken");
    }

    /** A count whose two asks a follow-up that no answer gets through: two is refused by what it sets off. */
    static final class DoomedCount extends TriedCount {
        DoomedCount(Corporation asked) {
            super(asked);
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Integer> answer) {
            super.answered(game, questions, answer);
            if (answer.value() == 2) {
                questions.askFirst(new Doomed((Corporation) asked()));
            }
        }
    }

    /** Every answer of it is refused by the bank. */
    static final class Doomed extends TriedCount {
        Doomed(Corporation asked) {
            super(asked);
        }

        @Override
        protected void answered(Game game, Questions questions, Answer<Integer> answer) {
            throw new roundhouse.engine.spi.GameRuleException("the bank refuses every count");
        }
    }

    /** The mini title asking one {@link DoomedCount} before its stock round. */
    static final class DoomedTitle extends Title {
        @Override
        public Round initialRound(Game game) {
            return new AskingRound(game, List.of(new DoomedCount(game.corporation("PRR"))));
        }
    }

    private static GameRecord record(Title title, Action... actions) {
        GameSession s = title.newGame(SETUP);
        return s.toRecord().withActions(List.of(actions));
    }

    /**
     * A record is replayed without trying its answers (its later actions show whether each got through), and the
     * game loaded tries them again; a record whose answer ends refused, or stops before what it set off is
     * settled, is refused at that answer, as a player taking it would be.
     */
    @Test
    void aRecordIsReplayedWithoutTryingItsAnswersAndAnAnswerThatEndsRefusedIsNamed() throws Exception {
        GameRecord both = record(new TwoTriedTitle(), choose("PRR", "corporation", 1L), choose("PRR", "corporation", 2L));
        TriedCount.tried.clear();
        new TwoTriedTitle().newGame(SETUP);
        List<Integer> opening = List.copyOf(TriedCount.tried); // the game made opens its first question
        TriedCount.tried.clear();
        assertEquals(30, game(new TwoTriedTitle().load(both)).corporation("PRR").cash());
        assertEquals(opening, TriedCount.tried, "the answers replayed are not tried");

        // stopped between the two questions: replayed again trying (a player's answer must have a way on)
        GameSession loaded = new TwoTriedTitle().load(record(new TwoTriedTitle(), choose("PRR", "corporation", 1L)));
        assertEquals(List.of(choose("PRR", "corporation", 1L), choose("PRR", "corporation", 2L),
                new Action("pass", "PRR", "corporation", null)),
                loaded.legalActions().stream().map(LegalAction::action).toList(), "the game loaded tries the second question's");

        DoomedTitle doomed = new DoomedTitle();
        assertEquals(List.of(choose("PRR", "corporation", 1L), new Action("pass", "PRR", "corporation", null)),
                doomed.newGame(SETUP).legalActions().stream().map(LegalAction::action).toList(), "two and three are not offered");
        String refusal = "action 0 (id -1, choose by PRR): choose {choice=2} is not one of the 2 answers offered to PRR (How many?)";
        for (GameRecord r : List.of(record(doomed, choose("PRR", "corporation", 2L), choose("PRR", "corporation", 1L)),
                record(doomed, choose("PRR", "corporation", 2L)))) {
            roundhouse.api.GameLoadException e = assertThrows(roundhouse.api.GameLoadException.class, () -> doomed.load(r),
                    r.actions().size() + " actions");
            assertEquals(refusal, e.getMessage(), r.actions().size() + " actions");
        }
        assertEquals(10, game(doomed.load(record(doomed, choose("PRR", "corporation", 1L)))).corporation("PRR").cash());
    }

    @Test
    void aQuestionWithoutAnswersIsPassedOver() throws IllegalActionException {
        GameSession s = new Title().newGame(SETUP);
        Game g = game(s);
        g.transfer(g.player("2"), g.bank(), g.player("2").cash() - 50); // B cannot pay for the share
        s.apply(new Action("pass", "PRR", "corporation", null));
        assertEquals(0, g.corporation("PRR").cash());
        assertEquals(List.of("3"), acting(s));
        assertTrue(Questions.of(g.round()).waiting().get(0) instanceof Offer, "B's offer still waits");
    }

    /** 18xx.games writes a choice as a number or as its text; either gives the answer. */
    @Test
    void aNumberGivesTheAnswerAsItsTextDoes() throws IllegalActionException {
        for (Object three : List.of("3", 3.0, 3L)) {
            GameSession s = new Title().newGame(SETUP);
            s.apply(choose("PRR", "corporation", three));
            assertEquals(30, game(s).corporation("PRR").cash(), String.valueOf(three));
        }
    }

    @Test
    void anActionThatGivesNoAnswerIsRefusedInOneLine() throws IllegalActionException {
        GameSession s = new Title().newGame(SETUP);
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> s.apply(choose("PRR", "corporation", 4L)));
        assertEquals("choose {choice=4} is not one of the 4 answers offered to PRR (How many?)", e.getMessage());
        s.apply(choose("PRR", "corporation", 1L));
        e = assertThrows(IllegalActionException.class, () -> s.apply(choose("1", "player", "yes")));
        assertTrue(e.getMessage().startsWith("it is not A's turn to choose in Questions (waiting for B "), e.getMessage());
        try {
            EngineText.use(Locale.GERMAN);
            e = assertThrows(IllegalActionException.class, () -> s.apply(choose("2", "player", "maybe")));
            assertEquals("choose {choice=maybe} ist keine der 2 Antworten, die B angeboten werden (Buy the share?)",
                    e.getMessage());
        } finally {
            EngineText.use(null);
        }
        assertEquals(List.of("2"), acting(s), "a refused answer changes nothing");
    }

    /** Undo copies the game with its questions waiting: the player who declined is asked again. */
    @Test
    void undoAsksAgain() throws IllegalActionException {
        GameSession s = new Title().newGame(SETUP);
        s.apply(choose("PRR", "corporation", 1L));
        s.apply(choose("2", "player", "no"));
        assertEquals(List.of("3"), acting(s));
        s.undo();
        assertEquals(List.of("2"), acting(s));
        assertEquals(3, Questions.of(game(s).round()).waiting().size());
        s.apply(choose("2", "player", "yes"));
        assertEquals(RoundKind.STOCK, game(s).round().roundKind());
    }

    /** The answers are written as offered, number or text, and a written game reads back to the same state. */
    @Test
    void aGameWithAnswersIsWrittenAndReadAsIs() throws Exception {
        Title title = new Title();
        GameSession s = title.newGame(SETUP);
        s.apply(choose("PRR", "corporation", 2L));
        s.apply(choose("2", "player", "no"));
        GsonRecordCodec codec = new GsonRecordCodec();
        String json = codec.format(s.toRecord());
        assertTrue(json.contains("\"choice\": 2"), json);
        assertTrue(json.contains("\"choice\": \"no\""), json);
        GameRecord read = codec.parse(json, "questions.json");
        GameSession again = title.load(read);
        assertEquals(acting(s), acting(again));
        assertEquals(s.legalActions(), again.legalActions());
        assertEquals(20, game(again).corporation("PRR").cash());
        assertEquals(json, codec.format(again.toRecord()), "written again the same");
    }

    @Test
    void anAnswerComparesItsKeysOnly() {
        Game g = game(new Title().newGame(SETUP));
        Corporation prr = g.corporation("PRR");
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("city", "B9-0");
        Answer<String> station = Answer.of(prr, "remove_token", args, "Remove", "B9-0").writing("slot", 0L).on("B9");
        assertEquals(List.of("city"), station.keys());
        assertEquals(List.of("city", "slot"), List.copyOf(station.action().args().keySet()), "written in this order");
        assertEquals("B9", station.offer().target());
        assertTrue(station.givenBy(new Action("remove_token", "PRR", "corporation", Map.of("city", "B9-0", "slot", 1L))));
        assertFalse(station.givenBy(new Action("remove_token", "PRR", "corporation", Map.of("city", "B9-1", "slot", 0L))));
        assertFalse(station.givenBy(new Action("place_token", "PRR", "corporation", Map.of("city", "B9-0"))));
        Answer<String> pair = Answer.of(prr, "merge", Map.of("locals", List.of("1", "2")), "Merge", "1+2");
        assertTrue(pair.givenBy(new Action("merge", "PRR", "corporation", Map.of("locals", List.of(1L, 2L)))));
        assertFalse(pair.givenBy(new Action("merge", "PRR", "corporation", Map.of("locals", List.of("2", "1")))));
        assertFalse(pair.givenBy(new Action("merge", "PRR", "corporation", Map.of())));
    }
}
