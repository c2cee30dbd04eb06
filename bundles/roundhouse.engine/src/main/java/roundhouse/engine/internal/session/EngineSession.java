package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import roundhouse.api.Action;
import roundhouse.api.DrawnRoute;
import roundhouse.api.RunCheck;
import roundhouse.engine.internal.route.DrawnRun;
import roundhouse.engine.internal.route.RunState;
import roundhouse.api.GameListener;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.TitleInfo;
import roundhouse.api.view.GameHistory;
import roundhouse.api.view.GameState;
import roundhouse.engine.spi.ChunkedList;
import roundhouse.engine.internal.copy.GraphCopier;
import roundhouse.engine.map.MapRuleException;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * A game in progress: the raw action log (undo/redo entries included, as 18xx.games keeps it) and
 * the mutable {@link Game} that is its fold. Actions are applied to the game in hand; a copy of it
 * ({@link GraphCopier}), the checkpoint, is kept every few actions, and a refused action puts back
 * a copy of the checkpoint and replays the actions since, so the state is unchanged whatever the
 * step had done before refusing. Forks and previews start from a copy of the game in hand. Undo
 * and redo append {@code undo}/{@code redo} entries and replay the effective log.
 */
public final class EngineSession implements GameSession {
    private final EngineTitle title;
    private final GameSetup setup;
    /** The raw and effective logs: a fork shares their full chunks, so it costs the same early and late. */
    private final ChunkedList<Action> raw;
    private final ChunkedList<Action> effective;
    private final List<GameListener> listeners = new CopyOnWriteArrayList<>();
    private final GameRecord source;
    private Game game;
    private long nextId = 1;
    /** A new checkpoint is copied when the game is this many actions past the last one. */
    private static final int CHECKPOINT_EVERY = 32;
    /**
     * A copy of the game after its first {@link #checkpointAt} effective actions, or {@code null}:
     * never changed (only copied), so forks share it.
     */
    private Game checkpoint;
    private int checkpointAt;

    public EngineSession(EngineTitle title, GameSetup setup, GameRecord source) {
        this.title = title;
        this.setup = setup;
        this.source = source;
        this.raw = new ChunkedList<>();
        this.effective = new ChunkedList<>();
        this.game = fresh();
    }

    /** A copy of {@code other} at its current state: its logs, and a copy of its game; no listeners. */
    private EngineSession(EngineSession other) {
        this.title = other.title;
        this.setup = other.setup;
        this.source = other.source;
        this.game = GraphCopier.copy(other.game);
        this.raw = new ChunkedList<>(other.raw);
        this.effective = new ChunkedList<>(other.effective);
        this.nextId = other.nextId;
        this.checkpoint = other.checkpoint;
        this.checkpointAt = other.checkpointAt;
        // the same state: what was listed for it holds for the copy (an immutable list)
        this.legal = other.legal;
        this.legalAt = other.legalAt;
        this.state = other.state;
        this.stateAt = other.stateAt;
    }

    private Game fresh() {
        Game g = title.createGame(setup, true);
        g.start();
        return g;
    }

    /** Replays a record; the first refused action becomes a {@link GameLoadException} naming it. */
    public static EngineSession load(EngineTitle title, GameRecord record) throws GameLoadException {
        return load(title, record, null);
    }

    /**
     * Replays a record, calling {@code afterEach} after every effective action (tests compare
     * the reference engine's checkpoints with it).
     */
    public static EngineSession load(EngineTitle title, GameRecord record,
            java.util.function.BiConsumer<Action, Game> afterEach) throws GameLoadException {
        if (!title.info().id().equals(record.titleId())) {
            throw new GameLoadException("the game is " + record.titleId() + ", not " + title.info().id(), -1);
        }
        // Roundhouse's own files name their exact rules; 18xx.games files get 18xx.games' behaviour.
        Set<String> options = GameRecord.FROM_ROUNDHOUSE.equals(record.origin()) ? record.setup().optionalRules()
                : title.importOptions(record.setup().optionalRules());
        GameSetup setup = new GameSetup(record.setup().players(), options, record.setup().seed());
        EngineSession s;
        try {
            title.checkSetup(setup);
            s = new EngineSession(title, setup, record);
        } catch (IllegalArgumentException e) {
            // players the title does not seat, an option it does not have: the file is unusable input
            throw new GameLoadException(e.getMessage(), -1, true);
        }
        List<ActionLog.Entry> active = s.readLog(record);
        if (afterEach == null) {
            // The record's later actions show whether a choice got through: it is replayed without trying what
            // each choice sets off, and once more trying every move where it ends refused or stops before
            // what a choice set off was settled, so that a refusal names the first action a player could not
            // have taken. One that looks at every position replays once, trying every move.
            s.game.followRecord(true);
            try {
                s.replay(active, null);
                s.game.followRecord(false);
                if (!s.game.owesWayThrough()) {
                    return s;
                }
            } catch (GameLoadException e) {
                // replayed again below, trying every move
            }
            s = new EngineSession(title, setup, record);
            active = s.readLog(record);
        }
        s.replay(active, afterEach);
        return s;
    }

    /** Takes the record's actions as the raw log; the effective ones, in order. */
    private List<ActionLog.Entry> readLog(GameRecord record) throws GameLoadException {
        raw.addAll(record.actions());
        List<ActionLog.Entry> active = ActionLog.active(raw);
        boolean[] replayed = new boolean[raw.size()];
        active.forEach(e -> replayed[e.rawIndex()] = true);
        nextId = Math.max(nextId, LogCheck.check(game, raw, replayed) + 1);
        return active;
    }

    /** Runs the effective actions; the first refused one becomes a {@link GameLoadException} naming it. */
    private void replay(List<ActionLog.Entry> active, java.util.function.BiConsumer<Action, Game> afterEach)
            throws GameLoadException {
        for (ActionLog.Entry e : active) {
            try {
                run(e.action());
                if (afterEach != null) {
                    afterEach.accept(e.action(), game);
                }
            } catch (GameRuleException | MapRuleException ex) {
                // an action naming no entity of the game, or missing what its type needs, is a malformed log
                boolean malformed = ex instanceof GameRuleException r && (RuleKey.ACTION_UNKNOWN_ENTITY.equals(r.rule())
                        || RuleKey.ACTION_MALFORMED.equals(r.rule()));
                throw new GameLoadException("action " + e.rawIndex() + " (id " + e.action().number("id", -1) + ", "
                        + e.action().type() + " by " + e.action().entity() + "): " + ex.getMessage(), e.rawIndex(), malformed);
            } catch (roundhouse.api.ActionFieldException ex) {
                // a field of the wrong type or out of range (a title's own field the codec does not know)
                throw new GameLoadException("action " + e.rawIndex() + " (id " + e.action().args().get("id") + ", "
                        + e.action().type() + " by " + e.action().entity() + "): " + ex.getMessage(), e.rawIndex(), true);
            } catch (RuntimeException ex) {
                throw new GameLoadException("action " + e.rawIndex() + " (id " + e.action().number("id", -1) + ", "
                        + e.action().type() + " by " + e.action().entity() + "): internal error " + ex, e.rawIndex());
            }
        }
    }

    /** Appends one effective action and applies it to the game. */
    private void run(Action action) {
        effective.add(action);
        play(effective.size() - 1, action);
    }

    /** Applies the effective action at {@code index} and its auto actions to the game. */
    private void play(int index, Action action) {
        game.setActionIndex(index);
        Replayer.apply(game, action);
        for (Action auto : ActionLog.autoActions(action)) {
            Replayer.apply(game, auto);
        }
        game.settleWaysOwed();
    }

    /** The action with the rules' own actions of its processing attached as {@code auto_actions} (if it has none). */
    private static Action withAutoActions(Action action, List<Action> autos) {
        if (autos.isEmpty() || action.args().get("auto_actions") != null) {
            return action;
        }
        List<Map<String, Object>> maps = new ArrayList<>();
        for (Action a : autos) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("type", a.type());
            m.put("entity", a.entity());
            m.put("entity_type", a.entityType());
            m.putAll(a.args());
            maps.add(m);
        }
        Map<String, Object> args = new LinkedHashMap<>(action.args());
        args.put("auto_actions", maps);
        return new Action(action.type(), action.entity(), action.entityType(), args);
    }

    private void rebuild() {
        game = fresh();
        checkpoint = null;
        effective.clear();
        game.followRecord(true); // each of these actions was taken before, every move tried
        for (ActionLog.Entry e : ActionLog.active(raw)) {
            run(e.action());
        }
        game.followRecord(false);
    }

    public Game game() {
        return game;
    }

    @Override
    public TitleInfo title() {
        return title.info();
    }

    @Override
    public GameSetup setup() {
        return setup;
    }

    private GameState state;
    /** The raw log's length when {@link #state} was taken (a refused action leaves both as they were). */
    private int stateAt = -1;

    /** Taken once per state: the views, bots and their checks all ask (an immutable record). */
    @Override
    public GameState state() {
        if (state == null || stateAt != raw.size()) {
            state = Snapshots.state(game, effective.size());
            stateAt = raw.size();
        }
        return state;
    }

    private GameHistory history;
    /** The raw log's length when {@link #history} was recorded: every change appends to it (undo and redo too). */
    private int historyAt = -1;

    @Override
    public GameHistory history() {
        // Recorded by a second replay so that the replay hot path carries no recording cost.
        if (history == null || historyAt != raw.size()) {
            history = HistoryRecorder.record(title, setup, effective);
            historyAt = raw.size();
        }
        return history;
    }

    private List<LegalAction> legal;
    /** The raw log's length when {@link #legal} was listed. */
    private int legalAt = -1;

    /**
     * Listed once per state: the game panel, the map view and bots all ask, and listing may run the
     * route optimiser for the offered run.
     */
    @Override
    public List<LegalAction> legalActions() {
        if (legal == null || legalAt != raw.size()) {
            legal = List.copyOf(listLegalActions());
            legalAt = raw.size();
        }
        return legal;
    }

    private List<LegalAction> listLegalActions() {
        if (game.finished()) {
            return List.of();
        }
        List<LegalAction> out = new ArrayList<>(game.round().legalActions());
        // privates' abilities usable by whoever acts now (1830 MH exchange, CS/DH lays), and by every
        // holder that controls an acting company, its director up to the player at the top of its
        // chain of control (1844 tunnel shares, the FO line; 1841 chains); the step answers whether
        // the private may act
        Set<Entity> controllers = new LinkedHashSet<>(game.round().actingEntities());
        for (Entity e : game.round().actingEntities()) {
            if (e instanceof roundhouse.engine.spi.Corporation c) {
                for (roundhouse.engine.spi.ShareHolder h : game.shareRules().chainOfControl(c)) {
                    if (h instanceof Entity director) {
                        controllers.add(director);
                    }
                }
            }
        }
        for (PrivateCompany c : game.companies()) {
            if (c.closed() || c.owner() == null || controllers.contains(c)) {
                continue;
            }
            // a private whose owner does not act now offers only what may be done at any time (1830 MH)
            boolean ownerActs = controllers.contains(c.owner());
            for (roundhouse.engine.spi.step.Step s : game.round().steps()) {
                if (!s.active()) {
                    continue;
                }
                if ((ownerActs || s.anyTime()) && !s.actions(c).isEmpty()) {
                    out.addAll(s.legalActions(c));
                }
                if (s.blocking()) {
                    break;
                }
            }
        }
        return out;
    }

    @Override
    public void apply(Action action) throws IllegalActionException {
        if (checkpoint == null || effective.size() - checkpointAt >= CHECKPOINT_EVERY) {
            checkpoint = GraphCopier.copy(game);
            checkpointAt = effective.size();
        }
        try {
            take(action);
        } catch (IllegalActionException e) {
            restore();
            throw e;
        }
        fire();
    }

    /** The game as it was before a refused action: a copy of the checkpoint and the effective actions since. */
    private void restore() {
        game = GraphCopier.copy(checkpoint);
        for (int i = checkpointAt; i < effective.size(); i++) {
            play(i, effective.get(i));
        }
    }

    /**
     * Applies an action to the game in hand and logs it; if refused, the effective log is as before
     * but the game may be half changed: the caller restores it or drops the session.
     */
    private void take(Action action) throws IllegalActionException {
        Map<String, Object> args = new LinkedHashMap<>(action.args());
        args.put("id", nextId);
        Action stamped = new Action(action.type(), action.entity(), action.entityType(), args);
        int before = effective.size();
        try {
            if (ActionLog.isUndoRedo(action)) {
                throw new GameRuleException(roundhouse.engine.spi.RuleKey.ACTION_MALFORMED, "use undo()/redo() instead of an " + action.type() + " action");
            }
            game.takeAutoActions();
            run(stamped);
            Action recorded = withAutoActions(stamped, game.takeAutoActions());
            if (recorded != stamped) {
                effective.set(effective.size() - 1, recorded);
                stamped = recorded;
            }
        } catch (GameRuleException | MapRuleException | roundhouse.api.ActionFieldException e) {
            truncate(before);
            throw new IllegalActionException(action, e.getMessage());
        } catch (RuntimeException e) {
            truncate(before);
            throw new IllegalActionException(action, "internal error: " + e);
        }
        raw.add(stamped);
        nextId++;
    }

    private void truncate(int before) {
        while (effective.size() > before) {
            effective.remove(effective.size() - 1);
        }
    }

    @Override
    public boolean canUndo() {
        return effective.stream().anyMatch(a -> !a.type().equals("message"));
    }

    @Override
    public void undo() {
        if (!canUndo()) {
            return;
        }
        raw.add(new Action("undo", lastPlayer(), "player", Map.of("id", nextId++)));
        rebuild();
        fire();
    }

    /**
     * One undo entry naming the last kept action's id (as 18xx.games writes it), so the whole group
     * comes back with one redo; one replay instead of one per action.
     */
    @Override
    public void undoTo(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("negative action count " + count);
        }
        if (count >= effective.size() || !canUndo()) {
            return;
        }
        long keep = count == 0 ? 0 : effective.get(count - 1).number("id", -1);
        if (keep < 0) {
            // an imported log without ids: no entry can name the last kept action
            GameSession.super.undoTo(count);
            return;
        }
        Map<String, Object> args = new java.util.LinkedHashMap<>(); // a fixed order: a saved file is the same every time
        args.put("id", nextId++);
        args.put("action_id", keep);
        raw.add(new Action("undo", lastPlayer(), "player", args));
        rebuild();
        fire();
    }

    @Override
    public String noLayReason(String hex) {
        if (game.finished() || game.round() == null) {
            return null;
        }
        return game.round().activeStep() instanceof roundhouse.engine.spi.step.Track track ? track.noLayReason(hex) : null;
    }

    @Override
    public roundhouse.api.view.AuctionView auction() {
        return AuctionSnapshot.of(game);
    }

    @Override
    public boolean canRedo() {
        return ActionLog.canRedo(raw);
    }

    @Override
    public void redo() {
        if (!canRedo()) {
            return;
        }
        raw.add(new Action("redo", lastPlayer(), "player", Map.of("id", nextId++)));
        rebuild();
        fire();
    }

    private String lastPlayer() {
        List<Entity> acting = game.round() == null ? List.of() : game.round().actingEntities();
        Player decider = acting.isEmpty() ? null : game.round().decider(acting.get(0));
        if (decider != null) {
            return decider.id();
        }
        Player p = game.players().get(0);
        return p.id();
    }

    @Override
    public List<Action> actions() {
        return List.copyOf(effective);
    }

    @Override
    public GameRecord toRecord() {
        Map<String, Integer> result = game.finished() ? game.result() : Map.of();
        return new GameRecord(title.info().id(), source == null ? null : source.gameId(),
                source == null ? "" : source.description(), setup, raw, result, game.gameEndReason(),
                GameRecord.FROM_ROUNDHOUSE, source != null && source.blankSeed(), title.extendsTitle(),
                title.fileOptions(setup.optionalRules()));
    }

    /** A copy with the same logs and a copy of the game in hand: trials on it never touch this game. */
    @Override
    public GameSession fork() {
        return new EngineSession(this);
    }

    @Override
    public GameSession after(int count) throws GameLoadException {
        if (count < 0 || count > effective.size()) {
            throw new IllegalArgumentException("the game has " + effective.size() + " actions, not " + count);
        }
        return load(title, toRecord().withActions(List.copyOf(effective.subList(0, count))));
    }

    /** A fork with the action taken; a refusal names the action's place in the log and the rule. */
    @Override
    public GameSession ifTaken(Action action) throws GameLoadException {
        EngineSession copy = new EngineSession(this);
        try {
            copy.take(action);
        } catch (IllegalActionException e) {
            throw new GameLoadException("action " + raw.size() + " (" + action.type() + " by " + action.entity() + "): "
                    + e.getMessage(), raw.size());
        }
        return copy;
    }

    /** What playing a checked run on a copy found, by the run's routes, for {@link #checkRun}. */
    private final Map<Object, DividendPreview> trials = new java.util.HashMap<>();
    /** The raw log's length when {@link #trials} were made. */
    private int trialsAt = -1;

    @Override
    public RunCheck checkRun(List<DrawnRoute> routes) {
        java.util.Optional<RunState> run = RunState.of(game);
        if (run.isEmpty()) {
            return null;
        }
        RunCheck check = new DrawnRun(run.get()).check(routes, offeredRun());
        if (!check.legal()) {
            return check;
        }
        if (trialsAt != raw.size()) {
            trials.clear();
            trialsAt = raw.size();
        }
        // the route check passed; the title's run step may still refuse, and the dividends follow
        DividendPreview trial = trials.computeIfAbsent(check.action().args(),
                k -> DividendPreview.of(this, check.action(), check.company(), check.total()));
        if (trial.refusal() != null) {
            return new RunCheck(check.company(), check.trains(), check.paths(), List.of(), 0, check.best(), trial.refusal(), null,
                    List.of());
        }
        return new RunCheck(check.company(), check.trains(), check.paths(), check.revenues(), check.total(), check.best(), null,
                check.action(), trial.outcomes());
    }

    /** The revenue of the run the game offers (the optimiser's, among the legal actions), 0 if none. */
    private int offeredRun() {
        for (LegalAction a : legalActions()) {
            if ("run_routes".equals(a.action().type()) && a.action().args().get("routes") instanceof List<?> rs) {
                int total = 0;
                for (Object r : rs) {
                    if (r instanceof Map<?, ?> m && m.get("revenue") instanceof Number n) {
                        total += n.intValue();
                    }
                }
                return total;
            }
        }
        return 0;
    }

    @Override
    public int bestRevenue(String companyId) {
        return Advice.bestRevenue(game, companyId);
    }

    @Override
    public boolean mayRun(String companyId, String trainId) {
        return Advice.mayRun(game, companyId, trainId);
    }

    @Override
    public void addListener(GameListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(GameListener listener) {
        listeners.remove(listener);
    }

    private void fire() {
        for (GameListener l : listeners) {
            l.gameChanged(this);
        }
    }
}
