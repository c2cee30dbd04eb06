package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.RuleKey;
import roundhouse.engine.spi.step.OpenBidding;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;

/**
 * The second edition's concession round (18xx.games' default, digest 3.1): in seat order a player
 * puts up any concession with a bid of at least L.20 or passes; the others who can pay more bid in
 * seat order from the player after him, each raising by L.5 or more or dropping out; the last bidder
 * pays the bank. The next player after the one who put it up goes on. The round ends when every
 * concession is sold or every player has passed since his last bid; then the players are seated by
 * ascending cash (ties: the lowest concession held, none first; then the old order).
 */
final class ConcessionAuction extends ConcessionRound {
    /** Digest 3.1: "a bid of at least L.20". */
    static final int MIN_BID = 20;
    /** Digest 3.1: raises of at least L.5. */
    static final int MIN_RAISE = 5;

    private final List<Player> passed = new ArrayList<>();
    /** The nominator passed or his concession was sold: the player after him puts up the next. */
    private boolean turnOver;

    ConcessionAuction(ItalianGame game) {
        super(game);
        add(new LotBidding());
        add(new Nominate());
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (lots.isEmpty() || passed.size() == entities.size()) {
            reseat();
            finish();
        } else if (turnOver) {
            turnOver = false;
            nextEntity();
        }
    }

    /** Digest 3.1: seats by ascending cash, then the lowest concession held (none first), then the old order. */
    private void reseat() {
        game.turnOrder().reorder(Comparator.<Player>comparingInt(Player::cash).thenComparingInt(this::lowestConcession));
    }

    private int lowestConcession(Player p) {
        int lowest = Integer.MAX_VALUE;
        for (PrivateCompany c : p.companies()) {
            lowest = Math.min(lowest, game.companies().indexOf(c));
        }
        return lowest == Integer.MAX_VALUE ? -1 : lowest;
    }

    /** The players after {@code nominator} in seat order who can bid more than {@code bid}. */
    private List<Player> biddersAfter(Player nominator, int bid) {
        List<Player> out = new ArrayList<>();
        int i = entities.indexOf(nominator);
        for (int k = 1; k < entities.size(); k++) {
            Player p = (Player) entities.get((i + k) % entities.size());
            if (p.cash() > bid) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The highest concession {@code player} may put up: his cash; under {@link T1841Title#NOMINATION_NEEDS_A_RIVAL}
     * less than another player's cash, so that someone may bid against him.
     */
    private int highestNomination(Player player) {
        if (!game.option(T1841Title.NOMINATION_NEEDS_A_RIVAL)) {
            return player.cash();
        }
        int rival = 0;
        for (Entity e : entities) {
            if (e != player) {
                rival = Math.max(rival, ((Player) e).cash());
            }
        }
        return Math.min(player.cash(), rival - 1);
    }

    @Override
    protected void sell(PrivateCompany lot, Player winner, int price) {
        bidding = null;
        super.sell(lot, winner, price);
        lots.remove(lot);
        turnOver = true;
    }

    @Override
    protected void bidMade(Player player) {
        passed.remove(player);
    }

    @Override
    protected void lotWon(PrivateCompany lot, Player winner, int price) {
        sell(lot, winner, price);
    }

    /** The turn of the player who puts up a concession or passes. */
    private final class Nominate extends Step {
        Nominate() {
            super(ConcessionAuction.this.game, ConcessionAuction.this);
        }

        @Override
        public String description() {
            return EngineText.get("step.auction");
        }

        @Override
        public boolean active() {
            return bidding == null && !finished();
        }

        @Override
        public List<Entity> activeEntities() {
            return List.of(ConcessionAuction.this.currentEntity());
        }

        @Override
        public List<String> actions(Entity entity) {
            return entity == ConcessionAuction.this.currentEntity() ? List.of("bid", "pass") : List.of();
        }

        @Override
        public void process(Action action, Entity entity) {
            Player player = (Player) entity;
            if (action.type().equals("pass")) {
                if (!passed.contains(player)) {
                    passed.add(player);
                }
                game.logText("log.passes", player.name());
                turnOver = true;
                return;
            }
            PrivateCompany lot = game.company(action.string("company"));
            if (lot == null || !lots.contains(lot)) {
                throw refuse(RuleKey.AUCTION_NOT_FOR_SALE,
                        EngineText.get("refuse.bidding.otherLot", String.valueOf(action.string("company")), "-"));
            }
            int price = (int) action.number("price", -1);
            if (price < MIN_BID) {
                throw refuse(RuleKey.AUCTION_MIN_BID, EngineText.get("refuse.bidding.minBid", lot.name(), game.format(MIN_BID)));
            }
            if (price > player.cash()) {
                throw refuse(RuleKey.CASH, EngineText.get("refuse.bidding.cash", player.name(), game.format(price),
                        game.format(player.cash())));
            }
            if (price > highestNomination(player)) {
                throw refuse(RuleKey.AUCTION_MIN_BID, ItalianText.get("refuse.nomination.noRival", player.name(), lot.name(),
                        game.format(price)));
            }
            passed.remove(player);
            game.logText("log.bids", player.name(), game.format(price), lot.name());
            OpenBidding b = OpenBidding.opened(lot, player, price, biddersAfter(player, price), MIN_RAISE);
            if (b.settled()) {
                sell(lot, player, price);
            } else {
                bidding = b;
            }
        }

        @Override
        public List<LegalAction> legalActions(Entity entity) {
            Player player = (Player) entity;
            List<LegalAction> out = new ArrayList<>();
            int highest = highestNomination(player);
            if (highest >= MIN_BID) {
                for (PrivateCompany c : lots) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("company", c.id());
                    args.put("price", (long) MIN_BID);
                    out.add(new LegalAction(new Action("bid", player.id(), "player", args),
                            EngineText.get("label.bidOnFree", c.name(), game.format(player.cash())),
                            new LegalAction.AmountRange("price", MIN_BID, highest, 1)));
                }
            }
            out.add(new LegalAction(new Action("pass", player.id(), "player", null), EngineText.get("label.pass"), null));
            return out;
        }
    }
}
