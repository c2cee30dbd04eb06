package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import roundhouse.api.GameSetup;
import roundhouse.api.PlayerRef;

/**
 * The {@code titles/owners} test title (shareholders, minors, share units, turn order, fees), with
 * hooks a test fills in: its own share rules, fee payee, or a re-seat before every stock round.
 */
class OwnersTitle extends EngineTitle {
    Function<Game, ShareRules> shareRules = ShareRules::new;
    FeePayee feePayee;
    boolean reseatByCash;

    /** Who receives a fee in this test's game, or {@code null} for the bank. */
    interface FeePayee {
        CashHolder payee(Game game, Fee fee, CashHolder payer);
    }

    OwnersTitle() {
        super(loader());
    }

    static ClassLoader loader() {
        return TestTitles.loader("owners");
    }

    static GameSetup players(int n) {
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            refs.add(new PlayerRef("p" + i, "P" + i));
        }
        return new GameSetup(refs, Set.of(), 1);
    }

    Game game(int players) {
        return createGame(players(players), true);
    }

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        return new Game(data(), setup, this, trainTypes(setup.optionalRules()), createBoard(), createMarket(), logging) {
            @Override
            protected ShareRules createShareRules() {
                return shareRules.apply(this);
            }

            @Override
            protected CashHolder feePayee(Fee fee, CashHolder payer, String where) {
                CashHolder p = feePayee == null ? null : feePayee.payee(this, fee, payer);
                return p == null ? super.feePayee(fee, payer, where) : p;
            }
        };
    }

    @Override
    public roundhouse.engine.spi.step.Round stockRound(Game game) {
        if (reseatByCash) {
            game.turnOrder().reorder(TurnOrder.byCashDescending());
        }
        return super.stockRound(game);
    }
}
