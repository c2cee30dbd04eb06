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
import roundhouse.title.t18mag.internal.MagRuleKey;
import roundhouse.title.t18mag.internal.MagRules;
import roundhouse.title.t18mag.internal.MagText;

/**
 * Option {@code supporters} (18xx.games): each supporter card helps its owner's minors once per
 * operating round, during one of their turns, never blocking. This step takes the cards used by
 * {@code choose_ability}: Magyar Államvasutak (MA: one train runs with one more town this turn),
 * Rothschild (SMFvR: the bank pays the minor 10 Ft) and Feketeházy (FJ: a free terrain marker while
 * the minor lays track).
 */
public class Supporters extends CorporationStep {
    static final String MA = "MA";
    static final String ROTHSCHILD = "SMFvR";
    static final String FEKETEHAZY = "FJ";
    /** SMFvR: what the bank pays the minor. */
    static final int ROTHSCHILD_CLAIM = 10;
    /** How 18xx.games names the choices of SMFvR and FJ. */
    static final String CLAIM = "claim";
    static final String VIRTUAL_TOKEN = "virtual_token";

    private final Track track;
    private final Set<String> usedThisRound = new HashSet<>();
    /** MA: the train running with one more town this turn, or null. */
    private Train boosted;

    public Supporters(Game game, Round round, Track track) {
        super(game, round);
        this.track = track;
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

    /** The train MA boosted this turn, or null. */
    Train boosted() {
        return boosted;
    }

    /** The card may help the operating minor now: its owner owns the minor, not used this round. */
    private boolean usable(PrivateCompany p) {
        Corporation minor = corporation();
        return minor != null && !minor.priced() && !p.closed() && p.owner() != null && p.owner() == minor.president()
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
            case MA -> !boostable(corporation()).isEmpty();
            case ROTHSCHILD -> true;
            case FEKETEHAZY -> !track.passed() && !MagRules.terrainTokenPending(game);
            default -> false;
        };
    }

    @Override
    public List<String> actions(Entity entity) {
        return entity instanceof PrivateCompany p && usable(p) && offersChoice(p) ? List.of("choose_ability") : List.of();
    }

    @Override
    public void process(Action action, Entity entity) {
        PrivateCompany p = (PrivateCompany) entity;
        Corporation minor = corporation();
        String choice = action.string("choice");
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
