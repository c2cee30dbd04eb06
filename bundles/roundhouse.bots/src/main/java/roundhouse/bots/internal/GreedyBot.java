package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.bot.Bot;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.TrainView;

/**
 * A sensible player of any title, through the legal actions alone: buys privates at face value,
 * pars companies it can afford to lead and buys into them (then into the best runners), lays
 * tiles and tokens that raise its companies' best run (tried on a fork of the game) or, where its
 * trains have nowhere to run, track toward the nearest stop, runs the optimiser's routes, pays out
 * unless its company needs money for a train, and buys trains it may run when it must or while it
 * has few. The stock-round and operating-round halves are {@link StockPlay}
 * and {@link OperatingPlay}.
 */
final class GreedyBot implements Bot {
    private final long seed;
    private final int trials;

    GreedyBot(long seed) {
        this(seed, OperatingPlay.TRIALS);
    }

    /** @param trials how many lays or tokens it tries on copies of the game at most per decision */
    GreedyBot(long seed, int trials) {
        this.seed = seed;
        this.trials = trials;
    }

    @Override
    public Action choose(GameSession session, String seat) {
        List<LegalAction> legal = forActingEntity(session);
        GameState state = session.state();
        Random rnd = Choices.random(seed, session);
        Action a = legal.get(0).action();
        if (!"player".equals(a.entityType())) {
            CompanyView company = "company".equals(a.entityType()) ? company(state, a.entity()) : corporation(state, a.entity());
            if (company != null && company.kind() != CompanyView.Kind.PRIVATE) {
                return new OperatingPlay(session, state, company, legal, rnd, trials).choose();
            }
            return fallback(legal);
        }
        PlayerView me = player(state, a.entity());
        return new StockPlay(state, me, legal, rnd).choose();
    }

    /** The choices of the entity the game waits for, leaving out abilities of privates it owns. */
    static List<LegalAction> forActingEntity(GameSession session) {
        List<LegalAction> legal = session.legalActions();
        String acting = legal.get(0).action().entity();
        List<LegalAction> own = new ArrayList<>();
        for (LegalAction l : legal) {
            if (acting != null && acting.equals(l.action().entity())) {
                own.add(l);
            }
        }
        return own.isEmpty() ? legal : own;
    }

    /** Pass when the game allows it, else the first choice: what the bot does with a decision it does not know. */
    static Action fallback(List<LegalAction> legal) {
        LegalAction pass = Choices.pass(legal);
        return Choices.complete(pass != null ? pass : legal.get(0));
    }

    static CompanyView company(GameState state, String id) {
        for (CompanyView c : state.companies()) {
            if (c.id().equals(id)) {
                return c;
            }
        }
        return null;
    }

    static PlayerView player(GameState state, String id) {
        for (PlayerView p : state.players()) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        return null;
    }

    /**
     * The corporation or minor with this id, before a private of the same id: in 1841 a concession
     * (a private) bears its corporation's name.
     */
    static CompanyView corporation(GameState state, String id) {
        CompanyView found = null;
        for (CompanyView c : state.companies()) {
            if (c.id().equals(id)) {
                if (c.kind() != CompanyView.Kind.PRIVATE) {
                    return c;
                }
                found = found == null ? c : found;
            }
        }
        return found;
    }

    /** The corporation a certificate id belongs to ({@code <corporation>_<index>}, the 18xx.games convention). */
    static CompanyView companyOfCertificate(GameState state, String certificate) {
        int cut = certificate.lastIndexOf('_');
        return cut < 0 ? null : corporation(state, certificate.substring(0, cut));
    }

    /** The price of the cheapest train the bank sells now of those {@code wanted}, or {@link Integer#MAX_VALUE} if none. */
    static int cheapestBankTrain(GameState state, java.util.function.Predicate<TrainView> wanted) {
        int best = Integer.MAX_VALUE;
        boolean depotSeen = false;
        for (var t : state.depot()) {
            if (!wanted.test(t)) {
                continue;
            }
            // the depot sells its trains in order: only the first of the upcoming ones counts
            if (t.owner().equals("depot")) {
                if (!depotSeen) {
                    best = Math.min(best, t.price());
                    depotSeen = true;
                }
            } else {
                best = Math.min(best, t.price());
            }
        }
        return best;
    }

    static <T> List<T> sorted(List<T> list, Comparator<T> order) {
        List<T> out = new ArrayList<>(list);
        out.sort(order);
        return out;
    }
}
