package roundhouse.workbench.internal;

import roundhouse.api.LegalAction;
import roundhouse.api.view.GameState;
import roundhouse.api.view.TrainView;

/**
 * How the decision panel treats a choice with a free amount (no SWT): where the amount field
 * starts and whether applying it asks first. A price agreed between companies or players (a train
 * bought from another company, a private bought from its owner) starts at the printed price when
 * the state shows it, never at a silent $1, and is only taken after the player confirmed it.
 */
final class AmountChoice {
    private AmountChoice() {
    }

    /** A price the players set themselves, rather than a bid or a dividend the rules bound. */
    static boolean negotiated(LegalAction choice) {
        if (choice.amount() == null || !"price".equals(choice.amount().key())) {
            return false;
        }
        String type = choice.action().type();
        return type.equals("buy_train") || type.equals("buy_company");
    }

    /** Where the amount field starts: the printed price of a negotiated train if known, else the range's minimum. */
    static int initial(LegalAction choice, GameState state) {
        LegalAction.AmountRange range = choice.amount();
        if (range == null) {
            return 0;
        }
        int value = range.min();
        if (negotiated(choice) && state != null) {
            Integer face = facePrice(choice.action().string("train"), state);
            if (face != null) {
                value = Math.max(range.min(), Math.min(range.max(), face));
                value -= (value - range.min()) % Math.max(1, range.step());
            }
        }
        return value;
    }

    /** Whether applying the choice asks the player to confirm the amount first. */
    static boolean needsConfirmation(LegalAction choice) {
        return negotiated(choice);
    }

    /** The bank price of a train of the same type as {@code trainId} ({@code "2-3"}), from the depot view. */
    private static Integer facePrice(String trainId, GameState state) {
        if (trainId == null) {
            return null;
        }
        int dash = trainId.lastIndexOf('-');
        String name = dash > 0 ? trainId.substring(0, dash) : trainId;
        for (TrainView t : state.depot()) {
            if (t.name().equals(name)) {
                return t.price();
            }
        }
        return null;
    }
}
