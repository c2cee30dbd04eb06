package roundhouse.workbench.internal;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import roundhouse.api.view.ActingEntity;
import roundhouse.api.view.CompanyView;
import roundhouse.api.view.GameState;

/**
 * Who must act and for whom, as the info line says it: "Ben for Local 1", "Ann" (no SWT). The
 * player is the one the engine names at the top of the entity's chain of control, the company is
 * called what players call it; ids never show (1854's local "1" is no seat, 18Mag's minor "6" no name).
 */
final class ActingLine {
    private ActingLine() {
    }

    /** The acting players and companies, or an empty text when nobody acts. */
    static String of(GameState state) {
        Map<String, String> players = new HashMap<>();
        state.players().forEach(p -> players.put(p.id(), p.name()));
        Map<String, CompanyView> companies = new HashMap<>();
        state.companies().forEach(c -> companies.put(c.id(), c));
        Set<String> parts = new LinkedHashSet<>();
        for (ActingEntity a : state.actingEntities()) {
            String player = a.player() == null ? null : players.getOrDefault(a.player(), a.player());
            if (a.isPlayer()) {
                parts.add(player != null ? player : a.entity());
                continue;
            }
            CompanyView c = companies.get(a.entity());
            String company = c == null ? a.entity() : c.label();
            parts.add(player == null ? Messages.get("game.actingUncontrolled", company)
                    : Messages.get("game.actingFor", player, company));
        }
        return String.join(", ", parts);
    }
}
