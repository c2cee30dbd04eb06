package roundhouse.engine.spi.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;

/**
 * Several tile lays in one turn (rules.json {@code tile_lays}): the step stays for the next lay, charges
 * each lay's price, refuses a second tile on a hex and an upgrade a slot forbids, and ends when the
 * lays are used or the company passes. On the owners test title: home city A1 (gray) with an exit
 * east, a mountain A3 (80), a plain A5 at the map's edge.
 */
class TileLaySlotsTest {
    static final class Lays extends Track {
        private final List<LaySlot> slots;

        Lays(Game game, List<LaySlot> slots) {
            super(game, new OperatingRound(game, 1));
            this.slots = slots;
        }

        @Override
        protected Corporation corporation() {
            return game.corporation("A");
        }

        @Override
        protected List<LaySlot> laySlots() {
            return slots;
        }
    }

    private static Game game() {
        Game g = new roundhouse.engine.spi.OwnersTitleAccess().game(2);
        g.transfer(g.bank(), g.corporation("A"), 200);
        g.board().placeHomeToken("A", "A1", 0);
        return g;
    }

    private static Action lay(String hex, String tile, int rotation) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("hex", hex);
        args.put("tile", tile);
        args.put("rotation", (long) rotation);
        return new Action("lay_tile", "A", "corporation", args);
    }

    @Test
    void aPricedFirstLayIsChargedAndTheStepStaysForTheSecondOnAnotherHex() {
        Game g = game();
        Corporation a = g.corporation("A");
        Lays track = new Lays(g, List.of(new Track.LaySlot(true, false, 10), new Track.LaySlot(true, false, 0)));
        track.setup();
        LegalAction first = track.legalActions(a).stream().filter(l -> "A3".equals(l.action().args().get("hex")))
                .findFirst().orElseThrow();
        assertTrue(first.label().contains("A3"), first.label());
        int bank = g.bank().cash();
        track.process(first.action(), a);
        assertEquals(200 - 80 - 10, a.cash(), "the mountain and the lay's price");
        assertEquals(bank + 90, g.bank().cash(), "both to the bank by default");
        assertTrue(track.active(), "a second lay may follow");
        assertEquals(List.of("lay_tile", "pass"), track.actions(a));
        assertTrue(track.legalActions(a).stream().noneMatch(l -> "A3".equals(l.action().args().get("hex"))),
                "no second tile on A3 in this turn");
        GameRuleException again = assertThrows(GameRuleException.class, () -> track.process(lay("A3", "7-0", 0), a));
        assertTrue(again.getMessage().contains("one tile per turn"), again.getMessage());
        track.process(new Action("pass", "A", "corporation", Map.of()), a);
        assertFalse(track.active());
        track.unpass(); // what the round does at the start of a turn
        track.setup();
        assertTrue(track.active(), "a new turn has its lays again");
        assertEquals(List.of("lay_tile", "pass"), track.actions(a));
    }

    @Test
    void aSlotThatMayNotUpgradeRefusesAnUpgradeAndOneLayEndsTheStep() {
        Game g = game();
        Corporation a = g.corporation("A");
        Lays noUpgrade = new Lays(g, List.of(new Track.LaySlot(false, false, 0)));
        noUpgrade.setup();
        GameRuleException e = assertThrows(GameRuleException.class, () -> noUpgrade.process(lay("A1", "9-0", 1), a));
        assertTrue(e.getMessage().contains("may not upgrade"), e.getMessage());
        Lays one = new Lays(g, List.of(new Track.LaySlot(true, false, 0)));
        one.setup();
        one.process(one.legalActions(a).get(0).action(), a);
        assertFalse(one.active(), "one lay (the default, 1830): the step is done");
    }
}
