package org.hexbench.server.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;
import org.hexbench.play.GameText;

/**
 * The scenarios a server offers: its scenario folder holds one folder per scenario, and the scenario file inside that
 * has the folder's name ({@code riverford/riverford.hexscenario} is the scenario {@code riverford}); other files
 * (section files, rule files, images) may lie beside and below it, and a scenario may use its neighbours' files. A
 * client names a scenario only by a name this library lists, never by a path.
 */
public final class ScenarioLibrary {

    /**
     * A scenario the server offers.
     *
     * @param name its name (its folder's)
     * @param mainFile its scenario file, relative to the library's folder
     * @param title the scenario's title
     * @param factions its factions' names, in order
     * @param turns its turn system in words
     */
    public record Entry(String name, String mainFile, String title, List<String> factions, String turns) {

        /**
         * Copies the factions.
         *
         * @param name the name
         * @param mainFile the scenario file
         * @param title the title
         * @param factions the factions
         * @param turns the turn system
         */
        public Entry {
            factions = List.copyOf(factions);
        }
    }

    private final Path folder;

    /**
     * @param folder the scenario folder
     */
    public ScenarioLibrary(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    /** @return the scenario folder */
    public Path folder() {
        return folder;
    }

    /**
     * Finds one scenario by its name without reading it: the name must be a plain folder name (letters, digits,
     * {@code . _ -}, not starting with a dot) of a folder that holds a scenario file of that name.
     *
     * @param name a name a client sent
     * @return the scenario file's path relative to the library's folder, if there is such a scenario
     */
    public java.util.Optional<String> mainFile(String name) {
        if (name == null || !name.matches("[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}")) {
            return java.util.Optional.empty();
        }
        Path file = folder.resolve(name).resolve(name + ".hexscenario");
        return Files.isRegularFile(file) ? java.util.Optional.of(name + "/" + name + ".hexscenario")
                : java.util.Optional.empty();
    }

    /**
     * Lists the scenarios: every folder's scenario file of the folder's name that loads with at least two factions
     * (a scenario with errors is left out and its problem returned in {@code problems}).
     *
     * @param problems receives one line per scenario that does not load
     * @return the scenarios by name, in name order
     * @throws IOException if the folder cannot be listed
     */
    public Map<String, Entry> scenarios(List<String> problems) throws IOException {
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (!Files.isDirectory(folder)) {
            return entries;
        }
        List<Path> folders;
        try (Stream<Path> list = Files.list(folder)) {
            folders = list.filter(Files::isDirectory).sorted().toList();
        }
        for (Path dir : folders) {
            String name = dir.getFileName().toString();
            Path file = dir.resolve(name + ".hexscenario");
            if (name.startsWith(".") || !Files.isRegularFile(file)) {
                continue;
            }
            try {
                Definitions d = Definitions.read(file);
                if (d.factionCount() < 2) {
                    problems.add(file + ": a hosted game needs at least two factions");
                    continue;
                }
                List<String> factions = new ArrayList<>();
                d.catalog().factions().forEach(f -> factions.add(GameText.name(f)));
                String title = d.scenario().getMaster() == null || d.scenario().getMaster().getTitle() == null
                        ? name : d.scenario().getMaster().getTitle();
                entries.put(name, new Entry(name, name + "/" + name + ".hexscenario", title, factions,
                        d.turns().describe()));
            } catch (GameStartException e) {
                problems.add(e.getMessage());
            }
        }
        return entries;
    }
}
