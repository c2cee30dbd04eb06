package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 4.7.6: at the end of its turn a minor whose marker stands in the rightmost minor column (K) may
 * become a free non-historical major ({@code merge} naming it); a historical minor once its concession
 * left the game. 18xx.games asks in every column ({@link T1841Title#TRANSFORM_ANY_COLUMN}) and records
 * a pass whenever it asks.
 */
final class Transform extends MergerStep {
    private boolean transformed;

    Transform(ItalianGame game, ItalianOperatingRound round) {
        super(game, round);
    }

    @Override
    public void setup() {
        transformed = false;
    }

    @Override
    public String description() {
        return ItalianText.get("step.transform");
    }

    private boolean open(Corporation m) {
        return free(m) && !transformed && MergeRules.transformable(italy, m) && !MergeRules.targets(italy).isEmpty();
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation m = corporation();
        return entity == m && open(m) ? List.of(Merge.MERGE, "pass") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        String id = action.string("corporation");
        Corporation t = id == null ? null : game.corporation(id);
        if (t == null || !MergeRules.target(italy, t)) {
            throw refuse(ItalianRuleKey.TRANSFORM, ItalianText.get("refuse.merger.target", String.valueOf(id)));
        }
        if (!MergeRules.mayPayTransformToken(italy, corporation())) {
            throw refuse(ItalianRuleKey.TRANSFORM, ItalianText.get("refuse.transform.tokenMoney", Names.of(corporation()),
                    Names.of(t), game.format(TransformTokens.moneyUpTheChain(game, corporation())),
                    game.format(Transformation.REQUIRED_TOKEN)));
        }
        transformed = true;
        Transformation.start(italy, italianRound(), Questions.of(round), corporation(), t);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation m = corporation();
        List<LegalAction> out = new ArrayList<>();
        if (entity != m || !open(m)) {
            return out;
        }
        for (Corporation t : MergeRules.mayPayTransformToken(italy, m) ? MergeRules.targets(italy) : List.<Corporation>of()) {
            out.add(choice(corpAction(Merge.MERGE, m, Merge.args(t)), ItalianText.get("label.transform.into", Names.of(t))));
        }
        out.add(passChoice(m, EngineText.get("label.pass")));
        return out;
    }
}
