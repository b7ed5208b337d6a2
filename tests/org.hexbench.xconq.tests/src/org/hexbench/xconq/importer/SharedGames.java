package org.hexbench.xconq.importer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hexbench.testdata.SharedData;

/**
 * The 23 games of {@code shared/data/xconq} as its README's table "Games" describes them: the oracle of the shared
 * games tests, read from the data's own documentation rather than from the code under test.
 */
final class SharedGames {

    /**
     * One row of the table.
     *
     * @param file e.g. {@code lib/duel.g}
     * @param title the module's title
     * @param givenMap whether the map is given as an {@code area} terrain layer
     * @param sideForms how many {@code side} forms the game's files have
     * @param unitForms how many unit forms they have
     * @param types unit / terrain / material / advance types
     * @param loads the files it loads, in load order
     */
    record Game(String file, String title, boolean givenMap, int sideForms, int unitForms, int[] types,
            List<String> loads) {

        /** @return the module's name */
        String name() {
            return Path.of(file).getFileName().toString().replace(".g", "");
        }

        @Override
        public String toString() {
            return file;
        }
    }

    private SharedGames() {
    }

    /** @return the data folder (holding lib/ and test/), when present */
    static java.util.Optional<Path> folder() {
        return SharedData.xconq();
    }

    /** @return the games of the README's table, in its order */
    static List<Game> games() {
        Path folder = folder().orElseThrow();
        String readme;
        try {
            readme = Files.readString(folder.resolve("README.md"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String table = readme.substring(readme.indexOf("## Games"), readme.indexOf("## Library modules"));
        Matcher m = Pattern.compile("(?m)^\\| `([^`]+)` \\| ([^|]+) \\| (given|generated)[^|]* \\| (\\d+) \\| (\\d+)"
                + " \\| (\\d+) / (\\d+) / (\\d+) / (\\d+) \\| ([^|]+) \\|$").matcher(table);
        List<Game> games = new ArrayList<>();
        while (m.find()) {
            String loads = m.group(10).strip();
            games.add(new Game(m.group(1), m.group(2).strip(), m.group(3).equals("given"),
                    Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                    new int[] {Integer.parseInt(m.group(6)), Integer.parseInt(m.group(7)),
                        Integer.parseInt(m.group(8)), Integer.parseInt(m.group(9))},
                    loads.equals("-") ? List.of() : Arrays.stream(loads.split(",")).map(String::strip).toList()));
        }
        return games;
    }
}
