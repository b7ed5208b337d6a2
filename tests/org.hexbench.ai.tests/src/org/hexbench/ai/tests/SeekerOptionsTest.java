package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.players.seeker.Seeker;
import org.hexbench.ai.players.seeker.SeekerOptions;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.scenario.template.Elements;
import org.junit.jupiter.api.Test;

/**
 * Seeker in the player registry, with its options TargetLimit, UseRandomBuild and UseRandomPlace (Hexkit User's
 * Guide §9.3.4, §9.6, §9.7) set per faction in a player spec, each shown to take effect in play.
 */
class SeekerOptionsTest {

    @Test
    void seekerIsChosenByNameWithItsOptionsAndTheirDefaults() {
        assertTrue(PlayerRegistry.names().contains("seeker"));
        assertEquals("seeker:targetLimit=8:useRandomBuild=false:useRandomPlace=false",
                PlayerRegistry.complete(PlayerSpec.parse("Seeker")).toString());
        DecidingPlayer player = PlayerRegistry.create(PlayerSpec.parse("seeker:targetLimit=4:useRandomBuild=true"), 1, 0);
        assertEquals(new SeekerOptions(4, true, false), ((Seeker) player.player()).options());
        assertEquals("seeker:targetLimit=4:useRandomBuild=true", player.name());
        assertEquals(new SeekerOptions(2, false, true),
                ((Seeker) PlayerRegistry.create(PlayerSpec.parse("seeker:TargetLimit=2:useRandomPlace=TRUE"), 1, 0)
                        .player()).options(), "option names and flags in any case");
    }

    @Test
    void wrongOptionsAreRefusedSayingWhatIsWrong() {
        assertEquals("seeker's targetLimit must be at least 1, not 0", refusal("seeker:targetLimit=0"));
        assertEquals("seeker's targetLimit must be a whole number, not 'many'", refusal("seeker:targetLimit=many"));
        assertEquals("seeker's useRandomPlace must be true or false, not 'yes'", refusal("seeker:useRandomPlace=yes"));
        assertEquals("seeker has no option 'depth' (options: targetLimit, useRandomBuild, useRandomPlace)",
                refusal("seeker:depth=3"));
        var early = assertThrows(IllegalArgumentException.class,
                () -> PlayerRegistry.complete(PlayerSpec.parse("seeker:targetLimit=-2")));
        assertEquals("seeker's targetLimit must be at least 1, not -2", early.getMessage(),
                "a value is checked where the player is chosen, before any game starts");
    }

    private static String refusal(String spec) {
        return assertThrows(IllegalArgumentException.class, () -> PlayerRegistry.create(PlayerSpec.parse(spec), 1, 0))
                .getMessage();
    }

    /** Plays red's first turn with a Seeker of the given spec and returns its commands. */
    private static List<String> redTurn(SeekerBoard board, String spec, long seed) {
        int before = board.game.history().size();
        DecidingPlayer seeker = PlayerRegistry.create(PlayerSpec.parse(spec), seed, 0);
        board.turns.playNextTurn(f -> f == 0 ? seeker : null, () -> false);
        return board.game.history().entries().subList(before, board.game.history().size()).stream()
                .filter(e -> e.faction() == 0).map(HistoryEntry::command).toList();
    }

    /**
     * TargetLimit: next to a veteran (strength 9) and two sites from a weakling (2), red's soldier goes for the
     * weakling, the better fight (see {@code SeekerAttackTargetTest}); with a limit of 1 it sees only the veteran and
     * attacks it where it stands.
     */
    @Test
    void theTargetLimitTakesEffect() {
        for (String spec : List.of("seeker", "seeker:targetLimit=1")) {
            SeekerBoard board = new SeekerBoard(12, 5);
            board.s.plains.setCanCapture(false);
            var veteran = board.s.unitClass("veteran", board.s.strength, 9, board.s.morale, 1, board.s.movement, 2,
                    board.s.attackRange, 1);
            var weakling = board.s.unitClass("weakling", board.s.strength, 2, board.s.morale, 1, board.s.movement,
                    2, board.s.attackRange, 1);
            board.units(board.s.blue, 2, 2, veteran);
            board.units(board.s.blue, 1, 0, weakling);
            board.start();
            board.apply(new DeleteEntity(board.unit(1, 0).id()));
            int soldier = board.unit(0, 0).id();
            board.put(board.unit(0, 0), board.site(1, 2));
            String first = redTurn(board, spec, 1).get(0);
            assertEquals(spec.equals("seeker") ? "Move [" + soldier + "] " + board.site(1, 1)
                    : "Attack [" + soldier + "] " + board.site(2, 2), first, spec);
        }
    }

    /**
     * UseRandomBuild and UseRandomPlace: by value, red's 100 gold buy 5 soldiers and 2 archers every time (see
     * {@code SeekerBuildPlaceTest}), and by threat they go where blue's soldier is nearest; at random both vary with
     * the seed.
     */
    @Test
    void randomBuildingAndPlacingTakeEffect() {
        Set<List<String>> byValue = new HashSet<>();
        Set<List<String>> atRandom = new HashSet<>();
        for (long seed = 0; seed < 6; seed++) {
            byValue.add(buildsAndPlaces("seeker", seed));
            atRandom.add(buildsAndPlaces("seeker:useRandomBuild=true:useRandomPlace=true", seed));
        }
        assertEquals(1, byValue.size(), "by value and threat Seeker decides the same for every seed: " + byValue);
        assertEquals(List.of("Build [soldier,soldier,soldier,soldier,soldier]", "Build [archer,archer]"),
                byValue.iterator().next().subList(0, 2));
        assertTrue(atRandom.size() > 1, "at random the seed matters: " + atRandom);
    }

    private static List<String> buildsAndPlaces(String spec, long seed) {
        SeekerBoard board = new SeekerBoard(8, 4);
        board.s.plains.setCanCapture(false);
        board.s.soldier.setValuation(0.6);
        var archer = board.s.unitClass("archer", board.s.strength, 4, board.s.morale, 1, board.s.movement, 2,
                board.s.attackRange, 2);
        archer.setValuation(0.2);
        archer.getBuildResources().add(Elements.amount(board.s.gold, 20));
        board.s.red.getBuildableUnits().add(archer);
        board.start();
        return redTurn(board, spec, seed).stream().filter(c -> c.startsWith("Build") || c.startsWith("Place")).toList();
    }
}
