package roundhouse.title.t1854.internal;

/** The two boards of 1854 ("Lokalbahnen": the locals build only on the St. Pölten/Steyr board; {@link AustrianBoardAreas}). */
final class LocalBoard {
    /** map.json id of the local railways' board. */
    static final String LOCAL_BOARD = TwoBoardsReach.LOCAL_BOARD;

    private LocalBoard() {
    }
}
