package org.hexbench.play;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Automate;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.Destroy;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.command.Rename;
import org.hexbench.engine.command.Resign;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.map.MapGeometry;

/**
 * A command in the game's words, as Hexkit's event view and Command History read (Hexkit User's Guide §2.7 Commands,
 * §2.8.4 Command Events): the units by name and class, the sites by their map coordinates, e.g. "Cavalry (12) moved
 * from (3, 4) to (5, 4)" or "Infantry (7) attacked (6, 2), held by Blue League's Archers (30)". The command's text
 * form with entity ids and site indexes ({@link CommandCodec}) stays in saves and the details views.
 *
 * <p>Commands are described against the {@link Units units as they stood before the command}: after an attack the
 * fallen units are gone from the world, after a move the units stand elsewhere.
 */
public final class CommandText {

    /** Where the units stood and what they were called, as a command found them. */
    public interface Units {

        /**
         * @param id an entity id
         * @return the entity in words ({@link CommandText#unit}), or "unit 12" when it is unknown
         */
        String name(int id);

        /**
         * @param id an entity id
         * @return its site index, or -1 when it is unplaced or unknown
         */
        int site(int id);

        /**
         * @param site a site index
         * @return the ids of the units standing there
         */
        List<Integer> unitsOn(int site);

        /**
         * @param id an entity id
         * @return its owner's index, or -1
         */
        int owner(int id);
    }

    private CommandText() {
    }

    /**
     * A unit or other entity in words: its name and id, plus its class when it was renamed, e.g. "Cavalry (12)" or
     * "Bold Bob (12, Cavalry)" (Hexkit User's Guide §3.2.4 Identifiers and Names).
     *
     * @param entity an entity
     * @return the words
     */
    public static String unit(Entity entity) {
        String type = GameText.name(entity.entityClass());
        return entity.name().equals(type) ? entity.name() + " (" + entity.id() + ")"
                : entity.name() + " (" + entity.id() + ", " + type + ")";
    }

    /**
     * @param world the state
     * @param site a site index
     * @return its map coordinates as the scenario files and the editors show them, e.g. "(3, 4)"; an index off the map
     *         as "site -5 (off the map)"
     */
    public static String site(WorldState world, int site) {
        return site >= 0 && site < world.siteCount() ? MapGeometry.nameOf(world.catalog().grid(), site)
                : "site " + site + " (off the map)";
    }

    /**
     * @param world the state now
     * @return the units as they stand now, for describing a command before it executes
     */
    public static Units current(WorldState world) {
        return new Units() {
            @Override
            public String name(int id) {
                Entity e = world.entity(id);
                return e == null ? "unit " + id : unit(e);
            }

            @Override
            public int site(int id) {
                Entity e = world.entity(id);
                return e == null ? -1 : e.site();
            }

            @Override
            public List<Integer> unitsOn(int site) {
                return site < 0 || site >= world.siteCount() ? List.of()
                        : world.site(site).units().stream().map(Entity::id).toList();
            }

            @Override
            public int owner(int id) {
                Entity e = world.entity(id);
                return e == null ? -1 : e.owner();
            }
        };
    }

    /**
     * A record of the units of a world that outlives them: {@link #update} it after each command, and describe the
     * next command against it.
     */
    public static final class Record implements Units {

        private final Map<Integer, String> names = new HashMap<>();
        private final Map<Integer, Integer> sites = new HashMap<>();
        private final Map<Integer, Integer> owners = new HashMap<>();

        /**
         * @param world the state to record
         */
        public Record(WorldState world) {
            update(world);
        }

        /**
         * Records the entities as they are now (those gone keep their last name, site and owner, so a report of their
         * end can name them).
         *
         * @param world the state
         */
        public void update(WorldState world) {
            for (Entity e : world.entities()) {
                names.put(e.id(), unit(e));
                if (e.category() == EntityCategory.UNIT) {
                    sites.put(e.id(), e.site());
                } else {
                    sites.remove(e.id());
                }
                owners.put(e.id(), e.owner());
            }
            sites.keySet().removeIf(id -> world.entity(id) == null);
        }

        /**
         * Learns the entities created since the last {@link #update} (a Build, a Place), leaving those known as
         * recorded.
         *
         * @param world the state
         */
        public void learn(WorldState world) {
            for (Entity e : world.entities()) {
                if (names.putIfAbsent(e.id(), unit(e)) == null) {
                    owners.put(e.id(), e.owner());
                    if (e.category() == EntityCategory.UNIT) {
                        sites.put(e.id(), -1);
                    }
                }
            }
        }

        /**
         * Notes that a unit stands on another site now (the log follows moves instruction by instruction).
         *
         * @param id the entity id
         * @param site its new site, or -1
         */
        public void moved(int id, int site) {
            if (sites.containsKey(id)) {
                sites.put(id, site);
            }
        }

        /**
         * Notes that an entity is gone; it keeps its name.
         *
         * @param id the entity id
         */
        public void removed(int id) {
            sites.remove(id);
        }

        @Override
        public String name(int id) {
            return names.getOrDefault(id, "unit " + id);
        }

        @Override
        public int site(int id) {
            return sites.getOrDefault(id, -1);
        }

        @Override
        public List<Integer> unitsOn(int site) {
            List<Integer> ids = new ArrayList<>();
            sites.forEach((id, s) -> {
                if (s == site) {
                    ids.add(id);
                }
            });
            ids.sort(null);
            return ids;
        }

        @Override
        public int owner(int id) {
            return owners.getOrDefault(id, -1);
        }
    }

    /**
     * Describes a command's text form (as the history records it) in words; a text that is no command is returned
     * as it is.
     *
     * @param world the state (for site coordinates, faction and class names)
     * @param text the command's text form
     * @param units the units as the command found them
     * @return the words, e.g. "moved Cavalry (12) from (3, 4) to (5, 4)"
     */
    public static String of(WorldState world, String text, Units units) {
        Command command;
        try {
            command = CommandCodec.decode(text);
        } catch (IllegalArgumentException e) {
            return text;
        }
        return of(world, command, units);
    }

    /**
     * Describes a command in words.
     *
     * @param world the state (for site coordinates, faction and class names)
     * @param command the command
     * @param units the units as the command found them
     * @return the words
     */
    public static String of(WorldState world, Command command, Units units) {
        return switch (command) {
            case Move m -> "moved " + names(m.units(), units) + from(world, m.units(), units) + " to "
                    + site(world, m.target());
            case Attack a -> names(a.units(), units) + from(world, a.units(), units) + " attacked "
                    + site(world, a.target()) + held(world, a.target(), units);
            case Place p -> "placed " + names(p.entities(), units) + " on " + site(world, p.target());
            case Build b -> "built " + b.classes().stream().map(id -> className(world, id))
                    .collect(Collectors.joining(", "));
            case Destroy d -> "destroyed " + names(d.entities(), units);
            case Rename r -> "renamed " + names(r.entities(), units) + " to \u201c" + r.name() + "\u201d";
            case Automate a -> "automated " + names(a.entities(), units) + ": " + a.text();
            case Resign r -> "resigned";
            case BeginTurn b -> "began its turn";
            case EndTurn e -> "ended its turn";
        };
    }

    /**
     * @param ids entity ids
     * @param units the units
     * @return their names, comma-separated
     */
    public static String names(List<Integer> ids, Units units) {
        return ids.stream().map(units::name).collect(Collectors.joining(", "));
    }

    private static String from(WorldState world, List<Integer> ids, Units units) {
        int site = ids.isEmpty() ? -1 : units.site(ids.get(0));
        return site < 0 ? "" : " from " + site(world, site);
    }

    private static String held(WorldState world, int target, Units units) {
        List<Integer> defenders = units.unitsOn(target);
        if (defenders.isEmpty()) {
            return "";
        }
        int owner = units.owner(defenders.get(0));
        String faction = owner >= 0 && owner < world.factionCount() ? world.faction(owner).name() + "'s " : "";
        return ", held by " + faction + names(defenders, units);
    }

    private static String className(WorldState world, String id) {
        int index = world.catalog().classIndex(id);
        return index < 0 ? id : GameText.name(world.catalog().entityClass(index));
    }
}
