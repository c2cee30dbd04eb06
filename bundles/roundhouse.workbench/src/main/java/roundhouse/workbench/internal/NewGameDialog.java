package roundhouse.workbench.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Dialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import roundhouse.api.GameSetup;
import roundhouse.api.GameTitle;
import roundhouse.api.PlayerRef;
import roundhouse.api.RuleOption;
import roundhouse.api.TitleInfo;
import roundhouse.api.text.Localizer;

/**
 * Asks for players, who of them is a bot, optional rules and seed of a new game. The players'
 * names are last game's; there is one seat row per player named. Everything but OK and Cancel
 * scrolls, so that the buttons stay on a small screen (1844 has many rule options).
 */
final class NewGameDialog extends Dialog {
    private final GameTitle title;
    private final List<WorkbenchModel.BotEntry> bots;
    private final LastPlayers lastPlayers;
    private GameSetup result;
    private final Map<String, WorkbenchModel.BotEntry> seatBots = new LinkedHashMap<>();

    NewGameDialog(Shell parent, GameTitle title, List<WorkbenchModel.BotEntry> bots, LastPlayers lastPlayers) {
        super(parent, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL | SWT.RESIZE);
        this.title = title;
        this.bots = List.copyOf(bots);
        this.lastPlayers = lastPlayers;
    }

    /** After {@link #open}: the bot chosen per player id; seats not named are human. */
    Map<String, WorkbenchModel.BotEntry> seatBots() {
        return seatBots;
    }

    /** The names in the players field, blanks left out. */
    static List<String> names(String typed) {
        List<String> names = new ArrayList<>();
        for (String name : typed.split(",")) {
            if (!name.isBlank()) {
                names.add(name.strip());
            }
        }
        return names;
    }

    /** Shows the dialog; the setup chosen, or {@code null} if cancelled. */
    GameSetup open() {
        TitleInfo info = title.info();
        Shell shell = new Shell(getParent(), getStyle());
        shell.setText(Messages.get("newGame.title", info.name()));
        shell.setData("id", "newGameDialog");
        shell.setLayout(new GridLayout(1, false));
        ScrolledComposite scroller = new ScrolledComposite(shell, SWT.V_SCROLL);
        scroller.setData("id", "newGameScroller");
        scroller.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        Composite form = new Composite(scroller, SWT.NONE);
        form.setLayout(new GridLayout(2, false));
        scroller.setContent(form);

        new Label(form, SWT.NONE).setText(Messages.get("newGame.players"));
        Text players = new Text(form, SWT.BORDER);
        players.setData("id", "players");
        GridData playersData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        playersData.widthHint = 320;
        players.setLayoutData(playersData);
        players.setText(String.join(", ", lastPlayers.offer(info)));
        // one row per player named: human, or one of the installed bots
        SeatRows seatRows = new SeatRows(form, 2, bots);
        new Label(form, SWT.NONE).setText(Messages.get("newGame.seed"));
        Spinner seed = new Spinner(form, SWT.BORDER);
        seed.setData("id", "seed");
        seed.setValues(1, 0, Integer.MAX_VALUE, 0, 1, 100);
        List<Button> optionBoxes = new ArrayList<>();
        for (RuleOption option : title.ruleOptions()) {
            Button box = new Button(form, SWT.CHECK);
            // an option for some player counts says which (18Mag's supporters: 3-6 players)
            box.setText(Localizer.swt(option.players().isEmpty() ? option.name()
                    : Messages.get("newGame.optionPlayers", option.name(), option.playerRange())));
            box.setToolTipText(option.description());
            box.setData("id", "option." + option.id());
            box.setData("option", option.id());
            box.setSelection(option.onByDefault());
            box.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            optionBoxes.add(box);
        }
        // ticking an option unticks those it cannot be played with (18Mag's two ways of adding minors)
        for (Button box : optionBoxes) {
            box.addListener(SWT.Selection, e -> {
                if (!box.getSelection()) {
                    return;
                }
                RuleOption ticked = option(title, (String) box.getData("option"));
                for (Button other : optionBoxes) {
                    if (other != box && ticked.excludes(option(title, (String) other.getData("option")))) {
                        other.setSelection(false);
                    }
                }
            });
        }

        // below the scrolled part: the problem line and the buttons, always on screen
        Label error = new Label(shell, SWT.WRAP);
        error.setData("id", "newGameError");
        error.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button ok = DialogButtons.okCancel(shell, 1);

        Runnable fitSeats = () -> {
            List<String> named = names(players.getText());
            seatRows.show(named, info.maxPlayers());
            fitOptions(optionBoxes, named.size());
            scroller.setMinSize(form.computeSize(SWT.DEFAULT, SWT.DEFAULT));
            form.layout(true, true);
        };
        fitSeats.run();
        players.addListener(SWT.Modify, e -> fitSeats.run());

        ok.addListener(SWT.Selection, e -> {
            List<String> named = names(players.getText());
            if (named.size() < info.minPlayers() || named.size() > info.maxPlayers()) {
                error.setText(Messages.get("newGame.badPlayers", info.playerRange()));
                shell.layout(true, true);
                return;
            }
            List<PlayerRef> refs = new ArrayList<>();
            for (int n = 0; n < named.size(); n++) {
                refs.add(new PlayerRef(String.valueOf(n + 1), named.get(n)));
            }
            Set<String> options = new LinkedHashSet<>();
            for (Button box : optionBoxes) {
                if (box.getSelection()) {
                    options.add((String) box.getData("option"));
                }
            }
            seatBots.putAll(seatRows.chosen(refs.stream().map(PlayerRef::id).toList()));
            lastPlayers.remember(named);
            result = new GameSetup(refs, options, seed.getSelection());
            shell.close();
        });
        shell.pack();
        Point packed = shell.getSize();
        // never taller than the screen, the scrolled part taking what is left (DialogPlacement clamps it)
        shell.setSize(Math.max(packed.x, 420), packed.y);
        DialogPlacement.place(shell);
        DialogPlacement.openPlaced(shell);
        return result;
    }

    /**
     * Greys out the options not for this many players, unticked, and gives them back as the player
     * had them when the count fits again; a count outside the title's range greys out nothing (the
     * OK button names that problem).
     */
    private void fitOptions(List<Button> optionBoxes, int count) {
        TitleInfo info = title.info();
        boolean inRange = count >= info.minPlayers() && count <= info.maxPlayers();
        for (Button box : optionBoxes) {
            boolean fits = !inRange || option(title, (String) box.getData("option")).allows(count);
            if (fits == box.getEnabled()) {
                continue;
            }
            if (fits) {
                box.setSelection(Boolean.TRUE.equals(box.getData("wanted")));
            } else {
                box.setData("wanted", box.getSelection());
                box.setSelection(false);
            }
            box.setEnabled(fits);
        }
    }

    private static RuleOption option(GameTitle title, String id) {
        return title.ruleOptions().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }
}
