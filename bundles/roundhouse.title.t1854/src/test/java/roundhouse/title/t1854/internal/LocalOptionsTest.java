package roundhouse.title.t1854.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.RoundKind;

/** The rule options for the other readings of A-21 and A-22 (README). */
class LocalOptionsTest {
    /** A-21, option {@code ag_operates_in_merger_or}: merged at the start of OR 1, AG A operates in OR 1. */
    @Test
    void anAgMergedAtTheStartOfAnOrMayOperateInIt() {
        for (boolean option : List.of(false, true)) {
            LocalsPosition pos = new LocalsPosition(option ? Set.of(LocalMerger.OPERATES_IN_MERGER_OR) : Set.of());
            pos.openLocal("1", pos.player(0));
            pos.openLocal("2", pos.player(0));
            pos.openLocal("3", pos.player(1)); // operates in OR 1 either way
            pos.phase("5");
            pos.start(g -> {
                g.counters().startOperatingSet(3);
                return new MergerRound(g, false, pos.title.operatingRound(g, 1));
            });
            pos.apply(new Action("merge", pos.player(0).id(), "player", Map.of("locals", List.of("1", "2"), "ag", "A")));
            pos.passUntil(() -> RoundKind.OPERATING.equals(pos.game.round().roundKind()));
            assertEquals(1, pos.game.operatingRoundNumber());
            assertEquals(option, pos.game.round().entities().contains(pos.corp("A")), "option " + option);
        }
    }

    /** A-22, option {@code ag_home_extra_lay}: after the green home tile on Sankt Pölten the AG may still lay a tile. */
    @Test
    void theGreenHomeTileMayBeAnExtraLay() {
        for (boolean option : List.of(false, true)) {
            LocalsPosition pos = new LocalsPosition(option ? Set.of(AgHome.EXTRA_LAY) : Set.of());
            Corporation ag = pos.corp("A");
            ag.setParPrice(pos.game.market().cell(5, 2));
            pos.game.market().place(ag, pos.game.market().cell(5, 2));
            pos.game.transferShares(List.of(ag.presidentsShare()), pos.player(0), 50, true);
            ag.setPresident(pos.player(0));
            ag.setFloated(true);
            pos.game.transfer(pos.game.bank(), ag, 500);
            pos.phase("5");
            pos.startOperating(3);
            LegalAction home = pos.legal().stream().filter(l -> l.action().type().equals("lay_tile")
                    && l.action().args().get("hex").equals("D20")).findFirst().orElseThrow();
            pos.apply(home.action());
            boolean layOffered = pos.game.round().currentEntity() == ag
                    && pos.legal().stream().anyMatch(l -> l.action().type().equals("lay_tile"));
            assertEquals(option, layOffered, "option " + option + ": " + pos.labels());
            assertTrue(option || pos.game.round().currentEntity() != ag || pos.legal().stream().noneMatch(
                    l -> l.action().type().equals("lay_tile")));
        }
    }
}
