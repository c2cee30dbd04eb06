package roundhouse.cli.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import roundhouse.api.TitleInfo;
import roundhouse.api.command.Command;
import roundhouse.api.ui.Workbench;

class DispatcherTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final CommandRegistry registry = new CommandRegistry();

    private Dispatcher dispatcher(Workbench wb, boolean display) {
        return new Dispatcher(registry, () -> Optional.ofNullable(wb), display,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), 100);
    }

    private static Workbench workbench(java.util.function.Consumer<List<Path>> onOpen) {
        return new Workbench() {
            @Override
            public int open(List<Path> files) {
                onOpen.accept(files);
                return 0;
            }

            @Override
            public List<roundhouse.api.TitleInfo> availableTitles() {
                return List.of();
            }

            @Override
            public List<String> availableViews() {
                return List.of();
            }

            @Override
            public List<roundhouse.api.ui.PluginStatus> install(Path file) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void commandWordRunsThatCommandWithTheRemainingArguments() throws Exception {
        List<String> seen = new ArrayList<>();
        registry.add((args, o, e) -> {
            seen.addAll(args);
            o.println("ran");
            return 7;
        }, Map.of(Command.NAME, "echo", Command.SUMMARY, "Echo"));
        assertEquals(7, dispatcher(null, false).dispatch(new String[] { "echo", "a", "b" }));
        assertEquals(List.of("a", "b"), seen);
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("ran"));
    }

    @Test
    void unknownCommandListsTheCommandsAndFails() throws Exception {
        registry.add((args, o, e) -> 0, Map.of(Command.NAME, "titles", Command.SUMMARY, "List the titles"));
        int code = dispatcher(null, false).dispatch(new String[] { "frobnicate" });
        assertEquals(Dispatcher.EXIT_USAGE, code);
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("Unknown command 'frobnicate'"), text);
        assertTrue(text.contains("titles") && text.contains("List the titles"), text);
    }

    @Test
    void noArgumentsWithoutDisplayRefusesToOpenAWindow() throws Exception {
        assertEquals(Dispatcher.EXIT_USAGE, dispatcher(workbench(files -> { }), false).dispatch(new String[0]));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("No display"));
    }

    @Test
    void singleGameFileOpensTheWorkbenchWithIt() throws Exception {
        List<Path> opened = new ArrayList<>();
        Workbench wb = workbench(opened::addAll);
        assertEquals(0, dispatcher(wb, true).dispatch(new String[] { "game.json" }));
        assertEquals(List.of(Path.of("game.json")), opened);
    }

    @Test
    void commandExceptionIsReportedInOneLine() throws Exception {
        registry.add((args, o, e) -> {
            throw new IllegalStateException("boom");
        }, Map.of(Command.NAME, "bad"));
        assertEquals(2, dispatcher(null, false).dispatch(new String[] { "bad" }));
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(List.of("bad: unexpected error: IllegalStateException: boom; run again with --debug for the details and report it"),
                text.lines().toList());
    }

    @Test
    void outOfMemoryInACommandIsOneLineNamingTheHeapAndExitsTwo() throws Exception {
        registry.add((args, o, e) -> {
            throw new OutOfMemoryError("Java heap space");
        }, Map.of(Command.NAME, "stats"));
        assertEquals(2, dispatcher(null, false).dispatch(new String[] { "stats", "dir" }));
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("stats: out of memory; give Java more with -Xmx"), lines.get(0));
    }

    @Test
    void debugAnywhereShowsTheTraceAndIsNotPassedToTheCommand() throws Exception {
        List<String> seen = new ArrayList<>();
        registry.add((args, o, e) -> {
            seen.addAll(args);
            throw new IllegalStateException("boom");
        }, Map.of(Command.NAME, "bad"));
        assertEquals(2, dispatcher(null, false).dispatch(new String[] { "bad", "--debug", "x" }));
        assertEquals(List.of("x"), seen);
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.lines().count() > 1 && text.contains("at roundhouse.cli"), text);
    }

    @Test
    void titlesAreListedSortedByIdWithTabs() {
        List<String> lines = TitlesCommand.format(List.of(new TitleInfo("1841", "1841", 3, 8),
                new TitleInfo("1830", "1830: Railways", 2, 6)));
        assertEquals(List.of("1830\t1830: Railways\t2-6", "1841\t1841\t3-8"), lines);
    }

    @Test
    void aTitlesOptionsAreListedWithWhatLimitsThem() {
        List<String> lines = TitlesCommand.formatOptions(List.of(
                new roundhouse.api.RuleOption("supporters", "Supporters", "", false, false, List.of(), List.of(3, 4, 5, 6)),
                new roundhouse.api.RuleOption("challenge", "New minors (challenge)", "", false, false, List.of("simple")),
                new roundhouse.api.RuleOption("simple", "New minors (simple)", "", false, false),
                new roundhouse.api.RuleOption("divs", "Standard dividends", "", true, true)));
        assertEquals(List.of("supporters\tSupporters\tfor 3-6 players", "challenge\tNew minors (challenge)\tnot with simple",
                "simple\tNew minors (simple)\tnot with challenge", "divs\tStandard dividends\ton in a new game; on in 18xx.games files"),
                lines);
    }

    @Test
    void anUnknownTitlesOptionsAreRefusedInOneLine() throws Exception {
        addTitles();
        assertEquals(2, dispatcher(null, false).dispatch(new String[] {"titles", "1835"}));
        assertEquals("titles: unknown title '1835' (installed: )\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void helpAnswersWithUsageAndExitZeroWithoutRunningTheCommand() throws Exception {
        List<String> ran = new ArrayList<>();
        registry.add((args, o, e) -> {
            ran.add("stats");
            return 2;
        }, Map.of(Command.NAME, "stats", Command.SUMMARY, "stats FILE_OR_DIR... --out OUT.csv statistics"));
        registry.add((args, o, e) -> 0, Map.of(Command.NAME, "titles", Command.SUMMARY, "List the titles"));
        assertEquals(0, dispatcher(null, false).dispatch(new String[] {"stats", "--help"}));
        assertEquals(0, dispatcher(null, false).dispatch(new String[] {"help", "titles"}));
        assertEquals(0, dispatcher(null, false).dispatch(new String[] {"--help"}));
        assertEquals(List.of(), ran, "help runs no command");
        String o = out.toString(StandardCharsets.UTF_8);
        assertTrue(o.startsWith("usage: java -jar roundhouse.jar stats FILE_OR_DIR... --out OUT.csv statistics\n"), o);
        assertTrue(o.contains("usage: java -jar roundhouse.jar titles: List the titles\n"), o);
        assertTrue(o.contains("Commands:\n  stats "), o);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnexpectedErrorIsOneShortLineWhateverItsMessage() throws Exception {
        registry.add((args, o, e) -> {
            throw new IllegalStateException("x".repeat(300_000) + "\nsecond line");
        }, Map.of(Command.NAME, "boom", Command.SUMMARY, "Fails"));
        assertEquals(Dispatcher.EXIT_USAGE, dispatcher(null, false).dispatch(new String[] { "boom" }));
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).startsWith("boom: unexpected error: IllegalStateException: xxx") && lines.get(0).length() < 400,
                lines.get(0).length() + " characters");
    }

    private void addTitles() {
        registry.add(new TitlesCommand(roundhouse.api.TitleRegistry.fixed(List.of())),
                Map.of(Command.NAME, "titles", Command.SUMMARY, "List the installed game titles"));
    }

    @Test
    void aDeclaredCommandsHelpIsItsGeneratedUsageHoweverAskedFor() throws Exception {
        addTitles();
        for (String[] line : List.of(new String[] { "titles", "--help" }, new String[] { "help", "titles" },
                new String[] { "titles", "-h" })) {
            out.reset();
            assertEquals(0, dispatcher(null, false).dispatch(line));
            String usage = out.toString(StandardCharsets.UTF_8);
            assertTrue(usage.startsWith("Usage: titles [-h] [TITLE]\nLists the installed game titles"), usage);
            assertTrue(usage.strip().endsWith("(README section 4)."), usage);
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void titlesTakesOneTitleAtMostInOneLine() throws Exception {
        addTitles();
        assertEquals(Dispatcher.EXIT_USAGE, dispatcher(null, false).dispatch(new String[] { "titles", "x", "y" }));
        assertEquals(List.of("titles: unexpected argument y; usage: titles [-h] [TITLE]"),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void completionPrintsABashScriptForEveryCommand() throws Exception {
        addTitles();
        registry.add((args, o, e) -> 0, Map.of(Command.NAME, "echo", Command.SUMMARY, "Echo"));
        CompletionCommand.register(registry);
        assertEquals(0, dispatcher(null, false).dispatch(new String[] { "completion", "--program", "rh" }));
        String script = out.toString(StandardCharsets.UTF_8);
        assertTrue(script.startsWith("#!/usr/bin/env bash"), script);
        assertTrue(script.contains("complete -F _complete_rh"), "registered for the program");
        assertTrue(script.contains("titles") && script.contains("echo") && script.contains("completion"), "every command word");
        assertTrue(script.contains("--program"), "a declared command's options");
        out.reset();
        assertEquals(0, dispatcher(null, false).dispatch(new String[] { "completion", "--help" }));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("Usage: completion [-h]"), out.toString());
        assertEquals(Dispatcher.EXIT_USAGE, dispatcher(null, false).dispatch(new String[] { "completion", "--program", "a b" }));
        assertEquals(List.of("completion: --program takes a command name (letters, digits, _ . -), not a b"),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }
}
