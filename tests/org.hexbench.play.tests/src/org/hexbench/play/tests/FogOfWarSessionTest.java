package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameResult;
import org.hexbench.play.GameSession;
import org.hexbench.play.HeadlessPlay;
import org.hexbench.play.Seat;
import org.hexbench.scenario.FogOfWar;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fog of war in the game session: {@code examples/riverford-fog} (its README) is Riverford under full fog; a session
 * shows the person at the screen only their faction's view ({@link GameSession#showTo}: reads, targets and the
 * history as that faction knows them) while the whole game stays readable for replays and saves; headless play and
 * its save replay to the same state hash.
 */
class FogOfWarSessionTest {

    private static final String FOG = "riverford-fog";

    @TempDir
    Path dir;

    @Test
    void riverfordInTheFogIsRiverfordsMapFactionsAndRulesUnderFullFog() {
        Definitions fog = Sessions.read(FOG);
        Definitions riverford = Sessions.read(Sessions.RIVERFORD);
        assertEquals(FogOfWar.FOG, fog.catalog().fog());
        assertEquals(FogOfWar.NONE, riverford.catalog().fog(), "Riverford itself has no fog of war");
        assertEquals(riverford.catalog().grid().size(), fog.catalog().grid().size());
        assertTrue(fog.scenario().getMaster().getRuleFile().endsWith("riverford/riverford.hbrules"));
        WorldState a = new org.hexbench.engine.game.Game(fog.catalog(), fog.rules(), 3).world();
        WorldState b = new org.hexbench.engine.game.Game(riverford.catalog(), riverford.rules(), 3).world();
        assertEquals(a.entities().size(), b.entities().size(), "the same units, terrain and towns");
        for (int s = 0; s < a.siteCount(); s++) {
            assertEquals(b.site(s).owner(), a.site(s).owner());
            assertEquals(b.site(s).units().size(), a.site(s).units().size());
        }
    }

    @Test
    void aPersonAtTheScreenSeesOnlyTheirFactionsViewAndTheWholeGameStaysForReplays() throws Exception {
        GameSession session = Sessions.start(FOG, List.of(Seat.HUMAN, Seat.HUMAN), 7, 60);
        List<Integer> blueUnits = session.readEverything(g -> g.world().faction(1).units().stream()
                .filter(Entity::isPlaced).map(Entity::id).toList()).orElseThrow();
        int hiddenBlue = session.readEverything(g -> blueUnits.stream().filter(id -> !g.world().view(0)
                .inSight(g.world().entity(id).site())).findFirst().orElseThrow()).orElseThrow();
        assertEquals(-1, session.viewer(), "nobody is shown anything yet: the whole game");
        assertTrue(session.read(g -> g.world().entity(hiddenBlue) != null).orElseThrow());
        session.showTo(0);
        assertEquals(0, session.viewer());
        assertNull(session.read(g -> g.world().entity(hiddenBlue)).orElse(null), "House Rouge does not see it");
        assertTrue(session.readEverything(g -> g.world().entity(hiddenBlue) != null).orElseThrow(),
                "the whole game still has it (replays, saves)");
        int blueSite = session.readEverything(g -> g.world().entity(hiddenBlue).site()).orElseThrow();
        List<Integer> red = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced)
                .map(Entity::id).toList()).orElseThrow();
        for (int unit : red) {
            for (int target : session.attackTargets(List.of(unit))) {
                assertTrue(session.readEverything(g -> g.world().view(0).inSight(target)).orElseThrow(),
                        "House Rouge attacks only what it sees");
            }
            assertFalse(java.util.Arrays.stream(session.attackTargets(List.of(unit))).anyMatch(t -> t == blueSite));
        }
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
        session.endTurn();
        session.showTo(1);
        assertTrue(session.read(g -> g.history().entries().stream().filter(e -> e.faction() == 0)
                .allMatch(e -> e.command().equals("Hidden") || e.command().startsWith("BeginTurn")
                        || e.command().startsWith("EndTurn"))).orElseThrow(), "the Blue League reads no move of Rouge");
        assertEquals(session.stateHash().orElseThrow(), session.readEverything(org.hexbench.engine.game.Game::stateHash)
                .orElseThrow(), "the state hash is the whole game's");
        Path save = dir.resolve("fog.hbsave");
        session.save(save);
        assertEquals(session.stateHash().orElseThrow(), SavedGame.load(save).replay(save).stateHash());
        session.close();
    }

    @Test
    void headlessPlayUnderFogReplaysToItsStateHash() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Path save = dir.resolve("played.hbsave");
        GameResult result = HeadlessPlay.play(Sessions.read(FOG), List.of("seeker", "random"), 3, 12, save,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        var replayed = SavedGame.load(save).replay(save);
        assertEquals(result.stateHash(), replayed.stateHash());
        assertNotEquals(0, replayed.world().view(0).changes(), "House Rouge's view changed as it moved");
        assertTrue(StateHash.of(replayed.world()) != 0);
    }
}
