package roundhouse.engine.spi;

/** The market pool ("Poolaktien"): certificates sold back to the bank. */
public final class SharePool extends ShareHolder {
    @Override
    public String holderId() {
        return "pool";
    }

    /** "the pool" in the player's language, as logs and refusals name it (never the id {@code pool}). */
    @Override
    public String holderName() {
        return EngineText.get("name.pool");
    }
}
