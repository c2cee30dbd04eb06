package roundhouse.views.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.TrainView;

/**
 * The trains view as players read a train chart: the phase, then one row per type and holder with
 * how many there are ("3-train, 4 left at the bank"), the bank's in the engine's order, then each
 * company's, the company named as players call it.
 */
final class TrainRows {
    static final List<String> COLUMNS = Texts.columns("columns.trains");

    private TrainRows() {
    }

    static List<List<String>> rows(GameState state) {
        List<List<String>> rows = new ArrayList<>();
        if (state.phase() != null) {
            rows.add(List.of(Texts.get("phase.name", state.phase().name()),
                    Texts.get("phase.tiles", String.join("/", state.phase().tileColors())),
                    Texts.get("phase.rounds", state.phase().operatingRounds()),
                    Texts.get("phase.limit", state.phase().trainLimit()), "", ""));
        }
        // a type's distance, price and rusting as the bank's trains of that type tell them
        Map<String, TrainView> types = new LinkedHashMap<>();
        Map<List<String>, Integer> counts = new LinkedHashMap<>();
        for (TrainView t : state.depot()) {
            types.putIfAbsent(t.name(), t);
            counts.merge(List.of(t.name(), Rows.holder(t.owner())), 1, Integer::sum);
        }
        for (CompanyView c : state.companies()) {
            for (String train : c.trains()) {
                counts.merge(List.of(train, companyLabel(c)), 1, Integer::sum);
            }
        }
        for (Map.Entry<List<String>, Integer> e : counts.entrySet()) {
            String name = e.getKey().get(0);
            TrainView type = types.get(name);
            rows.add(List.of(name, type == null ? "" : distance(type), type == null ? "" : state.money(type.price()),
                    String.valueOf(e.getValue()), e.getKey().get(1), type == null || type.rustsOn() == null ? "" : type.rustsOn()));
        }
        return rows;
    }

    private static String distance(TrainView t) {
        return t.distance() == 0 ? Texts.get("train.unlimited") : String.valueOf(t.distance());
    }

    /** What players call the company ("Local 1", "PRR"), never a bare number they do not say. */
    private static String companyLabel(CompanyView c) {
        return c.label() == null ? c.id() : c.label();
    }
}
