package org.hexbench.xconq.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.TypeKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interpreter against the GDL reference's forms: symbols, conditionals, types and their properties, {@code add},
 * sides, units, unit defaults, module loading (include once, base modules, cycles, unsafe names, the default game)
 * and variants. Expected values are worked out by hand from the reference's text.
 */
class InterpreterTest {

    @TempDir
    Path folder;

    private Modules modules() {
        return new Modules(folder);
    }

    @Test
    void defineSetAndUndefineFollowTheReference() {
        XconqGame game = modules().write("m", Modules.BASICS
                + "(define movers (tank))\n(define movers (plains))\n"
                + "(set last-turn 40)\n(set no-such-global 3)\n"
                + "(add movers hp-max 7)\n(undefine movers)\n(add movers hp-max 9)\n").load("m");
        assertEquals(7, game.type(TypeKind.UNIT, "tank").get().number("hp-max").get(),
                "the first define holds; undefine unbinds, so the last add names no types");
        assertEquals(40, game.global("last-turn").get());
        assertEquals(3, game.global("no-such-global").get(), "kept, with a warning");
        List<String> texts = Modules.texts(game);
        assertTrue(texts.contains("m.g:5:9: warning: 'movers' is defined already; this definition is ignored (GDL"
                + " reference, Symbols)"), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("m.g:10:1: warning: no types to add to in (add movers")),
                texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("m.g:7:6: warning: 'no-such-global' is no global")),
                texts.toString());
    }

    @Test
    void conditionalsReadButDoNotEvaluateTheOtherBranch() {
        XconqGame game = modules().write("m", Modules.BASICS
                + "(define big true)\n(if big)\n(add tank hp-max 20)\n(else)\n(add tank hp-max 1)\n(end-if)\n"
                + "(if (not big))\n(if big)\n(add tank acp-per-turn 9)\n(end-if)\n(else)\n(add tank acp-per-turn 3)\n"
                + "(end-if)\n").load("m");
        GameType tank = game.type(TypeKind.UNIT, "tank").get();
        assertEquals(20, tank.number("hp-max").get());
        assertEquals(3, tank.number("acp-per-turn").get(), "a nested if in a false branch stays false");
        assertTrue(game.diagnostics().isEmpty(), Modules.texts(game).toString());
    }

    @Test
    void addSetsPropertiesOfOneTypeOrOfListsPairwise() {
        XconqGame game = modules().write("m", "(terrain-type t)\n(unit-type a)\n(unit-type b)\n(unit-type c)\n"
                + "(add u* hp-max 3)\n(add (a b c) acp-per-turn (1 2 3))\n(add b help \"the b\")\n"
                + "(add (a b) speed (1 2 3))\n").load("m");
        assertEquals(List.of(3, 3, 3), game.types(TypeKind.UNIT).stream().map(t -> t.number("hp-max").get()).toList());
        assertEquals(List.of(1, 2, 3), game.types(TypeKind.UNIT).stream().map(t -> t.number("acp-per-turn").get())
                .toList());
        assertEquals("the b", game.type(TypeKind.UNIT, "b").get().properties().text("help").get());
        assertEquals(100, game.type(TypeKind.UNIT, "a").get().number("speed").get(),
                "lists of different lengths are refused; the reference's default stays");
        assertTrue(Modules.texts(game).get(0).startsWith("m.g:8:1: warning: lists of different lengths (2 types,"
                + " 3 values)"), Modules.texts(game).toString());
    }

    @Test
    void typesHaveIndicesInOrderOfDefinitionAndReferenceDefaults() {
        XconqGame game = modules().write("m", Modules.BASICS + "(material-type fuel)\n").load("m");
        assertEquals(List.of("plains", "sea"), game.types(TypeKind.TERRAIN).stream().map(GameType::symbol).toList());
        GameType tank = game.type(TypeKind.UNIT, "tank").get();
        assertEquals(0, tank.index());
        assertEquals(1, tank.number("vision-range").get(), "GDL reference, Basic Vision: defaults to 1");
        assertEquals(1, tank.number("point-value").get(), "GDL reference, Point Value: defaults to 1");
        assertEquals(0, game.type(TypeKind.MATERIAL, "fuel").get().index());
    }

    @Test
    void sidesNumberFromOneTakeTheirDefaultsAndSymbols() {
        XconqGame game = modules().write("m", Modules.BASICS
                + "(side-defaults (class \"x\"))\n(side 1 (name \"One\"))\n(side blue (name \"Blue\"))\n"
                + "(side 1 (adjective \"first\"))\n(side 0 (name \"Natives\"))\n(tank 1 1 blue)\n").load("m");
        assertEquals(List.of(1, 2), game.sides().stream().map(GameSide::id).toList());
        GameSide one = game.side(1).get();
        assertEquals("x", one.properties().text("class").get(), "side-defaults apply to new sides");
        assertEquals("first", one.properties().text("adjective").get(), "a second side form modifies side 1");
        assertEquals("blue", game.side(2).get().symbol());
        assertEquals(2, game.units().get(0).side(), "the symbol evaluates to the side's number");
        assertEquals("Natives", game.independents().text("name").get(), "side 0 is the independent units");
    }

    @Test
    void unitsTakePositionSideDefaultsAndNames() {
        XconqGame game = modules().write("m", Modules.BASICS + "(side 1)\n(side 2)\n"
                + "(tank 3 4 1 (n \"Alpha\") (hp 2))\n(unit-defaults (s 2) (@ 10 0))\n(tank 1 1)\n"
                + "(unit tank (@ 5 6) (# 17))\n(unit \"Alpha\" (s 2))\n(unit 17 (n \"Seventeen\"))\n"
                + "(unit \"Nobody\" (s 1))\n").load("m");
        List<PlacedUnit> units = game.units();
        assertEquals(3, units.size());
        PlacedUnit alpha = units.get(0);
        assertEquals(List.of(3, 4, 2), List.of(alpha.x(), alpha.y(), alpha.side()), "(unit \"Alpha\" ...) changes it");
        assertEquals(2, alpha.properties().number("hp").get());
        assertEquals(List.of(11, 1, 2), List.of(units.get(1).x(), units.get(1).y(), units.get(1).side()),
                "unit-defaults give side 2 and offset x by 10");
        assertEquals("Seventeen", units.get(2).name().get());
        assertEquals(List.of(15, 6), List.of(units.get(2).x(), units.get(2).y()), "the offset applies to @ too");
        assertTrue(Modules.texts(game).contains("m.g:12:7: warning: no unit named \"Nobody\"; the form is ignored"),
                Modules.texts(game).toString());
    }

    @Test
    void modulesLoadOnceAndCyclesAreReported() {
        XconqGame game = modules().write("m", "(game-module \"m\" (base-module \"base\"))\n(include \"a\")\n"
                + "(include \"a\")\n").write("base", "(terrain-type t)\n(unit-type u)\n")
                .write("a", "(include \"b\")\n(unit-type from-a)\n").write("b", "(include \"a\")\n(unit-type from-b)\n")
                .load("m");
        assertEquals(List.of("m", "base", "a", "b"), game.modules().stream().map(GameModule::name).toList());
        assertEquals(List.of("u", "from-b", "from-a"), game.types(TypeKind.UNIT).stream().map(GameType::symbol)
                .toList(), "base first, then a's include of b before a's own form");
        assertEquals(List.of(folder.resolve("b.g") + ":1:10: warning: module \"a\" is being loaded already (the"
                + " modules include each other in a cycle); it is not loaded again"), Modules.texts(game));
    }

    @Test
    void unsafeModuleNamesAreNeverOpened() {
        XconqGame game = modules().write("m", Modules.BASICS + "(include \"../m\")\n(include \"/etc/passwd\")\n"
                + "(include \"..\\\\x\")\n(include \".hidden\")\n(include \"c:boot\")\n").load("m");
        assertEquals(1, game.modules().size());
        assertEquals(5, game.diagnostics().size());
        assertTrue(game.diagnostics().stream().allMatch(d -> d.message().startsWith("ignoring unsafe module name")
                && d.message().endsWith("nothing is opened")), Modules.texts(game).toString());
        assertFalse(game.hasErrors());
    }

    @Test
    void aMissingModuleIsAnErrorNamingTheLibrary() {
        XconqGame game = modules().write("m", Modules.BASICS + "(include \"absent\")\n").load("m");
        assertTrue(game.hasErrors());
        assertTrue(Modules.texts(game).get(0).startsWith("m.g:4:10: error: module \"absent\" (included here) is not"
                + " in the library folders"), Modules.texts(game).toString());
    }

    @Test
    void unitsBeforeAnyTypeLoadTheDefaultGame() {
        XconqGame game = modules().write("standard", Modules.BASICS)
                .write("m", "(game-module \"m\")\n(tank 2 2)\n").load("m");
        assertEquals(List.of("m", "standard"), game.modules().stream().map(GameModule::name).toList());
        assertEquals(1, game.units().size());
        assertTrue(Modules.texts(game).get(0).contains("the default game \"standard\" is loaded first"));
    }

    @Test
    void variantsTakeTheirDefaults() {
        XconqGame game = modules().write("m", "(game-module \"m\" (variants (see-all true) (world-size (30 20 30))"
                + " (\"Big Tanks\" big true (true (add tank hp-max 99))) (\"Fast\" fast (true (add tank speed 9)))))\n"
                + Modules.BASICS).load("m");
        GameType tank = game.type(TypeKind.UNIT, "tank").get();
        assertEquals(99, tank.number("hp-max").get(), "the default true runs the true clause");
        assertEquals(100, tank.number("speed").get(), "no default: no clause runs");
        assertEquals(1, game.global("see-all").get());
        assertEquals(List.of(30, 20, true), List.of(game.area().get().width(), game.area().get().height(),
                game.area().get().wraps()), "world-size gives the area and a circumference equal to its width");
    }

    @Test
    void uselessFormsAndUnknownPropertiesAreWarnings() {
        XconqGame game = modules().write("m", Modules.BASICS + "(frobnicate 1 2)\n42\n(unit-type x (zz-secret 1)"
                + " (hp-max \"four\"))\n").load("m");
        List<String> texts = Modules.texts(game);
        assertTrue(texts.get(0).startsWith("m.g:4:1: warning: a useless form: (frobnicate ...)"), texts.toString());
        assertTrue(texts.get(1).startsWith("m.g:5:1: warning: a useless form: 42"), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("m.g:6:14: warning: 'zz-secret' is no unit type"
                + " property")), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("m.g:6:28: warning: unit type x property hp-max value"
                + " \"four\" is not a number")), texts.toString());
        Gdl kept = game.type(TypeKind.UNIT, "x").get().properties().value("zz-secret").get();
        assertEquals(1, ((Gdl.GdlNumber) kept).value());
    }

    @Test
    void namersAndDoctrinesAreKeptAsWritten() {
        XconqGame game = modules().write("m", Modules.BASICS + "(namer towns (random \"A\" \"B\"))\n"
                + "(doctrine cautious (locked true))\n(imf \"tank\" ((32 32) (color \"00ff\")))\n").load("m");
        assertEquals(List.of("namer", "doctrine"), game.keptForms().stream().map(KeptForm::kind).toList());
        assertEquals("(namer towns (random \"A\" \"B\"))", game.keptForms().get(0).form().text());
        assertEquals(1, game.mainModule().imageFamilies());
        assertTrue(game.keptForms().get(1).form() instanceof GdlList);
    }

    @Test
    void hostileSizesAreErrorsNotExhaustedMemory() {
        StringBuilder many = new StringBuilder("(terrain-type t)\n");
        for (int i = 0; i < GdlInterpreter.MAX_TYPES + 5; i++) {
            many.append("(unit-type u").append(i).append(")\n");
        }
        many.append("(table hit-chance 50)\n(area 10001 3)\n(area 5000 5000)\n");
        XconqGame game = modules().write("m", many.toString()).load("m");
        assertEquals(GdlInterpreter.MAX_TYPES, game.types(TypeKind.UNIT).size());
        List<String> errors = game.diagnostics().stream().filter(d -> d.isError()).map(Object::toString).toList();
        assertEquals(List.of("m.g:" + (GdlInterpreter.MAX_TYPES + 2) + ":1: error: more than 2000 unit types; the"
                + " rest are not read", "m.g:2008:1: error: an area of 10001 x 3 cells is larger than Hexbench's"
                + " maps: at most 4000000 cells, 10,000 in each direction", "m.g:2009:1: error: an area of 5000 x"
                + " 5000 cells is larger than Hexbench's maps: at most 4000000 cells, 10,000 in each direction"),
                errors);
    }
}
