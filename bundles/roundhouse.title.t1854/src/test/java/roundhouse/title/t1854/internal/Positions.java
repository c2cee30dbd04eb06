package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.Replayer;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.step.Round;

/**
 * Hand-built 1854 positions for the rules tests: a game that starts straight in a stock round (the
 * first, or a later one) or an operating round, certificates and markers put where a test needs them,
 * and actions applied as the workbench applies them.
 */
final class Positions {
    private Positions() {
    }

    static List<PlayerRef> players(int n) {
        List<PlayerRef> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(new PlayerRef("p" + i, "Player " + i));
        }
        return out;
    }

    /** A game whose first round is stock round {@code turn} (turn 1: the first, with no sales). */
    static AustrianGame stockRound(int players, int turn) {
        return stockRound(players, turn, g -> { });
    }

    /** As {@link #stockRound(int, int)}, the position built by {@code setup} before the round starts. */
    static AustrianGame stockRound(int players, int turn, java.util.function.Consumer<AustrianGame> setup) {
        return stockRound(players, turn, Set.of(), setup);
    }

    /** As {@link #stockRound(int, int, java.util.function.Consumer)}, with these rule options. */
    static AustrianGame stockRound(int players, int turn, Set<String> options, java.util.function.Consumer<AustrianGame> setup) {
        T1854Title title = new T1854Title() {
            @Override
            public Round initialRound(Game game) {
                for (int i = 1; i < turn; i++) {
                    game.counters().nextTurn();
                }
                return stockRound(game);
            }
        };
        AustrianGame g = (AustrianGame) title.createGame(new GameSetup(players(players), options, 1), true);
        setup.accept(g);
        g.start();
        return g;
    }

    /** A game that starts in an operating round (the first of a set of {@code rounds}), the position built by {@code setup}. */
    static AustrianGame operatingRound(int players, int rounds, java.util.function.Consumer<AustrianGame> setup) {
        T1854Title title = new T1854Title() {
            @Override
            public Round initialRound(Game game) {
                game.counters().startOperatingSet(rounds);
                return operatingRound(game, 1);
            }
        };
        AustrianGame g = (AustrianGame) title.createGame(new GameSetup(players(players), Set.of(), 1), true);
        setup.accept(g);
        g.start();
        return g;
    }

    /** A company's action. */
    static Action corp(String corporation, String type, Map<String, Object> args) {
        return new Action(type, corporation, "corporation", args);
    }

    /** Buys the next bank trains of these cards for a company, paying the bank (its phase effects apply). */
    static void buyFromBank(Game g, String corporation, String... cards) {
        Corporation c = g.corporation(corporation);
        for (String card : cards) {
            roundhouse.engine.spi.Train t = g.depot().upcoming().stream().filter(x -> x.cardName().equals(card)).findFirst()
                    .orElseThrow();
            g.transfer(g.bank(), c, t.price());
            g.buyTrain(c, t, t.price(), g.bank(), null);
        }
    }

    static void apply(Game g, Action a) {
        Replayer.apply(g, a);
    }

    static Action act(String player, String type, Map<String, Object> args) {
        return new Action(type, player, "player", args);
    }

    static Action par(String player, String corporation, String cell) {
        return act(player, "par", Map.of("corporation", corporation, "share_price", cell));
    }

    static Action buy(String player, String share) {
        return act(player, "buy_shares", Map.of("shares", List.of(share)));
    }

    static Action sell(String player, int percent, String... shares) {
        return act(player, "sell_shares", Map.of("shares", List.of(shares), "percent", (long) percent));
    }

    static Action option(String player, String share) {
        return act(player, AustrianShareTurn.TAKE_OPTION, Map.of("shares", List.of(share)));
    }

    static Action pass(String player) {
        return act(player, "pass", Map.of());
    }

    /** Gives a certificate to a holder (a player, or the pool) without payment. */
    static void give(Game g, String certificate, String holder) {
        Certificate c = certificate(g, certificate);
        c.moveTo("pool".equals(holder) ? g.pool() : g.player(holder));
    }

    static Certificate certificate(Game g, String id) {
        Corporation c = g.corporation(id.substring(0, id.lastIndexOf('_')));
        return c.share(id);
    }

    /** A floated major with its director, par and market marker where the test wants them. */
    static Corporation floated(Game g, String id, String director, int parRow, int row, int column) {
        Corporation c = g.corporation(id);
        SharePrice par = g.market().cell(parRow, 2);
        c.setParPrice(par);
        give(g, id + "_0", director);
        c.setPresident(g.player(director));
        c.setFloated(true);
        g.market().place(c, g.market().cell(row, column));
        return c;
    }

    static Player player(Game g, String id) {
        return g.player(id);
    }

    static List<String> types(Game g) {
        List<String> out = new ArrayList<>();
        for (LegalAction a : g.round().legalActions()) {
            out.add(a.action().type());
        }
        return out;
    }

    /** The player whose turn it is. */
    static String acting(Game g) {
        return g.round().currentEntity().id();
    }
}
