package roundhouse.workbench.internal;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Display;

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
