package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.List;

import roundhouse.api.Action;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;
import roundhouse.engine.spi.RoundKind;
import roundhouse.engine.spi.Train;

/**
 * An operating round (1830 R 6, digest §5): privates pay, then floated corporations operate in
 * market order, each through the round's steps.
 */
@org.osgi.annotation.versioning.ConsumerType
public class OperatingRound extends Round {
    /** A token lifted by a tile lay that {@code chooser} must put back on a city of {@code hex}. */
    public record PendingToken(Corporation chooser, Corporation owner, String hex) {
    }

    protected final int number;
    private final List<PendingToken> pendingTokens = new ArrayList<>();
    private int revenue;
    private boolean ran;

    public OperatingRound(Game game, int number) {
        super(game);
        this.number = number;
    }

    @Override
    public RoundKind roundKind() {
        return RoundKind.OPERATING;
    }

    @Override
    public String name() {
        return EngineText.get("round.operating", game.turn() + "." + number);
    }

    public int number() {
        return number;
    }

    private roundhouse.engine.spi.PrivateCompany teleport;
    private String teleportHex;

    /** The private whose free token is pending after its teleport lay, or {@code null}. */
    public roundhouse.engine.spi.PrivateCompany teleport() {
        return teleport;
    }

    public String teleportHex() {
        return teleportHex;
    }

    public void setTeleport(roundhouse.engine.spi.PrivateCompany company, String hex) {
        this.teleport = company;
        this.teleportHex = hex;
    }

    public List<PendingToken> pendingTokens() {
        return pendingTokens;
    }

    public Corporation currentCorporation() {
        return (Corporation) currentEntity();
    }

    /** Revenue of the current corporation's run this turn (0 if it did not run). */
    public int revenue() {
        return revenue;
    }

    public void setRevenue(int revenue) {
        this.revenue = revenue;
        this.ran = true;
    }

    public boolean ran() {
        return ran;
    }

    @Override
    public void start() {
        game.logText("log.roundHeader", name());
        game.payoutCompanies();
        for (Train t : game.depot().trainsInPlay()) {
            t.setOperated(false);
        }
        this.entities = game.operatingOrder();
        this.entityIndex = 0;
        super.start();
    }

    @Override
    protected void startEntity() {
        revenue = 0;
        ran = false;
        Corporation c = currentCorporation();
        game.logText("log.operates", Names.of(c));
        if (frozenTurnFor(c)) {
            // nobody decides for it: every step passes, and the turn still counts as operated
            game.logText("log.frozen", Names.of(c));
            frozenTurn(c);
            touch();
            nextEntity();
            return;
        }
        placeHomeToken(c);
        super.startEntity();
    }

    /**
     * Hook: whether {@code c}'s turn starts as a frozen one ({@link #frozenTurn}). Default: it is frozen
     * ({@link roundhouse.engine.spi.ShareRules#frozen}); a title whose frozen state is known only at certain
     * moments (1841's importer) may answer otherwise.
     */
    protected boolean frozenTurnFor(Corporation c) {
        return game.shareRules().frozen(c);
    }

    /**
     * Hook: what the turn of a frozen corporation ({@link roundhouse.engine.spi.ShareRules#frozen})
     * does instead of its steps. Default: nothing. 1841 (RB 4.5.1.1): its price falls two columns, as
     * it pays no dividend.
     */
    protected void frozenTurn(Corporation c) {
    }

    /**
     * The home token goes down at the start of the first turn (1830 §5.4). A corporation whose home
     * is a whole hex (1830 Erie, "either city") chooses the city itself when a tile with more than
     * one city already lies there (R 6.3.2): the choice is a pending token, placed by HomeToken.
     */
    protected void placeHomeToken(Corporation c) {
        if (c.tokensUsed() > 0 || game.board() == null || c.homeHex() == null) {
            return;
        }
        c.setTokensUsed(1);
        if (choosesHomeCity(c)) {
            game.logText("log.chooseHome", Names.of(c));
            pendingTokens.add(new PendingToken(c, c, c.homeHex()));
            return;
        }
        game.board().placeHomeToken(c.id(), c.homeHex(), homeCityIndex(c));
    }

    /** A whole-hex home on which a tile with two or more cities has been laid. */
    protected boolean choosesHomeCity(Corporation c) {
        String hex = c.homeHex();
        boolean laid = !game.board().colorAt(hex).equals(game.board().definition().hexColor(hex));
        if (c.homeCity() >= 0 || !laid) {
            return false;
        }
        try {
            return game.board().cityRef(hex, 1) != null;
        } catch (roundhouse.engine.map.MapRuleException oneCity) {
            return false;
        }
    }

    /**
     * The city of the home hex that holds the corporation's reservation: an upgrade may have moved
     * it (G19's tile 54 in another rotation); on an unbuilt hex it is the city from the data (a
     * whole-hex reservation, 1830 Erie, starts on city 0).
     */
    protected int homeCityIndex(Corporation c) {
        int city = Math.max(c.homeCity(), 0);
        String hex = c.homeHex();
        if (game.board().colorAt(hex).equals(game.board().definition().hexColor(hex))) {
            return city;
        }
        for (roundhouse.api.view.HexView h : game.board().view(new roundhouse.engine.map.RouteRules(game.phase().tiles(), game.phase().offboardColor()))
                .hexes()) {
            if (!h.coord().equals(hex)) {
                continue;
            }
            int cityIndex = 0;
            for (roundhouse.api.view.StopView s : h.stops()) {
                if (!s.kind().equals("city")) {
                    continue;
                }
                if (s.reserved().contains(c.id())) {
                    return cityIndex;
                }
                cityIndex++;
            }
        }
        return city;
    }

    @Override
    protected void nextEntity() {
        Corporation c = currentCorporation();
        if (c != null && countsAsOperated(c)) {
            c.setOperatedCount(c.operatedCount() + 1);
        }
        if (game.gameEnd().endsAfterTurn()) {
            // a trigger timed "current turn" ends the round here; the game ends with it
            finish();
            return;
        }
        super.nextEntity();
    }

    /**
     * Hook: whether the turn ending now counts as an operating turn of {@code c}. Default yes. 1841: not
     * for a corporation that merged away or was formed in this turn (it starts again unoperated).
     */
    protected boolean countsAsOperated(Corporation c) {
        return true;
    }

    /** After emergency sales the corporations that have not operated yet are re-sorted (1830 §5.1). */
    public void resortRemaining() {
        if (entityIndex + 1 >= entities.size()) {
            return;
        }
        List<Corporation> rest = new ArrayList<>();
        for (int i = entityIndex + 1; i < entities.size(); i++) {
            rest.add((Corporation) entities.get(i));
        }
        rest.sort(game.operatingComparator());
        List<Corporation> all = new ArrayList<>();
        for (int i = 0; i <= entityIndex; i++) {
            all.add((Corporation) entities.get(i));
        }
        all.addAll(rest);
        this.entities = all;
    }

    @Override
    protected void afterProcess(Action action, Entity entity) {
        if (activeStep() == null) {
            nextEntity();
            return;
        }
        Corporation c = currentCorporation();
        if (!finished() && !game.finished() && c != null && c.closed() && actingEntities().equals(List.of(c))) {
            // closed in its own turn (1841: IRSFF buys the first 4-train and secedes): nothing is left to do
            touch();
            nextEntity();
            return;
        }
        if (!finished() && !game.finished() && c != null && game.shareRules().frozen(c) && actingEntities().equals(List.of(c))) {
            // frozen in its own turn (1841: a secession or a sale left its chain of control in the pool):
            // nobody decides the rest of it, as nobody decides a frozen corporation's turn from its start
            game.logText("log.frozenNow", Names.of(c));
            if (!ran) {
                frozenTurn(c);
            }
            touch();
            nextEntity();
        }
    }
}
