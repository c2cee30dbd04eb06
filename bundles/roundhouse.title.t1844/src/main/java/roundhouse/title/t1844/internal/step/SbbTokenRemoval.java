package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.TokenRemoval;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB X: where two stations of the new SBB lie on one hex (different cities of one hex), it removes
 * one of its choice; the token stays its own, to be built again elsewhere for 100. Asked again while a
 * hex still holds two; no pass.
 */
public class SbbTokenRemoval extends TokenRemoval {
    public SbbTokenRemoval(Corporation sbb) {
        super(sbb, sbb);
    }

    /** The SBB's cities on hexes where it has more than one station. */
    @Override
    protected List<String> removable(Game game) {
        List<String> out = new ArrayList<>();
        if (game.board() == null) {
            return out;
        }
        stationsByHex(game).values().stream().filter(l -> l.size() > 1).forEach(out::addAll);
        return out;
    }

    /** The rulebook's words: a "Bahnhof" in German. */
    @Override
    public String text() {
        return SwissText.get("step.sbbTokens");
    }

    @Override
    protected String label(String place) {
        return SwissText.get("label.sbbRemoveToken", place);
    }

    @Override
    protected void logRemoval(Game game, String place) {
        game.log(SwissText.get("log.sbbRemovesToken", place));
    }

    @Override
    protected GameRuleException notAnAnswer(Game game, List<Answer<String>> offered, Action given) {
        return GameRuleException.refuse(game.data(), RuleKey.ACTION_MALFORMED,
                SwissText.get("refuse.sbbTokenCity", String.valueOf(given.string("city"))));
    }
}
