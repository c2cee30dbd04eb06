package roundhouse.engine.map;

import java.util.Objects;

/**
 * How far a train runs and what it counts, enough for the route rules of the five titles.
 *
 * <ul>
 * <li>1830 n-train: {@code TrainSpec.stops("3", 3)}; Diesel: {@code stops("D", UNLIMITED)}.</li>
 * <li>Plus train n+m (1854 locals, 18Mag): {@code distance} n counts cities and offboards,
 *     {@code townAllowance} m extra slots that only towns may use.</li>
 * <li>Towns free (1841 towns/ports, 1841 8-train): {@code townsFree} - towns never count.</li>
 * <li>H train (1844): {@code hexDistance} - distance counts hexes, not stops; offboards forbidden.</li>
 * <li>Express (1844 8E, 1854 8Ox): {@code express} - may skip stops, pays the best {@code distance}.</li>
 * </ul>
 *
 * @param id the train id as the log names it, e.g. {@code "3-1"}
 * @param distance maximum counted stops (or hexes for H trains); {@link #UNLIMITED} for none
 * @param townAllowance extra stops only towns may fill (plus trains), else 0
 * @param townsFree whether towns are free stops that never count toward the distance
 * @param hexDistance whether distance counts hexes (H trains)
 * @param express whether the train may skip stops and pays its best {@code distance} stops
 */
public record TrainSpec(String id, int distance, int townAllowance, boolean townsFree, boolean hexDistance,
        boolean express) {
    /** Distance of a train without limit (1830 Diesel). */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    public TrainSpec {
        Objects.requireNonNull(id, "id");
        if (distance < 1) {
            throw new IllegalArgumentException("train " + id + ": distance must be at least 1");
        }
    }

    /** An ordinary train that counts every stop (1830 n-trains and Diesels). */
    public static TrainSpec stops(String id, int distance) {
        return new TrainSpec(id, distance, 0, false, false, false);
    }
}
