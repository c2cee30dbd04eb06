package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameRecord;
import roundhouse.api.LegalAction;
import roundhouse.api.RuleOption;
import roundhouse.api.view.LogEntry;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

/**
 * With German as the language, every recorded 1830 game's log, the decisions offered along the
 * way, the round names and the rule options read German: no English word players would meet is left.
 */
class GermanTextTest {
    /** English words of the engine's log lines, labels and round names. */
    private static final Pattern ENGLISH = Pattern.compile("\\b(buys|sells|passes|pays|receives|collects|operates|lays|tile"
            + "|bids|floats|withholds|runs|exchanges|places|token|closes|rust|Event|Game over|Order of play|priority"
            + "|president|share|train|trains|Buy|Sell|Pass|Par|Lay|Place|Bid|Run|Done|Discard|Withhold|Pay|Exchange"
            + "|Auction|Stock|Operating|from the|for|with rotation|IPO|market|nobody)\\b");

    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    @Test
    void logDecisionsAndRoundsOfEveryRecordedGameAreGerman() throws Exception {
        EngineText.use(Locale.GERMAN);
        T1830Title title = new T1830Title();
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/fixtures/1830"))) {
            s.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
        }
        Set<String> english = new TreeSet<>();
        int lines = 0;
        for (Path file : files) {
            GameRecord record = new GsonRecordCodec().read(file);
            List<Action> effective = EngineSession.load(title, record).actions();
            EngineSession session = EngineSession.load(title, record.withActions(List.of()));
            for (Action a : effective) {
                for (LegalAction la : session.legalActions()) {
                    check("label: " + la.label(), english);
                }
                check("round: " + session.state().round().name(), english);
                java.util.Map<String, Object> args = new java.util.LinkedHashMap<>(a.args());
                args.remove("id");
                session.apply(new Action(a.type(), a.entity(), a.entityType(), args));
            }
            for (LogEntry e : session.state().log()) {
                lines++;
                check("log: " + e.text(), english);
            }
        }
        for (RuleOption o : title.ruleOptions()) {
            check("option: " + o.name(), english);
        }
        assertTrue(lines > 1000, lines + " log lines");
        // the history's round names are data (charts, stats tables): the same in every language
        GameRecord first = new GsonRecordCodec().read(files.get(0));
        assertEquals("Auction 1", EngineSession.load(title, first).history().points().get(0).round());
        assertEquals("", String.join("\n", english.stream().limit(60).toList()), "English left in German");
    }

    @Test
    void theCheckFindsTheEnglishLog() throws Exception {
        EngineText.use(Locale.ENGLISH);
        GameRecord record = new GsonRecordCodec().read(Path.of("src/test/resources/fixtures/1830/26855.json"));
        EngineSession session = EngineSession.load(new T1830Title(), record);
        Set<String> english = new TreeSet<>();
        session.state().log().forEach(e -> check("log: " + e.text(), english));
        session.legalActions().forEach(a -> check("label: " + a.label(), english));
        assertTrue(english.size() > 100, english.size() + " English lines found");
    }

    private static void check(String text, Set<String> english) {
        // names of companies and privates stay as printed (e.g. "Mohawk & Hudson", "B&O")
        String withoutNames = text.replaceAll("\\b(Mohawk|Hudson|Camden|Amboy|Baltimore|Ohio|Champlain|St\\.Lawrence"
                + "|Schuylkill|Valley|Delaware|Player \\d)\\b", "");
        if (ENGLISH.matcher(withoutNames.substring(withoutNames.indexOf(':') + 1)).find()) {
            english.add(text);
        }
    }
}
