package roundhouse.engine.map;

import java.nio.file.Path;

/** Gives the route optimiser's tests (another package) the map-only fixture replay. */
public final class AuditSupport {
    /** Callback before each recorded run. */
    public interface Listener {
        void run(String actionId, Board board, String company, java.util.List<RecordedRoute> routes, RouteRules rules);
    }

    public static Path fixtures() {
        return Maps1830.FIXTURES;
    }

    public static void replay(Path file, Listener listener) {
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = listener::run;
        replay.replay(file);
        if (!replay.problems.isEmpty()) {
            throw new AssertionError(String.join("\n", replay.problems));
        }
    }

    public static TrainSpec train(String id) {
        return FixtureMapReplay.train(id);
    }

    public static Board board1830() {
        return Maps1830.board();
    }

    private AuditSupport() {
    }
}
