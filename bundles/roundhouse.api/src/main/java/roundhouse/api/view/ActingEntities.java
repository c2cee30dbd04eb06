package roundhouse.api.view;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Acting entities for a snapshot built from ids alone (views' tests, older callers). */
final class ActingEntities {
    /** Longer owner chains than this are taken for loops. */
    private static final int MAX_DEPTH = 16;

    private ActingEntities() {
    }

    static List<ActingEntity> derive(List<String> acting, List<PlayerView> players, List<CompanyView> companies) {
        if (acting == null || acting.isEmpty()) {
            return List.of();
        }
        Set<String> playerIds = new HashSet<>();
        if (players != null) {
            players.forEach(p -> playerIds.add(p.id()));
        }
        Map<String, CompanyView> byId = new HashMap<>();
        if (companies != null) {
            companies.forEach(c -> byId.put(c.id(), c));
        }
        List<ActingEntity> out = new ArrayList<>();
        for (String id : acting) {
            if (playerIds.contains(id)) {
                out.add(new ActingEntity(id, "player", id));
            } else if (byId.containsKey(id)) {
                CompanyView c = byId.get(id);
                out.add(new ActingEntity(id, entityType(c), controller(c, playerIds, byId)));
            } else {
                out.add(new ActingEntity(id, null, null));
            }
        }
        return List.copyOf(out);
    }

    private static String entityType(CompanyView c) {
        return switch (c.kind()) {
            case PRIVATE -> "company";
            case MINOR -> "minor";
            case CORPORATION -> "corporation";
        };
    }

    /** Up the owners (a company owned by a company...) to a player, or {@code null}. */
    private static String controller(CompanyView c, Set<String> playerIds, Map<String, CompanyView> byId) {
        String owner = c.owner();
        for (int depth = 0; owner != null && depth < MAX_DEPTH; depth++) {
            if (playerIds.contains(owner)) {
                return owner;
            }
            CompanyView next = byId.get(owner);
            owner = next == null ? null : next.owner();
        }
        return null;
    }
}
