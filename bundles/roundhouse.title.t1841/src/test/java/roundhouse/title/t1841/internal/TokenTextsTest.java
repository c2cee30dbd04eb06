package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.EngineText;

/** Log lines that count tokens read in the singular for one and without a number for none, in both languages. */
class TokenTextsTest {
    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    @Test
    void english() {
        EngineText.use(Locale.ENGLISH);
        assertEquals("SFAI buys 1 more token for L.100", TokenTexts.moreTokens("SFAI", 1, "L.100"));
        assertEquals("SFAI buys 3 more tokens for L.300", TokenTexts.moreTokens("SFAI", 3, "L.300"));
        assertEquals("SFAI buys no more tokens", TokenTexts.moreTokens("SFAI", 0, "L.0"));
        assertEquals("IFT buys 1 further token for L.40", TokenTexts.furtherTokens("IFT", 1, "L.40"));
        assertEquals("IFT buys 2 further tokens for L.80", TokenTexts.furtherTokens("IFT", 2, "L.80"));
        assertEquals("SFTC keeps 1 token and removes 1 station", TokenTexts.mergerTokens("SFTC", 1, 1, 1));
        assertEquals("SFTC keeps 5 tokens and removes 2 stations", TokenTexts.mergerTokens("SFTC", 5, 2, 2));
        assertEquals("SFTC keeps 4 tokens and removes up to 1 station", TokenTexts.mergerTokens("SFTC", 4, 0, 1));
        assertEquals("SFTC keeps 4 tokens and removes up to 3 stations", TokenTexts.mergerTokens("SFTC", 4, 0, 3));
        assertEquals("SFTC keeps 3 tokens and removes 1 to 2 stations", TokenTexts.mergerTokens("SFTC", 3, 1, 2));
    }

    @Test
    void german() {
        EngineText.use(Locale.GERMAN);
        assertEquals("SFAI kauft 1 weitere Station f\u00fcr L.100", TokenTexts.moreTokens("SFAI", 1, "L.100"));
        assertEquals("SFAI kauft 3 weitere Stationen f\u00fcr L.300", TokenTexts.moreTokens("SFAI", 3, "L.300"));
        assertEquals("SFAI kauft keine weiteren Stationen", TokenTexts.moreTokens("SFAI", 0, "L.0"));
        assertEquals("IFT kauft 1 weitere Station f\u00fcr L.40", TokenTexts.furtherTokens("IFT", 1, "L.40"));
        assertEquals("SFTC beh\u00e4lt 1 Station und entfernt 1 Station", TokenTexts.mergerTokens("SFTC", 1, 1, 1));
        assertEquals("SFTC beh\u00e4lt 4 Stationen und entfernt bis zu 1 Station", TokenTexts.mergerTokens("SFTC", 4, 0, 1));
        assertEquals("SFTC beh\u00e4lt 3 Stationen und entfernt 1 bis 2 Stationen", TokenTexts.mergerTokens("SFTC", 3, 1, 2));
    }
}
