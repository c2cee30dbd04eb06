package roundhouse.title.t18mag.internal.step;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.Train;
import roundhouse.engine.spi.TrainType;
import roundhouse.engine.spi.step.CorporationStep;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Step;
import roundhouse.title.t18mag.internal.MagRuleKey;
import roundhouse.title.t18mag.internal.MagRules;
import roundhouse.title.t18mag.internal.MagText;

/**
 * Option {@code supporters} (18xx.games): each supporter card helps its owner's minors once per
 * operating round, during one of their turns, never blocking: Magyar Államvasutak (MA: one train
 * runs with one more town this turn), Rothschild (SMFvR: the bank pays the minor 10 Ft), Feketeházy
 * (FJ: a free terrain marker while the minor lays track), von Sina (GSvS: one more green or brown
 * upgrade while it lays track, terrain paid, no fee), DDSG (a station at half price) and Kandó (KK: a
 * train from the depot 10/15/20/30 Ft cheaper for a 2/3/4/6).
 */
public class Supporters extends CorporationStep {
    static final String MA = "MA";
    static final String ROTHSCHILD = "SMFvR";
    static final String FEKETEHAZY = "FJ";
    static final String SINA = "GSvS";
    static final String DDSG = "DDSG";
    static final String KANDO = "KK";
    /** KK: the discount per train type. */
    static final Map<String, Integer> KANDO_DISCOUNT = Map.of("2", 10, "3", 15, "4", 20, "6", 30);
    /** GSvS: the colours of its upgrade. */
    static final Set<String> SINA_COLORS = Set.of("green", "brown");
    /** SMFvR: what the bank pays the minor. */
    static final int ROTHSCHILD_CLAIM = 10;
    /** How 18xx.games names the choices of SMFvR and FJ. */
    static final String CLAIM = "claim";
    static final String VIRTUAL_TOKEN = "virtual_token";

    private final Track track;
    private final Token token;
    private final BuyTrain buyTrain;
    private final Set<String> usedThisRound = new HashSet<>();
    /** MA: the train running with one more town this turn, or null. */
    private Train boosted;

    public Supporters(Game game, Round round, Track track, Token token, BuyTrain buyTrain) {
        super(game, round);
        this.track = track;
        this.token = token;
        this.buyTrain = buyTrain;
        track.useSupporters(this);
        token.useSupporters(this);
        buyTrain.useSupporters(this);
    }

    /** The operating minor's owner holds this card and has not used it this round. */
    boolean usable(String card) {
        PrivateCompany p = game.companies().stream().filter(c -> c.id().equals(card)).findFirst().orElse(null);
        return p != null && usable(p);
    }

    /** GSvS may still upgrade: usable, and green or brown tiles are laid in this phase. */
    boolean sinaMayUpgrade() {
        return usable(SINA) && game.phase().tiles().stream().anyMatch(SINA_COLORS::contains);
    }

    /** KK's discount on a train from the depot, 0 when the card cannot be used now. */
    int kandoDiscount(Train t) {
        return usable(KANDO) ? KANDO_DISCOUNT.getOrDefault(t.cardName(), 0) : 0;
    }

    private Set<String> sinaColors() {
        Set<String> out = new HashSet<>(game.phase().tiles());
        out.retainAll(SINA_COLORS);
        return out;
    }

    @Override
    public String description() {
        return MagText.get("step.supporters");
    }

    @Override
    public boolean blocks() {
        return false;
    }

    @Override
    public void setup() {
        endBoost();
    }

    /** MA's upgrade ends: after the run, or with the turn. */
    void endBoost() {
        if (boosted != null) {
            boosted.endUpgrade();
            boosted = null;
        }
    }

    private Step route;

    /** Whether the operating minor will still run its trains this turn: its route step is to come and it has a route. */
    private boolean runAhead() {
        return route != null && !route.passed() && game.routeAvailable(corporation());
    }

    /** The round's route step: MA's boost is offered while the run is ahead. */
    void useRoute(Step route) {
        this.route = route;
    }

    /** The train MA boosted this turn, or null. */
    Train boosted() {
        return boosted;
    }

    /**
     * The card may help the operating company now: its owner presides it, not used this round. DDSG
     * and Rothschild help corporations too (18xx.games: "during the turn of one of the player's
     * companies"); the other cards act on tracks and trains, which only minors have.
     */
    private boolean usable(PrivateCompany p) {
        Corporation c = corporation();
        boolean forCorporations = p.id().equals(DDSG) || p.id().equals(ROTHSCHILD);
        return c != null && (!c.priced() || forCorporations) && !p.closed() && p.owner() != null && p.owner() == c.president()
                && !usedThisRound.contains(p.id());
    }

    private List<Train> boostable(Corporation minor) {
        List<Train> out = new ArrayList<>();
        if (boosted == null) {
            for (Train t : minor.trains()) {
                if (!t.operated()) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    private boolean offersChoice(PrivateCompany p) {
        return switch (p.id()) {
            // while the minor's run is ahead: the boost lasts for that run only (18xx.games ends it
            // after the run, and keeps a train boosted without one an N+1 for good)
            case MA -> runAhead() && !boostable(corporation()).isEmpty();
            case ROTHSCHILD -> true;
            case FEKETEHAZY -> !track.passed() && !MagRules.terrainTokenPending(game);
            default -> false;
        };
    }

    @Override
    public List<String> actions(Entity entity) {
        if (!(entity instanceof PrivateCompany p) || !usable(p)) {
            return List.of();
        }
        return switch (p.id()) {
            case SINA -> !track.passed() && sinaMayUpgrade() ? List.of("lay_tile") : List.of();
            // in the minor's turn of stations, not while it still lays track (18xx.games: the Token step is active)
            // the card's pass is taken as the minor's pass of its stations (18xx.games writes it so); only
            // its station is offered (legalActions), the minor's own pass says the same
            case DDSG -> round.activeStep() == token && token.mayPlaceAtHalfPrice() ? List.of("place_token", "pass") : List.of();
            case KANDO -> round.activeStep() == buyTrain && !buyTrain.actions(corporation()).isEmpty() ? List.of("buy_train") : List.of();
            default -> offersChoice(p) ? List.of("choose_ability") : List.of();
        };
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany p = (PrivateCompany) entity;
        Corporation minor = corporation();
        String choice = action.string("choice");
        if (p.id().equals(SINA)) {
            track.layForSupporter(action, sinaColors());
            game.log(MagText.get("log.supporterLay", Names.of(p), Names.of(minor)));
            usedThisRound.add(p.id());
            return;
        }
        if (p.id().equals(DDSG)) {
            if (action.type().equals("pass")) {
                token.pass(); // declining the card ends the minor's turn of stations; the card stays unused
                return;
            }
            token.placeAtHalfPrice(action);
            usedThisRound.add(p.id());
            return;
        }
        if (p.id().equals(KANDO)) {
            buyTrain.buyWithDiscount(action);
            usedThisRound.add(p.id());
            return;
        }
        switch (p.id()) {
            case MA -> {
                Train t = boostable(minor).stream().filter(x -> x.name().equals(choice)).findFirst()
                        .orElseThrow(() -> refuse(MagRuleKey.SUPPORTER, MagText.get("refuse.noTrainToBoost", Names.of(minor), choice)));
                boosted = t;
                TrainType type = t.runsAs();
                t.upgradeFor(new TrainType(type.name() + "+1", type.distance(), type.price(), type.count(), type.rustsOn(),
                        type.availableOn(), type.discount(), type.events(), TrainType.Kind.PLUS, type.towns() + 1,
                        type.barredHexes()));
                game.log(MagText.get("log.boostsTrain", Names.of(p), Names.of(minor), t.name()));
            }
            case ROTHSCHILD -> {
                game.transfer(game.bank(), minor, ROTHSCHILD_CLAIM);
                game.log(MagText.get("log.claims", Names.of(minor), game.format(ROTHSCHILD_CLAIM), Names.of(p)));
            }
            case FEKETEHAZY -> {
                MagRules.useFreeTerrainToken(game, minor);
                game.log(MagText.get("log.freeTerrainToken", Names.of(p), Names.of(minor)));
            }
            default -> throw refuse(MagRuleKey.SUPPORTER, MagText.get("refuse.noChoice", Names.of(p)));
        }
        usedThisRound.add(p.id());
    }

    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = new ArrayList<>();
        if (!(entity instanceof PrivateCompany p) || actions(entity).isEmpty()) {
            return out;
        }
        Corporation minor = corporation();
        switch (p.id()) {
            case MA -> {
                Set<String> names = new HashSet<>();
                for (Train t : boostable(minor)) {
                    if (names.add(t.name())) {
                        out.add(choice(p, t.name(), MagText.get("label.boostTrain", t.name(), Names.of(minor))));
                    }
                }
            }
            case ROTHSCHILD -> out.add(choice(p, CLAIM, MagText.get("label.claim", game.format(ROTHSCHILD_CLAIM), Names.of(minor))));
            case FEKETEHAZY -> out.add(choice(p, VIRTUAL_TOKEN, MagText.get("label.freeTerrainToken", Names.of(minor))));
            case SINA -> {
                for (roundhouse.engine.map.TileLay lay : game.board().legalLays(minor.id(), roundhouse.engine.map.LayRules.normal(sinaColors()))) {
                    // a terrain marker handed in this turn pays the terrain (RB VI.3.3)
                    int terrain = MagRules.terrainTokenPending(game) ? 0 : game.board().terrainCost(lay.hex());
                    if (terrain > minor.cash()) {
                        continue;
                    }
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("hex", lay.hex());
                    args.put("tile", lay.tileId());
                    args.put("rotation", (long) lay.rotation());
                    out.add(new LegalAction(new Action("lay_tile", p.id(), p.entityType(), args),
                            MagText.get("label.supporterLay", lay.tileName(), place(lay.hex()), lay.rotation(), Names.of(p)), null,
                            lay.hex(), terrain));
                }
            }
            case DDSG -> {
                int price = minor.nextTokenPrice() / Token.DDSG_DIVISOR;
                for (String city : token.halfPriceCities(minor)) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    args.put("city", city);
                    args.put("slot", 0L);
                    args.put("tokener", minor.id());
                    out.add(new LegalAction(new Action("place_token", p.id(), p.entityType(), args),
                            MagText.get("label.halfPriceToken", placeOfCity(city), game.format(price), Names.of(p)), null,
                            game.board().hexOfCity(city), price));
                }
            }
            case KANDO -> {
                for (Train t : buyTrain.kandoTrain().stream().toList()) {
                    int price = t.price() - kandoDiscount(t);
                    if (price <= minor.cash() && buyTrain.room(minor)) {
                        Map<String, Object> args = new LinkedHashMap<>();
                        args.put("train", t.id());
                        args.put("price", (long) price);
                        args.put("variant", t.name());
                        out.add(new LegalAction(new Action("buy_train", p.id(), p.entityType(), args),
                                MagText.get("label.kandoTrain", t.name(), game.format(price), Names.of(p)), null));
                    }
                }
            }
            default -> {
            }
        }
        return out;
    }

    private static LegalAction choice(PrivateCompany p, String value, String label) {
        Map<String, Object> args = new LinkedHashMap<>();
        args.put("choice", value);
        return new LegalAction(new Action("choose_ability", p.id(), p.entityType(), args), label, null);
    }
}
