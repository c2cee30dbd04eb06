package roundhouse.engine.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;
import roundhouse.api.view.HexView;
import roundhouse.engine.map.MapDefinition;
import roundhouse.engine.map.RouteRules;

/**
 * A title whose option changes its map ({@code titles/litemap}: {@code lite} turns G13 into an
 * off-board, declared only in map.json and tiles.json {@code options}, no code reads it) and whose
 * phases name the colour their off-boards pay by ({@code offboard_color}: white, white, gray).
 */
class MapOptionsTitleTest {
    static final class LiteMapTitle extends EngineTitle {
        LiteMapTitle() {
            super(TestTitles.loader("litemap"));
        }
    }

    private static final LiteMapTitle TITLE = new LiteMapTitle();

    private static GameSetup setup(String... options) {
        return new GameSetup(List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B")), Set.of(options), 1);
    }

    @Test
    void aGameWithTheOptionPlaysOnItsMap() {
        MapDefinition lite = TITLE.map(Set.of("lite"));
        assertNotSame(TITLE.map(), lite);
        assertSame(lite, TITLE.map(Set.of("lite", "players=2")), "built once per set of options that change the map");
        assertSame(TITLE.map(), TITLE.map(Set.of("players=2")));
        assertEquals("red", lite.hexColor("G13"));
        assertEquals("Roma", lite.locationName("G13"));
        assertEquals(1, lite.tileCount("57"));
        Game game = TITLE.createGame(setup("lite"), false);
        assertSame(lite, game.board().definition());
        assertEquals(List.of("PRR"), game.board().view(new RouteRules(List.of("yellow"))).hexes().stream()
                .filter(h -> h.coord().equals("H12")).findFirst().orElseThrow().stops().get(0).reserved(),
                "homes are reserved on the option's map too");
        assertSame(TITLE.map(), TITLE.createGame(setup(), false).board().definition());
        assertEquals("white", TITLE.map().hexColor("G13"));
    }

    @Test
    void phasesOfTheSameTileColoursPayByTheColourEachNames() {
        List<Phase> phases = TITLE.data().phases();
        assertEquals(List.of("white", "white", "gray"), phases.stream().map(Phase::offboardColor).toList());
        Game game = TITLE.createGame(setup("lite"), false);
        for (int[] p : new int[][] {{1, 50}, {2, 100}}) {
            game.enterPhase(p[0]);
            Phase phase = game.phase();
            // as the route step builds its rules (Route.routeRules)
            HexView roma = game.board().view(new RouteRules(phase.tiles(), phase.offboardColor())).hexes().stream()
                    .filter(h -> h.coord().equals("G13")).findFirst().orElseThrow();
            assertEquals(p[1], roma.stops().get(0).revenue(), "phase " + phase.name());
        }
    }
}
