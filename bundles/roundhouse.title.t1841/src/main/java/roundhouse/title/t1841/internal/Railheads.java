package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;

/**
 * RB 4.1.2: a major lays a tile per station in phases 2 to 4, "allerdings müssen sie von einem anderen
 * Bahnhof aus erfolgen": each lay of a turn is built from a station in a city (not on a pass) that no
 * other lay of the turn is built from, its new track reached from there (RB 4.1.1; {@link
 * roundhouse.engine.map.TileLays#joinsStation}). The player assigns the lays to stations, so a lay is allowed
 * while some assignment gives every lay of the turn its own station whose network it joined when laid.
 * With {@link T1841Title#RAILHEADS_IN_TOKEN_ORDER} (18xx.games) a lay takes the first station not yet
 * built from, in token order, whose network it joins, and keeps it.
 */
final class Railheads {
    private final ItalianGame game;
    /** Per lay of this turn: the hexes of the stations it could be built from; one each in token order. */
    private final List<Set<String>> lays = new ArrayList<>();

    Railheads(ItalianGame game) {
        this.game = game;
    }

    void clear() {
        lays.clear();
    }

    private boolean inTokenOrder() {
        return game.option(T1841Title.RAILHEADS_IN_TOKEN_ORDER);
    }

    /** The hexes of {@code c}'s stations in cities: in token order, or its home first. */
    private List<String> stations(Corporation c) {
        Board board = game.board();
        List<String> out = new ArrayList<>();
        if (inTokenOrder() && board instanceof ItalianBoard italian) {
            Set<String> cities = new HashSet<>();
            for (String city : board.tokensOf(c.id())) {
                if (!board.isPass(city)) {
                    cities.add(board.hexOfCity(city));
                }
            }
            for (String hex : italian.stationHexesInTokenOrder(c.id())) {
                if (cities.contains(hex) && !out.contains(hex)) {
                    out.add(hex);
                }
            }
            return out;
        }
        for (String city : board.tokensOf(c.id())) {
            String hex = board.hexOfCity(city);
            if (!board.isPass(city) && !out.contains(hex)) {
                out.add(hex);
            }
        }
        if (c.homeHex() != null && out.remove(c.homeHex())) {
            out.add(0, c.homeHex());
        }
        return out;
    }

    /** The stations a lay could be built from now: all whose network it joins, or the first not yet used in token order. */
    private Set<String> from(Corporation c, TileLay lay) {
        Set<String> out = new HashSet<>();
        for (String hex : stations(c)) {
            if (inTokenOrder() && lays.stream().anyMatch(l -> l.contains(hex))) {
                continue;
            }
            if (game.board().lays().joinsStation(c.id(), hex, ReachPurpose.TRACK).test(lay)) {
                out.add(hex);
                if (inTokenOrder()) {
                    break;
                }
            }
        }
        return out;
    }

    /** Which lays are allowed after this turn's (the stations' networks found once). */
    Predicate<TileLay> allowed(Corporation c) {
        List<String> hexes = stations(c);
        if (hexes.isEmpty() && lays.isEmpty()) {
            return lay -> true;
        }
        List<Predicate<TileLay>> joins = new ArrayList<>();
        for (String hex : hexes) {
            joins.add(game.board().lays().joinsStation(c.id(), hex, ReachPurpose.TRACK));
        }
        return lay -> {
            Set<String> from = new HashSet<>();
            for (int i = 0; i < hexes.size(); i++) {
                if (joins.get(i).test(lay)) {
                    from.add(hexes.get(i));
                }
            }
            if (inTokenOrder()) {
                return from.stream().anyMatch(hex -> lays.stream().noneMatch(l -> l.contains(hex)));
            }
            List<Set<String>> all = new ArrayList<>(lays);
            all.add(from);
            return assignable(all, 0, new HashSet<>());
        };
    }

    /**
     * Records the stations {@code lay} could be built from; {@code false} when no assignment of the turn's
     * lays is left with it. The first lay too is built from a station in a city; only a corporation with
     * no station in a city (its tokens on passes) lays its first tile without one.
     */
    boolean use(Corporation c, TileLay lay, boolean first) {
        Set<String> from = from(c, lay);
        if (from.isEmpty()) {
            return first && stations(c).isEmpty();
        }
        List<Set<String>> all = new ArrayList<>(lays);
        all.add(from);
        if (!assignable(all, 0, new HashSet<>())) {
            return first;
        }
        lays.add(from);
        return true;
    }

    /** Whether lays {@code i..} each get a station of their own not in {@code taken} (a few lays: by trying). */
    private static boolean assignable(List<Set<String>> lays, int i, Set<String> taken) {
        if (i == lays.size()) {
            return true;
        }
        for (String hex : lays.get(i)) {
            if (taken.add(hex)) {
                if (assignable(lays, i + 1, taken)) {
                    return true;
                }
                taken.remove(hex);
            }
        }
        return false;
    }
}
