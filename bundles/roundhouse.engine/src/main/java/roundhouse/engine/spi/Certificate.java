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
    /** The printed size while the certificate counts as less ({@link #countAs}), else -1. */
    private int printed = -1;
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

    /** The percent the certificate counts for now: holdings, presidency, float, limits, dividends. */
    public int percent() {
        return percent;
    }

    /** The size printed on the certificate: {@link #percent()} unless it counts as less ({@link #countAs}). */
    public int printedPercent() {
        return printed < 0 ? percent : printed;
    }

    /** Share splits (1854) resize certificates: the printed size and what it counts for. */
    public void setPercent(int percent) {
        this.percent = percent;
        this.printed = -1;
    }

    /**
     * The certificate counts as {@code counted} percent until {@link #countAsPrinted()} while its printed
     * size stays (1854: a 20 % share under an option counts as 10 % until the rest is paid).
     */
    public void countAs(int counted) {
        if (printed < 0) {
            printed = percent;
        }
        percent = counted;
    }

    /** It counts as its printed size again. */
    public void countAsPrinted() {
        if (printed >= 0) {
            percent = printed;
            printed = -1;
        }
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
            corporation.arrived(to);
            to.addCertificate(this);
        }
    }

    @Override
    public String toString() {
        return id;
    }
}
