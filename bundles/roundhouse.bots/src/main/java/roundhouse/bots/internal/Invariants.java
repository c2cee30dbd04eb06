package roundhouse.bots.internal;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.LegalAction;
import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * What must hold after every action of any game, read through the API's snapshot: money
 * conserved, no negative cash, every certificate with exactly one holder, the president holding
 * the most shares among players (or the concession that makes him president, 1841), train limits kept outside the step that discards
 * (outside operating rounds too, unless a rule option leaves the surplus to the next one), and nobody
 * over the certificate limit offered a buy.
 */
final class Invariants {
    /** The rule option under which a surplus left between operating rounds waits for the next one (18xx.games). */
    static final String DISCARD_AT_NEXT_OPERATING_ROUND = "discard_at_next_operating_round";

    private final int money;
    private final boolean surplusWaitsForOperatingRound;

    /** @param start the game before its first action: its money is the total to conserve */
    Invariants(GameState start) {
        this(start, Set.of());
    }

    /**
     * @param start the game before its first action: its money is the total to conserve
     * @param rules the rule options the game is played with
     */
    Invariants(GameState start, Set<String> rules) {
        this.money = money(start);
        this.surplusWaitsForOperatingRound = rules.contains(DISCARD_AT_NEXT_OPERATING_ROUND);
    }

    static int money(GameState s) {
        int total = s.bankCash();
        for (PlayerView p : s.players()) {
            total += p.cash();
        }
        for (CompanyView c : s.companies()) {
            total += c.cash();
        }
        return total;
    }

    /** The first broken invariant, or {@code null}. {@code legal} are the choices offered next. */
    String check(GameState s, List<LegalAction> legal) {
        int now = money(s);
        if (now != money) {
            return "money not conserved: " + now + " instead of " + money;
        }
        // the bank may go below zero once it broke (the game ends later, players are paid in full)
        for (PlayerView p : s.players()) {
            if (p.cash() < 0) {
                return p.id() + " has " + p.cash();
            }
        }
        for (CompanyView c : s.companies()) {
            if (c.cash() < 0) {
                return c.id() + " has " + c.cash();
            }
        }
        // while a question is open (1841's merger exchange) certificates are in transit between holders:
        // the presidency is settled when the exchange is over; so while a corporation priced by a merger has
        // no president yet (its discard may be decided before the exchange)
        boolean inTransit = legal.stream().anyMatch(l -> l.action().type().equals("choose")) || formingWithoutPresident(s);
        String certs = certificates(s, inTransit);
        if (certs != null) {
            return certs;
        }
        String trains = trainLimits(s);
        return trains != null ? trains : certificateLimit(s, legal);
    }

    /** Whether a corporation has a share price but no president yet: formed, its certificates not yet exchanged. */
    private static boolean formingWithoutPresident(GameState s) {
        for (CompanyView c : s.companies()) {
            if (c.kind() == CompanyView.Kind.CORPORATION && !c.closed() && c.sharePrice() > 0 && c.owner() == null) {
                return true;
            }
        }
        return false;
    }

    private static String certificates(GameState s, boolean inTransit) {
        Set<String> seen = new HashSet<>();
        Map<String, Map<String, Integer>> held = new HashMap<>();
        Map<String, Integer> countedLess = new HashMap<>();
        for (PlayerView p : s.players()) {
            for (CertificateView c : p.certificates()) {
                if (!seen.add(c.id())) {
                    return "certificate " + c.id() + " held twice";
                }
                if (!p.id().equals(c.holder())) {
                    return "certificate " + c.id() + " in " + p.id() + "'s hand names " + c.holder() + " as holder";
                }
                held.computeIfAbsent(c.company(), k -> new HashMap<>()).merge(p.id(), c.percent(), Integer::sum);
                countedLess.merge(c.company(), c.printedPercent() - c.percent(), Integer::sum);
            }
        }
        for (CompanyView c : s.companies()) {
            if (c.kind() == CompanyView.Kind.PRIVATE || c.shares().isEmpty()) {
                continue;
            }
            // printed sizes add up to 100 %; a certificate may count as less for a while (1854: an option)
            int sum = c.shares().values().stream().mapToInt(Integer::intValue).sum() + countedLess.getOrDefault(c.id(), 0);
            if (sum != 100) {
                return c.id() + " certificates add up to " + sum + "%";
            }
            Map<String, Integer> players = held.getOrDefault(c.id(), Map.of());
            for (PlayerView p : s.players()) {
                int inHand = players.getOrDefault(p.id(), 0);
                if (inHand != c.shares().getOrDefault(p.id(), 0)) {
                    return c.id() + ": " + p.id() + " holds " + inHand + "% but the company counts "
                            + c.shares().getOrDefault(p.id(), 0) + "%";
                }
            }
            String president = inTransit ? null : president(c, players, s);
            if (president != null) {
                return president;
            }
        }
        return null;
    }

    private static String president(CompanyView c, Map<String, Integer> players, GameState s) {
        if (c.owner() == null || c.closed() || !players.containsKey(c.owner()) || holdsConcession(s, c.owner(), c.id())) {
            return null;
        }
        int own = players.get(c.owner());
        for (Map.Entry<String, Integer> e : players.entrySet()) {
            if (e.getValue() > own) {
                return c.id() + ": " + e.getKey() + " holds " + e.getValue() + "%, more than president " + c.owner()
                        + " with " + own + "%";
            }
        }
        return null;
    }

    /**
     * Whether a concession of the same name is still in the game, which ties the presidency to it
     * whatever the shares (1841 RB 3.2, until the concessions close in phase 4): held by the president,
     * or by the bank after a sale that could not move the presidency.
     */
    private static boolean holdsConcession(GameState s, String player, String company) {
        for (PlayerView p : s.players()) {
            if (p.id().equals(player) && p.privates().contains(company)) {
                return true;
            }
        }
        // a concession still in the game, whoever holds it (the bank too): the presidency may be tied to it
        for (CompanyView c : s.companies()) {
            if (c.id().equals(company) && c.kind() == CompanyView.Kind.PRIVATE && !c.closed()) {
                return true;
            }
        }
        return false;
    }

    /** Companies over the train limit must be discarding, one of them acting, unless nobody presides them. */
    private String trainLimits(GameState s) {
        // 18xx.games leaves a surplus from a phase change between operating rounds (1844's export) to the next one
        if (s.finished() || surplusWaitsForOperatingRound && !"operating".equals(s.round().kind())) {
            return null;
        }
        String first = s.acting().isEmpty() ? null : s.acting().get(0);
        List<String> crowded = new java.util.ArrayList<>();
        boolean firstOver = false;
        for (CompanyView c : s.companies()) {
            int limit = c.trainLimit() >= 0 ? c.trainLimit() : s.phase().trainLimit();
            boolean over = !c.closed() && c.trains().size() > limit;
            // any company over its limit may be the one discarding (1841: a frozen one, its decider choosing)
            firstOver |= over && c.id().equals(first);
            // a company nobody controls (frozen, a merger's new major before its exchange, one presided over by
            // a company of the secession whose president is not yet known) discards once a player controls it
            if (over && !c.frozen() && controlledByAPlayer(s, c)) {
                crowded.add(c.id() + " (" + c.trains().size() + "/" + limit + ")");
            }
        }
        if (!crowded.isEmpty() && !firstOver) {
            return crowded + " over the train limit while " + first + " acts";
        }
        return null;
    }

    /** Whether the chain of presidents above {@code c} (1841: corporations presiding corporations) ends at a player. */
    static boolean controlledByAPlayer(GameState s, CompanyView c) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        String owner = c.owner();
        while (owner != null && seen.add(owner)) {
            String above = owner;
            if (s.players().stream().anyMatch(p -> p.id().equals(above))) {
                return true;
            }
            owner = null;
            for (CompanyView k : s.companies()) {
                if (k.id().equals(above)) {
                    owner = k.owner();
                    break;
                }
            }
        }
        return false;
    }

    /**
     * A player over the certificate limit sells before anything else: no purchase is offered beside
     * a sale. (One who can sell nothing plays on; the engine checks each purchase against the limit,
     * and one that does not count, a share in a zone outside the limit, is allowed.)
     */
    private static String certificateLimit(GameState s, List<LegalAction> legal) {
        for (PlayerView p : s.players()) {
            if (p.certificateCount() <= p.certificateLimit() || !s.acting().contains(p.id())) {
                continue;
            }
            boolean sale = legal.stream().anyMatch(l -> p.id().equals(l.action().entity())
                    && l.action().type().equals("sell_shares"));
            for (LegalAction l : legal) {
                String type = l.action().type();
                if (sale && p.id().equals(l.action().entity()) && (type.equals("buy_shares") || type.equals("par"))) {
                    return p.id() + " holds " + p.certificateCount() + " certificates over the limit of "
                            + p.certificateLimit() + " and is offered " + l.label() + " before selling";
                }
            }
        }
        return null;
    }
}
