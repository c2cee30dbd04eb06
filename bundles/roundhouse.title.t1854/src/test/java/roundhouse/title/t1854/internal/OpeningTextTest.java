package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;

/**
 * What a player reads in the opening of 1854, in English and in German: the workbench's opening
 * (AustriaUiIT) played through the engine, every offered decision's label and every log line
 * looked at. No missing text ({@code !key!}), no internal ids (lots L3, P1, shares KE_1, a local
 * by its bare number), and in German none of the English words of 1854's own texts.
 */
class OpeningTextTest {
    /** A lot, a share id, or a local's bare number at the start ("1 operates"). */
    private static final Pattern INTERNAL_ID = Pattern.compile("\\b(?:L[1-6]|P[1-5]|[A-Z]{2}_\\d+)\\b|^[1-6] ");
    /** English words of the opening's texts that a German line must not carry. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(?:buys?|bids?|passes|withdraws?|Local|option|redeem|mail|contract|operates|withholds|receives|floats|pars"
                    + "|private|railways?|Everyone|round|share|from the|for)\\b");

    @AfterEach
    void english() {
        EngineText.use(null);
    }

    /** The opening's decisions, by type and a piece of their arguments (operating rounds pass where none is named). */
    private static final String[][] SCRIPT = {
        {"bid", "1", "company=P1,"}, {"bid", "2", "company=L3,", "160"}, {"bid", "3", "company=L3,", "165"},
        {"withdraw_bid", "2", "company=L3"}, {"bid", "4", "company=P2,"}, {"bid", "1", "company=L2,", "155"},
        {"bid", "2", "company=L2,", "160"}, {"bid", "3", "company=P3,"}, {"bid", "4", "company=L1,"},
        {"bid", "1", "company=L2,", "165"}, {"pass", "2"},
        {"pass", "1"}, {"pass", "2"}, {"pass", "3"}, {"pass", "4"},
        {"buy_train", "1", "variant=1+"},
        {"bid", "1", "company=L4,"}, {"bid", "2", "company=L5,"}, {"bid", "3", "company=L6,"}, {"bid", "4", "company=P4,"},
        {"bid", "1", "company=P5,"},
        {"par", "2", "corporation=KE, share_price=67,"}, {"take_option", "3", "KE_"},
        {"pass", "4"}, {"pass", "1"}, {"pass", "2"}, {"redeem_option", "3"}, {"pass", "4"}, {"pass", "1"}, {"pass", "2"},
        {"pass", "3"}, {"buy_train", "KE", "variant=2}"}, {"pass", "KE"}, {"buy_mail_contract", "KE", "size=small"},
    };
    /** Plays the opening in the engine's language; returns every label offered on the way and the log. */
    private static List<String> play() throws Exception {
        List<PlayerRef> players = List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Ben"), new PlayerRef("3", "Cat"),
                new PlayerRef("4", "Dan"));
        EngineSession s = (EngineSession) AuctionPlay.TITLE.newGame(new GameSetup(players, Set.of(), 1));
        List<String> seen = new ArrayList<>();
        for (String[] step : SCRIPT) {
            while (true) {
                List<LegalAction> legal = s.legalActions();
                legal.forEach(a -> seen.add(a.label()));
                LegalAction pick = find(legal, step);
                if (pick == null && s.state().round().kind().equals("operating")) {
                    pick = legal.stream().filter(a -> a.action().type().equals("pass")).findFirst().orElse(null);
                    assertNotNull(pick, "a pass in the operating round: " + legal);
                    s.apply(pick.action());
                    continue;
                }
                assertNotNull(pick, String.join(" ", step) + " among " + legal);
                s.apply(pick.amount() == null ? pick.action() : pick.withAmount(Integer.parseInt(step[3])));
                break;
            }
        }
        seen.addAll(s.game().logLines());
        return seen;
    }

    private static LegalAction find(List<LegalAction> legal, String[] step) {
        for (LegalAction a : legal) {
            if (a.action().type().equals(step[0]) && a.action().entity().equals(step[1])
                    && (step.length < 3 || a.action().args().toString().contains(step[2]))) {
                return a;
            }
        }
        return null;
    }

    @Test
    void theOpeningReadsInEnglishWithPlayersWords() throws Exception {
        EngineText.use(Locale.ENGLISH);
        List<String> text = play();
        for (String t : text) {
            assertFalse(t.contains("!"), "missing text: " + t);
            assertFalse(INTERNAL_ID.matcher(t).find(), "an internal id: " + t);
        }
        for (String want : List.of("Ben: withdraw the bid of 160 G on Local 3 (Ybbstalbahn)", "Option on 20% of KE for 67 G",
                "Redeem the option on KE for 67 G", "Buy a small mail contract for 100 G (now 10 G per operating round)",
                "Raise on Local 2 (Kernhofer Bahn) (bids: Ben 160 G, Ann 155 G; 630 G free to bid)",
                "Drop out of the auction of Local 2 (Kernhofer Bahn)", "Ann gets Local 2 (Kernhofer Bahn) for the bid of 165 G",
                "Cat gets Local 3 (Ybbstalbahn) for the bid of 165 G",
                "Local 1 operates", "Cat pays 67 G and redeems the option on KE")) {
            assertTrue(text.contains(want), want + " in " + text);
        }
    }

    @Test
    void theOpeningReadsInGerman() throws Exception {
        EngineText.use(Locale.GERMAN);
        List<String> text = play();
        for (String t : text) {
            assertFalse(t.contains("!"), "missing text: " + t);
            assertFalse(INTERNAL_ID.matcher(t).find(), "an internal id: " + t);
            assertFalse(ENGLISH.matcher(t).find(), "English in German: " + t);
        }
        for (String want : List.of("Ben: Gebot von 160 G auf Lokalbahn 3 (Ybbstalbahn) zur\u00fccknehmen",
                "Option auf 20% der KE f\u00fcr 67 G", "Option auf KE f\u00fcr 67 G einl\u00f6sen",
                "Einen kleinen Postbef\u00f6rderungsvertrag f\u00fcr 100 G kaufen (derzeit 10 G je Betriebsrunde)",
                "Aus der Versteigerung von Lokalbahn 2 (Kernhofer Bahn) aussteigen",
                "Einen 1+-Zug f\u00fcr 100 G kaufen", "Lokalbahn 1 ist am Zug", "Cat setzt Vorkaufsmarker auf eine 20%-Aktie der KE f\u00fcr 67 G")) {
            assertTrue(text.contains(want), want + " in " + text);
        }
    }

    /** Every key of 1854's own texts has a German text, and it is not the English one. */
    @Test
    void everyKeyHasItsOwnGermanText() throws Exception {
        for (String base : List.of("messages", "auction", "locals")) {
            Properties en = load(base + ".properties");
            Properties de = load(base + "_de.properties");
            assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(de.stringPropertyNames()), base);
            for (String key : en.stringPropertyNames()) {
                // "Lokalbahn AG A" is the company's name, German on the English charter too
                if (!(base + " " + key).equals("locals name.ag")) {
                    assertFalse(en.getProperty(key).equals(de.getProperty(key)), base + " " + key + " is not translated");
                }
            }
        }
    }

    private static Properties load(String file) throws Exception {
        Properties p = new Properties();
        try (InputStream in = AustrianText.class.getResourceAsStream(file)) {
            assertNotNull(in, file);
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
