package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Questions;
import roundhouse.engine.spi.step.TokenRemoval;

/**
 * RB 4.7.4: the new major keeps at most five tokens, at least one on the map; its director removes
 * stations between the least and the most the count allows (digest 6.2), never the last in a city.
 * Asked first, once, for a hex where the two held one city each (yellow Torino, Firenze): one goes.
 */
final class MergerTokens extends TokenRemoval {
    private final ItalianMerger merger;
    private final int min;
    private final int max;
    /** The hex whose second station goes, or {@code null} for the count of five. */
    private final String sharedHex;
    private int removed;

    MergerTokens(ItalianMerger merger, int min, int max, String sharedHex) {
        super(merger.remover(), merger.t);
        this.merger = merger;
        this.min = min;
        this.max = max;
        this.sharedHex = sharedHex;
    }

    @Override
    public String text() {
        return ItalianText.get("question.merger.tokens", Names.of(owner()), min, max);
    }

    @Override
    protected List<String> removable(Game game) {
        List<String> out = new ArrayList<>();
        if (removed >= max) {
            return out;
        }
        List<String> stations = game.board().tokensOf(owner().id());
        long cities = stations.stream().filter(c -> !game.board().isPass(c)).count();
        for (String city : stations) {
            if (sharedHex != null && !sharedHex.equals(game.board().hexOfCity(city))) {
                continue;
            }
            if (cities <= 1 && !game.board().isPass(city)) {
                continue; // RB 4.7.4: at least one station stays on the map
            }
            out.add(city);
        }
        return out;
    }

    @Override
    protected boolean mayStop(Game game) {
        return removed >= min;
    }

    @Override
    protected void removed(Game game, String city) {
        removed++;
    }

    @Override
    protected void answered(Game game, Questions questions, roundhouse.engine.spi.step.Answer<String> answer) {
        super.answered(game, questions, answer);
        boolean more = answer.value() != null && removed < max && !removable(game).isEmpty();
        if (more) {
            return; // asked again first by TokenRemoval
        }
        questions.withdraw(q -> q == this);
        if (sharedHex != null) {
            merger.stations(questions);
        } else {
            merger.finish(questions);
        }
    }
}
