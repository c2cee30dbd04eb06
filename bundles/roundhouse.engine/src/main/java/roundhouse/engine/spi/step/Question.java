package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RuleKey;

/**
 * A question put to one entity (a player, or a corporation whose controller answers for it) with a
 * finite list of {@linkplain Answer answers}, each an action of the log: 1844's SBB choosing which of two
 * stations on a hex to remove, a 1854 owner's answer to a proposed merger. A title subclasses it with the
 * data the question needs and the effect of each answer; {@link Questions} puts the questions asked in
 * turn.
 *
 * <p>A question waiting for its turn is part of the game's state, copied with it (undo, forks): it keeps
 * its data in fields, never in a lambda. Its answers are worked out when they are shown, from the game
 * as it is then, so labels follow the language and answers the state.
 *
 * @param <V> what an answer means to the title: a city, a proposal, yes or no
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class Question<V> {
    private final Entity asked;

    /** @param asked the entity whose answer it waits for; the answering action names it */
    protected Question(Entity asked) {
        this.asked = asked;
    }

    /** The entity asked. */
    public final Entity asked() {
        return asked;
    }

    /** What is asked, shown as the step's description, e.g. "Remove a station". */
    public abstract String text();

    /**
     * The answers open now, in the order the players see them: passing is one of them where the rules
     * allow it. A question without answers is passed over (it does not stand now).
     */
    public abstract List<Answer<V>> answers(Game game);

    /**
     * Hook: whether an answer can be refused by what it sets off rather than by itself (1841: a
     * merger's exchange is refused at its end when it leaves no president, digest 6.2). Then only the
     * answers that get through to where no question is open are offered and taken
     * ({@link roundhouse.engine.spi.Trials}); default no.
     */
    protected boolean answersTriedFirst() {
        return false;
    }

    /**
     * Applies the answer chosen: the title's effect. The question is no longer waiting; the effect may
     * ask more questions (the next player in turn, a follow-up before the others: {@link Questions#askFirst})
     * or withdraw those no longer needed.
     */
    protected abstract void answered(Game game, Questions questions, Answer<V> answer);

    /**
     * The answer {@code given} gives: by default the first offered one it {@linkplain Answer#givenBy gives},
     * else a refusal ({@link #notAnAnswer}). A title reads an answer more leniently by overriding this
     * (two locals named in either order).
     *
     * @param offered the answers open now, as {@link #answers} listed them
     * @throws GameRuleException if {@code given} is none of them
     */
    public Answer<V> read(Game game, List<Answer<V>> offered, Action given) {
        for (Answer<V> a : offered) {
            if (a.givenBy(given)) {
                return a;
            }
        }
        throw notAnAnswer(game, offered, given);
    }

    /**
     * The refusal of an action of an offered type that gives none of the answers: by default one line
     * naming the action's key arguments, the entity asked and the question. A title names its own rule.
     */
    protected GameRuleException notAnAnswer(Game game, List<Answer<V>> offered, Action given) {
        String what = offered.stream().filter(a -> a.action().type().equals(given.type())).findFirst()
                .map(a -> a.describe(given)).orElse(given.type());
        return GameRuleException.refuse(game.data(), RuleKey.ACTION_NOT_EXPECTED,
                EngineText.get("refuse.notAnAnswer", what, offered.size(), Names.of(asked), text()));
    }
}
