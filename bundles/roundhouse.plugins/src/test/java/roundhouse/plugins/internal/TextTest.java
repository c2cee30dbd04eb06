package roundhouse.plugins.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

class TextTest {
    @Test
    void germanHasEveryEnglishKey() {
        TreeSet<String> en = new TreeSet<>(Text.of(Locale.ENGLISH).resources().keySet());
        TreeSet<String> de = new TreeSet<>(Text.of(Locale.GERMAN).resources().keySet());
        assertEquals(en, de);
    }

    @Test
    void aMissingTitleNamesItsPluginAndHowToGetItBack() {
        String line = Text.of(Locale.GERMAN).get("missing.uninstalledFrom", "1830 Variante", "my.variant", "1.1.0", "/x/v.jar");
        assertEquals("es ist ein Spiel von 1830 Variante, dessen Plugin my.variant 1.1.0 deinstalliert wurde: installieren Sie es"
                + " wieder aus /x/v.jar in der Werkbank (Werkzeuge > Plugins) oder f\u00fcr einen Befehl mit --plugins VERZEICHNIS.", line);
    }
}
