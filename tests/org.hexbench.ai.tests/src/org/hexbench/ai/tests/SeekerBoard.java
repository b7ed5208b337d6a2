package org.hexbench.ai.tests;

import java.util.HashMap;
import java.util.List;
import org.hexbench.ai.GameView;
import org.hexbench.ai.players.seeker.Situation;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.template.Elements;
import org.hexbench.testdata.SmallScenario;

/**
 * Hand-made positions for Seeker's rules: the test data's {@link SmallScenario} (squares on edge, so the distance
 * between two sites is the number of rows plus columns between them; plains everywhere, difficulty 1, capturable;
 * red owns the two west columns, blue the two east ones; one soldier each, strength 5, movement 2, range 1), changed
 * before the game starts, then arranged with instructions as the engine's own tests arrange theirs. Red's first turn
 * has begun when the game starts.
 */
final class SeekerBoard {

    final SmallScenario s;
    private final int width;
    Game game;
    TurnSystem turns;
    WorldState world;

    SeekerBoard(int width, int height) {
        s = SmallScenario.create(width, height);
        this.width = width;
    }

    /** Starts the game with Hexkit's default rules; red's turn has begun. */
    SeekerBoard start() {
        return start(new DefaultRules());
    }

    /** Starts the game with the given rules; red's turn has begun. */
    SeekerBoard start(Rules rules) {
        try {
            game = new Game(new Catalog(s.scenario), rules, 7);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        turns = TurnSystem.of(game, 20);
        turns.start();
        world = game.world();
        return this;
    }

    int site(int x, int y) {
        return y * width + x;
    }

    /** Adds a site holding units of the given classes, owned (site and units) by a faction, before the start. */
    void units(Faction owner, int x, int y, EntityClass... classes) {
        s.units(owner, x, y, classes);
    }

    /** Adds foreground terrain on one site, before the start. */
    void terrain(TerrainClass terrain, Faction owner, int x, int y) {
        Area area = s.owned(owner, x, y, 1, 1);
        area.getTerrains().add(terrain);
    }

    /** Adds an explicit place site of a faction, before the start. */
    void placeSite(Faction faction, int x, int y) {
        PlaceSites p = ScenarioFactory.eINSTANCE.createPlaceSites();
        p.setFaction(faction);
        p.getSites().add(Elements.location(x, y));
        s.map.getPlaceSites().add(p);
    }

    /** @return a faction's units, in creation order */
    List<Entity> units(int faction) {
        return world.faction(faction).units();
    }

    Entity unit(int faction, int index) {
        return units(faction).get(index);
    }

    /** Puts a unit on a site, through instructions. */
    void put(Entity unit, int site) {
        apply(new SetEntitySite(unit.id(), -1), new SetEntitySite(unit.id(), site));
    }

    /** Sets a unit's resource, through an instruction. */
    void set(Entity unit, String resource, int value) {
        apply(new SetEntityVariable(unit.id(), resource, value));
    }

    void apply(Instruction... instructions) {
        for (Instruction i : instructions) {
            i.apply(world);
        }
    }

    GameView view(int faction) {
        return new GameView(turns, faction);
    }

    /** @return the game as Seeker reads it for a faction now */
    Situation situation(int faction) {
        return Situation.of(view(faction), 1, new HashMap<>());
    }
}
