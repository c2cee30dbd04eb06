package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.MapView;
import roundhouse.api.view.MarketView;
import roundhouse.api.view.PhaseView;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;

/** A random bot decides only for its own seat, even when other players may act at the same time. */
class RandomBotOwnSeatTest {
    private static LegalAction of(String type, String entity, String entityType) {
        return new LegalAction(new Action(type, entity, entityType, Map.of()), type + " " + entity, null);
    }

    private static PlayerView player(String id) {
        return new PlayerView(id, id, 100, 100, false, List.of(), List.of(), 0, 2, false);
    }

    private static CompanyView company(String id, CompanyView.Kind kind, String owner) {
        return new CompanyView(id, id, kind, null, null, owner, 0, 0, 0, 0, 0, false, false, List.of(), 0, 0, Map.of(), 0, 2);
    }

    /** KE presided by p2, the private MH owned by p1. */
    private static GameState state() {
        return new GameState("t", 1, new RoundView("operating", "OR 1.1", 1, 1), new PhaseView("2", List.of("yellow"), 1, 2),
                List.of("KE"), 1000, List.of(player("p1"), player("p2"), player("p3")),
                List.of(company("KE", CompanyView.Kind.CORPORATION, "p2"), company("MH", CompanyView.Kind.PRIVATE, "p1")),
                new MarketView(MarketView.Layout.GRID, List.of(), List.of()), new MapView("pointy", List.of()), List.of(),
                List.of(), false, null, Map.of());
    }

    @Test
    void otherPlayersActionsAreLeftOut() {
        LegalAction pass = of("pass", "p2", "player");
        LegalAction withdraw = of("withdraw_bid", "p1", "player");
        LegalAction run = of("run_routes", "KE", "corporation");
        LegalAction exchange = of("buy_shares", "MH", "company");
        assertEquals(List.of(pass, run), RandomBot.ownOnly(state(), List.of(pass, withdraw, run, exchange), "p2"));
        assertEquals(List.of(withdraw, exchange), RandomBot.ownOnly(state(), List.of(pass, withdraw, run, exchange), "p1"),
                "another player's private is his, whoever acts");
        assertEquals(List.of(withdraw), RandomBot.ownOnly(state(), List.of(withdraw), "p3"), "never nothing to choose from");
    }
}
