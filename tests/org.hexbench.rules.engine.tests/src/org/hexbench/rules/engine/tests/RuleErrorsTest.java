package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.rules.interpreter.CompiledRules;
import org.hexbench.rules.interpreter.RuleError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What cannot work is refused before play, and the only failures left in play are rules that never finish: a rule
 * error naming the rule file, the hook and the line, after which the engine leaves the game as it was before the
 * step (Hexkit User's Guide §6.1 Command Execution: the world changes only through complete programs).
 */
class RuleErrorsTest {

    @TempDir
    Path folder;

    @ParameterizedTest
    @ValueSource(strings = {
        "on damage = strength of attacker / (2 - 2)",
        "on damage = strength of attacker mod 0",
        "on damage = roll d(1 - 1)",
        "on turn begin {\n    while not false {\n    }\n}",
        "define down(n: int): int = down(n - 1)\non damage = down(3)",
        "define f(s: set of text): int = 1",
    })
    void whatWouldFailInPlayForCertainIsRefusedWhenTheRulesAreBound(String rules) {
        Riverford.write(folder, rules + "\n");
        RuleFileException refused = assertThrows(RuleFileException.class,
                () -> RuleBinding.rulesFor(Riverford.sequentialScenario(folder)));
        assertTrue(refused.getMessage().contains("line "), refused.getMessage());
    }

    @Test
    void damageAndHealNeedAStrengthResource() throws Exception {
        Riverford.write(folder, "on turn begin {\n    heal one of units of faction by 1\n}\n");
        Path entities = folder.resolve("riverford").resolve("rules").resolve("entities.hexscenario");
        String text = Files.readString(entities);
        Files.writeString(entities, text.replaceAll("(?s)\\s*<strength [^>]*/>", ""));
        RuleFileException refused = assertThrows(RuleFileException.class,
                () -> RuleBinding.rulesFor(Riverford.sequentialScenario(folder)));
        assertTrue(refused.getMessage().contains("Strength"), refused.getMessage());
    }

    @Test
    void anEndlessLoopIsARuleErrorAndTheStepIsRolledBack() {
        String rules = """
                on turn end {
                    set gold of faction to 0
                    var x = 0
                    while x >= 0 {
                        set x to x + 1
                    }
                }
                """;
        Riverford r = Riverford.sequential(folder, rules).begin();
        String before = r.game.stateHash();
        RuleError error = assertThrows(RuleError.class, r::endTurn);
        assertTrue(error.getMessage().startsWith("riverford.hbrules:" + error.line() + ": "), error.getMessage());
        assertTrue(error.getMessage().contains("step budget"), error.getMessage());
        assertEquals("on turn end", error.hook());
        assertEquals(before, r.game.stateHash(), "the End Turn left no trace");
        assertEquals(150, r.gold(RED));

        Riverford crossing = Riverford.simultaneous(folder, rules);
        String start = crossing.game.stateHash();
        assertThrows(RuleError.class, crossing::endAllTurns);
        assertEquals(start, crossing.game.stateHash(), "the resolution left no trace");
    }

    @Test
    void endlessRecursionIsARuleError() {
        Riverford r = Riverford.sequential(folder, """
                define deeper(n: int): int = if n < 0 then 0 else deeper(n + 1)
                on turn end {
                    set gold of faction to deeper(1)
                }
                """).begin();
        String before = r.game.stateHash();
        RuleError error = assertThrows(RuleError.class, r::endTurn);
        assertTrue(error.getMessage().contains("rule recursion too deep"), error.getMessage());
        assertEquals(2, error.line(), "the call that went too deep");
        assertEquals(before, r.game.stateHash(), "the End Turn left no trace");
        assertEquals(150, r.gold(RED));
    }

    @Test
    void hooksThatSetOneAnotherOffWithoutEndAreARuleError() {
        Riverford r = Riverford.sequential(folder, """
                on turn end {
                    damage one of (all u in units of faction where u is placed) by 100
                }
                on death {
                    place infantry for owner of unit at site of unit
                    damage one of (all u in units at site of unit where strength of u > 0) by 100
                }
                """).begin();
        String before = r.game.stateHash();
        int units = r.world().faction(RED).units().size();
        RuleError error = assertThrows(RuleError.class, r::endTurn);
        assertTrue(error.getMessage().contains("more than " + CompiledRules.HOOK_NESTING_LIMIT), error.getMessage());
        assertEquals("on death", error.hook());
        assertEquals(before, r.game.stateHash(), "the End Turn left no trace");
        assertEquals(units, r.world().faction(RED).units().size());
    }
}
