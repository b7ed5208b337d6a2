package org.hexbench.ui.map.editor.scenario;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EffectClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.ScenarioPackage.Literals;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/**
 * The map editor's edits of a {@link GameMap}, each an EMF {@link Command} for the editing domain's command stack,
 * so that it is undoable on the same stack as every other scenario edit. Site contents live in areas (Hexkit User's
 * Guide §4.8.3 Map Storage Format): a site's own owner and entities go into a single-site area (one location, no
 * rectangle), which these
 * commands create when the site has none, and later areas overlay earlier ones.
 *
 * <p>A command that cannot apply is {@link UnexecutableCommand#INSTANCE}; {@link #refusal()} then says why.
 */
public final class MapEdits {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private final EditingDomain domain;
    private final ScenarioMapContent content;
    private String refusal;

    /**
     * Creates the edits of one map.
     *
     * @param domain the editing domain whose command stack will run the commands
     * @param content the map's content (for site coordinates and the decoded layout)
     */
    public MapEdits(EditingDomain domain, ScenarioMapContent content) {
        this.domain = domain;
        this.content = content;
    }

    /** @return why the last command asked for cannot apply, or {@code null} */
    public String refusal() {
        return refusal;
    }

    private Command refuse(String why) {
        refusal = why;
        return UnexecutableCommand.INSTANCE;
    }

    /**
     * Paints sites with a palette entry; sites that already have it are left out.
     *
     * @param sites the sites
     * @param paletteIndex the palette entry (terrain stack)
     * @return the command
     */
    public Command paintTerrain(BitSet sites, int paletteIndex) {
        refusal = null;
        TerrainLayout layout = content.layout();
        if (layout == null) {
            return refuse("the map's terrain cannot be decoded: " + content.problem());
        }
        if (paletteIndex < 0 || paletteIndex >= content.map().getPalette().size()) {
            return refuse("choose a terrain stack first");
        }
        int[] changed = sites.stream().filter(s -> s < layout.size() && layout.stackIndex(s) != paletteIndex)
                .toArray();
        if (changed.length == 0) {
            return refuse("those sites already have this terrain");
        }
        return new PaintTerrainCommand(content.map(), changed, paletteIndex);
    }

    /**
     * Places one entity of a class on a site, owned by a faction (units) or unowned (effects, or units without a
     * faction).
     *
     * @param site the site
     * @param entityClass a unit or effect class
     * @param owner the units' owner, or {@code null}
     * @return the command
     */
    public Command placeEntity(int site, EntityClass entityClass, Faction owner) {
        refusal = null;
        if (entityClass == null) {
            return refuse("choose a unit or effect class first");
        }
        boolean effect = entityClass instanceof EffectClass;
        Faction present = unitOwnerAt(site);
        if (!effect && present != null && owner != present) {
            return refuse("site " + content.siteName(site) + " holds units of " + nameOf(present)
                    + "; all units on a site belong to one faction");
        }
        EntityTemplate template = Elements.template(entityClass);
        Area area = ownArea(site);
        if (area != null && (effect || owner == null || owner == unitOwner(area))) {
            return label(AddCommand.create(domain, area, effect ? Literals.AREA__EFFECTS : Literals.AREA__UNITS,
                    template), "Place " + ScenarioMapContent.nameOf(entityClass));
        }
        Area created = newArea(site);
        if (!effect) {
            created.setUnitOwner(owner);
        }
        (effect ? created.getEffects() : created.getUnits()).add(template);
        return label(AddCommand.create(domain, content.map(), Literals.GAME_MAP__AREAS, created),
                "Place " + ScenarioMapContent.nameOf(entityClass));
    }

    /**
     * Removes the topmost entity (the last unit, else the last effect) of the topmost area holding entities on a
     * site. When that area spans other sites through single locations, the site is split off into its own area
     * first, so the other sites keep their entities.
     *
     * @param site the site
     * @return the command
     */
    public Command removeEntity(int site) {
        refusal = null;
        List<Area> areas = content.map().getAreas();
        for (int k = areas.size() - 1; k >= 0; k--) {
            Area area = areas.get(k);
            if ((area.getUnits().isEmpty() && area.getEffects().isEmpty()) || !covers(area, site)) {
                continue;
            }
            boolean unit = !area.getUnits().isEmpty();
            List<EntityTemplate> list = unit ? area.getUnits() : area.getEffects();
            EntityTemplate last = list.get(list.size() - 1);
            String label = "Remove " + (last.getEntityClass() == null ? "entity"
                    : ScenarioMapContent.nameOf(last.getEntityClass()));
            if (isSingleSite(area)) {
                return label(RemoveCommand.create(domain, area, unit ? Literals.AREA__UNITS : Literals.AREA__EFFECTS,
                        last), label);
            }
            Location own = locationOf(area, site);
            if (own == null) {
                return refuse("site " + content.siteName(site) + " is part of a rectangle of an area; "
                        + "edit that area's units in the scenario editor");
            }
            // split the site off: remove its location, give it a copy of the area without that entity
            Area copy = EcoreUtil.copy(area);
            copy.getBounds().clear();
            copy.getSites().clear();
            copy.getSites().add(EcoreUtil.copy(own));
            List<EntityTemplate> copied = unit ? copy.getUnits() : copy.getEffects();
            copied.remove(copied.size() - 1);
            CompoundCommand split = new CompoundCommand(label);
            split.append(RemoveCommand.create(domain, area, Literals.AREA__SITES, own));
            split.append(AddCommand.create(domain, content.map(), Literals.GAME_MAP__AREAS, copy, k + 1));
            return split;
        }
        return refuse("there is no unit or effect on site " + content.siteName(site));
    }

    /**
     * Gives a site an owner (Hexkit User's Guide §4.8.3 Map Storage Format: {@code Area.Owner}).
     *
     * @param site the site
     * @param owner the faction, or {@code null} to clear the site's own owner
     * @return the command
     */
    public Command setOwner(int site, Faction owner) {
        refusal = null;
        Area area = ownArea(site);
        if (area != null) {
            if (area.getOwner() == owner) {
                return refuse("site " + content.siteName(site) + " already has this owner");
            }
            return label(SetCommand.create(domain, area, Literals.AREA__OWNER,
                    owner == null ? SetCommand.UNSET_VALUE : owner), "Set Owner");
        }
        if (owner == null) {
            return refuse("site " + content.siteName(site) + " has no owner of its own");
        }
        Area created = newArea(site);
        created.setOwner(owner);
        return label(AddCommand.create(domain, content.map(), Literals.GAME_MAP__AREAS, created), "Set Owner");
    }

    /**
     * Sets owners of several sites as one command.
     *
     * @param sites the sites
     * @param owner the faction
     * @return the command
     */
    public Command setOwner(BitSet sites, Faction owner) {
        List<Command> parts = new ArrayList<>();
        sites.stream().forEach(s -> {
            Command c = setOwner(s, owner);
            if (c != UnexecutableCommand.INSTANCE) {
                parts.add(c);
            }
        });
        if (parts.isEmpty()) {
            return refuse("those sites already have this owner");
        }
        refusal = null;
        return parts.size() == 1 ? parts.get(0) : new CompoundCommand("Set Owner", parts);
    }

    /** Returns the topmost area that covers exactly this one site through a single location, or {@code null}. */
    private Area ownArea(int site) {
        List<Area> areas = content.map().getAreas();
        for (int k = areas.size() - 1; k >= 0; k--) {
            Area area = areas.get(k);
            if (isSingleSite(area) && content.siteOf(area.getSites().get(0).getX(),
                    area.getSites().get(0).getY()) == site) {
                return area;
            }
        }
        return null;
    }

    private static boolean isSingleSite(Area area) {
        return area.getBounds().isEmpty() && area.getSites().size() == 1;
    }

    private boolean covers(Area area, int site) {
        TerrainLayout layout = content.layout();
        return layout != null && layout.sitesOf(area.getBounds(), area.getSites()).contains(site);
    }

    private Location locationOf(Area area, int site) {
        for (Location l : area.getSites()) {
            if (content.siteOf(l.getX(), l.getY()) == site) {
                return l;
            }
        }
        return null;
    }

    /** Returns the owner of the units standing on a site (from the topmost area with units there), or null. */
    private Faction unitOwnerAt(int site) {
        List<Area> areas = content.map().getAreas();
        for (int k = areas.size() - 1; k >= 0; k--) {
            Area area = areas.get(k);
            if (!area.getUnits().isEmpty() && covers(area, site)) {
                return unitOwner(area);
            }
        }
        return null;
    }

    private static String nameOf(Faction faction) {
        return faction.getName() != null ? faction.getName() : faction.getId();
    }

    private static Faction unitOwner(Area area) {
        return area.getUnitOwner() != null ? area.getUnitOwner() : area.getOwner();
    }

    private Area newArea(int site) {
        Area area = F.createArea();
        area.getSites().add(Elements.location(content.modelX(site), content.modelY(site)));
        return area;
    }

    private static Command label(Command command, String label) {
        if (!command.canExecute()) {
            return command;
        }
        CompoundCommand labelled = new CompoundCommand(label);
        labelled.append(command);
        return labelled;
    }
}
