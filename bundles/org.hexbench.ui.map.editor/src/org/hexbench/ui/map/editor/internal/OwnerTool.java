package org.hexbench.ui.map.editor.internal;

import java.util.BitSet;

import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/** Gives the sites under a stroke (with the brush radius) the chosen faction as owner, as one command. */
final class OwnerTool extends MapTool {

    private final BitSet stroke = new BitSet();

    OwnerTool(ToolContext context) {
        super(context, "Set Owner");
    }

    @Override
    protected void pressed(int site) {
        stroke.clear();
        dragged(site);
    }

    @Override
    protected void dragged(int site) {
        stroke.or(brush(site));
        int rgb = context.factionChoice() == null ? MapContent.NO_OWNER
                : ScenarioMapContent.colorOf(context.factionChoice());
        preview((BitSet) stroke.clone(), rgb == MapContent.NO_OWNER ? 0xffffff : rgb);
    }

    @Override
    protected void released(int site) {
        clearPreview();
        if (!stroke.isEmpty()) {
            context.execute(context.edits().setOwner((BitSet) stroke.clone(), context.factionChoice()));
        }
        stroke.clear();
    }
}
