package roundhouse.engine.internal.route;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.GameTitle;
import roundhouse.api.command.Command;
import roundhouse.engine.internal.files.InstalledTitles;

/**
 * {@code routes FILE} / {@code routes --audit FILE...}: the route optimiser from the command line
 * (see {@link Routes}). Titles come and go as bundles start and stop.
 */
@Component(service = Command.class, property = { Command.NAME + "=routes",
        Command.SUMMARY + "=routes [--action N] FILE: best runs of the company about to run trains (after the first N actions); routes --audit FILE...: optimum vs recorded revenue of every run" })
public class RoutesCommand implements Command {
    private final GameRecordCodec codec;
    private final InstalledTitles titles = new InstalledTitles();

    @Activate
    public RoutesCommand(@Reference GameRecordCodec codec) {
        this.codec = codec;
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTitle(GameTitle title, Map<String, Object> props) {
        titles.add(title, props);
    }

    void removeTitle(GameTitle title, Map<String, Object> props) {
        titles.remove(title, props);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return new Routes(codec, titles::get).run(args, out, err);
    }
}
