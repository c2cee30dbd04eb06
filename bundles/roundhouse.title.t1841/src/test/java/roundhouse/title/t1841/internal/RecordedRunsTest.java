package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.ActionLog;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.map.Board;
import roundhouse.engine.map.RecordedRoute;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.RunResult;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Route;

/**
 * Every recorded run of the three 18xx.games games, checked on the board alone: the track of the
 * recorded lays, the recorded tokens (a merger's tokens pass to the corporation it forms), the phase
 * from the checkpoints. The full replay stops at rules other than the routes' long before the last
 * run; this way each run's revenue is checked whatever the rest of the game does. The off-board areas
 * connected after each corporation's lays must be those 18xx.games recorded (digest 10.3).
 */
class RecordedRunsTest {
    private static final Path DIR = Path.of("src/test/resources/fixtures/1841/");

    @ParameterizedTest
    @ValueSource(strings = { "1841_game_end_bank", "1841_game_end_bankrupt", "1841_game_end_offboards" })
    void everyRecordedRunAndConnectionIsReproduced(String name) throws Exception {
        T1841Title title = new T1841Title();
        GameRecord record = new GsonRecordCodec().read(DIR.resolve(name + ".json"));
        Game game = EngineSession.load(title, record.withActions(List.of())).game();
        Board board = game.board();
        for (var c : game.corporations()) {
            board.unreserve(c.id());
        }
        Map<Long, String> phases = phases(DIR.resolve(name + ".checkpoints.jsonl"));
        Map<String, String> mergingPartner = new HashMap<>();
        List<String> problems = new ArrayList<>();
        int runs = 0;
        int connections = 0;
        OffboardAreas offboards = ((ItalianGame) game).offboards();
        java.util.Set<String> recorded = new java.util.TreeSet<>();
        String phase = "2";
        boolean phase4 = false;
        for (ActionLog.Entry e : ActionLog.active(record.actions())) {
            List<Action> all = new ArrayList<>();
            all.add(e.action());
            all.addAll(ActionLog.autoActions(e.action()));
            for (Action a : all) {
                long id = a.number("id", -1);
                phase = phases.getOrDefault(id, phase);
                if (game.phaseIndexOf(phase) > game.phaseIndex()) {
                    game.enterPhase(game.phaseIndexOf(phase));
                }
                switch (a.type()) {
                    case "par" -> {
                        var started = game.corporation(a.string("corporation"));
                        if (!Homes.choosesHome((ItalianGame) game, started)) {
                            Homes.placeHistorical((ItalianGame) game, started);
                        }
                    }
                    case "buy_train" -> {
                        if (!phase4 && a.string("train").startsWith("4-")) {
                            phase4 = true;
                            phaseFourEvents(board);
                        }
                    }
                    case "lay_tile" -> {
                        board.place(new TileLay(a.string("hex"), a.string("tile"), (int) a.number("rotation", 0)));
                        offboards.afterLay(game.corporation(a.entity()));
                    }
                    case "destination_connection" -> {
                        ((List<?>) a.args().get("hexes")).forEach(h -> recorded.add(String.valueOf(h)));
                        connections++;
                        if (!offboards.connected().equals(recorded)) {
                            problems.add("after " + a.entity() + "'s lays the off-boards " + offboards.connected()
                                    + " are connected, 18xx.games recorded " + recorded);
                        }
                    }
                    case "place_token" -> board.placeToken(a.entity(), a.string("city"), false);
                    case "remove_token" -> board.removeToken(a.entity(), a.string("city"));
                    case "merge" -> {
                        String partner = mergingPartner.remove(a.entity());
                        String target = a.string("corporation");
                        if (partner == null && !((ItalianGame) game).minor(game.corporation(a.entity()))) {
                            mergingPartner.put(a.entity(), target);
                            continue;
                        }
                        for (String from : partner == null ? List.of(a.entity()) : List.of(a.entity(), partner)) {
                            for (String city : board.tokensOf(from)) {
                                // digest 6.2: the partner's token in a city where the other has one goes
                                if (board.tokensOf(target).contains(city)) {
                                    board.removeToken(from, city);
                                } else {
                                    board.replaceToken(from, target, city);
                                }
                            }
                        }
                    }
                    case "run_routes" -> {
                        runs++;
                        String why = check(game, a, new RouteRules(game.phase().tiles(), game.phase().offboardColor()));
                        if (why != null) {
                            problems.add("#" + id + " " + a.entity() + ": " + why);
                        }
                    }
                    default -> {
                    }
                }
            }
        }
        System.out.println(name + ": audited=" + audited + " above=" + above);
        audited = 0;
        above = 0;
        System.out.println(name + ": " + runs + " runs, " + connections + " recorded connections, " + problems.size()
                + " differences; every off-board area connected: " + offboards.allConnected());
        problems.forEach(p -> System.out.println("  " + p));
        assertEquals(List.of(), problems);
    }

    /**
     * The tokens of the secession (digest 6.4: IRSFF's in Veneto go to SB, the others to SFL) and of
     * the Tuscan merge (digest 6.5: the Tuscan corporations' go to SFLi, which removes some by action).
     */
    private static void phaseFourEvents(Board board) {
        java.util.Set<String> veneto = java.util.Set.of("H12", "G13", "F14", "G15", "F16", "D16", "D14", "C15");
        for (String city : board.tokensOf("IRSFF")) {
            board.replaceToken("IRSFF", veneto.contains(board.hexOfCity(city)) ? "SB" : "SFL", city);
        }
        for (String tuscan : List.of("SFLP", "SFMA", "SSFL")) {
            for (String city : board.tokensOf(tuscan)) {
                board.replaceToken(tuscan, "SFLi", city);
            }
        }
    }

    /** Why the board refuses the recorded run or prices it otherwise, or {@code null}. */
    @SuppressWarnings("unchecked")
    private static String check(Game game, Action a, RouteRules rules) {
        List<RecordedRoute> routes = new ArrayList<>();
        List<Integer> logged = new ArrayList<>();
        for (Object o : (List<Object>) a.args().get("routes")) {
            Map<String, Object> m = (Map<String, Object>) o;
            List<List<String>> connections = new ArrayList<>();
            for (Object chain : (List<Object>) m.get("connections")) {
                connections.add(((List<Object>) chain).stream().map(String::valueOf).toList());
            }
            routes.add(new RecordedRoute(String.valueOf(m.get("train")), connections,
                    ((List<Object>) m.get("hexes")).stream().map(String::valueOf).toList(),
                    ((List<Object>) m.get("nodes")).stream().map(String::valueOf).toList(), ((Number) m.get("revenue")).intValue()));
            logged.add(((Number) m.get("revenue")).intValue());
        }
        RunResult r = game.board().checkRun(a.entity(), routes, id -> {
            Train t = game.depot().train(id);
            return t == null ? null : Route.spec(t);
        }, rules);
        if (!r.ok()) {
            return r.error();
        }
        if (!r.revenues().equals(logged)) {
            return "revenues " + r.revenues() + ", recorded " + logged;
        }
        return audit(game, a.entity(), routes, rules, r.total());
    }

    /**
     * The optimiser's best run of the same trains ({@code routes --audit}): proven optimal, accepted by the
     * board at its total, never below the recorded revenue.
     */
    private static String audit(Game game, String company, List<RecordedRoute> recorded, RouteRules rules, int total) {
        List<roundhouse.engine.map.TrainSpec> trains = recorded.stream().map(r -> Route.spec(game.depot().train(r.train()))).toList();
        roundhouse.engine.map.route.RunPlan plan = new roundhouse.engine.map.route.RouteOptimizer(1).bestRun(
                game.board().routeGraph(company, rules), trains, game.board().routeBonuses(company, rules), null, null);
        audited++;
        if (!plan.optimal()) {
            return "the optimiser did not finish";
        }
        if (plan.total() < total) {
            return "the optimiser finds " + plan.total() + ", less than the recorded " + total;
        }
        above += plan.total() > total ? 1 : 0;
        List<RecordedRoute> planned = plan.routes().stream().map(p -> new RecordedRoute(p.train(), p.connections(), p.hexes(),
                p.stops(), p.revenue())).toList();
        RunResult check = game.board().checkRun(company, planned, id -> Route.spec(game.depot().train(id)), rules);
        if (!check.ok() || check.total() != plan.total()) {
            return "the board prices the optimiser's run " + plan.total() + " otherwise: " + check.error() + " " + check.total();
        }
        return null;
    }

    private static int audited;
    private static int above;

    /** The phase at each action id, from the checkpoints. */
    private static Map<Long, String> phases(Path checkpoints) throws IOException {
        Map<Long, String> out = new HashMap<>();
        for (String line : Files.readAllLines(checkpoints)) {
            JsonObject o = JsonParser.parseString(line).getAsJsonObject();
            out.put(o.get("id").getAsLong(), o.get("phase").getAsString());
        }
        return out;
    }
}
