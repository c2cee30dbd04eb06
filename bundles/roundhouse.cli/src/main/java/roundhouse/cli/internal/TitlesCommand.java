package roundhouse.cli.internal;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

import roundhouse.api.GameTitle;
import roundhouse.api.command.Command;

/**
 * {@code titles}: one line per installed title, {@code id<TAB>name<TAB>min-max}. Reads only the
 * service properties, so no title is activated.
 */
@Component(property = { Command.NAME + "=titles", Command.SUMMARY + "=List the installed game titles" })
public class TitlesCommand implements Command {
    private final Map<ServiceReference<GameTitle>, Boolean> titles = new ConcurrentHashMap<>();

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC, service = GameTitle.class)
    void addTitle(ServiceReference<GameTitle> ref) {
        titles.put(ref, Boolean.TRUE);
    }

    void removeTitle(ServiceReference<GameTitle> ref) {
        titles.remove(ref);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (!args.isEmpty()) {
            err.println("titles takes no arguments");
            return 2;
        }
        List<Map<String, Object>> props = new ArrayList<>();
        for (ServiceReference<GameTitle> ref : titles.keySet()) {
            props.add(Map.of(GameTitle.ID, String.valueOf(ref.getProperty(GameTitle.ID)),
                    GameTitle.NAME, String.valueOf(ref.getProperty(GameTitle.NAME)),
                    GameTitle.MIN_PLAYERS, String.valueOf(ref.getProperty(GameTitle.MIN_PLAYERS)),
                    GameTitle.MAX_PLAYERS, String.valueOf(ref.getProperty(GameTitle.MAX_PLAYERS))));
        }
        format(props).forEach(out::println);
        return 0;
    }

    /** The output lines for the given title service properties, sorted by id. */
    static List<String> format(List<Map<String, Object>> titleProperties) {
        return titleProperties.stream()
                .sorted(Comparator.comparing(p -> String.valueOf(p.get(GameTitle.ID))))
                .map(p -> p.get(GameTitle.ID) + "\t" + p.get(GameTitle.NAME) + "\t" + p.get(GameTitle.MIN_PLAYERS)
                        + "-" + p.get(GameTitle.MAX_PLAYERS))
                .toList();
    }
}
