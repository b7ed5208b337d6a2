package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.HEADER;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.diagnostics.Severity;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Entity;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.ScriptedRules;
import org.hexbench.rules.ide.template.RuleFileTemplate;
import org.hexbench.rules.validation.IssueCodes;
import org.hexbench.scenario.resource.ScenarioResources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the rule editor writes for an author takes effect in play: each quick fix (the IDE services' fixes of
 * {@link IssueCodes}) is applied to a broken rule file, and the fixed file is bound to a copy of Riverford and played;
 * the New Rule File template validates, plays by the default rules as written, and its example takes effect once
 * written out (Hexkit User's Guide §7.3 Extendable Classes: a rule overrides one default).
 */
class IdeOffersTest {

    @TempDir
    Path folder;

    /** @return the rule file's text after the IDE's first quick fix of the issue */
    private String fixed(String text, String code) {
        Riverford.copyExamples(folder);
        String result = new Ide(folder.resolve("riverford"), text).fixed(code);
        Ide check = new Ide(folder.resolve("riverford"), result);
        assertEquals(List.of(), check.issues().stream().filter(i -> i.getSeverity() == Severity.ERROR).map(Object::toString)
                .toList(), "the fix leaves no error: " + result);
        return result;
    }

    /** A red unit of the class beside a blue infantry; returns {red, blue}, red to act, by the rule file on disk. */
    private Riverford duel(String classId, int[] ids) {
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), 1).withoutUnits();
        int[] sites = HookKindsTest.pair(r);
        ids[0] = r.unit(classId, RED, sites[0]);
        ids[1] = r.unit("infantry", BLUE, sites[1]);
        return r.begin();
    }

    @Test
    void theClosestKnownNameFixesAnUnknownOne() {
        Riverford.writeWhole(folder, fixed(HEADER + "on can move of cavlary = false\n", IssueCodes.UNKNOWN_NAME));
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), 1).begin();
        for (Entity u : r.world().faction(RED).units()) {
            if (u.isPlaced()) {
                assertEquals(u.entityClass().getId().equals("cavalry"), r.turns.moveTargets(List.of(u)).length == 0, u.toString());
            }
        }
    }

    @Test
    void theScenarioBesideTheRulesFixesAMissingOne() throws Exception {
        String text = fixed("rules for \"riverfrod.hexscenario\"\non damage = 3\n", IssueCodes.SCENARIO_NOT_FOUND);
        assertTrue(text.startsWith(HEADER), text);
        Riverford.writeWhole(folder, text);
        assertInstanceOf(ScriptedRules.class, RuleBinding.rulesFor(Riverford.sequentialScenario(folder)));
        int[] ids = new int[2];
        Riverford r = duel("infantry", ids);
        r.accepted(new Attack(List.of(ids[0]), r.entity(ids[1]).site()));
        assertEquals(7, r.value(ids[1], "strength"));
    }

    @Test
    void aRoleTheHookProvidesFixesOneItDoesNot() {
        Riverford.writeWhole(folder, fixed(HEADER + "on move {\n    damage attacker by 1\n    move unit to site\n}\n",
                IssueCodes.ROLE_NOT_AVAILABLE));
        int[] ids = new int[2];
        Riverford r = duel("cavalry", ids);
        int to = r.turns.moveTargets(List.of(r.entity(ids[0])))[0];
        r.accepted(new Move(List.of(ids[0]), to));
        assertEquals(7, r.value(ids[0], "strength"), "'unit', the mover, took the damage");
        assertEquals(to, r.entity(ids[0]).site());
    }

    @Test
    void theHooksUnitFixesAVariableWithoutOwner() {
        Riverford.writeWhole(folder, fixed(HEADER + "on move {\n    set morale to 1\n}\n", IssueCodes.MISSING_OWNER));
        int[] ids = new int[2];
        Riverford r = duel("cavalry", ids);
        r.accepted(new Move(List.of(ids[0]), r.turns.moveTargets(List.of(r.entity(ids[0])))[0]));
        assertEquals(1, r.value(ids[0], "morale"));
    }

    @Test
    void removingADuplicateOrUnreachableHookKeepsTheOneThatRuns() {
        String once = fixed(HEADER + "on damage = 1\non damage = 2\n", IssueCodes.DUPLICATE_HOOK);
        assertEquals(HEADER + "on damage = 1\n", once);
        String reachable = fixed(HEADER + "on damage = 1\non damage of cavalry = 5\n", IssueCodes.UNREACHABLE_HOOK);
        assertEquals(HEADER + "on damage = 1\n", reachable);
        Riverford.writeWhole(folder, reachable);
        int[] ids = new int[2];
        Riverford r = duel("cavalry", ids);
        r.accepted(new Attack(List.of(ids[0]), r.entity(ids[1]).site()));
        assertEquals(9, r.value(ids[1], "strength"), "the hook that ran before the fix still runs");
    }

    @Test
    void theObviousRepairsOfTypeErrorsTakeEffect() {
        // 'turn = true' compares a number with a truth value; the fix asks for 'turn > 0', true from the first turn
        Riverford.writeWhole(folder, fixed(HEADER + "on victory = turn = true\n", IssueCodes.WRONG_TYPE));
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), 1).begin();
        assertTrue(r.world().isGameOver());
        assertEquals(RED, r.world().winningFaction(), "House Rouge wins at its first Begin Turn");
    }

    @Test
    void theClosestHookNameAndTheMissingPercentSignFixSyntaxErrors() {
        Riverford.writeWhole(folder, fixed(HEADER + "on victroy = true\n", IssueCodes.SYNTAX));
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), 1).begin();
        assertEquals(RED, r.world().winningFaction(), "the misspelled 'victroy' became the victory hook");
        Riverford.writeWhole(folder, fixed(HEADER + "on victory = chance 100\n", IssueCodes.SYNTAX));
        r = Riverford.start(Riverford.sequentialScenario(folder), 1).begin();
        assertEquals(RED, r.world().winningFaction(), "'chance 100' became 'chance 100%', a certain victory");
    }

    @Test
    void aCertainChanceFixesOneAbove100Percent() {
        Riverford.writeWhole(folder, fixed(HEADER + "on victory = chance 120%\n", IssueCodes.INVALID_CHANCE));
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), 1).begin();
        assertTrue(r.world().isGameOver());
        assertEquals(RED, r.world().winningFaction(), "House Rouge wins at its first Begin Turn");
    }

    @Test
    void theNewRuleFileTemplateValidatesPlaysByTheDefaultRulesAndItsExampleTakesEffect() throws Exception {
        Riverford.copyExamples(folder);
        Path scenario = Riverford.sequentialScenario(folder);
        var model = ScenarioResources.load(scenario);
        String template = RuleFileTemplate.text(scenario.resolveSibling("riverford.hbrules"), scenario,
                model.getMaster().getTitle(), List.copyOf(model.getEntities().getUnits()), Ide.INJECTOR.getInstance(IGrammarAccess.class));
        assertTrue(template.contains("group unitClasses = infantry, cavalry, archers, catapult"), template);
        assertTrue(template.contains("// " + RuleFileTemplate.EXAMPLE), template);
        Riverford.writeWhole(folder, template);
        Rules asWritten = RuleBinding.rulesFor(scenario);
        int[] ids = new int[2];
        Riverford r = Riverford.start(scenario, asWritten, 1).withoutUnits();
        int[] sites = HookKindsTest.pair(r);
        ids[0] = r.unit("infantry", RED, sites[0]);
        ids[1] = r.unit("infantry", BLUE, sites[1]);
        r.begin().accepted(new Attack(List.of(ids[0]), sites[1]));
        assertNull(r.entity(ids[1]), "as written, the default rules: Hexkit's duel destroys the defender");

        Riverford.writeWhole(folder, template.replace("// " + RuleFileTemplate.EXAMPLE, RuleFileTemplate.EXAMPLE));
        Rules example = RuleBinding.rulesFor(scenario);
        for (long seed = 1; seed <= 20; seed++) {
            Riverford game = Riverford.start(scenario, example, seed).withoutUnits();
            int red = game.unit("infantry", RED, sites[0]);
            int blue = game.unit("infantry", BLUE, sites[1]);
            game.begin().accepted(new Attack(List.of(red), sites[1]));
            int loss = 10 - game.value(blue, "strength");
            assertTrue(loss >= 1 && loss <= 6, "one die, and the defender survives: " + loss);
        }
    }
}
