package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.ShareTurn;

/**
 * How 18xx.games asks whether a player can buy from a started corporation's treasury: it looks at
 * every certificate the corporation holds, its holdings of other corporations too (which are not for
 * sale), its own unsold shares first and then the others in the order its engine files them
 * ({@link HoldingsOrder}). The look
 * passes for a player who has not sold the first of those corporations this round, whose cash covers
 * the smallest of those certificates (the first of the smallest) and who may hold one more of it.
 * Used by {@link T1841Title#RECORDED_PASSES} (a passing look keeps the player in the round for his
 * pass) and {@link T1841Title#TREASURY_LOOK} (no passing look, no purchase from a treasury).
 */
final class TreasuryLook {
    private final ItalianGame game;
    private final ShareTurn stock;

    TreasuryLook(ItalianGame game, ShareTurn stock) {
        this.game = game;
        this.stock = stock;
    }

    /** Whether the look passes for {@code investor} at some started corporation. */
    boolean anyPasses(Player investor) {
        for (Corporation x : game.corporations()) {
            if (!x.closed() && x.sharePrice() != null && passes(investor, x)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether 18xx.games' look at the market passes for {@code investor}: for some corporation with
     * certificates in the pool, not sold by him this round, the smallest of them (the first of the
     * smallest) is within his cash and he may hold one more of it, whether or not the rules let him buy
     * it (a frozen corporation's share, which only its president's certificate may be bought before).
     */
    boolean poolPasses(Player investor) {
        Map<Corporation, Certificate> smallest = new LinkedHashMap<>();
        for (Certificate cert : game.pool().certificates()) {
            Certificate s = smallest.get(cert.corporation());
            if (s == null || cert.percent() < s.percent()) {
                smallest.put(cert.corporation(), cert);
            }
        }
        for (Map.Entry<Corporation, Certificate> e : smallest.entrySet()) {
            if (!stock.soldThisRound(investor, e.getKey()) && affordable(investor, e.getValue())) {
                return true;
            }
        }
        return false;
    }

    /** Whether the buyer's cash covers {@code cert} at the market price of a started corporation. */
    static boolean withinCash(roundhouse.engine.spi.Investor buyer, Certificate cert) {
        Corporation of = cert.corporation();
        return of.sharePrice() != null && of.sharePrice().price() * cert.percent() / of.sharePercent() <= buyer.cash();
    }

    /** The first of the smallest certificates, as 18xx.games' look takes it. */
    static Certificate smallest(List<Certificate> certs) {
        Certificate out = certs.get(0);
        for (Certificate c : certs) {
            if (c.percent() < out.percent()) {
                out = c;
            }
        }
        return out;
    }

    private boolean affordable(Player investor, Certificate cert) {
        Corporation of = cert.corporation();
        return withinCash(investor, cert)
                && game.shareRules().certificateCount(investor) < game.shareRules().certificateLimit(investor)
                && game.shareRules().holdingOk(investor, of, cert.percent());
    }

    private boolean passes(Player investor, Corporation x) {
        List<Certificate> held = new ArrayList<>(x.ipo().certificates());
        held.addAll(game.holdingsOrder().inOrder(x, x.certificates()));
        if (held.isEmpty() || stock.soldThisRound(investor, held.get(0).corporation())) {
            return false;
        }
        return affordable(investor, smallest(held));
    }

}
