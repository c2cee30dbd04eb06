package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Arrays;
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
import roundhouse.engine.spi.step.OpenBidding;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;

/**
 * The rulebook's concession round (RB 2): each player writes one sheet of bids, one per concession
 * ({@code blind_bid} with {@code bids} in concession order, 0 for none, at least L.20 otherwise, the
 * total within his cash and not nothing at all; a sheet that breaks this is void: its bids count for
 * nothing and it is seated after the good ones, RB 2.1/2.2); the sheets seat the players, the
 * highest total first (ties: the higher bid on concession 1, then 2, ...; identical sheets by lot
 * from the game's seed, or 18xx.games' later seat first); a concession with one highest bid goes to
 * that bidder at his bid; tied highest bidders alone bid on in concession order, from the tied
 * amount upwards by L.5, and the last one left pays (RB 2.4).
 */
final class BlindBids extends ConcessionRound {
    static final String BLIND_BID = "blind_bid";

    private final Map<Player, int[]> sheets = new LinkedHashMap<>();
    /** Players whose sheet is void (RB 2.1: "so werden alle Gebote dieses Spielers annulliert"). */
    private final List<Player> voided = new ArrayList<>();
    /** Tied lots still to be bid on, in concession order, with their tied bidders. */
    private final List<PrivateCompany> tiedLots = new ArrayList<>();

    BlindBids(ItalianGame game) {
        super(game);
        add(new LotBidding());
        add(new Sheet());
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (bidding == null && sheets.size() == entities.size() && tiedLots.isEmpty()) {
            finish();
        } else if (bidding == null && sheets.size() < entities.size()) {
            nextEntity(); // the next player writes his sheet
        }
    }

    /** All sheets are in: seat the players, sell the lots with one highest bid, open the first tie. */
    private void resolveSheets() {
        List<Player> old = new ArrayList<>(game.playerOrder());
        List<Player> drawn = drawLots(old);
        Comparator<Player> bySheet = (a, b) -> {
            int c = Boolean.compare(voided.contains(b), voided.contains(a));
            c = c != 0 ? c : Integer.compare(total(sheets.get(a)), total(sheets.get(b)));
            for (int i = 0; c == 0 && i < lots.size(); i++) {
                c = Integer.compare(sheets.get(a)[i], sheets.get(b)[i]);
            }
            return c != 0 ? c : Integer.compare(drawn.indexOf(b), drawn.indexOf(a));
        };
        game.turnOrder().reorder(bySheet.reversed());
        for (int i = 0; i < lots.size(); i++) {
            PrivateCompany lot = lots.get(i);
            List<Player> highest = highestBidders(i);
            if (highest.size() == 1) {
                sell(lot, highest.get(0), sheets.get(highest.get(0))[i]);
            } else if (highest.size() > 1) {
                tiedLots.add(lot);
            }
        }
        openNextTie();
    }

    /**
     * The order identical sheets are seated in, first seated first: by lot from the game's seed
     * (RB 2.2 "wird die Reihenfolge ausgelost"), or 18xx.games' later seat first.
     */
    private List<Player> drawLots(List<Player> old) {
        List<Player> out = new ArrayList<>(old);
        if (game.option(T1841Title.IDENTICAL_SHEETS_LATER_FIRST)) {
            java.util.Collections.reverse(out);
            return out;
        }
        return new roundhouse.engine.spi.GameRandom(italy.seed()).sortByRand(out);
    }

    private List<Player> highestBidders(int lot) {
        int best = 0;
        List<Player> out = new ArrayList<>();
        for (Player p : game.playerOrder()) {
            if (voided.contains(p)) {
                continue;
            }
            int bid = sheets.get(p)[lot];
            if (bid > best) {
                best = bid;
                out.clear();
            }
            if (bid > 0 && bid == best) {
                out.add(p);
            }
        }
        return out;
    }

    private void openNextTie() {
        bidding = null;
        if (tiedLots.isEmpty()) {
            return;
        }
        PrivateCompany lot = tiedLots.remove(0);
        int i = lots.indexOf(lot);
        List<Player> tied = highestBidders(i);
        bidding = OpenBidding.tied(lot, tied, sheets.get(tied.get(0))[i], ConcessionAuction.MIN_RAISE);
        if (bidding.settled()) {
            sell(lot, bidding.winner(), bidding.price());
            openNextTie();
        }
    }

    private static int total(int[] sheet) {
        return Arrays.stream(sheet).sum();
    }

    /** What makes a sheet void (RB 2.1), or {@code null}. */
    private String sheetFault(Player player, int[] bids) {
        for (int b : bids) {
            if (b > 0 && b < ConcessionAuction.MIN_BID) {
                return ItalianText.get("refuse.sheet.minBid", game.format(ConcessionAuction.MIN_BID), game.format(b));
            }
        }
        int total = total(bids);
        if (total > player.cash()) {
            return ItalianText.get("refuse.sheet.cash", player.name(), game.format(total), game.format(player.cash()));
        }
        if (total == 0) {
            return ItalianText.get("refuse.sheet.empty");
        }
        return null;
    }

    /** A tie is decided (RB 2.4): the next tied concession is bid on. */
    @Override
    protected void lotWon(PrivateCompany lot, Player winner, int price) {
        sell(lot, winner, price);
        openNextTie();
    }

    /** A player's sheet of bids. */
    private final class Sheet extends Step {
        Sheet() {
            super(BlindBids.this.game, BlindBids.this);
        }

        @Override
        public String description() {
            return ItalianText.get("step.sheet");
        }

        @Override
        public boolean active() {
            return bidding == null && sheets.size() < entities.size();
        }

        @Override
        public List<Entity> activeEntities() {
            return List.of(BlindBids.this.currentEntity());
        }

        @Override
        public List<String> actions(Entity entity) {
            return entity == BlindBids.this.currentEntity() ? List.of(BLIND_BID) : List.of();
        }

        @Override
        public void process(Action action, Entity entity) {
            Player player = (Player) entity;
            int[] bids = bids(action);
            if (bids.length != lots.size()) {
                throw refuse(ItalianRuleKey.SHEET, ItalianText.get("refuse.sheet.size", lots.size(), bids.length));
            }
            sheets.put(player, bids);
            if (game.logging()) {
                game.log(ItalianText.get("log.sheet", player.name()));
            }
            String fault = sheetFault(player, bids);
            if (fault != null) {
                voided.add(player);
                if (game.logging()) {
                    game.log(ItalianText.get("log.sheetVoid", player.name(), fault));
                }
            }
            if (sheets.size() == entities.size()) {
                resolveSheets();
            }
        }

        private int[] bids(Action action) {
            Object raw = action.args().get("bids");
            if (!(raw instanceof List<?> list)) {
                throw refuse(ItalianText.get("refuse.sheet.size", lots.size(), 0));
            }
            int[] out = new int[list.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = list.get(i) instanceof Number n ? n.intValue() : -1;
                if (out[i] < 0) {
                    throw refuse(ItalianRuleKey.SHEET, ItalianText.get("refuse.sheet.notAmount", String.valueOf(list.get(i))));
                }
            }
            return out;
        }

        /**
         * The whole sheet, each bid the player's to set (the workbench asks for one per concession); as
         * it stands, the least bid on the first concession, so that a caller that sets no amounts hands
         * in a good sheet. Then a sheet of one least bid for each concession.
         */
        @Override
        public List<LegalAction> legalActions(Entity entity) {
            Player player = (Player) entity;
            List<LegalAction> out = new ArrayList<>();
            if (player.cash() >= ConcessionAuction.MIN_BID && !lots.isEmpty()) {
                List<Long> first = new ArrayList<>();
                lots.forEach(l -> first.add(first.isEmpty() ? (long) ConcessionAuction.MIN_BID : 0L));
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("bids", first);
                out.add(new LegalAction(new Action(BLIND_BID, player.id(), "player", args),
                        ItalianText.get("label.sheet", game.format(ConcessionAuction.MIN_BID), game.format(player.cash())),
                        null, null, null, new LegalAction.AmountList("bids", lots.stream().map(PrivateCompany::name).toList(),
                                ConcessionAuction.MIN_BID, player.cash(), 1)));
            }
            for (PrivateCompany lot : lots) {
                List<Long> bids = new ArrayList<>();
                for (PrivateCompany other : lots) {
                    bids.add(other == lot ? (long) ConcessionAuction.MIN_BID : 0L);
                }
                Map<String, Object> args = new LinkedHashMap<>();
                args.put("bids", bids);
                out.add(new LegalAction(new Action(BLIND_BID, player.id(), "player", args),
                        ItalianText.get("label.sheetOne", lot.name(), game.format(ConcessionAuction.MIN_BID)), null));
            }
            return out;
        }
    }
}
