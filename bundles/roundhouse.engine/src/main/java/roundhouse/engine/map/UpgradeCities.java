package roundhouse.engine.map;

/**
 * Which city of an upgraded tile each city of the old tile becomes, so that its tokens and
 * reservations follow it (1830 §5.3: an upgrade keeps the old track and its stations).
 */
final class UpgradeCities {
    private UpgradeCities() {
    }

    /**
     * The new city of each old city ({@link #targetCity}; -1: the title's hook or the laying company
     * decides). A city without track beside cities with track keeps its place only if no city with
     * track moved there, else it takes the first city left: two cities never become one (18Mag's
     * yellow OO tile with one bare city, upgraded).
     */
    static int[] targets(TileDef old, int ro, TileDef neu, int rn) {
        int[] targets = new int[old.cityCount()];
        boolean[] taken = new boolean[neu.cityCount()];
        for (int c = 0; c < old.cityCount(); c++) {
            targets[c] = targetCity(old, ro, c, neu, rn);
            if (targets[c] >= 0 && old.nodeEdges[ro][old.cityNodes[c]] != 0) {
                taken[targets[c]] = true;
            }
        }
        if (neu.cityCount() == 1) {
            return targets;
        }
        for (int c = 0; c < old.cityCount(); c++) {
            if (targets[c] < 0 || old.nodeEdges[ro][old.cityNodes[c]] != 0) {
                continue;
            }
            if (taken[targets[c]]) {
                for (int d = 0; d < taken.length; d++) {
                    if (!taken[d]) {
                        targets[c] = d;
                        break;
                    }
                }
            }
            taken[targets[c]] = true;
        }
        return targets;
    }

    /** The new city an old city's tokens go to, or -1 if the board cannot tell (bare multi-city hex). */
    private static int targetCity(TileDef old, int ro, int c, TileDef neu, int rn) {
        int m = old.nodeEdges[ro][old.cityNodes[c]];
        if (neu.cityCount() == 1) {
            return 0;
        }
        if (m == 0) {
            return old.hasTrack() ? c : -1;
        }
        for (int d = 0; d < neu.cityCount(); d++) {
            if ((neu.nodeEdges[rn][neu.cityNodes[d]] & m) == m) {
                return d;
            }
        }
        return Math.min(c, neu.cityCount() - 1);
    }
}
