package org.hexbench.engine.world;

import java.util.List;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.VariableModifier;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.MapGeometry;

/**
 * Builds the initial world state from a scenario (Hexkit User's Guide §4.8 AreaSection Class, §4.7 FactionSection
 * Class, ch. 5 World State): faction resources and
 * counters, site owners and terrain stacks from the layout and areas (areas in list order), the units and effects
 * of areas (every site of an area receives the area's stacks, owned by its unit owner or owner), home sites, and
 * the factions' starting entities, which start unplaced, and under fog of war what each faction sees of all that
 * (its first {@link SetFactionSight}, and {@link ExploreMap} when the terrain is known). A template gives its entity a name, initial values and
 * modifiers that replace the class's, and a frame offset, or a random frame. Entity ids are assigned in this order,
 * so the same scenario always yields the same ids and frames.
 */
public final class WorldBuilder {

    private WorldBuilder() {
    }

    /**
     * Builds the initial state.
     *
     * @param catalog the indexed scenario
     * @return turn 0, first faction active, no command executed yet
     */
    public static WorldState build(Catalog catalog) {
        WorldState world = new WorldState(catalog);
        var factions = catalog.factions();
        for (int f = 0; f < factions.size(); f++) {
            Faction faction = world.faction(f);
            for (VariableValue vv : factions.get(f).getVariables()) {
                int v = index(catalog, vv);
                if (v >= 0) {
                    faction.defined[v] = true;
                    faction.initial[v] = vv.getValue();
                    faction.value[v] = vv.getValue();
                }
            }
            for (VariableModifier m : factions.get(f).getModifiers()) {
                int v = m.getVariable() == null ? -1 : catalog.variableIndex(m.getVariable().getId());
                if (v >= 0) {
                    faction.modifiers[v] = m.getValue();
                }
            }
        }
        var map = catalog.map();
        for (Area area : map.getAreas()) {
            int owner = factions.indexOf(area.getOwner());
            if (area.getOwner() != null) {
                for (int site : catalog.layout().sitesOf(area.getBounds(), area.getSites())) {
                    world.setSiteOwner(site, owner);
                }
            }
        }
        for (int site = 0; site < world.siteCount(); site++) {
            for (TerrainClass t : catalog.layout().stackAt(site)) {
                Entity e = world.createEntity(world.nextEntityId(), catalog.requireClass(t.getId()));
                world.setSite(e, site);
                world.setOwner(e, world.site(site).owner());
            }
        }
        for (Area area : map.getAreas()) {
            org.hexbench.scenario.Faction unitOwner = area.getUnitOwner() != null ? area.getUnitOwner() : area.getOwner();
            int owner = factions.indexOf(unitOwner);
            List<Integer> sites = catalog.layout().sitesOf(area.getBounds(), area.getSites());
            for (int site : sites) {
                for (EntityTemplate t : area.getUnits()) {
                    Entity e = create(world, t);
                    world.setOwner(e, owner);
                    world.setSite(e, site);
                }
                for (EntityTemplate t : area.getEffects()) {
                    Entity e = create(world, t);
                    world.setSite(e, site);
                    world.setOwner(e, world.site(site).owner());
                }
            }
        }
        for (HomeSite home : map.getHomeSites()) {
            int f = factions.indexOf(home.getFaction());
            if (f >= 0 && home.getLocation() != null) {
                world.setHomeSite(f, MapGeometry.indexOf(catalog.grid(), home.getLocation().getX(), home.getLocation().getY()));
            }
        }
        for (int f = 0; f < factions.size(); f++) {
            for (EntityTemplate t : factions.get(f).getStartingEntities()) {
                Entity e = create(world, t);
                world.setOwner(e, f);
            }
        }
        // fog of war: what each faction sees of the initial world is part of it (in every turn system, and alike in
        // every replay, which builds its world here too); from now on only instructions change it
        for (Instruction sight : world.sightChanges()) {
            sight.apply(world);
        }
        return world;
    }

    private static int index(Catalog catalog, VariableValue vv) {
        return vv.getVariable() == null ? -1 : catalog.variableIndex(vv.getVariable().getId());
    }

    /**
     * Picks the frame of a template that asks for a random one (Hexkit User's Guide §3.4.3 Frames and Animation,
     * §4.8.2 EntityTemplate Members: UseRandomFrame). It is drawn from the entity's id, not from the game's random
     * stream, so that building the world draws no number and the same scenario always looks the same.
     *
     * @param entity the entity id
     * @param frames the class's frame count
     * @return a frame index, 0 to frames - 1
     */
    static int randomFrame(int entity, int frames) {
        return new java.util.SplittableRandom(0x5EEDF4A3E0L + entity).nextInt(frames);
    }

    private static Entity create(WorldState world, EntityTemplate template) {
        Catalog catalog = world.catalog();
        if (template.getEntityClass() == null) {
            throw new IllegalArgumentException("an entity template has no class");
        }
        Entity e = world.createEntity(world.nextEntityId(), catalog.requireClass(template.getEntityClass().getId()));
        if (template.getName() != null && !template.getName().isEmpty()) {
            e.edit().name = template.getName();
        }
        e.edit().frameOffset = template.isUseRandomFrame() ? randomFrame(e.id(), catalog.frameCount(e.classIndex()))
                : template.getFrameOffset();
        for (VariableValue vv : template.getVariables()) {
            int v = index(catalog, vv);
            if (v >= 0) {
                e.edit().define(v, vv.getValue());
            }
        }
        for (VariableModifier m : template.getModifiers()) {
            int v = m.getVariable() == null ? -1 : catalog.variableIndex(m.getVariable().getId());
            if (v >= 0) {
                boolean wasSource = e.state.unitModifierSource;
                e.edit().setModifier(m.getTarget().getValue(), v, m.getValue());
                world.modifiersChanged(e, wasSource);
            }
        }
        return e;
    }
}
