package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.Replayer;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.ShareHolder;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;

/**
 * Hand-built 1841 positions for the merger tests: a game that starts in an operating round of a
 * phase, corporations started on cells of the market with their certificates, cash, trains and
 * stations where the test puts them, and the operating corporation's turn taken up to its end (its
 * track, run and share dealings passed), where it may merge or transform.
 */
final class MergerPosition {
    final ItalianGame game;

    MergerPosition(int players, String phase, Set<String> options, Consumer<MergerPosition> setup) {
        T1841Title title = new T1841Title() {
            @Override
            public Round initialRound(Game g) {
                g.counters().startOperatingSet(3);
                return operatingRound(g, 1);
            }
        };
        List<PlayerRef> refs = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            refs.add(new PlayerRef("p" + i, "Player " + i));
        }
        game = (ItalianGame) title.createGame(new GameSetup(refs, options, 1), true);
        game.enterPhase(game.phaseIndexOf(phase));
        setup.accept(this);
        game.start();
    }

    Player player(int seat) {
        return game.player("p" + seat);
    }

    Corporation corp(String id) {
        return game.corporation(id);
    }

    /**
     * Starts {@code id} on the market cell (row, column), operated once, its president's certificate
     * (index 0) and the certificates at {@code indexes} to {@code president}.
     */
    Corporation start(String id, int row, int column, ShareHolder president, int... indexes) {
        Corporation c = corp(id);
        game.setPar(c, game.market().cell(row, column));
        c.shares().get(0).moveTo(president);
        give(c, president, indexes);
        c.setPresident(president);
        c.setFloated(true);
        c.setOperatedCount(1);
        return c;
    }

    void give(Corporation c, ShareHolder to, int... indexes) {
        for (int i : indexes) {
            c.shares().get(i).moveTo(to);
        }
    }

    void cash(Corporation c, int amount) {
        game.transfer(game.bank(), c, amount);
    }

    /** A train of the card from the bank, without the phase effects of a purchase. */
    Train train(Corporation c, String card) {
        Train t = game.depot().upcoming().stream().filter(x -> x.cardName().equals(card)).findFirst().orElseThrow();
        game.depot().upcoming().remove(t);
        t.setOwner(c);
        c.trains().add(t);
        return t;
    }

    /** A station of {@code c} on city {@code city} of {@code hex}; the token is one of its supply. */
    void station(Corporation c, String hex, int city) {
        game.board().placeToken(c.id(), game.board().cityRef(hex, city), false);
        c.setTokensUsed(c.tokensUsed() + 1);
    }

    void tokens(Corporation c, int n) {
        while (c.tokenPrices().size() < n) {
            c.addToken(0);
        }
    }

    void tile(String hex, String tileId, int rotation) {
        game.board().place(new TileLay(hex, tileId, rotation));
    }

    /** The operating corporation has laid track, run and dealt in shares: what is left is the end of its turn. */
    void endOfTurn() {
        for (Step s : game.round().steps()) {
            if (s instanceof Merge) {
                break;
            }
            if (!(s instanceof Questions)) {
                s.pass();
            }
        }
        game.round().touch();
    }

    void apply(Action a) {
        Replayer.apply(game, a);
    }

    void corpAction(String corporation, String type, Map<String, Object> args) {
        apply(new Action(type, corporation, "corporation", args));
    }

    void merge(String corporation, String other) {
        corpAction(corporation, "merge", Map.of("corporation", other));
    }

    /** A {@code choose} by whoever is asked now (a player or a corporation). */
    void choose(Object choice) {
        roundhouse.engine.spi.Entity e = acting();
        apply(new Action("choose", e.id(), e.entityType(), Map.of("choice", choice)));
    }

    void pass() {
        roundhouse.engine.spi.Entity e = acting();
        apply(new Action("pass", e.id(), e.entityType(), null));
    }

    roundhouse.engine.spi.Entity acting() {
        return game.round().actingEntities().get(0);
    }

    List<String> offered() {
        List<String> out = new ArrayList<>();
        for (LegalAction a : game.round().legalActions()) {
            out.add(a.action().type() + (a.action().args() == null || a.action().args().isEmpty() ? "" : " " + a.action().args()));
        }
        return out;
    }
}
