package roundhouse.title.t18mag.internal.step;

import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.step.Round;

/**
 * Station tokens (RB VI.3.4, VI.4.2): a minor places one connected to its network; a corporation
 * with a president places one in any free city slot on the map, connected or not; a corporation
 * without a president places none.
 */
public class Token extends roundhouse.engine.spi.step.Token {
    /** DDSG (supporters): half the station's price. */
    static final int DDSG_DIVISOR = 2;

    private Supporters supporters;

    public Token(Game game, Round round) {
        super(game, round);
    }

    void useSupporters(Supporters s) {
        this.supporters = s;
    }

    /** A minor could place its next station now at half price (DDSG): the step is open and it can pay half. */
    boolean mayPlaceAtHalfPrice() {
        Corporation c = corporation();
        if (c == null || passed() || game.board() == null || actions(c).isEmpty()) {
            return false;
        }
        int price = c.nextTokenPrice();
        return price >= 0 && price / DDSG_DIVISOR <= c.cash() && game.board().anyTokenCity(c.id(), true);
    }

    /**
     * The cities where DDSG halves the company's next station: those its network reaches. A minor may
     * place only there anyway; a corporation, which places anywhere, pays half only there (18xx.games
     * prices the card's station only on a hex the company's network reaches; the card is its
     * option, digest §10.3).
     */
    java.util.List<String> halfPriceCities(Corporation c) {
        return game.board().legalTokenCities(c.id());
    }

    /** The company's cities for its next station: connected for a minor, anywhere for a corporation. */
    java.util.List<String> cities(Corporation c) {
        return requiresReach(c) ? game.board().legalTokenCities(c.id()) : game.board().openTokenCities(c.id());
    }

    /** DDSG places the company's next station at half price; its turn of stations is over. */
    void placeAtHalfPrice(roundhouse.api.Action action) {
        Corporation c = corporation();
        place(game, c, action.string("city"), true, c.nextTokenPrice() / DDSG_DIVISOR);
        pass();
    }

    /**
     * The card keeps the turn of stations open where the company can pay half (18xx.games asks no
     * more of a corporation, whose half price holds only where its network reaches: it may have to pass).
     */
    private boolean halfPriceOpens(Corporation c) {
        return supporters != null && supporters.usable(Supporters.DDSG) && c.nextTokenPrice() >= 0
                && c.nextTokenPrice() / DDSG_DIVISOR <= c.cash() && game.board() != null && !cities(c).isEmpty();
    }

    /** Full-price stations only: the half-price ones come with the DDSG card ({@link Supporters}). */
    @Override
    public java.util.List<roundhouse.api.LegalAction> legalActions(roundhouse.engine.spi.Entity entity) {
        Corporation c = corporation();
        if (c != null && c.nextTokenPrice() > c.cash()) {
            return java.util.List.of(passChoice(c, roundhouse.engine.spi.EngineText.get("label.passNoToken")));
        }
        return super.legalActions(entity);
    }

    /** An unused DDSG card halves the cash a minor needs for the step to wait for it. */
    @Override
    protected boolean canPlace(Corporation c) {
        return super.canPlace(c) || halfPriceOpens(c);
    }

    @Override
    protected boolean requiresReach(Corporation c) {
        return !c.priced();
    }

    @Override
    public List<String> actions(Entity entity) {
        if (entity instanceof Corporation c && c.priced() && c.president() == null) {
            return List.of();
        }
        return super.actions(entity);
    }
}
