package ${package}.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.title.t${parent.toLowerCase()}.T${parent}Rules;

/**
 * ${titleName}: a variant of ${parent}. It plays by ${parent}'s rules (the exported {@link T${parent}Rules}) with
 * ${parent}'s data, changed by this bundle's {@code GAME-INF}: {@code title.json} declares
 * {@code "extends": "${parent}"} and replaces the keys it gives, {@code patch.json} changes parts of
 * ${parent}'s data files, and any data file placed there replaces ${parent}'s whole. A rule data cannot
 * say is a method of {@link T${parent}Rules} overridden here, calling {@code super} for the rest.
 */
@Component(service = EngineTitle.class)
public class VariantTitle extends T${parent}Rules {
    public VariantTitle() {
        super(VariantTitle.class.getClassLoader());
    }
}
