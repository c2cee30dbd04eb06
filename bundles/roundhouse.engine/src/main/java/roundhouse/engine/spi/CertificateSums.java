package roundhouse.engine.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/** Which of a holder's certificates add up to an amount: for a president's swap and for sales of mixed sizes. */
final class CertificateSums {
    private CertificateSums() {
    }

    /**
     * What a new president gives back for the president's certificate: certificates worth exactly
     * its percent, as few as may be, the earliest of his order among equals (1844 RB 4.4: "erhält
     * die gleiche Anzahl Anteile zurück": for the SBB's 10 % one 10 % certificate, else two 5 %
     * ones). Where no choice adds up exactly, his certificates in order until the percent is
     * covered.
     */
    static List<Certificate> fewestMaking(List<Certificate> offered, int percent) {
        List<Certificate> candidates = new ArrayList<>();
        for (Certificate c : offered) {
            if (!c.president()) {
                candidates.add(c);
            }
        }
        // fewest certificates per sum, the earliest kept among equals: a subset sum over at most 100 %
        List<List<Certificate>> best = new ArrayList<>(java.util.Collections.nCopies(percent + 1, null));
        best.set(0, List.of());
        for (Certificate c : candidates) {
            for (int sum = percent; sum >= c.percent(); sum--) {
                List<Certificate> from = best.get(sum - c.percent());
                if (from != null && (best.get(sum) == null || best.get(sum).size() > from.size() + 1)) {
                    List<Certificate> with = new ArrayList<>(from);
                    with.add(c);
                    best.set(sum, with);
                }
            }
        }
        if (best.get(percent) != null) {
            return best.get(percent);
        }
        List<Certificate> out = new ArrayList<>();
        int need = percent;
        for (Certificate c : candidates) {
            if (need <= 0) {
                break;
            }
            out.add(c);
            need -= c.percent();
        }
        return out;
    }

    /**
     * By amount in percent, ascending, the certificates that make it up: the smaller ones first, in the
     * order held among equal sizes (certificates of one size give the first k, as before).
     */
    static SortedMap<Integer, List<Certificate>> amounts(List<Certificate> certificates) {
        List<Certificate> bySize = new ArrayList<>(certificates);
        bySize.sort(Comparator.comparingInt(Certificate::percent)); // stable: the order held among equals
        TreeMap<Integer, List<Certificate>> made = new TreeMap<>();
        made.put(0, List.of());
        for (Certificate c : bySize) {
            for (Map.Entry<Integer, List<Certificate>> e : new ArrayList<>(made.entrySet())) {
                int to = e.getKey() + c.percent();
                if (!made.containsKey(to)) {
                    List<Certificate> with = new ArrayList<>(e.getValue());
                    with.add(c);
                    made.put(to, with);
                }
            }
        }
        made.remove(0);
        return made;
    }
}
