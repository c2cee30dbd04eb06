package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A title closes hexes to some companies ({@link Reach#mayUseHex}; 1844: the red off-boards to the
 * regionals): their network stops short of them, so nothing there gives them a route. C3 (gray city)
 * connects through B4 to the red off-board A5; the only other stop.
 */
class ClosedHexesTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{"
            + "\"white\":[{\"coords\":[\"A3\",\"B2\",\"B4\",\"B6\",\"C5\"],\"code\":\"\"}],"
            + "\"gray\":[{\"coords\":[\"C3\"],\"code\":\"city=revenue:10,slots:2;path=a:3,b:_0\"}],"
            + "\"red\":[{\"coords\":[\"A5\"],\"code\":\"offboard=revenue:40;path=a:0,b:_0\"}]}}";
    private static final String TILES = "{\"tiles\":{\"9\":2}}";

    /** Closes red hexes to company "R". */
    private static final BoardAreas NO_RED_FOR_R = new BoardAreas() {
        @Override
        public Reach reach(Board board) {
            return new Reach(board) {
                @Override
                public boolean mayUseHex(String company, int h) {
                    return !("R".equals(company) && "red".equals(printedColor(h))) && super.mayUseHex(company, h);
                }
            };
        }
    };

    @Test
    void aClosedOffBoardIsNoRouteForThatCompanyOnly() {
        Board b = new Board(MapDefinition.load("t", MAP, TILES), NO_RED_FOR_R);
        b.placeHomeToken("R", "C3", 0);
        b.placeHomeToken("X", "C3", 0);
        b.lay("X", new TileLay("B4", "9-0", 0), TestBoards.special());
        assertTrue(b.routeAvailable("X"));
        assertFalse(b.routeAvailable("R"));
        RouteRules rules = new RouteRules(List.of("yellow"));
        RecordedRoute toRed = new RecordedRoute("2-0", List.of(List.of("C3", "B4", "A5")), List.of("C3", "A5"), List.of(), 50);
        assertTrue(b.checkRun("X", List.of(toRed), id -> TrainSpec.stops(id, 2), rules).ok());
        assertFalse(b.checkRun("R", List.of(toRed), id -> TrainSpec.stops(id, 2), rules).ok());
    }
}
