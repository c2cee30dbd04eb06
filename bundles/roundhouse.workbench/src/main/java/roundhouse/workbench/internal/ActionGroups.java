package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

import roundhouse.api.LegalAction;

/**
 * Puts the engine's legal actions into the action tree in the engine's order. Kinds with many
 * choices (a tile lay offers dozens) fold under one heading such as "Lay track (42)"; the rest
 * stand at the top level. Each choice's item carries its index in the engine's list.
 */
final class ActionGroups {
    /** More choices of one kind than this fold under a heading. */
    static final int FOLD_ABOVE = 8;

    private ActionGroups() {
    }

    /** A run of the tree: a heading with its choices, or one choice alone (heading null). */
    record Group(String type, String heading, List<Integer> choices) {
    }

    /** The groups for a list of choices, in the order their kinds first appear. */
    static List<Group> groups(List<LegalAction> actions) {
        Map<String, List<Integer>> byType = new LinkedHashMap<>();
        for (int i = 0; i < actions.size(); i++) {
            byType.computeIfAbsent(actions.get(i).action().type(), t -> new ArrayList<>()).add(i);
        }
        List<Group> groups = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : byType.entrySet()) {
            if (e.getValue().size() > FOLD_ABOVE) {
                groups.add(new Group(e.getKey(), Messages.get("actions.group", kindName(e.getKey()), e.getValue().size()),
                        e.getValue()));
            } else {
                for (int i : e.getValue()) {
                    groups.add(new Group(e.getKey(), null, List.of(i)));
                }
            }
        }
        return groups;
    }

    static void fill(Tree tree, List<LegalAction> actions) {
        tree.setRedraw(false);
        try {
            tree.removeAll();
            for (Group g : groups(actions)) {
                if (g.heading() == null) {
                    int i = g.choices().get(0);
                    TreeItem item = new TreeItem(tree, SWT.NONE);
                    item.setText(actions.get(i).label());
                    item.setData(i);
                } else {
                    TreeItem heading = new TreeItem(tree, SWT.NONE);
                    heading.setText(g.heading());
                    for (int i : g.choices()) {
                        TreeItem item = new TreeItem(heading, SWT.NONE);
                        item.setText(actions.get(i).label());
                        item.setData(i);
                    }
                }
            }
        } finally {
            tree.setRedraw(true);
        }
    }

    /** "Lay track", "Buy shares", ... for an 18xx.games action type; the type itself if unknown. */
    static String kindName(String type) {
        String name = Messages.get("action." + type);
        return name.startsWith("!") ? type : name;
    }
}
