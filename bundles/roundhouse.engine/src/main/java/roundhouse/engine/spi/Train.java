package roundhouse.engine.spi;

/**
 * One physical train card: id {@code <card>-<index>} as 18xx.games names it. Its {@link #card()}
 * is the trains.json entry (rusting, phases, events and depot order go by the card); its
 * {@link #type()} is the variant it runs as, chosen at purchase (1844 {@code 4} or {@code 4H}; the
 * card itself when it has no variants).
 *
 * <p>A train that rusts leaves the game for good: {@link #setRusted} hands it to its depot's retired
 * trains, and from then on it never changes (a change throws {@link IllegalStateException}), so the
 * copies of a game share it instead of copying every train a long game ever scrapped.
 */
@org.osgi.annotation.versioning.ProviderType
public class Train {
    private final String id;
    private final TrainType card;
    private TrainType type;
    private TrainType upgrade;
    private Object owner;
    private boolean operated;
    private boolean rusted;
    /** The depot that made it, told when it rusts; null once retired (a retired train is shared by copies). */
    Depot depot;

    /** A train of the card, as its first (default) variant. */
    public Train(String id, TrainType card) {
        this.id = id;
        this.card = card;
        this.type = card.choices().get(0);
    }

    public String id() {
        return id;
    }

    /** The variant it runs as: distance, kind, price and name. */
    public TrainType type() {
        return type;
    }

    /** The card (trains.json entry); the same as {@link #type()} for a card without variants. */
    public TrainType card() {
        return card;
    }

    /** The variant's name, as views and 18xx.games show the train ({@code "4H"}, {@code "2+1"} while upgraded). */
    public String name() {
        return runsAs().name();
    }

    /** How the train runs now: its one-turn upgrade ({@link #upgradeFor}) or its variant. */
    public TrainType runsAs() {
        return upgrade != null ? upgrade : type;
    }

    /**
     * Makes the train run as {@code upgraded} until {@link #endUpgrade}: an upgrade for one turn that
     * changes neither the card nor its price (18Mag supporter MA: a 2-train runs as a 2+1).
     */
    public void upgradeFor(TrainType upgraded) {
        checkInPlay();
        this.upgrade = upgraded;
    }

    /** The one-turn upgrade ends: the train runs as its variant again. */
    public void endUpgrade() {
        if (upgrade != null) {
            checkInPlay();
        }
        this.upgrade = null;
    }

    /** The card's name: what {@code rusts_on}, phase {@code on} and {@code discount} name. */
    public String cardName() {
        return card.name();
    }

    /** Face value: the variant's price. */
    public int price() {
        return type.price();
    }

    /** Makes it run as another variant of its card (at purchase, or a title's downgrade event). */
    public void setVariant(TrainType variant) {
        if (!card.choices().contains(variant)) {
            throw new IllegalArgumentException(variant.name() + " is not a variant of train " + id);
        }
        checkInPlay();
        this.type = variant;
    }

    /** A {@link Corporation}, {@link Depot#POOL}, {@link Depot#DEPOT}, or {@code null} when rusted. */
    public Object owner() {
        return owner;
    }

    /** Sets the owner; a rusted train has none, and setting none again is allowed. */
    public void setOwner(Object owner) {
        if (owner != null || this.owner != null) {
            checkInPlay();
        }
        this.owner = owner;
    }

    /** Whether it ran in the current operating round. */
    public boolean operated() {
        return operated;
    }

    public void setOperated(boolean operated) {
        if (operated != this.operated) {
            checkInPlay();
        }
        this.operated = operated;
    }

    public boolean rusted() {
        return rusted;
    }

    /**
     * Rusts the train ({@code true}): it loses its owner and leaves the game, retired by its depot and
     * unchangeable from then on. A rusted train cannot be made to run again ({@code false} throws).
     */
    public void setRusted(boolean rusted) {
        if (!rusted) {
            checkInPlay();
            return;
        }
        if (this.rusted) {
            return;
        }
        this.owner = null;
        this.operated = false;
        this.upgrade = null;
        this.rusted = true;
        Depot made = depot;
        depot = null; // a retired train refers to no game: copies share it
        if (made != null) {
            made.retire(this);
        }
    }

    private void checkInPlay() {
        if (rusted) {
            throw new IllegalStateException("train " + id + " has rusted and left the game; it no longer changes");
        }
    }

    @Override
    public String toString() {
        return id;
    }
}
