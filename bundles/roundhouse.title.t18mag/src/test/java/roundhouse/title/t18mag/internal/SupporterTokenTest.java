package roundhouse.title.t18mag.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSetup;
import roundhouse.api.LegalAction;
import roundhouse.testsupport.RandomGames;

/**
 * The DDSG supporter places the operating minor's station at half price in the minor's turn of
 * stations, never while it still lays track (18xx.games' Token step), and its {@code place_token}
 * names the minor as {@code tokener}, as 18xx.games writes it: seeded random games with supporters.
 */
class SupporterTokenTest {
    private static final T18MagTitle TITLE = new T18MagTitle();

    @Test
    void ddsgTokensComeAfterTrackAndNameTheMinor() {
        int[] offered = new int[1];
        StringBuilder problems = new StringBuilder();
        RandomGames.Picker base = RandomGames.mostlyActing(60, Set.of("discard_train"));
        RandomGames.Picker watching = (rnd, legal) -> {
            List<Action> ddsg = legal.stream().map(LegalAction::action)
                    .filter(a -> a.type().equals("place_token") && a.entity().equals("DDSG")).toList();
            if (!ddsg.isEmpty()) {
                offered[0]++;
                String minor = ddsg.get(0).string("tokener");
                boolean stillLaying = legal.stream().anyMatch(a -> a.action().type().equals("lay_tile")
                        && a.action().entity().equals(minor));
                if (minor == null || stillLaying) {
                    problems.append(minor == null ? "no tokener; " : "offered while " + minor + " lays track; ");
                }
            }
            return base.pick(rnd, legal);
        };
        for (long seed = 1; seed <= 4; seed++) {
            int n = 3 + (int) (seed % 4);
            Set<String> options = TITLE.importOptions(Set.of(T18MagTitle.SUPPORTERS));
            RandomGames.play(TITLE, new GameSetup(RandomGames.players(n), options, seed), new Random(seed), watching,
                    (s, g, a) -> { });
        }
        assertEquals("", problems.toString());
        assertTrue(offered[0] > 0, "DDSG never offered a station");
    }
}
