package roundhouse.testsupport;

import java.util.Random;
import java.util.Set;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineTitle;

/**
 * Holds a title's reach against a reference search on the boards of seeded random games: after every
 * tile lay and station, every company with a station is compared. The reference (the engine's test
 * {@code ExhaustiveReach.compare}) is passed in, so that this jar needs none of the engine's tests.
 */
public final class ReachChecks {
    /** A reference comparison: "" when the board's network of the company agrees, null when it gave up, else what differs. */
    @FunctionalInterface
    public interface Reference {
        String compare(Board board, String company);
    }

    /**
     * What the comparisons found.
     *
     * @param compared networks compared
     * @param skipped networks the reference gave up on
     * @param differences what differed (empty when all agreed)
     */
    public record Result(int compared, int skipped, String differences) {
    }

    private ReachChecks() {
    }

    /**
     * Plays seeds 1..games ({@code minPlayers} plus the seed modulo {@code spread} players, the title's
     * import options on odd seeds) and compares after every lay and station.
     */
    public static Result randomGames(EngineTitle title, int minPlayers, int spread, int games, Reference reference) {
        int[] counts = new int[2];
        StringBuilder differences = new StringBuilder();
        for (long seed = 1; seed <= games; seed++) {
            int n = minPlayers + (int) Math.floorMod(seed, (long) spread);
            Set<String> options = seed % 2 == 0 ? Set.of() : title.importOptions(Set.of());
            RandomGames.play(title, new GameSetup(RandomGames.players(n), options, seed), new Random(seed),
                    RandomGames.mostlyActing(60, Set.of("discard_train")), (s, g, a) -> {
                        if (!Set.of("lay_tile", "place_token").contains(a.type()) || differences.length() > 0) {
                            return;
                        }
                        for (Corporation c : g.corporations()) {
                            if (c.closed() || c.tokensUsed() == 0) {
                                continue;
                            }
                            String d = reference.compare(g.board(), c.id());
                            if (d == null) {
                                counts[1]++;
                            } else {
                                counts[0]++;
                                if (!d.isEmpty()) {
                                    differences.append("seed ").append(s).append(" after ").append(a.type()).append(": ").append(d);
                                }
                            }
                        }
                    });
        }
        System.out.println(title.info().id() + " reach: " + counts[0] + " networks equal the reference, " + counts[1]
                + " past its budget");
        return new Result(counts[0], counts[1], differences.toString());
    }
}
