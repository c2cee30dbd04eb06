package roundhouse.map.svg.internal.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.DrawnRoute;
import roundhouse.api.RunCheck;

/**
 * The routes a player is drawing for one run: per train the stops clicked so far, and the train
 * the next click goes to. A click on a train's last stop takes it back. Belongs to one decision (a
 * company about to run at one action count) and starts afresh at the next. Pure, free of SWT.
 */
final class RouteDraft {
    private final String decision;
    private final List<RunCheck.RunTrain> trains;
    private final Map<String, List<String>> stops = new LinkedHashMap<>();
    private int current;

    /**
     * @param decision what the draft belongs to (the company and the action count): a draft for
     *     another decision is dropped
     * @param trains the trains that may run, from the engine
     */
    RouteDraft(String decision, List<RunCheck.RunTrain> trains) {
        this.decision = decision;
        this.trains = List.copyOf(trains);
        for (RunCheck.RunTrain t : trains) {
            stops.put(t.id(), new ArrayList<>());
        }
    }

    String decision() {
        return decision;
    }

    List<RunCheck.RunTrain> trains() {
        return trains;
    }

    /** The train the next click draws for (its index in {@link #trains()}). */
    int current() {
        return current;
    }

    void select(int train) {
        if (train >= 0 && train < trains.size()) {
            current = train;
        }
    }

    /** A click on a hex: the current train's next stop, or, on its last stop, that stop taken back. */
    void click(String hex) {
        if (trains.isEmpty()) {
            return;
        }
        List<String> route = stops.get(trains.get(current).id());
        if (!route.isEmpty() && route.get(route.size() - 1).equals(hex)) {
            route.remove(route.size() - 1);
        } else {
            route.add(hex);
        }
    }

    /** Forgets every train's stops. */
    void clear() {
        stops.values().forEach(List::clear);
    }

    /** The stops clicked for a train so far. */
    List<String> stopsOf(int train) {
        return List.copyOf(stops.get(trains.get(train).id()));
    }

    /** Whether nothing is drawn yet. */
    boolean empty() {
        return stops.values().stream().allMatch(List::isEmpty);
    }

    /** The routes as the engine checks them, one per train in the trains' order (an undrawn train stands). */
    List<DrawnRoute> routes() {
        List<DrawnRoute> out = new ArrayList<>();
        stops.forEach((train, s) -> out.add(new DrawnRoute(train, s)));
        return out;
    }
}
