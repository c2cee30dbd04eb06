package roundhouse.workbench.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.api.text.Localizer;
import roundhouse.api.view.GameState;

/**
 * The decision panel: the open games, the history stepper, what the game waits for, the legal
 * actions (an amount where one is free) with Apply, and the bots' controls. UI thread only.
 */
final class DecisionPanel {
    /** What the panel asks of the window. */
    interface Host extends HistoryStepper.Host {
        /** Makes another open game the active one. */
        void activate(OpenGame game);

        /** Applies an action to the live game; a refusal is shown. */
        boolean apply(Action action);
    }

    private final Host host;
    private final OpenGames games;
    private final HistoryStepper history;
    private final Combo gameCombo;
    private final Label gameInfo;
    /** The legal actions: single ones at the top level, large groups of one kind folded under a heading. */
    private final Tree actionList;
    private final Text amount;
    private final Label amountHint;
    /** The choice the amount field was last set up for: another selection of it keeps what was typed. */
    private LegalAction amountFor;
    private final Button applyButton;
    private final Button pauseBots;
    private final Button takeSeat;
    private final Button whyMove;
    private List<LegalAction> shownActions = List.of();
    /** Headings the player opened (true) or closed (false), by their key. */
    private final Map<String, Boolean> opened = new HashMap<>();

    DecisionPanel(Composite parent, OpenGames games, Host host) {
        this.host = host;
        this.games = games;
        Group game = new Group(parent, SWT.NONE);
        game.setText(Messages.get("game.group"));
        game.setLayout(new GridLayout(2, false));
        game.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        gameCombo = new Combo(game, SWT.READ_ONLY);
        gameCombo.setData("id", "games");
        gameCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        gameCombo.addListener(SWT.Selection, e -> {
            List<OpenGame> open = games.all();
            int i = gameCombo.getSelectionIndex();
            if (i >= 0 && i < open.size()) {
                host.activate(open.get(i));
            }
        });
        // the stepper above the info line, whose text (and height) changes as the player steps:
        // below it, the stepper moved under the mouse on entering the past
        history = new HistoryStepper(game, host);
        gameInfo = new Label(game, SWT.WRAP);
        gameInfo.setData("id", "gameInfo");
        // four lines high whatever it says ("Acting: Ann for NYNH" wraps, the drawing hint adds lines):
        // a line more or less moved the choices under the mouse
        GridData infoData = new GridData(SWT.FILL, SWT.TOP, true, false);
        infoData.widthHint = 200;
        gameInfo.setText("M\nM\nM\nM");
        infoData.heightHint = gameInfo.computeSize(SWT.DEFAULT, SWT.DEFAULT).y;
        gameInfo.setText("");
        gameInfo.setLayoutData(infoData);
        history.undoButton(game);
        actionList = new Tree(game, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        actionList.setData("id", "actions");
        actionList.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        actionList.addListener(SWT.Selection, e -> actionSelected());
        // long labels (1854's "Raise on Local 2 (Kernhofer Bahn) (bids: ...; ... free to bid)") do not fit
        // the panel: the choice under the mouse shows its whole text as a tooltip
        actionList.addListener(SWT.MouseMove, e -> {
            TreeItem item = actionList.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
            String tip = item == null ? null : item.getData("label") instanceof String whole ? whole : item.getText();
            if (!java.util.Objects.equals(tip, actionList.getToolTipText())) {
                actionList.setToolTipText(tip);
            }
        });
        // headings stay as the player left them from one decision to the next
        actionList.addListener(SWT.Expand, e -> opened.put((String) e.item.getData("key"), true));
        actionList.addListener(SWT.Collapse, e -> opened.put((String) e.item.getData("key"), false));
        // a double-click applies a complete choice; a choice with an amount waits for the amount
        actionList.addListener(SWT.DefaultSelection, e -> host.guarded(this::chooseOrApply));
        // the amount as typed: a free text field, checked on Apply against the choice's range (a
        // spinner moved an out-of-range bid into the range without a word); up and down step it
        Composite amountRow = new Composite(game, SWT.NONE);
        amountRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout amountLayout = new GridLayout(2, false);
        amountLayout.marginWidth = 0;
        amountLayout.marginHeight = 0;
        amountRow.setLayout(amountLayout);
        Label amountLabel = new Label(amountRow, SWT.NONE);
        amountLabel.setText(Messages.get("game.amount"));
        amount = new Text(amountRow, SWT.BORDER | SWT.RIGHT);
        amount.setData("id", "amount");
        GridData amountData = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        amountData.widthHint = 90;
        amount.setLayoutData(amountData);
        amount.setEnabled(false);
        amount.addListener(SWT.DefaultSelection, e -> host.guarded(this::applySelected));
        amount.addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.ARROW_UP || e.keyCode == SWT.ARROW_DOWN) {
                stepAmount(e.keyCode == SWT.ARROW_UP ? 1 : -1);
                e.doit = false;
            }
        });
        applyButton = new Button(game, SWT.PUSH);
        applyButton.setText(Messages.get("game.apply"));
        applyButton.setData("id", "apply");
        applyButton.addListener(SWT.Selection, e -> host.guarded(this::applySelected));
        // the allowed range, or why the amount typed was refused, on a row of its own three lines high,
        // so that nothing moves when it changes
        amountHint = new Label(game, SWT.WRAP);
        amountHint.setData("id", "amountHint");
        GridData hintData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        hintData.widthHint = 200;
        amountHint.setText("M\nM\nM");
        hintData.heightHint = amountHint.computeSize(SWT.DEFAULT, SWT.DEFAULT).y;
        amountHint.setText("");
        amountHint.setLayoutData(hintData);
        Composite botRow = new Composite(game, SWT.NONE);
        botRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        botRow.setLayout(new GridLayout(3, false));
        pauseBots = new Button(botRow, SWT.TOGGLE);
        pauseBots.setText(Messages.get("game.pauseBots"));
        pauseBots.setData("id", "pauseBots");
        pauseBots.addListener(SWT.Selection, e -> host.guarded(this::pauseBots));
        takeSeat = new Button(botRow, SWT.PUSH);
        takeSeat.setText(Messages.get("game.takeSeat"));
        takeSeat.setData("id", "takeSeat");
        takeSeat.addListener(SWT.Selection, e -> host.guarded(this::takeSeat));
        whyMove = new Button(botRow, SWT.PUSH);
        whyMove.setText(Messages.get("game.whyMove"));
        whyMove.setToolTipText(Messages.get("game.whyMove.tip"));
        whyMove.setData("id", "whyMove");
        whyMove.addListener(SWT.Selection, e -> host.guarded(this::whyMove));
    }

    HistoryStepper history() {
        return history;
    }

    /** The open games in the combo, the active one selected. */
    void refreshGames() {
        gameCombo.removeAll();
        List<OpenGame> open = games.all();
        for (OpenGame g : open) {
            gameCombo.add(g.label());
        }
        if (games.active() != null) {
            gameCombo.select(open.indexOf(games.active()));
        }
    }

    /** Shows the position the stepper is at: what the game waits for and the choices, none in the past. */
    void refresh() {
        OpenGame active = games.active();
        actionList.removeAll();
        shownActions = List.of();
        boolean bots = active != null && active.bots != null;
        pauseBots.setEnabled(bots);
        pauseBots.setSelection(bots && active.bots.paused());
        // only while a bot is to move: a human at the table takes no seat over from himself
        takeSeat.setEnabled(bots && active.playable() && active.bots.botToMove() != null);
        whyMove.setEnabled(bots && active.bots.lastReason() != null);
        history.refresh();
        if (active == null) {
            showInfo(Messages.get("game.none"));
            applyButton.setEnabled(false);
            gameInfo.getParent().layout();
            return;
        }
        if (!active.playable()) {
            // its title's plugin went: no choices to offer, and the info line says why
            showInfo(Localizer.swt(Messages.get("game.titleMissing", active.titleGone.name())));
            applyButton.setEnabled(false);
            amount.setEnabled(false);
            gameInfo.getParent().layout();
            return;
        }
        if (history.inPast()) {
            showInfo(history.pastInfo());
            applyButton.setEnabled(false);
            amount.setEnabled(false);
            gameInfo.getParent().layout();
            return;
        }
        GameState state = active.session.state();
        // a run may also be drawn by hand on the map (the map view's run panel)
        String drawHint = drawsRoutes(active) ? "\n" + Messages.get("game.drawRoutes") : "";
        showInfo(Localizer.swt(info(state) + drawHint));
        shownActions = active.session.legalActions();
        ActionGroups.fill(actionList, shownActions, opened);
        if (state.finished()) {
            // no choices left: the list shows the standings, lines without a choice to apply
            for (String line : Standings.lines(state)) {
                new TreeItem(actionList, SWT.NONE).setText(Localizer.swt(line));
            }
        }
        applyButton.setEnabled(!shownActions.isEmpty());
        actionSelected();
        gameInfo.getParent().layout();
    }

    /** The info line's text, whole in its tooltip when four lines cut it (a long title-missing note). */
    private void showInfo(String text) {
        gameInfo.setText(text);
        gameInfo.setToolTipText(text.replace("&&", "&"));
    }

    /** Whether the game waits for a company to run trains: then the map takes hand-drawn routes. */
    private static boolean drawsRoutes(OpenGame game) {
        try {
            return game.session.checkRun(List.of()) != null;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** "Round: Operating 1.1. Acting: Ben for Local 1", or why a finished game ended ({@link Standings} below it). */
    private static String info(GameState state) {
        if (state.finished()) {
            return Messages.get("game.finished", state.gameEndText());
        }
        return Messages.get("game.info", state.round().name(), ActingLine.of(state));
    }

    private int selectedAction() {
        TreeItem[] selection = actionList.getSelection();
        return selection.length == 1 && selection[0].getData() instanceof Integer i ? i : -1;
    }

    private void actionSelected() {
        int i = selectedAction();
        LegalAction choice = i >= 0 && i < shownActions.size() ? shownActions.get(i) : null;
        LegalAction.AmountRange range = choice == null ? null : choice.amount();
        amount.setEnabled(range != null);
        if (range == null) {
            amountFor = null;
            amount.setText("");
            // a list of amounts (1841's sheet of bids) is typed in a dialog of its own on Apply
            amountHint.setText(choice != null && choice.amounts() != null
                    ? Localizer.swt(Messages.get("amounts.onApply", choice.amounts().parts().size())) : "");
            return;
        }
        GameState state = activeState();
        if (!choice.equals(amountFor)) {
            amountFor = choice;
            amount.setText(String.valueOf(AmountChoice.initial(choice, state)));
        }
        amountHint.setText(Localizer.swt(AmountChoice.rangeText(range, state)));
    }

    private GameState activeState() {
        OpenGame active = games.active();
        return active == null || !active.playable() ? null : active.session.state();
    }

    /** Up or down by the choice's step, kept in its range. */
    private void stepAmount(int direction) {
        int i = selectedAction();
        if (i < 0 || i >= shownActions.size() || shownActions.get(i).amount() == null) {
            return;
        }
        amount.setText(String.valueOf(AmountChoice.stepped(amount.getText(), shownActions.get(i), activeState(), direction)));
        amount.setSelection(amount.getText().length());
    }

    private void applySelected() {
        int i = selectedAction();
        if (i < 0 || i >= shownActions.size()) {
            host.status(Messages.get("status.chooseAction"));
            return;
        }
        LegalAction choice = shownActions.get(i);
        if (choice.amount() == null && choice.amounts() != null) {
            List<Integer> values = new AmountListDialog(applyButton.getShell(), choice, activeState()).open();
            if (values != null) {
                applied(host.apply(choice.withAmounts(values)));
            }
            return;
        }
        if (choice.amount() == null) {
            applied(host.apply(choice.action()));
            return;
        }
        AmountChoice.Checked checked = AmountChoice.check(amount.getText(), choice, activeState());
        if (checked.refusal() != null) {
            // refused with the reason and the range; what was typed stays for the player to correct
            amountHint.setText(Localizer.swt(checked.refusal()));
            host.status(Messages.get("amount.refused", checked.refusal()));
            amount.setFocus();
            return;
        }
        if (AmountChoice.needsConfirmation(choice)
                && !host.confirm(Messages.get("confirm.amount", choice.label(), String.valueOf(checked.value())))) {
            return;
        }
        applied(host.apply(choice.withAmount(checked.value())));
    }

    /** After a move the game took, the status line no longer tells of the one before (a refused amount, a new game). */
    private void applied(boolean taken) {
        if (taken) {
            host.status(Messages.get("status.ready"));
        }
    }

    /** Double-click or Enter on a choice: applies it, or for a choice with an amount goes to the amount field. */
    private void chooseOrApply() {
        int i = selectedAction();
        if (i >= 0 && i < shownActions.size() && shownActions.get(i).amount() != null) {
            amount.setFocus();
            return;
        }
        applySelected();
    }

    private void pauseBots() {
        OpenGame active = games.active();
        if (active != null && active.bots != null) {
            active.bots.setPaused(pauseBots.getSelection());
            host.status(Messages.get(pauseBots.getSelection() ? "status.botsPaused" : "status.botsResumed"));
        }
    }

    /** Says in the status line why the last bot moved as it did, in its own words. */
    private void whyMove() {
        OpenGame active = games.active();
        String reason = active == null || active.bots == null ? null : active.bots.lastReason();
        if (reason == null) {
            host.status(Messages.get("status.noReason"));
            return;
        }
        String seat = active.bots.lastSeat();
        String name = active.session.setup().players().stream().filter(p -> p.id().equals(seat))
                .map(p -> p.name()).findFirst().orElse(seat);
        host.status(Messages.get("status.botReason", name, reason));
    }

    /** The seat whose bot is to move becomes a human's. */
    private void takeSeat() {
        OpenGame active = games.active();
        String seat = active == null || active.bots == null ? null : active.bots.botToMove();
        if (seat == null) {
            host.status(Messages.get("status.noBotActs"));
            return;
        }
        active.bots.takeOver(seat);
        host.status(Messages.get("status.tookSeat", seat));
        refresh();
    }
}
