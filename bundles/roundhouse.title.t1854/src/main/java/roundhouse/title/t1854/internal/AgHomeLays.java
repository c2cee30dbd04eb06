package roundhouse.title.t1854.internal;

import java.util.function.Supplier;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.Refusal;
import roundhouse.engine.map.TileDef;
import roundhouse.engine.map.TileLays;

/**
 * Tile lays with the AG's home lay (digest 7.3): on an empty Steyr (D18) or Sankt Pölten (D20) the AG
 * lays the green 14, 15 or 619 straight away, skipping yellow, since its home needs a circle; the hex
 * has no track to keep and the green city joins its two towns. Only {@link AgHome} opens that, for
 * the duration of its own check and lay; every other lay follows the colour sequence.
 */
final class AgHomeLays extends AustrianTileLays {
    private boolean homeLay;

    AgHomeLays(Board board) {
        super(board);
    }

    @Override
    protected Refusal upgradeRule(String hex, TileDef old, int ro, TileDef neu, int rn) {
        if (homeLay && AgHome.HOMES.contains(hex) && "white".equals(old.color()) && "green".equals(neu.color())
                && AgHome.TILES.contains(neu.name())) {
            return null;
        }
        return super.upgradeRule(hex, old, ro, neu, rn);
    }

    /** Runs {@code work} (a check, the legal lays or the lay itself) with the AG's home lay open. */
    static <T> T homeLay(Board board, Supplier<T> work) {
        if (!(board.lays() instanceof AgHomeLays lays)) {
            return work.get();
        }
        lays.homeLay = true;
        try {
            return work.get();
        } finally {
            lays.homeLay = false;
        }
    }
}
