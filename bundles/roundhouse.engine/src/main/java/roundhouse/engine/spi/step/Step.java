package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;

/**
 * One small piece of a round with a narrow contract (tobymao {@code step/base.rb}): which action
 * types an entity may take now, whether the step blocks the round until it is done, how an action
 * is validated and applied, and what happens when it is skipped.
 *
 * <p>A step is {@linkplain #active() active} until it passes; the round unpasses and
 * {@linkplain #setup() sets up} every step when a new entity's turn starts.
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class Step {
    protected final Game game;
    protected final Round round;
    private boolean passed;

    protected Step(Game game, Round round) {
        this.game = game;
        this.round = round;
    }

    /** Action types {@code entity} may take in this step now; empty if none. */
    public abstract List<String> actions(Entity entity);

    /** Validates and applies an action whose type {@link #actions} listed; throws {@link GameRuleException}. */
    public abstract void process(Action action, Entity entity);

    /** The choices of an entity, for {@code legalActions()}: complete actions or ones with an amount range. */
    public abstract List<LegalAction> legalActions(Entity entity);

    /** Short description for the UI, e.g. "Lay track". */
    public abstract String description();

    /** Whether the round waits for this step while it has actions. */
    public boolean blocks() {
        return true;
    }

    public boolean active() {
        return !passed;
    }

    /** Entities whose decision this step waits for (default: the round's current entity). */
    public List<Entity> activeEntities() {
        Entity e = round.currentEntity();
        return e == null ? List.of() : List.of(e);
    }

    /** The first of {@link #activeEntities()}, or {@code null}. */
    public Entity currentEntity() {
        List<Entity> es = activeEntities();
        return es.isEmpty() ? null : es.get(0);
    }

    private Entity cachedEntity;
    private int cachedVersion = -1;
    private List<String> cachedActions;

    /**
     * {@link #actions(Entity)} memoised until the round's state changes ({@link Round#touch()}):
     * the round asks the same question several times per action.
     */
    public final List<String> cachedActions(Entity entity) {
        int v = round.version();
        if (entity != cachedEntity || v != cachedVersion) {
            cachedActions = actions(entity);
            cachedEntity = entity;
            cachedVersion = v;
        }
        return cachedActions;
    }

    /**
     * Whether {@code entity} has any action in this step now. The default asks
     * {@link #cachedActions}; a step whose list is costly to build answers it by stopping at the
     * first action it finds (the round asks this after every action, to skip steps).
     */
    public boolean hasActions(Entity entity) {
        return !cachedActions(entity).isEmpty();
    }

    /**
     * Whether {@code entity} may take an action of this type in this step now: what
     * {@link #actions} lists, and nothing else. A step may answer without building the whole list.
     */
    public boolean offers(String type, Entity entity) {
        return cachedActions(entity).contains(type);
    }

    /**
     * Whether a private's owner may take this step's actions at any time, in another's turn too (1830
     * MH: "jederzeit"): the session then offers them to the owner whoever acts. Default: only while
     * the owner, or a company it controls, acts.
     */
    public boolean anyTime() {
        return false;
    }

    /** Blocks and has something to do now. */
    public boolean blocking() {
        if (!blocks()) {
            return false;
        }
        Entity e = currentEntity();
        return e != null && hasActions(e);
    }

    public boolean passed() {
        return passed;
    }

    public void pass() {
        passed = true;
    }

    public void unpass() {
        passed = false;
    }

    /** Called when the round passes over this step because it has nothing to do. */
    public void skip() {
        pass();
    }

    /** Called at the start of each entity's turn, after {@link #unpass()}. */
    public void setup() {
    }

    /**
     * Why {@code entity} may not take this action now although it is this step's turn, naming the
     * rule; {@code null} for the round's generic message.
     */
    public String whyNot(Action action, Entity entity) {
        return null;
    }

    /** A refusal whose text is complete as it is (e.g. a reason the model gave). */
    protected static GameRuleException refuse(String message) {
        return new GameRuleException(message);
    }

    /**
     * A refusal of {@code rule} ({@link roundhouse.engine.spi.RuleKey}, or the title's own key) in the
     * players' words: the message, then the title's rulebook section from its rule_sections.json.
     */
    protected GameRuleException refuse(String rule, String message) {
        return GameRuleException.refuse(game.data(), rule, message);
    }

    /** The text of such a refusal, for methods that return a reason instead of throwing. */
    protected String cite(String rule, String message) {
        return roundhouse.engine.spi.RuleSections.text(game.data(), rule, message);
    }
}
