package ${package}.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.title.t1830.T1830Rules;

/**
 * ${titleName}: a variant of 1830. It plays by 1830's rules (the exported {@link T1830Rules}) with
 * 1830's data, changed by this bundle's {@code GAME-INF}: {@code title.json} declares
 * {@code "extends": "1830"} and replaces the keys it gives (here the bank), {@code patch.json} changes
 * parts of 1830's data files (here one more 6-train), and any data file placed there replaces
 * 1830's whole. Override the engine's hooks here only where data cannot say a rule.
 */
@Component(service = EngineTitle.class)
public class VariantTitle extends T1830Rules {
    public VariantTitle() {
        super(VariantTitle.class.getClassLoader());
    }
}
