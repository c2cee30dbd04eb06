package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.RoundKind;

/** Helpers of the auction tests: a new game, the auction's actions, and the operating round in between. */
final class AuctionPlay {
    static final T1854Title TITLE = new T1854Title();

    private AuctionPlay() {
    }

    /** A rulebook game of {@code players} players "p1".."pN", seated in that order; p1 has priority. */
    static EngineSession newGame(int players) {
        return newGame(players, Set.of());
    }

    /** The same with rule options (title.json {@code optional_rules}). */
    static EngineSession newGame(int players, Set<String> options) {
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            refs.add(new PlayerRef("p" + i, "Player " + i));
        }
        return (EngineSession) TITLE.newGame(new GameSetup(refs, options, 1));
    }

    /** A buy of the top private (at its price) or a bid on another: both are {@code bid} actions. */
    static Action bid(String player, String company, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("company", company);
        args.put("price", (long) price);
        return new Action("bid", player, "player", args);
    }

    static Action pass(String player) {
        return new Action("pass", player, "player", null);
    }

    static Action withdraw(String player, String company) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("company", company);
        return new Action(AuctionBidding.WITHDRAW, player, "player", args);
    }

    /** The id of the one player the game waits for. */
    static String acting(Game g) {
        return g.round().actingEntities().get(0).controller().id();
    }

    static AustrianAuction auction(Game g) {
        return (AustrianAuction) g.round();
    }

    /**
     * Plays the operating round between two auction rounds without building anything: every
     * decision is a pass (locals need no train, "keine Lokpflicht"). Stops when the round is over.
     */
    static void passThroughOperatingRound(EngineSession s) throws Exception {
        for (int guard = 0; guard < 500 && RoundKind.OPERATING.equals(s.game().round().roundKind()); guard++) {
            LegalAction choice = null;
            for (LegalAction a : s.legalActions()) {
                if (a.action().type().equals("pass")) {
                    choice = a;
                    break;
                }
            }
            if (choice == null) {
                throw new AssertionError("no pass in " + s.game().round().name() + ": " + s.legalActions());
            }
            s.apply(choice.action());
        }
    }
}
