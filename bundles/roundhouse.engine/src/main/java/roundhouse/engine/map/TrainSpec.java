package roundhouse.engine.map;

import java.util.Objects;
import java.util.Set;

/**
 * How far a train runs, what it counts and where it may go, enough for the route rules of the five
 * titles.
 *
 * <ul>
 * <li>1830 n-train: {@code TrainSpec.stops("3", 3)}; Diesel: {@code stops("D", UNLIMITED)}.</li>
 * <li>Plus train n+m (18Mag G&amp;C car: {@code plus(id, n, n)}; 1854 locals: n cities plus any towns,
 *     {@code plus(id, n, UNLIMITED)}): {@code distance} n counts cities and offboards, towns first fill
 *     the {@code townAllowance} m extra slots, then the general ones.</li>
 * <li>Towns free (1841 towns/ports): {@code townsFree(id, n)} - towns never count; other kinds of stops
 *     may be free for one train only ({@link #freeing}: 1841's 8-train and passes).</li>
 * <li>H train (1844 nH): {@code hexes(id, n, redOffboards)} - distance counts hexes, not stops
 *     (1844 §5.8: every hex where track is used, a hex entered twice counts twice); red off-boards are
 *     barred (gray ones such as Vaduz are not), so the title passes them as {@code barredHexes}.</li>
 * <li>Express (1844 8E, 1854 80x): {@code express(id, n)} - may skip stops, pays its best n stops,
 *     among which at least one of the company's own tokens (1854 §6.6, 1844 §5.8); with
 *     {@link #paying} it also pays every stop on the given hexes beyond those (18xx.games' 8E: every red
 *     off-board of its route).</li>
 * </ul>
 *
 * @param id the train id as the log names it, e.g. {@code "3-1"}
 * @param distance maximum counted stops (or hexes for H trains); {@link #UNLIMITED} for none
 * @param townAllowance extra stops only towns may fill (plus trains), {@link #UNLIMITED} for any
 *     number of towns, else 0
 * @param townsFree whether towns are free stops that never count toward the distance
 * @param hexDistance whether distance counts hexes (H trains)
 * @param express whether the train may skip stops and pays its best {@code distance} stops
 * @param barredHexes hexes whose stops this train may not visit (1844: red off-boards for H trains;
 *     1854: Paris and Konstantinopel for every train but the 80x); never {@code null}
 * @param paidHexes express trains only: hexes whose stops it pays even beyond its best {@code distance}
 *     (18xx.games 1844: the 8E pays every red off-board of its route); never {@code null}
 * @param freeStops kinds of stops ({@code city}, {@code offboard}, {@code pass}) the train visits without
 *     counting them toward its distance, beyond the towns {@code townsFree} frees (1841 RB 4.3.1: the
 *     8-train crosses passes without counting them, other trains count them); never {@code null}
 */
public record TrainSpec(String id, int distance, int townAllowance, boolean townsFree, boolean hexDistance,
        boolean express, Set<String> barredHexes, Set<String> paidHexes, Set<String> freeStops) {
    /** Distance of a train without limit (1830 Diesel). */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    public TrainSpec {
        Objects.requireNonNull(id, "id");
        if (distance < 1) {
            throw new IllegalArgumentException("train " + id + ": distance must be at least 1");
        }
        if (townAllowance < 0) {
            throw new IllegalArgumentException("train " + id + ": town allowance must not be negative");
        }
        barredHexes = barredHexes == null ? Set.of() : Set.copyOf(barredHexes);
        paidHexes = paidHexes == null ? Set.of() : Set.copyOf(paidHexes);
        freeStops = freeStops == null ? Set.of() : Set.copyOf(freeStops);
        if (freeStops.contains("town")) {
            throw new IllegalArgumentException("train " + id + ": free towns are a kind of train (townsFree), not a free stop");
        }
        if (!express && !paidHexes.isEmpty()) {
            throw new IllegalArgumentException("train " + id + ": only an express train pays stops beyond its best");
        }
    }

    /** A train that counts every stop its kind counts. */
    public TrainSpec(String id, int distance, int townAllowance, boolean townsFree, boolean hexDistance, boolean express,
            Set<String> barredHexes, Set<String> paidHexes) {
        this(id, distance, townAllowance, townsFree, hexDistance, express, barredHexes, paidHexes, Set.of());
    }

    /** A train that may be barred from some stops and pays only what its kind pays. */
    public TrainSpec(String id, int distance, int townAllowance, boolean townsFree, boolean hexDistance, boolean express,
            Set<String> barredHexes) {
        this(id, distance, townAllowance, townsFree, hexDistance, express, barredHexes, Set.of());
    }

    /** A train that may visit every stop. */
    public TrainSpec(String id, int distance, int townAllowance, boolean townsFree, boolean hexDistance, boolean express) {
        this(id, distance, townAllowance, townsFree, hexDistance, express, Set.of());
    }

    /** An ordinary train that counts every stop (1830 n-trains and Diesels). */
    public static TrainSpec stops(String id, int distance) {
        return new TrainSpec(id, distance, 0, false, false, false);
    }

    /** A plus train: {@code distance} stops of any kind plus {@code towns} further stops for towns only. */
    public static TrainSpec plus(String id, int distance, int towns) {
        return new TrainSpec(id, distance, towns, false, false, false);
    }

    /** A train for which towns are free (1841). */
    public static TrainSpec townsFree(String id, int distance) {
        return new TrainSpec(id, distance, 0, true, false, false);
    }

    /** An H train running at most {@code hexes} hexes, never to the given hexes (1844 §5.8: red off-boards). */
    public static TrainSpec hexes(String id, int hexes, Set<String> barred) {
        return new TrainSpec(id, hexes, 0, false, true, false, barred);
    }

    /** An express train paying its best {@code distance} stops (1844 8E, 1854 80x). */
    public static TrainSpec express(String id, int distance) {
        return new TrainSpec(id, distance, 0, false, false, true);
    }

    /** This train, also barred from the given hexes (1854: only the 80x may use Paris and Konstantinopel). */
    public TrainSpec barring(Set<String> hexes) {
        Set<String> all = new java.util.HashSet<>(barredHexes);
        all.addAll(hexes);
        return new TrainSpec(id, distance, townAllowance, townsFree, hexDistance, express, all, paidHexes, freeStops);
    }

    /** This express train, also paying every stop on the given hexes beyond its best (18xx.games' 8E: red off-boards). */
    public TrainSpec paying(Set<String> hexes) {
        Set<String> all = new java.util.HashSet<>(paidHexes);
        all.addAll(hexes);
        return new TrainSpec(id, distance, townAllowance, townsFree, hexDistance, express, barredHexes, all, freeStops);
    }

    /** This train, also visiting stops of the given kinds without counting them (1841: the 8-train and passes). */
    public TrainSpec freeing(Set<String> kinds) {
        Set<String> all = new java.util.HashSet<>(freeStops);
        all.addAll(kinds);
        return new TrainSpec(id, distance, townAllowance, townsFree, hexDistance, express, barredHexes, paidHexes, all);
    }

    /**
     * Whether a visit to a stop of this kind ({@code city}, {@code town}, {@code offboard}, {@code pass})
     * counts toward this train's distance, when the stop itself costs a visit ({@code visit_cost} above 0).
     * Towns of a {@link #townsFree} train count here and are set apart by {@link #fits}.
     */
    public boolean counts(String kind) {
        return !freeStops.contains(kind);
    }

    /** Whether a route with these counts fits this train's reach (express trains: always). */
    public boolean fits(int stops, int towns, int hexes) {
        if (express) {
            return true;
        }
        if (hexDistance) {
            return hexes <= distance;
        }
        int big = stops - towns;
        if (townsFree) {
            return big <= distance;
        }
        if (townAllowance > 0) {
            // Towns take the town-only slots first, then the general slots cities leave free.
            long spare = (long) distance - big;
            return spare >= 0 && towns <= spare + townAllowance;
        }
        return distance == UNLIMITED || stops <= distance;
    }

    /**
     * What this train earns from the stops of a legal route: every stop, or for an express train its
     * best {@code distance} stops among which at least one own token (1854 §6.6: it must stop at an
     * own token; 1844 §5.8).
     *
     * @param values the stops' revenues in route order
     * @param tokened whether each stop holds one of the company's tokens
     */
    public int pays(int[] values, boolean[] tokened) {
        return pays(values, tokened, null);
    }

    /**
     * What this train earns from the stops of a legal route, an express train also from the stops on
     * its {@link #paidHexes} beyond its best.
     *
     * @param onPaidHex whether each stop is on one of {@link #paidHexes}, or {@code null} for none
     */
    public int pays(int[] values, boolean[] tokened, boolean[] onPaidHex) {
        int sum = 0;
        if (!express || distance >= values.length) {
            for (int v : values) {
                sum += v;
            }
            return sum;
        }
        boolean[] paid = paid(values, tokened, onPaidHex);
        for (int k = 0; k < values.length; k++) {
            sum += paid[k] ? values[k] : 0;
        }
        return sum;
    }

    /**
     * Which stops of a legal route this train pays: every stop unless it is an express train; they are
     * the stops that per-stop bonuses count too (1844 RB V: a tunnel adds 10 at each counted stop).
     *
     * @param onPaidHex whether each stop is on one of {@link #paidHexes}, or {@code null} for none
     */
    public boolean[] paid(int[] values, boolean[] tokened, boolean[] onPaidHex) {
        boolean[] paid = new boolean[values.length];
        if (!express || distance >= values.length) {
            java.util.Arrays.fill(paid, true);
            return paid;
        }
        Integer[] order = new Integer[values.length];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        // Best first; of equal values a stop paid anyway (on a paid hex) yields its place to one that is not.
        java.util.Arrays.sort(order, (a, b) -> values[b] != values[a] ? Integer.compare(values[b], values[a])
                : Boolean.compare(onPaid(onPaidHex, a), onPaid(onPaidHex, b)));
        boolean token = false;
        for (int k = 0; k < distance; k++) {
            paid[order[k]] = true;
            token |= tokened[order[k]];
        }
        if (!token) {
            // The best n-1 stops plus the best own-token stop beyond them.
            for (int k = distance; k < order.length; k++) {
                if (tokened[order[k]]) {
                    paid[order[distance - 1]] = false;
                    paid[order[k]] = true;
                    break;
                }
            }
        }
        for (int k = 0; k < paid.length; k++) {
            paid[k] |= onPaid(onPaidHex, k);
        }
        return paid;
    }

    private static boolean onPaid(boolean[] onPaidHex, int k) {
        return onPaidHex != null && onPaidHex[k];
    }
}
