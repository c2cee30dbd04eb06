package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.engine.internal.copy.GraphCopier;

/** A board's snapshot reuses the hexes that did not change, and shows exactly what a fresh one shows. */
class HexViewsTest {
    @Test
    void everySnapshotOfARecordedGameEqualsOneBuiltAfresh() throws Exception {
        Path file;
        try (var files = Files.list(Maps1830.FIXTURES)) {
            file = files.filter(p -> p.toString().endsWith(".json")).sorted().findFirst().orElseThrow();
        }
        int[] reused = new int[2];
        FixtureMapReplay replay = new FixtureMapReplay();
        replay.listener = (id, board, company, routes, rules) -> {
            MapView kept = board.view(rules);
            MapView fresh = new MapSnapshot(board).view(rules, new HexViews(board.tile.length));
            assertEquals(fresh, kept, "action " + id);
            MapView again = board.view(rules);
            for (int h = 0; h < kept.hexes().size(); h++) {
                reused[0] += again.hexes().get(h) == kept.hexes().get(h) ? 1 : 0;
                reused[1]++;
            }
        };
        replay.replay(file);
        assertEquals("", String.join("\n", replay.problems));
        assertTrue(replay.runs > 40, "runs: " + replay.runs);
        assertEquals(reused[1], reused[0], "an unchanged board is all reused");
    }

    @Test
    void aTokenOrARulesChangeRebuildsWhatItChanged() {
        Board board = Maps1830.board();
        RouteRules yellow = new RouteRules(List.of("yellow"));
        MapView before = board.view(yellow);
        board.placeHomeToken("PRR", "H12", 0);
        MapView after = board.view(yellow);
        int changed = 0;
        for (int h = 0; h < before.hexes().size(); h++) {
            HexView a = before.hexes().get(h);
            HexView b = after.hexes().get(h);
            if (a.coord().equals("H12")) {
                assertNotEquals(a, b);
                assertEquals(List.of("PRR"), b.stops().get(0).tokens());
                changed++;
            } else {
                assertSame(a, b, a.coord());
            }
        }
        assertEquals(1, changed);
        MapView brown = board.view(new RouteRules(List.of("yellow", "green", "brown")));
        assertEquals(new MapSnapshot(board).view(new RouteRules(List.of("yellow", "green", "brown")),
                new HexViews(board.tile.length)), brown);
        assertNotEquals(after, brown, "offboard revenues follow the phase");
    }

    @Test
    void anUnchangedBoardGivesItsLastSnapshotAgain() {
        Board board = Maps1830.board();
        RouteRules yellow = new RouteRules(List.of("yellow"));
        MapView first = board.view(yellow);
        assertSame(first, board.view(yellow), "nothing changed");
        board.placeHomeToken("PRR", "H12", 0);
        MapView token = board.view(yellow);
        assertNotSame(first, token, "a token changes the board");
        assertEquals(new MapSnapshot(board).view(yellow, new HexViews(board.tile.length)), token);
        MapView green = board.view(new RouteRules(List.of("yellow", "green")));
        assertNotSame(token, green, "other rules, another snapshot");
        assertSame(green, board.view(new RouteRules(List.of("yellow", "green"))));
    }

    @Test
    void aCopyOfTheBoardRebuildsOnlyWhatItChangedAndNeitherSeesTheOthersChanges() {
        Board board = Maps1830.board();
        RouteRules yellow = new RouteRules(List.of("yellow"));
        MapView before = board.view(yellow);
        Board copy = GraphCopier.copy(board);
        assertSame(before, copy.view(yellow), "a copy of an unchanged board gives the same snapshot");

        copy.placeHomeToken("PRR", "H12", 0);
        board.placeHomeToken("NYC", "E19", 0);
        MapView copied = copy.view(yellow);
        MapView original = board.view(yellow);
        assertEquals(new MapSnapshot(copy).view(yellow, new HexViews(copy.tile.length)), copied);
        assertEquals(new MapSnapshot(board).view(yellow, new HexViews(board.tile.length)), original);
        for (int h = 0; h < before.hexes().size(); h++) {
            String coord = before.hexes().get(h).coord();
            if (coord.equals("H12")) {
                assertEquals(List.of("PRR"), copied.hexes().get(h).stops().get(0).tokens());
                assertEquals(List.of(), original.hexes().get(h).stops().get(0).tokens(), "the original has no PRR token");
            } else if (coord.equals("E19")) {
                assertEquals(List.of(), copied.hexes().get(h).stops().get(0).tokens(), "the copy has no NYC token");
            } else {
                assertSame(before.hexes().get(h), copied.hexes().get(h), coord + " is kept by the copy");
            }
        }
        MapView brown = copy.view(new RouteRules(List.of("yellow", "green", "brown")));
        assertEquals(new MapSnapshot(copy).view(new RouteRules(List.of("yellow", "green", "brown")),
                new HexViews(copy.tile.length)), brown);
    }
}
