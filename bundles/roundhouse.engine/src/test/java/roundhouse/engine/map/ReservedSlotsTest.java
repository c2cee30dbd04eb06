package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * A city's reservations keep places in the order they were made, as 18xx.games' cities do: the first
 * reserved keeps the first place, another company takes the first place neither taken nor kept, and a
 * reservation given up leaves its place free without moving the others. Which place a token takes is
 * what a bought place names (1841's {@code buy_token} slot; seed 49205 of the random games: CTDA took the
 * second place of green Lucca, the first kept for SFLP). A gray hex B2 with a city of three places.
 */
class ReservedSlotsTest {
    private static final String MAP = "{\"layout\":\"pointy\",\"hexes\":{\"gray\":["
            + "{\"coords\":[\"B2\"],\"code\":\"city=revenue:20,slots:3;path=a:4,b:_0\"}]}}";

    private static Board board() {
        return new Board(MapDefinition.load("t", MAP, "{\"tiles\":{}}"), BoardAreas.DEFAULT);
    }

    @Test
    void anotherCompanyTakesThePlaceAfterTheReservedOne() {
        Board b = board();
        b.reserve("X", "B2", 0);
        String city = b.cityRef("B2", 0);
        b.placeToken("Y", city, false);
        assertEquals(1, b.tokenSlot("Y", city), "the first place is kept for X");
        b.placeHomeToken("X", "B2", 0);
        assertEquals(0, b.tokenSlot("X", city), "X takes the place kept for it");
    }

    @Test
    void aReservationGivenUpLeavesItsPlaceAndTheOthersKeepTheirs() {
        Board b = board();
        b.reserve("X", "B2", 0);
        b.reserve("Z", "B2", 0);
        String city = b.cityRef("B2", 0);
        b.placeToken("Y", city, false);
        assertEquals(2, b.tokenSlot("Y", city), "places 0 and 1 are kept for X and Z");
        assertNotNull(b.checkToken("W", city, false), "no place left that is not kept");
        b.unreserve("X");
        assertNull(b.checkToken("W", city, false));
        b.placeToken("W", city, false);
        assertEquals(0, b.tokenSlot("W", city), "X's place is free");
        b.placeHomeToken("Z", "B2", 0);
        assertEquals(1, b.tokenSlot("Z", city), "Z keeps the second place");
    }
    /**
     * A token place taken over goes where a token placed now would: X, Y, Z stand in places 0 to 2; X's
     * token leaves, then W takes Z's place and stands in place 0, the first free one (seed 53160: CTS took
     * ILTF's second place of the green city on L12 and stood in the first, left empty by a merger).
     */
    @Test
    void aTokenPlaceTakenOverGoesToTheFirstFreePlace() {
        Board b = board();
        String city = b.cityRef("B2", 0);
        b.placeToken("X", city, false);
        b.placeToken("Y", city, false);
        b.placeToken("Z", city, false);
        b.removeToken("X", city);
        b.takeTokenPlace("Z", "W", city);
        assertEquals(0, b.tokenSlot("W", city));
        assertEquals(-1, b.tokenSlot("Z", city));
        assertEquals(1, b.tokenSlot("Y", city), "the others stay");
    }
}
