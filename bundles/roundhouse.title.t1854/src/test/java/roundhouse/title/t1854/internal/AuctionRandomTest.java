package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.engine.internal.codec.GsonRecordCodec;
import roundhouse.engine.internal.session.EngineSession;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.step.AuctionRound.Bid;
import roundhouse.testsupport.RandomGames;

/**
 * Seeded random players who pick only among the legal actions (buys, bids of random size,
 * withdrawals, passes; some games open with players who mostly pass; in the operating rounds between auction rounds they pass) always finish the
 * auction: all eleven privates sold and the first stock round begun, for 3, 4, 5 and 6 players, by
 * the rulebook and (every other game) with all the auction's rule options.
 * After every action: money is conserved, nobody's bids exceed his cash ("das gebotene Geld ist
 * vorerst gebunden"), every bid is at least 5 G over the face, the top private carries bids only in
 * a bidding war; at the end the game saved in the 18xx.games format reloads to the same position.
 * {@code -Droundhouse.auctionGames=N} games per player count (default 10).
 */
class AuctionRandomTest {
    private static final int MAX_ACTIONS = 5_000;
    /** Auction rounds of the last game played (its turn counter when the stock round began). */
    /** Action types taken and situations met over all games: the test must reach each part of the rules. */
    private static final Set<String> SEEN = new HashSet<>();
    private static final ThreadLocal<Integer> AUCTION_ROUNDS = ThreadLocal.withInitial(() -> 0);

    @Test
    void randomAuctionsAlwaysSellAllElevenPrivates() {
        int games = Integer.getInteger("roundhouse.auctionGames", 10);
        SEEN.clear();
        for (int players = 3; players <= 6; players++) {
            int actions = 0;
            int rounds = 0;
            for (long seed = 1; seed <= games; seed++) {
                actions += play(players, seed * 1000 + players);
                rounds += AUCTION_ROUNDS.get();
            }
            System.out.println(players + " players: " + games + " auctions, " + actions + " actions, " + rounds
                    + " auction rounds");
        }
        assertTrue(SEEN.containsAll(Set.of("bid", "pass", AuctionBidding.WITHDRAW, "war", "forced")),
                "the random auctions reach every part of the rules: " + SEEN);
    }

    /** Plays one auction to its end; returns the number of actions it took. */
    private static int play(int players, long seed) {
        Random rnd = new Random(seed);
        EngineSession s = (EngineSession) AuctionPlay.TITLE.newGame(new GameSetup(RandomGames.players(players),
                seed % 2 == 0 ? Set.of() : AustrianAuction.OPTIONS, seed));
        Set<String> kinds = new HashSet<>();
        // every third game opens with reluctant players, who mostly pass until something is sold: the
        // Außerfernbahn's price drops, often to 0
        boolean reluctant = seed % 3 == 0;
        for (int count = 0; count < MAX_ACTIONS; count++) {
            Game g = s.game();
            if (RoundKind.STOCK.equals(g.round().roundKind())) {
                finished(seed, s, kinds);
                return count;
            }
            List<LegalAction> legal = s.legalActions();
            if (legal.isEmpty()) {
                throw new AssertionError("seed " + seed + ": stuck in " + g.round().name() + " finished " + g.finished() + " "
                        + g.gameEndReason() + " acting " + g.round().actingEntities() + " bank " + g.bank().cash() + " "
                        + g.logLines().subList(Math.max(0, g.logLines().size() - 15), g.logLines().size()));
            }
            LegalAction choice = RoundKind.AUCTION.equals(g.round().roundKind()) ? auctionPick(rnd, legal, reluctant && g.company("P1").owner() == null ? 5 : 50) : orPick(rnd, legal);
            Action action = choice.amount() == null ? choice.action() : choice.withAmount(RandomGames.amount(rnd, choice.amount()));
            kinds.add(action.type());
            SEEN.add(action.type());
            try {
                s.apply(action);
            } catch (IllegalActionException e) {
                throw new AssertionError("seed " + seed + ": legal action refused in " + g.round().name() + ": " + action + ": "
                        + e.getMessage());
            }
            check(seed, s.game());
            if (count % 37 == 11 && s.canUndo()) {
                int bank = s.game().bank().cash();
                s.undo();
                s.redo();
                assertEquals(bank, s.game().bank().cash(), "seed " + seed + ": undo + redo");
            }
        }
        throw new AssertionError("seed " + seed + ": the auction did not end in " + MAX_ACTIONS + " actions");
    }

    /** A buy, bid or withdrawal {@code actPercent} of the time, else a pass. */
    private static LegalAction auctionPick(Random rnd, List<LegalAction> legal, int actPercent) {
        List<LegalAction> acts = new ArrayList<>();
        LegalAction pass = null;
        for (LegalAction a : legal) {
            if (a.action().type().equals("pass")) {
                pass = a;
            } else {
                acts.add(a);
            }
        }
        if (pass == null || (!acts.isEmpty() && rnd.nextInt(100) < actPercent)) {
            return acts.get(rnd.nextInt(acts.size()));
        }
        return pass;
    }

    /** The operating rounds between auction rounds are not under test here: pass where one may. */
    private static LegalAction orPick(Random rnd, List<LegalAction> legal) {
        for (LegalAction a : legal) {
            if (a.action().type().equals("pass")) {
                return a;
            }
        }
        return legal.get(rnd.nextInt(legal.size()));
    }

    private static void check(long seed, Game g) {
        assertEquals(g.startingBank(), g.totalCash(), "seed " + seed + ": money conserved");
        if (!(g.round() instanceof AustrianAuction a)) {
            return;
        }
        if (a.war() != null) {
            SEEN.add("war");
        }
        if (g.company("P1").owner() instanceof Player && g.company("P1").minBid() == 0) {
            SEEN.add("forced");
        }
        for (Player p : g.players()) {
            assertTrue(a.committed(p, null) <= p.cash(), "seed " + seed + ": " + p.id() + " bid more than his cash");
        }
        for (PrivateCompany c : a.unsold()) {
            Set<Integer> amounts = new HashSet<>();
            for (Bid b : a.bids().get(c)) {
                assertTrue(b.price() >= c.value() + AustrianAuction.STEP, "seed " + seed + ": bid below face + 5 on " + c.id());
                assertTrue(amounts.add(b.price()), "seed " + seed + ": two equal bids on " + c.id());
            }
            if (c == a.top() && a.war() == null && !g.round().finished()) {
                assertTrue(a.bids().get(c).isEmpty(), "seed " + seed + ": bids on the top private outside a war");
            }
        }
    }

    private static void finished(long seed, EngineSession s, Set<String> kinds) {
        Game g = s.game();
        AUCTION_ROUNDS.set(g.turn());
        for (PrivateCompany c : g.companies()) {
            assertTrue(c.owner() instanceof Player, "seed " + seed + ": " + c.id() + " unsold");
        }
        for (Corporation c : g.corporations()) {
            if (AustrianGame.isLocal(c)) {
                assertTrue(c.floated() && c.president() instanceof Player, "seed " + seed + ": local " + c.id() + " not open");
            }
        }
        // the stock round begins with the priority holder (it may pass him over at once if he can do nothing)
        assertEquals(g.priority(), g.round().entities().get(0), "seed " + seed + ": the stock round starts with priority");
        assertTrue(kinds.contains("bid") && kinds.contains("pass"), kinds.toString());
        try {
            // through the 18xx.games file format, as a saved game is shared
            GsonRecordCodec codec = new GsonRecordCodec();
            EngineSession reloaded = EngineSession.load(AuctionPlay.TITLE, codec.parse(codec.format(s.toRecord()), "seed " + seed));
            for (Player p : g.players()) {
                assertEquals(p.cash(), reloaded.game().player(p.id()).cash(), "seed " + seed + ": reload");
            }
            assertEquals(g.priority().id(), reloaded.game().priority().id());
            assertEquals(g.options(), reloaded.game().options(), "seed " + seed + ": the rule options are saved");
            for (PrivateCompany c : g.companies()) {
                assertEquals(c.owner().id(), reloaded.game().company(c.id()).owner().id(), "seed " + seed + ": reload");
            }
        } catch (Exception e) {
            throw new AssertionError("seed " + seed + ": the saved game does not reload: " + e, e);
        }
    }
}
