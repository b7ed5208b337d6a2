package org.hexbench.ui.scenario.internal;

import java.util.Arrays;
import java.util.List;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.template.ScenarioSettings;
import org.hexbench.scenario.template.ScenarioTemplate;

/**
 * The New Scenario wizard's second page: map geometry (every polygon, orientation, shift, vertex-neighbour and board
 * shape choice of Hexkit User's Guide §3.3 Map Geometry), size, factions and starter classes. A shift that does not fit
 * the polygon and
 * orientation is replaced by the first one that does; what the tiling still rejects is shown as the page's error.
 */
public final class ScenarioSettingsPage extends WizardPage {

    private static final String[] SHIFT_LABELS = {"none", "odd columns up", "odd columns down", "odd rows right",
            "odd rows left"};

    private Combo polygon;
    private Combo orientation;
    private Combo shift;
    private Button vertexNeighbors;
    private Combo shape;
    private Spinner width;
    private Spinner height;
    private Spinner side;
    private Text factions;
    private Text units;
    private Text terrains;
    private String title = "New Scenario";

    /** Creates the page. */
    public ScenarioSettingsPage() {
        super("settings");
        setTitle("Scenario Settings");
        setDescription("Choose the map geometry and size, name the factions and the starter unit and terrain classes.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));

        Group map = group(page, "Map");
        polygon = combo(map, "Polygon:", "settings.polygon", "squares", "hexagons");
        polygon.select(1);
        orientation = combo(map, "Orientation:", "settings.orientation", "on edge", "on vertex");
        orientation.select(1);
        shift = combo(map, "Shift:", "settings.shift", SHIFT_LABELS);
        shift.select(GridShift.ROW_RIGHT_VALUE);
        new Label(map, SWT.NONE);
        vertexNeighbors = new Button(map, SWT.CHECK);
        vertexNeighbors.setText("Diagonal neighbours (8 per square)");
        vertexNeighbors.setData(ElementForm.ID_KEY, "settings.vertexNeighbors");
        shape = combo(map, "Board shape:", "settings.shape", "rectangle", "hexagon board");
        shape.select(0);
        width = spinner(map, "Width (columns):", "settings.width", 24);
        height = spinner(map, "Height (rows):", "settings.height", 16);
        side = spinner(map, "Board side:", "settings.side", 5);

        Group sides = group(page, "Factions and starter classes (comma-separated names)");
        factions = text(sides, "Factions:", "settings.factions", "Red, Blue");
        units = text(sides, "Unit classes:", "settings.units", "Infantry, Cavalry");
        terrains = text(sides, "Terrain classes:", "settings.terrains", "Grass, Forest, Hills, Water");
        new Label(sides, SWT.NONE);
        Label defaults = new Label(sides, SWT.WRAP);
        defaults.setText("Terrains are coloured and priced by name (water: blue, impassable; forest: green; "
                + "grass: light green; hills: brown; mountains: grey; desert: sand). On a rectangle map each faction "
                + "gets a home site on an opposite edge with one unit of the first class. The game ends after "
                + ScenarioTemplate.TURN_LIMIT + " turns.");
        GridData wrap = new GridData(SWT.FILL, SWT.TOP, true, false);
        wrap.widthHint = 420;
        defaults.setLayoutData(wrap);

        for (Combo combo : List.of(polygon, orientation, shape)) {
            combo.addListener(SWT.Selection, e -> {
                fitShift();
                update();
            });
        }
        shift.addListener(SWT.Selection, e -> update());
        vertexNeighbors.addListener(SWT.Selection, e -> update());
        for (Spinner spinner : List.of(width, height, side)) {
            spinner.addListener(SWT.Modify, e -> update());
        }
        for (Text text : List.of(factions, units, terrains)) {
            text.addListener(SWT.Modify, e -> update());
        }
        setControl(page);
        update();
    }

    private static Group group(Composite parent, String text) {
        Group group = new Group(parent, SWT.NONE);
        group.setText(text);
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return group;
    }

    private static Combo combo(Composite parent, String label, String id, String... items) {
        new Label(parent, SWT.NONE).setText(label);
        Combo combo = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        combo.setItems(items);
        combo.setData(ElementForm.ID_KEY, id);
        combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return combo;
    }

    private static Spinner spinner(Composite parent, String label, String id, int value) {
        new Label(parent, SWT.NONE).setText(label);
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(value, 1, MapGeometry.MAX_DIMENSION, 0, 1, 10);
        spinner.setData(ElementForm.ID_KEY, id);
        return spinner;
    }

    private static Text text(Composite parent, String label, String id, String value) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER | SWT.SINGLE);
        text.setText(value);
        text.setData(ElementForm.ID_KEY, id);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    /** Picks the first shift the tiling accepts for the chosen polygon and orientation, if the current one is not. */
    private void fitShift() {
        if (ScenarioTemplate.problem(settings()) == null || shape.getSelectionIndex() == 1) {
            return;
        }
        int current = shift.getSelectionIndex();
        for (int i = 0; i < SHIFT_LABELS.length; i++) {
            shift.select(i);
            if (MapGeometry.problem(ScenarioTemplate.map(settings())) == null) {
                return;
            }
        }
        shift.select(current);
    }

    private void update() {
        boolean board = shape.getSelectionIndex() == 1;
        width.setEnabled(!board);
        height.setEnabled(!board);
        side.setEnabled(board);
        String problem = ScenarioTemplate.problem(settings());
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }

    /**
     * Sets the title the scenario gets (from the file name chosen on the first page).
     *
     * @param newTitle the title
     */
    public void title(String newTitle) {
        title = newTitle;
    }

    /** @return the settings as chosen now */
    public ScenarioSettings settings() {
        return new ScenarioSettings(title, PolygonKind.get(polygon.getSelectionIndex()),
                PolygonOrientation.get(orientation.getSelectionIndex()), GridShift.get(shift.getSelectionIndex()),
                vertexNeighbors.getSelection(), BoardShape.get(shape.getSelectionIndex()), width.getSelection(),
                height.getSelection(), side.getSelection(), names(factions), names(units), names(terrains));
    }

    private static List<String> names(Text text) {
        return Arrays.stream(text.getText().split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }
}
