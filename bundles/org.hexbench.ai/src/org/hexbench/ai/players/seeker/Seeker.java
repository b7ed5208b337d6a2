package org.hexbench.ai.players.seeker;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.GameView;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Place;

/**
 * Hexkit's basic computer player, "Seeker" (Hexkit User's Guide §9.8 Seeker Algorithm, Hexkit's
 * Seeker.FindBestWorld): no strategic planning, no state beyond the turn, no prediction; it "tries to wreak as much
 * havoc as possible without thinking too hard". Each turn:
 * <ol>
 * <li>the unit cycle ({@link UnitCycle}): each active unit in turn is sent against the nearest or most valuable
 * target, preferably enemy units, with conditional group attacks at minimum odds that start at four and decrease
 * whenever a whole round of the units gives no order;</li>
 * <li>Build orders by value or at random ({@link Building}, option {@code useRandomBuild});</li>
 * <li>Place orders by threat or at random ({@link Placement}, option {@code useRandomPlace});</li>
 * <li>End Turn.</li>
 * </ol>
 * It reads the game from a rehearsal copy for every decision ({@link Situation}) and only returns orders, which the
 * game executes; every order is one the game accepts now. Where the turn system takes no Build or Place orders
 * (simultaneous turns), those steps are left out. Its coin flips (the last resort of {@link Valuation#selectValuable})
 * and random building and placing come from its own seeded random source, so a game replays.
 */
public final class Seeker implements ComputerPlayer {

    /** The registry's entry: {@code seeker}, with the options TargetLimit, UseRandomBuild and UseRandomPlace. */
    public static final ComputerPlayerKind KIND = new ComputerPlayerKind("seeker", "Seeker computer player",
            "Hexkit's Seeker: sends each unit against the nearest or most valuable target, attacking in groups at "
                    + "decreasing odds, then builds by value and places by threat.",
            SeekerOptions.OPTIONS, (options, seed) -> new Seeker(SeekerOptions.of(options), seed));

    private enum Phase { UNITS, BUILD, PLACE, DONE }

    private final SeekerOptions options;
    private final SplittableRandom random;
    private Phase phase = Phase.UNITS;
    private UnitCycle cycle;
    private Building building;
    private Placement placement;
    private final Map<Long, PathCosts> paths = new HashMap<>();

    /**
     * @param options the options
     * @param seed the seed of its own random source (independent of the game's)
     */
    public Seeker(SeekerOptions options, long seed) {
        this.options = options;
        this.random = new SplittableRandom(seed);
    }

    /** @return the options it plays with */
    public SeekerOptions options() {
        return options;
    }

    @Override
    public void beginTurn(GameView view) {
        phase = Phase.UNITS;
        cycle = null;
        building = null;
        placement = null;
        paths.clear();
    }

    @Override
    public Command nextOrder(GameView view) {
        Situation situation = Situation.of(view, random.nextLong(), paths);
        while (true) {
            switch (phase) {
                case UNITS -> {
                    if (cycle == null) {
                        cycle = UnitCycle.begin(situation, options, random);
                    }
                    Command order = cycle.next(situation);
                    if (order != null) {
                        return order;
                    }
                    phase = Phase.BUILD;
                }
                case BUILD -> {
                    if (situation.accepts(Build.class)) {
                        if (building == null) {
                            building = options.useRandomBuild() ? Building.atRandom() : Building.byValue(situation);
                        }
                        Command order = building.next(situation, random);
                        if (order != null) {
                            return order;
                        }
                    }
                    phase = Phase.PLACE;
                }
                case PLACE -> {
                    if (situation.accepts(Place.class)) {
                        if (placement == null) {
                            placement = options.useRandomPlace() ? Placement.atRandom() : Placement.byThreat();
                        }
                        Command order = placement.next(situation, random);
                        if (order != null) {
                            return order;
                        }
                    }
                    phase = Phase.DONE;
                }
                case DONE -> {
                    return new EndTurn();
                }
            }
        }
    }
}
