package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import java.util.Set;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * A position set up by hand for a rule's worked example: a new game of three players (A, B, C) with
 * the options given, corporations started where the example puts them, and an operating round whose
 * questions the test answers.
 */
final class Scenario {
    final ItalianGame game;
    final ItalianOperatingRound round;
    final Questions questions;

    Scenario(Set<String> options) {
        game = (ItalianGame) new T1841Title().createGame(new GameSetup(
                List.of(new PlayerRef("A", "A"), new PlayerRef("B", "B"), new PlayerRef("C", "C")), options, 1), false);
        round = ItalianOperatingRound.compose(game, 1);
        questions = Questions.of(round);
    }

    Player player(String id) {
        return game.player(id);
    }

    Corporation corporation(String id) {
        return game.corporation(id);
    }

    void phase(String name) {
        game.enterPhase(game.phaseIndexOf(name));
    }

    /** Starts {@code id} on the market cell (row, column), floated, with {@code cash} in its treasury. */
    Corporation start(String id, int row, int column, int cash) {
        Corporation c = corporation(id);
        game.setPar(c, game.market().cell(row, column));
        c.setFloated(true);
        if (cash > 0) {
            game.transfer(game.bank(), c, cash);
        }
        return c;
    }

    /** Hands {@code count} certificates of {@code c} from its IPO to {@code to}, the president's first if asked. */
    void give(Corporation c, ShareHolder to, boolean president, int count) {
        if (president) {
            c.presidentsShare().moveTo(to);
            c.setPresident(to);
        }
        int given = 0;
        for (Certificate cert : c.shares()) {
            if (given < count && !cert.president() && cert.holder() == c.ipo()) {
                cert.moveTo(to);
                given++;
            }
        }
        assertEquals(count, given, "certificates of " + c.id() + " left");
    }

    /** Places a token of {@code c} on a city of a hex, as if it had been laid there. */
    void token(Corporation c, String hex, int city) {
        game.board().placeHomeToken(c.id(), hex, city);
        c.setTokensUsed(c.tokensUsed() + 1);
    }

    /** Gives {@code c} the depot's train with this id. */
    void train(Corporation c, String id) {
        Train t = game.depot().allTrains().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        game.depot().upcoming().remove(t);
        t.setOwner(c);
        c.trains().add(t);
    }

    /** The open question, which must be asked of {@code who}. */
    Question<?> asked(Object who) {
        Question<?> q = questions.question();
        assertNotNull(q, "a question is open");
        assertEquals(who, q.asked());
        return q;
    }

    /** Answers the open question of {@code who} with the {@code choose} of {@code choice}. */
    void choose(Object who, Object choice) {
        Question<?> q = asked(who);
        for (Answer<?> a : q.answers(game)) {
            if (String.valueOf(a.action().args().get("choice")).equals(String.valueOf(choice))) {
                questions.process(a.action(), q.asked());
                return;
            }
        }
        throw new AssertionError("no answer " + choice + " to " + q.text() + ": "
                + q.answers(game).stream().map(a -> a.action().args()).toList());
    }

    /** Answers the open question of {@code who} with its {@code pass}. */
    void pass(Object who) {
        Question<?> q = asked(who);
        Answer<?> pass = q.answers(game).stream().filter(a -> a.action().type().equals("pass")).findFirst().orElseThrow();
        questions.process(pass.action(), q.asked());
    }

    /** The choices the open question offers, as written. */
    List<String> choices() {
        return questions.question().answers(game).stream().map(a -> String.valueOf(a.action().args().get("choice"))).toList();
    }
}
