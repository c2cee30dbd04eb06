package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.view.BoardView;
import roundhouse.api.view.MapView;
import roundhouse.engine.spi.EngineText;

/**
 * Named boards ({@code map.json} {@code boards} as a list): the first board takes every hex the
 * others do not list, each board has a name per language, and the map view carries them (1854:
 * Austria and the local railways' board St. Pölten/Steyr).
 */
class NamedBoardsTest {
    private static final String BOARDS = "\"boards\":[{\"id\":\"austria\",\"name\":\"Austria\",\"name_de\":\"Österreich\"},"
            + "{\"id\":\"local\",\"name\":\"St. Pölten/Steyr\",\"hexes\":[\"A5\",\"B6\"]}]";

    @AfterEach
    void english() {
        EngineText.use(null);
    }

    private static MapDefinition map(String boards) {
        return MapDefinition.load("t", TestBoards.ringMap("white", "", boards), "{\"tiles\":{}}");
    }

    @Test
    void theFirstBoardTakesTheHexesNoOtherLists() {
        MapDefinition m = map(BOARDS);
        assertEquals("austria", m.boardOf("B4"));
        assertEquals("austria", m.boardOf("C3"));
        assertEquals("local", m.boardOf("A5"));
        assertEquals(List.of("austria", "local"), m.boards().stream().map(MapBoard::id).toList());
        assertEquals("Österreich", m.boards().get(0).name("de"));
        assertEquals("Austria", m.boards().get(0).name("fr"));
        // a board without a German name falls back to its default one
        assertEquals("St. Pölten/Steyr", m.boards().get(1).name("de"));
    }

    @Test
    void theViewNamesTheBoardsInThePlayersLanguage() {
        EngineText.use(Locale.GERMAN);
        MapView v = new Board(map(BOARDS)).view(new RouteRules(List.of("yellow")));
        assertTrue(v.severalBoards());
        assertEquals(List.of(new BoardView("austria", "Österreich"), new BoardView("local", "St. Pölten/Steyr")), v.boards());
        assertEquals("local", v.hexes().stream().filter(h -> h.coord().equals("B6")).findFirst().orElseThrow().board());
    }

    @Test
    void aRefusalNamesTheBoard() {
        EngineText.use(Locale.GERMAN);
        Board b = new Board(MapDefinition.load("t", TestBoards.ringMap("white", "city=revenue:20;path=a:_0,b:3", BOARDS),
                "{\"tiles\":{\"7\":1}}"), new BoardAreas() {
                    @Override
                    public Reach reach(Board board) {
                        return new SeveralBoardsTest.LocalBoardClosedToM(board);
                    }
                });
        String why = b.checkLay("M", new TileLay("A5", "7-0", 0), TestBoards.special());
        assertTrue(why != null && why.contains("A5 liegt auf dem Spielplan St. Pölten/Steyr, den M nicht benutzen darf"), why);
    }

    @Test
    void aMapOfOneBoardHasOneUnnamedMainBoard() {
        MapDefinition m = map(null);
        assertEquals(List.of(new MapBoard("main", java.util.Map.of())), m.boards());
        MapView v = new Board(m).view(new RouteRules(List.of("yellow")));
        assertFalse(v.severalBoards());
        assertNull(v.boards().get(0).name());
    }

    @Test
    void badBoardListsFailTheLoadWithTheirPath() {
        MapDataException e = assertThrows(MapDataException.class,
                () -> map("\"boards\":[{\"id\":\"a\"},{\"id\":\"b\"}]"));
        assertEquals("map.json: $.boards[1].hexes: every board but the first lists its hexes", e.getMessage());
        e = assertThrows(MapDataException.class, () -> map("\"boards\":[{\"id\":\"a\"},{\"id\":\"a\",\"hexes\":[]}]"));
        assertEquals("map.json: $.boards[1].id: board a is listed twice", e.getMessage());
        e = assertThrows(MapDataException.class, () -> map("\"boards\":[{\"id\":\"a\",\"colour\":\"red\"}]"));
        assertEquals("map.json: $.boards[0].colour: unknown key (hexes, id, name, name_<language>)", e.getMessage());
        e = assertThrows(MapDataException.class, () -> map("\"boards\":[{\"id\":\"a\"},{\"id\":\"b\",\"hexes\":[\"Z9\"]}]"));
        assertEquals("map.json: $.boards[1].hexes[0]: no hex Z9", e.getMessage());
    }
}
