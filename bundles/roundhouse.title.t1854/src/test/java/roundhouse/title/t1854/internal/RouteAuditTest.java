package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.route.Routes;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.testsupport.RandomGames;

/**
 * The engine's {@code routes --audit} on whole 1854 games played by seeded random players (until 1854 is in
 * the product, through the command's logic, as for 1830): before every recorded run the optimiser searches the
 * company's graph under 1854's rules (tunnels, customs, Graz, Wien once, the Orient Express through Zürich and
 * Budapest, plus trains) and the board checks its plan. Every plan must be proven optimal, accepted by the
 * board at its total, and never below what the game recorded (below=0).
 */
class RouteAuditTest {
    private static final T1854Title TITLE = new T1854Title();
    private static final Pattern SUMMARY = Pattern.compile(
            "audited=(\\d+) above=(\\d+) equal=(\\d+) below=(\\d+) p50_ms=([0-9.]+) p99_ms=([0-9.]+)");

    @TempDir
    Path tmp;
    /** Tunnels built in the games played (reported: the random players build some). */
    private int tunnels;

    /** A whole game by seeded random players, saved in the 18xx.games format. */
    private Path play(long seed) throws Exception {
        Random rnd = new Random(seed);
        int n = 3 + (int) Math.floorMod(seed, 4L);
        EngineSession s = (EngineSession) TITLE.newGame(new GameSetup(RandomGames.players(n), Set.of(), seed));
        RandomGames.Picker picker = RandomGames.mostlyActing(60, Set.of("discard_train"));
        for (int count = 0; count < RandomGames.MAX_ACTIONS && !s.game().finished(); count++) {
            List<LegalAction> legal = s.legalActions();
            LegalAction choice = picker.pick(rnd, legal);
            Action action = choice.amount() == null ? choice.action()
                    : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            s.apply(action);
        }
        for (String hex : s.game().board().definition().hexes()) {
            tunnels += s.game().board().overlaysAt(hex).size();
        }
        Path file = tmp.resolve("1854-" + seed + ".json");
        new GsonRecordCodec().write(s.toRecord(), file);
        return file;
    }

    @Test
    void theOptimiserIsExactOnRandomGames() throws Exception {
        List<String> args = new ArrayList<>(List.of("--audit", "--warmup", "0"));
        for (long seed = 1; seed <= Long.getLong("roundhouse.auditGames", 2L); seed++) {
            args.add(play(seed).toString());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Routes routes = new Routes(new GsonRecordCodec(), id -> id.equals("1854") ? TITLE : null);
        int code = routes.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        List<String> lines = List.of(out.toString(StandardCharsets.UTF_8).trim().split("\n"));
        String last = lines.get(lines.size() - 1);
        Matcher m = SUMMARY.matcher(last);
        assertTrue(m.matches(), out + "\n" + err);
        System.out.println("1854 route audit: " + last + " (tunnels built: " + tunnels + ")");
        assertTrue(Integer.parseInt(m.group(1)) > 0, "no runs were audited: " + last);
        assertEquals(0, Integer.parseInt(m.group(4)), "below: " + lines.stream().filter(l -> l.startsWith("BELOW")).toList());
        assertTrue(lines.stream().noneMatch(l -> l.contains("REFUSED") || l.contains("NOT-PROVEN")), out.toString());
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8) + out);
    }
}
