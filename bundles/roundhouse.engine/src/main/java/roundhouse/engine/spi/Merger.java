package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import roundhouse.engine.map.Board;

/**
 * One merger: corporations fold into a survivor (1844's pre-state railways into the SBB, two 1854
 * locals into a Lokalbahn AG, 1841's two majors or two minors into a free major, a minor transformed
 * into a major). For each corporation that merges, in order: its assets move to the survivor
 * ({@link #moveAssets}), its certificates are exchanged by the title's rule ({@link #exchange}), and it
 * closes for good or is free to be started again ({@link #retire}); {@link #run} does all three. What
 * differs between titles is the {@link MergerTerms}; token reductions the owner chooses are questions
 * ({@link roundhouse.engine.spi.step.TokenRemoval}) the title asks afterwards.
 *
 * <p>A title whose exchange waits for answers (1841: a holder buys the president's certificate or takes
 * the default exchange) calls the three parts itself and keeps the merger in its questions' fields: the
 * merger is copied with the game.
 */
public final class Merger {
    /**
     * What {@link #moveAssets} moved for one corporation, for the title's log.
     *
     * @param merging the corporation that merged
     * @param cash its treasury, now the survivor's
     * @param trains its trains now the survivor's
     * @param pooled its trains that went to the bank pool
     * @param leftGame its trains that left the game
     * @param droppedStations the cities where its station was removed, the survivor having one there
     * @param certificates the certificates of other corporations it held, now the survivor's
     * @param companies the privates it owned, now the survivor's
     */
    public record Assets(Corporation merging, int cash, List<Train> trains, List<Train> pooled, List<Train> leftGame,
            List<String> droppedStations, List<Certificate> certificates, List<PrivateCompany> companies) {
    }

    private final Game game;
    private final List<Corporation> merging;
    private final Corporation survivor;
    private final MergerTerms terms;

    /**
     * @param merging the corporations that merge, in the order they fold in
     * @param survivor the corporation they form or join
     * @param terms the title's rule for this kind of merger
     */
    public Merger(Game game, List<Corporation> merging, Corporation survivor, MergerTerms terms) {
        if (merging.contains(survivor)) {
            throw new IllegalArgumentException(survivor.id() + " cannot merge into itself");
        }
        this.game = game;
        this.merging = List.copyOf(merging);
        this.survivor = survivor;
        this.terms = terms;
    }

    public Game game() {
        return game;
    }

    /** The corporations that merge, in the order they fold in. */
    public List<Corporation> merging() {
        return merging;
    }

    public Corporation survivor() {
        return survivor;
    }

    public MergerTerms terms() {
        return terms;
    }

    /**
     * Starts the survivor's share price on {@code cell} (its par price too), at the bottom of the cell's
     * stack; the cell is the title's (1844: the market's {@code x} cell, 1841: the rightmost cell below the
     * merged value).
     */
    public void startAt(SharePrice cell) {
        game.market().place(survivor, cell);
        survivor.setParPrice(cell);
    }

    /** The whole merger at once, corporation by corporation: assets, exchange, then close or restart. */
    public List<Assets> run() {
        List<Assets> out = new ArrayList<>(merging.size());
        for (Corporation c : merging) {
            out.add(moveAssets(c));
            exchange(c);
            retire(c);
        }
        return out;
    }

    // ------------------------------------------------------------------ assets

    /**
     * Moves the assets of one corporation that merges to the survivor: its treasury; its trains where
     * the terms send them; its token supply and stations as the terms say; the certificates it holds of
     * other corporations, presidencies following ({@link ShareRules#settlePresidency}; one it presided stays with
     * the survivor), except those of the survivor and of the corporations merging, which go back to their IPO;
     * its privates. Its own shares in its treasury stay.
     */
    public Assets moveAssets(Corporation from) {
        check(from);
        int cash = from.cash();
        game.transfer(from, survivor, cash);
        List<Train> kept = new ArrayList<>();
        List<Train> pooled = new ArrayList<>();
        List<Train> left = new ArrayList<>();
        for (Train t : new ArrayList<>(from.trains())) {
            from.trains().remove(t);
            switch (terms.trainFate(this, from, t)) {
                case SURVIVOR -> {
                    t.setOwner(survivor);
                    survivor.trains().add(t);
                    kept.add(t);
                }
                case POOL -> {
                    t.setOwner(Depot.POOL);
                    game.depot().discarded().add(t);
                    pooled.add(t);
                }
                case LEAVE_GAME -> {
                    t.setOwner(null);
                    t.setRusted(true);
                    left.add(t);
                }
            }
        }
        List<String> dropped = moveTokens(from);
        List<Certificate> certificates = moveCertificates(from);
        List<PrivateCompany> companies = new ArrayList<>(from.companies());
        for (PrivateCompany c : companies) {
            game.transferCompany(c, survivor);
        }
        return new Assets(from, cash, kept, pooled, left, dropped, certificates, companies);
    }

    /** The survivor's tokens for those of {@code from}, and its stations taken over; returns the cities dropped. */
    private List<String> moveTokens(Corporation from) {
        int tokens = terms.tokensFor(this, from);
        int price = terms.tokenPrice(this, from);
        for (int i = 0; i < tokens; i++) {
            survivor.addToken(price);
        }
        List<String> dropped = new ArrayList<>();
        if (!terms.takesOverStations(this, from)) {
            return dropped;
        }
        Board board = game.board();
        if (board != null) {
            Set<String> held = new HashSet<>(board.tokensOf(survivor.id()));
            for (String city : board.tokensInCharterOrder(from.id())) {
                if (held.contains(city)) {
                    board.removeToken(from.id(), city);
                    dropped.add(city);
                } else {
                    board.replaceToken(from.id(), survivor.id(), city);
                    survivor.setTokensUsed(survivor.tokensUsed() + 1);
                    held.add(city);
                }
            }
        }
        from.setTokensUsed(0);
        return dropped;
    }

    /**
     * The certificates {@code from} holds of other corporations: to the survivor, corporation by
     * corporation in the order it first held them; the survivor's and the merging corporations' back to
     * their IPO. Returns those the survivor received.
     */
    private List<Certificate> moveCertificates(Corporation from) {
        List<Corporation> issuers = new ArrayList<>();
        for (Certificate c : from.certificates()) {
            if (c.corporation() != from && !issuers.contains(c.corporation())) {
                issuers.add(c.corporation());
            }
        }
        List<Certificate> received = new ArrayList<>();
        for (Corporation issuer : issuers) {
            List<Certificate> certs = from.certificatesOf(issuer);
            boolean presided = issuer.president() == from;
            if (issuer == survivor || merging.contains(issuer)) {
                for (Certificate c : certs) {
                    c.moveTo(issuer.ipo());
                }
                if (presided) {
                    issuer.setPresident(null);
                }
                continue;
            }
            for (Certificate c : certs) {
                c.moveTo(survivor);
                received.add(c);
            }
            if (presided) {
                // the presidency goes with its certificate: the survivor holds at least what the old president
                // held, more than anyone else unless the title had locked that presidency (1841 seed 66048)
                issuer.setPresident(survivor);
                game.logText("log.president", survivor.holderName(), Names.of(issuer));
            } else {
                // the survivor may now hold more than the president
                game.settlePresidency(issuer, issuer.president());
            }
        }
        return received;
    }

    // ------------------------------------------------------------------ certificates

    /** Exchanges the certificates of one corporation that merges, holder by holder, by the title's rule. */
    public void exchange(Corporation from) {
        check(from);
        for (ShareHolder holder : terms.holders(this, from)) {
            List<Certificate> held = holder.certificatesOf(from);
            if (!held.isEmpty()) {
                terms.exchange(this, holder, held);
            }
        }
    }

    /**
     * The survivor's next certificate of {@code percent} still in its IPO, in the IPO's order: the
     * certificates never issued in their order (the president's certificate among them, as 1844's SBB
     * hands its 10 % certificates out), then those given back during the exchange, or {@code null}.
     */
    public Certificate unissued(int percent) {
        for (Certificate c : survivor.ipo().certificatesOf(survivor)) {
            if (c.percent() == percent) {
                return c;
            }
        }
        return null;
    }

    /**
     * Hands the survivor's next certificate of {@code percent} ({@link #unissued}) to {@code to}; the
     * presidency is the rule's to settle.
     *
     * @throws IllegalStateException if its IPO has none of that size left
     */
    public Certificate issue(ShareHolder to, int percent) {
        Certificate c = unissued(percent);
        if (c == null) {
            throw new IllegalStateException(survivor.id() + " has no " + percent + " % certificate left in its IPO");
        }
        c.moveTo(to);
        return c;
    }

    /**
     * Hands the survivor's president's certificate to {@code to}, who becomes its president if it may
     * preside ({@link ShareRules#canPreside}; the pool holds it without presiding).
     *
     * @throws IllegalStateException if the certificate has left the IPO
     */
    public Certificate issuePresidents(ShareHolder to) {
        Certificate pres = survivor.presidentsShare();
        if (pres.holder() != survivor.ipo()) {
            throw new IllegalStateException("the president's certificate of " + survivor.id() + " has left its IPO");
        }
        pres.moveTo(to);
        if (game.shareRules().canPreside(to, survivor)) {
            survivor.setPresident(to);
            game.logText("log.president", to.holderName(), Names.of(survivor));
        }
        return pres;
    }

    // ------------------------------------------------------------------ afterwards

    /**
     * One corporation that merged leaves: closed for good, or free to be started again, as the terms say
     * ({@link MergerTerms#restarts}). Its certificates go back to its IPO either way.
     */
    public void retire(Corporation from) {
        check(from);
        if (terms.restarts(this, from)) {
            game.restartCorporation(from);
        } else {
            game.closeCorporation(from);
        }
    }

    private void check(Corporation from) {
        if (!merging.contains(from)) {
            throw new IllegalArgumentException(from.id() + " is not merging into " + survivor.id());
        }
    }
}
