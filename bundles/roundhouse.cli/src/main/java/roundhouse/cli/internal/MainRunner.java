package roundhouse.cli.internal;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.command.Command;
import roundhouse.api.ui.Workbench;

/**
 * The application's main: the bnd launcher runs a {@code Runnable} service registered with
 * {@code main.thread=true} on the JVM's main thread once every bundle has started (SWT on some
 * platforms insists on that thread). It exists only when the launcher is present, because it
 * needs the launcher's arguments.
 */
@Component(service = Runnable.class, property = "main.thread=true")
public class MainRunner implements Runnable {
    /** Service property of the bnd launcher's service that carries the command line. */
    private static final String LAUNCHER_ARGUMENTS = "launcher.arguments";

    private final CommandRegistry commands = new CommandRegistry();
    private final AtomicReference<Workbench> workbench = new AtomicReference<>();
    private final String[] arguments;

    @Activate
    public MainRunner(@Reference(service = Object.class, target = "(" + LAUNCHER_ARGUMENTS + "=*)")
            Map<String, Object> launcher) {
        Object args = launcher.get(LAUNCHER_ARGUMENTS);
        this.arguments = args instanceof String[] a ? a.clone() : new String[0];
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCommand(Command command, Map<String, Object> properties) {
        commands.add(command, properties);
    }

    void removeCommand(Command command) {
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
