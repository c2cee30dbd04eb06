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

    /** "The IPO of PRR" in the player's language, as the subject that begins a log line (never the id {@code ipo}). */
    @Override
    public String holderName() {
        return EngineText.get("name.ipo", Names.of(corporation));
    }
}
