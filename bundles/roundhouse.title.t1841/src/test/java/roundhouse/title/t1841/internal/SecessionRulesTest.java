package roundhouse.title.t1841.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.Train;

/**
 * RB 4.6.8, the Ferdinandea secession in a rulebook game (first edition: SFV and SFL minors, no option
 * of 18xx.games), worked by hand. IRSFF stands on L.218 (row 3, column M), has L.215, a 4- and a
 * 3-train and three tokens: Milano (F8), Venezia (F16) and one unplaced. A holds its president's
 * certificate and three shares (50 %), B three shares, the pool two.
 */
class SecessionRulesTest {
    private final Scenario s = new Scenario(Set.of());
    private final Corporation irsff = s.corporation("IRSFF");
    private final Corporation sfv = s.corporation("SFV");
    private final Corporation sfl = s.corporation("SFL");
    private final Player a = s.player("A");
    private final Player b = s.player("B");

    private void irsffAsInTheExample() {
        s.phase("4");
        s.start("IRSFF", 2, 12, 215);
        s.give(irsff, a, true, 3);
        s.give(irsff, b, false, 3);
        s.give(irsff, s.game.pool(), false, 2);
        s.token(irsff, "F8", 0);
        s.token(irsff, "F16", 0);
        s.train(irsff, "4-0");
        s.train(irsff, "3-0");
        Secession.begin(s.game, s.questions);
    }

    /** Two trains of one kind: the later bought goes first (18xx.games reverses the list sorted weakest first). */
    @Test
    void ofTwoTrainsOfOneKindTheLaterBoughtGoesFirst() {
        s.phase("4");
        s.start("IRSFF", 2, 12, 215);
        s.give(irsff, a, true, 3);
        s.give(irsff, b, false, 3);
        s.token(irsff, "F8", 0);
        s.token(irsff, "F16", 0);
        s.train(irsff, "3-0");
        s.train(irsff, "4-0");
        s.train(irsff, "3-1");
        Secession.begin(s.game, s.questions);
        assertEquals(List.of("4-0", "3-0"), sfv.trains().stream().map(Train::id).toList());
        assertEquals(List.of("3-1"), sfl.trains().stream().map(Train::id).toList());
    }

    @Test
    void assetsSplitByTheRulebook() {
        irsffAsInTheExample();
        // beyond column K both minors go to column K of the row, SFV's marker above SFL's: L.177
        assertEquals(177, sfv.sharePrice().price());
        assertEquals(10, sfl.sharePrice().column());
        List<Corporation> stack = sfv.sharePrice().stack();
        assertEquals(stack.indexOf(sfv) + 1, stack.indexOf(sfl));
        // Venezia is Austrian: its token becomes SFV's, Milano's SFL's; the unplaced token goes to SFV first;
        // each minor ends with two tokens
        assertEquals(List.of("F16"), s.game.board().tokensOf("SFV").stream().map(c -> s.game.board().hexOfCity(c)).toList());
        assertEquals(List.of("F8"), s.game.board().tokensOf("SFL").stream().map(c -> s.game.board().hexOfCity(c)).toList());
        assertEquals(2, sfv.tokenPrices().size());
        assertEquals(2, sfl.tokenPrices().size());
        // the strongest train to SFV, the next to SFL
        assertEquals(List.of("4"), sfv.trains().stream().map(Train::name).toList());
        assertEquals(List.of("3"), sfl.trains().stream().map(Train::name).toList());
        // L.215: SFV 90 % rounded up = 194, SFL the rest = 21
        assertEquals(194, sfv.cash());
        assertEquals(21, sfl.cash());
    }

    @Test
    void pairsThenSinglesThenIrsffLeaves() {
        irsffAsInTheExample();
        // A's president's certificate is his first pair: a share of each or either president's certificate
        assertEquals(List.of("a", "b", "ab"), s.choices());
        s.choose(a, "a");
        // his next pair: the other president's certificate or a share of each
        assertEquals(List.of("b", "ab"), s.choices());
        s.choose(a, "b");
        // B's pair and the pool's become a share of each without a question; then A's single share
        assertEquals(List.of("a", "b"), s.choices());
        s.choose(a, "a");
        // SFV has no share left: B's single becomes SFL's; nothing more is asked (no offers, no tokens)
        assertNull(s.questions.question());
        assertEquals(60, a.percentOf(sfv));
        assertEquals(20, b.percentOf(sfv));
        assertEquals(20, s.game.pool().percentOf(sfv));
        assertEquals(40, a.percentOf(sfl));
        assertEquals(40, b.percentOf(sfl));
        assertEquals(20, s.game.pool().percentOf(sfl));
        // a tie keeps the president: A presides over both
        assertEquals(a, sfv.president());
        assertEquals(a, sfl.president());
        assertTrue(irsff.closed());
        assertTrue(sfv.floated() && sfl.floated());
        assertEquals(100, irsff.ipo().percentOf(irsff));
    }
}
