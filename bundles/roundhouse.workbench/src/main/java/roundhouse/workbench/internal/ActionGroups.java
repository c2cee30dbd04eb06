package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

import roundhouse.api.ActionFieldException;
import roundhouse.api.LegalAction;

/**
 * Puts the engine's legal actions into the action tree, in the engine's order, so that the tree
 * looks the same from one decision to the next and every line tells its choice apart:
 * <ul>
 * <li>every kind with two or more choices has a heading such as "Lay track (42)"; a lone choice stands
 *     alone (the same rule at every decision, so the list never flips between grouped and flat);</li>
 * <li>the draft's free picks and fixed-price buys are kinds apart from bids with an amount;</li>
 * <li>choices of a kind that differ only after their last ", " (a tile's rotations on one hex) go under
 *     a heading of what they share, each line showing what differs, so that no two lines look alike
 *     when the panel cuts them;</li>
 * <li>choices with the same label (four 2-trains of one company) show once: a player cannot tell
 *     them apart, and any of them is his choice.</li>
 * </ul>
 * Each choice's item carries its index in the engine's list as data, its whole label as data
 * {@code "label"}; each heading its key as data {@code "key"}, by which the panel remembers whether
 * the player opened or closed it.
 */
final class ActionGroups {
    /** A heading with more lines under it than this starts closed (until the player opens it). */
    static final int OPEN_UP_TO = 8;

    private ActionGroups() {
    }

    /**
     * One line of the tree: a heading ({@code choice} -1, {@code key} set) with lines under it, or a
     * choice ({@code label} its whole label, {@code text} what the line shows).
     */
    record Line(String key, String text, int choice, String label, List<Line> children) {
        boolean heading() {
            return choice < 0;
        }

        /** Whether a heading starts open when the player has not opened or closed it. */
        boolean openByDefault() {
            return children.size() <= OPEN_UP_TO;
        }
    }

    /** The tree's lines for a list of choices, kinds in the order they first appear. */
    static List<Line> lines(List<LegalAction> actions) {
        Map<String, List<Integer>> byKind = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < actions.size(); i++) {
            String kind = kind(actions.get(i));
            if (seen.add(kind + '\n' + actions.get(i).label())) {
                byKind.computeIfAbsent(kind, k -> new ArrayList<>()).add(i);
            }
        }
        List<Line> lines = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : byKind.entrySet()) {
            List<Integer> choices = e.getValue();
            if (choices.size() == 1) {
                lines.add(choice(actions, choices.get(0), actions.get(choices.get(0)).label()));
            } else {
                lines.add(new Line(e.getKey(), Messages.get("actions.group", kindName(e.getKey()), choices.size()), -1, null,
                        shared(e.getKey(), actions, choices)));
            }
        }
        return lines;
    }

    /** The choices of one kind, those that share all but their last part under a heading of it. */
    private static List<Line> shared(String kind, List<LegalAction> actions, List<Integer> choices) {
        Map<String, List<Integer>> byStem = new LinkedHashMap<>();
        for (int i : choices) {
            byStem.computeIfAbsent(stem(actions.get(i).label()), s -> new ArrayList<>()).add(i);
        }
        List<Line> out = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : byStem.entrySet()) {
            List<Integer> same = e.getValue();
            if (same.size() == 1 || e.getKey().isEmpty()) {
                same.forEach(i -> out.add(choice(actions, i, actions.get(i).label())));
                continue;
            }
            List<Line> rest = new ArrayList<>();
            for (int i : same) {
                String label = actions.get(i).label();
                rest.add(choice(actions, i, label.substring(e.getKey().length() + 2)));
            }
            out.add(new Line(kind + '\n' + e.getKey(), Messages.get("actions.group", e.getKey(), same.size()), -1, null, rest));
        }
        return out;
    }

    /**
     * A label up to its last ", " outside brackets ("Lay #8 on Pest (F13)" of "Lay #8 on Pest (F13),
     * rotation 2"), or "" without one.
     */
    static String stem(String label) {
        int depth = 0;
        int last = -1;
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == '(' || c == '[') {
                depth++;
            } else if ((c == ')' || c == ']') && depth > 0) {
                depth--;
            } else if (c == ',' && depth == 0 && i + 1 < label.length() && label.charAt(i + 1) == ' ') {
                last = i;
            }
        }
        return last <= 0 ? "" : label.substring(0, last);
    }

    private static Line choice(List<LegalAction> actions, int index, String text) {
        return new Line(null, text, index, actions.get(index).label(), List.of());
    }

    /**
     * What a choice is, for its heading: the action type, with a bid that has no amount told apart
     * as a free pick (18Mag's draft) or a buy at a fixed price (the top private).
     */
    static String kind(LegalAction a) {
        String type = a.action().type();
        if (!type.equals("bid") || a.amount() != null) {
            return type;
        }
        long price;
        try {
            price = a.action().number("price", 0);
        } catch (ActionFieldException e) {
            return type;
        }
        return price == 0 ? "bid.free" : "bid.fixed";
    }

    /**
     * Fills the tree; a heading is open as the player last left a heading of its key, else as
     * {@link Line#openByDefault()} says.
     */
    static void fill(Tree tree, List<LegalAction> actions, Map<String, Boolean> opened) {
        tree.setRedraw(false);
        try {
            tree.removeAll();
            for (Line line : lines(actions)) {
                add(line, new TreeItem(tree, SWT.NONE), opened);
            }
        } finally {
            tree.setRedraw(true);
        }
    }

    private static void add(Line line, TreeItem item, Map<String, Boolean> opened) {
        item.setText(line.text());
        if (!line.heading()) {
            item.setData(line.choice());
            item.setData("label", line.label());
            return;
        }
        item.setData("key", line.key());
        for (Line child : line.children()) {
            add(child, new TreeItem(item, SWT.NONE), opened);
        }
        item.setExpanded(opened.getOrDefault(line.key(), line.openByDefault()));
    }

    /** "Lay track", "Buy shares", ... for a kind; the kind itself if unknown. */
    static String kindName(String kind) {
        String name = Messages.get("action." + kind);
        return name.startsWith("!") ? kind : name;
    }
}
