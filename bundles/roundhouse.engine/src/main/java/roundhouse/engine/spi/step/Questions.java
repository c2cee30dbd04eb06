package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;

/**
 * The questions a round waits on, answered one at a time in the order asked: the first question that
 * has answers now is open, its entity answers with one of its actions, and the title's effect follows
 * ({@link Question#answered}). A title adds this step to a round where questions come up (ahead of the
 * steps they interrupt) and asks from its rounds, steps and effects: {@link #ask} after the questions
 * waiting (the players in turn), {@link #askFirst} before them (a follow-up), {@link #withdraw} for
 * those no longer needed (an offer someone took).
 *
 * <p>The step blocks while a question is open. A question without answers now is passed over and
 * stays waiting; a title withdraws it if it can never stand again.
 */
@org.osgi.annotation.versioning.ConsumerType
public class Questions extends Step {
    private final List<Question<?>> waiting = new ArrayList<>();
    /**
     * The open question and its answers, for one state of the round (the round asks several times per
     * action); rebuilt after a copy.
     */
    private transient Open<?> open;

    private record Open<V>(int version, Question<V> question, List<Answer<V>> answers) {
    }

    public Questions(Game game, Round round) {
        super(game, round);
    }

    /** The round's questions step, or {@code null} if the round has none. */
    public static Questions of(Round round) {
        for (Step s : round.steps()) {
            if (s instanceof Questions q) {
                return q;
            }
        }
        return null;
    }

    /** Asks {@code question} after the questions waiting. */
    public void ask(Question<?> question) {
        waiting.add(question);
        round.touch();
    }

    /** Asks {@code question} before the questions waiting: it is answered next if it has answers. */
    public void askFirst(Question<?> question) {
        waiting.add(0, question);
        round.touch();
    }

    /** Withdraws the waiting questions that {@code which} picks. */
    public void withdraw(Predicate<? super Question<?>> which) {
        if (waiting.removeIf(which)) {
            round.touch();
        }
    }

    /** The questions waiting, the open one among them, in the order they are answered. */
    public List<Question<?>> waiting() {
        return Collections.unmodifiableList(waiting);
    }

    /** The open question: the first waiting one with answers now, or {@code null}. */
    public Question<?> question() {
        return open().question();
    }

    private Open<?> open() {
        Open<?> o = open;
        if (o == null || o.version() != round.version()) {
            o = find();
            open = o;
        }
        return o;
    }

    private Open<?> find() {
        for (Question<?> q : waiting) {
            Open<?> o = openOf(q);
            if (!o.answers().isEmpty()) {
                return o;
            }
        }
        return new Open<>(round.version(), null, List.of());
    }

    /** How many decisions a trial of an answer looks ahead ({@link Question#answersTriedFirst}). */
    static final int TRIAL_DEPTH = 8;

    private <V> Open<V> openOf(Question<V> q) {
        List<Answer<V>> answers = q.answers(game);
        if (q.answersTriedFirst() && !game.trial()) {
            answers = answers.stream()
                    .filter(a -> roundhouse.engine.spi.Trials.getsThrough(game, a.action(), Questions::noneOpen, TRIAL_DEPTH))
                    .toList();
        }
        return new Open<>(round.version(), q, List.copyOf(answers));
    }

    /** Whether no question waits in the game's round (what an answer set off is over). */
    public static boolean noneOpen(Game game) {
        for (Step s : game.round().steps()) {
            if (s instanceof Questions q && q.active()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String description() {
        Question<?> q = question();
        return q == null ? EngineText.get("step.question") : q.text();
    }

    @Override
    public boolean active() {
        return question() != null;
    }

    @Override
    public List<Entity> activeEntities() {
        Question<?> q = question();
        return q == null ? List.of() : List.of(q.asked());
    }

    @Override
    public List<String> actions(Entity entity) {
        Open<?> o = open();
        if (o.question() == null || o.question().asked() != entity) {
            return List.of();
        }
        List<String> types = new ArrayList<>();
        for (Answer<?> a : o.answers()) {
            if (!types.contains(a.action().type())) {
                types.add(a.action().type());
            }
        }
        return types;
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Open<?> o = open();
        if (o.question() == null || o.question().asked() != entity) {
            return List.of();
        }
        // asked afresh: the labels in the language in use now
        List<LegalAction> out = new ArrayList<>(o.answers().size());
        List<Action> open = o.answers().stream().map(Answer::action).toList();
        for (Answer<?> a : o.question().answers(game)) {
            if (open.contains(a.action())) { // those tried first keep only what gets through
                out.add(a.offer());
            }
        }
        return out;
    }

    /** Takes the open question's answer: read, no longer waiting, then the title's effect. */
    @Override
    public void process(Action action, Entity entity) {
        answer(open(), action);
    }

    private <V> void answer(Open<V> o, Action action) {
        Answer<V> answer = o.question().read(game, o.answers(), action);
        waiting.remove(o.question());
        open = null;
        o.question().answered(game, this, answer);
    }
}
