package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static roundhouse.title.t1854.internal.AuctionPlay.bid;
import static roundhouse.title.t1854.internal.AuctionPlay.newGame;

import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.RuleSections;

/** The auction's text: English and German, lots named as players say them, refusals citing "Die Auktionsrunde". */
class AuctionTextTest {
    /** An internal id standing alone: "L3", "P1". */
    private static final Pattern BARE_ID = Pattern.compile("\\b[LP][1-6]\\b");

    private static TreeSet<String> keys(String file) throws Exception {
        Properties p = new Properties();
        try (InputStream in = AuctionText.class.getResourceAsStream(file)) {
            assertNotNull(in, file);
            p.load(in);
        }
        return new TreeSet<>(p.stringPropertyNames());
    }

    @Test
    void germanHasEveryKeyOfEnglish() throws Exception {
        assertEquals(keys("auction.properties"), keys("auction_de.properties"));
    }

    /** "Lokalbahn 3 (Ybbstalbahn)", "Außerfernbahn": never the lots' ids in labels and log lines. */
    @Test
    void labelsAndLogNameLotsAsPlayersDo() throws Exception {
        EngineSession s = newGame(4);
        s.apply(bid("p1", "L3", 160));
        s.apply(bid("p2", "L3", 165));
        for (LegalAction a : s.legalActions()) {
            assertFalse(BARE_ID.matcher(a.label()).find(), a.label());
        }
        for (String line : s.game().logLines()) {
            assertFalse(BARE_ID.matcher(line).find(), line);
        }
        assertTrue(s.legalActions().stream().anyMatch(a -> a.label().equals("Player 1: withdraw the bid of 160 G on Local 3 (Ybbstalbahn)")),
                s.legalActions().toString());
        // the views (the workbench's auction panel) name the lot so too
        assertEquals("Local 3 (Ybbstalbahn)", s.state().companies().stream().filter(c -> c.id().equals("L3")).findFirst()
                .orElseThrow().name());
        assertEquals("Außerfernbahn", s.state().companies().stream().filter(c -> c.id().equals("P1")).findFirst()
                .orElseThrow().name());
    }

    @Test
    void theAuctionSpeaksGerman() throws Exception {
        try {
            EngineText.use(Locale.GERMAN);
            EngineSession s = newGame(3);
            s.apply(bid("p1", "P1", 20));
            s.apply(bid("p2", "L3", 170));
            assertTrue(s.game().logLines().contains("Player 1 kauft Außerfernbahn für 20 G"), s.game().logLines().toString());
            assertTrue(s.game().logLines().contains("Player 2 bietet 170 G auf Lokalbahn 3 (Ybbstalbahn)"));
            List<String> labels = s.legalActions().stream().map(LegalAction::label).toList();
            assertTrue(labels.contains("Murtalbahn für 50 G kaufen"), labels.toString());
            assertTrue(labels.contains("Auf Lokalbahn 3 (Ybbstalbahn) bieten (Gebote: Player 2 170 G; 860 G frei zum Bieten)"),
                    labels.toString());
            IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(bid("p3", "L3", 172)));
            assertEquals("ein Gebot auf Lokalbahn 3 (Ybbstalbahn) muss mindestens 175 G betragen"
                    + " (1854 Die Auktionsrunde: jedes Gebot mindestens 5 G über dem Höchstgebot)", e.getMessage());
        } finally {
            EngineText.use(null);
        }
    }

    /** Every refusal of the auction cites the rulebook's section "Die Auktionsrunde". */
    @Test
    void everyAuctionRefusalCitesTheAuctionRound() {
        List<String> rules = List.of(RuleKey.AUCTION_MIN_BID, RuleKey.AUCTION_MIN_RAISE, RuleKey.AUCTION_COMMITTED_CASH,
                RuleKey.AUCTION_CHEAPEST_PRIVATE, RuleKey.AUCTION_NOT_FOR_SALE, RuleKey.AUCTION_BIDDING_WAR,
                AuctionRuleKey.WITHDRAWN, AuctionRuleKey.NOT_OUTBID);
        for (String rule : rules) {
            String section = RuleSections.section(AuctionPlay.TITLE.data(), rule);
            assertNotNull(section, rule);
            assertTrue(section.startsWith("Die Auktionsrunde"), rule + ": " + section);
        }
    }
}
