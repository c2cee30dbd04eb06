package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CompanyView;
import roundhouse.engine.internal.codec.GsonRecordCodec;

/**
 * 1830 Delaware & Hudson: its tile on F16 is the owning corporation's lay of the turn, and the
 * corporation may put a station there free "if it has one available". With none left nothing is
 * asked: the turn goes on to the trains (18xx.games refused the private's pass we asked for: "Blocking
 * step Run Routes cannot process action pass", seeded game 7024).
 */
class DhTeleportTest {
    @Test
    void withNoStationLeftTheTeleportLayAsksNothing() throws Exception {
        GameSession game = new T1830Title().load(new GsonRecordCodec().read(
                Path.of("src/test/resources/positions/dh-teleport-no-token-left.json")));
        assertEquals(List.of("B&M"), game.state().acting());
        CompanyView bm = game.state().companies().stream().filter(c -> c.id().equals("B&M")).findFirst().orElseThrow();
        assertEquals(bm.tokensTotal(), bm.tokensPlaced(), "B&M has no station left");
        LegalAction lay = game.legalActions().stream()
                .filter(a -> a.action().entity().equals("DH") && a.action().type().equals("lay_tile")
                        && "F16".equals(a.action().string("hex")))
                .findFirst().orElseThrow(() -> new AssertionError("DH may lay on F16: " + game.legalActions()));
        game.apply(lay.action());
        assertEquals(List.of("B&M"), game.state().acting(), "nothing asked of DH");
        assertTrue(game.legalActions().stream().allMatch(a -> a.action().entity().equals("B&M")), game.legalActions().toString());
        assertTrue(game.legalActions().stream().anyMatch(a -> a.action().type().equals("run_routes")), game.legalActions().toString());
    }
}
