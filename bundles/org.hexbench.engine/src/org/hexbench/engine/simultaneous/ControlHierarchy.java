package org.hexbench.engine.simultaneous;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Player;
import org.hexbench.scenario.PlayerControl;

/**
 * Which players control which factions and with what precedence (the Tiling Module design note's PlayerControl and
 * ControlHeirarchy, "Game Terminology"), from the scenario's players; a scenario without players gets one player per
 * faction, named by the faction id, with precedence 0. A precedence is a rank, as the scenario model documents it:
 * when several controlling players direct one unit, the lowest precedence wins; on a tie, the directive submitted
 * first.
 */
public final class ControlHierarchy {

    private final Map<String, Map<Integer, Integer>> precedence = new LinkedHashMap<>();

    /**
     * Reads the hierarchy of a world's scenario.
     *
     * @param world the world state
     */
    public ControlHierarchy(WorldState world) {
        var section = world.catalog().scenario().getFactions();
        List<Player> players = section.getPlayers();
        if (players.isEmpty()) {
            for (int f = 0; f < world.factionCount(); f++) {
                precedence.computeIfAbsent(world.faction(f).id(), k -> new LinkedHashMap<>()).put(f, 0);
            }
            return;
        }
        for (Player p : players) {
            Map<Integer, Integer> controls = precedence.computeIfAbsent(p.getId(), k -> new LinkedHashMap<>());
            for (PlayerControl c : p.getControls()) {
                int f = world.catalog().factions().indexOf(c.getFaction());
                if (f >= 0) {
                    controls.put(f, c.getPrecedence());
                }
            }
        }
    }

    /** @return the player ids in scenario order */
    public List<String> players() {
        return List.copyOf(precedence.keySet());
    }

    /**
     * @param player a player id
     * @param faction a faction index
     * @return the player's precedence over the faction, or {@code null} if it does not control it
     */
    public Integer precedence(String player, int faction) {
        Map<Integer, Integer> controls = precedence.get(player);
        return controls == null ? null : controls.get(faction);
    }

    /**
     * Names the player whose directives a faction's orders become: the player controlling it with the lowest
     * precedence, the first rank (the first of them on a tie), or the faction's id when no player controls it.
     *
     * @param faction a faction index
     * @param world the world whose factions the hierarchy was read from
     * @return the player id
     */
    public String playerFor(int faction, WorldState world) {
        String best = world.faction(faction).id();
        Integer bestPrecedence = null;
        for (var e : precedence.entrySet()) {
            Integer p = e.getValue().get(faction);
            if (p != null && (bestPrecedence == null || p < bestPrecedence)) {
                best = e.getKey();
                bestPrecedence = p;
            }
        }
        return best;
    }
}
