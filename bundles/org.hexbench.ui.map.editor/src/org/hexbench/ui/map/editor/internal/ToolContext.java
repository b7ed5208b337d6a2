package org.hexbench.ui.map.editor.internal;

import java.util.BitSet;

import org.eclipse.emf.common.command.Command;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.ui.map.MapFigure;
import org.hexbench.ui.map.editor.scenario.MapEdits;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/** What the map tools need from their editor: the map, the palette's current choices, and a way to run edits. */
public interface ToolContext {

    /** @return the map figure (renderer, overlays, hit tests) */
    MapFigure figure();

    /** @return the map's content */
    ScenarioMapContent content();

    /** @return the command factory for the map */
    MapEdits edits();

    /** @return the chosen palette entry (terrain stack), or -1 */
    int terrainChoice();

    /**
     * Chooses a palette entry (the eyedropper does).
     *
     * @param paletteIndex the entry
     */
    void chooseTerrain(int paletteIndex);

    /** @return the chosen unit or effect class, or {@code null} */
    EntityClass entityChoice();

    /** @return the chosen faction, or {@code null} for none */
    Faction factionChoice();

    /** @return the brush radius in steps, 0 for a single site */
    int brushRadius();

    /**
     * Runs a command on the editing domain's command stack, or shows why it cannot run.
     *
     * @param command the command
     * @return whether it ran
     */
    boolean execute(Command command);

    /**
     * Selects sites (the Properties view then shows the first one).
     *
     * @param sites the sites
     */
    void select(BitSet sites);

    /**
     * Shows a message in the status line.
     *
     * @param message the message, or {@code null} to clear it
     */
    void status(String message);

    /**
     * Tells the editor which site the mouse is over, for the status line.
     *
     * @param site a site index, or -1
     */
    void hovered(int site);
}
