package roundhouse.title.t18mag.internal;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.CashHolder;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Fee;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.GameRandom;
import roundhouse.engine.spi.RoundFactory;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.ShareRules;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.map.Board;

/**
 * The state of an 18Mag game. At the start every corporation is in the market without a
 * president, its marker on a start price dealt at random (RB II.4 step 3), and counts as floated:
 * it operates from OR 1.1 on (RB VI.4).
 */
class MagGame extends Game {
    /** RB II.4: ten start-price cards, two each of 60, 65, 70, 75, 80. */
    static final List<Integer> START_PRICES = List.of(60, 60, 65, 65, 70, 70, 75, 75, 80, 80);
    /** Option {@code new_minors_simple}: three of the sixteen minors leave before the draft. */
    static final int REMOVED_MINORS = 3;
    /** RB III.3.2: the bank pays every drafted minor 50 Ft. */
    static final int MINOR_START_CASH = 50;

    /** RB III.3.3: SIK earns every terrain cost. */
    static final String TERRAIN_BUILDER = "SIK";
    /** RB III.3.3: SKEV earns the second tile lay and half of every minor's token. */
    static final String TRACK_BUILDER = "SKEV";

    /** RB VI.4.3: three "no train bought" markers advance the phase. */
    static final int NO_TRAIN_MARKERS_TO_ADVANCE = 3;

    /** RB VI.3.3: a terrain marker pays the terrain of one hex; companies.json {@code terrain_tokens}. */
    static final String TERRAIN_TOKENS_KEY = "terrain_tokens";

    private final GameRandom random;
    /** Terrain markers each minor still holds, by minor id. */
    private final java.util.Map<String, Integer> terrainTokens = new java.util.HashMap<>();
    /** The minor whose terrain marker is handed in and waits for the next lay with terrain, or null. */
    private Corporation terrainTokenPending;
    /** Whether the waiting marker is a supporter's (FJ), not one of the minor's own. */
    private boolean terrainTokenFree;
    private int noTrainMarkers;
    private boolean depotPurchaseThisOr;
    private boolean newTypeThisOr;

    MagGame(TitleData data, GameSetup setup, RoundFactory rounds, List<TrainType> trainTypes, Board board,
            StockMarket market, boolean logging) {
        super(data, setup, rounds, trainTypes, board, market, logging);
        this.random = new GameRandom(setup.seed());
        if (option(T18MagTitle.NEW_MINORS_SIMPLE)) {
            removeRandomMinors();
        }
        dealStartPrices();
        for (Corporation c : corporations()) {
            if (c.data().get(TERRAIN_TOKENS_KEY) instanceof Number n && n.intValue() > 0) {
                terrainTokens.put(c.id(), n.intValue());
            }
        }
        for (Corporation c : corporations()) {
            if (c.priced()) {
                putSharesInMarket(c);
                c.setFloated(true);
            }
        }
    }

    /**
     * The shuffled start prices go to the corporations in definition order, the rest are discarded.
     * 18xx.games shuffles with its seeded {@code rand} ({@link GameRandom#sortByRand}), so imported
     * games get the prices they were played with.
     */
    private void dealStartPrices() {
        List<Integer> prices = random.sortByRand(START_PRICES);
        int i = 0;
        for (Corporation c : corporations()) {
            if (c.priced()) {
                setPar(c, parCell(prices.get(i++)));
            }
        }
    }

    /**
     * Option {@code new_minors_simple} (18xx.games): with minors 14-16 added, three minors drawn at
     * random leave before the draft (one draw per minor in number order, the three lowest leave);
     * 18xx.games draws them before the start prices.
     */
    private void removeRandomMinors() {
        List<Corporation> minors = new ArrayList<>();
        for (Corporation c : corporations()) {
            if (!c.priced()) {
                minors.add(c);
            }
        }
        for (Corporation c : random.sortByRand(minors).subList(0, REMOVED_MINORS)) {
            c.setClosed(true);
            if (board() != null) {
                board().unreserve(c.id());
            }
            log(MagText.get("log.minorRemoved", c.id()));
        }
    }

    private SharePrice parCell(int price) {
        for (SharePrice p : market().parPrices()) {
            if (p.price() == price) {
                return p;
            }
        }
        throw new IllegalStateException("market.json has no start price " + price);
    }

    /** RB II.4: every certificate starts in the market (the bank pool); nobody presides yet. */
    private void putSharesInMarket(Corporation c) {
        for (Certificate cert : new ArrayList<>(c.shares())) {
            cert.moveTo(pool());
        }
    }

    /** The game's seeded random source (18xx.games' {@code rand}). */
    GameRandom random() {
        return random;
    }

    /** A train was bought from the depot (LdStEG or MAVAG) in this OR; {@code newType}: first of its type. */
    void noteDepotPurchase(boolean newType) {
        depotPurchaseThisOr = true;
        newTypeThisOr |= newType;
    }

    /** "No train bought" markers lying now. */
    int noTrainMarkers() {
        return noTrainMarkers;
    }

    /**
     * At the end of each OR (RB VI.4.3): an OR without a depot purchase adds a marker; a new type
     * clears them; the third advances the phase and clears them. Option {@code no_train_consecutive}
     * (18xx.games): any depot purchase clears them, so only consecutive ORs count.
     */
    void endOfOperatingRound() {
        boolean consecutive = option(T18MagTitle.NO_TRAIN_CONSECUTIVE);
        if (!depotPurchaseThisOr) {
            noTrainMarkers++;
        } else if (newTypeThisOr || consecutive) {
            noTrainMarkers = 0;
        }
        depotPurchaseThisOr = false;
        newTypeThisOr = false;
        if (noTrainMarkers >= NO_TRAIN_MARKERS_TO_ADVANCE && phaseIndex() + 1 < data().phases().size()) {
            noTrainMarkers = 0;
            log(MagText.get("log.noTrainPhase", NO_TRAIN_MARKERS_TO_ADVANCE));
            enterPhase(phaseIndex() + 1);
            if (!option(T18MagTitle.NO_TRAIN_GRAY_EXTRA_SET)) {
                // RB IX.1: gray now, in this turn; 18xx.games notices it only in the next stock round
                checkGameEnd();
            }
        }
    }

    /** Terrain markers the minor still holds. */
    int terrainTokens(Corporation minor) {
        return terrainTokens.getOrDefault(minor.id(), 0);
    }

    /** Whether a handed-in marker waits for a lay with terrain. */
    boolean terrainTokenPending() {
        return terrainTokenPending != null;
    }

    /** The minor hands in a terrain marker: the bank pays the terrain of its next lay that has some. */
    void useTerrainToken(Corporation minor) {
        terrainTokens.merge(minor.id(), -1, Integer::sum);
        terrainTokenPending = minor;
        terrainTokenFree = false;
    }

    /** Supporter FJ: a free marker waits for the minor's next lay with terrain (lost if unused). */
    void useFreeTerrainToken(Corporation minor) {
        terrainTokenPending = minor;
        terrainTokenFree = true;
    }

    /**
     * The turn ends with a marker still waiting: with {@code terrain_token_pending} (18xx.games) it is
     * lost; by the rulebook it was never spent, as it is handed in for the hex it pays (RB VI.3.3).
     */
    void endTerrainTokenTurn() {
        if (terrainTokenPending != null && !terrainTokenFree && !option(T18MagTitle.TERRAIN_TOKEN_PENDING)) {
            terrainTokens.merge(terrainTokenPending.id(), 1, Integer::sum);
        }
        terrainTokenPending = null;
        terrainTokenFree = false;
    }

    /** A waiting terrain marker pays the whole terrain: the minor pays none of it. */
    @Override
    public int payerPart(Fee fee, CashHolder payer, int amount, String where) {
        return fee == Fee.TERRAIN && amount > 0 && payer == terrainTokenPending ? 0 : amount;
    }

    /**
     * RB III.3.3: the building companies earn the services: SIK every terrain cost, SKEV the second
     * tile lay of a turn. Tokens and other fees go to the bank ({@link #payFee} splits a minor's token).
     */
    @Override
    protected CashHolder feePayee(Fee fee, CashHolder payer, String where) {
        return switch (fee) {
            case TERRAIN -> corporation(TERRAIN_BUILDER);
            case TILE_LAY -> corporation(TRACK_BUILDER);
            default -> bank();
        };
    }

    /**
     * RB VI.3.4: a minor's station token is paid half to SKEV, half to the bank; a corporation pays
     * its token to the bank (RB VI.4.2).
     */
    @Override
    public void payFee(Fee fee, CashHolder payer, int amount, String where) {
        if (fee == Fee.TERRAIN && amount > 0 && payer == terrainTokenPending) {
            // RB VI.3.3: the marker pays SIK's terrain; the money comes from the bank
            terrainTokenPending = null;
            terrainTokenFree = false;
            transfer(bank(), corporation(TERRAIN_BUILDER), amount);
            return;
        }
        if (fee == Fee.TOKEN && payer instanceof Corporation c && !c.priced()) {
            int half = amount / 2;
            transfer(payer, corporation(TRACK_BUILDER), half);
            transfer(payer, bank(), amount - half);
            return;
        }
        super.payFee(fee, payer, amount, where);
    }

    @Override
    protected ShareRules createShareRules() {
        return new MagShareRules(this);
    }
}
