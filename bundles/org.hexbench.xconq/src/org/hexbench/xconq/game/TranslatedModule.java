package org.hexbench.xconq.game;

import java.nio.file.Path;
import java.util.List;
import org.hexbench.xconq.gdl.Gdl;

/**
 * A file of another Xconq format translated into GDL forms, for {@link XconqGame#interpret}: the forms carry the
 * positions of the file they were translated from, so every diagnostic the interpretation gives names that file, line
 * and column.
 *
 * @param name the module's name (how the game and its Design section name it)
 * @param file the file as diagnostics name it
 * @param path the file read
 * @param forms the forms, in the order they are interpreted
 */
public record TranslatedModule(String name, String file, Path path, List<Gdl> forms) {

    /** Copies the forms. */
    public TranslatedModule {
        forms = List.copyOf(forms);
    }
}
