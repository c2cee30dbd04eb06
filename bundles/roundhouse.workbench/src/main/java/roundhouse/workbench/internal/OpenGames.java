package roundhouse.workbench.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import roundhouse.api.GameFileException;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameRecord;
import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.api.TitleInfo;
import roundhouse.api.plugin.PluginStore;

/**
 * The open games and their files, without widgets: which game is active, opening and saving game
 * files, the autosave after every action and the recovery of games a dead workbench left behind.
 * The window asks and shows; problems come back as {@link Problem}s in the player's words.
 * UI thread only (the games' listeners run there).
 */
final class OpenGames {
    /** A problem to show the player, already in his words. */
    static final class Problem extends Exception {
        private static final long serialVersionUID = 1L;

        Problem(String message) {
            super(message);
        }
    }

    private final WorkbenchModel model;
    private final Supplier<GameRecordCodec> codec;
    private final RecoveryStore recovery;
    /** Told about problems that need no dialog (a failed autosave). */
    private final Consumer<String> status;
    /** Told after each action of an open game (after its autosave). */
    private final Consumer<OpenGame> changed;
    /** Says which plugin a missing title came with; may supply null. */
    private final Supplier<PluginStore> plugins;
    private final List<OpenGame> games = new ArrayList<>();
    private OpenGame active;

    OpenGames(WorkbenchModel model, Supplier<GameRecordCodec> codec, RecoveryStore recovery, Consumer<String> status,
            Consumer<OpenGame> changed, Supplier<PluginStore> plugins) {
        this.model = model;
        this.codec = codec;
        this.recovery = recovery;
        recovery.claim();
        this.status = status;
        this.changed = changed;
        this.plugins = plugins;
    }

    List<OpenGame> all() {
        return List.copyOf(games);
    }

    /** The game the window shows, or {@code null}. */
    OpenGame active() {
        return active;
    }

    void setActive(OpenGame game) {
        active = game;
    }

    /** The live session of the active game, or {@code null}. */
    GameSession live() {
        return active == null ? null : active.session;
    }

    /**
     * Adds a game, autosaves it and again after every action, synchronously, so that a crash right
     * after an action loses nothing; then {@code changed} runs.
     */
    void add(OpenGame game) {
        games.add(game);
        game.recoveryKey = recovery.newKey();
        autosave(game);
        listen(game);
    }

    private void listen(OpenGame game) {
        game.listener = s -> {
            autosave(game);
            changed.accept(game);
        };
        game.session.addListener(game.listener);
    }

    /** Whether game files can be read and written (an engine is installed); {@link #save} says why not. */
    boolean canWrite() {
        return codec.get() != null;
    }

    private GameRecordCodec codec() throws Problem {
        GameRecordCodec c = codec.get();
        if (c == null) {
            throw new Problem(Messages.get("error.noEngine"));
        }
        return c;
    }

    private GameTitle title(String id, Object where) throws Problem {
        return model.title(id).orElseThrow(() -> new Problem(Messages.get("error.open", where, missingTitleText(id))));
    }

    /**
     * The id of the title a game left behind needs that is not installed, or {@code null} (installed,
     * or its record could not be read: restoring it says why).
     */
    String missingTitle(Offer offer) {
        if (offer.record() == null) {
            return null;
        }
        String id = offer.record().titleId();
        return model.titles().stream().anyMatch(t -> t.id().equals(id)) ? null : id;
    }

    /** Which title (and plugin) a game needs and how to get it back, in one line. */
    String missingTitleText(String titleId) {
        PluginStore store = plugins.get();
        return store == null ? Messages.get("error.noSuchTitle", titleId) : store.missingTitle(titleId);
    }

    /** The open game saved to this file (the same file by its real path), or {@code null}. */
    OpenGame withFile(Path file) {
        for (OpenGame g : games) {
            if (g.file != null && same(g.file, file)) {
                return g;
            }
        }
        return null;
    }

    private static boolean same(Path a, Path b) {
        try {
            return java.nio.file.Files.isSameFile(a, b);
        } catch (java.io.IOException | SecurityException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** Reads and replays a game file; the game is not added yet. */
    OpenGame open(Path file) throws Problem {
        try {
            GameRecord record = codec().read(file);
            return new OpenGame(title(record.titleId(), file.getFileName()).load(record), file);
        } catch (GameFileException | GameLoadException e) {
            throw new Problem(Messages.get("error.open", file.getFileName(), e.getMessage()));
        } catch (RuntimeException e) {
            // a broken title plugin must not take the workbench (or the games already open) down
            System.getLogger("roundhouse.workbench").log(System.Logger.Level.ERROR, "Opening " + file + " failed", e);
            throw new Problem(Messages.get("error.open", file.getFileName(), PluginProblems.oneLine(e)));
        }
    }

    /** Writes the game to {@code file}, which becomes its file. */
    void save(OpenGame game, Path file) throws Problem {
        try {
            codec().write(game.session.toRecord(), file);
        } catch (GameFileException e) {
            throw new Problem(e.getMessage());
        }
        game.file = file;
        game.savedActions = game.session.actions().size();
        autosave(game);
    }

    private void autosave(OpenGame game) {
        GameRecordCodec c = codec.get();
        if (c == null) {
            return;
        }
        try {
            recovery.save(game.recoveryKey, game.session.toRecord(), game.file, c);
        } catch (GameFileException | RuntimeException e) {
            status.accept(Messages.get("error.autosave", PluginProblems.oneLine(e)));
        }
    }

    /**
     * A normal exit keeps the recovery files of unsaved games only: they are offered again. (After
     * the player answered the save question for each, only games closed without asking are left.)
     */
    void closing() {
        for (OpenGame g : games) {
            if (!g.unsaved()) {
                recovery.discard(g.recoveryKey);
            }
        }
    }

    /** A game a workbench left behind, as the recovery dialog offers it; its record if it could be read. */
    record Offer(RecoveryStore.Pending pending, GameRecord record, String label) {
    }

    /**
     * The games workbenches that no longer run left behind (this user's, none of a workbench still
     * running), with what the player needs to choose: title, file, actions, when. An autosave that
     * holds the same game as the file it was saved to offers nothing (an opened game left untouched,
     * or saved just before the crash): it goes. None without an engine.
     */
    List<Offer> recoveryOffers() {
        GameRecordCodec c = codec.get();
        if (c == null) {
            return List.of();
        }
        List<String> open = games.stream().map(g -> g.recoveryKey).toList();
        List<Offer> offers = new ArrayList<>();
        for (RecoveryStore.Pending p : recovery.pending()) {
            if (open.contains(p.key())) {
                continue;
            }
            GameRecord record;
            try {
                record = c.read(p.recoveryFile());
            } catch (GameFileException | RuntimeException e) {
                record = null; // offered under its file name; restoring it says what is wrong
            }
            if (record != null && sameAsSaved(record, p.originalFile(), c)) {
                recovery.discard(p);
                continue;
            }
            offers.add(new Offer(p, record, label(p, record)));
        }
        return offers;
    }

    /** Whether the game file holds the very game of the autosave: same title, players and actions. */
    static boolean sameAsSaved(GameRecord autosave, Path file, GameRecordCodec codec) {
        if (file == null || !java.nio.file.Files.isRegularFile(file)) {
            return false;
        }
        try {
            GameRecord saved = codec.read(file);
            return saved.titleId().equals(autosave.titleId()) && saved.setup().players().equals(autosave.setup().players())
                    && saved.actions().equals(autosave.actions());
        } catch (GameFileException | RuntimeException e) {
            return false;
        }
    }

    /** "1830 - game.json: 57 actions, autosaved 26 Nov 2026, 11:02" (the file's name, or "never saved"). */
    static String label(RecoveryStore.Pending p, GameRecord record) {
        String where = p.originalFile() == null ? Messages.get("recovery.neverSaved") : p.originalFile().getFileName().toString();
        java.util.Date when;
        try {
            when = new java.util.Date(java.nio.file.Files.getLastModifiedTime(p.recoveryFile()).toMillis());
        } catch (java.io.IOException e) {
            when = new java.util.Date(0);
        }
        return record == null ? Messages.get("recovery.unreadable", where, when)
                : Messages.get("recovery.game", record.titleId(), where, roundhouse.api.ActionLogs.activeCount(record.actions()), when);
    }

    /** Replays a recovered game; it opens unsaved, and its recovery file goes once it is added. */
    OpenGame recover(Offer offer) throws Problem {
        RecoveryStore.Pending p = offer.pending();
        try {
            GameRecord record = offer.record() != null ? offer.record() : codec().read(p.recoveryFile());
            OpenGame game = new OpenGame(title(record.titleId(), p.recoveryFile().getFileName()).load(record), p.originalFile());
            game.savedActions = -1;
            return game;
        } catch (GameFileException | GameLoadException | RuntimeException e) {
            throw new Problem(Messages.get("error.recover", offer.label(), PluginProblems.oneLine(e)));
        }
    }

    /**
     * Closes a game: it stops listening, its bots stop, its autosave goes (the player saved it or
     * chose not to), and the next game becomes the active one.
     */
    void close(OpenGame game) {
        int at = games.indexOf(game);
        if (at < 0) {
            return;
        }
        game.session.removeListener(game.listener);
        if (game.bots != null) {
            game.bots.setPaused(true);
        }
        recovery.discard(game.recoveryKey);
        games.remove(at);
        if (active == game) {
            active = games.isEmpty() ? null : games.get(Math.min(at, games.size() - 1));
        }
    }

    void discard(RecoveryStore.Pending p) {
        recovery.discard(p);
    }

    /**
     * Marks the open games of a title whose plugin went: they stay open as they were, but cannot be
     * played, stepped through or analysed (their title's code is gone), and their bots stop.
     *
     * @return the games marked now
     */
    List<OpenGame> titleGone(TitleInfo title) {
        List<OpenGame> marked = new ArrayList<>();
        for (OpenGame g : games) {
            if (g.playable() && g.session.title().id().equals(title.id())) {
                g.titleGone = title;
                if (g.bots != null) {
                    g.bots.setPaused(true);
                }
                marked.add(g);
            }
        }
        return marked;
    }

    /** The open games marked because this title's plugin went. */
    List<OpenGame> waitingFor(String titleId) {
        return games.stream().filter(g -> !g.playable() && g.titleGone.id().equals(titleId)).toList();
    }

    /**
     * A game whose title came back, replayed by the title as it is installed now from the record
     * of the game as it was (undo and redo kept), in place of the marked one: same file, same
     * autosave, same saved state, the same bots at the same seats (paused until the player resumes them).
     */
    OpenGame reattach(OpenGame marked) throws Problem {
        GameRecord record = marked.session.toRecord();
        OpenGame game;
        try {
            game = new OpenGame(title(record.titleId(), marked.label()).load(record), marked.file);
        } catch (GameLoadException | RuntimeException e) {
            throw new Problem(Messages.get("error.reattach", marked.label(), PluginProblems.oneLine(e)));
        }
        game.savedActions = marked.unsaved() ? -1 : game.session.actions().size();
        game.recoveryKey = marked.recoveryKey;
        game.bots = marked.bots == null ? null : marked.bots.forReplayed(game.session);
        marked.session.removeListener(marked.listener);
        games.set(games.indexOf(marked), game);
        if (active == marked) {
            active = game;
        }
        listen(game);
        return game;
    }

    /**
     * A separate session with the first {@code count} effective actions of a game, replayed by its
     * title: the past for the history stepper, a copy for the analysis tools.
     */
    GameSession replay(GameSession game, int count) throws Problem {
        try {
            return game.after(count);
        } catch (GameLoadException e) {
            throw new Problem(PluginProblems.oneLine(e));
        }
    }
}
