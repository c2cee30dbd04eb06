package roundhouse.title.t1841.internal;

import java.util.List;

import roundhouse.api.GameSetup;
import roundhouse.engine.map.Board;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.RoundFactory;
import roundhouse.engine.spi.ShareRules;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainType;

/**
 * The state of an 1841 game: the generic game with Italy's share rules (corporations preside over
 * corporations, historical presidencies stay with the concession until phase 4) and market.
 */
public class ItalianGame extends Game {
    /** companies.json {@code type} of the 4-certificate corporations ("Kleingesellschaften"). */
    static final String MINOR = "minor";
    /** RB appendix: the bank is all the money; 18xx.games keeps L.240 less ({@link T1841Title#BANK_14400}). */
    static final int BANK_18XX_SHORTFALL = 240;

    private final long seed;

    public ItalianGame(TitleData data, GameSetup setup, RoundFactory rounds, List<TrainType> trainTypes, Board board,
            StockMarket market, boolean logging) {
        super(data, setup, rounds, trainTypes, board, market, logging);
        this.seed = setup.seed();
        if (market instanceof ItalianMarket m) {
            m.tell(this);
        }
        if (option(T1841Title.BANK_14400)) {
            bank().adjustCash(-BANK_18XX_SHORTFALL);
        }
    }

    /** Rebuilt from the title's data when asked: a copy of the game need not carry it. */
    private transient HomeRules homeRules;
    /** The off-board areas connected so far (RB 5, digest 10.3). */
    private OffboardAreas offboards;

    /** 18xx.games' record of the off-board areas a turn's track connected ({@link OffboardConnections}), whenever it comes. */
    @Override
    public boolean processOutsideRounds(roundhouse.api.Action action, roundhouse.engine.spi.Entity entity) {
        if (!OffboardConnections.TYPE.equals(action.type())) {
            return false;
        }
        OffboardConnections.mark(this, action);
        checkGameEnd();
        return true;
    }

    /** Which off-board areas are connected, for the game end. */
    OffboardAreas offboards() {
        if (offboards == null) {
            offboards = new OffboardAreas(this);
        }
        return offboards;
    }

    /** Where corporations may start and what their tokens cost. */
    HomeRules homeRules() {
        if (homeRules == null) {
            homeRules = new HomeRules(this);
        }
        return homeRules;
    }

    /** The game's seed: its only source of chance (RB 2.2's lots for identical bid sheets). */
    long seed() {
        return seed;
    }

    @Override
    protected ShareRules createShareRules() {
        return new ItalianShareRules(this);
    }

    /**
     * {@link T1841Title#PHASE_2_ROUTES_WITHIN_PROVINCES}: 18xx.games' route step asks, in phase 2, the network
     * its tokens use, which the province borders close; the forced purchase always asks the routes' own.
     */
    @Override
    protected roundhouse.engine.map.ReachPurpose routePurpose(RouteUse use) {
        if (use == RouteUse.RUN && option(T1841Title.PHASE_2_ROUTES_WITHIN_PROVINCES) && "2".equals(phase().name())) {
            return roundhouse.engine.map.ReachPurpose.TOKENS;
        }
        return roundhouse.engine.map.ReachPurpose.ROUTES;
    }

    /** RB 2.1: Bayard pays its holder at the end of each stock round ({@link ItalianStockRound}), not in the operating rounds. */
    @Override
    public void payoutCompanies() {
    }

    /** The secession under way (its questions open), or {@code null}. */
    private Secession secession;
    /** How 18xx.games files what corporations hold (for its treasury look). */
    private final HoldingsOrder holdingsOrder = new HoldingsOrder();

    HoldingsOrder holdingsOrder() {
        return holdingsOrder;
    }

    /** The certificates of closed IRSFF that corporations kept ({@link T1841Title#SECESSION_MISSED_KEEP_SHARES}). */
    private final ClosedHoldings closedHoldings = new ClosedHoldings();

    ClosedHoldings closedHoldings() {
        return closedHoldings;
    }
    /** The Tuscan merge waits for the secession to end (both come with the first 4-train). */
    private boolean tuscanMergeWaiting;

    /**
     * The first 4-train's events (RB 4.6.2, trains.json): the concessions close, the Ferdinandea
     * secedes, the Tuscan railways merge (after the secession's questions).
     */
    @Override
    protected void onTrainEvent(String event, roundhouse.engine.spi.Train train) {
        switch (event) {
            case CLOSE_COMPANIES -> ConcessionsClose.run(this);
            case FERD_SECESSION -> Secession.begin(this, roundhouse.engine.spi.step.Questions.of(round()));
            case TUSCAN_MERGE -> {
                if (secession != null) {
                    tuscanMergeWaiting = true;
                } else {
                    TuscanMerge.begin(this, roundhouse.engine.spi.step.Questions.of(round()));
                }
            }
            default -> super.onTrainEvent(event, train);
        }
    }

    static final String CLOSE_COMPANIES = "close_companies";
    static final String FERD_SECESSION = "ferd_secession";
    static final String TUSCAN_MERGE = "tuscan_merge";

    void setSecession(Secession s) {
        this.secession = s;
    }

    /** The Ferdinandea's secession once it began, else {@code null}. */
    Secession secession() {
        return secession;
    }

    /** Whether the Tuscan merge waited for the secession; asking clears it. */
    boolean tuscanMergeWaiting() {
        boolean w = tuscanMergeWaiting;
        tuscanMergeWaiting = false;
        return w;
    }

    /** Phases are named by their trains, "2" to "8". */
    int phaseNumber() {
        roundhouse.engine.spi.Phase p = phase();
        if (p != numberedPhase) {
            phaseNumber = Integer.parseInt(p.name());
            numberedPhase = p;
        }
        return phaseNumber;
    }

    /** The phase {@link #phaseNumber} last read, and its number (asked many times per action). */
    private roundhouse.engine.spi.Phase numberedPhase;
    private int phaseNumber;

    /** Whether a corporation is one of the historical railways (RB 1.2): fixed homes, started by its concession or formed. */
    boolean historical(Corporation c) {
        return Boolean.TRUE.equals(definition(c).data().get("historical"));
    }

    /** Whether a corporation only ever comes into play by the secession or the Tuscan merge (SFLi, SB/SFV, SFL). */
    boolean formedOnly(Corporation c) {
        return Boolean.TRUE.equals(definition(c).data().get("formed_only"));
    }

    boolean minor(Corporation c) {
        return MINOR.equals(c.kind());
    }

    TitleData.CorporationDef definition(Corporation c) {
        if (definitions == null) {
            java.util.Map<String, TitleData.CorporationDef> bySym = new java.util.HashMap<>();
            for (TitleData.CorporationDef d : data().corporations()) {
                bySym.putIfAbsent(d.sym(), d);
            }
            definitions = bySym;
        }
        TitleData.CorporationDef d = definitions.get(c.id());
        if (d == null) {
            throw new IllegalArgumentException("no corporation " + c.id());
        }
        return d;
    }

    /** The title's corporation definitions by symbol, found at the first question (the data never change). */
    private java.util.Map<String, TitleData.CorporationDef> definitions;

    /** The concession that starts a historical corporation, or {@code null}. */
    PrivateCompany concession(Corporation c) {
        for (PrivateCompany p : companies()) {
            if (c.id().equals(p.id()) && !"Bayard".equals(p.id())) {
                return p;
            }
        }
        return null;
    }

    /** 18xx.games' frozen flags ({@link FrozenFlags}). */
    private final FrozenFlags frozenFlags = new FrozenFlags();

    /** A moment at which 18xx.games sets its frozen flags again ({@link FrozenFlags}). */
    void frozenFlagsMoment() {
        if (option(T1841Title.FROZEN_FLAGS_AT_DEALS)) {
            frozenFlags.refresh(this);
        }
    }

    /**
     * Whether {@code c} is frozen where 18xx.games asks its flag (a turn's start, the sold-out rise, the
     * pool's drop, a merger's partners): as the game says, or as the flag still says under
     * {@link T1841Title#FROZEN_FLAGS_AT_DEALS}.
     */
    boolean frozenByFlag(Corporation c) {
        return shareRules().frozen(c) || option(T1841Title.FROZEN_FLAGS_AT_DEALS) && frozenFlags.flagged(c);
    }

    /** Whether 18xx.games' flag, as last set ({@link FrozenFlags}), calls {@code c} frozen. */
    boolean flaggedFrozen(Corporation c) {
        return frozenFlags.flagged(c);
    }

    /** 18xx.games' remembered looks for a token place, by corporation id ({@link T1841Title#TOKEN_LOOK_REMEMBERED}). */
    private final java.util.Map<String, Boolean> tokenLooks = new java.util.HashMap<>();

    /** Whether {@code c}'s network has a place for a token: as 18xx.games last looked, or {@code look} now. */
    boolean tokenLook(Corporation c, java.util.function.BooleanSupplier look) {
        Boolean seen = tokenLooks.get(c.id());
        if (seen == null) {
            seen = look.getAsBoolean();
            tokenLooks.put(c.id(), seen);
        }
        return seen;
    }

    /** A tile laid, a token placed in a step or a merger finished: 18xx.games looks again. */
    void forgetTokenLooks() {
        tokenLooks.clear();
    }

    /** Bankruptcy loans by player id (RB 4.5.1: "bei Spielende von seinem Vermögen abgezogen"). */
    private final java.util.Map<String, Integer> loans = new java.util.HashMap<>();

    /** Records a bankruptcy loan of {@code amount} that {@code player} owes at the end. */
    void addLoan(Player player, int amount) {
        loans.merge(player.id(), amount, Integer::sum);
    }

    /** What a player owes for his bankruptcies. */
    int loans(Player player) {
        return loans.getOrDefault(player.id(), 0);
    }

    /**
     * RB 5: cash and shares at the market price, less the bankruptcy loans (RB 4.5.1); 18xx.games
     * counts a concession still held L.50 (option).
     */
    @Override
    public int worth(Player player) {
        int w = super.worth(player) - loans(player);
        if (!option(T1841Title.CONCESSIONS_SCORE_50)) {
            for (PrivateCompany p : companies()) {
                if (p.owner() == player && !p.closed()) {
                    w -= p.value();
                }
            }
        }
        return w;
    }
}
