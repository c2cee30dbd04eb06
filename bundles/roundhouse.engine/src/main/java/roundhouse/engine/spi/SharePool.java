package roundhouse.engine.spi;

/** The market pool ("Poolaktien"): certificates sold back to the bank. */
public final class SharePool extends ShareHolder {
    @Override
    public String holderId() {
        return "pool";
    }

    /** "The bank pool" in the player's language, as the subject that begins a log line (never the id {@code pool}). */
    @Override
    public String holderName() {
        return EngineText.get("name.pool");
    }
}
