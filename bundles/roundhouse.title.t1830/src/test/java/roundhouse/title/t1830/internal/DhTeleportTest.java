package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.RuleOption;
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

    /**
     * The free station is the turn's only with 18xx.games' option {@code teleport_token_is_turns_token}
     * (the reference refused B&O's next station: "Blocking step Buy Trains cannot process action
     * place_token", seeded game 7226); by the rulebook only the tile counts, so B&O may still build one.
     */
    @Test
    void theFreeStationIsTheTurnsOnlyWith18xxGamesOption() throws Exception {
        for (boolean option : new boolean[] { true, false }) {
            String text = Files.readString(Path.of("src/test/resources/positions/dh-teleport-then-station.json"));
            JsonObject file = JsonParser.parseString(text).getAsJsonObject();
            if (!option) {
                // a file of ours names its rules exactly: every import default but this one
                JsonObject ours = new JsonObject();
                JsonArray rules = new JsonArray();
                for (RuleOption o : new T1830Title().ruleOptions()) {
                    if (o.importDefault() && !o.id().equals("teleport_token_is_turns_token")) {
                        rules.add(o.id());
                    }
                }
                rules.add("optional_6_train");
                ours.add("rules", rules);
                file.add("roundhouse", ours);
            }
            GameSession game = new T1830Title().load(new GsonRecordCodec().parse(file.toString(), "dh-teleport-then-station.json"));
            assertEquals(List.of("B&O"), game.state().acting());
            game.apply(offered(game, "DH", "lay_tile", "F16").action());
            game.apply(offered(game, "DH", "place_token", null).action());
            boolean station = game.legalActions().stream()
                    .anyMatch(a -> a.action().entity().equals("B&O") && a.action().type().equals("place_token"));
            assertEquals(!option, station, (option ? "with" : "without") + " the option: " + game.legalActions());
        }
    }

    private static LegalAction offered(GameSession game, String entity, String type, String hex) {
        return game.legalActions().stream()
                .filter(a -> a.action().entity().equals(entity) && a.action().type().equals(type)
                        && (hex == null || hex.equals(a.action().string("hex"))))
                .findFirst().orElseThrow(() -> new AssertionError(entity + " " + type + " among " + game.legalActions()));
    }
}
