package ${package}.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;

/**
 * ${titleName}. Everything the game is lies in the data under {@code GAME-INF/}; the engine reads
 * them through this bundle's class loader and publishes the title with the id, name and player
 * range of {@code title.json}. Override the engine's hooks here only where data cannot say a rule.
 */
@Component(service = EngineTitle.class)
public class VariantTitle extends EngineTitle {
    public VariantTitle() {
        super(VariantTitle.class.getClassLoader());
    }
}
