package roundhouse.cli.internal;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Supplier;

import roundhouse.api.command.Command;

/** The commands currently registered, by command word. Thread-safe: services come and go on any thread. */
final class CommandRegistry {
    /**
     * A registered command with its one-line summary. The command object is fetched only when it is
     * run ({@link #command()}): listing commands, or running one, starts no other command's component.
     */
    record Entry(String name, String summary, Supplier<Command> source, Object key) {
        Command command() {
            return source.get();
        }
    }

    private final Map<String, Entry> byName = new ConcurrentSkipListMap<>();

    void add(Command command, Map<String, ?> properties) {
        add(() -> command, command, properties);
    }

    /** A command fetched on first use; {@code key} identifies it for {@link #remove}. */
    void add(Supplier<Command> command, Object key, Map<String, ?> properties) {
        String name = String.valueOf(properties.get(Command.NAME));
        Object summary = properties.get(Command.SUMMARY);
        byName.put(name, new Entry(name, summary == null ? "" : summary.toString(), command, key));
    }

    void remove(Object key) {
        byName.values().removeIf(e -> e.key() == key);
    }

    Optional<Entry> find(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** Waits up to {@code millis} for a command to be registered (bundles may still be starting). */
    Optional<Entry> await(String name, long millis) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        Optional<Entry> entry = find(name);
        while (entry.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            entry = find(name);
        }
        return entry;
    }

    Iterable<Entry> all() {
        return byName.values();
    }
}
