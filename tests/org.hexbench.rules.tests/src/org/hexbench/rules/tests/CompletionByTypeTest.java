package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Completion ranks proposals by the type the place at the cursor expects, as the validator's type checker types
 * them: numbers after {@code >=} and in an int hook, truth values after {@code and} and {@code if}, factions after
 * {@code faction =}. The expected orders are worked out by hand from the grammar and HexTC2's scenario: {@code hp},
 * {@code dp} are attributes (int with {@code of}), {@code white} a faction, {@code snale} a class.
 */
class CompletionByTypeTest {

    /** Asserts that every one of {@code first} is proposed, and before every one of {@code later}. */
    private static void proposedBefore(String rules, List<String> first, List<String> later) {
        List<String> labels = IdeServicesTest.labels(rules);
        for (String f : first) {
            assertTrue(labels.contains(f), f + " is not proposed at " + rules + ": " + labels);
            for (String l : later) {
                int at = labels.indexOf(l);
                assertTrue(at < 0 || labels.indexOf(f) < at, f + " is not before " + l + " at " + rules + ": " + labels);
            }
        }
        assertTrue(later.stream().anyMatch(labels::contains), "none of " + later + " is proposed: " + labels);
    }

    @Test
    void afterAnOrderingComparisonNumbersComeFirst() {
        proposedBefore("on victory = turn >= |", List.of("hp", "dp", "roll", "turn", "count", "distance", "min"),
                List.of("true", "false", "chance", "faction", "white", "snale", "units", "exists"));
    }

    @Test
    void afterAndAndIfTruthValuesComeFirst() {
        List<String> others = List.of("hp", "roll", "turn", "faction", "white", "snale", "units");
        proposedBefore("on victory = turn > 3 and |", List.of("true", "false", "chance", "not"), others);
        // a quantifier stands first (the grammar), so 'exists' and 'every' are proposed after 'if' but not after 'and'
        proposedBefore("on turn begin { if | }", List.of("true", "false", "chance", "not", "exists", "every"), others);
    }

    @Test
    void aValueHookExpectsItsResultType() {
        proposedBefore("on damage = |", List.of("hp", "dp", "roll", "min"), List.of("attacker", "defender", "true", "white", "snale"));
        proposedBefore("on select defender = |", List.of("attacker"), List.of("hp", "true", "white", "snale"));
    }

    @Test
    void anEqualityExpectsTheTypeOfItsLeftSide() {
        proposedBefore("on victory = faction = |", List.of("white", "black", "faction"), List.of("hp", "true", "snale", "roll"));
    }

    @Test
    void aFunctionBodyExpectsTheDeclaredType() {
        proposedBefore("define tough(u: unit): bool = |", List.of("true", "chance", "exists"), List.of("hp", "roll", "u", "white"));
    }
}
