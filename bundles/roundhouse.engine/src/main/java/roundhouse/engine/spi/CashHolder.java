package roundhouse.engine.spi;

/** Something that holds money: the bank, a player, a corporation. */
@org.osgi.annotation.versioning.ConsumerType
public interface CashHolder {
    String id();

    int cash();

    /** Adds (or with a negative amount removes) money; only {@link Game#transfer} calls it. */
    void adjustCash(int delta);
}
