package roundhouse.engine.spi.step;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import roundhouse.engine.spi.Corporation;
import roundhouse.engine.spi.EngineText;
import roundhouse.engine.spi.Entity;
import roundhouse.engine.spi.Game;
import roundhouse.engine.spi.Names;

/**
 * A corporation removes stations of its owner's choice, one answer per station, after a merger: 1844's
 * SBB where two of its stations lie on one hex, 1841's merged major down to its five tokens. The answer
 * is the city, written as 18xx.games writes {@code remove_token}: {@code city}, and the {@code slot} of
 * the station there (which its 1841 reads; this engine goes by the city); a {@code pass} ends the removals
 * once the rule allows stopping. The question is asked again
 * after each removal while stations may still go.
 *
 * <p>The title says which stations may go now ({@link #removable}), whether its owner may stop now
 * ({@link #mayStop}) and what becomes of a removed station's token ({@link #removed}; by default it stays
 * the corporation's, to be built again).
 */
@org.osgi.annotation.versioning.ConsumerType
public abstract class TokenRemoval extends Question<String> {
    private final Corporation owner;

    /**
     * @param asked who chooses: the corporation itself, or the player deciding for it (1841: the decider
     *     when the corporation has no controlling player)
     * @param owner the corporation whose stations go
     */
    protected TokenRemoval(Entity asked, Corporation owner) {
        super(asked);
        this.owner = owner;
    }

    /** The corporation whose stations go. */
    public final Corporation owner() {
        return owner;
    }

    /** The cities (ids) of the owner's stations that may go now, in the order offered; none ends the removals. */
    protected abstract List<String> removable(Game game);

    /** Whether the owner may stop removing now (a {@code pass} is offered); default no. */
    protected boolean mayStop(Game game) {
        return false;
    }

    /**
     * Hook: whether the question stays open with only a pass once no station may go (18xx.games' 1841 asks
     * up to the count it announced, a pass then its only answer); default no: it ends.
     */
    protected boolean keepsAsking(Game game) {
        return false;
    }

    /**
     * Hook: a station was removed from {@code city}; its token is unplaced and stays the owner's (1844).
     * A title whose rule takes the token away as well removes it here ({@link Corporation#removeToken()}).
     */
    protected void removed(Game game, String city) {
    }

    /** The label of a removal: "Remove the station on Albany (E19)"; a title may use its rulebook's words. */
    protected String label(String place) {
        return EngineText.get("label.removeStation", place);
    }

    /** Logs a removal: "PRR removes its station on Albany (E19)"; a title may word it its own way. */
    protected void logRemoval(Game game, String place) {
        game.logText("log.removesStation", Names.of(owner), place);
    }

    @Override
    public String text() {
        return EngineText.get("step.removeStation");
    }

    @Override
    public List<Answer<String>> answers(Game game) {
        List<Answer<String>> out = new ArrayList<>();
        if (game.board() == null) {
            return out;
        }
        List<String> cities = removable(game);
        for (String city : cities) {
            String hex = game.board().hexOfCity(city);
            out.add(Answer.of(asked(), "remove_token", Map.<String, Object>of("city", city),
                    label(CorporationStep.place(game, hex)), city)
                    .writing("slot", (long) Math.max(0, game.board().tokenSlot(owner.id(), city))).on(hex));
        }
        if ((!cities.isEmpty() || keepsAsking(game)) && mayStop(game)) {
            out.add(Answer.pass(asked(), EngineText.get("label.keepStations"), null));
        }
        return out;
    }

    @Override
    protected void answered(Game game, Questions questions, Answer<String> answer) {
        String city = answer.value();
        if (city == null) {
            return; // stopped
        }
        game.board().removeToken(owner.id(), city);
        owner.setTokensUsed(owner.tokensUsed() - 1);
        if (game.logging()) {
            logRemoval(game, CorporationStep.place(game, game.board().hexOfCity(city)));
        }
        removed(game, city);
        if (!removable(game).isEmpty() || keepsAsking(game) && mayStop(game)) {
            questions.askFirst(this);
        }
    }

    /** The owner's stations by hex, for rules that count per hex (1844: two on one hex). */
    protected final Map<String, List<String>> stationsByHex(Game game) {
        Map<String, List<String>> byHex = new LinkedHashMap<>();
        for (String city : game.board().tokensOf(owner.id())) {
            byHex.computeIfAbsent(game.board().hexOfCity(city), h -> new ArrayList<>()).add(city);
        }
        return byHex;
    }
}
