package roundhouse.api.view;

import java.util.List;
import java.util.Map;

/**
 * A private company, minor or corporation.
 *
 * @param id e.g. {@code "PRR"} or {@code "CA"}
 * @param name display name
 * @param kind what sort of company it is
 * @param color display colour as {@code #rrggbb}, or {@code null}
 * @param textColor text colour on {@code color}
 * @param owner for privates and minors: holder id; for corporations: the president's id; or {@code null}
 * @param cash treasury
 * @param faceValue face value (privates), 0 otherwise
 * @param revenue fixed revenue per OR (privates), 0 otherwise
 * @param parPrice par price, or 0 if not parred
 * @param sharePrice current share price, or 0 if not parred
 * @param floated whether it has floated
 * @param closed whether it has closed
 * @param trains names of owned trains
 * @param tokensTotal station tokens it has
 * @param tokensPlaced station tokens on the map
 * @param shares percent held per holder id ({@code "ipo"}, {@code "pool"}, players, corporations)
 * @param lastRevenue the revenue of its last run, 0 if none
 * @param trainLimit how many trains it may own now (titles limit some company types apart from the
 *        phase, e.g. 1844's regionals), or -1 when it owns none (privates)
 * @param label what players call it, in the engine's language: a corporation's symbol ({@code "PRR"}) or
 *        the words its title gives ({@code "Local 1"}, {@code "Minor 5"}), a private's name
 *        ({@code "Local 1 (Mariazellerbahn)"} for 1854's lots); never an id players do not say
 * @param frozen whether nobody controls the corporation although it has started (1841: its
 *        president's certificate, or one above it in its chain of control, lies in the pool; it does
 *        not operate); {@code owner} is then {@code "pool"} or a corporation
 * @param certificates the share certificates the company holds, in the order it got them: other
 *        corporations' (1841, where corporations buy each other's shares and preside over them) and its
 *        own where its unsold shares lie in its treasury (since 1.7); never {@code null}
 */
public record CompanyView(String id, String name, Kind kind, String color, String textColor, String owner, int cash,
        int faceValue, int revenue, int parPrice, int sharePrice, boolean floated, boolean closed,
        List<String> trains, int tokensTotal, int tokensPlaced, Map<String, Integer> shares, int lastRevenue,
        int trainLimit, String label, boolean frozen, List<CertificateView> certificates) {

    public CompanyView {
        certificates = certificates == null ? List.of() : List.copyOf(certificates);
    }

    /** A company that holds no certificates. */
    public CompanyView(String id, String name, Kind kind, String color, String textColor, String owner, int cash,
            int faceValue, int revenue, int parPrice, int sharePrice, boolean floated, boolean closed,
            List<String> trains, int tokensTotal, int tokensPlaced, Map<String, Integer> shares, int lastRevenue,
            int trainLimit, String label, boolean frozen) {
        this(id, name, kind, color, textColor, owner, cash, faceValue, revenue, parPrice, sharePrice, floated, closed,
                trains, tokensTotal, tokensPlaced, shares, lastRevenue, trainLimit, label, frozen, List.of());
    }

    /**
     * The certificates of other corporations the company holds (1841), without its own.
     *
     * @since 1.7
     */
    public List<CertificateView> othersCertificates() {
        return certificates.stream().filter(c -> !c.company().equals(id)).toList();
    }

    /** A company that is not frozen. */
    public CompanyView(String id, String name, Kind kind, String color, String textColor, String owner, int cash,
            int faceValue, int revenue, int parPrice, int sharePrice, boolean floated, boolean closed,
            List<String> trains, int tokensTotal, int tokensPlaced, Map<String, Integer> shares, int lastRevenue,
            int trainLimit, String label) {
        this(id, name, kind, color, textColor, owner, cash, faceValue, revenue, parPrice, sharePrice, floated, closed,
                trains, tokensTotal, tokensPlaced, shares, lastRevenue, trainLimit, label, false);
    }

    /** A company called by its id (a corporation's symbol). */
    public CompanyView(String id, String name, Kind kind, String color, String textColor, String owner, int cash,
            int faceValue, int revenue, int parPrice, int sharePrice, boolean floated, boolean closed,
            List<String> trains, int tokensTotal, int tokensPlaced, Map<String, Integer> shares, int lastRevenue,
            int trainLimit) {
        this(id, name, kind, color, textColor, owner, cash, faceValue, revenue, parPrice, sharePrice, floated, closed,
                trains, tokensTotal, tokensPlaced, shares, lastRevenue, trainLimit, id);
    }

    /** A company whose train limit is not given (-1). */
    public CompanyView(String id, String name, Kind kind, String color, String textColor, String owner, int cash,
            int faceValue, int revenue, int parPrice, int sharePrice, boolean floated, boolean closed,
            List<String> trains, int tokensTotal, int tokensPlaced, Map<String, Integer> shares, int lastRevenue) {
        this(id, name, kind, color, textColor, owner, cash, faceValue, revenue, parPrice, sharePrice, floated, closed,
                trains, tokensTotal, tokensPlaced, shares, lastRevenue, -1);
    }

    /** What sort of company. */
    public enum Kind {
        PRIVATE, MINOR, CORPORATION
    }
}
