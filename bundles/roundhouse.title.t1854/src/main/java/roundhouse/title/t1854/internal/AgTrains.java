package roundhouse.title.t1854.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Depot;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;

/**
 * Scrapped trains and the Lokalbahn AGs' trains ("Verschrotten", "Lokalbahn-AGs"). At a phase change
 * every company hands in its trains of the scrapped type: regular trains go to the bank pool marked
 * scrapped, where only the AGs may buy them, repaired, at face value + 30 (2: 130, 3: 230, 4: 350);
 * scrapped plus trains and the scrapped type's unsold trains leave the game. An AG owns only
 * such trains, bought from the pool or from another AG; the first scrapped 4-train an AG buys takes
 * every 2-train out of the game. The state lives in the game's train rules.
 */
final class AgTrains {
    /** What a repair costs on top of the printed price ("zum Nennwert + 30 G"). */
    static final int REPAIR = 30;
    /** The scrapped type whose first purchase by an AG removes {@link #REMOVED_BY_FOUR}. */
    static final String FOUR = "4";
    static final String REMOVED_BY_FOUR = "2";

    private final Game game;
    private final Set<String> scrapped = new LinkedHashSet<>();
    private boolean twosRemoved;

    AgTrains(Game game) {
        this.game = game;
    }

    /** Whether a train was scrapped (it stays so in an AG's hands). */
    boolean scrapped(Train t) {
        return scrapped.contains(t.id());
    }

    /**
     * Scraps every train of the card {@code cardName} rusts ({@code rusts_on}): regular ones to the pool
     * marked scrapped, plus trains and unsold ones out of the game.
     */
    void scrap(String cardName) {
        Depot depot = game.depot();
        List<String> toPool = new ArrayList<>();
        List<String> gone = new ArrayList<>();
        for (Train t : depot.allTrains()) {
            if (t.rusted() || !cardName.equals(t.card().rustsOn()) || scrapped(t)) {
                continue;
            }
            Object owner = t.owner();
            if (owner instanceof Corporation c) {
                c.trains().remove(t);
            } else if (Depot.POOL.equals(owner)) {
                depot.discarded().remove(t);
            } else if (Depot.DEPOT.equals(owner)) {
                depot.upcoming().remove(t);
            }
            boolean keep = t.card().kind() != TrainType.Kind.PLUS && !Depot.DEPOT.equals(owner) && owner != null;
            if (keep) {
                scrapped.add(t.id());
                t.setOwner(Depot.POOL);
                depot.discarded().add(t);
                toPool.add(t.name());
            } else {
                t.setRusted(true);
                t.setOwner(null);
                gone.add(t.name());
            }
        }
        if (!toPool.isEmpty()) {
            LocalText.log(game, "log.scrapped", trains(toPool));
        }
        if (!gone.isEmpty()) {
            LocalText.log(game, "log.scrappedRemoved", trains(gone));
        }
    }

    private static String trains(List<String> names) {
        return String.join(", ", new LinkedHashSet<>(names).stream().map(Names::trains).toList());
    }

    /** The pool's trains that are not scrapped: those majors and locals may buy at face value. */
    List<Train> unscrapped(List<Train> pool) {
        return pool.stream().filter(t -> !scrapped(t)).toList();
    }

    /** The scrapped trains in the pool, the first of each type (an AG's choice from the bank). */
    List<Train> scrappedInPool() {
        List<Train> out = new ArrayList<>();
        Set<String> names = new java.util.HashSet<>();
        for (Train t : game.depot().discarded()) {
            if (scrapped(t) && names.add(t.name())) {
                out.add(t);
            }
        }
        return out;
    }

    /** The repaired price of a scrapped train, also its face value in an AG's forced purchase: printed + 30. */
    static int repairedPrice(Train t) {
        return t.card().price() + REPAIR;
    }

    /**
     * The ways {@code buyer} may buy {@code t} ({@code null}: the engine's usual answer): an AG only a scrapped
     * pool train (repaired) or another AG's train; nobody else a scrapped train or an AG's train.
     */
    List<TrainType> variants(Corporation buyer, Train t) {
        boolean fromAg = t.owner() instanceof Corporation o && AustrianGame.isAg(o);
        if (AustrianGame.isAg(buyer)) {
            if (Depot.POOL.equals(t.owner()) && scrapped(t)) {
                return List.of(t.type()); // at the repaired price: AgBuyTrain prices it
            }
            return fromAg ? List.of(t.type()) : List.of();
        }
        if (fromAg || scrapped(t)) {
            return List.of();
        }
        return null;
    }

    /** After an AG bought {@code t}: the first scrapped 4-train takes every 2-train out of the game. */
    void afterAgPurchase(Corporation buyer, Train t) {
        if (twosRemoved || !AustrianGame.isAg(buyer) || !scrapped(t) || !FOUR.equals(t.cardName())) {
            return;
        }
        twosRemoved = true;
        Depot depot = game.depot();
        int n = 0;
        for (Train two : depot.allTrains()) {
            if (two.rusted() || !REMOVED_BY_FOUR.equals(two.cardName())) {
                continue;
            }
            if (two.owner() instanceof Corporation c) {
                c.trains().remove(two);
            } else if (Depot.POOL.equals(two.owner())) {
                depot.discarded().remove(two);
            } else if (Depot.DEPOT.equals(two.owner())) {
                depot.upcoming().remove(two);
            }
            two.setOwner(null);
            two.setRusted(true);
            n++;
        }
        LocalText.log(game, "log.twosRemoved", n);
    }
}
