package org.hexbench.xconq.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.GdlReference;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * A game as its modules describe it, after Xconq's reading rules (GDL reference): the modules loaded (the main one
 * first), the types of every kind in order of definition, the tables, the global variables set, the world and the
 * area with its layers, the sides, the units placed, the scorekeepers, and the forms kept as written. Load one with
 * {@link #load(Path, List)}; what went wrong or was left out is in {@link #diagnostics()}, each with file, line and
 * column.
 */
public final class XconqGame {

    final List<GameModule> modules = new ArrayList<>();
    final Map<TypeKind, List<GameType>> types = new EnumMap<>(TypeKind.class);
    final Map<String, GameTable> tables = new LinkedHashMap<>();
    final Properties globals = new Properties();
    final Properties world = new Properties();
    GameArea area;
    final List<GameSide> sides = new ArrayList<>();
    final Properties independents = new Properties();
    final List<PlacedUnit> units = new ArrayList<>();
    final List<Scorekeeper> scorekeepers = new ArrayList<>();
    final List<KeptForm> kept = new ArrayList<>();
    final Diagnostics diagnostics = new Diagnostics();
    final Map<String, String> variantChoices = new LinkedHashMap<>();

    XconqGame() {
        for (TypeKind k : TypeKind.values()) {
            types.put(k, new ArrayList<>());
        }
    }

    /**
     * Loads a game: reads the main module and every module it needs from the library folders, as Xconq does
     * (GDL reference, Game Module Forms: Including Other Modules; Files and Directories). Never throws for bad input:
     * problems are {@link #diagnostics()}.
     *
     * @param main the main module's file
     * @param library the folders modules are looked up in, by name ({@code foo} is {@code foo.g}); when empty, the
     *            main module's folder
     * @return the game
     */
    public static XconqGame load(Path main, List<Path> library) {
        return load(main, main.toString(), library);
    }

    /**
     * Loads a game, naming the main module's file in diagnostics as given.
     *
     * @param main the main module's file
     * @param shownAs how diagnostics name it
     * @param library the library folders
     * @return the game
     */
    public static XconqGame load(Path main, String shownAs, List<Path> library) {
        XconqGame game = new XconqGame();
        new GdlInterpreter(game, new ModuleLibrary(library.isEmpty()
                ? List.of(main.toAbsolutePath().getParent()) : library)).loadMain(main, shownAs);
        return game;
    }

    /**
     * Interprets modules translated from another Xconq format (the mapfiles of Xconq 5) as GDL forms, in the order
     * Xconq loads them: the modules the main one loads first, then the main one. The forms are interpreted only when
     * the translation found no error; its diagnostics come first either way.
     *
     * @param main the main module
     * @param loadedBefore the modules loaded before the main one's forms, in order
     * @param translation the translation's diagnostics
     * @param foreignNames properties, tables and globals the translation introduces on purpose: not reported as
     *            unknown to the GDL reference
     * @return the game
     */
    public static XconqGame interpret(TranslatedModule main, List<TranslatedModule> loadedBefore,
            List<Diagnostic> translation, java.util.Set<String> foreignNames) {
        XconqGame game = new XconqGame();
        translation.forEach(game.diagnostics::add);
        new GdlInterpreter(game, new ModuleLibrary(List.of())).interpretTranslated(main, loadedBefore,
                game.diagnostics.hasErrors(), foreignNames);
        return game;
    }

    /** @return the main module */
    public GameModule mainModule() {
        return modules.get(0);
    }

    /** @return every module loaded, the main one first, then in the order they were loaded */
    public List<GameModule> modules() {
        return Collections.unmodifiableList(modules);
    }

    /**
     * @param kind a kind of type
     * @return the types of that kind, in order of definition
     */
    public List<GameType> types(TypeKind kind) {
        return Collections.unmodifiableList(types.get(kind));
    }

    /**
     * @param kind a kind of type
     * @param symbol its symbol
     * @return the type, if defined
     */
    public Optional<GameType> type(TypeKind kind, String symbol) {
        return types.get(kind).stream().filter(t -> t.symbol().equals(symbol)).findFirst();
    }

    /** @return the tables written, in order of first writing */
    public Collection<GameTable> tables() {
        return Collections.unmodifiableCollection(tables.values());
    }

    /**
     * @param name a table's name
     * @return the table, if written
     */
    public Optional<GameTable> table(String name) {
        return Optional.ofNullable(tables.get(name));
    }

    /** @return the global variables set ({@code set}), in order */
    public Properties globals() {
        return globals;
    }

    /**
     * Returns a numeric global variable: the value set, else the GDL reference's default.
     *
     * @param name the variable
     * @return its value, when either gives a number
     */
    public Optional<Integer> global(String name) {
        Optional<Integer> set = globals.number(name);
        if (set.isPresent()) {
            return set;
        }
        return GdlReference.manual().find(GdlReference.Category.GLOBAL, name)
                .flatMap(GdlReference.Definition::defaultNumber);
    }

    /** @return the world's properties ({@code circumference} ...) */
    public Properties world() {
        return world;
    }

    /** @return the area, if any module gave one (games whose map Xconq generates may give only a size) */
    public Optional<GameArea> area() {
        return Optional.ofNullable(area);
    }

    /** @return the sides, in order of declaration */
    public List<GameSide> sides() {
        return Collections.unmodifiableList(sides);
    }

    /** @return the properties of the independent units ({@code independent-units}) */
    public Properties independents() {
        return independents;
    }

    /** @return the units placed, in order */
    public List<PlacedUnit> units() {
        return Collections.unmodifiableList(units);
    }

    /** @return the scorekeepers, in order */
    public List<Scorekeeper> scorekeepers() {
        return Collections.unmodifiableList(scorekeepers);
    }

    /** @return the forms kept as written (namers, doctrines, players ...), in order */
    public List<KeptForm> keptForms() {
        return Collections.unmodifiableList(kept);
    }

    /** @return the module variants and the values they took (their defaults: Hexbench offers no choice yet) */
    public Map<String, String> variantChoices() {
        return Collections.unmodifiableMap(variantChoices);
    }

    /** @return every diagnostic, in the order found */
    public List<Diagnostic> diagnostics() {
        return diagnostics.all();
    }

    /** @return whether an error makes the game unusable */
    public boolean hasErrors() {
        return diagnostics.hasErrors();
    }

    /**
     * @param id a side's number
     * @return the side, if declared
     */
    public Optional<GameSide> side(int id) {
        return sides.stream().filter(s -> s.id() == id).findFirst();
    }
}
