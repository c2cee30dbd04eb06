package roundhouse.title.t18mag.internal;

import java.util.Set;

import roundhouse.engine.map.Board;
import roundhouse.engine.map.BoardAreas;
import roundhouse.engine.map.RouteCheck;
import roundhouse.engine.map.TileLays;

/** 18Mag's board rules where they differ from the engine's. */
final class MagBoard {
    private MagBoard() {
    }

    /**
     * The board areas of an 18Mag game whose corporations (not minors) have these ids.
     *
     * @param homes the minor whose home each hex is
     * @param firstTokenFound option {@code yellow_oo_first_token}: 18xx.games' placement on a yellow OO tile
     */
    static BoardAreas areas(Set<String> corporations, java.util.Map<String, String> homes, boolean firstTokenFound) {
        return new BoardAreas() {
            @Override
            public TileLays lays(Board board) {
                return new Lays(board, homes, firstTokenFound);
            }

            @Override
            public RouteCheck routeCheck(Board board) {
                return new MagRouteCheck(board, corporations);
            }
        };
    }

    /**
     * Stations on a bare two-city hex when the yellow tile (L32) comes, whose first city has the track.
     * The rulebook puts the home minor's station on the city with track and any other station on the
     * other city; 18xx.games ({@code yellow_oo_first_token}) moves the first station it finds (city 0
     * first) to the city with track and leaves the others where they were.
     */
    private static final class Lays extends TileLays {
        private final java.util.Map<String, String> homes;
        private final boolean firstTokenFound;

        Lays(Board board, java.util.Map<String, String> homes, boolean firstTokenFound) {
            super(board);
            this.homes = homes;
            this.firstTokenFound = firstTokenFound;
        }

        @Override
        protected int cityForTokensOfBareCity(String hex, int oldCity, String[][] oldTokens, String[][] oldReserved,
                int newCities) {
            int other = newCities > 1 ? 1 : 0;
            if (firstTokenFound) {
                for (int c = 0; c < oldTokens.length; c++) {
                    if (java.util.Arrays.stream(oldTokens[c]).anyMatch(java.util.Objects::nonNull)) {
                        return c == oldCity ? 0 : Math.min(oldCity, newCities - 1);
                    }
                }
                return 0;
            }
            String home = homes.get(hex);
            boolean homeHere = home != null && (java.util.Arrays.asList(oldTokens[oldCity]).contains(home)
                    || java.util.Arrays.asList(oldReserved[oldCity]).contains(home));
            boolean homeOnHex = home != null && java.util.Arrays.stream(oldTokens).anyMatch(t -> java.util.Arrays.asList(t).contains(home));
            if (homeHere || !homeOnHex && oldCity == 0) {
                return 0;
            }
            return other;
        }
    }
}
