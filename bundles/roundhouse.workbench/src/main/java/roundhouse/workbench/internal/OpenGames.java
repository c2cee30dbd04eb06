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
    private final List<OpenGame> games = new ArrayList<>();
    private OpenGame active;

    OpenGames(WorkbenchModel model, Supplier<GameRecordCodec> codec, RecoveryStore recovery, Consumer<String> status) {
        this.model = model;
        this.codec = codec;
        this.recovery = recovery;
        this.status = status;
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
    void add(OpenGame game, Consumer<OpenGame> changed) {
        games.add(game);
        game.recoveryKey = recovery.newKey();
        autosave(game);
        game.session.addListener(s -> {
            autosave(game);
            changed.accept(game);
        });
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
        return model.title(id).orElseThrow(() -> new Problem(Messages.get("error.unknownTitle", where, id)));
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

    /** A normal exit keeps the recovery files of unsaved games only: they are offered again. */
    void closing() {
        for (OpenGame g : games) {
            if (!g.unsaved()) {
                recovery.discard(g.recoveryKey);
            }
        }
    }

    /** The games a dead workbench (or unsaved games at exit) left behind; none without an engine. */
    List<RecoveryStore.Pending> pendingRecovery() {
        return codec.get() == null ? List.of() : recovery.pending();
    }

    /** "game.json (recovery-file.json)", or the recovery file alone for a game never saved. */
    static String label(RecoveryStore.Pending p) {
        return p.originalFile() == null ? p.recoveryFile().getFileName().toString()
                : p.originalFile().getFileName() + " (" + p.recoveryFile().getFileName() + ")";
    }

    /** Replays a recovered game; it opens unsaved, and its recovery file goes once it is added. */
    OpenGame recover(RecoveryStore.Pending p) throws Problem {
        try {
            GameRecord record = codec().read(p.recoveryFile());
            OpenGame game = new OpenGame(title(record.titleId(), p.recoveryFile()).load(record), p.originalFile());
            game.savedActions = -1;
            return game;
        } catch (GameFileException | GameLoadException | RuntimeException e) {
            throw new Problem(Messages.get("error.recover", p.recoveryFile(), PluginProblems.oneLine(e)));
        }
    }

    void discard(RecoveryStore.Pending p) {
        recovery.discard(p);
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
