package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.EngineText;

/** The locals' texts in English and German, naming things as players do ("Lokalbahn 3 (Ybbstalbahn)"). */
class LocalTextTest {
    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = LocalText.class.getResourceAsStream(name)) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void everyTextIsInEnglishAndGerman() throws IOException {
        Properties en = load("locals.properties");
        Properties de = load("locals_de.properties");
        assertEquals(en.keySet(), de.keySet());
        for (String k : en.stringPropertyNames()) {
            assertTrue(!de.getProperty(k).isBlank() && !de.getProperty(k).equals(en.getProperty(k)) || k.equals("name.ag"),
                    k + " is not translated");
        }
    }

    @Test
    void playersNamesInBothLanguages() {
        LocalsPosition pos = new LocalsPosition();
        try {
            EngineText.use(Locale.GERMAN);
            assertEquals("Lokalbahn 3 (Ybbstalbahn)", LocalText.name(pos.corp("3")));
            assertEquals("Lokalbahn AG A", LocalText.name(pos.corp("A")));
            pos.openLocal("1", pos.player(0));
            pos.openLocal("2", pos.player(0));
            pos.phase("5");
            pos.start(g -> {
                g.counters().startOperatingSet(3);
                return new MergerRound(g, false, pos.title.operatingRound(g, 1));
            });
            assertEquals("Fusionen vor BR 1.1", pos.game.round().name());
            assertTrue(pos.labels().contains("merge: Lokalbahn 1 (Mariazellerbahn) und Lokalbahn 2 (Kernhofer Bahn) zur "
                    + "Lokalbahn AG A fusionieren (" + pos.player(0).name() + " wird Direktor)"), pos.labels().toString());
            EngineText.use(Locale.ENGLISH);
            assertEquals("Local 3 (Ybbstalbahn)", LocalText.name(pos.corp("3")));
            assertTrue(pos.labels().contains("pass: No merger now"), pos.labels().toString());
        } finally {
            EngineText.use(null);
        }
    }

    /** The AG names in logs and labels: every merger line names both locals and the AG. */
    @Test
    void theMergerLogNamesLocalsAndTheAg() {
        LocalsPosition pos = new LocalsPosition();
        pos.openLocal("5", pos.player(1));
        pos.openLocal("6", pos.player(1));
        pos.phase("5");
        pos.start(g -> {
            g.counters().startOperatingSet(3);
            return new MergerRound(g, false, pos.title.operatingRound(g, 1));
        });
        pos.apply(new roundhouse.api.Action("merge", pos.player(1).id(), "player",
                java.util.Map.of("locals", List.of("5", "6"), "ag", "C")));
        assertTrue(pos.game.logLines().stream().anyMatch(l -> l.contains("Local 5 (Pyhrnbahn)") && l.contains("Local 6 (Salzkammergutbahn)")
                && l.contains("Lokalbahn AG C")), pos.game.logLines().toString());
    }
}
