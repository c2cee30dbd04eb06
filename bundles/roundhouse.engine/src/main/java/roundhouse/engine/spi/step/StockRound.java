package roundhouse.engine.spi.step;

import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Rules;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.Investor;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;

/**
 * A stock round (1830 R 4-5, digest §4): players act in seat order from the priority holder until
 * all pass in succession; then sold-out prices rise and priority goes to the player after the last
 * one who bought or sold.
 */
@org.osgi.annotation.versioning.ConsumerType
public class StockRound extends Round implements ShareTurn {
    /** What the current player did this turn: action type and corporation (or {@code null}). */
    public record TurnAction(String type, Corporation corporation, boolean fromIpo) {
    }

    /** This turn's buys and sells and who sold what this round: the bookkeeping any share dealings keep. */
    private final ShareDeals deals = new ShareDeals();
    protected Player lastToAct;

    public StockRound(Game game) {
        super(game);
        this.entities = game.playersFrom(game.priority());
        this.entityIndex = 0;
        for (Player p : game.players()) {
            p.setPassed(false);
        }
    }

    @Override
    public RoundKind roundKind() {
        return RoundKind.STOCK;
    }

    @Override
    public String name() {
        return EngineText.get("round.stock", game.turn() + ".1");
    }

    @Override
    public List<TurnAction> currentActions() {
        return deals.currentActions();
    }

    @Override
    public boolean soldThisRound(ShareHolder holder, Corporation corporation) {
        return deals.soldThisRound(holder, corporation);
    }

    /**
     * Records a buy or sell of the current turn; any such action restarts the count of passes. The
     * priority goes after the player who decided it (the actor's controller).
     */
    @Override
    public void track(String type, Corporation corporation, boolean fromIpo, Investor actor) {
        deals.track(type, corporation, fromIpo, actor);
        if (actor.controller() != null) {
            lastToAct = actor.controller();
        }
        for (Player p : game.players()) {
            p.setPassed(false);
        }
    }

    public Player currentPlayer() {
        return (Player) currentEntity();
    }

    @Override
    protected void startEntity() {
        deals.turnStarts();
        super.startEntity();
    }

    @Override
    protected void nextEntity() {
        if (allPassed()) {
            finishRound();
            return;
        }
        int n = entities.size();
        for (int k = 1; k <= n; k++) {
            int i = (entityIndex + k) % n;
            if (!((Player) entities.get(i)).bankrupt()) {
                entityIndex = i;
                break;
            }
        }
        startEntity();
    }

    private boolean allPassed() {
        for (Player p : game.players()) {
            if (!p.bankrupt() && !p.passed()) {
                return false;
            }
        }
        return true;
    }

    /** End of the round (1830 §4.7): capital (rulebook timing), sold-out rises, priority. */
    protected void finishRound() {
        for (Corporation c : game.operatingOrder()) {
            if (game.rules().capitalization() == Rules.Capitalization.FULL && !game.capitalPaid(c)) {
                game.payCapital(c);
            }
        }
        if (game.rules().soldOutRise()) {
            for (Corporation c : game.operatingOrder()) {
                if (game.shareRules().soldOut(c)) {
                    game.market().moveUp(c);
                    game.logText("log.soldOut", Names.of(c), game.format(c.sharePrice().price()));
                }
            }
        }
        if (lastToAct != null) {
            game.setPriority(game.nextPlayer(lastToAct));
        }
        game.logText("log.priority", game.priority().name());
        finish();
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (activeStep() == null) {
            nextEntity();
        }
    }
}
