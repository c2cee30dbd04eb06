package roundhouse.workbench.internal;

import roundhouse.api.LegalAction;
import roundhouse.api.view.GameState;
import roundhouse.api.view.TrainView;

/**
 * How the decision panel treats a choice with a free amount (no SWT): where the amount field
 * starts, whether what was typed is allowed (and if not, why, with the range), and whether applying
 * it asks first. A price agreed between companies or players (a train
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

    /**
     * An amount as typed, checked against the choice's range: the value, or the refusal naming the
     * reason and the allowed range. Never moved into the range (a bid of 10 is no bid of 155).
     */
    record Checked(Integer value, String refusal) {
    }

    /** Checks what the player typed; the title's currency around the number is allowed ("155 G", "$155"). */
    static Checked check(String typed, LegalAction choice, GameState state) {
        LegalAction.AmountRange range = choice.amount();
        String allowed = rangeText(range, state);
        String text = typed == null ? "" : typed.strip();
        if (state != null) {
            String[] around = state.currency().split("%s", -1);
            for (String part : around) {
                if (!part.isBlank()) {
                    text = text.replace(part.strip(), "");
                }
            }
            text = text.strip();
        }
        if (text.isEmpty()) {
            return new Checked(null, Messages.get("amount.empty", allowed));
        }
        if (!text.matches("-?\\d{1,18}")) {
            return new Checked(null, Messages.get("amount.notNumber", typed.strip(), allowed));
        }
        long value = Long.parseLong(text);
        if (value < range.min() || value > range.max()) {
            return new Checked(null, Messages.get("amount.outside", money(value, state), allowed));
        }
        if (!range.contains((int) value)) {
            return new Checked(null, Messages.get("amount.offStep", money(value, state), allowed));
        }
        return new Checked((int) value, null);
    }

    /** A list of amounts as typed, one per part: the values, or the first refusal naming the part and the rule. */
    record CheckedList(java.util.List<Integer> values, String refusal) {
    }

    /**
     * Checks a list of amounts as typed (1841's sheet of bids): each a whole number, 0 or within the
     * choice's range; an empty field counts as 0. Never moved into the range.
     */
    static CheckedList checkList(java.util.List<String> typed, LegalAction choice, GameState state) {
        LegalAction.AmountList list = choice.amounts();
        String allowed = listRuleText(list, state);
        java.util.List<Integer> values = new java.util.ArrayList<>();
        for (int i = 0; i < list.parts().size(); i++) {
            String part = list.parts().get(i);
            String text = i < typed.size() && typed.get(i) != null ? withoutCurrency(typed.get(i), state) : "";
            if (text.isEmpty()) {
                values.add(0);
                continue;
            }
            if (!text.matches("-?\\d{1,9}")) {
                return new CheckedList(null, Messages.get("amounts.notNumber", part, typed.get(i).strip(), allowed));
            }
            int value = Integer.parseInt(text);
            if (!list.allows(value)) {
                return new CheckedList(null, Messages.get("amounts.refused", part, money(value, state), allowed));
            }
            values.add(value);
        }
        return new CheckedList(values, null);
    }

    /** "0 or from L.20 to L.400" for each amount of a list. */
    static String listRuleText(LegalAction.AmountList list, GameState state) {
        return Messages.get("amounts.rule", rangeText(new LegalAction.AmountRange(list.key(), list.min(), list.max(), list.step()), state));
    }

    /** What was typed without the title's currency around the number ("L.20" is 20). */
    private static String withoutCurrency(String typed, GameState state) {
        String text = typed.strip();
        if (state != null) {
            for (String part : state.currency().split("%s", -1)) {
                if (!part.isBlank()) {
                    text = text.replace(part.strip(), "");
                }
            }
        }
        return text.strip();
    }

    /** "from 155 G to 650 G", with "in steps of 5 G" where the step is more than 1. */
    static String rangeText(LegalAction.AmountRange range, GameState state) {
        String min = money(range.min(), state);
        String max = money(range.max(), state);
        return range.step() > 1 ? Messages.get("amount.rangeStep", min, max, money(range.step(), state))
                : Messages.get("amount.range", min, max);
    }

    /** One step up ({@code +1}) or down ({@code -1}) from what is typed, kept in the range; the start value if nothing usable is typed. */
    static int stepped(String typed, LegalAction choice, GameState state, int direction) {
        LegalAction.AmountRange range = choice.amount();
        int step = Math.max(1, range.step());
        String digits = typed == null ? "" : typed.replaceAll("[^0-9-]", "");
        long now;
        try {
            now = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return initial(choice, state);
        }
        long next = now + (long) direction * step;
        next = Math.max(range.min(), Math.min(range.max(), next));
        next -= (next - range.min()) % step;
        return (int) next;
    }

    private static String money(long amount, GameState state) {
        return state == null ? Long.toString(amount) : state.currency().replace("%s", Long.toString(amount));
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
