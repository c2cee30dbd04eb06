package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.view.CompanyView;

/**
 * Picks uniformly among the legal actions, with a lean towards acting over passing so that
 * corporations float and trains get bought, and with trades between players kept rare
 * (a $1 trade could go round forever). Finds rule bugs by playing many odd but legal games.
 */
final class RandomBot implements Bot {
    private final long seed;

    RandomBot(long seed) {
        this.seed = seed;
    }

    /** Bids stay at or below this multiple of the face value of the company bid on (see {@link #sensible}). */
    static final int MAX_BID_FACTOR = 2;

    @Override
    public Action choose(GameSession session, String seat) {
        Random rnd = Choices.random(seed, session);
        LegalAction choice = pick(rnd, ownOnly(session.state(), sensible(session), seat));
        return choice.amount() == null ? choice.action() : choice.withAmount(amount(rnd, choice.amount()));
    }

    /**
     * Without the actions other players may take at the same time (1854: an outbid player takes back
     * his bid outside his turn; 1830: another player's MH exchange): a bot decides only for its own
     * seat, the player at the top of the acting entity's chain of owners.
     */
    static List<LegalAction> ownOnly(roundhouse.api.view.GameState state, List<LegalAction> legal, String seat) {
        List<LegalAction> out = new ArrayList<>();
        for (LegalAction a : legal) {
            if (seat == null || seat.equals(BotGame.seat(state, a.action()))) {
                out.add(a);
            }
        }
        return out.isEmpty() ? legal : out;
    }

    /**
     * The legal actions with bids kept to twice the face value of what they bid on: privates' revenue
     * grows players' cash while everybody passes, and bids that rise without bound could keep an
     * auction going for ever (seen in 2-player games).
     */
    static List<LegalAction> sensible(GameSession session) {
        return sensible(session.legalActions(), session);
    }

    /** As {@link #sensible(GameSession)} for these legal actions ({@code session} is read for face values of bid-on companies). */
    static List<LegalAction> sensible(List<LegalAction> legal, GameSession session) {
        List<LegalAction> out = new ArrayList<>();
        Map<String, Integer> face = null;
        boolean early = Choices.earlyBankruptcy(legal);
        for (LegalAction a : legal) {
            if (early && a.action().type().equals("bankrupt")) {
                continue;
            }
            String company = a.action().string("company");
            if (a.amount() != null && company != null) {
                if (face == null) {
                    face = new HashMap<>();
                    for (CompanyView c : session.state().companies()) {
                        face.put(c.id(), c.faceValue());
                    }
                }
                int cap = MAX_BID_FACTOR * face.getOrDefault(company, 0);
                LegalAction.AmountRange r = a.amount();
                if (cap > 0 && r.min() > cap) {
                    continue;
                }
                if (cap > 0 && r.max() > cap) {
                    a = new LegalAction(a.action(), a.label(), new LegalAction.AmountRange(r.key(), r.min(), cap, r.step()));
                }
            }
            out.add(a);
        }
        return out.isEmpty() ? legal : out;
    }

    static LegalAction pick(Random rnd, List<LegalAction> legal) {
        for (LegalAction a : legal) {
            // an auction only ends when privates are bought: take the cheapest at face value often
            if (a.action().type().equals("bid") && a.amount() == null && rnd.nextInt(3) == 0) {
                return a;
            }
        }
        List<LegalAction> active = new ArrayList<>();
        for (LegalAction a : legal) {
            String type = a.action().type();
            boolean trade = isTrade(a);
            if (!type.equals("pass") && (!trade || rnd.nextInt(20) == 0)) {
                active.add(a);
            }
        }
        if (!active.isEmpty() && rnd.nextInt(100) < 75) {
            return active.get(rnd.nextInt(active.size()));
        }
        LegalAction pass = Choices.pass(legal);
        if (pass != null) {
            return pass;
        }
        return active.isEmpty() ? legal.get(rnd.nextInt(legal.size())) : active.get(rnd.nextInt(active.size()));
    }

    /**
     * A purchase from another player at a price the two agree: a private or concession, or shares
     * priced by {@code total_price} (1841's trades): kept rare, since at L.1 such trades could go round
     * a stock round for ever.
     */
    static boolean isTrade(LegalAction a) {
        if (!"player".equals(a.action().entityType())) {
            return false;
        }
        String type = a.action().type();
        return type.equals("buy_company")
                || type.equals("buy_shares") && a.amount() != null && "total_price".equals(a.amount().key());
    }

    /** Mostly the smallest amounts (bids creep up), sometimes anything in the range. */
    static int amount(Random rnd, LegalAction.AmountRange r) {
        int step = Math.max(1, r.step());
        int steps = (r.max() - r.min()) / step;
        int k = rnd.nextInt(4) == 0 ? rnd.nextInt(steps + 1) : Math.min(steps, rnd.nextInt(3));
        return r.min() + k * step;
    }
}
