package roundhouse.engine.spi;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A train type as trains.json describes it (tobymao keys).
 *
 * @param name e.g. {@code "2"}, {@code "D"}
 * @param distance stops counted (hexes for {@link Kind#HEXES}), 0 or 99 and more = unlimited
 * @param price depot price
 * @param count how many exist; -1 = unlimited (a new one appears each time the last is bought)
 * @param rustsOn the type whose first purchase removes these trains, or {@code null}
 * @param availableOn the phase from which it can be bought even while cheaper types remain, or {@code null}
 * @param discount trade-in discount per traded type name (1830 Diesel: 4, 5, 6 → 300)
 * @param events events fired by the first purchase (e.g. {@code close_companies})
 * @param kind what the train counts (trains.json {@code kind}, default {@link Kind#STOPS})
 * @param towns {@link Kind#PLUS} only: stops only towns may fill (0 or 99 and more = any number); else 0
 * @param barredHexes hexes whose stops the train may not visit (trains.json {@code barred_hexes}, plus every
 *     hex of the map colours listed in {@code barred_colors}; 1844 H trains: {@code ["red"]}, the red off-boards)
 * @param variants the ways this card may be bought (trains.json {@code variants}, 1844 {@code 4}/{@code 4H}):
 *     each a type with its own name, distance, kind and price and the card's count, rusting, availability,
 *     discount and events; empty for a card with one way (then the card itself is its only variant)
 * @param paidHexes {@link Kind#EXPRESS} only: hexes whose stops it pays beyond its best {@code distance}
 *     (trains.json {@code paid_hexes} and {@code paid_colors}; 18xx.games' 1844 8E: {@code ["red"]})
 * @param stack the stack of cards the bank sells it from (trains.json {@code stack}, {@code null}: the main
 *     stack); each stack is sold in its own order (1854: the plus trains of the locals beside the regular ones)
 * @param availableFrom the phase before which the bank never offers it, even at the top of its stack, or
 *     {@code null} (trains.json {@code available_from}; 1854: 2+ and 3+ from phase 3)
 * @param freeStops kinds of stops ({@code city}, {@code offboard}, {@code pass}) this train
 *     visits without counting them toward its distance (trains.json {@code free_stops}; 1841 RB 4.3.1: the
 *     8-train crosses passes without counting them); empty for none beyond what its kind frees
 */
@Shared
public record TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
        Map<String, Integer> discount, List<String> events, Kind kind, int towns, Set<String> barredHexes,
        List<TrainType> variants, Set<String> paidHexes, String stack, String availableFrom, Set<String> freeStops) {

    /** What a train counts; {@link #id()} is the trains.json {@code kind} (as the {@code TrainSpec} factories). */
    public enum Kind {
        /** every stop counts (1830 n-trains, Diesels). */
        STOPS,
        /** n stops plus {@code towns} stops for towns only (18Mag, 1854 locals). */
        PLUS,
        /** towns never count (1841). */
        TOWNS_FREE,
        /** distance counts hexes (1844 H trains). */
        HEXES,
        /** pays its best n stops, may skip the others (1844 E, 1854 x). */
        EXPRESS;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public TrainType {
        barredHexes = barredHexes == null ? Set.of() : Set.copyOf(barredHexes);
        variants = variants == null ? List.of() : List.copyOf(variants);
        paidHexes = paidHexes == null ? Set.of() : Set.copyOf(paidHexes);
        freeStops = freeStops == null ? Set.of() : Set.copyOf(freeStops);
    }

    /** A card that counts every stop its kind counts. */
    public TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
            Map<String, Integer> discount, List<String> events, Kind kind, int towns, Set<String> barredHexes,
            List<TrainType> variants, Set<String> paidHexes, String stack, String availableFrom) {
        this(name, distance, price, count, rustsOn, availableOn, discount, events, kind, towns, barredHexes, variants,
                paidHexes, stack, availableFrom, Set.of());
    }

    /** A card of the main stack, on sale as soon as it is at the top. */
    public TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
            Map<String, Integer> discount, List<String> events, Kind kind, int towns, Set<String> barredHexes,
            List<TrainType> variants, Set<String> paidHexes) {
        this(name, distance, price, count, rustsOn, availableOn, discount, events, kind, towns, barredHexes, variants,
                paidHexes, null, null);
    }

    /** A card that pays only what its kind pays. */
    public TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
            Map<String, Integer> discount, List<String> events, Kind kind, int towns, Set<String> barredHexes,
            List<TrainType> variants) {
        this(name, distance, price, count, rustsOn, availableOn, discount, events, kind, towns, barredHexes, variants,
                Set.of());
    }

    /** A card with one way of buying it. */
    public TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
            Map<String, Integer> discount, List<String> events, Kind kind, int towns, Set<String> barredHexes) {
        this(name, distance, price, count, rustsOn, availableOn, discount, events, kind, towns, barredHexes, List.of());
    }

    /** A plain train that counts every stop. */
    public TrainType(String name, int distance, int price, int count, String rustsOn, String availableOn,
            Map<String, Integer> discount, List<String> events) {
        this(name, distance, price, count, rustsOn, availableOn, discount, events, Kind.STOPS, 0, Set.of(), List.of());
    }

    /** The variants a buyer chooses from, the default first: {@link #variants()}, or this card alone. */
    public List<TrainType> choices() {
        return variants.isEmpty() ? List.of(this) : variants;
    }

    /** The variant of this card with the given name, or {@code null}. */
    public TrainType variant(String variantName) {
        for (TrainType v : choices()) {
            if (v.name().equals(variantName)) {
                return v;
            }
        }
        return null;
    }

    /** This type with another count (titles adapt the supply to options). */
    public TrainType withCount(int newCount) {
        List<TrainType> counted = variants.stream().map(v -> v.withCount(newCount)).toList();
        return new TrainType(name, distance, price, newCount, rustsOn, availableOn, discount, events, kind, towns,
                barredHexes, counted, paidHexes, stack, availableFrom, freeStops);
    }
}
