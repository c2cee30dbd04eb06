package roundhouse.title.t1844.internal.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;
import roundhouse.title.t1844.internal.SwissText;

/**
 * RB X: where two stations of the new SBB lie on one hex (different cities of one hex), it removes
 * one of its choice; the token stays its own, to be built again elsewhere for 100. The answer is the
 * city; 18xx.games records {@code remove_token} with the city (and a {@code slot}, written 0, not read).
 * Asked again while a hex still holds two.
 */
public class SbbTokenRemoval extends Question<String> {
    public SbbTokenRemoval(Corporation sbb) {
        super(sbb);
    }

    @Override
    public String text() {
        return SwissText.get("step.sbbTokens");
    }

    /** The SBB's cities on hexes where it has more than one station. */
    private List<String> doubled(Game game) {
        List<String> out = new ArrayList<>();
        if (game.board() == null) {
            return out;
        }
        Map<String, List<String>> byHex = new LinkedHashMap<>();
        for (String city : game.board().tokensOf(asked().id())) {
            byHex.computeIfAbsent(game.board().hexOfCity(city), h -> new ArrayList<>()).add(city);
        }
        byHex.values().stream().filter(l -> l.size() > 1).forEach(out::addAll);
        return out;
    }

    @Override
    public List<Answer<String>> answers(Game game) {
        List<Answer<String>> out = new ArrayList<>();
        for (String city : doubled(game)) {
            String hex = game.board().hexOfCity(city);
            out.add(Answer.of(asked(), "remove_token", Map.<String, Object>of("city", city),
                    SwissText.get("label.sbbRemoveToken", CorporationStep.place(game, hex)), city).writing("slot", 0L).on(hex));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<String> answer) {
        String city = answer.value();
        Corporation sbb = (Corporation) asked();
        game.board().removeToken(sbb.id(), city);
        sbb.setTokensUsed(sbb.tokensUsed() - 1);
        if (game.logging()) {
            game.log(SwissText.get("log.sbbRemovesToken", CorporationStep.place(game, game.board().hexOfCity(city))));
        }
        if (!doubled(game).isEmpty()) {
            questions.askFirst(this);
        }
    }

    @Override
    protected GameRuleException notAnAnswer(Game game, List<Answer<String>> offered, Action given) {
        return GameRuleException.refuse(game.data(), RuleKey.ACTION_MALFORMED,
                SwissText.get("refuse.sbbTokenCity", String.valueOf(given.string("city"))));
    }
}
