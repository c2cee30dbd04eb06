package roundhouse.engine.spi;

/**
 * The bank. Its cash may go negative: 18xx.games keeps paying after the bank broke and the game
 * ends at the end of the current set of operating rounds (1830 §9).
 */
public final class Bank implements CashHolder {
    private int cash;
    private boolean broken;

    public Bank(int cash) {
        this.cash = cash;
    }

    @Override
    public String id() {
        return "bank";
    }

    @Override
    public int cash() {
        return cash;
    }

    @Override
    public void adjustCash(int delta) {
        cash += delta;
        if (cash < 0) {
            broken = true;
        }
    }

    /** Whether a payment ever exceeded what the bank held. */
    public boolean broken() {
        return broken;
    }
}
