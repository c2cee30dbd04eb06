package roundhouse.title.t1841.internal;

import java.util.HashSet;
import java.util.Set;

import roundhouse.engine.spi.Corporation;

/**
 * {@link T1841Title#FROZEN_FLAGS_AT_DEALS}: 18xx.games does not ask whether a corporation is frozen when
 * it needs to know; it keeps a flag per corporation and sets all of them again only after a share deal
 * (a purchase or a sale, in a stock or an operating round, an emergency sale for a train or a token, a
 * bankrupt director's last sales), at the end of a merger's exchange and of the secession. A
 * presidency that passes otherwise (a concession bought with its president's certificate, a
 * transformation's exchange) leaves the flag as it was until the next such moment. Where the flag says
 * frozen, the corporation's turn is a frozen one and it does not rise as sold out; where it does not, the
 * rules ask the game itself (the engine can decide for nobody).
 */
final class FrozenFlags {
    private final Set<String> flagged = new HashSet<>();

    /** Sets every corporation's flag to what the game says now. */
    void refresh(ItalianGame game) {
        flagged.clear();
        for (Corporation c : game.corporations()) {
            if (game.shareRules().frozen(c)) {
                flagged.add(c.id());
            }
        }
    }

    boolean flagged(Corporation c) {
        return flagged.contains(c.id());
    }
}
