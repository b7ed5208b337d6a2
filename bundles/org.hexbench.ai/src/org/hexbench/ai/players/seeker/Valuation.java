package org.hexbench.ai.players.seeker;

import java.util.List;
import java.util.random.RandomGenerator;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.EntityClass;

/**
 * How desirable a faction's actual and potential possessions are to its computer player (Hexkit User's Guide §9.2
 * Evaluating Possessions): entity classes (to build), entities (to protect, or to destroy when another faction owns
 * them) and map sites (to defend or capture). Valuations are non-negative, usually within [0, 1].
 *
 * <ul>
 * <li><b>Context-free valuation</b> (§9.2.1, Figure 52): an entity class's scenario valuation (its
 * {@code valuation} setting; Hexbench's default is 0.5 where Hexkit's is 0); an entity's class valuation times, for
 * each resource whose value differs from its initial value, (value − minimum) / (initial − minimum), capped at 1; a
 * site's sum of its terrains' valuations.</li>
 * <li><b>Contextual valuation</b> (§9.2.2, Figure 53, Hexkit's Faction.Evaluate): an entity's equals its
 * context-free one; a site's is 1.0 for the faction's home site, 0.9 for another faction's home site, else 0.8
 * times its context-free valuation over the map's greatest; an entity class's steers the faction towards each
 * buildable class's most desirable share (see {@link #evaluate(EntityClass)}).</li>
 * </ul>
 *
 * Hexbench's rule files cannot override these as Hexkit's rule scripts could; these are Hexkit's defaults.
 */
public final class Valuation {

    private final WorldState world;
    private final int faction;
    private double maxSiteValuation = Double.NaN;

    /**
     * @param world the world state
     * @param faction the evaluating faction
     */
    public Valuation(WorldState world, int faction) {
        this.world = world;
        this.faction = faction;
    }

    /**
     * @param entityClass an entity class
     * @return its context-free valuation, the scenario's setting (§9.2.1)
     */
    public static double of(EntityClass entityClass) {
        return Math.max(0, entityClass.getValuation());
    }

    /**
     * Hexkit's Entity.Valuation (Figure 52).
     *
     * @param entity an entity
     * @return its class valuation scaled by its depleted resources, at most 1
     */
    public double contextFree(Entity entity) {
        double valuation = of(entity.entityClass());
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (entity.has(v) && world.catalog().kind(v) == VariableKind.RESOURCE
                    && entity.value(v) != entity.initial(v)) {
                int minimum = world.catalog().variable(v).getMinimum();
                if (entity.initial(v) != minimum) {
                    valuation *= (double) (entity.value(v) - minimum) / (entity.initial(v) - minimum);
                }
            }
        }
        return Math.max(0, Math.min(1.0, valuation));
    }

    /**
     * Hexkit's Site.Valuation (Figure 52).
     *
     * @param site a site index
     * @return the sum of its terrains' valuations (may exceed 1)
     */
    public double contextFree(int site) {
        double sum = 0;
        for (Entity terrain : world.site(site).terrains()) {
            sum += contextFree(terrain);
        }
        return sum;
    }

    /** @return Hexkit's WorldState.MaxSiteValuation: the greatest context-free site valuation on the map */
    public double maxSiteValuation() {
        if (Double.isNaN(maxSiteValuation)) {
            double max = 0;
            for (int s = 0; s < world.siteCount(); s++) {
                max = Math.max(max, contextFree(s));
            }
            maxSiteValuation = max;
        }
        return maxSiteValuation;
    }

    /**
     * Hexkit's Faction.Evaluate(Entity): the context-free valuation, which already counts the entity's state. For
     * another faction's unit it is the threat the unit poses, and its priority as a target.
     *
     * @param entity an entity
     * @return its contextual valuation
     */
    public double evaluate(Entity entity) {
        return contextFree(entity);
    }

    /**
     * Hexkit's Faction.Evaluate(Site) (Figure 53).
     *
     * @param site a site index
     * @return 1.0 for the faction's home site, 0.9 for another faction's home site, else 0.8 × its valuation over
     *         the map's greatest (0 when every site is worthless)
     */
    public double evaluate(int site) {
        double max = maxSiteValuation();
        if (max == 0.0) {
            return 0.0;
        }
        if (site == world.homeSite(faction)) {
            return 1.0;
        }
        for (int f = 0; f < world.factionCount(); f++) {
            if (f != faction && world.faction(f).isAlive() && world.homeSite(f) == site) {
                return 0.9;
            }
        }
        return 0.8 * contextFree(site) / max;
    }

    /**
     * Hexkit's Faction.Evaluate(EntityClass) (§9.2.2, Figure 53). The class's context-free valuation over the sum of
     * those of all classes of its category the faction can build is its most desirable share among the faction's
     * entities of that category; the valuation is twice that share minus the class's actual share among the
     * faction's entities of buildable classes, within [0, 1]: doubled when the faction owns none of the class, zero
     * when it owns twice its share or more. As §9.2.2 says, the valuation is the context-free one when the faction
     * owns no entity of the category, and (as Figure 53's first test) when it cannot build the class.
     *
     * @param entityClass an entity class
     * @return its contextual valuation
     */
    public double evaluate(EntityClass entityClass) {
        double valuation = of(entityClass);
        if (valuation == 0.0) {
            return 0.0;
        }
        EntityCategory category = EntityCategory.of(entityClass);
        List<? extends EntityClass> buildable = buildableClasses(category);
        if (!buildable.contains(entityClass)) {
            return valuation;
        }
        double sum = 0;
        for (EntityClass c : buildable) {
            sum += of(c);
        }
        List<Entity> owned = entities(category);
        if (owned.isEmpty()) {
            return valuation;
        }
        int specified = 0;
        int buildableCount = 0;
        for (Entity e : owned) {
            if (e.entityClass() == entityClass) {
                specified++;
            }
            if (buildable.contains(e.entityClass())) {
                buildableCount++;
            }
        }
        double share = valuation / sum;
        double actual = buildableCount == 0 ? 0 : (double) specified / buildableCount;
        return Math.max(0.0, Math.min(1.0, 2 * share - actual));
    }

    private List<? extends EntityClass> buildableClasses(EntityCategory category) {
        var f = world.faction(faction).scenarioFaction();
        return switch (category) {
            case UNIT -> f.getBuildableUnits();
            case TERRAIN -> f.getBuildableTerrains();
            case UPGRADE -> f.getBuildableUpgrades();
            case EFFECT -> List.of();
        };
    }

    private List<Entity> entities(EntityCategory category) {
        var f = world.faction(faction);
        return switch (category) {
            case UNIT -> f.units();
            case TERRAIN -> f.terrains();
            case UPGRADE -> f.upgrades();
            case EFFECT -> f.effects();
        };
    }

    /**
     * Hexkit's AlgorithmGeneral.SelectValuable (§9.2.3) for two sites: the one with the greater contextual valuation,
     * else the greater context-free valuation, else either with even chance.
     *
     * @param a a site index
     * @param b another site index
     * @param random the player's random source, for the last resort
     * @return a or b
     */
    public int selectValuable(int a, int b, RandomGenerator random) {
        int byContext = Double.compare(evaluate(a), evaluate(b));
        if (byContext != 0) {
            return byContext > 0 ? a : b;
        }
        int byValue = Double.compare(contextFree(a), contextFree(b));
        if (byValue != 0) {
            return byValue > 0 ? a : b;
        }
        return random.nextBoolean() ? a : b;
    }
}
