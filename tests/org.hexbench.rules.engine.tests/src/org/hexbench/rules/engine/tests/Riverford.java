package org.hexbench.rules.engine.tests;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.CreateEntity;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityUniqueName;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.MessageEvent;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.Checkout;
import org.hexbench.tiling.grid.Grid;

/**
 * Test fixture: Riverford (Hexkit-style sequential turns, Hexkit User's Guide §2.4.3 Turn Sequence) and Riverford
 * Crossing (the Tiling Module design note's simultaneous turns) copied into a temporary folder, playing by a rule
 * file the test writes there ({@code riverford/riverford.hbrules}, which both scenarios name), bound through
 * {@link RuleBinding} exactly as a game binds it. Set-ups are built from instructions (units of a class on a site),
 * then the game runs through its {@link TurnSystem}: Begin Turn, orders, End Turn, resolutions.
 */
final class Riverford {

    /** House Rouge's faction index. */
    static final int RED = 0;
    /** The Blue League's faction index. */
    static final int BLUE = 1;
    /** The header every test rule file starts with. */
    static final String HEADER = "rules for \"riverford.hexscenario\"\n";

    final Game game;
    final TurnSystem turns;

    private Riverford(Game game) {
        this.game = game;
        this.turns = TurnSystem.of(game, 0);
    }

    /**
     * Copies the examples riverford and riverford-simultaneous into a folder (once per folder), so rule files can be
     * written beside them without touching the shipped originals.
     *
     * @param folder a temporary folder
     */
    static void copyExamples(Path folder) {
        for (String example : List.of("riverford", "riverford-simultaneous")) {
            if (!Files.isDirectory(folder.resolve(example))) {
                Checkout.copyExample(example, folder);
            }
        }
    }

    /**
     * Writes the rule file both scenarios play by.
     *
     * @param folder a temporary folder
     * @param rules the rules after the header
     * @return the rule file
     */
    static Path write(Path folder, String rules) {
        return writeWhole(folder, HEADER + rules);
    }

    /**
     * Writes the rule file both scenarios play by, header and all.
     *
     * @param folder a temporary folder
     * @param text the whole rule file
     * @return the rule file
     */
    static Path writeWhole(Path folder, String text) {
        copyExamples(folder);
        Path file = folder.resolve("riverford").resolve("riverford.hbrules");
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** @param folder a temporary folder with the copies @return Riverford's scenario file there */
    static Path sequentialScenario(Path folder) {
        return folder.resolve("riverford").resolve("riverford.hexscenario");
    }

    /** @param folder a temporary folder with the copies @return Riverford Crossing's scenario file there */
    static Path simultaneousScenario(Path folder) {
        return folder.resolve("riverford-simultaneous").resolve("riverford-simultaneous.hexscenario");
    }

    /**
     * @param folder a temporary folder
     * @param rules the rules after the header
     * @return Riverford (sequential turns) at its start, playing by the rules, seed 1
     */
    static Riverford sequential(Path folder, String rules) {
        write(folder, rules);
        return start(sequentialScenario(folder), 1);
    }

    /**
     * @param folder a temporary folder
     * @param rules the rules after the header
     * @return Riverford Crossing (simultaneous turns) at its start, playing by the rules, seed 1
     */
    static Riverford simultaneous(Path folder, String rules) {
        write(folder, rules);
        return start(simultaneousScenario(folder), 1);
    }

    /**
     * @param scenario a scenario file
     * @param seed the game's seed
     * @return a new game of the scenario by the rules its master names
     */
    static Riverford start(Path scenario, long seed) {
        try {
            return start(scenario, RuleBinding.rulesFor(scenario), seed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RuleFileException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /**
     * @param scenario a scenario file
     * @param rules the rules to play by
     * @param seed the game's seed
     * @return a new game of the scenario
     */
    static Riverford start(Path scenario, Rules rules, long seed) {
        try {
            return new Riverford(new Game(new Catalog(ScenarioResources.load(scenario)), rules, seed));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (org.hexbench.scenario.map.LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    WorldState world() {
        return game.world();
    }

    Grid grid() {
        return world().catalog().grid();
    }

    /**
     * @param row a map row (y, as the scenario and its editors count)
     * @param column a map column (x)
     * @return the site index
     */
    int site(int row, int column) {
        return MapGeometry.indexOf(grid(), column, row);
    }

    /** @param site a site @return its column, x of the (x, y) the editors show */
    int x(int site) {
        return MapGeometry.locationOf(grid(), site)[0];
    }

    /** @param site a site @return its row, y of the (x, y) the editors show */
    int y(int site) {
        return MapGeometry.locationOf(grid(), site)[1];
    }

    /** @param site a site @return the id of its bottom terrain's class */
    String terrain(int site) {
        var stack = world().site(site).terrains();
        return stack.isEmpty() ? "" : stack.get(0).entityClass().getId();
    }

    /**
     * @param terrain a terrain class id
     * @param top whether the class must be the top terrain (a town stands on plains)
     * @return the sites with it, ascending
     */
    List<Integer> sitesOf(String terrain, boolean top) {
        List<Integer> result = new ArrayList<>();
        for (int s = 0; s < world().siteCount(); s++) {
            var stack = world().site(s).terrains();
            if (!stack.isEmpty() && stack.get(top ? stack.size() - 1 : 0).entityClass().getId().equals(terrain)
                    && (top || stack.size() == 1)) {
                result.add(s);
            }
        }
        return result;
    }

    /** @param site a site @return its neighbours on the map */
    List<Integer> neighbours(int site) {
        int[] buffer = new int[grid().maxNeighbors()];
        int n = grid().neighbors(site, buffer);
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            result.add(buffer[i]);
        }
        return result;
    }

    /** Executes set-up instructions outside any command (they are not part of the history). */
    void setUp(Instruction... instructions) {
        var context = game.context(RED);
        for (Instruction i : instructions) {
            context.execute(i);
        }
    }

    /** Removes every unit of both factions, placed or not. */
    Riverford withoutUnits() {
        for (Entity e : List.copyOf(world().entities())) {
            if (e.category() == EntityCategory.UNIT) {
                setUp(new DeleteEntity(e.id()));
            }
        }
        return this;
    }

    /**
     * Creates a unit.
     *
     * @param classId its class id
     * @param faction its owner
     * @param site where it stands, or -1 for unplaced
     * @return its id
     */
    int unit(String classId, int faction, int site) {
        int id = world().nextEntityId();
        setUp(new CreateEntity(id, classId), new SetEntityOwner(id, faction), new SetEntityUniqueName(id, faction));
        if (site >= 0) {
            setUp(new SetEntitySite(id, site));
        }
        return id;
    }

    /** @param unit a unit @return it, or {@code null} if it is gone */
    Entity entity(int unit) {
        return world().entity(unit);
    }

    /** @param owner a unit or faction id @param variable a variable id @return the unit's stored value */
    int value(int unit, String variable) {
        return world().entity(unit).value(world().catalog().variableIndex(variable));
    }

    /** @param unit a unit @param variable a variable id @param value its new value */
    void set(int unit, String variable, int value) {
        setUp(new SetEntityVariable(unit, variable, value));
    }

    /** @param faction a faction @return its gold */
    int gold(int faction) {
        return world().faction(faction).value(world().catalog().variableIndex("gold"));
    }

    /** Begins the active faction's turn (the game's first command). */
    Riverford begin() {
        turns.start();
        return this;
    }

    /** @param command an order of the active faction @return its outcome */
    Outcome order(Command command) {
        return turns.order(world().activeFaction(), command);
    }

    /** @param command an order of the active faction that must be accepted @return its outcome */
    Outcome accepted(Command command) {
        Outcome outcome = order(command);
        assertNull(outcome.rejection(), () -> command + " rejected");
        return outcome;
    }

    /** @param faction an acting faction @param command its order, which must be accepted @return its outcome */
    Outcome accepted(int faction, Command command) {
        Outcome outcome = turns.order(faction, command);
        assertNull(outcome.rejection(), () -> command + " rejected");
        return outcome;
    }

    /** Ends the active faction's turn (sequential turns), which begins the next one's. */
    void endTurn() {
        turns.endTurn(world().activeFaction());
    }

    /** Ends every acting faction's turn (simultaneous turns: the turn resolves). */
    void endAllTurns() {
        for (int faction : turns.actingFactions()) {
            turns.endTurn(faction);
        }
    }

    /** @return the texts of every message and dialog recorded in the history so far, in order */
    List<String> messages() {
        List<String> texts = new ArrayList<>();
        for (HistoryEntry entry : game.history().entries()) {
            texts.addAll(messages(entry.program().instructions()));
        }
        return texts;
    }

    /** @param instructions a program's instructions @return the texts of its messages and dialogs */
    static List<String> messages(List<Instruction> instructions) {
        List<String> texts = new ArrayList<>();
        for (Instruction i : instructions) {
            if (i instanceof MessageEvent m) {
                texts.add(m.text());
            }
        }
        return texts;
    }

    /** @param text a message the rules must have shown @return this */
    Riverford saw(String text) {
        assertTrue(messages().contains(text), () -> "no message '" + text + "' in " + messages());
        return this;
    }
}
