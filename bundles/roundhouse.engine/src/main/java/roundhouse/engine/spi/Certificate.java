package roundhouse.engine.spi;

/**
 * One share certificate of a corporation, of any size (10/20/40/50 %...). Its id follows
 * 18xx.games: {@code <CORP>_<index>}, index 0 being the president's certificate.
 */
public final class Certificate {
    private final String id;
    private final Corporation corporation;
    private final int index;
    private int percent;
    private final boolean president;
    private ShareHolder holder;

    public Certificate(String id, Corporation corporation, int index, int percent, boolean president) {
        this.id = id;
        this.corporation = corporation;
        this.index = index;
        this.percent = percent;
        this.president = president;
    }

    public String id() {
        return id;
    }

    public Corporation corporation() {
        return corporation;
    }

    public int index() {
        return index;
    }

    public int percent() {
        return percent;
    }

    /** Share splits (1854) resize certificates. */
    public void setPercent(int percent) {
        this.percent = percent;
    }

    public boolean president() {
        return president;
    }

    public ShareHolder holder() {
        return holder;
    }

    /** Moves the certificate to the end of {@code to}'s list. */
    public void moveTo(ShareHolder to) {
        if (holder != null) {
            holder.removeCertificate(this);
        }
        holder = to;
        if (to != null) {
            to.addCertificate(this);
        }
    }

    @Override
    public String toString() {
        return id;
    }
}
