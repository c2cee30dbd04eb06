package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Questions;

/**
 * The Ferdinandea secession (RB 4.6.8; trains.json event {@code ferd_secession} with the first 4-train):
 * IRSFF splits into a Venetian company (SFV, a minor; the second edition's SB, a major) and a Lombard
 * one (SFL). They take IRSFF's price, its tokens by where they lie, its trains, cash and holdings
 * alternately; IRSFF's holders exchange pairs of its shares and then single shares; IRSFF leaves the
 * game. The choices are questions; this object keeps where the secession stands between them and is
 * copied with the game.
 *
 * <p>18xx.games departs from the rulebook where {@link T1841Title#SECESSION_UNLESS_CONNECTED},
 * {@link T1841Title#SECESSION_PRESIDENTS_BY_PAIRS} and {@link T1841Title#SECESSION_SHARE_OFFERS} say;
 * the second edition's companies buy extra tokens ({@link SecessionTokens}).
 */
final class Secession {
    /** RB 4.6.8: "die Marker auf österreichischem Gebiet gehen an die SFV": Veneto, Austrian in phase 4 (digest 6.4). */
    static final Set<String> VENETO = Set.of("H12", "G13", "F14", "G15", "F16", "D16", "D14", "C15");
    /** RB 4.6.8: Milano and Venezia, IRSFF's homes; 18xx.games splits only while no route joins them. */
    static final String MILANO = "F8";
    static final String VENEZIA = "F16";
    /** RB 4.6.8: "Spalte K", the rightmost column a minor's marker may stand in. */
    static final int RIGHTMOST_MINOR_COLUMN = 10;
    /** RB 4.6.8: each new minor holds two tokens. */
    static final int MINOR_TOKENS = 2;
    /** RB 4.6.8: SFV receives 90 % of IRSFF's cash rounded up, SFL the rest. */
    static final int CASH_TENTHS_TO_B = 1;

    final Corporation old;
    /** The Venetian company (SFV, or SB). */
    final Corporation newa;
    /** The Lombard company (SFL). */
    final Corporation newb;
    /** IRSFF's controlling player, or the controller of the corporation operating when IRSFF has none. */
    final Player decider;

    Secession(Corporation old, Corporation newa, Corporation newb, Player decider) {
        this.old = old;
        this.newa = newa;
        this.newb = newb;
        this.decider = decider;
    }

    /** The event: the secession begins, or IRSFF's successors leave the game when it does not take place. */
    static void begin(ItalianGame game, Questions questions) {
        Corporation old = game.corporation("IRSFF");
        Corporation newa = game.corporation(game.option(T1841Title.VERSION_2) ? "SB" : "SFV");
        Corporation newb = game.corporation("SFL");
        if (old == null || newa == null || newb == null) {
            return;
        }
        String skipped = null;
        if (old.closed() || !old.floated()) {
            skipped = "log.secession.inactive";
        } else if (game.option(T1841Title.SECESSION_UNLESS_CONNECTED) && milanoVeneziaJoined(game, old)) {
            skipped = "log.secession.connected";
        }
        if (skipped != null) {
            if (game.logging()) {
                game.log(ItalianText.get(skipped, Names.of(old), Names.of(newa), Names.of(newb)));
            }
            game.closeCorporation(newa);
            game.closeCorporation(newb);
            return;
        }
        Player decider = old.controller();
        if (decider == null && game.round() != null && game.round().currentEntity() instanceof Corporation operating) {
            decider = operating.controller();
        }
        if (decider == null) {
            // nobody controls IRSFF nor the company now operating (both frozen): the first seat decides (README)
            decider = game.players().get(0);
        }
        Secession s = new Secession(old, newa, newb, decider);
        game.setSecession(s);
        if (game.logging()) {
            game.log(ItalianText.get("log.secession.begins", Names.of(old), Names.of(newa), Names.of(newb)));
        }
        s.start(game, questions);
    }

    /**
     * 18xx.games: Milano and Venezia are joined when some corporation's network from one of its city
     * tokens reaches both of IRSFF's cities there, borders aside; without a token in either they are not.
     */
    static boolean milanoVeneziaJoined(ItalianGame game, Corporation old) {
        Board board = game.board();
        if (board == null || !board.hasTokenOnHex(old.id(), MILANO) || !board.hasTokenOnHex(old.id(), VENEZIA)) {
            return false;
        }
        for (Corporation c : game.corporations()) {
            if (c.closed()) {
                continue;
            }
            for (String city : board.tokensOf(c.id())) {
                if (board.isPass(city)) {
                    continue;
                }
                String from = board.hexOfCity(city);
                if (board.reach().reachesStopOnFrom(c.id(), from, MILANO)
                        && board.reach().reachesStopOnFrom(c.id(), from, VENEZIA)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean minors(ItalianGame game) {
        return game.minor(newa);
    }

    /** Prices, tokens, trains, cash and holdings move; then the president's certificates are exchanged. */
    void start(ItalianGame game, Questions questions) {
        placeMarkers(game);
        for (Corporation c : List.of(newa, newb)) {
            c.setFloated(true);
        }
        moveTokens(game);
        moveTrains(game);
        moveCash(game);
        moveHoldings(game);
        SecessionExchange.start(game, questions, this);
    }

    /**
     * RB 4.6.8: both markers go onto IRSFF's cell, SFV's above SFL's; beyond column K the minors go to
     * column K of that row, at the bottom of its stack.
     */
    private void placeMarkers(ItalianGame game) {
        SharePrice cell = old.sharePrice();
        int at = cell.markers().indexOf(old);
        game.market().remove(old);
        if (minors(game) && cell.column() > RIGHTMOST_MINOR_COLUMN) {
            SharePrice k = game.market().cell(cell.row(), RIGHTMOST_MINOR_COLUMN);
            game.market().place(newa, k);
            game.market().place(newb, k);
            cell = k;
        } else {
            game.market().place(newa, cell);
            game.market().place(newb, cell);
            List<Corporation> stack = cell.stack(); // read after the moves: an emptied cell drops its list
            stack.remove(newa);
            stack.remove(newb);
            stack.add(at, newa);
            stack.add(at + 1, newb);
        }
        newa.setParPrice(cell);
        newb.setParPrice(cell);
        if (game.logging()) {
            game.log(ItalianText.get("log.secession.price", Names.of(newa), Names.of(newb), game.format(cell.price())));
        }
    }

    /**
     * RB 4.6.8: IRSFF's tokens in Veneto become SFV's, the others SFL's, two at most for each minor
     * (the first in board order; the rest leave with IRSFF); its unplaced tokens go alternately, and each
     * company holds at least two. The second edition's majors keep every token.
     */
    private void moveTokens(ItalianGame game) {
        boolean capped = minors(game);
        int[] placed = new int[2];
        Board board = game.board();
        List<String> cities = board == null ? List.of() : stationsInOrder(game);
        for (String city : cities) {
            int i = VENETO.contains(board.hexOfCity(city)) ? 0 : 1;
            Corporation to = i == 0 ? newa : newb;
            if (capped && placed[i] >= MINOR_TOKENS) {
                continue;
            }
            board.replaceToken(old.id(), to.id(), city);
            placed[i]++;
            if (game.logging()) {
                game.log(ItalianText.get("log.secession.token", Names.of(old), place(game, city), Names.of(to)));
            }
        }
        int[] total = placed.clone();
        int unplaced = old.tokensLeft();
        for (int k = 0; k < unplaced; k++) {
            int i = k % 2;
            if (!capped || total[i] < MINOR_TOKENS) {
                total[i]++;
            }
        }
        setTokens(newa, Math.max(total[0], MINOR_TOKENS), placed[0]);
        setTokens(newb, Math.max(total[1], MINOR_TOKENS), placed[1]);
    }

    /**
     * IRSFF's stations: in board order, or with {@link T1841Title#SECESSION_LEAVES_STATIONS} (18xx.games) in
     * the order they were placed.
     */
    private List<String> stationsInOrder(ItalianGame game) {
        List<String> cities = game.board().tokensOf(old.id());
        if (!game.option(T1841Title.SECESSION_LEAVES_STATIONS) || !(game.board() instanceof ItalianBoard italian)) {
            return cities;
        }
        List<String> out = new java.util.ArrayList<>();
        for (String hex : italian.stationHexesInTokenOrder(old.id())) {
            for (String city : cities) {
                if (game.board().hexOfCity(city).equals(hex) && !out.contains(city)) {
                    out.add(city);
                }
            }
        }
        for (String city : cities) {
            if (!out.contains(city)) {
                out.add(city);
            }
        }
        return out;
    }

    private static String place(ItalianGame game, String city) {
        return game.board().definition().locationName(game.board().hexOfCity(city));
    }

    /** A supply of {@code count} paid tokens, {@code used} of them on the board. */
    static void setTokens(Corporation c, int count, int used) {
        c.setTokensUsed(0);
        while (c.removeToken() >= 0) {
            // empty the printed supply
        }
        for (int i = 0; i < count; i++) {
            c.addToken(0);
        }
        c.setTokensUsed(used);
    }

    /**
     * RB 4.6.8: the strongest train to SFV, the next to SFL, and so on. Of two trains of one kind the one
     * bought later goes first (the rulebook does not say; 18xx.games reverses the list sorted weakest first).
     */
    private void moveTrains(ItalianGame game) {
        List<Train> trains = new ArrayList<>(old.trains());
        trains.sort(Comparator.comparing(Train::name));
        java.util.Collections.reverse(trains);
        old.trains().clear();
        for (int i = 0; i < trains.size(); i++) {
            Corporation to = i % 2 == 0 ? newa : newb;
            Train t = trains.get(i);
            t.setOwner(to);
            to.trains().add(t);
            if (game.logging()) {
                game.log(ItalianText.get("log.secession.train", Names.of(to), Names.aTrain(t.name()), Names.of(old)));
            }
        }
    }

    /** RB 4.6.8: SFV receives 90 % of the cash rounded up, SFL the rest. */
    private void moveCash(ItalianGame game) {
        int cash = old.cash();
        int toB = cash * CASH_TENTHS_TO_B / 10;
        for (Corporation to : List.of(newa, newb)) {
            int amount = to == newb ? toB : cash - toB;
            if (amount > 0) {
                game.transfer(old, to, amount);
                if (game.logging()) {
                    game.log(ItalianText.get("log.secession.cash", Names.of(to), game.format(amount), Names.of(old)));
                }
            }
        }
    }

    /**
     * RB 4.6.8: IRSFF's shares of other corporations go alternately, the dearest certificate to SFV (a
     * president's certificate worth its size); a presidency IRSFF held is decided anew by the normal rules.
     * Of certificates worth the same the one IRSFF holds later goes first (the rulebook is silent; 18xx.games sorts its holdings,
     * in the order it files them, cheapest first and reverses the list).
     */
    private void moveHoldings(ItalianGame game) {
        List<Certificate> held = new ArrayList<>();
        for (Certificate c : old.certificates()) {
            if (c.corporation() != old) {
                held.add(c);
            }
        }
        if (HoldingsOrder.kept(game)) {
            held = game.holdingsOrder().inOrder(old, held);
        }
        java.util.Collections.reverse(held);
        held.sort(Comparator.comparingInt((Certificate c) -> -game.shareValue(c.corporation(), c.percent())));
        for (int i = 0; i < held.size(); i++) {
            Certificate cert = held.get(i);
            Corporation to = i % 2 == 0 ? newa : newb;
            Corporation issuer = cert.corporation();
            if (HoldingsOrder.holdersKept(game)) {
                game.holdingsOrder().traded(issuer, old);
                game.holdingsOrder().traded(issuer, to);
            }
            cert.moveTo(to);
            if (HoldingsOrder.kept(game)) {
                game.holdingsOrder().acquired(to, issuer); // filed as any share it acquires (its engine moves them as transfers)
            }
            // the presidency is decided anew with IRSFF as the previous president: a holder with as much as
            // the company that received the president's certificate may take it, giving that company his
            // shares (RB 4.6.8: "nach den normalen Regeln"; 18xx.games does so)
            game.settlePresidency(issuer, issuer.president());
            if (game.logging()) {
                game.log(ItalianText.get("log.secession.holding", Names.of(to), Names.share(cert), Names.of(old)));
            }
        }
    }

    /**
     * The end (digest 6.4 step 13; the rulebook does not say): the new companies operate in IRSFF's
     * place this round unless IRSFF has operated or is operating; IRSFF leaves the game; a Tuscan merge
     * waiting for the secession follows.
     */
    void finish(ItalianGame game, Questions questions) {
        boolean runNow = false;
        if (game.round() instanceof ItalianOperatingRound or) {
            runNow = or.replaceLater(old, List.of(newa, newb));
        }
        if (game.logging()) {
            game.log(ItalianText.get(runNow ? "log.secession.runNow" : "log.secession.runNext", Names.of(newa),
                    Names.of(newb)));
        }
        // 18xx.games (first edition): the stations the new minors did not take stay on the map as IRSFF's
        List<String> left = game.option(T1841Title.SECESSION_LEAVES_STATIONS) && game.board() != null
                ? game.board().tokensOf(old.id()) : List.of();
        if (game.option(T1841Title.SECESSION_MISSED_KEEP_SHARES)) {
            for (Corporation c : game.corporations()) {
                if (c != old && !c.closed()) {
                    game.closedHoldings().keep(c, (int) c.certificates().stream().filter(x -> x.corporation() == old).count());
                }
            }
        }
        game.closeCorporation(old);
        for (String city : left) {
            game.board().placeToken(old.id(), city, false);
        }
        game.setSecession(null);
        game.frozenFlagsMoment();
        if (game.logging()) {
            game.log(ItalianText.get("log.secession.done"));
        }
        if (game.tuscanMergeWaiting()) {
            TuscanMerge.begin(game, questions);
        }
    }
}
