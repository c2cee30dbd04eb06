package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 3.4: a corporation without printed homes puts its home token in a city its rules allow
 * ({@link HomeRules}); a major may then put a second one, or pass. The answer is a
 * {@code place_token} on that city.
 */
final class HomeChoice extends Question<String> {
    /** The hex of the first home when this asks for the second, else {@code null}. */
    private final String first;

    HomeChoice(Corporation corporation, String first) {
        super(corporation);
        this.first = first;
    }

    private Corporation corporation() {
        return (Corporation) asked();
    }

    @Override
    public String text() {
        return ItalianText.get(first == null ? "question.home" : "question.secondHome", Names.of(corporation()));
    }

    @Override
    public List<Answer<String>> answers(Game game) {
        ItalianGame italy = (ItalianGame) game;
        Corporation c = corporation();
        List<Answer<String>> out = new ArrayList<>();
        for (String city : italy.homeRules().homeCities(c, first)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("city", city);
            out.add(Answer.of(c, "place_token", args,
                    ItalianText.get("label.home", CorporationStep.placeOfCity(game, city)), city).on(game.board().hexOfCity(city)));
        }
        // 18xx.games asks for a second home wherever the zone allows one, even with no city free, and records the pass
        boolean asked = !out.isEmpty() || game.option(T1841Title.RECORDED_PASSES) && !italy.homeRules().homeHexes(c, first).isEmpty();
        if (first != null && asked) {
            out.add(Answer.pass(c, ItalianText.get("label.noSecondHome"), null));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<String> answer) {
        Corporation c = corporation();
        String city = answer.value();
        if (city == null) {
            return;
        }
        game.board().placeToken(c.id(), city, false);
        c.setTokensUsed(c.tokensUsed() + 1);
        ((ItalianGame) game).forgetTokenLooks();
        if (game.logging()) {
            game.log(ItalianText.get("log.homeToken", Names.of(c), CorporationStep.placeOfCity(game, city)));
        }
        ItalianGame italy = (ItalianGame) game;
        if (first == null && !italy.minor(c) && !italy.historical(c)) {
            // the second home belongs to the start: with no city for it now the major has one home for good
            HomeChoice second = new HomeChoice(c, game.board().hexOfCity(city));
            if (!second.answers(game).isEmpty()) {
                questions.askFirst(second);
            }
        }
    }
}
