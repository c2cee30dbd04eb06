package roundhouse.engine.spi;

/** The unsold certificates of one corporation ("Bankaktien"). */
public final class Ipo extends ShareHolder {
    private final Corporation corporation;

    public Ipo(Corporation corporation) {
        this.corporation = corporation;
    }

    public Corporation corporation() {
        return corporation;
    }

    @Override
    public String holderId() {
        return "ipo";
    }
}
