package roundhouse.engine.spi;

/**
 * A holder that deals in shares with its own money and decides through a player: a player, or a
 * corporation that buys, sells and pars shares of others (1841) and presides over them. The share
 * steps take an investor; the player who decides for it is its {@link #controller()}, found through
 * the chain of presidents for a corporation.
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class Investor extends ShareHolder implements Entity, CashHolder {
    /** The player who decides for this investor, or {@code null} when nobody does (a frozen corporation). */
    @Override
    public Player controller() {
        return null;
    }

    /** Whether the investor is out of the game (a bankrupt player who left it); no corporation is. */
    public boolean resigned() {
        return false;
    }
}
