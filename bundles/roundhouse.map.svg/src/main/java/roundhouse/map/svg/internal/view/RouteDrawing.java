package roundhouse.map.svg.internal.view;

import java.util.List;

import org.eclipse.swt.widgets.Composite;

import roundhouse.api.DrawnRoute;
import roundhouse.api.GameSession;
import roundhouse.api.LegalAction;
import roundhouse.api.RunCheck;
import roundhouse.api.ui.ViewContext;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;

/**
 * Routes drawn by hand on the map while the live game waits for a company to run: clicks on hexes
 * become the current train's stops ({@link RouteDraft}), every change is checked by the engine
 * ({@link GameSession#checkRun}, the check recorded runs pass) and shown on the {@link RunPanel} and
 * as routes on the map; the panel runs the drawn routes or the game's own best run. UI thread only.
 */
final class RouteDrawing {
    private final ViewContext context;
    private final Runnable restyle;
    private final RunPanel panel;
    private GameSession session;
    private GameState state;
    private List<LegalAction> legal = List.of();
    /** The routes being drawn, or {@code null} when no company is about to run. */
    private RouteDraft draft;
    /** The engine's verdict on {@link #draft}. */
    private RunCheck check;

    /** @param restyle called when the drawn routes to show on the map changed */
    RouteDrawing(Composite parent, ViewContext context, Runnable restyle) {
        this.context = context;
        this.restyle = restyle;
        this.panel = new RunPanel(parent, new RunPanel.Actions() {
            @Override
            public void selectTrain(int train) {
                if (draft != null) {
                    draft.select(train);
                    show();
                }
            }

            @Override
            public void runDrawn() {
                if (check != null && check.legal()) {
                    context.apply(check.action());
                }
            }

            @Override
            public void runBest() {
                LegalAction best = best();
                if (best != null) {
                    context.apply(best.action());
                }
            }

            @Override
            public void clear() {
                if (draft != null) {
                    draft.clear();
                    recheck();
                }
            }
        });
    }

    /**
     * Follows the game shown: while it is the live game and waits for a company to run, the panel shows
     * (a new decision starts a new draft); at any other time, or while the views show the past, it hides.
     */
    void update(GameSession shown, GameState shownState, List<LegalAction> shownLegal) {
        session = shown;
        state = shownState;
        legal = shownLegal;
        RunCheck trains = shown != null && shown == context.liveSession() ? check(shown, List.of()) : null;
        if (trains == null) {
            if (draft != null && !draft.empty()) {
                context.status(""); // the run is decided: its verdict no longer applies
            }
            draft = null;
            check = null;
            panel.hide();
            return;
        }
        String decision = trains.company() + "@" + state.actionCount();
        if (draft == null || !draft.decision().equals(decision)) {
            draft = new RouteDraft(decision, trains.trains());
            check = trains;
        } else {
            RunCheck again = check(shown, draft.routes());
            check = again == null ? trains : again;
        }
        show();
    }

    /** A click on a hex without other choices: the current train's next stop; false when nobody runs. */
    boolean click(String hex) {
        if (draft == null) {
            return false;
        }
        draft.click(hex);
        recheck();
        context.status(draft.empty() ? "" : RunSummary.verdict(check, this::money));
        return true;
    }

    /** The drawn routes to show on the map, each a chain of hexes, or {@code null} while nothing is drawn. */
    List<List<String>> paths() {
        if (draft == null || draft.empty() || check == null) {
            return null;
        }
        return check.paths().stream().filter(p -> p.size() >= 2).toList();
    }

    /** The engine's verdict, or {@code null} from an engine that cannot check drawn runs. */
    private static RunCheck check(GameSession session, List<DrawnRoute> routes) {
        try {
            return session.checkRun(routes);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Asks the engine again after the draft changed, and shows the answer on the panel and the map. */
    private void recheck() {
        RunCheck c = session == null ? null : check(session, draft.routes());
        if (c != null) {
            check = c;
        }
        show();
        restyle.run();
    }

    private void show() {
        if (draft == null || check == null) {
            return;
        }
        LegalAction best = best();
        panel.show(companyName(check.company()), draft, check, state.map(), this::money, best == null ? null : best.label());
    }

    /** The game's own run choice (the optimiser's), or {@code null}. */
    private LegalAction best() {
        return legal.stream().filter(a -> "run_routes".equals(a.action().type())).findFirst().orElse(null);
    }

    /** A corporation by its symbol as players say it, a minor by its name. */
    private String companyName(String id) {
        for (CompanyView c : state.companies()) {
            if (c.id().equals(id)) {
                return c.kind() == CompanyView.Kind.CORPORATION ? c.id() : c.name();
            }
        }
        return id;
    }

    private String money(int amount) {
        return state == null ? "$" + amount : state.money(amount);
    }

    RunPanel panel() {
        return panel;
    }
}
