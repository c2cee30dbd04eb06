package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.TestTitles;

/**
 * {@link BidOrPass} on the {@code titles/auction} test title (Schuylkill Valley SV, three players with
 * 400 F): a round sells SV by an {@link OpenBidding} the test opens, as 1841 puts up a concession, and
 * the game goes on with its stock round. Bids and passes are offered to the bidder whose turn it is;
 * a bid on another lot, under the least raise or over the bidder's cash is refused in one line.
 */
class OpenBiddingStepTest {
    /** Sells SV by the bidding {@code opening} makes, then ends. */
    static final class LotRound extends Round {
        private final OpenBidding bidding;

        LotRound(Game game, Function<Game, OpenBidding> opening) {
            super(game);
            entities = game.playerOrder();
            bidding = opening.apply(game);
            add(new BidOrPass(game, this) {
                @Override
                protected OpenBidding bidding() {
                    return finished() ? null : bidding;
                }

                @Override
                protected void won(PrivateCompany lot, Player winner, int price) {
                    game.transfer(winner, game.bank(), price);
                    game.transferCompany(lot, winner);
                    finish();
                }

                @Override
                protected void nobodyBid(PrivateCompany lot) {
                    finish();
                }
            });
        }

        @Override
        public RoundKind roundKind() {
            return RoundKind.AUCTION;
        }

        @Override
        public String name() {
            return "Lot";
        }

        @Override
        public Entity currentEntity() {
            return bidding.turn();
        }

        @Override
        protected void startEntity() {
            // the bidding keeps the turn
        }

        @Override
        public void start() {
            if (bidding.settled()) {
                finish();
            }
        }
    }

    static final class Title extends EngineTitle {
        private final Function<Game, OpenBidding> opening;

        Title(Function<Game, OpenBidding> opening) {
            super(TestTitles.loader("auction"));
            this.opening = opening;
        }

        @Override
        public Round initialRound(Game game) {
            return new LotRound(game, opening);
        }
    }

    private static final GameSetup SETUP = new GameSetup(
            List.of(new PlayerRef("1", "Ann"), new PlayerRef("2", "Bob"), new PlayerRef("3", "Cid")), Set.of(), 1);

    @AfterEach
    void backToTheDefaultLanguage() {
        EngineText.use(null);
    }

    /** 1841 RB 3.1: Ann nominates SV at 20; whoever has more cash than that bids, from the player after her. */
    private static OpenBidding nominatedByAnn(Game g) {
        Player ann = g.player("1");
        List<Player> others = new ArrayList<>();
        for (Player p : g.playersFrom(g.nextPlayer(ann))) {
            if (p != ann && p.cash() > 20) {
                others.add(p);
            }
        }
        return OpenBidding.opened(g.company("SV"), ann, 20, others, 5);
    }

    private static Action bid(String player, String company, int price) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("company", company);
        args.put("price", (long) price);
        return new Action("bid", player, "player", args);
    }

    private static Action pass(String player) {
        return new Action("pass", player, "player", null);
    }

    private static Game game(GameSession s) {
        return ((EngineSession) s).game();
    }

    private static List<String> acting(GameSession s) {
        return game(s).round().actingEntities().stream().map(Entity::id).toList();
    }

    @Test
    void theBiddersRaiseInTurnAndTheLastOnePaysHisBid() throws IllegalActionException {
        GameSession s = new Title(OpenBiddingStepTest::nominatedByAnn).newGame(SETUP);
        Game g = game(s);
        assertEquals(List.of("2"), acting(s), "Bob, after the nominator");
        assertEquals("Bid on Schuylkill Valley", g.round().activeStep().description());
        List<LegalAction> offered = s.legalActions();
        assertEquals(List.of(bid("2", "SV", 25), pass("2")), offered.stream().map(LegalAction::action).toList());
        assertEquals(new LegalAction.AmountRange("price", 25, 400, 1), offered.get(0).amount());
        assertEquals("Bid on Schuylkill Valley (400 F free to bid)", offered.get(0).label());

        s.apply(bid("2", "SV", 30));
        assertEquals(List.of("3"), acting(s));
        s.apply(pass("3"));
        assertEquals(List.of("1"), acting(s), "Cid is out; Ann answers Bob's raise");
        s.apply(bid("1", "SV", 35));
        assertEquals(List.of("2"), acting(s), "Cid passed for good");
        s.apply(pass("2"));
        assertEquals("1", g.company("SV").owner().id(), "Ann is the last bidder");
        assertEquals(400 - 35, g.player("1").cash(), "she pays her bid");
        assertEquals(400, g.player("2").cash());
        assertEquals(RoundKind.STOCK, g.round().roundKind());
    }

    @Test
    void aBadBidIsRefusedInOneLine() throws IllegalActionException {
        GameSession s = new Title(OpenBiddingStepTest::nominatedByAnn).newGame(SETUP);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(bid("2", "SV", 24)));
        assertEquals("a bid on Schuylkill Valley must be at least 25 F", e.getMessage());
        e = assertThrows(IllegalActionException.class, () -> s.apply(bid("2", "SV", 401)));
        assertEquals("Bob cannot bid 401 F with 400 F", e.getMessage());
        e = assertThrows(IllegalActionException.class, () -> s.apply(bid("2", "CS", 45)));
        assertEquals("CS is not being auctioned; Schuylkill Valley is", e.getMessage());
        EngineText.use(Locale.GERMAN);
        e = assertThrows(IllegalActionException.class, () -> s.apply(bid("2", "SV", 24)));
        assertEquals("ein Gebot f\u00fcr Schuylkill Valley muss mindestens 25 F betragen", e.getMessage());
        e = assertThrows(IllegalActionException.class, () -> s.apply(bid("2", "SV", 401)));
        assertEquals("Bob kann mit 400 F nicht 401 F bieten", e.getMessage());
        e = assertThrows(IllegalActionException.class, () -> s.apply(pass("3")));
        assertEquals(List.of("2"), acting(s), "nothing changed: " + e.getMessage());
    }

    /** The caller says who takes part: Bob with 20 F (not more than the opening bid) is never asked. */
    @Test
    void onlyTheParticipantsTheRoundNamesBid() throws IllegalActionException {
        GameSession s = new Title(g -> {
            g.transfer(g.player("2"), g.bank(), 380);
            return nominatedByAnn(g);
        }).newGame(SETUP);
        assertEquals(List.of("3"), acting(s), "Bob has only 20 F and sits this one out");
        assertThrows(IllegalActionException.class, () -> s.apply(bid("2", "SV", 25)));
        s.apply(bid("3", "SV", 25));
        assertEquals(List.of("1"), acting(s));
        s.apply(pass("1"));
        Game g = game(s); // a refused action leaves the session with a copy of the game
        assertEquals("3", g.company("SV").owner().id());
        assertEquals(400 - 25, g.player("3").cash());
    }

    /** 1841 RB 2.4: Ann and Cid tied at 26; Ann passes, so Cid pays 26 without having to bid. */
    @Test
    void aTieGoesToTheLastOneLeftAtTheTiedAmount() throws IllegalActionException {
        GameSession s = new Title(g -> OpenBidding.tied(g.company("SV"), List.of(g.player("1"), g.player("3")), 26, 5))
                .newGame(SETUP);
        assertEquals(List.of("1"), acting(s), "the earlier of the tied players");
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(bid("1", "SV", 26)));
        assertEquals("a bid on Schuylkill Valley must be at least 31 F", e.getMessage(), "a raise over the tie");
        s.apply(pass("1"));
        Game g = game(s);
        assertEquals("3", g.company("SV").owner().id());
        assertEquals(400 - 26, g.player("3").cash());
    }

    /** A lot nobody bids on: every one passes, and the round hears that nobody bid. */
    @Test
    void anUnopenedLotNobodyBidsOnIsLeft() throws IllegalActionException {
        GameSession s = new Title(g -> OpenBidding.unopened(g.company("SV"), g.playerOrder(), 20, 5)).newGame(SETUP);
        Game g = game(s);
        assertEquals(bid("1", "SV", 20), s.legalActions().get(0).action(), "the first bid is the least bid");
        s.apply(pass("1"));
        s.apply(pass("2"));
        s.apply(pass("3"));
        assertNull(g.company("SV").owner());
        assertEquals(RoundKind.STOCK, g.round().roundKind());
    }
}
