package roundhouse.title.t1841.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import roundhouse.api.Action;
import roundhouse.api.LegalAction;
import roundhouse.engine.map.TileLay;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.step.Round;
import roundhouse.engine.spi.step.Track;

/**
 * RB 4.1.2: a corporation lays one tile per station it has on the map in phase 2, at most two in
 * phases 3 and 4, one from phase 5; a minor always one (digest 5.3). Stations on passes are no
 * railheads. From the second lay on, each goes on another hex.
 */
final class ItalianTrack extends Track {
    private final ItalianGame italy;
    /** Whether the operating corporation laid a tile this turn, and the off-board hexes its lays connected. */
    private boolean laid;
    private final Set<String> connected = new TreeSet<>();
    private final Railheads railheads;

    ItalianTrack(ItalianGame game, Round round) {
        super(game, round);
        this.italy = game;
        this.railheads = new Railheads(game);
    }

    @Override
    public void setup() {
        super.setup();
        laid = false;
        connected.clear();
        railheads.clear();
    }

    /** RB 4.1.2: the lays some station in a city not yet built from this turn connects to (the first lay's too). */
    @Override
    public List<LegalAction> legalActions(Entity entity) {
        List<LegalAction> out = super.legalActions(entity);
        Corporation c = corporation();
        if (c != null) {
            java.util.function.Predicate<TileLay> allowed = railheads.allowed(c);
            out.removeIf(l -> l.action().type().equals("lay_tile") && !allowed.test(lay(l.action())));
        }
        return out;
    }

    private static TileLay lay(Action a) {
        return new TileLay(a.string("hex"), a.string("tile"), (int) a.number("rotation", 0));
    }

    /**
     * A lay may connect off-board areas (RB 5: the game end). With {@link OffboardAreas#BY_NETWORK}
     * the connections of a turn's track are written after it as 18xx.games' {@code destination_connection}
     * (its client sends one, empty too, whenever the turn laid track), so that its engine replaying the
     * file marks them.
     */
    @Override
    public void process(Action action, Entity entity) {
        Corporation c = corporation();
        if (action.type().equals("lay_tile") && action.string("hex") != null && action.string("tile") != null
                && !railheads.use(c, lay(action), !laid)) {
            throw refuse(ItalianRuleKey.RAILHEAD, ItalianText.get(laid ? "refuse.track.railhead" : "refuse.track.station", c,
                    place(action.string("hex"))));
        }
        super.process(action, entity);
        if (action.type().equals("lay_tile")) {
            laid = true;
            italy.forgetTokenLooks();
            connected.addAll(italy.offboards().afterLay(c));
        }
        if (laid && passed() && italy.option(OffboardAreas.BY_NETWORK)) {
            Map<String, Object> args = new LinkedHashMap<>();
            args.put("hexes", new ArrayList<>(connected));
            italy.recordAutoAction(new Action(OffboardConnections.TYPE, c.id(), "corporation", args));
            laid = false;
        }
    }

    @Override
    protected List<LaySlot> laySlots() {
        Corporation c = corporation();
        return Collections.nCopies(Math.max(1, lays(c)), freeLay());
    }

    private int lays(Corporation c) {
        if (c == null || italy.minor(c)) {
            return 1;
        }
        int phase = italy.phaseNumber();
        int railheads = railheads(c);
        if (phase <= 2) {
            return railheads;
        }
        return phase <= 4 ? Math.min(railheads, 2) : 1;
    }

    /** The corporation's stations in cities (not on passes). */
    private int railheads(Corporation c) {
        int n = 0;
        for (String city : italy.board().tokensOf(c.id())) {
            if (!italy.board().isPass(city)) {
                n++;
            }
        }
        return n;
    }
}
