package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.ReachPurpose;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;

/**
 * RB 4.1.2: a major lays a tile per station in phases 2 to 4, "allerdings müssen sie von einem anderen
 * Bahnhof aus erfolgen": each lay of a turn is built from a station in a city (not on a pass) that no
 * earlier lay of the turn was built from. A lay uses the first station, its home first, whose network
 * it connects to (18xx.games alike).
 */
final class Railheads {
    private final ItalianGame game;
    /** The hexes of the stations this turn's lays were built from. */
    private final List<String> used = new ArrayList<>();

    Railheads(ItalianGame game) {
        this.game = game;
    }

    void clear() {
        used.clear();
    }

    /** The hexes of {@code c}'s stations in cities not yet built from this turn, its home first. */
    private List<String> unused(Corporation c) {
        Board board = game.board();
        List<String> out = new ArrayList<>();
        for (String city : board.tokensOf(c.id())) {
            String hex = board.hexOfCity(city);
            if (!board.isPass(city) && !used.contains(hex) && !out.contains(hex)) {
                out.add(hex);
            }
        }
        if (c.homeHex() != null && out.remove(c.homeHex())) {
            out.add(0, c.homeHex());
        }
        return out;
    }

    /** Which lays some unused station of {@code c} connects to (its stations' networks found once). */
    Predicate<TileLay> allowed(Corporation c) {
        Predicate<TileLay> any = lay -> false;
        for (String hex : unused(c)) {
            any = any.or(game.board().reach().layConnectsFrom(c.id(), hex, ReachPurpose.TRACK));
        }
        return any;
    }

    /**
     * Marks the station {@code lay} is built from; {@code false} when none is left that it connects to.
     * The turn's first lay needs none (a home hex is laid on without a connection).
     */
    boolean use(Corporation c, TileLay lay, boolean first) {
        for (String hex : unused(c)) {
            if (game.board().reach().layConnectsFrom(c.id(), hex, ReachPurpose.TRACK).test(lay)) {
                used.add(hex);
                return true;
            }
        }
        return first;
    }
}
