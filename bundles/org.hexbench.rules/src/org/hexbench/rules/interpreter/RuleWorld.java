package org.hexbench.rules.interpreter;

import org.hexbench.rules.typing.Type;

/**
 * What a running rule may ask of the game world and how it acts on it. The engine binding implements it
 * over the engine's world state; rules see units, sites, factions, classes and variables only as int indexes, so
 * they cannot reach Java objects, files, the network or reflection. Effects are emitted as plain data
 * ({@link Effect}); the binding turns them into engine instructions, so saved games replay from the recorded
 * instructions, not from the rules (Hexkit User's Guide §6.1.1 Two Levels of Execution, §7.3.2 Data Persistence).
 */
public interface RuleWorld {

    /** @param unit a unit, possibly none @return its site, or -1 (no site) if it is not placed */
    int siteOf(int unit);

    /** @param unit a unit @return its owning faction */
    int ownerOf(int unit);

    /** @param unit a unit @return its class index */
    int classOf(int unit);

    /** @param unit a unit @param variable a variable index @return the unit's current value */
    int unitVariable(int unit, int variable);

    /** @param unit a unit @param variable a variable index @return the unit's maximum (initial) value of the variable */
    int unitMaximum(int unit, int variable);

    /** @param faction a faction @param variable a variable index @return the faction's current value */
    int factionVariable(int faction, int variable);

    /** @param site a site @return the units on it, bottom first */
    int[] unitsAt(int site);

    /** @param faction a faction @return its living units, placed or not (test with {@code is placed}) */
    int[] unitsOf(int faction);

    /** @param center a site @param radius a distance @return the sites at distance 0..radius of center (center included), ascending */
    int[] sitesWithin(int center, int radius);

    /** @param site a site @return its neighbouring sites on the map */
    int[] neighbours(int site);

    /**
     * @param start a site
     * @param direction a direction index (0 .. directionCount()-1)
     * @return the sites in a straight line from start (excluded) in the direction up to the map edge
     */
    int[] line(int start, int direction);

    /** @return the number of directions of the map's grid (6 on hexagons, 4 or 8 on squares) */
    int directionCount();

    /** @param from a site @param to a site @return their grid distance */
    int distance(int from, int to);

    /** @param from a site @param to a site @return the sites of a shortest path, from excluded, to included; empty if none */
    int[] path(int from, int to);

    /** @return every site of the map, ascending */
    int[] sites();

    /** @return every faction still in the game, in turn order */
    int[] factions();

    /**
     * @param site a site
     * @return its row as the scenario's editors show sites: y of (x, y) on rectangular maps, HexTC2's row x on a
     *         hexagon board (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT); -1 for no site
     */
    int row(int site);

    /**
     * @param site a site
     * @return its column: x of (x, y) on rectangular maps, HexTC2's diagonal rank y on a hexagon board; -1 for no site
     */
    int column(int site);

    /** @return the current turn, 1 for the first */
    int turn();

    /**
     * @param type the static type of the value (unit, site, faction or class)
     * @param value the value, possibly none ({@link RuleCompiler#NONE})
     * @return its name for messages (for none: "no unit", "nowhere", "no faction", "no class")
     */
    String describe(Type type, int value);

    /**
     * Carries out one effect. The binding may apply it at once, so later queries of the same hook see it (as
     * Hexkit's instructions execute while the program is generated, Hexkit User's Guide §6.1.1 Two Levels of
     * Execution).
     *
     * @param effect the effect
     */
    void emit(Effect effect);
}
