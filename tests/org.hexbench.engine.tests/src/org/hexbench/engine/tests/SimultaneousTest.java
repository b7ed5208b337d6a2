package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.Directive.Kind;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.simultaneous.DirectiveCodec;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.simultaneous.TurnReport;
import org.hexbench.engine.world.CreateEntity;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The simultaneous turn system on Riverford (players "human" for red, "computer" for blue): contested tiles,
 * swaps, attacks in the same segment, control hierarchy, segments, determinism (the Tiling Module design note's Turn
 * Resolution).
 */
class SimultaneousTest {

    private static final String RED = "human";
    private static final String BLUE = "computer";

    private Game game;
    private WorldState world;
    private SimultaneousTurns turns;
    private int centre;
    private int[] ring;

    @BeforeEach
    void arrange() {
        game = Riverford.game(11);
        world = game.world();
        for (Entity u : world.entities()) {
            if (u.category() == org.hexbench.engine.world.EntityCategory.UNIT && u.isPlaced()) {
                Riverford.apply(world, new DeleteEntity(u.id()));
            }
        }
        var grid = world.catalog().grid();
        int[] n = new int[grid.maxNeighbors()];
        for (int s : Riverford.sitesOf(world, "plains")) {
            int count = grid.neighbors(s, n);
            boolean open = count == 6 && world.site(s).owner() < 0;
            for (int i = 0; i < count && open; i++) {
                open = Riverford.sitesOf(world, "plains").contains(n[i]) && world.site(n[i]).owner() < 0;
            }
            if (open) {
                centre = s;
                ring = n.clone();
                break;
            }
        }
        assertTrue(ring != null, "an open plains hexagon exists");
        turns = new SimultaneousTurns(game, 1);
    }

    private int unit(int faction, String classId, int site) {
        int id = world.nextEntityId();
        Riverford.apply(world, new CreateEntity(id, classId), new SetEntityOwner(id, faction), new SetEntitySite(id, site));
        return id;
    }

    private int opposite(int index) {
        var grid = world.catalog().grid();
        for (int r : ring) {
            if (grid.distance(r, ring[index]) == 2 && grid.distance(r, centre) == 1) {
                return r;
            }
        }
        throw new AssertionError();
    }

    @Test
    void equalStrengthsContestingATileBothBounce() {
        int red = unit(0, "infantry", ring[0]);
        int blue = unit(1, "infantry", opposite(0));
        TurnReport report = turns.resolve(List.of(new Directive(RED, red, Kind.MOVE, centre),
                new Directive(BLUE, blue, Kind.MOVE, centre)));
        assertEquals(List.of(red, blue), report.bounced());
        assertEquals(ring[0], world.entity(red).site());
        assertTrue(world.site(centre).units().isEmpty());
        assertEquals(1, world.currentTurn(), "the turn advanced");
    }

    @Test
    void theStrongerFactionWinsAContestedTile() {
        int red = unit(0, "infantry", ring[0]);
        int blue = unit(1, "cavalry", opposite(0));
        TurnReport report = turns.resolve(List.of(new Directive(BLUE, blue, Kind.MOVE, centre),
                new Directive(RED, red, Kind.MOVE, centre)));
        assertEquals(centre, world.entity(red).site(), "strength 10 beats 8");
        assertEquals(List.of(blue), report.bounced());
        // units of one faction enter the same tile together
        Riverford.apply(world, new DeleteEntity(blue));
        int red2 = unit(0, "cavalry", opposite(0));
        int red3 = unit(0, "infantry", ring[0]);
        Riverford.apply(world, new SetEntitySite(red, -1), new SetEntitySite(red, ring[0]));
        turns.resolve(List.of(new Directive(RED, red2, Kind.MOVE, centre), new Directive(RED, red3, Kind.MOVE, centre)));
        assertEquals(2, world.site(centre).units().size());
    }

    @Test
    void enemiesCannotSwapTilesButAFactionCanSwapItsOwn() {
        int red = unit(0, "infantry", ring[0]);
        int blue = unit(1, "infantry", centre);
        TurnReport report = turns.resolve(List.of(new Directive(RED, red, Kind.MOVE, centre),
                new Directive(BLUE, blue, Kind.MOVE, ring[0])));
        assertEquals(2, report.bounced().size());
        assertEquals(centre, world.entity(blue).site());
        Riverford.apply(world, new DeleteEntity(blue));
        int red2 = unit(0, "infantry", centre);
        turns.resolve(List.of(new Directive(RED, red, Kind.MOVE, centre), new Directive(RED, red2, Kind.MOVE, ring[0])));
        assertEquals(centre, world.entity(red).site());
        assertEquals(ring[0], world.entity(red2).site());
    }

    @Test
    void aMoveIntoATileAnEnemyHoldsBouncesButAChainOfLeaversSucceeds() {
        int red = unit(0, "infantry", ring[0]);
        int blue = unit(1, "infantry", centre);
        TurnReport report = turns.resolve(List.of(new Directive(RED, red, Kind.MOVE, centre)));
        assertEquals(List.of(red), report.bounced());
        int away = opposite(0);
        report = turns.resolve(List.of(new Directive(RED, red, Kind.MOVE, centre), new Directive(BLUE, blue, Kind.MOVE, away)));
        assertTrue(report.bounced().isEmpty(), "the blue unit leaves, so the red one may enter");
        assertEquals(centre, world.entity(red).site());
        assertEquals(away, world.entity(blue).site());
    }

    @Test
    void attacksResolveFirstAndSimultaneously() {
        int blue = unit(1, "infantry", centre);
        int attacker = unit(0, "infantry", ring[0]);
        int mover = unit(0, "cavalry", opposite(0));
        unit(1, "infantry", ring[3 % ring.length] == opposite(0) ? ring[1] : ring[3]);
        TurnReport report = turns.resolve(List.of(new Directive(RED, attacker, Kind.ATTACK, centre),
                new Directive(RED, mover, Kind.MOVE, centre)));
        assertEquals(List.of(blue), report.destroyed());
        assertEquals(centre, world.entity(mover).site(), "the tile cleared by the attack is entered in the same segment");
        // mutual attacks in one segment destroy both: a destroyed attacker still strikes
        int a = unit(0, "infantry", ring[0] == world.entity(attacker).site() ? opposite(0) : ring[0]);
        Riverford.apply(world, new DeleteEntity(mover));
        int b = unit(1, "infantry", centre);
        report = turns.resolve(List.of(new Directive(RED, a, Kind.ATTACK, centre), new Directive(BLUE, b, Kind.ATTACK,
                world.entity(a).site())));
        assertTrue(report.destroyed().contains(a) && report.destroyed().contains(b), report.toString());
    }

    @Test
    void controlHierarchyAcceptsOnlyControllingPlayers() {
        int red = unit(0, "infantry", ring[0]);
        TurnReport report = turns.resolve(List.of(new Directive(BLUE, red, Kind.MOVE, centre),
                new Directive("nobody", red, Kind.MOVE, centre), new Directive(RED, red, Kind.MOVE, 0),
                new Directive(RED, 999_999, Kind.HOLD, 0)));
        assertEquals(4, report.rejected().size(), report.rejected().toString());
        assertTrue(report.rejected().get(0).contains("does not control"));
        assertTrue(report.rejected().get(2).contains("not a move target"));
        assertEquals(ring[0], world.entity(red).site());
        report = turns.resolve(List.of(new Directive(RED, red, Kind.MOVE, centre), new Directive(RED, red, Kind.HOLD, 0)));
        assertTrue(report.rejected().get(0).contains("overruled"), "equal precedence: the first directive stands");
        assertEquals(centre, world.entity(red).site());
    }

    @Test
    void segmentsSplitMovesAndTheTurnIsOneReplayableProgram() {
        SimultaneousTurns two = new SimultaneousTurns(game, 2);
        int cavalry = unit(0, "cavalry", centre);
        unit(1, "infantry", opposite(0));
        int[] targets = two.moveTargets(world.entity(cavalry));
        var grid = world.catalog().grid();
        int far = -1;
        for (int t : targets) {
            if (grid.distance(centre, t) == 4 && world.difficulty(t) == 1) {
                far = t;
            }
        }
        assertTrue(far >= 0);
        TurnReport report = two.resolve(List.of(new Directive(RED, cavalry, Kind.MOVE, far)));
        assertEquals(far, world.entity(cavalry).site());
        assertEquals(List.of(cavalry), report.moved());
        var entries = game.history().entries();
        assertEquals(-1, entries.get(entries.size() - 1).faction());
        long moves = entries.get(0).program().instructions().stream()
                .filter(i -> i instanceof SetEntitySite s && s.entity() == cavalry && s.site() >= 0).count();
        assertEquals(2, moves, "one leg per segment");
    }

    @Test
    void randomSimultaneousGamesAreDeterministicAndReplay() {
        String first = null;
        for (int round = 0; round < 2; round++) {
            Game g = Riverford.game(21);
            new SimultaneousTurns(g, 2, 10).play(List.of(new RandomPlayer(5), new RandomPlayer(6)));
            assertEquals(10, g.world().currentTurn());
            assertEquals(10, g.history().entries().size(), "one resolution per turn");
            assertTrue(g.history().entries().stream().allMatch(e -> e.faction() == -1 && e.command().startsWith("Resolve")));
            assertEquals(g.stateHash(), StateHash.hex(new Replay(g.catalog(), g.history().entries()).finish()));
            if (first == null) {
                first = g.stateHash();
            } else {
                assertEquals(first, g.stateHash(), "the same seeds play the same game");
            }
        }
        Game other = Riverford.game(21);
        new SimultaneousTurns(other, 2, 10).play(List.of(new RandomPlayer(7), new RandomPlayer(8)));
        assertNotEquals(first, other.stateHash(), "other directives play another game");
    }

    @Test
    void aResolutionRecordsItsDirectivesSoThatItResolvesAgainFromTheHistoryAlone() {
        int red = unit(0, "cavalry", centre);
        int blue = unit(1, "infantry", opposite(0));
        List<Directive> directives = List.of(new Directive(RED, red, Kind.MOVE, ring[0]),
                new Directive(BLUE, blue, Kind.HOLD, 0));
        turns.resolve(directives);
        var entry = game.history().entries().get(game.history().size() - 1);
        assertEquals("Resolve " + DirectiveCodec.encode(directives), entry.command());
        assertEquals(directives, DirectiveCodec.decode(entry.command().substring("Resolve".length())));
        assertEquals(ring[0], world.entity(red).site());
    }
}
