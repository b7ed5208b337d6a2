package org.hexbench.ui.map.editor.internal;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.map.MapAnchor;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.MapResize;

/**
 * The map editor's Resize Map dialog: the new width and height (the side for a hexagon board) and the anchor, picked
 * from a 3×3 grid of buttons as in an image editor's canvas-size dialog. It says live what the new size would
 * remove, and when something would be lost it asks once more, naming how many sites, units and home sites, before
 * it answers the plan ({@link #resize()}).
 */
public final class ResizeMapDialog extends Dialog {

    /** Widget id of the width spinner (the side spinner on hexagon boards). */
    public static final String WIDTH_ID = "org.hexbench.ui.map.resize.width";
    /** Widget id of the height spinner (absent on hexagon boards). */
    public static final String HEIGHT_ID = "org.hexbench.ui.map.resize.height";
    /** Prefix of the widget ids of the anchor buttons, followed by the {@link MapAnchor} name. */
    public static final String ANCHOR_ID = "org.hexbench.ui.map.resize.anchor.";
    /** Widget id of the label that says what the new size would remove. */
    public static final String LOSSES_ID = "org.hexbench.ui.map.resize.losses";
    /** The dialog's title. */
    public static final String TITLE = "Resize Map";
    /** The title of the question asked when the new size would remove sites. */
    public static final String CONFIRM_TITLE = "Remove Sites?";

    private final GameMap map;
    private final boolean board;
    private Spinner width;
    private Spinner height;
    private Label losses;
    private final Map<MapAnchor, Button> anchors = new EnumMap<>(MapAnchor.class);
    private MapAnchor anchor = MapAnchor.TOP_LEFT;
    private MapResize resize;

    /**
     * Creates the dialog.
     *
     * @param parent the parent shell
     * @param map the map to resize
     */
    public ResizeMapDialog(Shell parent, GameMap map) {
        super(parent);
        this.map = map;
        this.board = map.getShape() == BoardShape.HEXAGON;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = new Composite(area, SWT.NONE);
        form.setLayout(new GridLayout(2, false));
        if (board) {
            width = spinner(form, "&Side (hexes per edge):", map.getSide(), MapGeometry.MAX_DIMENSION / 2, WIDTH_ID);
        } else {
            width = spinner(form, "&Width (columns):", map.getWidth(), MapGeometry.MAX_DIMENSION, WIDTH_ID);
            height = spinner(form, "&Height (rows):", map.getHeight(), MapGeometry.MAX_DIMENSION, HEIGHT_ID);
        }
        Label anchorLabel = new Label(form, SWT.NONE);
        anchorLabel.setText("Anchor (stays in place):");
        anchorLabel.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        Composite picker = new Composite(form, SWT.NONE);
        GridLayout grid = new GridLayout(3, true);
        grid.horizontalSpacing = 2;
        grid.verticalSpacing = 2;
        picker.setLayout(grid);
        for (MapAnchor a : MapAnchor.values()) {
            Button b = new Button(picker, SWT.TOGGLE);
            b.setData("org.hexbench.id", ANCHOR_ID + a.name());
            b.setToolTipText(a.name().toLowerCase().replace('_', ' '));
            b.setText(arrow(a));
            GridData size = new GridData(28, 28);
            b.setLayoutData(size);
            b.addListener(SWT.Selection, e -> choose(a));
            anchors.put(a, b);
        }
        losses = new Label(form, SWT.WRAP);
        losses.setData("org.hexbench.id", LOSSES_ID);
        GridData lossesData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        lossesData.widthHint = convertWidthInCharsToPixels(48);
        lossesData.heightHint = convertHeightInCharsToPixels(3);
        losses.setLayoutData(lossesData);
        choose(anchor);
        return area;
    }

    private Spinner spinner(Composite form, String label, int value, int max, String id) {
        new Label(form, SWT.NONE).setText(label);
        Spinner s = new Spinner(form, SWT.BORDER);
        s.setMinimum(1);
        s.setMaximum(max);
        s.setSelection(value);
        s.setData("org.hexbench.id", id);
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 170;
        s.setLayoutData(data);
        s.addListener(SWT.Modify, e -> update());
        return s;
    }

    /** The sign on an anchor button: an arrow toward the edge or corner it keeps, a dot for the centre. */
    private static String arrow(MapAnchor a) {
        return a == MapAnchor.CENTRE ? "●" : switch (a) {
            case TOP_LEFT -> "↖";
            case TOP -> "↑";
            case TOP_RIGHT -> "↗";
            case LEFT -> "←";
            case RIGHT -> "→";
            case BOTTOM_LEFT -> "↙";
            case BOTTOM -> "↓";
            default -> "↘";
        };
    }

    private void choose(MapAnchor a) {
        anchor = a;
        anchors.forEach((key, button) -> button.setSelection(key == a));
        update();
    }

    /** Plans the resize for the current entries and says what it would remove. */
    private void update() {
        if (losses == null) {
            return;
        }
        try {
            resize = board ? MapResize.board(map, width.getSelection(), anchor)
                    : MapResize.rectangle(map, width.getSelection(), height.getSelection(), anchor);
            losses.setText(resize.lostSites() == 0 ? "Nothing is removed."
                    : "Removes " + describe(resize) + " outside the new map.");
        } catch (IllegalArgumentException e) {
            resize = null;
            losses.setText(e.getMessage());
        }
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(resize != null);
        }
        losses.getParent().layout(true);
    }

    private static String describe(MapResize r) {
        return r.lostSites() + " site(s), " + r.lostUnits() + " unit(s)"
                + (r.lostHomeSites() > 0 ? " and " + r.lostHomeSites() + " home site(s)" : "");
    }

    @Override
    protected void okPressed() {
        update();
        if (resize == null) {
            return;
        }
        if (resize.lostSites() > 0 && !MessageDialog.openConfirm(getShell(), CONFIRM_TITLE, "The new size removes "
                + describe(resize) + " that lie outside it. Undo brings them back. Resize the map?")) {
            return;
        }
        super.okPressed();
    }

    /** @return the plan the dialog was confirmed with, or null before OK */
    public MapResize resize() {
        return getReturnCode() == OK ? resize : null;
    }

    /** @return the anchor chosen */
    public MapAnchor anchor() {
        return anchor;
    }
}
