package roundhouse.engine.spi;

import java.util.ServiceLoader;

/** Finds the engine's {@link EngineRuntime} once, lazily, through the engine bundle's class loader. */
final class RuntimeLookup {
    static final EngineRuntime RUNTIME = ServiceLoader.load(EngineRuntime.class, EngineRuntime.class.getClassLoader())
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("no EngineRuntime in META-INF/services of the engine bundle"));

    private RuntimeLookup() {
    }
}
