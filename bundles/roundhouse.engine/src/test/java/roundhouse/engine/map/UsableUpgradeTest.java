package roundhouse.engine.map;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@link TileLays#upgradeNeedsUsableTrack()}: where a title asks for it (1841 RB 4.1.1), an upgrade must add
 * track a route of the company can run on, not a branch it could only reach by turning back at a tile
 * edge. On the 1830 map from PRR's Altoona: every yellow track tile laid from it, then each green upgrade
 * of it that the engine's rule (the tile touches the network) allows.
 */
class UsableUpgradeTest {
    private static final BoardAreas STRICT = new BoardAreas() {
        @Override
        public TileLays lays(Board board) {
            return new TileLays(board) {
                @Override
                protected boolean upgradeNeedsUsableTrack() {
                    return true;
                }
            };
        }
    };

    @Test
    void anUpgradeWhoseNewTrackNoRouteCanRunIsRefusedWhereTheTitleSaysSo() {
        Board start = Maps1830.board();
        start.placeHomeToken("PRR", "H12", 0);
        int refused = 0;
        int allowed = 0;
        for (TileLay yellow : start.legalLays("PRR", LayRules.normal(Maps1830.YELLOW))) {
            if (!List.of("7", "8", "9").contains(yellow.tileName())) {
                continue;
            }
            Board plain = start.copy();
            plain.lay("PRR", yellow, LayRules.normal(Maps1830.YELLOW));
            Board strict = new Board(Maps1830.definition(), STRICT);
            Maps1830.HOMES.forEach((corp, home) -> strict.reserve(corp, (String) home[0], (Integer) home[1]));
            strict.placeHomeToken("PRR", "H12", 0);
            strict.lay("PRR", yellow, LayRules.normal(Maps1830.YELLOW));
            for (TileLay green : plain.legalLays("PRR", LayRules.normal(Maps1830.GREEN))) {
                if (!green.hex().equals(yellow.hex())) {
                    continue;
                }
                String why = strict.checkLay("PRR", green, LayRules.normal(Maps1830.GREEN));
                if (why == null) {
                    allowed++;
                } else {
                    assertTrue(why.contains("no new track"), why);
                    refused++;
                }
            }
        }
        assertTrue(refused > 0, "some upgrade only adds a branch from the far edge of the yellow tile");
        assertTrue(allowed > 0, "an upgrade branching where the route comes in stays legal");
    }
}
