package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.LogEntry;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;

/**
 * What the player reads names players, companies, tiles and trains, never the engine's ids: every
 * recorded 1830 game is replayed through the session, and every log line, every legal-action label
 * offered along the way and the refusals of actions tried out of turn or at a wrong price are
 * scanned for player ids, share ids ({@code B&O_0}), tile copy ids ({@code 57-2}) and train ids
 * ({@code 2-0}).
 */
class NoInternalIdsTest {
    private static final T1830Title TITLE = new T1830Title();
    /** A share id: a corporation id, "_" and the certificate's number. */
    private static final Pattern SHARE_ID = Pattern.compile("[A-Za-z&]+_\\d+");
    /** A tile or train copy id: the tile number or train name, "-" and the copy's number. */
    private static final Pattern COPY_ID = Pattern.compile("(?<![\\w-])[0-9A-Z]{1,4}-\\d+(?![\\w%-])");
    /** A city reference: hex, tile slot and city index. */
    private static final Pattern CITY_REF = Pattern.compile("\\b[A-Z]{1,2}\\d{1,2}-\\d+-\\d+\\b");

    @TestFactory
    Stream<DynamicTest> noIdsInWhatPlayersRead() throws Exception {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/fixtures/1830"))) {
            s.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 2, "fixtures present");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> scan(f)));
    }

    private void scan(Path file) throws Exception {
        GameRecord record = new GsonRecordCodec().read(file);
        List<Action> effective = EngineSession.load(TITLE, record).actions();
        EngineSession session = EngineSession.load(TITLE, record.withActions(List.of()));
        Map<String, String> found = new LinkedHashMap<>();
        Set<String> seen = new LinkedHashSet<>();
        int labels = 0;
        int refusals = 0;
        for (int i = 0; i < effective.size(); i++) {
            for (LegalAction la : session.legalActions()) {
                labels++;
                check(record, "label", la.label(), found, seen);
            }
            for (Action wrong : wrongActions(effective, i)) {
                try {
                    session.apply(wrong);
                    session.undo();
                } catch (IllegalActionException e) {
                    refusals++;
                    check(record, "refusal", e.getMessage(), found, seen);
                }
            }
            session.apply(withoutId(effective.get(i)));
        }
        for (LogEntry e : session.state().log()) {
            check(record, "log", e.text(), found, seen);
        }
        assertTrue(labels > 1000 && refusals > 100, labels + " labels, " + refusals + " refusals");
        assertEquals("", String.join("\n", found.keySet()), "internal ids in what players read");
    }

    /** The next recorded action taken too early, and the recorded one at another price. */
    private static List<Action> wrongActions(List<Action> effective, int i) {
        List<Action> out = new ArrayList<>();
        Action now = effective.get(i);
        if (i + 1 < effective.size()) {
            Action next = effective.get(i + 1);
            if (!next.type().equals(now.type()) || !next.entity().equals(now.entity())) {
                out.add(withoutId(next));
            }
        }
        if (now.args().get("price") instanceof Number n) {
            Map<String, Object> args = new LinkedHashMap<>(withoutId(now).args());
            args.put("price", n.longValue() + 7);
            out.add(new Action(now.type(), now.entity(), now.entityType(), args));
        }
        return out;
    }

    private static Action withoutId(Action a) {
        Map<String, Object> args = new LinkedHashMap<>(a.args());
        args.remove("id");
        args.remove("created_at");
        return new Action(a.type(), a.entity(), a.entityType(), args);
    }

    private static void check(GameRecord record, String where, String text, Map<String, String> found,
            Set<String> seen) {
        if (text == null || !seen.add(where + text)) {
            return;
        }
        List<String> ids = new ArrayList<>();
        for (PlayerRef p : record.setup().players()) {
            // an id that is a word of some player's name ("Random 2" with id 2) cannot be told apart from it
            boolean inNames = record.setup().players().stream()
                    .anyMatch(q -> List.of(q.name().split("\\s+")).contains(p.id()));
            if (!inNames && Pattern.compile("(?<![\\w$.,#-])" + Pattern.quote(p.id()) + "(?![\\w%.-])").matcher(text).find()) {
                ids.add("player " + p.id());
            }
        }
        for (Pattern p : List.of(SHARE_ID, COPY_ID, CITY_REF)) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                ids.add(m.group());
            }
        }
        if (!ids.isEmpty() && found.size() < 200) {
            found.put(where + ": " + text, String.join(", ", ids));
        }
    }
}
