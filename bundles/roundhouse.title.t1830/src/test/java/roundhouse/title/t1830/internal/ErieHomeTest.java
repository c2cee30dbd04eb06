package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;

/**
 * 1830 R 6.3.2: Erie's home station may stand on either city of E11 or of the tile laid there. When
 * another company has laid a two-city tile on E11 before Erie first operates, Erie chooses the city
 * before anything else in its turn (the reference engine: "ERIE must choose city for home token").
 */
class ErieHomeTest {
    @Test
    void erieChoosesItsHomeCityOnATwoCityTileBeforeLayingTrack() throws Exception {
        // a seeded game of ours, cut where B&O's tile 59 lies on E11 and Erie is about to operate first
        GameSession game = new T1830Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/erie-home-on-tile-59.json")));
        List<LegalAction> legal = game.legalActions();
        assertEquals(List.of("ERIE"), game.state().acting());
        assertEquals(2, legal.size(), legal.toString());
        assertTrue(legal.stream().allMatch(a -> a.action().type().equals("place_token")
                && a.action().string("city").startsWith("59-")), legal.toString());

        Action lay = new Action("lay_tile", "ERIE", "corporation", Map.of("hex", "E11", "tile", "67-0", "rotation", 2L));
        assertThrows(IllegalActionException.class, () -> game.apply(lay), "no track before the home token");

        game.apply(legal.get(1).action());
        assertTrue(game.state().map().hexes().stream().filter(h -> h.coord().equals("E11")).findFirst().orElseThrow()
                .stops().get(1).tokens().contains("ERIE"), "Erie's token stands on the city it chose");
    }

    /**
     * Option {@code route_available_cached}: 18xx.games looks at Erie's network right after it lays tile 59
     * on its bare home, while its token still stands in city 0 where the tile swap put it, and keeps the
     * route it sees there (to D12 and D14). Erie then chooses the dead-end city 1, with no route; yet it
     * must buy a train, since the route is remembered (seed 454282, 18xx.games refused its pass). By the
     * rulebook it has no route and may pass.
     */
    @Test
    void aRouteSeenBeforeErieChoosesItsCityIsRememberedAsAnOption(@TempDir Path dir) throws Exception {
        Path file = Path.of("src/test/resources/positions/erie-lays-59-on-its-home.json");
        GameSession cached = new T1830Title().load(new GsonRecordCodec().read(file));
        assertEquals(List.of("ERIE"), cached.state().acting());
        List<LegalAction> legal = cached.legalActions();
        assertTrue(legal.stream().anyMatch(a -> a.action().type().equals("buy_train")), legal.toString());
        assertFalse(legal.stream().anyMatch(a -> a.action().type().equals("pass")), "Erie must buy a train: " + legal);

        Path rulebook = dir.resolve("rulebook.json");
        Files.writeString(rulebook, Files.readString(file).replace("\"route_available_cached\",", ""));
        GameSession plain = new T1830Title().load(new GsonRecordCodec().read(rulebook));
        assertEquals(List.of("ERIE"), plain.state().acting());
        assertTrue(plain.legalActions().stream().anyMatch(a -> a.action().type().equals("pass")),
                "without a route Erie may pass: " + plain.legalActions());
    }
}
