package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import roundhouse.engine.map.ExhaustiveReach;
import roundhouse.testsupport.ReachChecks;

/**
 * 1854's reach (its own board rules included) equals the walk over every partial route
 * ({@link ExhaustiveReach}) for every company with a station, after every lay and station of seeded
 * random games ({@code -Droundhouse.reachGames=N}).
 */
class ReachExactTest {
    @Test
    void everyNetworkEqualsTheExhaustiveWalk() {
        ReachChecks.Result r = ReachChecks.randomGames(new T1854Title(), 3, 4, Integer.getInteger("roundhouse.reachGames", 4),
                (board, company) -> ExhaustiveReach.compare(board, company, 300_000));
        assertEquals("", r.differences());
        assertTrue(r.compared() > 200, "networks compared: " + r.compared());
    }
}
