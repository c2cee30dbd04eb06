package roundhouse.testsupport;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSetup;
import roundhouse.api.view.HexView;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;

/**
 * A benchmark of reach as boards fill up: the boards after every tile lay of seeded random games (and
 * of given game files) are sorted by the track on them (paths of the tiles laid) into ten bands; for
 * each band it prints the track, the companies with stations, and the median thread CPU time of
 * finding every such company's network afresh: per board, per network, and per network and 100 paths
 * of track on the board, and per network and 100 paths of the track that network takes in (what its
 * search walks: on a dense board every company's network spreads over most of the track). A reach
 * whose cost grows no faster than the track keeps the last column from growing from the sparse bands
 * to the dense ones.
 * Prints, never asserts a time.
 */
public final class ReachDensityBench {
    private ReachDensityBench() {
    }

    /**
     * A board after a lay, the companies with stations on it, its track, and the track of those
     * companies' networks together (paths on the hexes each network enters, summed over the companies).
     */
    private record Position(Board board, List<String> companies, int paths, int networkPaths) {
    }

    /**
     * Plays {@code seeds} random games (player counts from {@code minPlayers}, the title's import options
     * on every other seed), adds the positions of {@code files}, prints the table and returns the number
     * of positions measured.
     */
    public static int run(String name, EngineTitle title, int minPlayers, int seeds, List<Path> files, int warm, int timed)
            throws Exception {
        List<Position> positions = new ArrayList<>();
        for (long seed = 1; seed <= seeds; seed++) {
            int players = minPlayers + (int) (seed % 3);
            Set<String> options = seed % 2 == 0 ? Set.of() : title.importOptions(Set.of());
            RandomGames.play(title, new GameSetup(RandomGames.players(players), options, seed), new Random(seed),
                    RandomGames.mostlyActing(60, Set.of("discard_train")), (s, g, a) -> {
                        if (a.type().equals("lay_tile")) {
                            positions.add(position(g));
                        }
                    });
        }
        for (Path file : files) {
            GameRecord record = new GsonRecordCodec().read(file);
            EngineSession.load(title, record, (a, g) -> {
                if (a.type().equals("lay_tile")) {
                    positions.add(position(g));
                }
            });
        }
        positions.sort((a, b) -> Integer.compare(a.paths, b.paths));
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        System.out.printf(Locale.ROOT, "%s reach by track density: %d boards, %d warm + %d timed passes%n", name,
                positions.size(), warm, timed);
        System.out.printf(Locale.ROOT, "%-5s %8s %10s %14s %16s %28s %14s %30s%n", "band", "paths", "companies",
                "board_us", "network_us", "network_us_per_100_paths", "network_paths", "us_per_100_network_paths");
        int bands = Math.min(10, positions.size());
        for (int band = 0; band < bands; band++) {
            List<Position> in = positions.subList(band * positions.size() / bands, (band + 1) * positions.size() / bands);
            long[] times = new long[timed];
            for (int pass = 0; pass < warm + timed; pass++) {
                List<Board> fresh = new ArrayList<>();
                for (Position p : in) {
                    fresh.add(p.board.copy()); // no cached networks
                }
                long t0 = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < in.size(); i++) {
                    for (String c : in.get(i).companies) {
                        fresh.get(i).routeAvailable(c);
                    }
                }
                if (pass >= warm) {
                    times[pass - warm] = cpu.getCurrentThreadCpuTime() - t0;
                }
            }
            Arrays.sort(times);
            double perBoardUs = times[timed / 2] / 1000.0 / in.size();
            double paths = in.stream().mapToInt(Position::paths).average().orElse(0);
            double companies = in.stream().mapToInt(p -> p.companies.size()).average().orElse(0);
            double perNetworkUs = companies == 0 ? 0 : perBoardUs / companies;
            double networkPaths = companies == 0 ? 0
                    : in.stream().mapToInt(Position::networkPaths).average().orElse(0) / companies;
            System.out.printf(Locale.ROOT, "%-5d %8.0f %10.1f %14.1f %16.2f %28.2f %14.0f %30.2f%n", band + 1, paths,
                    companies, perBoardUs, perNetworkUs, paths == 0 ? 0 : perNetworkUs * 100 / paths, networkPaths,
                    networkPaths == 0 ? 0 : perNetworkUs * 100 / networkPaths);
        }
        return positions.size();
    }

    private static Position position(Game g) {
        Board copy = g.board().copy();
        List<String> companies = new ArrayList<>();
        for (Corporation c : g.corporations()) {
            if (!c.closed() && !copy.tokensOf(c.id()).isEmpty()) {
                companies.add(c.id());
            }
        }
        int paths = 0;
        Map<String, Integer> pathsOn = new HashMap<>();
        for (HexView h : copy.view(new RouteRules(List.of())).hexes()) {
            paths += h.paths().size();
            pathsOn.put(h.coord(), h.paths().size());
        }
        Board probe = copy.copy(); // the measured copies find their networks afresh
        int networkPaths = 0;
        for (String c : companies) {
            for (String hex : probe.reach().networkHexes(c, ReachPurpose.ROUTES)) {
                networkPaths += pathsOn.getOrDefault(hex, 0);
            }
        }
        return new Position(copy, companies, paths, networkPaths);
    }
}
