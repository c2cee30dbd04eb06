package roundhouse.api.view;

/**
 * A share certificate.
 *
 * @param id certificate id, e.g. {@code "PRR_3"}
 * @param company the corporation
 * @param percent what it counts for now (holdings, presidency, dividends)
 * @param president whether it is the president's certificate
 * @param holder id of the holder: a player, a corporation, {@code "ipo"} or {@code "pool"}
 * @param printedPercent the size printed on it: {@code percent} unless it counts as less for a while (1854: a
 *     20 % share under an option counts as 10 % until the rest is paid)
 */
public record CertificateView(String id, String company, int percent, boolean president, String holder,
        int printedPercent) {

    /** A certificate that counts for its printed size. */
    public CertificateView(String id, String company, int percent, boolean president, String holder) {
        this(id, company, percent, president, holder, percent);
    }
}
