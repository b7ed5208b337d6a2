package org.hexbench.ui.map.editor.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.hexbench.scenario.EffectClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.ui.map.MapSymbol;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/**
 * The map editor's palette beside the map: the map's terrain stacks (what the brush, line and fill paint), the brush
 * radius, the unit and effect classes to place, and the faction that owns placed units and painted ownership.
 * Lists are rebuilt from the model when it changes, keeping the choices where they still exist.
 */
public final class MapPalette {

    /** Widget id of the terrain stack list, for UI tests. */
    public static final String TERRAINS_ID = "org.hexbench.ui.map.palette.terrains";
    /** Widget id of the entity class list. */
    public static final String ENTITIES_ID = "org.hexbench.ui.map.palette.entities";
    /** Widget id of the faction combo. */
    public static final String FACTION_ID = "org.hexbench.ui.map.palette.faction";
    /** Widget id of the brush radius spinner. */
    public static final String RADIUS_ID = "org.hexbench.ui.map.palette.radius";
    private static final String ID_KEY = "org.hexbench.id";

    private final Scenario scenario;
    private final ScenarioMapContent content;
    private final Composite control;
    private final Table terrains;
    private final Table entities;
    private final Combo faction;
    private final Spinner radius;
    private final List<Image> swatches = new ArrayList<>();
    private List<EntityClass> entityClasses = List.of();
    private List<Faction> factions = List.of();

    /**
     * Creates the palette's widgets.
     *
     * @param parent the parent composite
     * @param scenario the scenario (entity classes and factions)
     * @param content the map's content (palette stacks and symbols)
     */
    public MapPalette(Composite parent, Scenario scenario, ScenarioMapContent content) {
        this.scenario = scenario;
        this.content = content;
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(2, false));
        terrains = list("Terrain stacks", TERRAINS_ID);
        new Label(control, SWT.NONE).setText("Brush radius:");
        radius = new Spinner(control, SWT.BORDER);
        radius.setData(ID_KEY, RADIUS_ID);
        radius.setValues(0, 0, 20, 0, 1, 5);
        entities = list("Units and effects", ENTITIES_ID);
        new Label(control, SWT.NONE).setText("Faction:");
        faction = new Combo(control, SWT.READ_ONLY);
        faction.setData(ID_KEY, FACTION_ID);
        faction.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        control.addDisposeListener(e -> disposeSwatches());
        refresh();
        if (terrains.getItemCount() > 0) {
            terrains.select(0);
        }
        if (entities.getItemCount() > 0) {
            entities.select(0);
        }
        faction.select(faction.getItemCount() > 1 ? 1 : 0);
    }

    /** Adds a heading and a single-selection list below it, spanning both columns. */
    private Table list(String heading, String id) {
        Label label = new Label(control, SWT.NONE);
        label.setText(heading);
        label.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        Table table = new Table(control, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setData(ID_KEY, id);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        return table;
    }

    /** @return the palette's top control */
    public Composite control() {
        return control;
    }

    /** Re-reads terrain stacks, entity classes and factions from the model, keeping the current choices. */
    public void refresh() {
        if (control.isDisposed()) {
            return;
        }
        int terrain = terrains.getSelectionIndex();
        int entity = entities.getSelectionIndex();
        int owner = faction.getSelectionIndex();
        disposeSwatches();
        terrains.removeAll();
        int index = 0;
        for (TerrainStack stack : content.map().getPalette()) {
            TableItem item = new TableItem(terrains, SWT.NONE);
            String names = stack.getTerrains().stream().map(ScenarioMapContent::nameOf)
                    .collect(Collectors.joining(" + "));
            item.setText(index + ": " + (names.isEmpty() ? "(empty)" : names));
            if (!stack.getTerrains().isEmpty()) {
                item.setImage(swatch(content.symbolOf(stack.getTerrains().get(0))));
            }
            index++;
        }
        entities.removeAll();
        List<EntityClass> classes = new ArrayList<>();
        EntitySection section = scenario.getEntities();
        if (section != null) {
            classes.addAll(section.getUnits());
            classes.addAll(section.getEffects());
        }
        entityClasses = classes;
        for (EntityClass c : classes) {
            TableItem item = new TableItem(entities, SWT.NONE);
            item.setText(ScenarioMapContent.nameOf(c) + (c instanceof EffectClass ? " (effect)" : ""));
            item.setImage(swatch(content.symbolOf(c)));
        }
        faction.removeAll();
        faction.add("(none)");
        factions = scenario.getFactions() == null ? List.of() : List.copyOf(scenario.getFactions().getFactions());
        for (Faction f : factions) {
            faction.add(f.getName() != null ? f.getName() : f.getId());
        }
        restore(terrains, terrain);
        restore(entities, entity);
        faction.select(owner >= 0 && owner < faction.getItemCount() ? owner : 0);
    }

    private static void restore(Table table, int index) {
        if (index >= 0 && index < table.getItemCount()) {
            table.select(index);
        }
    }

    private Image swatch(MapSymbol symbol) {
        Image image = new Image(control.getDisplay(), 14, 14);
        GC gc = new GC(image);
        int rgb = symbol.rgb();
        Color color = new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
        gc.setBackground(color);
        gc.fillRectangle(0, 0, 14, 14);
        gc.setForeground(control.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.drawRectangle(0, 0, 13, 13);
        gc.dispose();
        swatches.add(image);
        return image;
    }

    private void disposeSwatches() {
        swatches.forEach(Image::dispose);
        swatches.clear();
    }

    /** @return the chosen palette entry, or -1 */
    public int terrainChoice() {
        return terrains.getSelectionIndex();
    }

    /**
     * Chooses a palette entry.
     *
     * @param paletteIndex the entry
     */
    public void chooseTerrain(int paletteIndex) {
        if (paletteIndex >= 0 && paletteIndex < terrains.getItemCount()) {
            terrains.select(paletteIndex);
            terrains.showSelection();
        }
    }

    /** @return the name shown for a palette entry */
    String terrainName(int paletteIndex) {
        return paletteIndex >= 0 && paletteIndex < terrains.getItemCount() ? terrains.getItem(paletteIndex).getText()
                : "(none)";
    }

    /** @return the chosen unit or effect class, or {@code null} */
    public EntityClass entityChoice() {
        int i = entities.getSelectionIndex();
        return i >= 0 && i < entityClasses.size() ? entityClasses.get(i) : null;
    }

    /** @return the chosen faction, or {@code null} */
    public Faction factionChoice() {
        int i = faction.getSelectionIndex() - 1;
        return i >= 0 && i < factions.size() ? factions.get(i) : null;
    }

    /** @return the brush radius */
    public int brushRadius() {
        return radius.getSelection();
    }
}
