package roundhouse.title.t18mag.internal.step;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.map.TrainSpec;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.step.Round;
import roundhouse.title.t18mag.internal.MagRuleKey;
import roundhouse.title.t18mag.internal.MagRules;
import roundhouse.title.t18mag.internal.MagText;
import roundhouse.title.t18mag.internal.RailCar;
import roundhouse.title.t18mag.internal.T18MagTitle;

/**
 * A minor runs its trains (RB VI.3.7). Before the run it may buy each rail car once
 * ({@code special_buy}: RÁBA's offboard bonus, G&amp;C's plus-train upgrade, SNW's mine access), paid
 * to the car's company at Table 6's price; the cars bought are grants of this run's route rules.
 */
public class Route extends roundhouse.engine.spi.step.Route {
    /** Option {@code railcars_must_be_used} (18xx.games live play): the run must use every car bought. */
    public static final String MUST_USE_CARS_GRANT = "must_use_cars";
    /** RB X: the one rail car of the 2-player game gives the offboard bonus or the plus train, not both. */
    public static final String EITHER_CAR_GRANT = "either_car";
    /** The grant of the train MA lets run with one more town: this prefix and the train id. */
    public static final String EXTRA_TOWN_GRANT = "extra_town:";

    private final EnumSet<RailCar> bought = EnumSet.noneOf(RailCar.class);
    private final Supporters supporters;

    /** @param supporters the round's supporter step (MA's boosted train), or {@code null} without supporters */
    public Route(Game game, Round round, Supporters supporters) {
        super(game, round);
        this.supporters = supporters;
        if (supporters != null) {
            supporters.useRoute(this);
        }
    }

    private Train boosted() {
        return supporters == null ? null : supporters.boosted();
    }

    @Override
    public void setup() {
        super.setup();
        bought.clear();
    }

    /** The price of the next car this turn. */
    private int nextPrice() {
        return MagRules.price(game, bought.size());
    }

    /** Cars the minor may buy now: not bought this turn, affordable, sold by a company in the game. */
    private List<RailCar> buyable(Corporation c) {
        List<RailCar> out = new ArrayList<>();
        if (c.priced() || nextPrice() > c.cash()) {
            return out;
        }
        for (RailCar car : RailCar.values()) {
            if (!bought.contains(car) && MagRules.sells(game, car)) {
                out.add(car);
            }
        }
        return out;
    }

    @Override
    public List<String> actions(Entity entity) {
        List<String> base = super.actions(entity);
        if (base.isEmpty() || buyable(corporation()).isEmpty()) {
            return base;
        }
        return List.of("run_routes", "special_buy");
    }

    @Override
    public RouteRules routeRules() {
        Set<String> grants = new TreeSet<>();
        for (RailCar car : bought) {
            grants.add(car.grant());
        }
        if (bought.contains(RailCar.OFFBOARD_BONUS) && MagRules.twoPlayers(game)) {
            // RB X: RÁBA's car is the bonus or the plus train, the route check takes one
            grants.add(RailCar.PLUS_UPGRADE.grant());
            grants.add(EITHER_CAR_GRANT);
        }
        if (boosted() != null) {
            grants.add(EXTRA_TOWN_GRANT + boosted().id());
        }
        if (!bought.isEmpty() && game.option(T18MagTitle.RAILCARS_MUST_BE_USED)) {
            grants.add(MUST_USE_CARS_GRANT);
        }
        return super.routeRules().withGrants(grants);
    }

    /**
     * RB VI.3.7: with G&amp;C's car a train of N may add N towns (the check lets one route use it);
     * a train MA upgraded to N+1 runs as N+(N+1).
     */
    @Override
    public TrainSpec runSpec(Train t) {
        TrainSpec spec = super.runSpec(t);
        if (spec.distance() == TrainSpec.UNLIMITED) {
            return spec;
        }
        boolean plus = bought.contains(RailCar.PLUS_UPGRADE) || bought.contains(RailCar.OFFBOARD_BONUS) && MagRules.twoPlayers(game);
        int towns = spec.townAllowance() + (plus ? spec.distance() : 0);
        return towns == spec.townAllowance() ? spec : TrainSpec.plus(spec.id(), spec.distance(), towns);
    }

    @Override
    public void process(Action action, Entity entity) {
        if (!action.type().equals("special_buy")) {
            if (routeRules().has(MUST_USE_CARS_GRANT) && action.args().get("routes") instanceof List<?> routes && routes.isEmpty()) {
                throw refuse(MagRuleKey.RAIL_CAR, MagText.get("refuse.useEveryCar"));
            }
            super.process(action, entity);
            if (supporters != null) {
                supporters.endBoost(); // MA's upgrade lasts for the run
            }
            return;
        }
        Corporation c = corporation();
        String description = action.string("description");
        RailCar car = RailCar.fromDescription(description);
        if (car == null) {
            throw refuse(MagRuleKey.RAIL_CAR, MagText.get("refuse.noSuchRailCar", String.valueOf(description)));
        }
        if (!buyable(c).contains(car)) {
            throw refuse(MagRuleKey.RAIL_CAR, bought.contains(car)
                    ? MagText.get("refuse.railCarTwice", MagRules.carName(game, car))
                    : MagText.get("refuse.railCarPrice", Names.of(c), MagRules.carName(game, car), game.format(nextPrice())));
        }
        int price = nextPrice();
        long cost = action.number("cost", price);
        if (cost != price) {
            throw refuse(MagRuleKey.RAIL_CAR, MagText.get("refuse.railCarCost", MagRules.carName(game, car),
                    game.format(price), game.format((int) cost)));
        }
        Corporation seller = game.corporation(car.company());
        game.transfer(c, seller, price);
        bought.add(car);
        game.log(MagText.get("log.buysRailCar", Names.of(c), MagRules.carName(game, car), Names.of(seller), game.format(price)));
    }

    /**
     * RB VI.3.7: a minor runs for the most it can earn; 18xx.games only checks the routes
     * ({@code free_route_revenue}). A run found by the optimiser within its budget is the measure.
     */
    @Override
    protected String runRule(Corporation c, roundhouse.engine.map.RunResult result) {
        if (game.option(T18MagTitle.FREE_ROUTE_REVENUE)) {
            return null;
        }
        List<TrainSpec> trains = new ArrayList<>();
        for (Train t : c.trains()) {
            if (!t.operated()) {
                trains.add(runSpec(t));
            }
        }
        roundhouse.engine.map.route.RunPlan best = bestRun(trains, routeRules());
        if (best.total() > result.total()) {
            return cite(MagRuleKey.RUN_MAXIMUM, MagText.get("refuse.runForMost", Names.of(c), game.format(best.total()),
                    game.format(result.total())));
        }
        return null;
    }

    /** At most this many other runs are offered beside the best one. */
    static final int MAX_TOWN_CHOICES = 6;

    /**
     * The player picks the towns of a plus train (RB VI.3.7): beside the best run, the best runs that
     * leave out one of the towns a plus train visits in it, each labelled with its stops.
     */
    private List<LegalAction> townChoices(Corporation c) {
        List<Train> trains = new ArrayList<>();
        List<TrainSpec> specs = new ArrayList<>();
        for (Train t : c.trains()) {
            if (!t.operated()) {
                trains.add(t);
                specs.add(runSpec(t));
            }
        }
        if (specs.stream().noneMatch(sp -> sp.townAllowance() > 0)) {
            return List.of();
        }
        RouteRules rules = routeRules();
        java.util.Set<String> towns = new java.util.HashSet<>();
        for (roundhouse.engine.map.RouteGraph.Stop st : game.board().routeGraph(c.id(), rules).stops()) {
            if (st.town()) {
                towns.add(st.hex());
            }
        }
        roundhouse.engine.map.route.RunPlan best = bestRun(specs, rules);
        java.util.Set<List<List<String>>> seen = new java.util.HashSet<>();
        seen.add(best.routes().stream().map(roundhouse.engine.map.route.PlannedRoute::stops).toList());
        List<LegalAction> out = new ArrayList<>();
        for (roundhouse.engine.map.route.PlannedRoute r : best.routes()) {
            int i = trains.stream().map(Train::id).toList().indexOf(r.train());
            if (i < 0 || specs.get(i).townAllowance() == 0) {
                continue;
            }
            for (String hex : r.hexes()) {
                if (!towns.contains(hex) || out.size() >= MAX_TOWN_CHOICES) {
                    continue;
                }
                List<TrainSpec> without = new ArrayList<>(specs);
                without.set(i, specs.get(i).barring(java.util.Set.of(hex)));
                roundhouse.engine.map.route.RunPlan other = bestRun(without, rules);
                // by the rulebook the minor runs for the most it can earn: only equal runs are a choice
                boolean allowed = game.option(T18MagTitle.FREE_ROUTE_REVENUE) || other.total() == best.total();
                if (allowed && !other.routes().isEmpty() && seen.add(other.routes().stream().map(roundhouse.engine.map.route.PlannedRoute::stops).toList())) {
                    out.add(runChoice(other, MagText.get("label.runVia", describe(other, trains), game.format(other.total()))));
                }
            }
        }
        return out;
    }

    /** "2+2-train: Kassa, Tokaj, Miskolc" per route, the places as players name them. */
    private String describe(roundhouse.engine.map.route.RunPlan plan, List<Train> trains) {
        List<String> parts = new ArrayList<>();
        for (roundhouse.engine.map.route.PlannedRoute r : plan.routes()) {
            String name = trains.stream().filter(t -> t.id().equals(r.train())).map(t -> runSpec(t)).findFirst()
                    .map(sp -> sp.townAllowance() > 0 && r.stops().size() > sp.distance() ? sp.distance() + "+" + sp.townAllowance()
                            : String.valueOf(sp.distance()))
                    .orElse(r.train());
            List<String> places = r.hexes().stream().map(this::place).toList();
            parts.add(Names.train(name) + ": " + String.join(", ", places));
        }
        return String.join("; ", parts);
    }

    /** Whether some run of the minor's trains uses this car beside those bought already. */
    private boolean someRunUses(RailCar car) {
        bought.add(car);
        try {
            RouteRules rules = routeRules();
            if (!reachesWhatItNeeds(car, rules)) {
                return false;
            }
            List<TrainSpec> trains = new ArrayList<>();
            for (Train t : corporation().trains()) {
                if (!t.operated()) {
                    trains.add(runSpec(t));
                }
            }
            return someRun(trains, rules);
        } finally {
            bought.remove(car);
        }
    }

    /**
     * Whether the minor's track reaches what the car is for: an offboard for RÁBA's bonus (unless the
     * two-player game's one car may give the plus train instead), a mine for SNW's. Where it does not, no
     * run can use the car, and the search over every run, which finds none and so cuts nothing short,
     * is spared. G&amp;C's plus train is left to the search.
     */
    private boolean reachesWhatItNeeds(RailCar car, RouteRules rules) {
        if (car == RailCar.PLUS_UPGRADE || rules.has(EITHER_CAR_GRANT)) {
            return true;
        }
        for (roundhouse.engine.map.RouteGraph.Stop st : game.board().routeGraph(corporation().id(), rules).stops()) {
            if (car == RailCar.OFFBOARD_BONUS ? "offboard".equals(st.kind()) : st.free()) {
                return true;
            }
        }
        return false;
    }

    /** Why a car cannot be bought now: bought already this turn, or too dear. */
    @Override
    public String whyNot(Action action, Entity entity) {
        if (!action.type().equals("special_buy") || entity != corporation()) {
            return null;
        }
        RailCar car = RailCar.fromDescription(action.string("description"));
        if (car == null) {
            return cite(MagRuleKey.RAIL_CAR, MagText.get("refuse.noSuchRailCar", String.valueOf(action.string("description"))));
        }
        return cite(MagRuleKey.RAIL_CAR, bought.contains(car) ? MagText.get("refuse.railCarTwice", MagRules.carName(game, car))
                : MagText.get("refuse.railCarPrice", Names.of(corporation()), MagRules.carName(game, car), game.format(nextPrice())));
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>(super.legalActions(entity));
        Corporation c = corporation();
        if (c == null || entity != c) {
            return out;
        }
        out.addAll(townChoices(c));
        int price = nextPrice();
        for (RailCar car : buyable(c)) {
            if (game.option(T18MagTitle.RAILCARS_MUST_BE_USED) && !someRunUses(car)) {
                continue; // 18xx.games refuses a run that leaves a bought car unused: offer only cars a run can use
            }
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("description", MagRules.description(game, car));
            args.put("cost", (long) price);
            out.add(choice(corpAction("special_buy", c, args), MagText.get("label.buyRailCar", MagRules.carName(game, car),
                    Names.of(game.corporation(car.company())), game.format(price))));
        }
        return out;
    }
}
