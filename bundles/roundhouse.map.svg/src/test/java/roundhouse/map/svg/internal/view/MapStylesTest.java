package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.graphics.ImageData;
import org.junit.jupiter.api.Test;

import roundhouse.api.GameRecord;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.map.MapStyle;
import roundhouse.api.map.RasterImage;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.title.t1830.internal.T1830Title;

class MapStylesTest {
    static final T1830Title TITLE = new T1830Title();
    static final Path FIXTURES = Files.isDirectory(Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830"))
            ? Path.of("../roundhouse.title.t1830/src/test/resources/fixtures/1830") : Path.of("../../../shared/fixtures/1830");

    /** The 26855 game just before its first action of {@code type}. */
    static GameSession before(String type) throws Exception {
        GameRecord record = new GsonRecordCodec().read(FIXTURES.resolve("26855.json"));
        GameSession full = TITLE.load(record);
        int i = 0;
        while (!type.equals(full.actions().get(i).type())) {
            i++;
        }
        return TITLE.load(new GameRecord(record.titleId(), record.gameId(), record.description(), record.setup(),
                full.actions().subList(0, i), Map.of(), null));
    }

    /**
     * A 26855 position where the acting company may place a token on a preprinted city: the first
     * one, looking just before each recorded token.
     */
    static GameSession beforeTokenOnPreprintedCity() throws Exception {
        GameRecord record = new GsonRecordCodec().read(FIXTURES.resolve("26855.json"));
        GameSession full = TITLE.load(record);
        for (int i = 0; i < full.actions().size(); i++) {
            if (!"place_token".equals(full.actions().get(i).type())) {
                continue;
            }
            GameSession s = TITLE.load(new GameRecord(record.titleId(), record.gameId(), record.description(),
                    record.setup(), full.actions().subList(0, i), Map.of(), null));
            for (String hex : MapStyles.tokenHexes(s.state().map(), s.legalActions()).keySet()) {
                if (!HexStatus.isLaid(HexChoices.hex(s.state().map(), hex))) {
                    return s;
                }
            }
        }
        throw new AssertionError("26855 has no token on a preprinted city");
    }

    @Test
    void tokensOnPreprintedCitiesAreFoundOnTheirHex() throws Exception {
        GameSession s = beforeTokenOnPreprintedCity();
        Map<String, List<LegalAction>> tokens = MapStyles.tokenHexes(s.state().map(), s.legalActions());
        long all = s.legalActions().stream().filter(a -> a.action().type().equals("place_token")).count();
        assertEquals(all, tokens.values().stream().mapToInt(List::size).sum(), "every legal token has its hex");
        assertTrue(MapStyles.of(s.state(), s.legalActions(), false).highlightedHexes().containsAll(tokens.keySet()));
    }

    @Test
    void layHexesAreHighlighted() throws Exception {
        GameSession s = before("lay_tile");
        List<LegalAction> legal = s.legalActions();
        MapStyle style = MapStyles.of(s.state(), legal, false);
        Map<String, List<LegalAction>> lays = MapStyles.layHexes(legal);
        assertFalse(lays.isEmpty(), "the operating company may lay somewhere");
        assertTrue(style.highlightedHexes().containsAll(lays.keySet()));
        assertTrue(style.companyColors().size() >= 8, "company colours: " + style.companyColors());
    }

    @Test
    void noLegalActionsNoHighlights() throws Exception {
        GameSession s = before("lay_tile");
        assertEquals(0, MapStyles.of(s.state(), List.of(), false).highlightedHexes().size());
    }

    @Test
    void aRunChoiceIsDrawnAsRoutes() throws Exception {
        // the recorded run has the shape of the engine's run_routes choice
        GameRecord record = new GsonRecordCodec().read(FIXTURES.resolve("26855.json"));
        roundhouse.api.Action run = TITLE.load(record).actions().stream().filter(a -> "run_routes".equals(a.type()))
                .findFirst().orElseThrow();
        List<List<String>> routes = MapStyles.routes(List.of(new LegalAction(run, "Run", null)));
        assertEquals(List.of(List.of("G19", "F20"), List.of("F20", "F22"), List.of("F22", "F24")), routes);
    }

    @Test
    void chainsJoinEndToEnd() {
        assertEquals(List.of("A1", "A3", "B4", "C5"), MapStyles.join(List.of(List.of("A1", "A3"), List.of("C5", "B4", "A3"))));
        assertEquals(List.of("C5", "A1", "A3"), MapStyles.join(List.of(List.of("A1", "A3"), List.of("C5", "A1"))));
    }

    @Test
    void pixelsKeepTheirColours() {
        int[] argb = {0xff102030, 0xffa0b0c0, 0xff000000, 0xffffffff, 0xff0000ff, 0xff00ff00};
        ImageData d = Pixels.toImageData(new RasterImage(3, 2, argb));
        assertEquals(null, d.alphaData, "opaque");
        for (int i = 0; i < argb.length; i++) {
            int px = d.getPixel(i % 3, i / 3);
            assertEquals(argb[i] & 0xffffff, px, "pixel " + i);
        }
        ImageData t = Pixels.toImageData(new RasterImage(2, 1, new int[] {0xff112233, 0x80445566}));
        assertEquals(0xff, t.getAlpha(0, 0));
        assertEquals(0x80, t.getAlpha(1, 0));
        assertEquals(0x445566, t.getPixel(1, 0));
    }
}
