package org.hexbench.benchmarks.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldCopy;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.Vision;
import org.hexbench.testdata.RandomScenario;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Fog of war on the generated 1000×1000 map (1,000,000 sites, 4 factions, about 1,000 units): the update of every
 * faction's view after a turn's moves (target: at most 5 ms warm, incremental), beside a full recompute of every
 * unit's and held site's sight as the baseline. The scenario gets full fog, vision ranges of 1 to 3 (infantry and
 * archers 2, cavalry 3, artillery 1, towns 2, other held sites 1) and forest, hills and mountains that block sight, so
 * line of sight is searched ({@code Visibility}) for every unit that looks again.
 *
 * <p>Each invocation first moves units one step to a random neighbouring site through the engine's instruction
 * (not measured): {@code FullTurn} every unit (a whole turn of the four factions), {@code FactionTurn} the units of one
 * faction (one faction's turn, about a quarter). Then it measures the fog update exactly as the game makes it at the
 * end of a command: {@link WorldState#sightChanges()} finds what changed and the {@code SetFactionSight} instructions
 * it returns are applied (taking the memories of full fog). The baseline first computes every sight afresh
 * ({@link WorldState#recomputeSight()}) and then does the same. Setup checks that both arrive at the same views.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 8, time = 2)
@Fork(value = 1, jvmArgs = "-Xmx3g")
public class FogOfWarBenchmark {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    /** The foggy 1000×1000 game, and the units that move before each measured update. */
    abstract static class Moves {
        WorldState world;
        int[] units;
        int[][] unitsOf;
        int turn;
        private final SplittableRandom random = new SplittableRandom(17);
        private int[] neighbours;

        /**
         * Generates the map with fog of war (the initial world holds every faction's first sight), begins the first
         * turn and checks that the incremental update and a full recompute agree after a turn of moves.
         */
        void generate() throws Exception {
            Catalog catalog = new Catalog(foggy(RandomScenario.create(1, 1000, 1000)));
            Game game = new Game(catalog, new DefaultRules(), 5);
            TurnSystem.of(game, 0).start();
            world = game.world();
            List<Integer> ids = new ArrayList<>();
            List<List<Integer>> byFaction = new ArrayList<>();
            for (int f = 0; f < world.factionCount(); f++) {
                byFaction.add(new ArrayList<>());
            }
            for (Entity e : world.entities()) {
                if (e.category() == EntityCategory.UNIT && e.isPlaced()) {
                    ids.add(e.id());
                    byFaction.get(e.owner()).add(e.id());
                }
            }
            units = ids.stream().mapToInt(Integer::intValue).toArray();
            unitsOf = byFaction.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                    .toArray(int[][]::new);
            neighbours = new int[catalog.grid().maxNeighbors()];
            WorldState check = WorldCopy.of(world);
            move(check, units);
            WorldState again = WorldCopy.of(check);
            apply(check, check.sightChanges());
            again.recomputeSight();
            apply(again, again.sightChanges());
            for (int f = 0; f < check.factionCount(); f++) {
                for (int site = 0; site < check.siteCount(); site++) {
                    if (check.view(f).inSight(site) != again.view(f).inSight(site)) {
                        throw new IllegalStateException("incremental and full sight differ: faction " + f + ", site "
                                + site);
                    }
                }
            }
            System.out.println("# 1000x1000 under full fog: " + units.length + " units, " + world.siteCount()
                    + " sites");
        }

        /** Moves units one step each to a random neighbouring site no other faction's units hold. */
        void move(WorldState w, int[] ids) {
            var grid = w.catalog().grid();
            for (int id : ids) {
                Entity unit = w.entity(id);
                int count = grid.neighbors(unit.site(), neighbours);
                int to = neighbours[random.nextInt(count)];
                if (!w.site(to).hasAlienUnits(unit.owner())) {
                    new SetEntitySite(id, to).apply(w);
                }
            }
        }

        /** The fog update as the game makes it at the end of a command, after a full recompute if asked. */
        int update(boolean recompute) {
            if (recompute) {
                world.recomputeSight();
            }
            return apply(world, world.sightChanges());
        }
    }

    /** Every unit moves before each update: a whole turn of the four factions. */
    @State(Scope.Benchmark)
    public static class FullTurn extends Moves {
        /**
         * @throws Exception if the scenario cannot be built
         */
        @Setup(Level.Trial)
        public void setUp() throws Exception {
            generate();
        }

        /** Moves every unit one step (not measured). */
        @Setup(Level.Invocation)
        public void moveAll() {
            move(world, units);
        }
    }

    /** One faction's units move before each update: one faction's turn, the factions in turn. */
    @State(Scope.Benchmark)
    public static class FactionTurn extends Moves {
        /**
         * @throws Exception if the scenario cannot be built
         */
        @Setup(Level.Trial)
        public void setUp() throws Exception {
            generate();
        }

        /** Moves one faction's units one step (not measured). */
        @Setup(Level.Invocation)
        public void moveOneFaction() {
            move(world, unitsOf[turn++ % unitsOf.length]);
        }
    }

    /** The generated scenario with full fog, vision ranges and terrain that blocks sight. */
    static Scenario foggy(Scenario scenario) {
        Vision vision = F.createVision();
        vision.setFog(FogOfWar.FOG);
        scenario.getMaster().setVision(vision);
        for (UnitClass u : scenario.getEntities().getUnits()) {
            u.setVisionRange(switch (u.getId()) {
                case "cavalry" -> 3;
                case "artillery" -> 1;
                default -> 2;
            });
        }
        for (TerrainClass t : scenario.getEntities().getTerrains()) {
            t.setBlocksSight(List.of("forest", "hills", "mountains").contains(t.getId()));
            t.setVisionRange(t.getId().equals("town") ? 2 : 1);
        }
        return scenario;
    }

    static int apply(WorldState w, List<Instruction> changes) {
        for (Instruction i : changes) {
            i.apply(w);
        }
        return changes.size();
    }

    /**
     * Ours: the incremental update after every unit moved.
     *
     * @param moves the game and its moves
     * @return the number of instructions
     */
    @Benchmark
    public int hexbenchFullTurn(FullTurn moves) {
        return moves.update(false);
    }

    /**
     * Baseline: every sight computed afresh after every unit moved.
     *
     * @param moves the game and its moves
     * @return the number of instructions
     */
    @Benchmark
    public int fullRecomputeFullTurn(FullTurn moves) {
        return moves.update(true);
    }

    /**
     * Ours: the incremental update after one faction's units moved.
     *
     * @param moves the game and its moves
     * @return the number of instructions
     */
    @Benchmark
    public int hexbenchFactionTurn(FactionTurn moves) {
        return moves.update(false);
    }

    /**
     * Baseline: every sight computed afresh after one faction's units moved.
     *
     * @param moves the game and its moves
     * @return the number of instructions
     */
    @Benchmark
    public int fullRecomputeFactionTurn(FactionTurn moves) {
        return moves.update(true);
    }
}
