package roundhouse.engine.spi;

/** One physical train: id {@code <type>-<index>} as 18xx.games names it. */
public class Train {
    private final String id;
    private final TrainType type;
    private Object owner;
    private boolean operated;
    private boolean rusted;

    public Train(String id, TrainType type) {
        this.id = id;
        this.type = type;
    }

    public String id() {
        return id;
    }

    public TrainType type() {
        return type;
    }

    public String name() {
        return type.name();
    }

    public int price() {
        return type.price();
    }

    /** A {@link Corporation}, {@link Depot#POOL}, {@link Depot#DEPOT}, or {@code null} when rusted. */
    public Object owner() {
        return owner;
    }

    public void setOwner(Object owner) {
        this.owner = owner;
    }

    /** Whether it ran in the current operating round. */
    public boolean operated() {
        return operated;
    }

    public void setOperated(boolean operated) {
        this.operated = operated;
    }

    public boolean rusted() {
        return rusted;
    }

    public void setRusted(boolean rusted) {
        this.rusted = rusted;
    }

    @Override
    public String toString() {
        return id;
    }
}
