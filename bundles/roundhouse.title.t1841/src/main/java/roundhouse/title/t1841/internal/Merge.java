package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.Trials;
import roundhouse.engine.spi.step.Questions;

/**
 * RB 4.7.4, 4.7.5: at the end of its turn the operating corporation may merge with another of its type
 * into a free non-historical major, as 18xx.games writes it: {@code merge} naming the partner, then
 * {@code merge} naming the major formed. The partner must have operated, not be frozen and, if
 * historical, have lost its concession; a train must be able to run between their stations, and its
 * director agrees (18xx.games: options {@link T1841Title#MERGE_PARTNERS_BY_REGION},
 * {@link T1841Title#MERGER_WITHOUT_CONSENT}). 18xx.games records a pass where no partner exists
 * ({@link T1841Title#RECORDED_PASSES}).
 */
final class Merge extends MergerStep {
    static final String MERGE = "merge";

    private Corporation partner;
    private boolean awaitingConsent;
    private ItalianMerger merger;
    private final List<String> declined = new ArrayList<>();

    Merge(ItalianGame game, ItalianOperatingRound round) {
        super(game, round);
    }

    @Override
    public void setup() {
        partner = null;
        awaitingConsent = false;
        merger = null;
        declined.clear();
    }

    @Override
    public String description() {
        Corporation a = corporation();
        return partner == null ? ItalianText.get("step.merge")
                : ItalianText.get("step.mergeTarget", Names.of(a), Names.of(partner));
    }

    /**
     * The director who began the merger forming {@code c}, while the exchange has not yet given it a
     * president (RB 4.7.4: "Der Direktor führt den Zusammenschluß ... durch"), else {@code null}.
     */
    roundhouse.engine.spi.Player deciderFor(Corporation c) {
        return merger != null && merger.t == c && c.controller() == null ? merger.decider : null;
    }

    /** Whether the operating corporation may merge now (digest 6.2). */
    private boolean open(Corporation a) {
        return free(a) && merger == null && !awaitingConsent && MergeRules.mergeable(italy, a)
                && !MergeRules.targets(italy).isEmpty();
    }

    private List<Corporation> candidates(Corporation a) {
        return game.board() == null ? List.of() : game.corporations().stream().filter(b -> candidate(a, b)).toList();
    }

    /** Whether some corporation is a {@link #candidate}, without looking at the others. */
    private boolean anyCandidate(Corporation a) {
        return game.board() != null && game.corporations().stream().anyMatch(b -> candidate(a, b));
    }

    /**
     * Whether {@code a} may propose a merger to {@code b}: a partner that has not declined, with which a
     * merger can end with a president (one that could not would be refused and taken back, digest 6.2).
     */
    private boolean candidate(Corporation a, Corporation b) {
        return !declined.contains(b.id()) && MergeRules.partner(italy, a, b)
                && MergerPresidency.possibleBefore(italy, a, b, MergeRules.prices(italy, a, b).get(0).price());
    }

    @Override
    public List<String> actions(Entity entity) {
        Corporation a = corporation();
        if (entity != a || !open(a)) {
            return List.of();
        }
        if (partner != null) {
            // a merger that no new major can end accepted is taken back (digest 6.2): its pass; a
            // target is still read, to be refused with its reason
            return anyTarget(a) ? List.of(MERGE) : List.of(MERGE, "pass");
        }
        if (anyCandidate(a)) {
            return List.of(MERGE, "pass");
        }
        return game.option(T1841Title.RECORDED_PASSES) ? List.of("pass") : List.of();
    }

    /**
     * As {@link #actions}, without trying the mergers: the list is never empty once a partner is chosen
     * (a target, or the pass that takes the merger back), and a recorded pass makes it never empty at all
     * (the round asks this after every action, to skip steps).
     */
    @Override
    public boolean hasActions(Entity entity) {
        Corporation a = corporation();
        if (entity != a || !open(a)) {
            return false;
        }
        return partner != null || game.option(T1841Title.RECORDED_PASSES) || anyCandidate(a);
    }

    /**
     * As {@link #actions}, looking only as far as the type needs: once a partner is chosen a target is
     * always read (to be refused with its reason if no merger forming it ends accepted), and a recorded
     * pass is offered whether or not a partner is, so neither needs the mergers or the partners tried.
     */
    @Override
    public boolean offers(String type, Entity entity) {
        boolean merge = MERGE.equals(type);
        if (!merge && !"pass".equals(type)) {
            return false;
        }
        boolean offeredWhenOpen = merge ? partner != null : partner == null && game.option(T1841Title.RECORDED_PASSES);
        return offeredWhenOpen ? hasActions(entity) : super.offers(type, entity);
    }

    @Override
    public void process(Action action, Entity entity) {
        Corporation a = corporation();
        if (action.type().equals("pass")) {
            pass();
            return;
        }
        String id = action.string("corporation");
        Corporation chosen = id == null ? null : game.corporation(id);
        if (partner == null) {
            choosePartner(a, chosen, id);
        } else {
            if (chosen == null || !MergeRules.target(italy, chosen)) {
                throw refuse(ItalianRuleKey.MERGER, ItalianText.get("refuse.merger.target", String.valueOf(id)));
            }
            if (game.triesMoves()) {
                formsAccepted(a, chosen); // its way through, for the questions that follow
            }
            List<Action> way = targetWays == null ? null : targetWays.get(chosen);
            game.carryWay(way == null ? List.of() : way.subList(1, way.size()));
            merger = ItalianMerger.start(italy, Questions.of(round), a, partner, chosen);
        }
    }

    private void choosePartner(Corporation a, Corporation b, String id) {
        if (b == null || b == a) {
            throw refuse(ItalianRuleKey.MERGER, ItalianText.get("refuse.merger.partner", String.valueOf(id), Names.of(a)));
        }
        if (!b.kind().equals(a.kind())) {
            throw refuse(ItalianRuleKey.MERGER, ItalianText.get("refuse.merger.type", Names.of(b), Names.of(a)));
        }
        if (!MergeRules.mergeable(italy, b)) {
            throw refuse(ItalianRuleKey.MERGER, ItalianText.get("refuse.merger.notMergeable", Names.of(b)));
        }
        if (declined.contains(b.id())) {
            throw refuse(ItalianRuleKey.MERGER, ItalianText.get("refuse.merger.declined", Names.of(b)));
        }
        // 18xx.games lists partners by its network but does not check the one chosen
        if (!game.option(T1841Title.MERGE_PARTNERS_BY_REGION) && !MergeRules.connected(italy, a, b)) {
            throw refuse(ItalianRuleKey.MERGER, ItalianText.get("refuse.merger.unconnected", Names.of(a), Names.of(b)));
        }
        if (!game.option(T1841Title.MERGER_WITHOUT_CONSENT) && b.controller() != a.controller()) {
            awaitingConsent = true;
            Questions.of(round).askFirst(new MergerConsent(this, a, b));
            ItalianMergerTerms.logText(game, "log.merger.proposes", Names.of(a), Names.of(b));
            return;
        }
        accept(a, b);
    }

    private void accept(Corporation a, Corporation b) {
        partner = b;
        if (game.logging()) {
            List<SharePrice> prices = MergeRules.prices(italy, a, b);
            String price = prices.size() == 1 ? game.format(prices.get(0).price())
                    : ItalianText.get("label.merger.either", game.format(prices.get(0).price()), game.format(prices.get(1).price()));
            game.log(ItalianText.get("log.merger.partners", Names.of(a), Names.of(b), price));
        }
    }

    /** The partner's director answered the proposal. */
    void consented(Corporation b, boolean yes) {
        awaitingConsent = false;
        round.touch();
        if (yes) {
            accept(corporation(), b);
        } else {
            declined.add(b.id());
            ItalianMergerTerms.logText(game, "log.merger.declines", Names.of(b), Names.of(corporation()));
        }
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        Corporation a = corporation();
        List<LegalAction> out = new ArrayList<>();
        if (entity != a || !open(a)) {
            return out;
        }
        if (partner != null) {
            for (Corporation t : targets(a)) {
                out.add(choice(corpAction(MERGE, a, args(t)), ItalianText.get("label.merger.form", Names.of(t))));
            }
            if (out.isEmpty()) {
                // no new major can end the merger accepted (digest 6.2): it is taken back
                out.add(passChoice(a, EngineText.get("label.pass")));
            }
            return out;
        }
        List<Corporation> candidates = candidates(a);
        for (Corporation b : candidates) {
            Action with = corpAction(MERGE, a, args(b));
            if (getsThrough(with)) {
                out.add(choice(with, ItalianText.get("label.merger.with", Names.of(b))));
            }
        }
        // the step waits wherever a partner is listed (actions), also where no merger with one gets through
        if (!candidates.isEmpty() || game.option(T1841Title.RECORDED_PASSES)) {
            out.add(passChoice(a, EngineText.get("label.pass")));
        }
        return out;
    }

    /**
     * By new major the chosen partners could form: whether a merger forming it can end accepted, tried
     * once per state of the round and only as far as asked (a replay asks whether any can).
     */
    private transient Map<Corporation, Boolean> targetTried;
    /** By new major tried: the way its trial found through the exchange, for the questions that follow its choice. */
    private transient Map<Corporation, List<Action>> targetWays;
    private transient int targetsAt = -1;

    private boolean formsAccepted(Corporation a, Corporation t) {
        if (targetTried == null || targetsAt != round.version()) {
            targetTried = new HashMap<>();
            targetWays = new HashMap<>();
            targetsAt = round.version();
        }
        Boolean known = targetTried.get(t);
        if (known == null) {
            Action choice = corpAction(MERGE, a, args(t));
            if (!game.triesMoves()) {
                known = true;
            } else {
                Trials.Path way = Trials.pathThrough(game, choice, Merge::settled, TRIAL_DEPTH);
                known = way != null;
                if (way != null && way.settled()) {
                    targetWays.put(t, way.actions());
                }
            }
            targetTried.put(t, known);
        }
        return known;
    }

    /** The new majors the chosen partners can form with a merger that ends accepted. */
    private List<Corporation> targets(Corporation a) {
        return MergeRules.targets(italy).stream().filter(t -> formsAccepted(a, t)).toList();
    }

    /** Whether some new major can end the merger accepted, without trying the others. */
    private boolean anyTarget(Corporation a) {
        return MergeRules.targets(italy).stream().anyMatch(t -> formsAccepted(a, t));
    }

    /** How many decisions a merger's trial looks ahead: partner, target, price and the exchange's questions. */
    private static final int TRIAL_DEPTH = 12;

    /**
     * Whether the choice leads to a merger that can end accepted, tried on a copy of the game: the
     * exchange is refused at its end when it leaves the new major without a president or makes control
     * run in a circle (digest 6.2), so a choice that can only end so is not offered.
     */
    private boolean getsThrough(Action choice) {
        return !game.triesMoves() || Trials.getsThrough(game, choice, Merge::settled, TRIAL_DEPTH);
    }

    /** Whether no merger of the operating corporation waits for a decision any more. */
    static boolean settled(roundhouse.engine.spi.Game game) {
        for (roundhouse.engine.spi.step.Step s : game.round().steps()) {
            if (s instanceof Merge m && !m.passed() && (m.awaitingConsent || m.partner != null && m.merger == null)) {
                return false;
            }
        }
        return Questions.noneOpen(game);
    }

    static Map<String, Object> args(Corporation c) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("corporation", c.id());
        return args;
    }
}
