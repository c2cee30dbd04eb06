package roundhouse.title.t1841.internal;

import java.util.Collections;
import java.util.List;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Track;

/**
 * RB 4.1.2: a corporation lays one tile per station it has on the map in phase 2, at most two in
 * phases 3 and 4, one from phase 5; a minor always one (digest 5.3). Stations on passes are no
 * railheads. From the second lay on, each goes on another hex.
 */
final class ItalianTrack extends Track {
    private final ItalianGame italy;

    ItalianTrack(ItalianGame game, Round round) {
        super(game, round);
        this.italy = game;
    }

    @Override
    protected List<LaySlot> laySlots() {
        Corporation c = corporation();
        return Collections.nCopies(Math.max(1, lays(c)), freeLay());
    }

    private int lays(Corporation c) {
        if (c == null || italy.minor(c)) {
            return 1;
        }
        int phase = italy.phaseNumber();
        int railheads = railheads(c);
        if (phase <= 2) {
            return railheads;
        }
        return phase <= 4 ? Math.min(railheads, 2) : 1;
    }

    /** The corporation's stations in cities (not on passes). */
    private int railheads(Corporation c) {
        int n = 0;
        for (String city : italy.board().tokensOf(c.id())) {
            if (!italy.board().isPass(city)) {
                n++;
            }
        }
        return n;
    }
}
