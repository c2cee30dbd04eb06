package roundhouse.workbench.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.Display;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.FrameworkListener;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.osgi.service.component.runtime.ServiceComponentRuntime;

import roundhouse.api.GameRecordCodec;
import roundhouse.api.TitleInfo;
import roundhouse.api.TitleRegistry;
import roundhouse.api.analysis.AnalysisTool;
import roundhouse.api.bot.BotFactory;
import roundhouse.api.plugin.PluginStore;
import roundhouse.api.ui.PluginStatus;
import roundhouse.api.ui.Workbench;
import roundhouse.api.ui.WorkbenchView;

/**
 * The workbench as a service. Service callbacks only update the {@link WorkbenchModel}; the
 * window (created in {@link #open}) follows the model on the UI thread. Nothing here touches SWT
 * before {@link #open}, so the component also works headless (integration tests).
 */
@Component(service = Workbench.class)
public class WorkbenchComponent implements Workbench {
    private static final System.Logger LOG = System.getLogger("roundhouse.workbench");

    private final WorkbenchModel model = new WorkbenchModel();
    private final PluginProblems problems = new PluginProblems();
    private final BundleContext context;
    private final FrameworkListener frameworkErrors = this::frameworkEvent;
    private volatile GameRecordCodec codec;
    private volatile ServiceComponentRuntime scr;
    /** The user's plugins, kept between starts (absent: installs last for this run only). */
    private volatile PluginStore plugins;

    @Activate
    public WorkbenchComponent(BundleContext context) {
        this.context = context;
        context.addFrameworkListener(frameworkErrors);
    }

    @Deactivate
    void deactivate() {
        context.removeFrameworkListener(frameworkErrors);
    }

    private void frameworkEvent(FrameworkEvent event) {
        if (event.getType() == FrameworkEvent.ERROR && event.getBundle() != null) {
            String message = event.getThrowable() == null ? "error" : PluginProblems.oneLine(event.getThrowable());
            problems.record(event.getBundle().getBundleId(), message);
            LOG.log(System.Logger.Level.ERROR, "Plugin " + event.getBundle().getSymbolicName() + ": " + message);
        }
    }

    /** Titles come only through the engine's registry; without an engine the workbench runs with none. */
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    void setTitles(TitleRegistry registry) {
        model.setRegistry(registry);
    }

    void unsetTitles(TitleRegistry registry) {
        model.unsetRegistry(registry);
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addView(WorkbenchView view, Map<String, Object> props) {
        String id = String.valueOf(props.get(WorkbenchView.ID));
        Object label = localized(props, WorkbenchView.LABEL);
        model.addView(new WorkbenchModel.ViewEntry((Long) props.get(Constants.SERVICE_ID), id,
                label == null ? id : label.toString(), view));
    }

    void removeView(WorkbenchView view, Map<String, Object> props) {
        model.removeView((Long) props.get(Constants.SERVICE_ID));
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addTool(AnalysisTool tool, Map<String, Object> props) {
        String id = String.valueOf(props.get(AnalysisTool.ID));
        Object name = localized(props, AnalysisTool.NAME);
        model.addTool(new WorkbenchModel.ToolEntry((Long) props.get(Constants.SERVICE_ID), id,
                name == null ? id : name.toString(), tool));
    }

    void removeTool(AnalysisTool tool, Map<String, Object> props) {
        model.removeTool((Long) props.get(Constants.SERVICE_ID));
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addBot(BotFactory bot, Map<String, Object> props) {
        String id = String.valueOf(props.get(BotFactory.ID));
        Object name = localized(props, BotFactory.NAME);
        model.addBot(new WorkbenchModel.BotEntry((Long) props.get(Constants.SERVICE_ID), id,
                name == null ? id : name.toString(), bot));
    }

    void removeBot(BotFactory bot, Map<String, Object> props) {
        model.removeBot((Long) props.get(Constants.SERVICE_ID));
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setCodec(GameRecordCodec c) {
        codec = c;
    }

    void unsetCodec(GameRecordCodec c) {
        if (codec == c) {
            codec = null;
        }
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setScr(ServiceComponentRuntime runtime) {
        scr = runtime;
    }

    void unsetScr(ServiceComponentRuntime runtime) {
        if (scr == runtime) {
            scr = null;
        }
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    void setPlugins(PluginStore store) {
        plugins = store;
    }

    void unsetPlugins(PluginStore store) {
        if (plugins == store) {
            plugins = null;
        }
    }

    @Override
    public int open(List<Path> gameFiles) {
        Display display = new Display();
        try {
            MainWindow window = new MainWindow(display, model, context, problems, () -> codec, () -> scr, () -> plugins);
            window.open(gameFiles);
            window.runEventLoop();
        } finally {
            display.dispose();
        }
        return 0;
    }

    @Override
    public List<PluginStatus> install(Path file) throws IOException {
        return new PluginInstaller(context, problems, plugins).install(file).stream()
                .map(c -> new PluginStatus(c.symbolicName(), c.state(), c.problem())).toList();
    }

    @Override
    public List<TitleInfo> availableTitles() {
        return model.titles();
    }

    @Override
    public List<String> availableViews() {
        return model.views().stream().map(WorkbenchModel.ViewEntry::id).toList();
    }

    /** A text service property in the workbench's language ({@code key.de}), else the plain one. */
    private static Object localized(Map<String, Object> props, String key) {
        return props.getOrDefault(key + "." + Messages.locale().getLanguage(), props.get(key));
    }
}
