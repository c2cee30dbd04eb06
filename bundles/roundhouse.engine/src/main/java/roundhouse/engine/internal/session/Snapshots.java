package roundhouse.engine.internal.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.api.view.ActingEntity;
import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.LogEntry;
import roundhouse.api.view.MapView;
import roundhouse.api.view.MarketView;
import roundhouse.api.view.PhaseView;
import roundhouse.api.view.PlayerView;
import roundhouse.api.view.RoundView;
import roundhouse.api.view.TrainView;
import roundhouse.engine.map.RouteRules;
import roundhouse.engine.spi.Certificate;
import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Phase;
import roundhouse.engine.spi.Player;
import roundhouse.engine.spi.PrivateCompany;
import roundhouse.engine.spi.SharePrice;
import roundhouse.engine.spi.StockMarket;
import roundhouse.engine.spi.Train;

/** Builds the read-only {@link GameState} of a game; only called when a caller asks for it. */
public final class Snapshots {
    private Snapshots() {
    }

    /** The cells of each market seen, by identity: a cell's price, zone and par never change, its markers do. */
    private static final Map<StockMarket, List<MarketView.Cell>> CELLS = new java.util.WeakHashMap<>();

    /** The market's cells as views, made once per market (a snapshot after every action re-made them all). */
    private static List<MarketView.Cell> cells(Game g, StockMarket m) {
        synchronized (CELLS) {
            List<MarketView.Cell> known = CELLS.get(m);
            if (known != null) {
                return known;
            }
        }
        List<MarketView.Cell> cells = new ArrayList<>();
        for (int r = 0; r < m.rows(); r++) {
            for (int col = 0; col < m.columns(r); col++) {
                SharePrice sp = m.cell(r, col);
                if (sp != null) {
                    String shown = g.data().marketZoneColor(sp.zone());
                    cells.add(new MarketView.Cell(r, col, sp.price(), shown != null ? shown : zone(sp.zone()), sp.par()));
                }
            }
        }
        List<MarketView.Cell> made = List.copyOf(cells);
        synchronized (CELLS) {
            CELLS.put(m, made);
        }
        return made;
    }

    public static GameState state(Game g, int actionCount) {
        Phase ph = g.phase();
        PhaseView phase = new PhaseView(ph.name(), ph.tiles(), ph.operatingRounds(), ph.trainLimit());
        RoundView round = new RoundView(g.round().kind(), g.round().name(), g.turn(),
                g.round().kind().equals("operating") ? g.operatingRoundNumber() : 0);
        List<String> acting = new ArrayList<>();
        List<ActingEntity> actingEntities = new ArrayList<>();
        if (!g.finished()) {
            for (Entity e : g.round().actingEntities()) {
                acting.add(e.id());
                // the player at the top of the chain of control decides (a local's owner, a minor's, a director)
                Player controller = g.round().decider(e);
                actingEntities.add(new ActingEntity(e.id(), e.entityType(), controller == null ? null : controller.id()));
            }
        }
        List<PlayerView> players = new ArrayList<>();
        for (Player p : g.players()) {
            List<CertificateView> certs = new ArrayList<>();
            for (Certificate c : p.certificates()) {
                certs.add(cert(c));
            }
            players.add(new PlayerView(p.id(), p.name(), p.cash(), g.worth(p), p == g.priority(), certs,
                    p.companies().stream().map(PrivateCompany::id).toList(), g.certificateCount(p), g.certLimit(),
                    p.bankrupt()));
        }
        List<CompanyView> companies = new ArrayList<>();
        for (PrivateCompany c : g.companies()) {
            companies.add(new CompanyView(c.id(), roundhouse.engine.spi.Names.of(c), CompanyView.Kind.PRIVATE, (String) c.data().get("color"),
                    (String) c.data().get("text_color"), c.owner() == null ? null : c.owner().id(), 0, c.value(),
                    c.revenue(), 0, 0, false, c.closed(), List.of(), 0, 0, Map.of(), 0, -1, roundhouse.engine.spi.Names.of(c)));
        }
        for (Corporation c : g.corporations()) {
            if (!listed(c)) {
                continue;
            }
            Map<String, Integer> shares = new LinkedHashMap<>();
            for (Certificate cert : c.shares()) {
                shares.merge(cert.holder().holderId(), cert.percent(), Integer::sum);
            }
            companies.add(new CompanyView(c.id(), c.name(),
                    "minor".equals(c.kind()) ? CompanyView.Kind.MINOR : CompanyView.Kind.CORPORATION,
                    (String) c.data().get("color"), (String) c.data().get("text_color"),
                    c.president() == null ? null : c.president().holderId(), c.cash(), 0, 0,
                    c.parPrice() == null ? 0 : c.parPrice().price(), c.sharePrice() == null ? 0 : c.sharePrice().price(),
                    c.floated(), c.closed(), c.trains().stream().map(Train::name).toList(), c.tokenPrices().size(),
                    c.tokensUsed(), shares, c.lastRevenue(), g.trainLimit(c), roundhouse.engine.spi.Names.of(c),
                    g.shareRules().frozen(c), c.certificates().stream().map(Snapshots::cert).toList()));
        }
        StockMarket m = g.market();
        List<MarketView.Cell> cells = cells(g, m);
        List<MarketView.Token> tokens = new ArrayList<>();
        for (int r = 0; r < m.rows(); r++) {
            for (int col = 0; col < m.columns(r); col++) {
                SharePrice sp = m.cell(r, col);
                if (sp == null) {
                    continue;
                }
                List<Corporation> markers = sp.markers();
                for (int i = 0; i < markers.size(); i++) {
                    tokens.add(new MarketView.Token(markers.get(i).id(), r, col, i));
                }
            }
        }
        MarketView market = new MarketView(MarketView.Layout.valueOf(m.layout().name()), cells, tokens);
        MapView map = g.board() == null ? new MapView("pointy", List.of()) : g.board().view(new RouteRules(ph.tiles(), ph.offboardColor()));
        List<TrainView> depot = new ArrayList<>();
        for (Train t : g.depot().upcoming()) {
            depot.add(train(t, "depot"));
        }
        for (Train t : g.depot().discarded()) {
            depot.add(train(t, "pool"));
        }
        List<LogEntry> log = new LogView(g.logLines(), g.logActionIndexes());
        return new GameState(g.data().info().id(), actionCount, round, phase, acting, g.bank().cash(), players,
                companies, market, map, depot, log, g.finished(), g.gameEndReason(),
                g.finished() ? g.result() : Map.of(), g.data().currency(), actingEntities, g.gameEndText());
    }

    /**
     * Whether players see the corporation: always, unless its title marks it {@code "technical": true}
     * (a company that exists only for a rule's bookkeeping, as 1841's Tuscan Merge Holding, used only
     * where no free major can take its part): such a one is listed once it takes part in the game.
     */
    static boolean listed(Corporation c) {
        return !Boolean.TRUE.equals(c.data().get("technical")) || c.parPrice() != null || c.sharePrice() != null
                || c.floated() || c.cash() != 0 || !c.trains().isEmpty() || c.tokensUsed() > 0;
    }

    private static TrainView train(Train t, String owner) {
        List<roundhouse.engine.spi.TrainType> kinds = t.card().variants();
        if (kinds.isEmpty()) { // most trains: no list made per train and snapshot
            return new TrainView(t.id(), t.name(), distance(t.type()), t.price(), owner, t.type().rustsOn(), List.of());
        }
        List<TrainView> variants = new ArrayList<>(kinds.size());
        for (roundhouse.engine.spi.TrainType v : kinds) {
            variants.add(new TrainView(t.id(), v.name(), distance(v), v.price(), owner, v.rustsOn()));
        }
        return new TrainView(t.id(), t.name(), distance(t.type()), t.price(), owner, t.type().rustsOn(), variants);
    }

    /** Stops a type may count, 0 for unlimited. */
    private static int distance(roundhouse.engine.spi.TrainType type) {
        return type.distance() >= 99 ? 0 : type.distance();
    }

    private static CertificateView cert(Certificate c) {
        return new CertificateView(c.id(), c.corporation().id(), c.percent(), c.president(), c.holder().holderId(),
                c.printedPercent());
    }

    private static String zone(String z) {
        return switch (z) {
            case "y" -> "yellow";
            case "o" -> "orange";
            case "b" -> "brown";
            case "c" -> "closed";
            case "e" -> "endgame";
            case "s" -> "split";
            default -> "normal";
        };
    }
}
