package roundhouse.engine.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.BuySellParShares;
import roundhouse.engine.spi.step.Step;

/**
 * The round skips steps and checks actions through {@link Step#hasActions} and {@link Step#offers},
 * which a step may answer without building its list ({@link BuySellParShares} memoises its checks per
 * state of the round). Over seeded random games on the {@code titles/mini} test title, both must agree
 * with {@link Step#actions} after every action, and the stock turn's memoised answers with checks made
 * afresh.
 */
class StepAnswersTest {
    private static final List<String> TYPES = List.of("buy_shares", "par", "buy_company", "sell_shares", "pass",
            "bid", "buy_train", "lay_tile", "run_routes", "dividend", "discard_train", "place_token", "no_such_type");

    @Test
    void quickAnswersAgreeWithTheActionListsInEveryState() throws IllegalActionException {
        int states = 0;
        int stockTurns = 0;
        for (long seed = 1; seed <= 12; seed++) {
            EngineSession session = (EngineSession) new SessionForkTest.MiniTitle().newGame(new GameSetup(
                    List.of(new PlayerRef("1", "A"), new PlayerRef("2", "B"), new PlayerRef("3", "C")), Set.of(), seed));
            Random random = new Random(seed);
            for (int n = 0; n < 400 && !session.game().finished(); n++) {
                stockTurns += checkEveryStep(session.game());
                states++;
                List<LegalAction> legal = session.legalActions();
                if (legal.isEmpty()) {
                    break;
                }
                LegalAction a = legal.get(random.nextInt(legal.size()));
                session.apply(a.amount() == null ? a.action() : a.withAmount(a.amount().min()));
            }
        }
        assertTrue(states > 500, "too few states visited: " + states);
        assertTrue(stockTurns > 50, "too few stock turns visited: " + stockTurns);
    }

    /** Checks every active step for every entity; returns 1 if a stock turn was checked. */
    private static int checkEveryStep(Game game) {
        List<Entity> entities = new ArrayList<>(game.players());
        entities.addAll(game.corporations());
        int stockTurns = 0;
        for (Step step : game.round().steps()) {
            if (!step.active()) {
                continue;
            }
            for (Entity e : entities) {
                List<String> actions = step.actions(e);
                assertEquals(!actions.isEmpty(), step.hasActions(e), step.getClass().getSimpleName() + " hasActions for " + e.id());
                for (String type : TYPES) {
                    assertEquals(actions.contains(type), step.offers(type, e),
                            step.getClass().getSimpleName() + " offers " + type + " to " + e.id() + " " + actions);
                }
                if (step instanceof BuySellParShares turn && e instanceof Player p && e == game.round().currentEntity()) {
                    assertEquals(fresh(turn, game, p), actions, "memoised stock-turn checks for " + p.id());
                    stockTurns = 1;
                }
            }
        }
        return stockTurns;
    }

    /** The stock turn's action list from its checks, each made now. */
    private static List<String> fresh(BuySellParShares step, Game game, Player p) {
        if (p.bankrupt()) {
            return List.of();
        }
        if (game.overLimits(p) && step.canSellAny(p)) {
            return List.of("sell_shares");
        }
        List<String> out = new ArrayList<>();
        if (step.canBuyAny(p)) {
            out.add("buy_shares");
        }
        if (step.canParAny(p)) {
            out.add("par");
        }
        if (step.canBuyCompanyAny(p)) {
            out.add("buy_company");
        }
        if (step.canSellAny(p)) {
            out.add("sell_shares");
        }
        if (!out.isEmpty()) {
            out.add("pass");
        }
        return out;
    }
}
