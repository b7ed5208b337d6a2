package org.hexbench.ui.map.editor.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.xconq.synthesis.ScenarioSynthesis;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.TerrainRule;

/**
 * The map editor's Generate Map dialog (Xconq's map synthesis, GDL reference, Synthesis Methods): the seed, the size,
 * and per cell terrain class the altitude and wetness percentile ranges it takes, prefilled from the scenario's
 * Design section (an imported Xconq game) or from defaults derived from its terrain classes
 * ({@link ScenarioSynthesis#settingsOf}). Preview draws the map the settings make, one pixel block per site; OK
 * answers the generated map ({@link #generated()}), which the editor puts in place as one undoable command.
 */
public final class GenerateMapDialog extends Dialog {

    /** The dialog's title. */
    public static final String TITLE = "Generate Map";
    /** Widget id of the seed spinner. */
    public static final String SEED_ID = "org.hexbench.ui.map.generate.seed";
    /** Widget id of the width spinner (the side on hexagon boards). */
    public static final String WIDTH_ID = "org.hexbench.ui.map.generate.width";
    /** Widget id of the height spinner (absent on hexagon boards). */
    public static final String HEIGHT_ID = "org.hexbench.ui.map.generate.height";
    /**
     * Prefix of the ids of a terrain class's four percentile spinners, followed by {@code alt-min.}, {@code alt-max.},
     * {@code wet-min.} or {@code wet-max.} and the class's id.
     */
    public static final String RANGE_ID = "org.hexbench.ui.map.generate.";
    /** Widget id of the Preview button. */
    public static final String PREVIEW_ID = "org.hexbench.ui.map.generate.preview";
    /** Widget id of the label showing the preview picture. */
    public static final String PICTURE_ID = "org.hexbench.ui.map.generate.picture";
    /** Widget id of the label saying what the settings make, or what is wrong with them. */
    public static final String STATUS_ID = "org.hexbench.ui.map.generate.status";

    private static final int PREVIEW_SIZE = 240;

    private final Scenario scenario;
    private final boolean board;
    private final SynthesisSettings initial;
    private Spinner seed;
    private Spinner width;
    private Spinner height;
    private final List<Spinner[]> ranges = new ArrayList<>();
    private Label picture;
    private Label status;
    private Image previewImage;
    private GameMap generated;
    private SynthesisSettings chosen;

    /**
     * Creates the dialog.
     *
     * @param parent the parent shell
     * @param scenario the scenario whose map to generate
     * @throws IllegalArgumentException if the scenario has no map or no background terrain class
     */
    public GenerateMapDialog(Shell parent, Scenario scenario) {
        super(parent);
        this.scenario = scenario;
        this.board = scenario.getAreas().getMap().getShape() == BoardShape.HEXAGON;
        this.initial = ScenarioSynthesis.settingsOf(scenario, 1);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite columns = new Composite(area, SWT.NONE);
        columns.setLayout(new GridLayout(2, false));
        columns.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite form = new Composite(columns, SWT.NONE);
        form.setLayout(new GridLayout(2, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Label about = new Label(form, SWT.WRAP);
        about.setText((ScenarioSynthesis.hasDesign(scenario) ? "Settings of the imported Xconq game's Design section."
                : "Default settings: the background terrains share the altitudes in their order.")
                + " The same seed makes the same map.");
        GridData aboutData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        aboutData.widthHint = convertWidthInCharsToPixels(50);
        about.setLayoutData(aboutData);
        seed = spinner(form, "&Seed:", 1, 0, Integer.MAX_VALUE, SEED_ID);
        if (board) {
            width = spinner(form, "S&ide (hexes per edge):", initial.width(), 1, MapGeometry.MAX_DIMENSION / 2,
                    WIDTH_ID);
        } else {
            width = spinner(form, "&Width (columns):", initial.width(), 1, MapGeometry.MAX_DIMENSION, WIDTH_ID);
            height = spinner(form, "&Height (rows):", initial.height(), 1, MapGeometry.MAX_DIMENSION, HEIGHT_ID);
        }
        Group terrains = new Group(form, SWT.NONE);
        terrains.setText("Terrain by altitude and wetness percentile (min inclusive, max exclusive; first row wins)");
        terrains.setLayout(new GridLayout(5, false));
        terrains.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        for (String heading : new String[] {"Terrain", "Alt min", "Alt max", "Wet min", "Wet max"}) {
            new Label(terrains, SWT.NONE).setText(heading);
        }
        List<TerrainClass> classes = scenario.getEntities().getTerrains();
        for (TerrainRule rule : initial.rules()) {
            TerrainClass c = classes.get(rule.terrain());
            new Label(terrains, SWT.NONE).setText(c.getName() != null ? c.getName() : c.getId());
            ranges.add(new Spinner[] {range(terrains, rule.altMin(), "alt-min." + c.getId()),
                range(terrains, rule.altMax(), "alt-max." + c.getId()),
                range(terrains, rule.wetMin(), "wet-min." + c.getId()),
                range(terrains, rule.wetMax(), "wet-max." + c.getId())});
        }
        Composite side = new Composite(columns, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        side.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
        Button preview = new Button(side, SWT.PUSH);
        preview.setText("&Preview");
        preview.setData("org.hexbench.id", PREVIEW_ID);
        preview.addListener(SWT.Selection, e -> preview());
        picture = new Label(side, SWT.BORDER);
        picture.setData("org.hexbench.id", PICTURE_ID);
        picture.setLayoutData(new GridData(PREVIEW_SIZE, PREVIEW_SIZE));
        status = new Label(side, SWT.WRAP);
        status.setData("org.hexbench.id", STATUS_ID);
        GridData statusData = new GridData(SWT.FILL, SWT.TOP, true, false);
        statusData.widthHint = PREVIEW_SIZE;
        statusData.heightHint = convertHeightInCharsToPixels(3);
        status.setLayoutData(statusData);
        area.addListener(SWT.Dispose, e -> {
            if (previewImage != null) {
                previewImage.dispose();
            }
        });
        return area;
    }

    private Spinner spinner(Composite form, String label, int value, int min, int max, String id) {
        new Label(form, SWT.NONE).setText(label);
        Spinner s = new Spinner(form, SWT.BORDER);
        s.setMinimum(min);
        s.setMaximum(max);
        s.setSelection(value);
        s.setData("org.hexbench.id", id);
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 150;
        s.setLayoutData(data);
        return s;
    }

    private Spinner range(Composite parent, int value, String id) {
        Spinner s = new Spinner(parent, SWT.BORDER);
        s.setMinimum(0);
        s.setMaximum(100);
        s.setSelection(value);
        s.setData("org.hexbench.id", RANGE_ID + id);
        return s;
    }

    /** @return the settings the dialog's entries give now (while it is open) */
    public SynthesisSettings settings() {
        List<TerrainRule> rules = new ArrayList<>();
        for (int k = 0; k < initial.rules().size(); k++) {
            Spinner[] s = ranges.get(k);
            rules.add(initial.rules().get(k).withPercentiles(s[0].getSelection(), s[1].getSelection(),
                    s[2].getSelection(), s[3].getSelection()));
        }
        int w = width.getSelection();
        return initial.withSeed(seed.getSelection()).withSize(w, board ? w : height.getSelection())
                .withRules(rules);
    }

    /** Generates the map for the entries, or says why it cannot. */
    private ScenarioSynthesis.Result generate() {
        try {
            ScenarioSynthesis.Result result = ScenarioSynthesis.generateWith(scenario, settings());
            status.setText("Made by " + result.synthesis().method() + ".");
            return result;
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return null;
        }
    }

    /** Draws the map the entries make: each site a block in its background terrain's colour. */
    private void preview() {
        ScenarioSynthesis.Result result = generate();
        if (result == null) {
            return;
        }
        GameMap map = result.map();
        int w = board ? 2 * map.getSide() - 1 : map.getWidth();
        int h = board ? 2 * map.getSide() - 1 : map.getHeight();
        int block = Math.max(1, Math.min(PREVIEW_SIZE / Math.max(w, h), 8));
        ImageData data = new ImageData(Math.max(1, Math.min(PREVIEW_SIZE, w * block)),
                Math.max(1, Math.min(PREVIEW_SIZE, h * block)), 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        int[] terrain = result.synthesis().terrain();
        List<TerrainClass> classes = scenario.getEntities().getTerrains();
        int sites = terrain.length;
        for (int site = 0; site < sites && !board; site++) {
            int x = site % w;
            int y = site / w;
            int rgb = terrain[site] < 0 ? 0x303030 : colour(classes.get(terrain[site]));
            for (int dy = 0; dy < block; dy++) {
                for (int dx = 0; dx < block; dx++) {
                    int px = x * block + dx;
                    int py = y * block + dy;
                    if (px < data.width && py < data.height) {
                        data.setPixel(px, py, rgb);
                    }
                }
            }
        }
        if (previewImage != null) {
            previewImage.dispose();
        }
        previewImage = new Image(getShell().getDisplay(), data);
        picture.setImage(previewImage);
    }

    /** A terrain class's symbol colour as 0xRRGGBB ({@code #rrggbb}), grey when it has none. */
    private static int colour(TerrainClass c) {
        String text = c.getSymbol() == null ? null : c.getSymbol().getColor();
        if (text != null && text.matches("#[0-9a-fA-F]{6}")) {
            return Integer.parseInt(text.substring(1), 16);
        }
        return 0x808080;
    }

    @Override
    protected void okPressed() {
        ScenarioSynthesis.Result result = generate();
        if (result == null) {
            Button ok = getButton(IDialogConstants.OK_ID);
            if (ok != null) {
                ok.setFocus();
            }
            return;
        }
        generated = result.map();
        chosen = settings();
        super.okPressed();
    }

    /** @return the settings the dialog was confirmed with, or null before OK */
    public SynthesisSettings chosen() {
        return getReturnCode() == OK ? chosen : null;
    }

    /** @return the generated map the dialog was confirmed with, or null before OK */
    public GameMap generated() {
        return getReturnCode() == OK ? generated : null;
    }
}
