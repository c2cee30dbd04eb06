package roundhouse.itest.broken.internal;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

import roundhouse.api.command.Command;

/** TEST ONLY: a plugin component that fails as it starts, like a buggy third-party plugin. */
@Component(immediate = true, property = { Command.NAME + "=broken", Command.SUMMARY + "=Never available" })
public class FailingCommand implements Command {
    @Activate
    public FailingCommand() {
        throw new IllegalStateException("deliberately broken test plugin");
    }

    @Override
    public int run(java.util.List<String> args, java.io.PrintStream out, java.io.PrintStream err) {
        return 1;
    }
}
