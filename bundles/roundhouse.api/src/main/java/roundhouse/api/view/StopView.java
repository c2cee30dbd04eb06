package roundhouse.api.view;

import java.util.List;
import java.util.Map;

/**
 * A revenue location on a hex.
 *
 * @param index index within the hex
 * @param kind {@code "city"}, {@code "town"} or {@code "offboard"}
 * @param revenue current revenue
 * @param revenueByPhase for offboards with phase-dependent values: colour to revenue, in order
 * @param slots token slots (cities), 0 otherwise
 * @param tokens company ids of placed tokens, one per used slot
 * @param reserved company ids of home reservations not yet tokened
 * @param valueHidden whether the map prints this stop's value elsewhere (an offboard area of several
 *     hexes or stops shows it once: 1854's Budapest, 1844's Stuttgart), so renderers leave it out here
 */
public record StopView(int index, String kind, int revenue, Map<String, Integer> revenueByPhase, int slots,
        List<String> tokens, List<String> reserved, boolean valueHidden) {
    /** A stop whose value is printed on it. */
    public StopView(int index, String kind, int revenue, Map<String, Integer> revenueByPhase, int slots,
            List<String> tokens, List<String> reserved) {
        this(index, kind, revenue, revenueByPhase, slots, tokens, reserved, false);
    }
}
