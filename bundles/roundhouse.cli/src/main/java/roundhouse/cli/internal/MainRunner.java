package roundhouse.cli.internal;

import java.util.Hashtable;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.ComponentServiceObjects;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.command.Command;
import roundhouse.api.ui.Workbench;

/**
 * The application's main: the product's launcher ({@code roundhouse.launcher.Main} in product/,
 * which keeps the bnd launcher's contract) runs a {@code Runnable} service registered with
 * {@code main.thread=true} on the JVM's main thread once every bundle has started (SWT on some
 * platforms insists on that thread). It needs the launcher's arguments, and it registers that
 * service only in the product (framework property {@value #PRODUCT_PROPERTY}), because the bnd
 * test launcher would run it too.
 */
@Component(immediate = true, service = {})
public class MainRunner implements Runnable {
    /** Framework property set by the product's bndrun. */
    static final String PRODUCT_PROPERTY = "roundhouse.product";

    /** Service property of the bnd launcher's service that carries the command line. */
    private static final String LAUNCHER_ARGUMENTS = "launcher.arguments";

    private final CommandRegistry commands = new CommandRegistry();
    private final AtomicReference<Workbench> workbench = new AtomicReference<>();
    private final String[] arguments;

    private ServiceRegistration<Runnable> registration;

    @Activate
    public MainRunner(BundleContext context,
            @Reference(service = Object.class, target = "(" + LAUNCHER_ARGUMENTS + "=*)") Map<String, Object> launcher) {
        Object args = launcher.get(LAUNCHER_ARGUMENTS);
        this.arguments = args instanceof String[] a ? a.clone() : new String[0];
        CompletionCommand.register(commands);
        if (Boolean.parseBoolean(context.getProperty(PRODUCT_PROPERTY))) {
            registration = context.registerService(Runnable.class, this,
                    new Hashtable<>(Map.of("main.thread", Boolean.TRUE)));
        }
    }

    @Deactivate
    void deactivate() {
        if (registration != null) {
            registration.unregister();
        }
    }

    /**
     * Commands are bound without being fetched: a command's component starts only when it runs, so
     * a headless start pays for one command, not for all of them.
     */
    @Reference(service = Command.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCommand(ComponentServiceObjects<Command> command, Map<String, Object> properties) {
        commands.add(command::getService, command, properties);
    }

    void removeCommand(ComponentServiceObjects<Command> command) {
        commands.remove(command);
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setWorkbench(Workbench wb) {
        workbench.set(wb);
    }

    void unsetWorkbench(Workbench wb) {
        workbench.compareAndSet(wb, null);
    }

    @Override
    public void run() {
        int code;
        try {
            boolean display = System.getenv("DISPLAY") != null && !Boolean.getBoolean("roundhouse.headless");
            code = new Dispatcher(commands, () -> Optional.ofNullable(workbench.get()), display, System.out,
                    System.err).dispatch(arguments);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            code = 1;
        }
        System.out.flush();
        System.err.flush();
        // The launcher would otherwise keep the framework running after the command is done.
        System.exit(code);
    }
}
