package org.hexbench.ui.map.editor.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/**
 * A selected site as the Properties view shows it (read-only; edit through the map's tools): coordinates, terrain
 * stack, owner, units, effects, and whose home or place site it is. The values are taken when the site is selected.
 */
public final class SiteProperties implements IPropertySource, IAdaptable {

    private final String name;
    private final Map<String, String> values = new LinkedHashMap<>();

    /**
     * Describes a site.
     *
     * @param content the map's content
     * @param site the site index
     */
    public SiteProperties(ScenarioMapContent content, int site) {
        this.name = content.siteName(site);
        GameMap map = content.map();
        TerrainLayout layout = content.layout();
        values.put("Coordinates", name);
        if (layout == null) {
            values.put("Terrain", "(cannot decode: " + content.problem() + ")");
            return;
        }
        values.put("Terrain", layout.stackAt(site).stream().map(ScenarioMapContent::nameOf)
                .collect(Collectors.joining(" + ")));
        values.put("Terrain stack", Integer.toString(layout.stackIndex(site)));
        Faction owner = null;
        List<String> units = new ArrayList<>();
        List<String> effects = new ArrayList<>();
        for (Area area : map.getAreas()) {
            if (!layout.sitesOf(area.getBounds(), area.getSites()).contains(site)) {
                continue;
            }
            if (area.getOwner() != null) {
                owner = area.getOwner();
            }
            area.getUnits().forEach(u -> units.add(describe(u)));
            area.getEffects().forEach(e -> effects.add(describe(e)));
        }
        values.put("Owner", owner == null ? "(none)" : factionName(owner));
        values.put("Units", units.isEmpty() ? "(none)" : String.join(", ", units));
        values.put("Effects", effects.isEmpty() ? "(none)" : String.join(", ", effects));
        List<String> homes = new ArrayList<>();
        for (HomeSite home : map.getHomeSites()) {
            if (home.getLocation() != null && home.getFaction() != null
                    && content.siteOf(home.getLocation().getX(), home.getLocation().getY()) == site) {
                homes.add(factionName(home.getFaction()));
            }
        }
        values.put("Home site of", homes.isEmpty() ? "(none)" : String.join(", ", homes));
        List<String> places = new ArrayList<>();
        for (PlaceSites place : map.getPlaceSites()) {
            if (layout.sitesOf(place.getBounds(), place.getSites()).contains(site)) {
                places.add((place.getFaction() == null ? "any faction" : factionName(place.getFaction()))
                        + (place.getEntityClass() == null ? "" : " (" + ScenarioMapContent.nameOf(place.getEntityClass())
                                + ")"));
            }
        }
        values.put("Place site for", places.isEmpty() ? "(none)" : String.join(", ", places));
    }

    private static String describe(EntityTemplate template) {
        if (template.getName() != null) {
            return template.getName();
        }
        return template.getEntityClass() == null ? "?" : ScenarioMapContent.nameOf(template.getEntityClass());
    }

    private static String factionName(Faction f) {
        return f.getName() != null ? f.getName() : f.getId();
    }

    /**
     * Returns one shown value.
     *
     * @param property the property's display name, e.g. "Owner"
     * @return the value, or {@code null}
     */
    public String value(String property) {
        return values.get(property);
    }

    @Override
    public String toString() {
        return "Site " + name;
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter == IPropertySource.class ? adapter.cast(this) : null;
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        return values.keySet().stream().map(key -> {
            PropertyDescriptor d = new PropertyDescriptor(key, key);
            d.setCategory("Site");
            return d;
        }).toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        return values.get(id);
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
    }
}
