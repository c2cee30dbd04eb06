package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import roundhouse.api.RunCheck;
import roundhouse.api.view.HexView;
import roundhouse.api.view.MapView;

/**
 * The words of the run panel for the engine's verdict on a drawn run: each train's stops and
 * revenue, the run against the best one, and what each dividend choice would pay and do to the
 * share price. Pure functions, free of SWT.
 */
final class RunSummary {
    private RunSummary() {
    }

    /** "2-train: Baltimore – Washington · $40", "2-train: not drawn yet". */
    static String train(RouteDraft draft, int train, RunCheck check, MapView map, IntFunction<String> money) {
        RunCheck.RunTrain t = draft.trains().get(train);
        List<String> stops = draft.stopsOf(train);
        if (stops.isEmpty()) {
            return Messages.get("run.trainEmpty", t.name());
        }
        List<String> places = new ArrayList<>();
        for (String s : stops) {
            places.add(place(map, s));
        }
        String line = Messages.get("run.trainStops", t.name(), String.join(" \u2013 ", places));
        int revenue = revenueOf(draft, train, check);
        return revenue < 0 ? line : Messages.get("run.trainRevenue", line, money.apply(revenue));
    }

    /**
     * What train {@code train} earns in the check, or -1 when the run is refused: the engine lists
     * revenues for the drawn routes only, in the trains' order.
     */
    static int revenueOf(RouteDraft draft, int train, RunCheck check) {
        if (check == null || !check.legal() || draft.stopsOf(train).isEmpty()) {
            return -1;
        }
        int k = 0;
        for (int i = 0; i < train; i++) {
            k += draft.stopsOf(i).isEmpty() ? 0 : 1;
        }
        return k < check.revenues().size() ? check.revenues().get(k) : -1;
    }

    /** "Your routes: $70 · best run: $90 ($20 less)", or the refusal. */
    static String verdict(RunCheck check, IntFunction<String> money) {
        if (check.refusal() != null) {
            return Messages.get("run.refused", check.refusal());
        }
        int diff = check.best() - check.total();
        if (diff > 0) {
            return Messages.get("run.versusBestLess", money.apply(check.total()), money.apply(check.best()), money.apply(diff));
        }
        if (diff < 0) {
            return Messages.get("run.versusBestMore", money.apply(check.total()), money.apply(check.best()), money.apply(-diff));
        }
        return Messages.get("run.versusBestSame", money.apply(check.total()), money.apply(check.best()));
    }

    /** "Pay out: $9 a share, share price $67 → $71 · Withhold: share price $67 → $65". */
    static String dividends(RunCheck check, IntFunction<String> money) {
        List<String> parts = new ArrayList<>();
        for (RunCheck.DividendOutcome d : check.dividends()) {
            String price = d.priceBefore() == 0 ? null
                    : Messages.get("run.price", money.apply(d.priceBefore()), money.apply(d.priceAfter()));
            String share = d.perShare() > 0 ? Messages.get("run.perShare", money.apply(d.perShare())) : null;
            String what = share == null ? price : price == null ? share : share + ", " + price;
            parts.add(what == null ? d.label() : d.label() + ": " + what);
        }
        return String.join(" \u00b7 ", parts);
    }

    /** "Baltimore (I15)" for a clicked hex, the hex alone where the map names no place. */
    static String place(MapView map, String click) {
        int dash = click.indexOf('-');
        String hex = dash > 0 ? click.substring(0, dash) : click;
        HexView h = HexChoices.hex(map, hex);
        return h == null || h.locationName() == null || h.locationName().isBlank() ? hex : h.locationName() + " (" + hex + ")";
    }
}
