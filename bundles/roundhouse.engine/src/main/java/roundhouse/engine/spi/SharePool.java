package roundhouse.engine.spi;

/** The market pool ("Poolaktien"): certificates sold back to the bank. */
public final class SharePool extends ShareHolder {
    @Override
    public String holderId() {
        return "pool";
    }
}
