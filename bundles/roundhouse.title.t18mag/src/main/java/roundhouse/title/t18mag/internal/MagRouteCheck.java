package roundhouse.title.t18mag.internal;

import java.util.List;
import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.MapRuleKey;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.RouteView;
import roundhouse.engine.map.RunContext;

/**
 * 18Mag's route rules (RB VI.3.6-VI.3.7): mines only with SNW's car, one route and one mine, their
 * value to the minor's treasury; RÁBA's bonus on the first route to an offboard; G&amp;C's car makes
 * one train a plus train; each corporation's station on a route adds 10.
 */
final class MagRouteCheck extends RouteCheck {
    /** RB VI.3.6: every corporation station in a city the route visits adds 10 Ft. */
    static final int CORPORATION_STATION_BONUS = 10;

    /** Option {@code new_major}: the sleeping-car company and its bonus, 30 (50 from brown). */
    static final String CIWL = "CIWL";
    static final int CIWL_BONUS = 30;
    static final int CIWL_BONUS_LATE = 50;

    private final Set<String> corporations;

    MagRouteCheck(Board board, Set<String> corporations) {
        super(board);
        this.corporations = Set.copyOf(corporations);
    }

    /**
     * A minor's run step is taken wherever track joins its station to any other stop, a mine included
     * (digest §5.2, step 4): with no legal route it runs none and earns nothing.
     */
    @Override
    protected boolean givesRoute(String kind, boolean counts) {
        return true;
    }

    private static boolean has(RunContext run, RailCar car) {
        return run.rules().has(car.grant());
    }

    /**
     * What 18Mag's rules need of one route's stops, read from the board once per question.
     *
     * @param counted stops that count toward the train's reach (all but mines)
     * @param mines mines visited
     * @param mineValue what the mines pay (the treasury's subsidy)
     * @param offboard whether an offboard is among the stops
     * @param betweenOffboards whether the route starts and ends at offboards (CIWL)
     * @param stations corporations' stations in the cities visited
     */
    private record Visit(int counted, int mines, int mineValue, boolean offboard, boolean betweenOffboards, int stations) {
    }

    private Visit visit(RouteView route, RunContext run) {
        int counted = 0;
        int mines = 0;
        int mineValue = 0;
        boolean offboard = false;
        int stations = 0;
        List<String> stops = route.stops();
        boolean firstOff = false;
        boolean lastOff = false;
        for (int i = 0; i < stops.size(); i++) {
            StopFacts f = stop(stops.get(i), run.rules());
            if (f == null) {
                counted++;
                continue;
            }
            if (f.counts()) {
                counted++;
            } else {
                mines++;
                mineValue += f.value();
            }
            boolean off = f.kind().equals("offboard");
            offboard |= off;
            firstOff |= i == 0 && off;
            lastOff |= i == stops.size() - 1 && off;
            for (String t : f.tokens()) {
                stations += corporations.contains(t) ? 1 : 0;
            }
        }
        return new Visit(counted, mines, mineValue, offboard, stops.size() >= 2 && firstOff && lastOff, stations);
    }

    @Override
    protected String routeRule(RouteView route, RunContext run) {
        int mines = visit(route, run).mines();
        if (mines > 0) {
            if (!has(run, RailCar.MINE_ACCESS)) {
                return cite(MagRuleKey.ROUTE_MINE, MagText.get("refuse.mineWithoutAccess"));
            }
            if (mines > 1) {
                return cite(MagRuleKey.ROUTE_MINE, MagText.get("refuse.twoMines"));
            }
            for (RouteView other : run.others(route)) {
                if (run.routes().indexOf(other) < run.routes().indexOf(route) && visit(other, run).mines() > 0) {
                    return cite(MagRuleKey.ROUTE_MINE, MagText.get("refuse.mineTwice"));
                }
            }
        }
        if (route == run.routes().get(run.routes().size() - 1) && run.rules().has(roundhouse.title.t18mag.internal.step.Route.MUST_USE_CARS_GRANT)) {
            String unused = unusedCar(run);
            if (unused != null) {
                return cite(MagRuleKey.RAIL_CAR, MagText.get("refuse.carUnused", unused));
            }
        }
        Visit v = visit(route, run);
        int over = over(route, v);
        // beyond its reach a route is the run's plus train, or MA's boosted train by one town
        if (over > 0 && !usesPlusUpgrade(route, v, run) && !(boosted(route, run) && over <= 1)) {
            return has(run, RailCar.PLUS_UPGRADE) ? cite(MapRuleKey.ROUTE_DISTANCE, MagText.get("refuse.onePlusTrain"))
                    : cite(MapRuleKey.ROUTE_DISTANCE, MagText.get("refuse.tooManyStops", route.train().distance()));
        }
        return null;
    }

    /** The name of a car bought for the run that no route uses, or {@code null}. */
    private String unusedCar(RunContext run) {
        boolean offboard = false;
        boolean mine = false;
        boolean plus = false;
        for (RouteView r : run.routes()) {
            Visit v = visit(r, run);
            offboard |= v.offboard();
            mine |= v.mines() > 0;
            plus |= usesPlusUpgrade(r, v, run);
        }
        if (run.rules().has(roundhouse.title.t18mag.internal.step.Route.EITHER_CAR_GRANT)) {
            return offboard || plus ? null : MagText.get("railcar.rabaEither", RailCar.offboardBonus(late(run)));
        }
        if (has(run, RailCar.OFFBOARD_BONUS) && !offboard) {
            return MagText.get("railcar.raba", RailCar.offboardBonus(late(run)));
        }
        if (has(run, RailCar.MINE_ACCESS) && !mine) {
            return MagText.get("railcar.snw");
        }
        if (has(run, RailCar.PLUS_UPGRADE) && !plus) {
            return MagText.get("railcar.gc");
        }
        return null;
    }

    /** How many counted stops the route has beyond its train's reach. */
    private static int over(RouteView route, Visit v) {
        return v.counted() - route.train().distance();
    }

    /** Whether supporter MA made the route's train an N+1 for this run. */
    private static boolean boosted(RouteView route, RunContext run) {
        return run.rules().has(roundhouse.title.t18mag.internal.step.Route.EXTRA_TOWN_GRANT + route.train().id());
    }

    private boolean usesPlusUpgrade(RouteView route, RunContext run) {
        return usesPlusUpgrade(route, visit(route, run), run);
    }

    /**
     * Whether the route is the run's plus train: with a G&amp;C car bought, the first route of the run
     * beyond its train's reach, whatever MA added to that train (18xx.games counts the car used so;
     * its extra stops are towns, checked by judge); without the car, none.
     */
    private boolean usesPlusUpgrade(RouteView route, Visit v, RunContext run) {
        if (!has(run, RailCar.PLUS_UPGRADE) || over(route, v) <= 0) {
            return false;
        }
        for (RouteView r : run.routes()) {
            if (r == route) {
                return true;
            }
            if (over(r, visit(r, run)) > 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    protected int routeBonus(RouteView route, RunContext run) {
        Visit v = visit(route, run);
        // a mine pays the treasury (routeSubsidy), not the revenue
        int bonus = CORPORATION_STATION_BONUS * v.stations() - v.mineValue();
        if (v.offboard() && has(run, RailCar.OFFBOARD_BONUS) && firstToOffboard(route, run) && !plusTaken(run)) {
            bonus += RailCar.offboardBonus(late(run));
        }
        return bonus + ciwlBonus(v, run);
    }

    /**
     * Option {@code new_major} (18xx.games): a route from offboard to offboard earns the sleeping-car
     * bonus, 30 (50 from brown); the bank pays CIWL as much ({@link #routeEarnings}).
     */
    private int ciwlBonus(Visit v, RunContext run) {
        if (!corporations.contains(CIWL) || !v.betweenOffboards()) {
            return 0;
        }
        return late(run) ? CIWL_BONUS_LATE : CIWL_BONUS;
    }

    @Override
    protected java.util.Map<String, Integer> routeEarnings(RouteView route, RunContext run) {
        int bonus = ciwlBonus(visit(route, run), run);
        return bonus > 0 ? java.util.Map.of(CIWL, bonus) : java.util.Map.of();
    }

    /** RB X: the 2-player car made a plus train of some route, so it pays no offboard bonus. */
    private boolean plusTaken(RunContext run) {
        if (!run.rules().has(roundhouse.title.t18mag.internal.step.Route.EITHER_CAR_GRANT)) {
            return false;
        }
        for (RouteView r : run.routes()) {
            if (usesPlusUpgrade(r, run)) {
                return true;
            }
        }
        return false;
    }

    /** RÁBA's bonus goes to the first route of the run that reaches an offboard. */
    private boolean firstToOffboard(RouteView route, RunContext run) {
        for (RouteView r : run.routes()) {
            if (r == route) {
                return true;
            }
            if (visit(r, run).offboard()) {
                return false;
            }
        }
        return true;
    }

    private static boolean late(RunContext run) {
        return run.rules().phaseColors().contains("brown");
    }

    @Override
    protected int routeSubsidy(RouteView route, RunContext run) {
        return visit(route, run).mineValue();
    }

    @Override
    protected boolean seesWholeRun() {
        return true;
    }

    /** Alone, a route may take RÁBA's bonus (the check decides whether it is the first). */
    @Override
    protected int routeBonusBound(RouteView route, RunContext run) {
        return routeBonus(route, run);
    }

}
