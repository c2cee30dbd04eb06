package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Anything that can hold share certificates: players, corporations (their treasury, or shares of
 * other corporations as in 1841), the IPO of a corporation and the market pool. Certificates are
 * kept in arrival order because presidency swaps move "the first two" shares (1830 §4.5).
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class ShareHolder {
    private final List<Certificate> certificates = new ArrayList<>();
    /**
     * The same certificates by corporation, each list in arrival order: holdings are asked per
     * corporation. An index made on first use; a copy of the game makes its own.
     */
    private transient Map<Corporation, List<Certificate>> byCorporation;

    public abstract String holderId();

    /**
     * How logs and refusals name the holder, in the player's language, as the subject that begins a line
     * ("{0} exchanges two old shares..."): a player's name, a corporation as players call it
     * ({@link Names#of}), "The bank pool", "The IPO of PRR"; never an id.
     */
    public String holderName() {
        return holderId();
    }

    /**
     * The player who decides for this holder: a player himself, a corporation's controlling player
     * through its chain of presidents; {@code null} for the IPO, the pool, or a chain that ends there.
     */
    public Player controller() {
        return null;
    }

    /** Certificates held, all corporations, in arrival order. Read-only use. */
    public List<Certificate> certificates() {
        return certificates;
    }

    /** Certificates of one corporation in arrival order (a fresh list). */
    public List<Certificate> certificatesOf(Corporation corporation) {
        List<Certificate> held = byCorporation().get(corporation);
        return held == null ? new ArrayList<>(4) : new ArrayList<>(held);
    }

    /**
     * The first certificate of the corporation, in arrival order, that {@code which} accepts, or
     * {@code null}: what a buyer can take from here, asked at every position without copying the holding.
     */
    public Certificate firstCertificateOf(Corporation corporation, java.util.function.Predicate<Certificate> which) {
        List<Certificate> held = byCorporation().get(corporation);
        if (held != null) {
            for (int i = 0; i < held.size(); i++) {
                if (which.test(held.get(i))) {
                    return held.get(i);
                }
            }
        }
        return null;
    }

    public int percentOf(Corporation corporation) {
        List<Certificate> held = byCorporation().get(corporation);
        if (held == null) {
            return 0;
        }
        int sum = 0;
        for (int i = 0; i < held.size(); i++) {
            sum += held.get(i).percent();
        }
        return sum;
    }

    void addCertificate(Certificate c) {
        certificates.add(c);
        if (byCorporation != null) {
            byCorporation.computeIfAbsent(c.corporation(), k -> new ArrayList<>(4)).add(c);
        }
    }

    void removeCertificate(Certificate c) {
        if (certificates.remove(c) && byCorporation != null) {
            byCorporation.get(c.corporation()).remove(c);
        }
    }

    private Map<Corporation, List<Certificate>> byCorporation() {
        Map<Corporation, List<Certificate>> index = byCorporation;
        if (index == null) {
            index = new IdentityHashMap<>();
            for (Certificate c : certificates) {
                index.computeIfAbsent(c.corporation(), k -> new ArrayList<>(4)).add(c);
            }
            byCorporation = index;
        }
        return index;
    }
}
