package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.Ability;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;

/**
 * What the mountain railways ("Gebirgsbahnen", digest 2.1) do for track and routes, read from
 * companies.json: only a company whose director owns the private gains, and only while it is open
 * (they all close with the first 5-train).
 * <ul>
 * <li>its own hex ({@code hex}): the director's companies build there free of terrain cost;</li>
 * <li>{@code terrain_discount} (P1 Außerfernbahn): once, that much off one lay on a hex of the named
 *     terrain (mountains; not rivers, not tunnels);</li>
 * <li>{@code tunnel_discount} (P2 Murtalbahn): once, that much off one tunnel (100 becomes 60);</li>
 * <li>{@code hex_bonus} (P3 Graz-Köflacher Bahn): every route through the hex earns that much more
 *     for the companies of P3's owner only).</li>
 * </ul>
 * A discount is taken at the first lay it fits: every mountain hex costs at least 50 and every tunnel
 * 100, so keeping it for later never saves more.
 */
final class MountainRailways {
    /** companies.json {@code kind} of the five mountain railways. */
    static final String KIND = "mountain_railway";
    static final String TERRAIN_DISCOUNT = "terrain_discount";
    static final String TUNNEL_DISCOUNT = "tunnel_discount";
    static final String HEX_BONUS = "hex_bonus";
    /** "Tunnelbau": a tunnel always costs 100 G. */
    static final int TUNNEL_COST = 100;

    private MountainRailways() {
    }

    /** The open mountain railways owned by the director of the company (none for a company without one). */
    static List<PrivateCompany> ofDirector(Corporation c) {
        List<PrivateCompany> out = new ArrayList<>();
        if (c != null && c.president() instanceof Player director) {
            for (PrivateCompany p : director.companies()) {
                if (!p.closed() && KIND.equals(p.data().get("kind"))) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** A discount and the private that grants it ({@code null} when the private's own hex makes it free). */
    record Discount(int amount, PrivateCompany once, String ability) {
        static final Discount NONE = new Discount(0, null, null);
    }

    /** What the company need not pay of the terrain cost {@code amount} of a first tile on {@code hex}. */
    static Discount terrain(Game game, Corporation c, String hex, int amount) {
        if (amount <= 0) {
            return Discount.NONE;
        }
        List<PrivateCompany> own = ofDirector(c);
        for (PrivateCompany p : own) {
            if (hex.equals(p.data().get("hex"))) {
                return new Discount(amount, p, null); // the railway's own hex: free, nothing used up
            }
        }
        String terrain = game.board() == null ? null : game.board().definition().printedTerrain(hex);
        for (PrivateCompany p : own) {
            Ability a = p.ability(TERRAIN_DISCOUNT);
            if (a != null && game.abilityUses(p, TERRAIN_DISCOUNT) < a.integer("count", 1)
                    && (a.string("terrain") == null || a.string("terrain").equals(terrain))) {
                return new Discount(Math.min(amount, a.integer("discount", 0)), p, TERRAIN_DISCOUNT);
            }
        }
        return Discount.NONE;
    }

    /** What the company's next tunnel costs, and the once-only discount it would use. */
    static Discount tunnel(Game game, Corporation c) {
        for (PrivateCompany p : ofDirector(c)) {
            Ability a = p.ability(TUNNEL_DISCOUNT);
            if (a != null && game.abilityUses(p, TUNNEL_DISCOUNT) < a.integer("count", 1)) {
                return new Discount(Math.min(TUNNEL_COST, a.integer("discount", 0)), p, TUNNEL_DISCOUNT);
            }
        }
        return Discount.NONE;
    }

    /** The hexes that earn a route of the company more, by hex ({@code hex_bonus}); empty for most. */
    static Map<String, Integer> hexBonuses(Game game, String company) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (PrivateCompany p : ofDirector(game.corporation(company))) {
            Ability a = p.ability(HEX_BONUS);
            if (a != null && a.string("hex") != null) {
                out.merge(a.string("hex"), a.integer("amount", 0), Integer::sum);
            }
        }
        return out;
    }
}
