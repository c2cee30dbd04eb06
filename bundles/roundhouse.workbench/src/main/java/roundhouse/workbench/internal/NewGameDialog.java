package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import roundhouse.api.text.Localizer;
import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;

/** Asks for players, who of them is a bot, optional rules and seed of a new game. */
final class NewGameDialog extends Dialog {
    private final GameTitle title;
    private final List<WorkbenchModel.BotEntry> bots;
    private GameSetup result;
    private final Map<String, WorkbenchModel.BotEntry> seatBots = new LinkedHashMap<>();

    NewGameDialog(Shell parent, GameTitle title, List<WorkbenchModel.BotEntry> bots) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        this.title = title;
        this.bots = List.copyOf(bots);
    }

    /** After {@link #open}: the bot chosen per player id; seats not named are human. */
    Map<String, WorkbenchModel.BotEntry> seatBots() {
        return seatBots;
    }

    /** Shows the dialog; the setup chosen, or {@code null} if cancelled. */
    GameSetup open() {
        TitleInfo info = title.info();
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("newGame.title", info.name()));
        shell.setData("id", "newGameDialog");
        shell.setLayout(new GridLayout(2, false));
        new Label(shell, SWT.NONE).setText(Messages.get("newGame.players"));
        Text players = new Text(shell, SWT.BORDER);
        players.setData("id", "players");
        players.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= Math.max(info.minPlayers(), Math.min(4, info.maxPlayers())); i++) {
            names.add(Messages.get("newGame.player", i));
        }
        players.setText(String.join(", ", names));
        // one choice per possible seat: human, or one of the installed bots (seats past the player count are ignored)
        List<Combo> seats = new ArrayList<>();
        for (int i = 1; i <= info.maxPlayers() && !bots.isEmpty(); i++) {
            new Label(shell, SWT.NONE).setText(Messages.get("newGame.seat", i));
            Combo seat = new Combo(shell, SWT.READ_ONLY);
            seat.setData("id", "seat." + i);
            seat.add(Messages.get("newGame.human"));
            bots.forEach(b -> seat.add(b.name()));
            seat.select(0);
            seats.add(seat);
        }
        new Label(shell, SWT.NONE).setText(Messages.get("newGame.seed"));
        Spinner seed = new Spinner(shell, SWT.BORDER);
        seed.setData("id", "seed");
        seed.setValues(1, 0, Integer.MAX_VALUE, 0, 1, 100);
        List<Button> optionBoxes = new ArrayList<>();
        for (RuleOption option : title.ruleOptions()) {
            Button box = new Button(shell, SWT.CHECK);
            box.setText(Localizer.swt(option.name()));
            box.setToolTipText(option.description());
            box.setData("id", "option." + option.id());
            box.setData("option", option.id());
            box.setSelection(option.onByDefault());
            box.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            optionBoxes.add(box);
        }
        Label error = new Label(shell, SWT.WRAP);
        error.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Button ok = new Button(shell, SWT.PUSH);
        ok.setText(Messages.get("dialog.ok"));
        ok.setData("id", "ok");
        Button cancel = new Button(shell, SWT.PUSH);
        cancel.setText(Messages.get("dialog.cancel"));
        cancel.addListener(SWT.Selection, e -> shell.close());
        ok.addListener(SWT.Selection, e -> {
            List<PlayerRef> refs = new ArrayList<>();
            int n = 0;
            for (String name : players.getText().split(",")) {
                if (!name.isBlank()) {
                    n++;
                    refs.add(new PlayerRef(String.valueOf(n), name.trim()));
                }
            }
            if (n < info.minPlayers() || n > info.maxPlayers()) {
                error.setText(Messages.get("newGame.badPlayers", info.playerRange()));
                shell.layout();
                return;
            }
            Set<String> options = new LinkedHashSet<>();
            for (Button box : optionBoxes) {
                if (box.getSelection()) {
                    options.add((String) box.getData("option"));
                }
            }
            for (int i = 0; i < refs.size() && i < seats.size(); i++) {
                int chosen = seats.get(i).getSelectionIndex();
                if (chosen > 0) {
                    seatBots.put(refs.get(i).id(), bots.get(chosen - 1));
                }
            }
            result = new GameSetup(refs, options, seed.getSelection());
            shell.close();
        });
        shell.setDefaultButton(ok);
        DialogPlacement.openAndWait(shell);
        return result;
    }
}
