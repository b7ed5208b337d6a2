package org.hexbench.xconq.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlString;

/**
 * One loaded module (GDL reference, Game Module Forms): its name, the file it was read from and the properties of its
 * {@code game-module} form (title, blurb, version, notes, variants, base module ...).
 */
public final class GameModule {

    private final String name;
    private final String file;
    private final Path path;
    private final Properties properties = new Properties();
    private int imageFamilies;

    GameModule(String name, String file, Path path) {
        this.name = name;
        this.file = file;
        this.path = path;
    }

    /** @return the module's name, the file name without {@code .g} */
    public String name() {
        return name;
    }

    /** @return the file as diagnostics name it */
    public String file() {
        return file;
    }

    /** @return the file read */
    public Path path() {
        return path;
    }

    /** @return the properties of its {@code game-module} forms */
    public Properties properties() {
        return properties;
    }

    /** @return the title players see: {@code title}, else the name (GDL reference, Game Module Forms) */
    public String title() {
        return properties.text("title").filter(t -> !t.isBlank()).orElse(name);
    }

    /**
     * Returns a property holding strings ({@code notes}, {@code design-notes}, {@code instructions}): the strings in
     * order; a single string counts as a list of one.
     *
     * @param property the property
     * @return its strings
     */
    public List<String> strings(String property) {
        List<String> out = new ArrayList<>();
        Optional<Gdl> value = properties.value(property);
        value.ifPresent(v -> collect(v, out));
        return out;
    }

    private static void collect(Gdl v, List<String> out) {
        if (v instanceof GdlString s) {
            out.add(s.value());
        } else if (v instanceof GdlList l) {
            for (Gdl item : l.items()) {
                collect(item, out);
            }
        }
    }

    /** @return how many image families ({@code imf} forms) the module has; Hexbench does not read them */
    public int imageFamilies() {
        return imageFamilies;
    }

    void countImageFamily() {
        imageFamilies++;
    }

    @Override
    public String toString() {
        return "module " + name;
    }
}
