package roundhouse.title.t1854.internal;

import java.util.LinkedHashMap;
import java.util.Map;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Player;

/**
 * The option markers ("Vorkaufsmarker", "Optionskäufe"): a player takes a 20 % share of an unsplit
 * major for the price of 10 %, and the share counts as 10 % until he pays the rest at the recorded
 * price. Each player has two markers, so one option at a time. The certificate is held by the player
 * with 10 % while optioned (presidency, float, limits and dividends see 10 %, as the rulebook says).
 */
final class Options {
    /** The certificate's size once paid. */
    static final int FULL_PERCENT = 20;
    /** What an optioned share counts as. */
    static final int OPTIONED_PERCENT = 10;

    /** One outstanding option: the certificate, the recorded price of 10 %, the stock round it was taken in. */
    record Option(Player player, Certificate certificate, int price, int round) {
    }

    private final Map<Certificate, Option> byCertificate = new LinkedHashMap<>();

    /** The outstanding option of a player, or {@code null}. */
    Option of(Player player) {
        for (Option o : byCertificate.values()) {
            if (o.player() == player) {
                return o;
            }
        }
        return null;
    }

    /** The option on a certificate, or {@code null}. */
    Option on(Certificate certificate) {
        return byCertificate.get(certificate);
    }

    /** The player takes the share: it counts as 10 % from now on. */
    void take(Player player, Certificate certificate, int price, int round) {
        certificate.countAs(OPTIONED_PERCENT);
        byCertificate.put(certificate, new Option(player, certificate, price, round));
    }

    /** The markers come back and the certificate is a 20 % share again (redeemed, or sold to the pool). */
    void release(Certificate certificate) {
        if (byCertificate.remove(certificate) != null) {
            certificate.countAsPrinted();
        }
    }

    /** At the split the optioned share becomes a fully paid 10 % share: the markers come back, nothing is paid. */
    void settleBySplit(Certificate certificate) {
        byCertificate.remove(certificate);
        certificate.setPercent(OPTIONED_PERCENT);
    }
}
