package roundhouse.itest.title.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;

/**
 * TEST ONLY: a small title (GAME-INF data only) that the itests install and remove. It registers
 * just its {@link EngineTitle}; the engine publishes the {@code GameTitle} service with the id, name
 * and player range of its {@code title.json}.
 */
@Component(service = EngineTitle.class)
public class TestOnlyTitle extends EngineTitle {
    public TestOnlyTitle() {
        super(TestOnlyTitle.class.getClassLoader());
    }
}
