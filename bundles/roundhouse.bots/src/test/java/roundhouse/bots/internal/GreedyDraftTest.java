package roundhouse.bots.internal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.GameTitle;
import roundhouse.title.t18mag.internal.T18MagTitle;

/**
 * Lots alike in price go by the seed: 18Mag's draft offers every minor for nothing, and a greedy bot
 * that took the first one gave the first seat minor 1, and the game, every time.
 */
class GreedyDraftTest {
    private static final GameTitle TITLE = new T18MagTitle();

    @Test
    void greedyBotsDraftFreeMinorsByTheSeed() throws Exception {
        Set<List<String>> drafts = new HashSet<>();
        Set<String> firstPicks = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            PlayOptions o = new PlayOptions("18Mag", 4, seed, List.of("greedy"), Set.of(), false, null, 1);
            Table table = Table.of(TITLE, o, seed);
            GameSession s = TITLE.newGame(table.setup());
            List<String> draft = new java.util.ArrayList<>();
            for (int n = 0; n < 4; n++) {
                String seat = BotGame.seat(s.state(), s.legalActions().get(0).action());
                Action pick = new GreedyBot(seed * 31 + n).choose(s, seat);
                draft.add(pick.string("minor"));
                s.apply(pick);
            }
            drafts.add(draft);
            firstPicks.add(draft.get(0));
        }
        assertTrue(drafts.size() >= 4, "drafts by seed: " + drafts);
        assertTrue(firstPicks.size() >= 2, "the first seat's pick: " + firstPicks);
    }
}
