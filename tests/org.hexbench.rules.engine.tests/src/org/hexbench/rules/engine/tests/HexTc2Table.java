package org.hexbench.rules.engine.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.random.RandomGenerator;

import org.hexbench.engine.game.Game;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.AdvanceFaction;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.CreateEntity;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.rules.engine.ScriptedRules;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.Checkout;
import org.hexbench.tiling.HexTc2Coord;
import org.hexbench.tiling.grid.HexagonBoard;

/**
 * Test fixture: an engine game of the HexTC2 example played by its rule file (HexTC2 rules, COMP202 Winter 2005
 * Assignment 6), with set-ups built from
 * instructions (an empty board, creatures at HexTC2 coordinates, a chosen turn) and scripted dice, so single rules
 * can be checked through the engine exactly as a game runs them.
 */
final class HexTc2Table {

    /** White's faction index. */
    static final int WHITE = 0;
    /** Black's faction index. */
    static final int BLACK = 1;

    private static ScriptedRules rules;

    final Game game;

    private HexTc2Table(Game game) {
        this.game = game;
    }

    /** @return the HexTC2 scenario file of the examples */
    static Path scenarioFile() {
        return Checkout.example("hextc2").resolve("hextc2.hexscenario");
    }

    /** @return the example's rules, compiled once for all tests */
    static synchronized ScriptedRules rules() {
        if (rules == null) {
            try {
                rules = (ScriptedRules) RuleBinding.rulesFor(scenarioFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (RuleFileException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
        return rules;
    }

    /**
     * @param seed the game's seed
     * @return a new game at its start: 13 unplaced creatures a side, turn 1, white active
     */
    static HexTc2Table start(long seed) {
        try {
            return new HexTc2Table(new Game(new Catalog(ScenarioResources.load(scenarioFile())), rules(), seed));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param turn the turn to be in (1 = the placement phase)
     * @return a game with an empty board at that turn, white active
     */
    static HexTc2Table empty(int turn) {
        HexTc2Table table = start(1);
        RuleContext c = table.context(WHITE);
        for (Entity e : table.world().entities()) {
            if (e.owner() >= 0) {
                c.execute(new DeleteEntity(e.id()));
            }
        }
        for (int i = 0; i < 2 * (turn - 1); i++) {
            c.execute(new AdvanceFaction());
        }
        return table;
    }

    WorldState world() {
        return game.world();
    }

    /** @param x row @param y diagonal rank @return the site index */
    int site(int x, int y) {
        return ((HexagonBoard) world().catalog().grid()).indexOf(new HexTc2Coord(x, y));
    }

    /** @param faction a faction @return a context drawing from the game's seeded generator */
    RuleContext context(int faction) {
        return game.context(faction);
    }

    /**
     * @param faction the acting faction
     * @param dice the answers of the generator, in order; a further draw fails the test
     * @return a context whose generator answers from the script
     */
    RuleContext scripted(int faction, Integer... dice) {
        return new RuleContext(world(), game.rules(), game.finder(), new Script(dice), faction, false);
    }

    /**
     * Puts a new creature on the board.
     *
     * @param classId the creature's class id
     * @param faction its side
     * @param x row
     * @param y diagonal rank
     * @return its id
     */
    int creature(String classId, int faction, int x, int y) {
        RuleContext c = context(faction);
        int id = world().nextEntityId();
        c.execute(new CreateEntity(id, classId));
        c.execute(new SetEntityOwner(id, faction));
        if (x >= 0) {
            c.execute(new SetEntitySite(id, site(x, y)));
        }
        return id;
    }

    /** @param unit a creature @param hp its new hit points */
    void wound(int unit, int hp) {
        context(WHITE).execute(new SetEntityVariable(unit, "hp", hp));
    }

    /** @param unit a creature @return its hit points */
    int hp(int unit) {
        return world().entity(unit).value(world().catalog().variableIndex("hp"));
    }

    /** @param unit a creature @return the sites the engine lets it move to */
    List<Integer> targets(int unit) {
        List<Integer> result = new ArrayList<>();
        for (int s : game.finder().moveTargets(List.of(world().entity(unit)))) {
            result.add(s);
        }
        return result;
    }

    /** @param context a context @return the texts of the messages in its program */
    static List<String> messages(RuleContext context) {
        return context.program().instructions().stream()
                .filter(i -> i instanceof org.hexbench.engine.world.ShowMessage)
                .map(i -> ((org.hexbench.engine.world.ShowMessage) i).text()).toList();
    }

    /** A generator answering {@code nextInt(bound)} from a script; anything else, or too many draws, fails. */
    static final class Script implements RandomGenerator {

        private final Deque<Integer> answers;

        Script(Integer... answers) {
            this.answers = new ArrayDeque<>(List.of(answers));
        }

        @Override
        public int nextInt(int bound) {
            if (answers.isEmpty()) {
                throw new AssertionError("an unexpected draw from [0, " + bound + ")");
            }
            int answer = answers.poll();
            if (answer < 0 || answer >= bound) {
                throw new AssertionError("scripted " + answer + " is outside [0, " + bound + ")");
            }
            return answer;
        }

        @Override
        public long nextLong() {
            throw new AssertionError("rules draw only bounded ints");
        }

        /** @return whether every scripted answer was drawn */
        boolean exhausted() {
            return answers.isEmpty();
        }
    }
}
