package org.hexbench.xconq.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlDice;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.Gdl.GdlType;
import org.hexbench.xconq.gdl.GdlReader;
import org.hexbench.xconq.gdl.GdlReference;
import org.hexbench.xconq.gdl.GdlReference.Category;
import org.hexbench.xconq.gdl.GdlReference.Definition;
import org.hexbench.xconq.gdl.GdlReference.ValueKind;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * Interprets the forms of a game's modules into an {@link XconqGame}, form by form in the order Xconq reads them
 * (GDL reference, Reference Manual, in the order of its sections): module loading ({@code include},
 * {@code base-module}, default games), conditionals, symbols, types and their properties, tables, the world and area
 * with their layers, sides, units, scorekeepers; other forms are kept as written. Problems are diagnostics with
 * positions; nothing here throws for bad input.
 */
final class GdlInterpreter {

    /** Xconq's default game, loaded when units or terrain are read before any types exist. */
    static final String STANDARD_GAME = "standard";
    /** The world's circumference when no module gives one (GDL reference, World Properties). */
    static final int DEFAULT_CIRCUMFERENCE = 360;
    /** Most modules one game may load. */
    static final int MAX_MODULES = 500;
    /** Most types of one kind (the GDL reference allows 126 unit types; later Xconq games have a few hundred). */
    static final int MAX_TYPES = 2000;
    /** Most table cells of all tables together (the largest shared game, opal, has 6.6 million). */
    static final long MAX_TABLE_CELLS = 40_000_000L;
    /** Most units one game may place. */
    static final int MAX_UNITS = 200_000;
    /** Most cells of an area (Hexbench's maps are tested up to a million sites). */
    static final long MAX_CELLS = 4_000_000L;

    private static final Set<String> KEPT_FORMS = Set.of("namer", "doctrine", "player", "agreement", "battle",
            "text", "evt", "exu", "print");
    private static final Set<String> IMAGE_FORMS = Set.of("imf", "palette", "color");
    private static final Set<String> LAYERS = Set.of("terrain", "aux-terrain", "features", "material",
            "people-sides", "control-sides", "elevations", "temperatures", "winds", "clouds", "cloud-bottoms",
            "cloud-heights", "user");

    private final XconqGame game;
    private final ModuleLibrary library;
    private final Diagnostics diagnostics;
    private final GdlEvaluator evaluator;
    private final GdlReference reference = GdlReference.manual();
    private final Map<String, GameModule> modulesByName = new HashMap<>();
    private final Deque<GameModule> loading = new ArrayDeque<>();
    private final Set<String> reported = new HashSet<>();
    private final Set<String> foreignNames = new HashSet<>();
    private final Deque<boolean[]> conditionals = new ArrayDeque<>();
    private final Map<Integer, GameSide> sideById = new HashMap<>();
    private List<Gdl> sideDefaults = List.of();
    private final Properties unitDefaults = new Properties();
    private int unitDefaultSide = -1;
    private int unitOffsetX;
    private int unitOffsetY;
    private int nextSide = 1;
    private int nextScorekeeper = 1;
    private boolean areaGiven;
    private final Set<TypeKind> tooMany = java.util.EnumSet.noneOf(TypeKind.class);
    private final Set<String> refusedTables = new HashSet<>();
    private long tableCells;
    private boolean tooManyUnits;

    GdlInterpreter(XconqGame game, ModuleLibrary library) {
        this.game = game;
        this.library = library;
        this.diagnostics = game.diagnostics;
        this.evaluator = new GdlEvaluator(game, diagnostics);
    }

    // ----------------------------------------------------------------------------------------------- modules

    void loadMain(Path file, String shownAs) {
        String name = file.getFileName() == null ? shownAs : file.getFileName().toString();
        name = name.endsWith(".g") ? name.substring(0, name.length() - 2) : name;
        GameModule main = new GameModule(name, shownAs, file);
        game.modules.add(main);
        modulesByName.put(name, main);
        read(main);
        applyVariants(main);
        finish();
    }

    /**
     * Interprets translated modules: registers them (the main one first), then, unless told not to, runs the forms of
     * those loaded before and then the main one's, and finishes as for a GDL game.
     */
    void interpretTranslated(TranslatedModule main, List<TranslatedModule> before, boolean registerOnly,
            Set<String> foreign) {
        foreignNames.addAll(foreign);
        List<GameModule> modules = new ArrayList<>();
        for (TranslatedModule t : prepend(main, before)) {
            GameModule m = new GameModule(t.name(), t.file(), t.path());
            game.modules.add(m);
            modulesByName.put(t.name(), m);
            modules.add(m);
        }
        if (registerOnly) {
            return;
        }
        for (int i = 0; i < before.size(); i++) {
            run(modules.get(i + 1), before.get(i).forms());
        }
        run(modules.get(0), main.forms());
        finish();
    }

    private static List<TranslatedModule> prepend(TranslatedModule first, List<TranslatedModule> rest) {
        List<TranslatedModule> all = new ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private void run(GameModule module, List<Gdl> forms) {
        loading.push(module);
        try {
            for (Gdl form : forms) {
                top(module, form);
            }
        } finally {
            loading.pop();
        }
    }

    private void read(GameModule module) {
        SourcePosition start = new SourcePosition(module.file(), 1, 1);
        List<Gdl> forms;
        try {
            long size = Files.size(module.path());
            if (size > GdlReader.MAX_BYTES) {
                diagnostics.error(start, "the file has " + size + " bytes; GDL modules of more than "
                        + GdlReader.MAX_BYTES + " bytes are not read");
                return;
            }
            byte[] bytes = Files.readAllBytes(module.path());
            if (isObsolete(bytes)) {
                diagnostics.error(start, "the file starts with 'Xconq', the header of the file format of Xconq 5 and"
                        + " earlier (\"Customizing Xconq\", 1993); it is no GDL module and cannot be read");
                return;
            }
            forms = GdlReader.read(module.file(), bytes, diagnostics);
        } catch (NoSuchFileException e) {
            diagnostics.error(start, "the file does not exist");
            return;
        } catch (IOException e) {
            diagnostics.error(start, "the file cannot be read: " + e.getMessage());
            return;
        }
        loading.push(module);
        Deque<boolean[]> outer = new ArrayDeque<>(conditionals);
        conditionals.clear();
        try {
            for (Gdl form : forms) {
                top(module, form);
            }
            if (!conditionals.isEmpty()) {
                diagnostics.warning(start, conditionals.size() + " conditional (if ...) form(s) of this module have"
                        + " no (end-if); they end with the module");
            }
        } finally {
            conditionals.clear();
            conditionals.addAll(outer);
            loading.pop();
        }
    }

    private static boolean isObsolete(byte[] bytes) {
        int i = 0;
        while (i < bytes.length && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) {
            i++;
        }
        return bytes.length - i >= 5 && new String(bytes, i, 5, java.nio.charset.StandardCharsets.ISO_8859_1)
                .equals("Xconq");
    }

    /** Loads a module by name, unless it is loaded or being loaded. */
    private void load(String name, SourcePosition at, String why) {
        Optional<String> unsafe = ModuleLibrary.unsafe(name);
        if (unsafe.isPresent()) {
            diagnostics.warning(at, "ignoring unsafe module name \"" + name + "\" (" + unsafe.get()
                    + "); nothing is opened");
            return;
        }
        String key = name.endsWith(".g") ? name.substring(0, name.length() - 2) : name;
        GameModule known = modulesByName.get(key);
        if (known != null) {
            if (loading.contains(known)) {
                diagnostics.warning(at, "module \"" + key + "\" is being loaded already (the modules include each"
                        + " other in a cycle); it is not loaded again");
            }
            return;
        }
        if (game.modules.size() >= MAX_MODULES) {
            diagnostics.error(at, "more than " + MAX_MODULES + " modules; \"" + key + "\" is not loaded");
            return;
        }
        Optional<ModuleLibrary.Found> found = library.find(name);
        if (found.isEmpty()) {
            diagnostics.error(at, "module \"" + key + "\" (" + why + ") is not in the library folders "
                    + library.describe());
            return;
        }
        GameModule module = new GameModule(key, found.get().shownAs(), found.get().path());
        game.modules.add(module);
        modulesByName.put(key, module);
        read(module);
    }

    /** Loads the default game when types are needed but none exist (Xconq's {@code load_default_game}). */
    private void needTypes(TypeKind kind, SourcePosition at) {
        if (!game.types(kind).isEmpty()) {
            return;
        }
        String name = game.mainModule().properties().text("default-base-module").orElse(STANDARD_GAME);
        if (!modulesByName.containsKey(name)) {
            diagnostics.warning(at, "no " + kind.words() + "s are defined yet; the default game \"" + name
                    + "\" is loaded first, as Xconq does");
            load(name, at, "the default game");
        }
    }

    // ----------------------------------------------------------------------------------------------- forms

    private boolean active() {
        for (boolean[] c : conditionals) {
            if (!c[0]) {
                return false;
            }
        }
        return true;
    }

    private void top(GameModule module, Gdl form) {
        String head = form instanceof GdlList l ? l.head() : null;
        if ("if".equals(head)) {
            boolean outerActive = active();
            boolean value = false;
            if (outerActive) {
                Gdl test = evaluator.eval(((GdlList) form).get(1) == null ? new GdlList(List.of(), form.position())
                        : ((GdlList) form).get(1));
                value = test instanceof GdlNumber n && n.value() == 1;
            }
            conditionals.push(new boolean[] {value, outerActive});
            return;
        }
        if ("else".equals(head) || "end-if".equals(head)) {
            if (conditionals.isEmpty()) {
                diagnostics.warning(form.position(), "(" + head + ") without an (if ...) before it; ignored");
                return;
            }
            if (head.equals("else")) {
                boolean[] c = conditionals.peek();
                c[0] = c[1] && !c[0];
            } else {
                conditionals.pop();
            }
            return;
        }
        if (!active()) {
            return;
        }
        if (!(form instanceof GdlList list) || head == null) {
            diagnostics.warning(form.position(), "a useless form: " + abbreviated(form)
                    + " is neither a GDL form nor a unit of a known type; ignored");
            return;
        }
        interpret(module, list, head);
    }

    private void interpret(GameModule module, GdlList form, String head) {
        switch (head) {
            case "game-module" -> gameModule(module, form);
            case "unit-type" -> defineType(TypeKind.UNIT, form);
            case "terrain-type" -> defineType(TypeKind.TERRAIN, form);
            case "material-type" -> defineType(TypeKind.MATERIAL, form);
            case "advance-type" -> defineType(TypeKind.ADVANCE, form);
            case "table" -> table(form);
            case "define" -> define(form);
            case "set" -> set(form);
            case "undefine" -> undefine(form);
            case "add" -> add(form);
            case "world" -> world(form);
            case "area" -> area(form);
            case "side" -> side(form);
            case "side-defaults" -> sideDefaults = form.rest(1);
            case "independent-units" -> properties(game.independents, Category.SIDE, "independent units",
                    form.rest(1));
            case "unit" -> unitForm(form);
            case "unit-defaults" -> unitDefaults(form);
            case "scorekeeper" -> scorekeeper(form);
            case "include" -> include(form);
            default -> {
                if (IMAGE_FORMS.contains(head)) {
                    module.countImageFamily();
                } else if (KEPT_FORMS.contains(head)) {
                    keep(module, form, head);
                } else {
                    Optional<GameType> type = unitType(new GdlSymbol(head, form.position()));
                    if (type.isEmpty() && game.types(TypeKind.UNIT).isEmpty()) {
                        needTypes(TypeKind.UNIT, form.position());
                        type = unitType(new GdlSymbol(head, form.position()));
                    }
                    if (type.isPresent()) {
                        unit(newUnit(type.get(), form.position()), form.rest(1), true);
                    } else {
                        diagnostics.warning(form.position(), "a useless form: (" + head + " ...) is neither a GDL"
                                + " form nor a unit of a known type; ignored");
                    }
                }
            }
        }
    }

    private void keep(GameModule module, GdlList form, String head) {
        game.kept.add(new KeptForm(module.name(), form));
        Gdl id = form.get(1);
        if (head.equals("namer") && id instanceof GdlSymbol s) {
            evaluator.bind(s.name(), s);
        } else if (head.equals("doctrine") && id instanceof GdlSymbol s) {
            evaluator.bind(s.name(), new GdlString(s.name(), s.position()));
        }
    }

    private void include(GdlList form) {
        Gdl name = form.get(1);
        if (!(name instanceof GdlString) && !(name instanceof GdlSymbol)) {
            diagnostics.warning(form.position(), "(include ...) names no module: " + abbreviated(form));
            return;
        }
        if (form.size() > 2) {
            diagnostics.warning(form.get(2).position(), "variant settings of an included module are not applied");
        }
        load(nameOf(name), name.position(), "included here");
    }

    private static String nameOf(Gdl g) {
        return g instanceof GdlString s ? s.value() : g instanceof GdlSymbol s ? s.name() : g.text();
    }

    private void gameModule(GameModule module, GdlList form) {
        List<Gdl> props = form.rest(1);
        if (!props.isEmpty() && props.get(0) instanceof GdlString declared) {
            if (!declared.value().equals(module.name())) {
                diagnostics.warning(declared.position(), "the module declares the name \"" + declared.value()
                        + "\" but is read as \"" + module.name() + "\" (its file name); the file name is used");
            }
            props = props.subList(1, props.size());
        }
        for (Gdl p : props) {
            Binding b = binding(p, "game module");
            if (b == null) {
                continue;
            }
            Optional<Definition> def = reference.find(Category.MODULE, b.name);
            Gdl value = b.value;
            if (def.isPresent() && def.get().valueKind() == ValueKind.TEXT) {
                value = evaluator.eval(value);
                if (value instanceof GdlList l && l.items().stream().allMatch(GdlString.class::isInstance)) {
                    module.properties().put(new PropertyValue(b.name, value, b.position));
                    continue;
                }
                if (!(value instanceof GdlString) && !(value instanceof GdlSymbol)) {
                    diagnostics.warning(b.position, "game module property " + b.name + " is not a string; ignored");
                    continue;
                }
                if (value instanceof GdlSymbol s) {
                    value = new GdlString(s.name(), s.position());
                }
            } else if (def.isEmpty()) {
                unknown(b.position, "game module property", b.name, "a game module property");
            }
            module.properties().put(new PropertyValue(b.name, value, b.position));
        }
        module.properties().text("base-module").ifPresent(base -> load(base,
                module.properties().get("base-module").get().position(), "the base module of \"" + module.name()
                        + "\""));
    }

    // ----------------------------------------------------------------------------------------------- bindings

    /** A property binding {@code (name value)}; more than one value makes a list of them. */
    private record Binding(String name, Gdl value, List<Gdl> values, SourcePosition position) {
    }

    private Binding binding(Gdl p, String of) {
        if (!(p instanceof GdlList l) || l.head() == null) {
            diagnostics.warning(p.position(), "syntax error in " + of + ": " + abbreviated(p)
                    + " is no property binding (name value); ignored");
            return null;
        }
        List<Gdl> values = l.rest(1);
        Gdl value = values.size() == 1 ? values.get(0) : new GdlList(values, l.position());
        return new Binding(l.head(), value, values, l.position());
    }

    private void unknown(SourcePosition at, String what, String name, String category) {
        if (GdlReference.LATER_NAMES_APPLIED.contains(name)) {
            if (reported.add(what + " " + name)) {
                diagnostics.warning(at, "'" + name + "' is no " + category + " of the GDL reference; a later Xconq"
                        + " version added it, and Hexbench applies it as that version's reference describes");
            }
        } else if (!foreignNames.contains(name) && reported.add(what + " " + name)) {
            diagnostics.warning(at, "'" + name + "' is no " + category + " of the GDL reference (later Xconq"
                    + " versions added some); it is kept as written and Hexbench does not apply it");
        }
    }

    private void define(GdlList form) {
        if (!(form.get(1) instanceof GdlSymbol s)) {
            diagnostics.warning(form.position(), "(define ...) needs a symbol to define: " + abbreviated(form));
            return;
        }
        if (GdlEvaluator.isConstant(s.name())) {
            diagnostics.warning(s.position(), "'" + s.name() + "' is a constant and cannot be defined; ignored");
            return;
        }
        if (evaluator.isBound(s.name())) {
            diagnostics.warning(s.position(), "'" + s.name() + "' is defined already; this definition is ignored"
                    + " (GDL reference, Symbols)");
            return;
        }
        evaluator.bind(s.name(), evaluator.eval(form.get(2) == null ? new GdlList(List.of(), s.position())
                : form.get(2)));
    }

    private void undefine(GdlList form) {
        if (form.get(1) instanceof GdlSymbol s) {
            evaluator.unbind(s.name());
        } else {
            diagnostics.warning(form.position(), "(undefine ...) needs a symbol: " + abbreviated(form));
        }
    }

    private void set(GdlList form) {
        if (!(form.get(1) instanceof GdlSymbol s)) {
            diagnostics.warning(form.position(), "(set ...) needs a symbol to set: " + abbreviated(form));
            return;
        }
        Gdl raw = form.get(2) == null ? new GdlList(List.of(), s.position()) : form.get(2);
        Gdl value = evaluator.eval(raw);
        Optional<Definition> def = reference.find(Category.GLOBAL, s.name());
        if (def.isPresent()) {
            Gdl checked = check(def.get(), value, raw, "global variable " + s.name(), form.position());
            if (checked != null) {
                game.globals.put(new PropertyValue(s.name(), checked, form.position()));
            }
        } else if (evaluator.isBound(s.name())) {
            evaluator.bind(s.name(), value);
        } else if (GdlEvaluator.isConstant(s.name())) {
            diagnostics.warning(s.position(), "'" + s.name() + "' is a constant and cannot be set; ignored");
        } else {
            unknown(s.position(), "global", s.name(), "global variable");
            game.globals.put(new PropertyValue(s.name(), value, form.position()));
        }
    }

    /**
     * Checks a value against a definition's kind; returns what to store (the evaluated value, or the value as written
     * for definitions of any kind), or null after a warning.
     */
    private Gdl check(Definition def, Gdl value, Gdl raw, String what, SourcePosition at) {
        switch (def.valueKind()) {
            case NUMBER, TYPE -> {
                if (value instanceof GdlNumber || value instanceof GdlType || value instanceof GdlDice) {
                    return value;
                }
                diagnostics.warning(at, what + " value " + abbreviated(value) + " is not a number; ignored ("
                        + def.citation() + ")");
                return null;
            }
            case TEXT -> {
                if (value instanceof GdlString) {
                    return value;
                }
                if (value instanceof GdlList l && !l.isEmpty() && l.items().stream().allMatch(GdlString.class::isInstance)) {
                    return value;
                }
                diagnostics.warning(at, what + " value " + abbreviated(value) + " is not a string; ignored ("
                        + def.citation() + ")");
                return null;
            }
            default -> {
                return raw;
            }
        }
    }

    // ----------------------------------------------------------------------------------------------- types

    private void defineType(TypeKind kind, GdlList form) {
        if (!(form.get(1) instanceof GdlSymbol name)) {
            diagnostics.warning(form.position(), kind.form() + " name is not a symbol: " + abbreviated(form)
                    + "; ignored");
            return;
        }
        if (game.types(kind).size() >= MAX_TYPES) {
            if (tooMany.add(kind)) {
                diagnostics.error(form.position(), "more than " + MAX_TYPES + " " + kind.words() + "s; the rest are"
                        + " not read");
            }
            return;
        }
        Gdl old = evaluator.binding(name.name());
        if (old instanceof GdlType t) {
            diagnostics.warning(name.position(), "'" + name.name() + "' names a " + t.kind().words()
                    + " already; it now names a new " + kind.words());
        }
        GameType type = new GameType(kind, game.types.get(kind).size(), name.name(), form.position());
        game.types.get(kind).add(type);
        evaluator.bind(name.name(), typeValue(type, name.position()));
        for (Gdl p : form.rest(2)) {
            Binding b = binding(p, kind.form() + " " + name.name());
            if (b != null) {
                setProperty(type, b.name, b.value, b.position, false);
            }
        }
        // a unit type's official name, when it differs, names the type too (as Xconq binds it)
        type.properties().text("name").filter(n -> kind == TypeKind.UNIT && !n.equals(name.name()) && !n.isBlank()
                && !GdlEvaluator.isConstant(n)).ifPresent(n -> evaluator.bind(n, typeValue(type, name.position())));
    }

    private static GdlType typeValue(GameType type, SourcePosition at) {
        return new GdlType(type.kind(), type.index(), type.symbol(), at);
    }

    private void setProperty(GameType type, String name, Gdl raw, SourcePosition at, boolean evaluated) {
        Optional<Definition> def = reference.typeProperty(type.kind(), name);
        Gdl value;
        if (def.isPresent()) {
            boolean any = def.get().valueKind() == ValueKind.ANY;
            value = check(def.get(), any || evaluated ? raw : evaluator.eval(raw), raw,
                    type.kind().words() + " " + type.symbol() + " property " + name, at);
            if (value == null) {
                return;
            }
            if (name.equals("hp-max") && value instanceof GdlNumber n && n.value() < 1) {
                diagnostics.warning(at, type.kind().words() + " " + type.symbol() + " property hp-max value "
                        + n.value() + " is below 1, the fewest hit points a unit can have (GDL reference, Hit"
                        + " Points)");
            }
        } else {
            unknown(at, type.kind().words() + " property", name, type.kind().words() + " property");
            value = raw instanceof GdlList || evaluated ? raw : evaluator.eval(raw);
        }
        type.properties().put(new PropertyValue(name, value, at));
    }

    private void add(GdlList form) {
        if (form.size() < 4 || !(form.get(2) instanceof GdlSymbol prop)) {
            diagnostics.warning(form.position(), "syntax error in " + abbreviated(form)
                    + ": (add types property values) expected; ignored");
            return;
        }
        if (form.size() > 4) {
            diagnostics.warning(form.get(4).position(), "extra values at the end of " + abbreviated(form)
                    + " are ignored");
        }
        Gdl types = evaluator.eval(form.get(1));
        Gdl rawValues = form.get(3);
        boolean quoted = rawValues instanceof GdlList q && "quote".equals(q.head());
        Gdl values = evaluator.eval(rawValues);
        List<GameType> targets = new ArrayList<>();
        if (types instanceof GdlType t) {
            targets.add(typeOf(t));
        } else if (types instanceof GdlList l && !l.isEmpty() && l.items().stream().allMatch(GdlType.class::isInstance)) {
            l.items().forEach(i -> targets.add(typeOf((GdlType) i)));
        } else {
            diagnostics.warning(form.position(), "no types to add to in " + abbreviated(form) + "; ignored");
            return;
        }
        if (types instanceof GdlList && values instanceof GdlList vl && !quoted) {
            if (vl.size() != targets.size()) {
                diagnostics.warning(form.position(), "lists of different lengths (" + targets.size() + " types, "
                        + vl.size() + " values) in " + abbreviated(form) + "; ignored");
                return;
            }
            for (int i = 0; i < targets.size(); i++) {
                setProperty(targets.get(i), prop.name(), vl.items().get(i), form.position(), true);
            }
        } else {
            for (GameType t : targets) {
                setProperty(t, prop.name(), values, form.position(), true);
            }
        }
    }

    private GameType typeOf(GdlType t) {
        return game.types.get(t.kind()).get(t.index());
    }

    private Optional<GameType> unitType(Gdl g) {
        Gdl v = g instanceof GdlSymbol s ? evaluator.eval(s) : g;
        if (v instanceof GdlType t && t.kind() == TypeKind.UNIT) {
            return Optional.of(typeOf(t));
        }
        if (g instanceof GdlSymbol s) {
            for (GameType t : game.types(TypeKind.UNIT)) {
                if (t.properties().text("short-name").filter(s.name()::equals).isPresent()
                        || t.properties().text("long-name").filter(s.name()::equals).isPresent()) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    // ----------------------------------------------------------------------------------------------- tables

    private void table(GdlList form) {
        if (!(form.get(1) instanceof GdlSymbol nameSymbol)) {
            diagnostics.warning(form.position(), "table name is not a symbol: " + abbreviated(form) + "; ignored");
            return;
        }
        String name = nameSymbol.name();
        List<Gdl> body = form.rest(2);
        boolean reset = true;
        if (!body.isEmpty() && body.get(0) instanceof GdlSymbol s && s.name().equals("add")) {
            reset = false;
            body = body.subList(1, body.size());
        }
        Optional<Definition> def = reference.find(Category.TABLE, name);
        if (def.isEmpty()) {
            unknown(nameSymbol.position(), "table", name, "table");
        }
        GameTable table = game.tables.computeIfAbsent(name, n -> {
            TypeKind[] kinds = def.flatMap(Definition::indexKinds).orElse(new TypeKind[2]);
            return new GameTable(n, def.orElse(null), kinds[0], kinds[1], form.position());
        });
        if (!size(table)) {
            return;
        }
        if (reset) {
            table.clear(table.referenceDefault().orElse(null));
        }
        for (Gdl clause : body) {
            if (clause instanceof GdlList c && !c.isEmpty()) {
                if (c.size() != 3) {
                    diagnostics.warning(c.position(), "table " + name + " clause " + abbreviated(c) + " should be"
                            + " (type1 type2 value)" + (c.size() > 3 ? "; the extra elements are ignored"
                                    : "; ignored"));
                    if (c.size() < 3) {
                        continue;
                    }
                }
                clause(table, c, evaluator.eval(c.get(0)), evaluator.eval(c.get(1)), evaluator.eval(c.get(2)));
            } else {
                Gdl value = evaluator.eval(clause);
                Integer number = number(value);
                if (number == null) {
                    diagnostics.warning(clause.position(), "table " + name + " value " + abbreviated(clause)
                            + " is not a number; skipped");
                    continue;
                }
                table.clear(number);
            }
        }
    }

    /** Sizes a table to the types of its kinds; false (after an error) when all tables would get too large. */
    private boolean size(GameTable table) {
        if (refusedTables.contains(table.name())) {
            return false;
        }
        if (table.rowKind() != null && table.columnKind() != null) {
            int rows = game.types(table.rowKind()).size();
            int columns = game.types(table.columnKind()).size();
            long growth = (long) rows * columns - (long) table.rows() * table.columns();
            if (tableCells + growth > MAX_TABLE_CELLS) {
                refusedTables.add(table.name());
                diagnostics.error(table.position(), "table " + table.name() + " would make the tables hold more"
                        + " than " + MAX_TABLE_CELLS + " cells; it is not read");
                return false;
            }
            tableCells += growth;
            table.size(rows, columns);
        }
        return true;
    }

    private static Integer number(Gdl v) {
        return v instanceof GdlNumber n ? Integer.valueOf(n.value()) : v instanceof GdlType t
                ? Integer.valueOf(t.index()) : null;
    }

    private static List<Gdl> items(Gdl v) {
        return v instanceof GdlList l ? l.items() : List.of(v);
    }

    /** One {@code (type1 type2 value)} clause, with the manual's iteration over lists (GDL reference, Tables). */
    private void clause(GameTable table, GdlList clause, Gdl first, Gdl second, Gdl values) {
        if (!table.confirmed()) {
            TypeKind r = kindOf(first);
            TypeKind c = kindOf(second);
            if (r == null || c == null) {
                if (table.rowKind() == null) {
                    diagnostics.warning(clause.position(), "table " + table.name() + ": " + abbreviated(clause)
                            + " does not name types; skipped");
                    return;
                }
            } else if (table.rowKind() == null) {
                table.kinds(r, c);
            } else if ((r != table.rowKind() || c != table.columnKind()) && table.setCount() == 0) {
                diagnostics.warning(clause.position(), "table " + table.name() + " is indexed by " + r.words()
                        + "s and " + c.words() + "s here, but by " + table.rowKind().words() + "s and "
                        + table.columnKind().words() + "s in the GDL reference ("
                        + table.definition().map(Definition::citation).orElse("") + "); it is kept as the module"
                        + " indexes it");
                table.kinds(r, c);
            } else {
                table.kinds(table.rowKind(), table.columnKind());
            }
        }
        if (!size(table)) {
            return;
        }
        List<Gdl> rows = items(first);
        List<Gdl> columns = items(second);
        boolean rowList = first instanceof GdlList;
        boolean columnList = second instanceof GdlList;
        if (rowList && values instanceof GdlList vl && vl.size() != rows.size()) {
            lengths(table, clause, rows.size(), vl.size());
            return;
        }
        if (!rowList && columnList && values instanceof GdlList vl && vl.size() != columns.size()) {
            lengths(table, clause, columns.size(), vl.size());
            return;
        }
        for (int i = 0; i < rows.size(); i++) {
            Integer row = index(table, clause, rows.get(i), table.rowKind(), 1);
            if (row == null) {
                return;
            }
            Gdl rowValue = rowList && values instanceof GdlList vl ? vl.items().get(i) : values;
            for (int j = 0; j < columns.size(); j++) {
                Integer column = index(table, clause, columns.get(j), table.columnKind(), 2);
                if (column == null) {
                    return;
                }
                Gdl cell = rowValue;
                if (columnList && rowValue instanceof GdlList cl) {
                    if (rowList && cl.size() != columns.size()) {
                        lengths(table, clause, columns.size(), cl.size());
                        return;
                    }
                    cell = cl.items().get(j);
                }
                if (cell instanceof GdlDice dice) {
                    table.put(row, column, 0, dice);
                    continue;
                }
                Integer number = number(cell);
                if (number == null) {
                    diagnostics.warning(clause.position(), "table " + table.name() + " value "
                            + abbreviated(cell) + " is not a number; the clause is skipped");
                    return;
                }
                table.put(row, column, number, null);
            }
        }
    }

    private void lengths(GameTable table, GdlList clause, int types, int values) {
        diagnostics.warning(clause.position(), "lists of different lengths (" + types + " types, " + values
                + " values) in table " + table.name() + " clause " + abbreviated(clause) + "; skipped");
    }

    private static TypeKind kindOf(Gdl v) {
        Gdl first = v instanceof GdlList l ? (l.isEmpty() ? null : l.get(0)) : v;
        return first instanceof GdlType t ? t.kind() : null;
    }

    private Integer index(GameTable table, GdlList clause, Gdl v, TypeKind kind, int which) {
        if (v instanceof GdlType t && t.kind() == kind) {
            return t.index();
        }
        diagnostics.warning(v.position(), "table " + table.name() + " index " + which + " value `" + v.text()
                + "' is not a " + kind.words() + "; the clause " + abbreviated(clause) + " is skipped");
        return null;
    }

    // ----------------------------------------------------------------------------------------------- world, area

    private void world(GdlList form) {
        List<Gdl> props = form.rest(1);
        if (!props.isEmpty() && props.get(0) instanceof GdlSymbol) {
            props = props.subList(1, props.size());
        }
        if (!props.isEmpty() && props.get(0) instanceof GdlNumber n) {
            game.world.put(new PropertyValue("circumference", n, n.position()));
            props = props.subList(1, props.size());
        }
        properties(game.world, Category.WORLD, "world", props);
        updateWrap();
    }

    private int circumference() {
        return game.world.number("circumference").orElse(DEFAULT_CIRCUMFERENCE);
    }

    private void updateWrap() {
        if (game.area != null) {
            game.area.wraps(circumference() == game.area.width());
        }
    }

    private void area(GdlList form) {
        List<Gdl> props = form.rest(1);
        if (!props.isEmpty() && props.get(0) instanceof GdlSymbol s && s.name().equals("add")) {
            diagnostics.warning(form.position(), "(area add ...) is not in the GDL reference; ignored");
            return;
        }
        if (!props.isEmpty() && props.get(0) instanceof GdlSymbol) {
            props = props.subList(1, props.size());
        }
        Integer width = null;
        Integer height = null;
        if (!props.isEmpty() && props.get(0) instanceof GdlNumber w) {
            width = w.value();
            height = w.value();
            props = props.subList(1, props.size());
            if (!props.isEmpty() && props.get(0) instanceof GdlNumber h) {
                height = h.value();
                props = props.subList(1, props.size());
            }
        }
        if (width != null) {
            shape(width, height, form.position());
        }
        if (!props.isEmpty() && props.get(0) instanceof GdlList r && "restrict".equals(r.head())) {
            restrict(r);
            props = props.subList(1, props.size());
        }
        for (Gdl p : props) {
            Binding b = binding(p, "area");
            if (b == null) {
                continue;
            }
            if (LAYERS.contains(b.name)) {
                if (game.area == null) {
                    diagnostics.warning(b.position, "layer data before any area size; the GDL reference's default"
                            + " area of 60 x 30 cells is used");
                    shape(60, 30, b.position);
                }
                layer(b.name, b.values, b.position);
                continue;
            }
            if (b.name.equals("width") || b.name.equals("height")) {
                Gdl v = evaluator.eval(b.value);
                if (!(v instanceof GdlNumber n)) {
                    diagnostics.warning(b.position, "area " + b.name + " is not a number; ignored");
                    continue;
                }
                int w = b.name.equals("width") ? n.value() : game.area == null ? n.value() : game.area.width();
                int h = b.name.equals("height") ? n.value() : game.area == null ? n.value() : game.area.height();
                shape(w, h, b.position);
                continue;
            }
            if (game.area == null) {
                shape(60, 30, b.position);
            }
            Optional<Definition> def = reference.find(Category.AREA, b.name);
            if (def.isEmpty()) {
                unknown(b.position, "area property", b.name, "area property");
            }
            game.area.properties().put(new PropertyValue(b.name, b.values.size() == 1
                    ? evaluator.eval(b.value) : b.value, b.position));
        }
    }

    private void shape(int width, int height, SourcePosition at) {
        if (width < 3 || height < 3 || width > 32767 || height > 32767) {
            diagnostics.error(at, "an area of " + width + " x " + height + " cells is not between 3 x 3 and"
                    + " 32767 x 32767 (GDL reference, Area Properties)");
            return;
        }
        if ((long) width * height > MAX_CELLS || width > 10_000 || height > 10_000) {
            diagnostics.error(at, "an area of " + width + " x " + height + " cells is larger than Hexbench's maps:"
                    + " at most " + MAX_CELLS + " cells, 10,000 in each direction");
            return;
        }
        if (game.area == null) {
            game.area = new GameArea(width, height);
        } else if (game.area.width() != width || game.area.height() != height) {
            if (game.area.layers().isEmpty()) {
                game.area.resize(width, height);
            } else {
                diagnostics.warning(at, "the area was " + game.area.width() + " x " + game.area.height()
                        + " cells already, with layers; " + width + " x " + height + " is ignored");
            }
        }
        areaGiven = true;
        updateWrap();
    }

    private void restrict(GdlList r) {
        List<Gdl> args = r.rest(1);
        if (args.size() == 1 && args.get(0) instanceof GdlSymbol s && s.name().equals("reset")) {
            if (game.area != null) {
                game.area.restrict(0, 0, 0, 0);
            }
            return;
        }
        if (args.size() != 4 || !args.stream().allMatch(GdlNumber.class::isInstance) || game.area == null) {
            diagnostics.warning(r.position(), "(restrict w h x y) needs four numbers after an area size: "
                    + abbreviated(r) + "; ignored");
            return;
        }
        int[] n = args.stream().mapToInt(a -> ((GdlNumber) a).value()).toArray();
        game.area.restrict(n[0], n[1], n[2], n[3]);
    }

    private void layer(String property, List<Gdl> contents, SourcePosition at) {
        GameType subject = null;
        List<Gdl> data = contents;
        Gdl legend = null;
        if (property.equals("terrain")) {
            needTypes(TypeKind.TERRAIN, at);
        } else if (property.equals("aux-terrain") || property.equals("material")) {
            TypeKind kind = property.equals("material") ? TypeKind.MATERIAL : TypeKind.TERRAIN;
            Gdl s = data.isEmpty() ? null : evaluator.eval(data.get(0));
            if (!(s instanceof GdlType t) || t.kind() != kind) {
                diagnostics.warning(at, property + " layer needs a " + kind.words() + " first, not "
                        + (data.isEmpty() ? "nothing" : abbreviated(data.get(0))) + "; the layer is ignored");
                return;
            }
            subject = typeOf(t);
            data = data.subList(1, data.size());
        } else if (property.equals("features")) {
            legend = data.isEmpty() ? null : data.get(0);
            data = data.isEmpty() ? data : data.subList(1, data.size());
        }
        CellLayer layer = game.area.layer(property, subject, at);
        if (legend != null) {
            layer.legend(legend);
        }
        new LayerData(game.area, layer, diagnostics, evaluator, game.types(TypeKind.TERRAIN).size()).read(data, at);
    }

    // ----------------------------------------------------------------------------------------------- sides

    private void side(GdlList form) {
        List<Gdl> props = form.rest(1);
        Integer id = null;
        String symbol = null;
        GameSide side = null;
        if (!props.isEmpty() && !(props.get(0) instanceof GdlList)) {
            Gdl ident = props.get(0);
            props = props.subList(1, props.size());
            if (ident instanceof GdlNumber n) {
                id = n.value();
            } else if (ident instanceof GdlSymbol s) {
                if (evaluator.binding(s.name()) instanceof GdlNumber n) {
                    id = n.value();
                } else {
                    symbol = s.name();
                }
            } else if (ident instanceof GdlString s) {
                side = sideNamed(s.value()).orElse(null);
            }
        }
        if (symbol == null && !props.isEmpty() && props.get(0) instanceof GdlSymbol s) {
            symbol = s.name();
            props = props.subList(1, props.size());
        }
        if (side == null && id != null && id == 0) {
            properties(game.independents, Category.SIDE, "the independent units", props);
            return;
        }
        if (side == null && id != null) {
            side = sideById.get(id);
        }
        if (side == null) {
            int newId = id != null ? id : nextSide;
            if (newId < 1) {
                diagnostics.warning(form.position(), "side number " + newId + " is not positive; ignored");
                return;
            }
            side = new GameSide(newId, form.position());
            sideById.put(newId, side);
            game.sides.add(side);
            nextSide = Math.max(nextSide, newId + 1);
            properties(side.properties(), Category.SIDE, "side " + newId, sideDefaults);
        }
        if (symbol != null) {
            side.symbol(symbol);
            evaluator.bind(symbol, new GdlNumber(side.id(), form.position()));
        }
        properties(side.properties(), Category.SIDE, "side " + side.id(), props);
    }

    private Optional<GameSide> sideNamed(String name) {
        for (GameSide s : game.sides) {
            for (String p : List.of("name", "long-name", "short-name", "noun", "plural-noun", "adjective")) {
                if (s.properties().text(p).filter(name::equals).isPresent()) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    /** Sets properties of a side, the world or the independent units, checked against the reference. */
    private void properties(Properties target, Category category, String what, List<Gdl> props) {
        for (Gdl p : props) {
            Binding b = binding(p, what);
            if (b == null) {
                continue;
            }
            Optional<Definition> def = reference.find(category, b.name);
            Gdl raw = b.value;
            Gdl value = raw instanceof GdlSymbol ? evaluator.eval(raw) : raw;
            if (def.isPresent()) {
                value = check(def.get(), def.get().valueKind() == ValueKind.ANY ? value : evaluator.eval(raw),
                        value, what + " property " + b.name, b.position);
                if (value == null) {
                    continue;
                }
            } else {
                unknown(b.position, category.manualName(), b.name, category.manualName().replace("Property",
                        " property").toLowerCase(java.util.Locale.ROOT));
            }
            target.put(new PropertyValue(b.name, value, b.position));
        }
    }

    // ----------------------------------------------------------------------------------------------- units

    private void unitDefaults(GdlList form) {
        List<Gdl> props = form.rest(1);
        if (!props.isEmpty() && props.get(0) instanceof GdlSymbol s && s.name().equals("reset")) {
            unitDefaultSide = -1;
            unitOffsetX = 0;
            unitOffsetY = 0;
            for (PropertyValue v : List.copyOf(unitDefaults.all())) {
                unitDefaults.remove(v.name());
            }
            props = props.subList(1, props.size());
        }
        for (Gdl p : props) {
            Binding b = binding(p, "unit-defaults");
            if (b == null) {
                continue;
            }
            switch (b.name) {
                case "s" -> unitDefaultSide = sideNumber(b.value, b.position);
                case "@" -> {
                    if (b.values.size() >= 2 && b.values.get(0) instanceof GdlNumber x
                            && b.values.get(1) instanceof GdlNumber y) {
                        unitOffsetX = x.value();
                        unitOffsetY = y.value();
                    } else {
                        diagnostics.warning(b.position, "unit-defaults @ needs two numbers; ignored");
                    }
                }
                case "os", "cp", "hp", "cxp", "z", "in", "tp", "mo", "m" -> unitDefaults.put(new PropertyValue(
                        b.name, b.value instanceof GdlSymbol ? evaluator.eval(b.value) : b.value, b.position));
                default -> diagnostics.warning(b.position, "unit-defaults has no property " + b.name
                        + " (GDL reference, Unit Forms); ignored");
            }
        }
    }

    private PlacedUnit newUnit(GameType type, SourcePosition at) {
        if (game.units.size() >= MAX_UNITS) {
            if (!tooManyUnits) {
                tooManyUnits = true;
                diagnostics.error(at, "more than " + MAX_UNITS + " units; the rest are not read");
            }
            return new PlacedUnit(type, at);
        }
        PlacedUnit unit = new PlacedUnit(type, at);
        game.units.add(unit);
        if (unitDefaultSide >= 0) {
            unit.side(unitDefaultSide);
        }
        for (PropertyValue v : unitDefaults.all()) {
            unit.properties().put(v);
        }
        return unit;
    }

    private void unitForm(GdlList form) {
        needTypes(TypeKind.UNIT, form.position());
        Gdl head = form.get(1);
        if (head == null) {
            diagnostics.warning(form.position(), "(unit) names no unit; ignored");
            return;
        }
        List<Gdl> props = form.rest(2);
        if (head instanceof GdlString name) {
            Optional<PlacedUnit> unit = game.units.stream().filter(u -> u.name().filter(name.value()::equals)
                    .isPresent()).findFirst();
            if (unit.isEmpty()) {
                diagnostics.warning(name.position(), "no unit named \"" + name.value() + "\"; the form is"
                        + " ignored");
                return;
            }
            unit(unit.get(), props, false);
        } else if (head instanceof GdlNumber n) {
            Optional<PlacedUnit> unit = game.units.stream().filter(u -> u.properties().number("#")
                    .filter(i -> i == n.value()).isPresent()).findFirst();
            if (unit.isEmpty()) {
                diagnostics.warning(n.position(), "no unit numbered " + n.value() + "; the form is ignored");
                return;
            }
            unit(unit.get(), props, false);
        } else {
            Optional<GameType> type = unitType(head);
            if (type.isEmpty()) {
                diagnostics.warning(head.position(), "\"" + head.text() + "\" is not a known unit type; the form is"
                        + " skipped");
                return;
            }
            unit(newUnit(type.get(), form.position()), props, true);
        }
    }

    private void unit(PlacedUnit unit, List<Gdl> props, boolean positional) {
        int i = 0;
        if (positional) {
            if (i < props.size() && props.get(i) instanceof GdlNumber x) {
                int y = i + 1 < props.size() && props.get(i + 1) instanceof GdlNumber yy ? yy.value() : unit.y();
                unit.at(placed(x.value(), unitOffsetX, true), placed(y, unitOffsetY, false));
                i += i + 1 < props.size() && props.get(i + 1) instanceof GdlNumber ? 2 : 1;
            }
            if (i < props.size() && !(props.get(i) instanceof GdlList)) {
                unit.side(sideNumber(props.get(i), props.get(i).position()));
                i++;
            }
        }
        for (; i < props.size(); i++) {
            Binding b = binding(props.get(i), "unit " + unit.type().symbol());
            if (b == null) {
                continue;
            }
            switch (b.name) {
                case "@" -> {
                    if (b.values.size() >= 2 && b.values.get(0) instanceof GdlNumber x
                            && b.values.get(1) instanceof GdlNumber y) {
                        unit.at(placed(x.value(), unitOffsetX, true), placed(y.value(), unitOffsetY, false));
                        if (b.values.size() > 2) {
                            unit.properties().put(new PropertyValue("z", b.values.get(2), b.position));
                        }
                    } else {
                        diagnostics.warning(b.position, "unit property @ needs two numbers: " + abbreviated(
                                props.get(i)) + "; ignored");
                    }
                }
                case "s" -> unit.side(sideNumber(b.value, b.position));
                default -> {
                    Optional<Definition> def = reference.find(Category.UNIT, b.name);
                    if (def.isEmpty()) {
                        unknown(b.position, "unit property", b.name, "unit property");
                    }
                    Gdl value = b.values.size() == 1 && !(b.value instanceof GdlList) ? evaluator.eval(b.value)
                            : b.value;
                    if (b.name.equals("n") && !(value instanceof GdlString)) {
                        value = new GdlString(nameOf(value), value.position());
                    }
                    unit.properties().put(new PropertyValue(b.name, value, b.position));
                }
            }
        }
    }

    /** A unit coordinate as Xconq computes it: plus the unit-defaults offset, minus the area restriction's origin. */
    private int placed(int value, int offset, boolean isX) {
        int origin = game.area == null ? 0 : isX ? game.area.restrictX() : game.area.restrictY();
        return value + offset - origin;
    }

    private int sideNumber(Gdl raw, SourcePosition at) {
        Gdl v = evaluator.eval(raw);
        if (v instanceof GdlNumber n) {
            return n.value();
        }
        if (v instanceof GdlString s) {
            if (s.value().equals("independent")) {
                return 0;
            }
            Optional<GameSide> side = sideNamed(s.value());
            if (side.isPresent()) {
                return side.get().id();
            }
        }
        diagnostics.warning(at, "side " + abbreviated(raw) + " is no side's number or name; the unit is"
                + " independent");
        return 0;
    }

    // ----------------------------------------------------------------------------------------------- scorekeepers

    private void scorekeeper(GdlList form) {
        List<Gdl> props = form.rest(1);
        int id;
        if (!props.isEmpty() && props.get(0) instanceof GdlNumber n) {
            id = n.value();
            props = props.subList(1, props.size());
        } else {
            id = nextScorekeeper;
        }
        final int wanted = id;
        Scorekeeper keeper = game.scorekeepers.stream().filter(s -> s.id() == wanted).findFirst().orElse(null);
        if (keeper == null) {
            keeper = new Scorekeeper(id, form.position());
            game.scorekeepers.add(keeper);
            nextScorekeeper = Math.max(nextScorekeeper, id + 1);
        }
        for (Gdl p : props) {
            Binding b = binding(p, "scorekeeper");
            if (b == null) {
                continue;
            }
            if (reference.find(Category.SCOREKEEPER, b.name).isEmpty()) {
                unknown(b.position, "scorekeeper property", b.name, "scorekeeper property");
            }
            keeper.properties().put(new PropertyValue(b.name, b.value, b.position));
        }
    }

    // ----------------------------------------------------------------------------------------------- variants

    /**
     * Applies the main module's variants at their default values (GDL reference, Module Variants): the standard ones
     * set their global variables or the world size; other variants run the clauses of their default value.
     */
    private void applyVariants(GameModule main) {
        Optional<Gdl> variants = main.properties().value("variants");
        if (variants.isEmpty()) {
            return;
        }
        for (Gdl v : items(variants.get())) {
            if (v instanceof GdlList l) {
                variant(main, l);
            } else if (v instanceof GdlSymbol s) {
                game.variantChoices.put(s.name(), "(no default)");
            }
        }
    }

    private void variant(GameModule main, GdlList definition) {
        List<Gdl> rest = definition.items();
        String label = null;
        if (!rest.isEmpty() && rest.get(0) instanceof GdlString s) {
            label = s.value();
            rest = rest.subList(1, rest.size());
        }
        if (rest.isEmpty() || !(rest.get(0) instanceof GdlSymbol id)) {
            diagnostics.warning(definition.position(), "variant " + abbreviated(definition) + " has no symbol;"
                    + " ignored");
            return;
        }
        rest = rest.subList(1, rest.size());
        if (!rest.isEmpty() && rest.get(0) instanceof GdlString) {
            rest = rest.subList(1, rest.size());
        }
        Gdl dflt = null;
        boolean structured = id.name().equals("world-size") || id.name().equals("real-time");
        if (!rest.isEmpty() && (!(rest.get(0) instanceof GdlList) || structured)) {
            dflt = rest.get(0);
            rest = rest.subList(1, rest.size());
        }
        String shown = label != null ? label : id.name();
        switch (id.name()) {
            case "world-seen" -> standardVariant(shown, "terrain-seen", dflt, definition);
            case "see-all" -> standardVariant(shown, "see-all", dflt, definition);
            case "sequential" -> standardVariant(shown, "use-side-priority", dflt, definition);
            case "world-size" -> worldSize(shown, dflt, definition);
            default -> {
                Gdl value = dflt == null ? null : evaluator.eval(dflt);
                game.variantChoices.put(shown, value == null ? "(no default)" : value.text());
                if (value == null) {
                    return;
                }
                for (Gdl clause : rest) {
                    if (clause instanceof GdlList c && !c.isEmpty()
                            && GdlEvaluator.same(evaluator.eval(c.get(0)), value)) {
                        for (Gdl f : c.rest(1)) {
                            top(main, f);
                        }
                    }
                }
            }
        }
    }

    private void standardVariant(String shown, String global, Gdl dflt, GdlList definition) {
        Gdl value = dflt == null ? new GdlNumber(0, definition.position()) : evaluator.eval(dflt);
        game.variantChoices.put(shown, value.text());
        if (value instanceof GdlNumber) {
            game.globals.put(new PropertyValue(global, value, definition.position()));
        }
    }

    private void worldSize(String shown, Gdl dflt, GdlList definition) {
        game.variantChoices.put(shown, dflt == null ? "(no default)" : dflt.text());
        if (!(dflt instanceof GdlList l) || l.size() < 2 || !(l.get(0) instanceof GdlNumber w)
                || !(l.get(1) instanceof GdlNumber h)) {
            return;
        }
        if (!areaGiven) {
            shape(w.value(), h.value(), definition.position());
        }
        if (l.get(2) instanceof GdlNumber c && game.world.number("circumference").isEmpty()) {
            game.world.put(new PropertyValue("circumference", c, definition.position()));
            updateWrap();
        }
    }

    // ----------------------------------------------------------------------------------------------- checks

    private void finish() {
        SourcePosition start = new SourcePosition(game.mainModule().file(), 1, 1);
        if (game.types(TypeKind.UNIT).isEmpty()) {
            diagnostics.error(start, "no unit types have been defined (GDL reference, Unit Types); a game needs at"
                    + " least one");
        }
        if (game.types(TypeKind.TERRAIN).isEmpty()) {
            diagnostics.error(start, "no terrain types have been defined (GDL reference, Terrain Types); a game"
                    + " needs at least one");
        }
        for (GameType u : game.types(TypeKind.UNIT)) {
            int hp = u.number("hp-max").orElse(1);
            if (hp < 1) {
                diagnostics.error(u.properties().get("hp-max").map(PropertyValue::position).orElse(u.position()),
                        "unit type " + u.symbol() + " has hp-max " + hp + ": nonpositive hit points, so its units"
                                + " could not exist (GDL reference, Hit Points)");
            }
        }
        for (PlacedUnit unit : game.units) {
            if (unit.side() > 0 && sideById.get(unit.side()) == null) {
                diagnostics.warning(unit.position(), unit + " cannot join side " + unit.side()
                        + ", no such side; it is independent");
                unit.side(0);
            }
        }
        for (GameTable t : game.tables.values()) {
            size(t);
        }
        updateWrap();
    }

    static String abbreviated(Gdl g) {
        String text = g.text();
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
