package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RoundKind;

/**
 * A round: an ordered list of steps and the entities that take turns. After every action the
 * round skips the blocking steps that have nothing to do (running their {@link Step#skip()}
 * effects) and, when no step blocks any more, moves to the next entity (tobymao
 * {@code round/base.rb}).
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class Round {
    protected final Game game;
    protected final List<Step> steps = new ArrayList<>();
    protected List<? extends Entity> entities = List.of();
    protected int entityIndex;
    private boolean finished;
    private int version;

    protected Round(Game game) {
        this.game = game;
    }

    /** The typed kind: {@link RoundKind#AUCTION}, {@code STOCK}, {@code OPERATING} or a title's own. */
    public abstract RoundKind roundKind();

    /** The kind's id as views show it: {@code "auction"}, {@code "stock"}, {@code "operating"}... */
    public String kind() {
        return roundKind().id();
    }

    /** Display name like 18xx.games writes it, e.g. {@code "Operating 3.2"}. */
    public abstract String name();

    /** Changes whenever the state may have changed; keys {@link Step#cachedActions}. */
    public int version() {
        return version;
    }

    /** Invalidates cached step answers after a change of state. */
    public void touch() {
        version++;
    }

    public List<Step> steps() {
        return steps;
    }

    /** Adds a step at the end; titles compose rounds with it. */
    public Round add(Step step) {
        steps.add(step);
        return this;
    }

    public List<? extends Entity> entities() {
        return entities;
    }

    public int entityIndex() {
        return entityIndex;
    }

    public Entity currentEntity() {
        return entityIndex < entities.size() ? entities.get(entityIndex) : null;
    }

    public boolean finished() {
        return finished;
    }

    /** Marks the round over; the game starts the next one. */
    protected void finish() {
        finished = true;
    }

    /** Called once by the game: first turn. */
    public void start() {
        if (entities.isEmpty()) {
            finish();
            return;
        }
        startEntity();
    }

    /** The first active step that blocks and has something to do, or {@code null}. */
    public Step activeStep() {
        for (Step s : steps) {
            if (s.active() && s.blocking()) {
                return s;
            }
        }
        return null;
    }

    /** Entities whose decision the game waits for. */
    public List<Entity> actingEntities() {
        Step s = activeStep();
        return s == null ? List.of() : s.activeEntities();
    }

    /**
     * The player who decides for an acting entity: the player at the top of its chain of control.
     * Hook: a round may name one for an entity that has no controller for a moment (1841: the director
     * who began a merger acts for the major it forms until the exchange gives it a president, RB 4.7.4).
     */
    public roundhouse.engine.spi.Player decider(Entity entity) {
        return entity.controller();
    }

    /**
     * The step that takes an action of this type from this entity, or {@code null}: steps are
     * asked in order, and a blocking step that cannot take it stops the search (later steps wait
     * their turn).
     */
    public Step stepFor(String type, Entity entity) {
        for (Step s : steps) {
            if (!s.active()) {
                continue;
            }
            if (s.offers(type, entity)) {
                return s;
            }
            if (s.blocking()) {
                return null;
            }
        }
        return null;
    }

    /** Validates and applies one action, then moves the round on. */
    public void process(Action action, Entity entity) {
        game.moveBegins();
        Step step = stepFor(action.type(), entity);
        if (step == null) {
            throw new GameRuleException(RuleKey.ACTION_NOT_EXPECTED, notExpected(action, entity));
        }
        // no touch before: nothing changed since the last one (Replayer touches after a change outside
        // the rounds), so what was worked out for this position (a question's tried answers) still holds
        step.process(action, entity);
        touch();
        game.checkGameEnd();
        if (finished || game.finished()) {
            return;
        }
        skipSteps();
        afterProcess(action, entity);
        game.checkGameEndOnceMovedOn();
    }

    private String notExpected(Action action, Entity entity) {
        List<Entity> acting = actingEntities();
        Step s = activeStep();
        if (s != null && acting.contains(entity)) {
            String why = s.whyNot(action, entity);
            if (why != null) {
                return why;
            }
            return EngineText.get("refuse.cannotNow", entity, action.type(), s.description(),
                    String.join(", ", s.cachedActions(entity)));
        }
        if (s == null) {
            return EngineText.get("refuse.notYourTurnNobody", entity, action.type(), name());
        }
        String seat = notTheSeats(entity, acting);
        if (seat != null) {
            return seat;
        }
        return EngineText.get("refuse.notYourTurn", entity, action.type(), name(),
                String.join(", ", acting.stream().map(Names::of).toList()), s.description(), s.actions(acting.get(0)));
    }

    /**
     * The refusal of a corporation's action when the player who decides now (the controller of the
     * first acting entity, through its chain of presidents) does not control that corporation;
     * {@code null} when he does, or when the one acting is no corporation.
     */
    private static String notTheSeats(Entity entity, List<Entity> acting) {
        if (!(entity instanceof roundhouse.engine.spi.Corporation) || acting.isEmpty()
                || !(acting.get(0) instanceof roundhouse.engine.spi.Corporation first) || first.controller() == null) {
            return null;
        }
        roundhouse.engine.spi.Player seat = first.controller();
        roundhouse.engine.spi.Player owner = entity.controller();
        if (owner == seat) {
            return null;
        }
        return owner == null ? EngineText.get("refuse.seat.nobody", entity, seat, Names.of(first))
                : EngineText.get("refuse.seat.other", entity, owner, seat, Names.of(first));
    }

    /** Skips blocking steps with nothing to do, up to the first that needs a decision. */
    protected void skipSteps() {
        for (Step s : steps) {
            if (finished || game.finished()) {
                return;
            }
            if (!s.active() || !s.blocks()) {
                continue;
            }
            if (s.blocking()) {
                break;
            }
            s.skip();
            touch();
        }
    }

    /** After an action: by default the turn passes on when no step needs a decision any more. */
    protected void afterProcess(Action action, Entity entity) {
        if (activeStep() == null) {
            nextEntity();
        }
    }

    /** Starts the current entity's turn: unpass and set up every step, then skip what needs nothing. */
    protected void startEntity() {
        touch();
        for (Step s : steps) {
            s.unpass();
        }
        for (Step s : steps) {
            s.setup();
        }
        skipSteps();
        if (!finished && !game.finished() && activeStep() == null) {
            nextEntity();
        }
    }

    /** Ends the current entity's turn and starts the next one, or finishes the round. */
    protected void nextEntity() {
        if (entityIndex + 1 >= entities.size()) {
            finish();
            return;
        }
        entityIndex++;
        touch();
        startEntity();
    }

    /** Every choice of every acting entity. */
    public List<LegalAction> legalActions() {
        List<LegalAction> out = new ArrayList<>();
        List<Entity> acting = new ArrayList<>(actingEntities());
        for (Entity e : acting) {
            for (Step s : steps) {
                if (!s.active()) {
                    continue;
                }
                if (s.hasActions(e)) {
                    out.addAll(s.legalActions(e));
                }
                if (s.blocking()) {
                    break;
                }
            }
        }
        return out;
    }
}
