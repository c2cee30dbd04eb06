package roundhouse.api.view;

/**
 * A share certificate.
 *
 * @param id certificate id, e.g. {@code "PRR_3"}
 * @param company the corporation
 * @param percent its size
 * @param president whether it is the president's certificate
 * @param holder id of the holder: a player, a corporation, {@code "ipo"} or {@code "pool"}
 */
public record CertificateView(String id, String company, int percent, boolean president, String holder) {
}
