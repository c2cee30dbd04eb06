package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRuleException;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.step.Answer;
import roundhouse.engine.spi.step.Question;
import roundhouse.engine.spi.step.Questions;

/**
 * An owner's turn in a merger window: merge two locals into a free AG ({@code merge}, args
 * {@code locals} and {@code ag}), or pass. Two locals of one owner merge at once; with another owner
 * the merger is a proposal that owner answers ({@link MergerProposal}), since "zwei Lokalbahnen
 * fusionieren, wenn ihre Besitzer sich einig sind". The answer's value is the merger, {@code null} for a pass.
 */
final class MergerTurn extends Question<MergerTurn.Merger> {
    /** Two locals (in the order the action names them) and the AG they would form. */
    record Merger(Corporation a, Corporation b, Corporation ag) {
    }

    private final MergerRound window;

    MergerTurn(MergerRound window, Player owner) {
        super(owner);
        this.window = window;
    }

    private Player owner() {
        return (Player) asked();
    }

    @Override
    public String text() {
        return LocalText.get("step.merger");
    }

    /** Every pair of open locals with one of the owner's, into every free AG; then the pass. None when no window is open. */
    @Override
    public List<Answer<Merger>> answers(Game game) {
        List<Answer<Merger>> out = new ArrayList<>();
        if (!MergerRound.opens(game)) {
            return out;
        }
        Player player = owner();
        List<Corporation> locals = LocalMerger.openLocals(game);
        for (int i = 0; i < locals.size(); i++) {
            for (int j = i + 1; j < locals.size(); j++) {
                Corporation a = locals.get(i);
                Corporation b = locals.get(j);
                if (a.president() != player && b.president() != player) {
                    continue;
                }
                Player other = other(player, a, b);
                for (Corporation ag : LocalMerger.freeAgs(game)) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("locals", List.of(a.id(), b.id()));
                    args.put("ag", ag.id());
                    Object[] names = MergerProposal.names(a, b, ag);
                    String label = other == player ? LocalText.get("label.merge", names)
                            : LocalText.get("label.proposeMerge", names[0], names[1], names[2], names[3], other.name());
                    out.add(Answer.of(player, "merge", args, label, new Merger(a, b, ag)));
                }
            }
        }
        out.add(Answer.pass(player, LocalText.get("label.passMerger"), null));
        return out;
    }

    /** The owner of the other local of the pair. */
    private static Player other(Player player, Corporation a, Corporation b) {
        return (Player) (a.president() == player ? b.president() : a.president());
    }

    /**
     * A merger names its locals in either order (the log names them as the action does); what is wrong
     * with one that is no answer is said in the rule's words.
     */
    @Override
    public Answer<Merger> read(Game game, List<Answer<Merger>> offered, Action given) {
        if (!"merge".equals(given.type())) {
            return super.read(game, offered, given);
        }
        if (!LocalMerger.mergersAllowed(game)) {
            throw new GameRuleException(LocalText.get("refuse.mergerPhase"));
        }
        List<Corporation> locals = new ArrayList<>();
        if (given.args().get("locals") instanceof List<?> ids) {
            for (Object id : ids) {
                Corporation c = game.corporation(String.valueOf(id));
                if (c == null || !LocalMerger.openLocals(game).contains(c) || locals.contains(c)) {
                    throw new GameRuleException(LocalText.get("refuse.mergerPair"));
                }
                locals.add(c);
            }
        }
        if (locals.size() != 2) {
            throw new GameRuleException(LocalText.get("refuse.mergerPair"));
        }
        Corporation a = locals.get(0);
        Corporation b = locals.get(1);
        if (a.president() != owner() && b.president() != owner()) {
            throw new GameRuleException(LocalText.get("refuse.mergerNotOwner", owner().name(), LocalText.name(a)));
        }
        Corporation ag = game.corporation(given.string("ag"));
        if (ag == null || !LocalMerger.freeAgs(game).contains(ag)) {
            throw new GameRuleException(LocalText.get("refuse.mergerAg", given.string("ag")));
        }
        for (Answer<Merger> o : offered) {
            Merger m = o.value();
            if (m != null && m.ag() == ag && (m.a() == a && m.b() == b || m.a() == b && m.b() == a)) {
                return new Answer<>(o.action(), o.keys(), o.label(), o.target(), new Merger(a, b, ag));
            }
        }
        throw notAnAnswer(game, offered, given);
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<Merger> answer) {
        Merger m = answer.value();
        if (m == null) {
            window.acted(false);
            return;
        }
        Player other = other(owner(), m.a(), m.b());
        if (other == owner()) {
            window.merge(m.a(), m.b(), m.ag());
            return;
        }
        questions.askFirst(new MergerProposal(window, other, m.a(), m.b(), m.ag()));
        LocalText.log(game, "log.mergerProposed", owner().name(), other.name(), LocalText.name(m.a()), LocalText.name(m.b()),
                LocalText.name(m.ag()));
    }
}
