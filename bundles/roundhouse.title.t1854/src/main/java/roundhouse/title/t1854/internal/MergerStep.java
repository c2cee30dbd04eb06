package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.Step;

/**
 * A player's turn in a merger window: merge two locals into a free AG ({@code merge}, args
 * {@code locals} and {@code ag}), or pass. Two locals of one owner merge at once; with another
 * owner the merger is a proposal that owner accepts ({@code accept_merge}) or declines
 * ({@code decline_merge}), since "zwei Lokalbahnen fusionieren, wenn ihre Besitzer sich einig sind".
 */
class MergerStep extends Step {
    /** A merger waiting for the other owner's answer. */
    record Proposal(Player proposer, Player responder, Corporation a, Corporation b, Corporation ag) {
    }

    private Proposal pending;

    MergerStep(Game game, MergerRound round) {
        super(game, round);
    }

    private MergerRound window() {
        return (MergerRound) round;
    }

    Proposal pending() {
        return pending;
    }

    @Override
    public String description() {
        return LocalText.get("step.merger");
    }

    @Override
    public List<Entity> activeEntities() {
        if (pending != null) {
            return List.of(pending.responder());
        }
        return super.activeEntities();
    }

    @Override
    public List<String> actions(Entity entity) {
        if (pending != null) {
            return entity == pending.responder() ? List.of("accept_merge", "decline_merge") : List.of();
        }
        if (entity != round.currentEntity() || !MergerRound.opens(game)) {
            return List.of();
        }
        return List.of("merge", "pass");
    }

    @Override
    public void process(Action action, Entity entity) {
        switch (action.type()) {
            case "pass" -> window().acted(false);
            case "accept_merge" -> {
                Proposal p = pending;
                pending = null;
                merge(p.a(), p.b(), p.ag());
            }
            case "decline_merge" -> {
                Proposal p = pending;
                pending = null;
                LocalText.log(game, "log.mergerDeclined", p.responder().name(), LocalText.name(p.a()), LocalText.name(p.b()));
                window().acted(false);
            }
            case "merge" -> propose((Player) entity, action);
            default -> throw refuse(RuleKey.ACTION_NOT_EXPECTED, action.type());
        }
    }

    private void propose(Player player, Action action) {
        if (!LocalMerger.mergersAllowed(game)) {
            throw refuse(LocalText.get("refuse.mergerPhase"));
        }
        List<Corporation> locals = new ArrayList<>();
        if (action.args().get("locals") instanceof List<?> ids) {
            for (Object id : ids) {
                Corporation c = game.corporation(String.valueOf(id));
                if (c == null || !LocalMerger.openLocals(game).contains(c) || locals.contains(c)) {
                    throw refuse(LocalText.get("refuse.mergerPair"));
                }
                locals.add(c);
            }
        }
        if (locals.size() != 2) {
            throw refuse(LocalText.get("refuse.mergerPair"));
        }
        Corporation a = locals.get(0);
        Corporation b = locals.get(1);
        if (a.president() != player && b.president() != player) {
            throw refuse(LocalText.get("refuse.mergerNotOwner", player.name(), LocalText.name(a)));
        }
        Corporation ag = game.corporation(action.string("ag"));
        if (ag == null || !LocalMerger.freeAgs(game).contains(ag)) {
            throw refuse(LocalText.get("refuse.mergerAg", action.string("ag")));
        }
        Player other = (Player) (a.president() == player ? b.president() : a.president());
        if (other == player) {
            merge(a, b, ag);
            return;
        }
        pending = new Proposal(player, other, a, b, ag);
        LocalText.log(game, "log.mergerProposed", player.name(), other.name(), LocalText.name(a), LocalText.name(b),
                LocalText.name(ag));
    }

    private void merge(Corporation a, Corporation b, Corporation ag) {
        LocalMerger.merge(game, a, b, ag, window().atEnd() || game.option(LocalMerger.OPERATES_IN_MERGER_OR));
        window().acted(true);
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (pending != null) {
            if (entity != pending.responder()) {
                return out;
            }
            Object[] names = names(pending.a(), pending.b(), pending.ag());
            out.add(new LegalAction(new Action("accept_merge", entity.id(), "player", null),
                    LocalText.get("label.acceptMerge", names), null));
            out.add(new LegalAction(new Action("decline_merge", entity.id(), "player", null),
                    LocalText.get("label.declineMerge", names), null));
            return out;
        }
        if (!(entity instanceof Player player) || entity != round.currentEntity()) {
            return out;
        }
        List<Corporation> locals = LocalMerger.openLocals(game);
        for (int i = 0; i < locals.size(); i++) {
            for (int j = i + 1; j < locals.size(); j++) {
                Corporation a = locals.get(i);
                Corporation b = locals.get(j);
                if (a.president() != player && b.president() != player) {
                    continue;
                }
                Player other = (Player) (a.president() == player ? b.president() : a.president());
                for (Corporation ag : LocalMerger.freeAgs(game)) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("locals", List.of(a.id(), b.id()));
                    args.put("ag", ag.id());
                    Object[] names = names(a, b, ag);
                    String label = other == player ? LocalText.get("label.merge", names)
                            : LocalText.get("label.proposeMerge", names[0], names[1], names[2], names[3], other.name());
                    out.add(new LegalAction(new Action("merge", player.id(), "player", args), label, null));
                }
            }
        }
        out.add(new LegalAction(new Action("pass", player.id(), "player", null), LocalText.get("label.passMerger"), null));
        return out;
    }

    /** The label arguments: both locals, the AG and the director (the lower-numbered local's owner). */
    private static Object[] names(Corporation a, Corporation b, Corporation ag) {
        Corporation lower = LocalMerger.number(a) < LocalMerger.number(b) ? a : b;
        return new Object[] { LocalText.name(a), LocalText.name(b), LocalText.name(ag), ((Player) lower.president()).name() };
    }
}
