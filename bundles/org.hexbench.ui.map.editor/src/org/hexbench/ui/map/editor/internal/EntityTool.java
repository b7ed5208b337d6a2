package org.hexbench.ui.map.editor.internal;

/**
 * Places one entity of the chosen unit or effect class on the clicked site, owned by the chosen faction, or removes
 * the site's topmost entity.
 */
final class EntityTool extends MapTool {

    private final boolean remove;

    EntityTool(ToolContext context, boolean remove) {
        super(context, remove ? "Remove Entity" : "Place Entity");
        this.remove = remove;
    }

    @Override
    protected void pressed(int site) {
        if (site < 0) {
            return;
        }
        context.execute(remove ? context.edits().removeEntity(site)
                : context.edits().placeEntity(site, context.entityChoice(), context.factionChoice()));
    }
}
