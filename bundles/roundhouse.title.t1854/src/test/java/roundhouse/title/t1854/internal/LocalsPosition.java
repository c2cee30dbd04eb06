package roundhouse.title.t1854.internal;

import java.util.List;
import java.util.Set;
import java.util.function.Function;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Round;
import roundhouse.testsupport.RandomGames;

/**
 * Hand-built 1854 positions for the scenario tests of locals, mergers and AGs: a game of four players
 * whose opening round the test chooses (an operating round, a merger window), with locals opened as
 * the auction opens them, majors floated, trains handed out and tiles laid by hand.
 */
final class LocalsPosition {
    /** The title with the first round chosen by the test. */
    static final class Title extends T1854Title {
        Function<Game, Round> first;

        @Override
        public Round initialRound(Game game) {
            return first.apply(game);
        }
    }

    final Title title;
    final AustrianGame game;

    LocalsPosition() {
        this(Set.of());
    }

    /** A position of a game with these rule options. */
    LocalsPosition(Set<String> options) {
        title = new Title();
        game = (AustrianGame) title.createGame(new GameSetup(RandomGames.players(4), options, 1L), true);
        auctionOver();
    }

    /** A position built on a game the engine's session made (the title builds it in its opening round). */
    LocalsPosition(Title title, Game game) {
        this.title = title;
        this.game = (AustrianGame) game;
        auctionOver();
    }

    /**
     * The auction is long over: none of the eleven privates waits for a buyer (the locals the test needs are
     * opened by {@link #openLocal}; the mountain railways play no part in these positions).
     */
    private void auctionOver() {
        for (roundhouse.engine.spi.PrivateCompany c : game.companies()) {
            c.setClosed(true);
        }
    }

    Player player(int seat) {
        return game.players().get(seat);
    }

    Corporation corp(String id) {
        return game.corporation(id);
    }

    /** A local opened as the auction opens it ("Lokalbahnen"): the owner holds its certificate, the bank pays 150 G. */
    Corporation openLocal(String number, Player owner) {
        Corporation local = game.corporation(number);
        game.transferShares(List.of(local.presidentsShare()), owner, 100, true);
        local.setPresident(owner);
        local.setFloated(true);
        game.transfer(game.bank(), local, 150);
        return local;
    }

    /** A major floated at a price with its director's certificate and one 20 % share with {@code director}. */
    Corporation floatMajor(String id, Player director, int row, int column, int cash) {
        Corporation c = game.corporation(id);
        SharePrice cell = game.market().cell(row, column);
        c.setParPrice(cell);
        game.market().place(c, cell);
        game.transferShares(List.of(c.presidentsShare()), director, c.presidentsShare().percent(), true);
        c.setPresident(director);
        c.setFloated(true);
        game.capitalSettled(c); // the position's treasury stands for its capital
        game.transfer(game.bank(), c, cash);
        return c;
    }

    void phase(String name) {
        game.enterPhase(game.phaseIndexOf(name));
    }

    /** The next unsold train of a card, handed to {@code owner} without payment or phase effects. */
    Train give(Corporation owner, String card) {
        Train t = game.depot().upcoming().stream().filter(x -> x.cardName().equals(card)).findFirst().orElseThrow();
        game.depot().upcoming().remove(t);
        t.setOwner(owner);
        owner.trains().add(t);
        return t;
    }

    /** A train of the card put in the pool as a discard (not scrapped). */
    Train toPool(String card) {
        Train t = game.depot().upcoming().stream().filter(x -> x.cardName().equals(card)).findFirst().orElseThrow();
        game.depot().upcoming().remove(t);
        t.setOwner(Depot.POOL);
        game.depot().discarded().add(t);
        return t;
    }

    /** Every unsold train of the card leaves the bank, as if sold long ago (a position deep in the game). */
    void soldOut(String card) {
        for (Train t : List.copyOf(game.depot().upcoming())) {
            if (t.cardName().equals(card)) {
                game.depot().upcoming().remove(t);
                t.setOwner(null);
                t.setRusted(true);
            }
        }
    }

    void tile(String hex, String tileId, int rotation) {
        game.board().place(new TileLay(hex, tileId, rotation));
    }

    AustrianTrainRules trainRules() {
        return (AustrianTrainRules) game.trainRules();
    }

    /** Starts the game with {@code first} as its opening round. */
    void start(Function<Game, Round> first) {
        title.first = first;
        game.start();
    }

    /** Starts with operating round 1 of a set of {@code rounds}. */
    void startOperating(int rounds) {
        start(g -> {
            g.counters().startOperatingSet(rounds);
            return title.operatingRound(g, 1);
        });
    }

    /** Applies an action as the engine's session does: the round processes it, then the game moves on. */
    void apply(Action a) {
        Entity e = game.entity(a.entityType(), a.entity());
        game.round().process(a, e);
        game.advance();
    }

    List<LegalAction> legal() {
        return game.round().legalActions();
    }

    /** The legal action of this type whose label contains {@code text}. */
    Action find(String type, String text) {
        return legal().stream().filter(l -> l.action().type().equals(type) && l.label().contains(text))
                .map(LegalAction::action).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type + " with '" + text + "' in " + labels()));
    }

    List<String> labels() {
        return legal().stream().map(l -> l.action().type() + ": " + l.label()).toList();
    }

    Entity acting() {
        return game.round().actingEntities().get(0);
    }

    /** Plays on with passes (or the only choice) until {@code until} holds. */
    void passUntil(java.util.function.BooleanSupplier until) {
        for (int guard = 0; guard < 500 && !until.getAsBoolean(); guard++) {
            List<LegalAction> l = legal();
            Action pass = l.stream().map(LegalAction::action).filter(a -> a.type().equals("pass")).findFirst()
                    .orElse(l.get(0).action());
            apply(pass);
        }
        if (!until.getAsBoolean()) {
            throw new AssertionError("never reached; at " + game.round().name() + " " + labels());
        }
    }
}
