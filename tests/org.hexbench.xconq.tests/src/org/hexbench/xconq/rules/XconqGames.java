package org.hexbench.xconq.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.xconq.importer.XconqImport;

/** An imported Xconq module played through the engine by Xconq's rules, in sequential turns. */
final class XconqGames {

    final Game game;
    final SequentialTurns turns;
    final XconqRules rules;

    private XconqGames(XconqImport.Result imported, long seed) {
        assertFalse(imported.failed(), imported.diagnostics().toString());
        assertTrue(XconqRules.RULE_SET.equals(imported.scenario().getMaster().getRuleSet()));
        try {
            Catalog catalog = new Catalog(imported.scenario());
            rules = new XconqRules(new XconqDesign(catalog));
            game = new Game(catalog, rules, seed);
        } catch (LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
        turns = new SequentialTurns(game, 0);
        turns.start();
    }

    /** Imports a module written into a folder and starts its game. */
    static XconqGames of(Path folder, String name, String module, long seed) {
        try {
            Path file = folder.resolve(name + ".g");
            Files.writeString(file, module, StandardCharsets.ISO_8859_1);
            return new XconqGames(XconqImport.read(file, name + ".g", List.of(), 1), seed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts the game of an import. */
    static XconqGames of(XconqImport.Result imported, long seed) {
        return new XconqGames(imported, seed);
    }

    WorldState world() {
        return game.world();
    }

    /** The unit the module named so. */
    Entity unit(String name) {
        return world().entities().stream().filter(e -> name.equals(e.name())).findFirst()
                .orElseThrow(() -> new AssertionError("no unit " + name));
    }

    Outcome order(Command command) {
        return turns.order(world().activeFaction(), command);
    }

    /** Ends the active faction's turn. */
    void endTurn() {
        turns.endTurn(world().activeFaction());
    }

    int distance(int a, int b) {
        return world().catalog().grid().distance(a, b);
    }

    int hp(Entity unit) {
        return world().strength(unit);
    }
}
