package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.ShareTurn;

/**
 * How 18xx.games asks whether a player can buy from a started corporation's treasury: it looks at
 * every certificate the corporation holds, its holdings of other corporations too (which are not for
 * sale), its own unsold shares first and then the others by the game's order of corporations. The look
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

    private boolean passes(Player investor, Corporation x) {
        List<Certificate> held = new ArrayList<>(x.ipo().certificates());
        held.addAll(inCorporationOrder(x.certificates()));
        if (held.isEmpty() || stock.soldThisRound(investor, held.get(0).corporation())) {
            return false;
        }
        Certificate smallest = held.get(0);
        for (Certificate cert : held) {
            if (cert.percent() < smallest.percent()) {
                smallest = cert;
            }
        }
        Corporation of = smallest.corporation();
        return of.sharePrice() != null
                && of.sharePrice().price() * smallest.percent() / of.sharePercent() <= investor.cash()
                && game.shareRules().certificateCount(investor) < game.shareRules().certificateLimit(investor)
                && game.shareRules().holdingOk(investor, of, smallest.percent());
    }

    private List<Certificate> inCorporationOrder(List<Certificate> held) {
        List<Corporation> order = game.corporations();
        List<Certificate> out = new ArrayList<>(held);
        out.sort(Comparator.comparingInt(cert -> order.indexOf(cert.corporation())));
        return out;
    }
}
