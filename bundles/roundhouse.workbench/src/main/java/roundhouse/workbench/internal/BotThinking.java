package roundhouse.workbench.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;

import roundhouse.api.GameSession;
import roundhouse.api.bot.Bot;

/**
 * The workbench's bots think on one background thread (a bot that looks ahead may take a second or
 * more), and their moves come back to the UI thread; a window closed meanwhile drops the answer.
 */
final class BotThinking implements BotSeats.Thinking {
    /** One thread for every open game: bots think one at a time, as players at one table do. */
    private static final ExecutorService THREAD = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "roundhouse-bots");
        t.setDaemon(true);
        return t;
    });
    private final Display display;

    /**
     * Bots at the chosen seats of a game, each seeded from the game's seed and its seat, thinking off
     * the UI thread; {@code null} when every seat is human.
     *
     * @param status told in one line when a bot's move is refused (the bots pause then)
     */
    static BotSeats seat(GameSession session, Map<String, WorkbenchModel.BotEntry> chosen, Display display,
            Consumer<String> status) {
        if (chosen.isEmpty()) {
            return null;
        }
        Map<String, Bot> bots = new HashMap<>();
        List<String> seats = session.setup().players().stream().map(p -> p.id()).toList();
        chosen.forEach((seat, entry) -> bots.put(seat, entry.factory().create(session.setup().seed() * 31 + seats.indexOf(seat))));
        return new BotSeats(session, bots, display::timerExec, Integer.getInteger("roundhouse.botDelay", 600),
                problem -> status.accept(Messages.get("status.botRefused", problem)), new BotThinking(display));
    }

    BotThinking(Display display) {
        this.display = display;
    }

    @Override
    public void think(Runnable work) {
        THREAD.execute(work);
    }

    @Override
    public void answer(Runnable task) {
        try {
            display.asyncExec(() -> {
                if (!display.isDisposed()) {
                    task.run();
                }
            });
        } catch (SWTException e) {
            // the display went away while the bot thought: nobody waits for its move
        }
    }
}
