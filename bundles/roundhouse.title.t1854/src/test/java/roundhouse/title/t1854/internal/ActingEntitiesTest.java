package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.api.view.ActingEntity;
import roundhouse.testsupport.ActingChecks;
import roundhouse.testsupport.RandomGames;

/**
 * Who decides in 1854: a local operates for the seat that won it, though its id ("1".."6") is a
 * seat's too ({@link ActingChecks}, and the opening of issue 25 as it was played).
 */
class ActingEntitiesTest {
    private static final T1854Title TITLE = new T1854Title();

    @Test
    void theActingCompanysPlayerIsAtTheTopOfItsOwners() {
        for (long seed = 1; seed <= 2; seed++) {
            ActingChecks.Report r = ActingChecks.play(TITLE, new GameSetup(ActingChecks.seats(4), Set.of(), seed),
                    new Random(seed), RandomGames.mostlyActing(70, Set.of()), 1500);
            assertTrue(r.companyTurns() > 50, "seed " + seed + ": " + r);
        }
    }

    /**
     * The opening of the workbench's 1854 UI test: seat 4 buys Local 1, seat 1 wins Local 2 and seat 3
     * Local 3 in the first auction; in the operating round each local is decided by its owner.
     */
    @Test
    void aLocalOperatesForTheSeatThatWonIt() throws Exception {
        GameSession s = TITLE.newGame(new GameSetup(ActingChecks.seats(4), Set.of(), 1));
        take(s, "1", "bid", "P1", 0);
        take(s, "2", "bid", "L3", 160);
        take(s, "3", "bid", "L3", 165);
        take(s, "2", AuctionBidding.WITHDRAW, "L3", 0);
        take(s, "4", "bid", "P2", 0);
        take(s, "1", "bid", "L2", 155);
        take(s, "2", "bid", "L2", 160);
        take(s, "3", "bid", "P3", 0);
        take(s, "4", "bid", "L1", 0);
        take(s, "1", "bid", "L2", 165);
        for (String seat : List.of("2", "1", "2", "3", "4")) {
            take(s, seat, "pass", null, 0);
        }
        assertEquals("operating", s.state().round().kind(), s.state().round().name());
        assertEquals(List.of(new ActingEntity("1", "corporation", "4")), s.state().actingEntities(), "Local 1 operates for seat 4");
        assertEquals("4", s.state().decidingPlayer());
        while (s.state().acting().equals(List.of("1"))) {
            take(s, "1", "pass", null, 0);
        }
        assertEquals(List.of(new ActingEntity("2", "corporation", "1")), s.state().actingEntities(), "Local 2 operates for seat 1");
    }

    /** {@code entity} takes the offered choice of {@code type} on {@code lot} (any lot when null), at {@code amount} if it has one. */
    private static void take(GameSession s, String entity, String type, String lot, int amount) throws Exception {
        for (LegalAction a : s.legalActions()) {
            if (a.action().entity().equals(entity) && a.action().type().equals(type)
                    && (lot == null || lot.equals(a.action().string("company")))) {
                s.apply(a.amount() == null ? a.action() : a.withAmount(amount));
                return;
            }
        }
        throw new AssertionError(entity + " cannot " + type + " " + lot + ": " + s.legalActions());
    }
}
