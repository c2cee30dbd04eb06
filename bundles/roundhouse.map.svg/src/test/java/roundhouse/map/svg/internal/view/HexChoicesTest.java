package roundhouse.map.svg.internal.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameLoadException;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;
import roundhouse.api.view.StopView;

/** The chooser's grouping and pictures, without a display. */
class HexChoicesTest {

    @Test
    void laysAreGroupedByTileWithOneOptionPerLegalRotation() throws Exception {
        GameSession s = MapStylesTest.before("lay_tile");
        Map<String, List<LegalAction>> lays = MapStyles.layHexes(s.legalActions());
        String hex = lays.entrySet().stream().max(Comparator.comparingInt(e -> e.getValue().size())).orElseThrow().getKey();
        List<HexChoices.Group> groups = HexChoices.group(HexChoices.hex(s.state().map(), hex), lays.get(hex), s.state()::money);
        Set<String> tiles = new HashSet<>();
        lays.get(hex).forEach(a -> tiles.add(HexChoices.tileName(a.action().string("tile"))));
        assertEquals(tiles.size(), groups.size(), "one group per tile: " + groups);
        assertEquals(lays.get(hex), groups.stream().flatMap(g -> g.options().stream()).map(HexChoices.Option::choice).toList(),
                "every legal lay once, in the engine's order");
        for (HexChoices.Group g : groups) {
            for (HexChoices.Option o : g.options()) {
                assertEquals(Messages.get("chooser.rotation", o.choice().action().number("rotation", -1)), o.caption());
                assertTrue(g.heading().contains(HexChoices.tileName(o.choice().action().string("tile"))), g.heading());
            }
        }
    }

    @Test
    void theMapAfterALayShowsTheTileInItsRotationAndLeavesTheGameAlone() throws Exception {
        GameSession s = MapStylesTest.before("lay_tile");
        int count = s.state().actionCount();
        for (LegalAction a : s.legalActions()) {
            if (!a.action().type().equals("lay_tile")) {
                continue;
            }
            String hex = a.action().string("hex");
            MapView one = HexChoices.oneHex(s.ifTaken(a.action()).state().map(), hex);
            assertEquals(1, one.hexes().size());
            HexView h = one.hexes().get(0);
            assertEquals(a.action().string("tile"), h.tileId());
            assertEquals(a.action().number("rotation", -1), h.rotation());
        }
        assertEquals(count, s.state().actionCount(), "previews do not touch the session");
    }

    @Test
    void anIllegalActionHasNoPicture() throws Exception {
        GameSession s = MapStylesTest.before("lay_tile");
        Action bad = new Action("lay_tile", "PRR", "corporation", Map.of("hex", "A1", "tile", "57-0", "rotation", 0L));
        assertThrows(GameLoadException.class, () -> s.ifTaken(bad));
    }

    @Test
    void tokensOnAHexWithTwoCitiesAreNamedByCity() {
        StopView c0 = new StopView(0, "city", 40, null, 1, List.of(), List.of());
        StopView c1 = new StopView(1, "city", 40, null, 1, List.of(), List.of());
        HexView oo = new HexView("E5", 4, 4, null, "green", "59-0", 0, "OO", null, 0, List.of(c0, c1), List.of(), List.of(), false);
        LegalAction t0 = token("59-0-0");
        LegalAction t1 = token("59-0-1");
        List<HexChoices.Group> groups = HexChoices.group(oo, List.of(t0, t1), amount -> "$" + amount);
        assertEquals(1, groups.size());
        assertEquals(Messages.get("chooser.tokens", "PRR"), groups.get(0).heading());
        assertEquals(List.of(Messages.get("chooser.tokenCity", 1), Messages.get("chooser.tokenCity", 2)),
                groups.get(0).options().stream().map(HexChoices.Option::caption).toList());
        HexView one = new HexView("E7", 6, 4, null, "yellow", "57-0", 0, null, null, 0, List.of(c0), List.of(), List.of(), false);
        assertEquals(Messages.get("chooser.token"), HexChoices.group(one, List.of(token("57-0-0")), amount -> "$" + amount).get(0).options().get(0).caption());
    }

    /** The cost is the engine's ({@link LegalAction#cost()}), in the title's money, never read from the label. */
    @Test
    void theCostIsTheEnginesInTheTitlesMoney() {
        Action lay = new Action("lay_tile", "1", "minor", Map.of("tile", "9-0"));
        LegalAction priced = new LegalAction(lay, "Lay 9 on C15 rotation 0 for $999", null, "C15", 30);
        assertEquals("30 Ft", HexChoices.cost(priced, amount -> amount + " Ft"));
        assertEquals(null, HexChoices.cost(new LegalAction(lay, "Lay 9 on C17", null, "C17", 0), amount -> amount + " Ft"));
        assertEquals(null, HexChoices.cost(new LegalAction(lay, "Lay 9 on C17 for $40", null), amount -> amount + " Ft"));
    }

    /** The engine's choices carry the hex they act on and what they cost. */
    @Test
    void tileLaysCarryTheirHexAndCost() throws Exception {
        GameSession s = MapStylesTest.before("lay_tile");
        for (LegalAction a : s.legalActions()) {
            if (a.action().type().equals("lay_tile")) {
                assertEquals(a.action().string("hex"), a.target());
                assertTrue(a.cost() != null && a.cost() >= 0, a.toString());
            }
        }
    }

    @Test
    void laidAndPreprintedTilesAreTold() {
        assertTrue(HexStatus.isLaid(hexWith("E19", "57-0")));
        assertFalse(HexStatus.isLaid(hexWith("E19", "city-0")));
        assertFalse(HexStatus.isLaid(hexWith("G19", "G19-0")));
        assertFalse(HexStatus.isLaid(hexWith("G19", null)));
    }

    private static HexView hexWith(String coord, String tileId) {
        return new HexView(coord, 0, 0, null, "white", tileId, 0, null, null, 0, List.of(), List.of(), List.of(), false);
    }

    private static LegalAction token(String city) {
        return new LegalAction(new Action("place_token", "PRR", "corporation", Map.of("city", city, "slot", 0L, "tokener", "PRR")),
                "Place a token on " + city, null);
    }
}
