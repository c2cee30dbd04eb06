package roundhouse.engine.map;

/**
 * What new track an upgrade gives a company (1841 RB 4.1.1, 18xx.games' semi-restrictive track): a
 * path the old tile lacks that a route of the company's network can run on, or a new value for a stop
 * such a route reaches. {@link TileLays} asks it when a title's upgrades need usable new track
 * ({@link TileLays#upgradeNeedsUsableTrack}).
 */
final class NewTrack {
    private static final int NODE = TileDef.NODE;

    private NewTrack() {
    }

    /**
     * Whether the new tile has a path the old one lacks that a route of the network can run on (entering
     * it across one of its edges from the neighbour, or leaving a node of the hex it reaches), or
     * changes the value of a city or town that a route of the network reaches along such a path (a
     * blocked city reached from one side changes nothing for the company beyond it). Track that a route
     * could only take by turning back at a tile edge is no route.
     */
    static boolean usesNewTrackOrCity(Network net, int h, TileDef old, int oldRot, TileDef neu, int newRot) {
        boolean nodeUsable = net.leavesNodeOn(h);
        for (int i = 0; i < neu.pathA.length; i++) {
            int a = neu.rotA[newRot][i];
            int b = neu.rotB[newRot][i];
            if (hasPath(old, oldRot, a, b)) {
                continue;
            }
            if (a < NODE && b < NODE) {
                // track from side to side: a route runs it only if it got to one side without the other
                if (net.entersAvoiding(h, a, b) || net.entersAvoiding(h, b, a)) {
                    return true;
                }
            } else if (a < NODE && net.entersAt(h, a) || b < NODE && net.entersAt(h, b) || nodeUsable) {
                return true;
            }
        }
        // a new value counts on a stop that a route of the network reaches along the tile's track: a
        // path it can run on (entered across its edge, or leaving a stop it may pass) whose stops change
        for (int i = 0; i < neu.pathA.length; i++) {
            int a = neu.rotA[newRot][i];
            int b = neu.rotB[newRot][i];
            boolean runs = a < NODE && net.entersAt(h, a) || b < NODE && net.entersAt(h, b)
                    || (a >= NODE || b >= NODE) && nodeUsable;
            if (runs && (a >= NODE || b >= NODE) && !sameStopValues(old, oldRot, neu, a, b)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@link #usesNewTrackOrCity} holds as routes near the company's stations show it, without its
     * network: the new tile has a path from a node that the old lacks, and a route reaches a node of the hex
     * and may go on from it ({@code false} says nothing: the network answers).
     */
    static boolean newNodePathShownUsable(Reach reach, String company, int h, TileDef old, int oldRot, TileDef neu, int newRot) {
        for (int i = 0; i < neu.pathA.length; i++) {
            int a = neu.rotA[newRot][i];
            int b = neu.rotB[newRot][i];
            if ((a >= NODE || b >= NODE) && !hasPath(old, oldRot, a, b)) {
                return reach.showsLeavingNodeOn(company, ReachPurpose.TRACK, h);
            }
        }
        return false;
    }

    /**
     * Whether the old tile has a path between the same ends as the new tile's path {@code a}-{@code b}
     * whose stops are worth what the new path's are (a path the old tile lacks counts as changed).
     */
    private static boolean sameStopValues(TileDef old, int oldRot, TileDef neu, int a, int b) {
        int x = Math.min(a, NODE);
        int y = Math.min(b, NODE);
        int newValue = (a >= NODE ? neu.nodes[a - NODE].revenue : 0) + (b >= NODE ? neu.nodes[b - NODE].revenue : 0);
        for (int i = 0; i < old.pathA.length; i++) {
            int p = old.rotA[oldRot][i];
            int q = old.rotB[oldRot][i];
            if (Math.min(p, NODE) == x && Math.min(q, NODE) == y || Math.min(p, NODE) == y && Math.min(q, NODE) == x) {
                int oldValue = (p >= NODE ? old.nodes[p - NODE].revenue : 0) + (q >= NODE ? old.nodes[q - NODE].revenue : 0);
                if (oldValue == newValue) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a tile at a rotation has a path between these ends (any node counts as the same end). */
    static boolean hasPath(TileDef t, int r, int a, int b) {
        int x = Math.min(a, NODE);
        int y = Math.min(b, NODE);
        for (int i = 0; i < t.pathA.length; i++) {
            int p = Math.min(t.rotA[r][i], NODE);
            int q = Math.min(t.rotB[r][i], NODE);
            if (p == x && q == y || p == y && q == x) {
                return true;
            }
        }
        return false;
    }
}
