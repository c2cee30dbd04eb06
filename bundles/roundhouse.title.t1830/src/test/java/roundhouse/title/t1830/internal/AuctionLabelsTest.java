package roundhouse.title.t1830.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.GameSession;
import roundhouse.api.GameSetup;
import roundhouse.api.IllegalActionException;
import roundhouse.api.LegalAction;
import roundhouse.api.PlayerRef;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;

/**
 * The waterfall auction's bid choices show the bids standing on each private and the cash still free
 * to bid, on the engine's {@code titles/auction} test title (the mini title with three privates),
 * which opens with 1830's auction.
 */
class AuctionLabelsTest {
    /** The engine's test title with three privates (its test-jar), opening with 1830's waterfall auction. */
    static final class AuctionTitle extends EngineTitle {
        AuctionTitle() {
            super(new java.net.URLClassLoader(new java.net.URL[] {
                    AuctionLabelsTest.class.getClassLoader().getResource("titles/auction/") }, null));
        }

        @Override
        public Round initialRound(Game game) {
            return new WaterfallAuction(game);
        }
    }

    @Test
    void bidChoicesShowStandingBidsAndFreeCash() throws IllegalActionException {
        GameSession game = new AuctionTitle().newGame(new GameSetup(
                List.of(new PlayerRef("9001", "Ann"), new PlayerRef("9002", "Bob")), Set.of(), 1));
        int annCash = game.state().players().stream().filter(p -> p.name().equals("Ann")).findFirst().orElseThrow().cash();
        List<LegalAction> bids = game.legalActions().stream().filter(a -> a.amount() != null).toList();
        assertTrue(bids.size() >= 2, "the mini title auctions at least two privates to bid on: " + game.legalActions());
        LegalAction first = bids.get(0);
        assertTrue(first.label().contains(annCash + " F free"), first.label());
        int price = first.amount().min();
        String company = first.action().string("company");
        game.apply(first.withAmount(price));
        // Bob sees Ann's bid on that private
        LegalAction bobsBid = game.legalActions().stream()
                .filter(a -> a.amount() != null && company.equals(a.action().string("company"))).findFirst().orElseThrow();
        assertTrue(bobsBid.label().contains("Ann " + price + " F"), bobsBid.label());
        game.apply(game.legalActions().stream().filter(a -> a.action().type().equals("pass")).findFirst().orElseThrow().action());
        // Ann's cash for the other privates is less her standing bid
        LegalAction annsOther = game.legalActions().stream()
                .filter(a -> a.amount() != null && !company.equals(a.action().string("company"))).findFirst().orElseThrow();
        assertTrue(annsOther.label().contains((annCash - price) + " F free"), annsOther.label());
    }
}
