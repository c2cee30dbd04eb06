package org.example.peremarquette.internal;

import org.osgi.service.component.annotations.Component;

import roundhouse.engine.spi.EngineTitle;
import roundhouse.title.t1830.T1830Rules;

/**
 * 1830: Pere Marquette, a published variant of 1830 (README.md has its rules and their source). It
 * plays by 1830's rules (the exported {@link T1830Rules}) with 1830's data, changed by this bundle's
 * {@code GAME-INF}: {@code title.json} extends 1830 and seats up to seven players with their starting
 * cash and higher certificate limits; {@code patch.json} adds the Pere Marquette Railway (home on the
 * Detroit &amp; Windsor hex, E5, in either city as Erie's on E11) and a third 6-train. Everything the
 * variant changes is data, so this class only names where that data is.
 */
@Component(service = EngineTitle.class)
public class VariantTitle extends T1830Rules {
    public VariantTitle() {
        super(VariantTitle.class.getClassLoader());
    }
}
