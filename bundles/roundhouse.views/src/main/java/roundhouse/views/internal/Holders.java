package roundhouse.views.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import roundhouse.api.view.CertificateView;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;
import roundhouse.api.view.PlayerView;

/**
 * Who holds shares and who controls whom, in the players' words: players by name, companies by
 * what players call them, the bank's holders as the bank's. In 1841 corporations hold and preside
 * over each other, so control runs in chains ("SFTC ← SFTN ← Ben": Ben presides over SFTN, which
 * presides over SFTC).
 */
final class Holders {
    /** Between a company and the holder that presides over it. */
    static final String CONTROLLED_BY = " \u2190 ";

    private final Map<String, String> names = new HashMap<>();
    private final Map<String, CompanyView> companies = new HashMap<>();
    private final java.util.Set<String> players = new java.util.HashSet<>();

    Holders(GameState state) {
        // shares are of corporations and minors: a private of the same id (1841's concession SFTC) holds none
        for (CompanyView c : state.companies()) {
            if (c.kind() != CompanyView.Kind.PRIVATE) {
                companies.put(c.id(), c);
                names.put(c.id(), Rows.companyLabel(c));
            }
        }
        // a player's id may be a company's too (1854's locals are numbered as players are): the player wins
        for (PlayerView p : state.players()) {
            names.put(p.id(), p.name());
            players.add(p.id());
        }
    }

    /** A holder by its id: a player's name, a company's label, the IPO or the open market. */
    String name(String id) {
        return switch (id) {
            case SpreadsheetRows.POOL -> Texts.get("holder.pool");
            case SpreadsheetRows.IPO -> Texts.get("sheet.ipo");
            default -> names.getOrDefault(id, id);
        };
    }

    /**
     * The holders above a company, nearest first, joined by arrows: its president, that holder's
     * president, up to a player or the open market ("SFTN ← Ben" for SFTC). A chain that comes round
     * to a holder already in it ends by naming that holder again (circular control). "" without a
     * president.
     */
    String chainAbove(CompanyView company) {
        List<String> chain = new ArrayList<>();
        List<String> seen = new ArrayList<>(List.of(company.id()));
        String holder = company.owner();
        while (holder != null) {
            chain.add(name(holder));
            CompanyView above = players.contains(holder) ? null : companies.get(holder);
            if (above == null || seen.contains(holder)) {
                break;
            }
            seen.add(holder);
            holder = above.owner();
        }
        return String.join(CONTROLLED_BY, chain);
    }

    /** The company and the chain above it: "SFTC ← SFTN ← Ben"; the company alone without a president. */
    String chainFrom(CompanyView company) {
        String above = chainAbove(company);
        return above.isEmpty() ? name(company.id()) : name(company.id()) + CONTROLLED_BY + above;
    }

    /**
     * Certificates summed per company in the natural order of their names, "NYC 10%, PRR 30%", a president's marked with a star
     * where {@code presidents} says so; a certificate counting less than printed (1854's option) says both.
     */
    String shares(List<CertificateView> certificates, boolean presidents) {
        Map<String, Integer> optioned = certificates.stream().filter(c -> c.printedPercent() != c.percent())
                .collect(Collectors.groupingBy(CertificateView::company, Collectors.summingInt(CertificateView::printedPercent)));
        Map<String, Boolean> president = new HashMap<>();
        certificates.forEach(c -> president.merge(c.company(), c.president(), Boolean::logicalOr));
        // in the order players count the companies they name: "Minor 1, Minor 7, Minor 10"
        return certificates.stream()
                .collect(Collectors.groupingBy(CertificateView::company, () -> new TreeMap<>(
                        java.util.Comparator.comparing(this::name, NaturalOrder.INSTANCE).thenComparing(id -> id)),
                        Collectors.summingInt(CertificateView::percent)))
                .entrySet().stream().map(e -> {
                    String company = name(e.getKey());
                    if (optioned.containsKey(e.getKey())) {
                        return Texts.get("player.option", company, e.getValue(), optioned.get(e.getKey()));
                    }
                    return presidents && president.get(e.getKey()) ? company + " " + Texts.get("sheet.president", e.getValue())
                            : company + " " + e.getValue() + "%";
                })
                .collect(Collectors.joining(", "));
    }

    /** The companies that hold certificates of others (1841), in the title's order. */
    static List<CompanyView> holdingCompanies(GameState state) {
        return state.companies().stream().filter(c -> !c.closed() && !c.othersCertificates().isEmpty()).toList();
    }
}
