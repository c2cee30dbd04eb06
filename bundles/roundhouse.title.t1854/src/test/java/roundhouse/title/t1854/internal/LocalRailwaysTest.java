package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.LayRules;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;

/**
 * The local railways in the operating round (rulebook "Lokalbahnen (1 bis 6)", digest 2.2, 2.8, 6.1,
 * 6.2, 6.8): they operate first in number order, build and place stations only on the St. Pölten/Steyr
 * board, run only plus trains and always split their revenue half to the owner, half to the treasury.
 */
class LocalRailwaysTest {
    /**
     * Digest 6.6/6.8, green phase (3): Lokalbahn 3 (Ybbstalbahn) runs its 2+ from Hieflau (M35, 20) over
     * the town on L36 (10) and the grey town M37 (10) to the red offboard M39 (20): two big stations
     * (Hieflau, M39; offboards count big, A-15) and any towns, 20 + 10 + 10 + 20 = 60. Its 2-train is a
     * regular train and stays in the shed. The 60 G split: 30 to the owner, 30 to the treasury; no market move.
     */
    @Test
    void aLocalRunsItsPlusTrainAndSplitsTheRevenueHalfAndHalf() {
        LocalsPosition pos = new LocalsPosition();
        Player owner = pos.player(1);
        Corporation l3 = pos.openLocal("3", owner);
        pos.phase("3");
        Train plus = pos.give(l3, "2+");
        Train two = pos.give(l3, "2");
        pos.tile("L36", "3-0", 5); // town, SW (Hieflau) - SE (M37)
        pos.tile("L38", "7-0", 5); // track, SW (M37) - SE (M39)
        pos.startOperating(2);
        assertEquals(l3, pos.game.round().currentEntity(), "the only local operates first");
        assertNotNull(pos.game.board().tokensOf("3").stream().filter(c -> pos.game.board().hexOfCity(c).equals("M35"))
                .findFirst().orElse(null), "home station on Hieflau (M35)");
        pos.apply(pos.find("pass", ""));   // no track
        LegalAction run = pos.legal().stream().filter(l -> l.action().type().equals("run_routes")).findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> routes = (List<Map<String, Object>>) run.action().args().get("routes");
        assertEquals(1, routes.size(), "only the plus train runs");
        assertEquals(plus.id(), routes.get(0).get("train"));
        assertEquals(60L, routes.get(0).get("revenue"));
        int ownerCash = owner.cash();
        int treasury = l3.cash();
        pos.apply(run.action());
        assertEquals(List.of("dividend: " + roundhouse.engine.spi.EngineText.get("label.half")), pos.labels(),
                "a local has no other choice than the split");
        pos.apply(pos.find("dividend", ""));
        assertEquals(ownerCash + 30, owner.cash());
        assertEquals(treasury + 30, l3.cash());
        assertEquals(null, l3.sharePrice());
        assertFalse(two.operated());
    }

    /** "dürfen nur Plus-Züge fahren lassen": a local's run with its regular train is refused. */
    @Test
    void aLocalMayNotRunARegularTrain() {
        LocalsPosition pos = new LocalsPosition();
        Corporation l3 = pos.openLocal("3", pos.player(0));
        pos.phase("3");
        Train two = pos.give(l3, "2");
        pos.give(l3, "2+");
        pos.tile("L36", "3-0", 5);
        pos.startOperating(2);
        pos.apply(pos.find("pass", ""));
        Map<String, Object> route = Map.of("train", two.id(), "connections", List.of(), "hexes", List.of("M35", "L36"),
                "nodes", List.of(), "revenue", 30L);
        GameRuleException e = assertThrows(GameRuleException.class,
                () -> pos.apply(new Action("run_routes", "3", "corporation", Map.of("routes", List.of(route)))));
        assertTrue(e.getMessage().contains("may not run the 2-train"), e.getMessage());
    }

    /** Digest 6.3: locals build only on the local board, majors and AGs only on the main board. */
    @Test
    void eachCompanyBuildsOnlyOnItsBoard() {
        LocalsPosition pos = new LocalsPosition();
        Corporation l4 = pos.openLocal("4", pos.player(0));
        pos.startOperating(1);
        assertEquals(l4, pos.game.round().currentEntity());
        // local 4's first lay is its home Steyr (J32, an empty city hex); nothing on the main board is offered
        List<String> hexes = pos.legal().stream().filter(l -> l.action().type().equals("lay_tile"))
                .map(l -> (String) l.action().args().get("hex")).distinct().toList();
        assertEquals(List.of("J32"), hexes, "the first lay is a yellow city on the home (digest 6.2)");
        GameRuleException e = assertThrows(GameRuleException.class, () -> pos.apply(new Action("lay_tile", "4", "corporation",
                Map.of("hex", "D18", "tile", "1-0", "rotation", 0L))));
        assertTrue(e.getMessage().contains("St. Pölten/Steyr"), e.getMessage());
        // and the board itself refuses a major on the local board
        String why = pos.game.board().checkLay("KR", new TileLay("J34", "57-0", 0),
                LayRules.special(java.util.Set.of("yellow"), java.util.Set.of("J34"), null, true));
        assertNotNull(why);
        assertTrue(why.contains("St. Pölten/Steyr"), why);
    }

    /**
     * Digest 2.2, 6.1, 6.2: the locals operate first, in number order, before the majors; each puts its free
     * home station down when it first operates: 1 and 2 on the two circles of Sankt Pölten (J38), 3 on
     * Hieflau (M35), 4 on Steyr (J32, a city hex without a tile yet), 5 on Kirchdorf (J28), 6 on Bad Ischl (L28).
     */
    @Test
    void localsOperateFirstInNumberOrderAndPutTheirHomeStationsDown() {
        LocalsPosition pos = new LocalsPosition();
        Corporation kr = pos.floatMajor("KR", pos.player(3), 0, 2, 500);
        for (String n : List.of("6", "3", "1", "5", "2", "4")) {
            pos.openLocal(n, pos.player(Integer.parseInt(n) % 4));
        }
        pos.startOperating(1);
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "KR"),
                pos.game.round().entities().stream().map(e -> e.id()).toList());
        pos.passUntil(() -> !roundhouse.engine.spi.RoundKind.OPERATING.equals(pos.game.round().roundKind()));
        Map<String, String> homes = Map.of("1", "J38", "2", "J38", "3", "M35", "4", "J32", "5", "J28", "6", "L28");
        homes.forEach((local, hex) -> {
            List<String> tokens = pos.game.board().tokensOf(local);
            assertEquals(1, tokens.size(), local + ": " + tokens);
            assertEquals(hex, pos.game.board().hexOfCity(tokens.get(0)), local);
        });
        assertTrue(pos.game.board().tokensOf("1").get(0).endsWith("-0"), "local 1 on Sankt Pölten's first circle");
        assertTrue(pos.game.board().tokensOf("2").get(0).endsWith("-1"), "local 2 on the second");
        assertTrue(kr.operatedCount() == 1);
    }

    /**
     * Digest 2.2: a local has no train obligation. Lokalbahn 3 has a route (Hieflau to the town on L36) and no
     * train, and 150 G: it may buy a 1+ or pass; nobody asks its owner for money.
     */
    @Test
    void aLocalIsNeverObligedToOwnATrain() {
        LocalsPosition pos = new LocalsPosition();
        Player owner = pos.player(2);
        Corporation l3 = pos.openLocal("3", owner);
        pos.tile("L36", "3-0", 5);
        pos.startOperating(1);
        assertTrue(pos.game.routeAvailable(l3));
        pos.passUntil(() -> pos.legal().stream().anyMatch(l -> l.action().type().equals("buy_train")));
        assertEquals(l3, pos.game.round().currentEntity());
        assertTrue(pos.legal().stream().anyMatch(l -> l.action().type().equals("pass")), pos.labels().toString());
        int cash = owner.cash();
        pos.apply(pos.find("pass", ""));
        assertTrue(l3.trains().isEmpty());
        assertEquals(cash, owner.cash());
    }

    /**
     * Digest 6.6, A-15: an offboard counts as a big station for a plus train. Lokalbahn 3's 1+ on the same
     * track as above (green phase) takes one big station and any towns: Hieflau 20 + the towns on L36 and M37
     * 10 + 10 = 40; it may not also count the offboard M39 (a second big station).
     */
    @Test
    void aOnePlusCountsOneBigStationAndAnyTowns() {
        LocalsPosition pos = new LocalsPosition();
        Corporation l3 = pos.openLocal("3", pos.player(1));
        pos.phase("3");
        pos.give(l3, "1+");
        pos.tile("L36", "3-0", 5);
        pos.tile("L38", "7-0", 5);
        pos.startOperating(2);
        pos.apply(pos.find("pass", ""));
        LegalAction run = pos.legal().stream().filter(l -> l.action().type().equals("run_routes")).findFirst().orElseThrow();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> routes = (List<Map<String, Object>>) run.action().args().get("routes");
        assertEquals(40L, routes.get(0).get("revenue"));
    }
}
