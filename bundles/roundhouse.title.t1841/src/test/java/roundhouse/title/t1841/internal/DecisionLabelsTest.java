package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

/**
 * Every decision of the three recorded games is offered as a choice with a label players read, in
 * English and in German: no missing text, no unfilled placeholder, no certificate id, and the German
 * label is not the English one. Among them every kind of 1841's questions that the games reach
 * (token purchases, homes, merger choices, secession choices and offers, the Tuscan merge, token
 * removal); the rulebook's sheet of bids is one choice whose bids the player sets.
 */
class DecisionLabelsTest {
    private static final Path DIR = Path.of("src/test/resources/fixtures/1841/");
    private static final List<String> GAMES = List.of("1841_game_end_bank", "1841_game_end_bankrupt", "1841_game_end_offboards");
    private static final Pattern MISSING = Pattern.compile("!\\w[\\w.]*!|\\{\\d\\}|\\bnull\\b");
    /** A certificate (SFTC_3), a train (4-1) or a city (F8-0-0) as actions name them. */
    private static final Pattern INTERNAL_ID = Pattern.compile("\\b[A-Z]{2,}_\\d+\\b|\\b\\d[+\\w]*-\\d+\\b|\\b[A-Z]\\d+-\\d+-\\d+\\b");

    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    /** The labels of each kind of question seen, by action type and the engine's question, per language. */
    @Test
    void everyDecisionOfTheRecordedGamesReadsInEnglishAndGerman() throws Exception {
        Map<String, Set<String>> kinds = new TreeMap<>();
        int decisions = 0;
        for (String game : GAMES) {
            List<List<LegalAction>> english = choices(game, Locale.ENGLISH);
            List<List<LegalAction>> german = choices(game, Locale.GERMAN);
            assertEquals(english.size(), german.size(), game + ": the same decisions in both languages");
            for (int i = 0; i < english.size(); i++) {
                List<LegalAction> en = english.get(i);
                List<LegalAction> de = german.get(i);
                assertEquals(en.size(), de.size(), game + " decision " + i);
                for (int k = 0; k < en.size(); k++) {
                    decisions++;
                    String type = en.get(k).action().type();
                    check(game, en.get(k).label());
                    check(game, de.get(k).label());
                    kinds.computeIfAbsent(type, t -> new TreeSet<>()).add(en.get(k).label() + " | " + de.get(k).label());
                    if (hasWords(en.get(k).label())) {
                        assertNotEquals(en.get(k).label(), de.get(k).label(), game + ": the German label is German");
                    }
                }
            }
        }
        kinds.forEach((type, labels) -> System.out.println(type + ": " + labels.size() + " labels, e.g. " + labels.iterator().next()));
        if (Boolean.getBoolean("labels.print")) {
            kinds.forEach((type, labels) -> labels.forEach(l -> System.out.println("  " + type + ": " + l)));
        }
        System.out.println(decisions + " choices checked");
        for (String type : List.of("choose", "merge", "remove_token", "buy_token", "bankrupt", "buy_company", "bid", "par",
                "buy_shares", "sell_shares", "lay_tile", "place_token", "run_routes", "dividend", "buy_train", "pass")) {
            assertTrue(kinds.containsKey(type), "the games offer " + type + ": " + kinds.keySet());
        }
        // 1841's questions, told apart by their labels: the engine's generic "choose" (token purchases,
        // the secession's exchanges and offers, merger exchanges), homes and mergers
        String chooses = String.join("\n", kinds.get("choose"));
        for (String question : List.of("1 token for", "2 tokens for", "more tokens for", "A share of", "Buy a share of",
                "Do not buy", "Another round of offers", "No more offers", "Give the share back", "Pay ")) {
            assertTrue(chooses.contains(question), "a question with '" + question + "' among " + chooses);
        }
        assertTrue(String.join("\n", kinds.get("place_token")).contains("Home in"), "the home choice");
        assertTrue(String.join("\n", kinds.get("merge")).contains("Merge with"), "a merger's partner");
        assertTrue(String.join("\n", kinds.get("merge")).contains("Form "), "the major a merger forms");
        assertTrue(String.join("\n", kinds.get("remove_token")).contains("Remove the station on"), "the token removal");
        assertTrue(String.join("\n", kinds.get("buy_token")).contains("Buy the place of"), "a token's place bought");
        assertTrue(kinds.values().stream().flatMap(Set::stream).map(l -> l.substring(l.indexOf(" | ")))
                .noneMatch(de -> de.matches(".*\\bcity \\d of\\b.*")), "German names a city of several as Stadt");
    }

    /** Every text of the title, questions and labels the recorded games do not reach among them, is in both languages. */
    @Test
    void germanHasEveryKeyOfEnglish() throws Exception {
        assertEquals(keys("messages.properties"), keys("messages_de.properties"));
    }

    private static Set<String> keys(String file) throws Exception {
        java.util.Properties p = new java.util.Properties();
        try (java.io.InputStream in = ItalianText.class.getResourceAsStream(file)) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return new TreeSet<>(p.stringPropertyNames());
    }

    /** The rulebook's concession round: a sheet with one bid per concession, named, that the engine takes as entered. */
    @Test
    void theSheetOfBidsIsOneChoiceWithABidPerConcession() throws Exception {
        EngineText.use(Locale.ENGLISH);
        EngineSession s = ConcessionRoundTest.newGame(List.of("1", "2", "3", "4"), Set.of());
        LegalAction sheet = s.legalActions().stream().filter(a -> a.amounts() != null).findFirst().orElseThrow();
        assertEquals("blind_bid", sheet.action().type());
        List<String> concessions = s.state().companies().stream()
                .filter(c -> c.kind() == roundhouse.api.view.CompanyView.Kind.PRIVATE).map(c -> c.name()).toList();
        assertEquals(concessions, sheet.amounts().parts(), "a bid for each concession, in their order, by name");
        assertEquals(20, sheet.amounts().min());
        assertEquals(s.state().players().get(0).cash(), sheet.amounts().max());
        assertTrue(sheet.amounts().allows(0) && !sheet.amounts().allows(19) && sheet.amounts().allows(37));
        List<Integer> bids = new ArrayList<>();
        concessions.forEach(c -> bids.add(0));
        bids.set(1, 45);
        bids.set(3, 30);
        String acting = s.state().acting().get(0);
        s.apply(sheet.withAmounts(bids));
        assertEquals(List.of(0L, 45L, 0L, 30L), ((List<?>) s.actions().get(0).args().get("bids")).subList(0, 4));
        assertTrue(s.state().log().stream().anyMatch(l -> l.text().contains("hands in a sheet of bids")), "the sheet is taken");
        assertNotEquals(acting, s.state().acting().get(0), "the next player writes his sheet");
        EngineText.use(Locale.GERMAN);
        EngineSession de = ConcessionRoundTest.newGame(List.of("1", "2", "3", "4"), Set.of());
        LegalAction blatt = de.legalActions().stream().filter(a -> a.amounts() != null).findFirst().orElseThrow();
        assertTrue(blatt.label().startsWith("Einen Gebotszettel schreiben"), blatt.label());
    }

    private static boolean hasWords(String label) {
        return label.matches(".*\\b[a-z]{3,}\\b.*");
    }

    private static void check(String game, String label) {
        assertTrue(label != null && !label.isBlank(), game + ": a label");
        assertTrue(!MISSING.matcher(label).find(), game + ": no missing text in '" + label + "'");
        assertTrue(!INTERNAL_ID.matcher(label).find(), game + ": no internal id in '" + label + "'");
    }

    /** The choices offered after every action of a recorded game, in one language. */
    private static List<List<LegalAction>> choices(String game, Locale language) throws Exception {
        EngineText.use(language);
        GameRecord record = new GsonRecordCodec().read(DIR.resolve(game + ".json"));
        List<List<LegalAction>> out = new ArrayList<>();
        EngineSession.load(new T1841Title(), record, (action, g) -> {
            if (!g.finished()) {
                out.add(g.round().legalActions());
            }
        });
        return out;
    }
}
