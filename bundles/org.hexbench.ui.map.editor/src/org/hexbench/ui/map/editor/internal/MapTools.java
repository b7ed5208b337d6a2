package org.hexbench.ui.map.editor.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.gef.Tool;

/** The map editor's tools in tool bar order, with the short names and descriptions the tool bar shows. */
public final class MapTools {

    private final Map<Tool, String[]> tools = new LinkedHashMap<>();

    /**
     * Creates every tool for one editor.
     *
     * @param context what the tools act on
     */
    public MapTools(ToolContext context) {
        add(new SelectTool(context), "Select", "click a site, Shift+click to add, drag a marquee");
        add(new TerrainTool(context, false), "Brush", "paint the chosen terrain stack; the radius widens the brush");
        add(new FillTool(context), "Fill", "flood-fill the connected sites of the clicked site's terrain");
        add(new TerrainTool(context, true), "Line", "drag a straight line of the chosen terrain");
        add(new EntityTool(context, false), "Place", "place the chosen unit or effect, owned by the chosen faction");
        add(new EntityTool(context, true), "Remove", "remove the topmost unit or effect of the clicked site");
        add(new OwnerTool(context), "Owner", "give the sites under the stroke to the chosen faction");
        add(new EyedropperTool(context), "Pick", "take the clicked site's terrain stack for the brush");
    }

    private void add(Tool tool, String name, String description) {
        tools.put(tool, new String[] {name, description});
    }

    /** @return the tools in tool bar order */
    public List<Tool> all() {
        return List.copyOf(tools.keySet());
    }

    /**
     * @param tool one of {@link #all()}
     * @return its tool bar name
     */
    public String name(Tool tool) {
        return tools.get(tool)[0];
    }

    /**
     * @param tool one of {@link #all()}
     * @return what it does, for the tooltip and the status line
     */
    public String description(Tool tool) {
        return tools.get(tool)[1];
    }
}
