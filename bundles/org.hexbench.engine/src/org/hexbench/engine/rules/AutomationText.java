package org.hexbench.engine.rules;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Automate;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.Destroy;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.command.Resign;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.map.MapGeometry;

/**
 * The default reading of an Automate command's text (Hexkit §6.4.4 "Queuing with Automate"): the text hints at the
 * desired action, and the action is only decided when the Automate command runs, so it can be checked against the
 * state of that moment. Two forms name a command:
 * <ul>
 * <li>a verb with the Automate command's entities, as in Hexkit's example {@code "Move (043,016)"}:
 * {@code Move <target>}, {@code Attack <target>}, {@code Place <target>}, {@code Destroy} or {@code Resign}
 * (case-insensitive), where the target is a site index or a map location {@code (column,row)};</li>
 * <li>any command line in the history's text form ({@link CommandCodec}), e.g. {@code Build [infantry]}.</li>
 * </ul>
 * Any other text is the rule script's own business and names no command. Automate, Begin Turn and End Turn are
 * never named (no automation of automation, no turn advancement).
 */
public final class AutomationText {

    private static final Pattern VERB = Pattern.compile("(?i)(move|attack|place|destroy|resign)(?:\\s+(.+))?");
    private static final Pattern LOCATION = Pattern.compile("\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)");

    private AutomationText() {
    }

    /**
     * Reads the command an Automate text names.
     *
     * @param world the current state (to resolve map locations)
     * @param entities the Automate command's entities
     * @param text the Automate command's text
     * @return the named command, or {@code null} if the text names none (or a site outside the map)
     */
    public static Command parse(WorldState world, List<Entity> entities, String text) {
        String t = text.strip();
        Matcher m = VERB.matcher(t);
        if (m.matches()) {
            List<Integer> ids = entities.stream().map(Entity::id).toList();
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            String argument = m.group(2);
            if (verb.equals("resign") || verb.equals("destroy")) {
                if (argument != null) {
                    return decode(t);
                }
                return verb.equals("resign") ? new Resign() : new Destroy(ids);
            }
            int site = argument == null ? -1 : site(world, argument.strip());
            if (site < 0) {
                return argument == null ? null : decode(t);
            }
            return switch (verb) {
                case "move" -> new Move(ids, site);
                case "attack" -> new Attack(ids, site);
                default -> new Place(ids, site);
            };
        }
        return decode(t);
    }

    private static Command decode(String text) {
        try {
            Command c = CommandCodec.decode(text);
            return c instanceof Automate || c instanceof BeginTurn || c instanceof EndTurn ? null : c;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** @return the site index of {@code "12"} or {@code "(3,4)"}, or -1 if it is neither or off the map */
    private static int site(WorldState world, String text) {
        Matcher location = LOCATION.matcher(text);
        int site;
        if (location.matches()) {
            var grid = world.catalog().grid();
            int x = Integer.parseInt(location.group(1));
            int y = Integer.parseInt(location.group(2));
            site = MapGeometry.indexOf(grid, x, y);
        } else if (text.matches("\\d{1,9}")) {
            site = Integer.parseInt(text);
        } else {
            return -1;
        }
        return site >= 0 && site < world.siteCount() ? site : -1;
    }
}
