package roundhouse.bots.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import roundhouse.api.Action;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;

/** Helpers both bots use to read and pick among legal actions. */
final class Choices {
    private Choices() {
    }

    /**
     * A random source that depends only on the bot's seed and how far the game is: the same game
     * gets the same decision, also after an undo.
     */
    static Random random(long seed, GameSession session) {
        return new Random(seed * 1_000_003L + session.state().actionCount());
    }

    static List<LegalAction> ofType(List<LegalAction> legal, String type) {
        List<LegalAction> out = new ArrayList<>();
        for (LegalAction a : legal) {
            if (a.action().type().equals(type)) {
                out.add(a);
            }
        }
        return out;
    }

    static LegalAction pass(List<LegalAction> legal) {
        for (LegalAction a : legal) {
            if (a.action().type().equals("pass")) {
                return a;
            }
        }
        return null;
    }

    /** The complete action of a choice; a choice with an amount takes its smallest allowed amount. */
    static Action complete(LegalAction a) {
        return a.amount() == null ? a.action() : a.withAmount(a.amount().min());
    }

    /** A number argument of an action, 0 when absent. */
    static int number(Action a, String key) {
        return (int) a.number(key, 0);
    }

    /**
     * The train a company must give up, or {@code null} when giving one up is a choice: over its train
     * limit a company has no pass and discards; a title that also lets a company scrap a train at will
     * (18Mag) offers a pass beside it, and no sensible player scraps a train it can run.
     */
    static Action forcedDiscard(List<LegalAction> legal) {
        List<LegalAction> discard = ofType(legal, "discard_train");
        return discard.isEmpty() || pass(legal) != null ? null : discard.get(0).action();
    }

    /**
     * Whether a bankruptcy is offered before the company's train is due: 1841 offers it in every step, as
     * 18xx.games does. It is due where a train may be bought, or where nothing but the bankruptcy and
     * sales are left. A bot declares it only then.
     */
    static boolean earlyBankruptcy(List<LegalAction> legal) {
        if (ofType(legal, "bankrupt").isEmpty() || !ofType(legal, "buy_train").isEmpty()) {
            return false;
        }
        for (LegalAction a : legal) {
            if (!List.of("bankrupt", "sell_shares").contains(a.action().type())) {
                return true;
            }
        }
        return false;
    }
}
