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
import roundhouse.engine.spi.Trials;

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

    /**
     * A question open at one state of the round, its answers tried ({@link Question#answersTriedFirst})
     * only as far as asked: whether any gets through, whether one of a type does, which one a given action
     * names; all of them only to list them. A replay takes one answer and never lists them.
     */
    private final class Open<V> {
        final int version;
        final Question<V> question;
        private final List<Answer<V>> asked;
        private final boolean tried;
        /** By answer: null while not tried, then whether it gets through. */
        private final Boolean[] through;
        /** By answer: the way through its trial found (or was carried to it), where it ended settled. */
        private final List<Action>[] ways;

        @SuppressWarnings("unchecked")
        Open(int version, Question<V> question, List<Answer<V>> asked, boolean tried) {
            this.version = version;
            this.question = question;
            this.asked = asked;
            this.tried = tried;
            this.through = new Boolean[asked.size()];
            this.ways = new List[asked.size()];
        }

        private boolean getsThrough(int i) {
            if (!tried) {
                return true;
            }
            if (through[i] == null) {
                Trials.Path way = Trials.pathThrough(game, asked.get(i).action(), Questions::noneOpen, TRIAL_DEPTH);
                through[i] = way != null;
                ways[i] = way != null && way.settled() ? way.actions() : null;
            }
            return through[i];
        }

        /**
         * Takes the way the last answer's trial found on from there, when this question's answer is its next
         * step: that answer gets through without a trial of its own (the game was taken along the way).
         */
        void carry(List<Action> way) {
            for (int i = 0; i < asked.size(); i++) {
                if (asked.get(i).action().equals(way.get(0))) {
                    through[i] = true;
                    ways[i] = way;
                    return;
                }
            }
        }

        /** Whether an answer of {@code type} (any type: {@code null}) gets through: those known to first. */
        boolean any(String type) {
            for (int i = 0; i < asked.size(); i++) {
                if (Boolean.TRUE.equals(through[i]) && (type == null || asked.get(i).action().type().equals(type))) {
                    return true;
                }
            }
            for (int i = 0; i < asked.size(); i++) {
                if ((type == null || asked.get(i).action().type().equals(type)) && getsThrough(i)) {
                    return true;
                }
            }
            return false;
        }

        /** The answers that get through, in the order asked. */
        List<Answer<V>> answers() {
            List<Answer<V>> out = new ArrayList<>(asked.size());
            for (int i = 0; i < asked.size(); i++) {
                if (getsThrough(i)) {
                    out.add(asked.get(i));
                }
            }
            return out;
        }

        /** The answer {@code given} names among those that get through, or the question's refusal. */
        Answer<V> read(Action given) {
            if (!tried) {
                return question.read(game, asked, given);
            }
            int i = -1;
            try {
                i = asked.indexOf(question.read(game, asked, given));
            } catch (roundhouse.engine.spi.GameRuleException e) {
                // no answer at all: refused below in the words of the answers that get through
            }
            return i >= 0 && getsThrough(i) ? asked.get(i) : question.read(game, answers(), given);
        }
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
        return open().question;
    }

    private Open<?> open() {
        Open<?> o = open;
        if (o == null || o.version != round.version()) {
            o = find();
            open = o;
        }
        return o;
    }

    private Open<?> find() {
        for (Question<?> q : waiting) {
            Open<?> o = openOf(q);
            if (o.any(null)) {
                return o;
            }
        }
        return new Open<>(round.version(), null, List.of(), false);
    }

    /** How many decisions a trial of an answer looks ahead ({@link Question#answersTriedFirst}). */
    static final int TRIAL_DEPTH = 8;

    private <V> Open<V> openOf(Question<V> q) {
        Open<V> o = new Open<>(round.version(), q, List.copyOf(q.answers(game)), q.answersTriedFirst() && game.triesMoves());
        List<Action> way = game.wayCarried();
        if (o.tried && way != null) {
            o.carry(way);
        }
        return o;
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
        if (o.question == null || o.question.asked() != entity) {
            return List.of();
        }
        List<String> types = new ArrayList<>();
        for (Answer<?> a : o.asked) {
            String type = a.action().type();
            if (!types.contains(type) && o.any(type)) {
                types.add(type);
            }
        }
        return types;
    }

    /** Whether an answer of the type gets through, without trying the others. */
    @Override
    public boolean offers(String type, Entity entity) {
        Open<?> o = open();
        return o.question != null && o.question.asked() == entity && o.any(type);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Open<?> o = open();
        if (o.question == null || o.question.asked() != entity) {
            return List.of();
        }
        // asked afresh: the labels in the language in use now
        List<Action> open = o.answers().stream().map(Answer::action).toList();
        List<LegalAction> out = new ArrayList<>(open.size());
        for (Answer<?> a : o.question.answers(game)) {
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
        Answer<V> answer = o.read(action);
        if (o.question.answersTriedFirst() && !o.tried) {
            game.oweWayThrough(Questions::noneOpen); // its trial's end: the record shows it
        }
        int i = o.asked.indexOf(answer);
        List<Action> way = i < 0 ? null : o.ways[i];
        // the questions after this one: the way its trial went on from here (an exchange asks its holders in turn)
        game.carryWay(way == null ? List.of() : way.subList(1, way.size()));
        waiting.remove(o.question);
        open = null;
        o.question.answered(game, this, answer);
    }
}
