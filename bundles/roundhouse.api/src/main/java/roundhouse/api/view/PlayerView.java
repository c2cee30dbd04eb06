package roundhouse.api.view;

import java.util.List;

/**
 * A player.
 *
 * @param id player id
 * @param name display name
 * @param cash money in hand
 * @param worth cash plus shares at market value plus privates at face value
 * @param priority whether the player holds the priority deal
 * @param certificates share certificates held
 * @param privates ids of private companies held
 * @param certificateCount certificates counting toward the limit
 * @param certificateLimit the limit for this game
 * @param bankrupt whether the player went bankrupt
 */
public record PlayerView(String id, String name, int cash, int worth, boolean priority,
        List<CertificateView> certificates, List<String> privates, int certificateCount, int certificateLimit,
        boolean bankrupt) {
}
