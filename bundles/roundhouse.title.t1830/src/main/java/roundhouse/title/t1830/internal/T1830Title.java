package roundhouse.title.t1830.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.title.t1830.T1830Rules;

/**
 * 1830: Railways &amp; Robber Barons. Everything is data under {@code GAME-INF/}, options included
 * ({@code overrides.json}: 18xx.games' unlimited Diesels, the optional third 6-train).
 *
 * <p>Registered as an {@link EngineTitle} service; the engine publishes it as the 1830
 * {@code GameTitle} with the id, name and player range of {@code title.json}. Tests construct it
 * directly. Variants extend {@link T1830Rules}, the exported part.
 */
@Component(service = EngineTitle.class)
public class T1830Title extends T1830Rules {
    public T1830Title() {
        super();
    }
}
