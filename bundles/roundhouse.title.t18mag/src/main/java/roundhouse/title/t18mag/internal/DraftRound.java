package roundhouse.title.t18mag.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;

/**
 * The first round of 18Mag (RB V): the players pick minors and corporation shares for free, one
 * paper each per draft round, up to the limits of Table 5; after every draft round the order
 * moves one seat (1-2-3, 2-3-1, ...). It ends when only the table's leftovers remain; the player
 * who began the last draft round keeps the priority. 18xx.games logs each pick as a {@code bid}
 * of 0 naming the {@code minor}, {@code corporation} or {@code company} (supporter option).
 */
class DraftRound extends Round {
    private final MagGame mag;
    private final DraftLimits limits;
    private final List<Corporation> minorsLeft = new ArrayList<>();
    private final Map<Corporation, Integer> sharesLeft = new LinkedHashMap<>();
    private final List<PrivateCompany> supportersLeft = new ArrayList<>();
    private final Map<Player, int[]> picked = new HashMap<>();
    private int picks;
    private Player current;

    DraftRound(MagGame game) {
        super(game);
        this.mag = game;
        int n = game.players().size();
        this.limits = DraftLimits.of(n, game.option(T18MagTitle.NEW_MAJOR), game.option(T18MagTitle.SUPPORTERS),
                game.option(T18MagTitle.NEW_MINORS_CHALLENGE) && !game.option(T18MagTitle.NEW_MINORS_SIMPLE));
        for (Corporation c : game.corporations()) {
            if (c.closed()) {
                continue;
            }
            if (!c.priced()) {
                minorsLeft.add(c);
            } else {
                sharesLeft.put(c, n >= 5 ? 2 : 1);
            }
        }
        if (game.option(T18MagTitle.SUPPORTERS)) {
            supportersLeft.addAll(game.companies());
        }
        for (Player p : game.players()) {
            picked.put(p, new int[3]);
        }
        this.entities = game.playerOrder();
        add(new Pick());
    }

    @Override
    public RoundKind roundKind() {
        return T18MagTitle.DRAFT;
    }

    @Override
    public String name() {
        return MagText.get("round.draft", game.turn());
    }

    @Override
    public Entity currentEntity() {
        return current;
    }

    @Override
    public void start() {
        current = game.playerOrder().get(0);
        startEntity();
    }

    /** After a pick: the draft ends at the leftovers, else the next player (a new draft round rotates the order). */
    @Override
    protected void afterProcess(Action action, Entity entity) {
        picks++;
        if (over()) {
            endDraft();
            finish();
            return;
        }
        List<Player> order = game.playerOrder();
        int n = order.size();
        if (n == 2) {
            // RB X: the two players pick in snake order, 1-2-2-1-1-2-2-1; the seating stays
            int pass = picks / n;
            int at = picks % n;
            current = order.get(pass % 2 == 0 ? at : n - 1 - at);
            touch();
            startEntity();
            return;
        }
        if (picks % n == 0) {
            List<Player> rotated = new ArrayList<>(order.subList(1, n));
            rotated.add(order.get(0));
            game.turnOrder().setOrder(rotated);
            order = game.playerOrder();
        }
        current = order.get(picks % n);
        touch();
        startEntity();
    }

    private boolean over() {
        int shares = sharesLeft.values().stream().mapToInt(Integer::intValue).sum();
        return minorsLeft.size() <= limits.leftoverMinors() && shares <= limits.leftoverShares()
                && supportersLeft.size() <= limits.leftoverSupporters();
    }

    /** RB V: unpicked minors leave the game, unpicked shares stay in the market; priority stays. */
    private void endDraft() {
        for (Corporation minor : minorsLeft) {
            minor.setClosed(true);
            if (game.board() != null) {
                game.board().unreserve(minor.id()); // its home city is open to others
            }
            game.log(MagText.get("log.minorLeaves", minor.id()));
        }
        game.setPriority(game.playerOrder().get(0));
        game.log(MagText.get("log.priority", game.priority().name()));
    }

    /** The one step of the draft: pick a paper. */
    private final class Pick extends Step {
        Pick() {
            super(DraftRound.this.game, DraftRound.this);
        }

        @Override
        public List<String> actions(Entity entity) {
            return entity == current ? List.of("bid") : List.of();
        }

        @Override
        public String description() {
            return MagText.get("step.pick");
        }

        @Override
        public List<LegalAction> legalActions(Entity entity) {
            List<LegalAction> out = new ArrayList<>();
            if (!(entity instanceof Player p) || entity != current) {
                return out;
            }
            int[] mine = picked.get(p);
            if (mine[0] < limits.minors()) {
                minorsLeft.forEach(m -> out.add(pick(p, "minor", m.id(), MagText.get("label.takeMinor", m.id(), m.name()))));
            }
            if (mine[1] < limits.shares()) {
                sharesLeft.forEach((c, left) -> {
                    if (left > 0) {
                        out.add(pick(p, "corporation", c.id(), MagText.get("label.takeShare", Names.of(c))));
                    }
                });
            }
            if (mine[2] < limits.supporters()) {
                supportersLeft.forEach(s -> out.add(pick(p, "company", s.id(), MagText.get("label.takeSupporter", s.name()))));
            }
            return out;
        }

        private LegalAction pick(Player p, String key, String id, String label) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put(key, id);
            args.put("price", 0);
            return new LegalAction(new Action("bid", p.id(), "player", args), label, null);
        }

        @Override
        public void process(Action action, Entity entity) {
            Player p = (Player) entity;
            if (action.number("price", 0) != 0) {
                throw refuse(MagRuleKey.DRAFT_PRICE, MagText.get("refuse.draftFree"));
            }
            int[] mine = picked.get(p);
            if (action.string("minor") != null) {
                Corporation minor = game.corporation(action.string("minor"));
                if (minor == null || !minorsLeft.contains(minor)) {
                    throw refuse(MagRuleKey.DRAFT_NOT_OFFERED, MagText.get("refuse.minorNotOffered", action.string("minor")));
                }
                if (mine[0] >= limits.minors()) {
                    throw refuse(MagRuleKey.DRAFT_MINOR_LIMIT, MagText.get("refuse.minorLimit", p.name(), limits.minors()));
                }
                takeMinor(p, minor);
                mine[0]++;
            } else if (action.string("corporation") != null) {
                Corporation c = game.corporation(action.string("corporation"));
                if (c == null || sharesLeft.getOrDefault(c, 0) == 0) {
                    throw refuse(MagRuleKey.DRAFT_NOT_OFFERED, MagText.get("refuse.shareNotOffered", action.string("corporation")));
                }
                if (mine[1] >= limits.shares()) {
                    throw refuse(MagRuleKey.DRAFT_SHARE_LIMIT, MagText.get("refuse.shareLimit", p.name(), limits.shares()));
                }
                takeShare(p, c);
                mine[1]++;
            } else if (action.string("company") != null) {
                PrivateCompany s = game.company(action.string("company"));
                if (s == null || !supportersLeft.contains(s)) {
                    throw refuse(MagRuleKey.DRAFT_NOT_OFFERED, MagText.get("refuse.supporterNotOffered", action.string("company")));
                }
                if (mine[2] >= limits.supporters()) {
                    throw refuse(MagRuleKey.DRAFT_SUPPORTER_LIMIT, MagText.get("refuse.supporterLimit", p.name(), limits.supporters()));
                }
                supportersLeft.remove(s);
                game.transferCompany(s, p);
                game.log(MagText.get("log.takesSupporter", p.name(), s.name()));
                mine[2]++;
            } else {
                throw refuse(MagText.get("refuse.draftPick"));
            }
        }

        /** RB V: the owner's minor gets a 2-train (the depot's first train), 50 Ft and its home token. */
        private void takeMinor(Player p, Corporation minor) {
            minorsLeft.remove(minor);
            game.transferShares(List.of(minor.presidentsShare()), p, 100, true);
            minor.setFloated(true);
            game.log(MagText.get("log.takesMinor", p.name(), minor.id()));
            Train first = game.depot().upcoming().get(0);
            ((MagTrainRules) game.trainRules()).grantFree(minor, first);
            game.transfer(game.bank(), minor, MagGame.MINOR_START_CASH);
        }

        /** RB V: the first ordinary certificate in the market goes to the player. */
        private void takeShare(Player p, Corporation c) {
            Certificate cert = null;
            for (Certificate x : game.pool().certificates()) {
                if (x.corporation() == c && !x.president()) {
                    cert = x;
                    break;
                }
            }
            sharesLeft.merge(c, -1, Integer::sum);
            game.log(MagText.get("log.takesShare", p.name(), cert.percent(), Names.of(c)));
            game.transferShares(List.of(cert), p, cert.percent(), true);
        }
    }
}
