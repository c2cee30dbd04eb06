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

    /** A tile colour as the reader's language says it ({@code green}: German "grün"); an unknown one as given. */
    static String colour(String colour) {
        String key = "colour." + colour.toLowerCase(java.util.Locale.ROOT);
        return Texts.has(key) ? Texts.get(key) : colour;
    }

    /** A phase named by a number as it is; one named by its colour (18Mag's "Green") in the reader's language, capitalised. */
    static String phaseName(String name) {
        String colour = colour(name);
        return colour.equals(name) || colour.isEmpty() ? name
                : colour.substring(0, 1).toUpperCase(Texts.locale()) + colour.substring(1);
    }

    /**
     * The train types the game began with in its depot, every type's distance, price and rusting (a type
     * sold out since still has them): read from the game's first position once per game shown.
     */
    static final class TypesAtStart {
        /** The game the types are of: its title and setup, by value (each position shown is a session of its own). */
        private List<Object> game;
        private List<TrainView> types = List.of();

        List<TrainView> of(roundhouse.api.GameSession session) {
            List<Object> shown = List.of(session.title().id(), session.setup());
            if (!shown.equals(game)) {
                game = shown;
                try {
                    types = session.after(0).state().depot();
                } catch (roundhouse.api.GameLoadException | RuntimeException e) {
                    types = List.of(); // the rows then show what the bank's trains tell
                }
            }
            return types;
        }
    }

    static List<List<String>> rows(GameState state) {
        return rows(state, List.of());
    }

    /** The rows, a type the bank no longer holds described by {@code known} (the depot the game began with). */
    static List<List<String>> rows(GameState state, List<TrainView> known) {
        List<List<String>> rows = new ArrayList<>();
        if (state.phase() != null) {
            rows.add(List.of(Texts.get("phase.name", phaseName(state.phase().name())),
                    Texts.get("phase.tiles", String.join("/", state.phase().tileColors().stream().map(TrainRows::colour).toList())),
                    Texts.get("phase.rounds", state.phase().operatingRounds()),
                    Texts.get("phase.limit", state.phase().trainLimit()), "", ""));
        }
        // a type's distance, price and rusting as the bank's trains of that type tell them
        Map<String, TrainView> types = new LinkedHashMap<>();
        Map<List<String>, Integer> counts = new LinkedHashMap<>();
        for (TrainView t : state.depot()) {
            describes(types, t);
            counts.merge(List.of(t.name(), Rows.holder(t.owner())), 1, Integer::sum);
        }
        for (TrainView t : known) {
            describes(types, t);
        }
        for (CompanyView c : state.companies()) {
            for (String train : c.trains()) {
                counts.merge(List.of(train, Rows.companyLabel(c)), 1, Integer::sum);
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

    /** Keeps what {@code t} tells of its type and of each variant of its card (1844's 5H beside the 5). */
    private static void describes(Map<String, TrainView> types, TrainView t) {
        types.putIfAbsent(t.name(), t);
        for (TrainView v : t.variants()) {
            types.putIfAbsent(v.name(), v);
        }
    }

    private static String distance(TrainView t) {
        return t.distance() == 0 ? Texts.get("train.unlimited") : String.valueOf(t.distance());
    }
}
