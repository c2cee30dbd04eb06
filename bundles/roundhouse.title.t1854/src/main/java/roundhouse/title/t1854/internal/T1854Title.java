package roundhouse.title.t1854.internal;


import org.osgi.service.component.annotations.Component;

import roundhouse.api.GameSetup;
import roundhouse.engine.spi.EngineTitle;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.TitleData;
import roundhouse.engine.spi.TrainRules;
import roundhouse.engine.spi.step.Bankrupt;
import roundhouse.engine.spi.step.BuyTrain;
import roundhouse.engine.spi.step.DiscardTrain;
import roundhouse.engine.spi.step.Dividend;
import roundhouse.engine.spi.step.HomeToken;
import roundhouse.engine.spi.step.OperatingRound;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Route;
import roundhouse.engine.spi.step.StockRound;

/**
 * 1854 Austria (rulebook: German, 3-6 players): mountain railways and local railways are auctioned
 * with an operating round after every auction round that leaves some unsold ("Die Auktionsrunde"),
 * the locals run plus trains on their own board and split their revenue, the majors are priced per
 * 10 % on a hex market and split their shares once past the red line ("Aktiensplit"). The data is
 * under {@code GAME-INF/}; the rulebook's choices where it is silent are in the bundle's README.
 *
 * <p>Locals, their mergers and the Lokalbahn AGs: {@link TwoBoardsReach}, {@link MergerWindows}, {@link AgHome},
 * {@link AustrianTrack}, {@link AustrianToken}.
 *
 * <p>Registered as an {@link EngineTitle} service; tests construct it directly.
 */
@Component(service = EngineTitle.class)
public class T1854Title extends EngineTitle {

    public T1854Title() {
        super(T1854Title.class.getClassLoader(), OPTIONS);
    }

    /** The rule options the title's code reads: the auction's, the locals' and the stock round's. */
    static final java.util.Set<String> OPTIONS = java.util.stream.Stream
            .of(AustrianAuction.OPTIONS.stream(), LocalMerger.OPTIONS.stream(), java.util.stream.Stream.of(AustrianShareTurn.OPTIONS_MAY_WAIT))
            .flatMap(s -> s).collect(java.util.stream.Collectors.toUnmodifiableSet());

    @Override
    public Game createGame(GameSetup setup, boolean logging) {
        TitleData gameData = data(setup);
        AustrianBoardAreas areas = new AustrianBoardAreas(gameData);
        AustrianGame game = new AustrianGame(gameData, setup, this, trainTypes(dataKeys(setup)),
                createBoard(map(), gameData, areas), createMarket(gameData), logging);
        areas.attach(game); // the route check reads who owns the mountain railways
        return game;
    }

    /** The two boards, tunnels, the AGs' home lays and 1854's route rules ({@link AustrianBoardAreas}). */
    @Override
    protected roundhouse.engine.map.BoardAreas createBoardAreas() {
        return new AustrianBoardAreas(data());
    }

    @Override
    protected StockMarket createMarket() {
        return createMarket(data());
    }

    @Override
    protected StockMarket createMarket(TitleData gameData) {
        return new AustrianMarket(gameData.marketLayout(), StockMarket.cells(gameData.market()));
    }

    /** "Die Auktionsrunde": the game opens with the auction of the eleven privates. */
    @Override
    public Round initialRound(Game game) {
        return AuctionSequence.first(game);
    }

    /** "Die Aktienrunde": sell any number, then buy one certificate. */
    @Override
    public Round stockRound(Game game) {
        StockRound r = new StockRound(game);
        r.add(new DiscardTrain(game, r));
        r.add(new AustrianShareTurn(game, r));
        return r;
    }

    /**
     * "Betriebsrunde", "Übersicht": mail income, track, station, run, revenue, buy trains, mail contract.
     * The home station goes down when a company first operates ("Inbetriebnahme").
     */
    @Override
    public Round operatingRound(Game game, int number) {
        OperatingRound r = new AustrianOperatingRound((AustrianGame) game, number);
        BuyTrain buyTrain = new AustrianBuyTrain(game, r);
        r.add(new Bankrupt(game, r, buyTrain));
        r.add(new DiscardTrain(game, r));
        r.add(new HomeToken(game, r));
        r.add(new AgHome(game, r));
        r.add(new AustrianTrack(game, r));
        r.add(new AustrianToken(game, r));
        r.add(new Route(game, r));
        r.add(new Dividend(game, r));
        r.add(buyTrain);
        r.add(new BuyMailContract(game, r));
        return r;
    }

    /**
     * "Die Auktionsrunde": auction, one operating round, auction... until all privates are sold; then
     * stock and operating rounds, with the merger windows at the start and the end of operating rounds
     * from phase 5 ({@link MergerWindows}). "Phasenwechsel", phase 4: after the last OR of a set a single
     * 4-train left in the bank leaves the game.
     */
    @Override
    public Round nextRound(Game game, Round finished) {
        return MergerWindows.next(game, finished, f -> {
            if (f instanceof OperatingRound && game.counters().lastOperatingRoundOfSet()) {
                ((AustrianTrainRules) game.trainRules()).removeLastSingleFour();
            }
            Round auction = AuctionSequence.next(this, game, f);
            return auction != null ? auction : super.nextRound(game, f);
        });
    }

    @Override
    public roundhouse.engine.spi.DividendRules createDividendRules(Game game) {
        return new AustrianDividendRules(game);
    }

    @Override
    public TrainRules createTrainRules(Game game) {
        return new AustrianTrainRules(game);
    }
}
