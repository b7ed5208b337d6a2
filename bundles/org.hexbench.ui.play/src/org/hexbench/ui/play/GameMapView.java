package org.hexbench.ui.play;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.jface.resource.JFaceResources;
import org.hexbench.engine.headless.AsciiMap;
import org.hexbench.ui.play.session.AsciiMapLayout;
import org.hexbench.ui.play.session.GameSession;
import org.hexbench.ui.play.session.MapInteraction;
import org.hexbench.ui.play.session.Reply;

/**
 * The Game Map view, for now a text map: the engine's {@link AsciiMap} of the live world state, as the command line
 * prints it, with the map interaction of {@link MapInteraction} (click selects a site and your units on it, move
 * targets green, attack targets red, the A* path to the hovered site blue, right click moves or attacks). The
 * graphical map renderer of {@code org.hexbench.ui.map} replaces the text when it lands; the interaction stays.
 */
public final class GameMapView extends GameView {

    private Label headline;
    private StyledText map;
    private Label hint;
    private AsciiMapLayout layout;

    @Override
    protected String purpose() {
        return "The live map of the game appears here once you play a scenario.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        headline = new Label(parent, SWT.NONE);
        headline.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        headline.setData("org.hexbench.id", PlayViews.MAP + ".headline");
        map = new StyledText(parent, SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        map.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Font mono = JFaceResources.getFont(JFaceResources.TEXT_FONT);
        map.setFont(mono);
        map.setData("org.hexbench.id", PlayViews.MAP + ".text");
        hint = new Label(parent, SWT.WRAP);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        hint.setData("org.hexbench.id", PlayViews.MAP + ".hint");
        hint.setText("Click a site to select it and your units on it; right-click a green site to move there, a red one"
                + " to attack it.");
        map.addListener(SWT.MouseDown, e -> {
            int site = siteAt(e.x, e.y);
            if (mapInteraction() == null || site < 0) {
                return;
            }
            if (e.button == 1) {
                mapInteraction().select(site);
            } else if (e.button == 3) {
                Reply reply = mapInteraction().issue(site);
                hint.setText((reply.accepted() ? "" : "Rejected: ") + reply.message());
            }
        });
        map.addListener(SWT.MouseMove, e -> {
            if (mapInteraction() != null) {
                mapInteraction().hover(siteAt(e.x, e.y));
            }
        });
        setContentDescription("Text map (the engine's AsciiMap) until the graphical map lands");
        map.setToolTipText("The live state as the engine's AsciiMap: an upper-case letter and a count are a faction's"
                + " units, a lower-case letter the terrain and then the owner, '*' a capturable site.");
    }

    private int siteAt(int x, int y) {
        if (layout == null) {
            return -1;
        }
        int offset = map.getOffsetAtPoint(new Point(x, y));
        if (offset < 0) {
            return -1;
        }
        int line = map.getLineAtOffset(offset);
        return layout.siteAt(line, offset - map.getOffsetAtLine(line));
    }

    @Override
    protected boolean followsMapSelection() {
        return true;
    }

    @Override
    protected void sessionReplaced(GameSession next) {
        layout = next == null ? null : new AsciiMapLayout(next.definitions().catalog().map());
    }

    @Override
    protected void refresh(GameSession current) {
        headline.setText(current.headline());
        if (mapInteraction() != null) {
            mapInteraction().refresh();
        }
        current.read(g -> AsciiMap.render(g.world())).ifPresent(text -> {
            if (!text.equals(map.getText())) {
                int top = map.getTopIndex();
                map.setText(text);
                map.setTopIndex(top);
            }
        });
        highlight();
    }

    private void highlight() {
        if (mapInteraction() == null || layout == null) {
            return;
        }
        MapInteraction.Highlights h = mapInteraction().highlights();
        List<StyleRange> ranges = new ArrayList<>();
        Color green = map.getDisplay().getSystemColor(SWT.COLOR_GREEN);
        Color red = map.getDisplay().getSystemColor(SWT.COLOR_RED);
        Color blue = map.getDisplay().getSystemColor(SWT.COLOR_CYAN);
        Color yellow = map.getDisplay().getSystemColor(SWT.COLOR_YELLOW);
        for (int s : h.moveTargets()) {
            add(ranges, s, green);
        }
        for (int s : h.attackTargets()) {
            add(ranges, s, red);
        }
        for (int s : h.path()) {
            add(ranges, s, blue);
        }
        add(ranges, h.selectedSite(), yellow);
        ranges.sort((a, b) -> Integer.compare(a.start, b.start));
        List<StyleRange> unique = new ArrayList<>();
        for (StyleRange r : ranges) {
            if (!unique.isEmpty() && unique.get(unique.size() - 1).start == r.start) {
                unique.set(unique.size() - 1, r);
            } else {
                unique.add(r);
            }
        }
        map.setStyleRanges(unique.toArray(StyleRange[]::new));
    }

    private void add(List<StyleRange> ranges, int site, Color color) {
        int[] p = site < 0 ? null : layout.position(site);
        if (p == null || p[0] >= map.getLineCount()) {
            return;
        }
        int start = map.getOffsetAtLine(p[0]) + p[1];
        if (start + 2 <= map.getCharCount()) {
            StyleRange r = new StyleRange(start, 2, null, color);
            r.fontStyle = SWT.BOLD;
            ranges.add(r);
        }
    }

    /** @return the text map shown now (tests compare it with the engine's rendering) */
    public String mapText() {
        return map.getText();
    }
}
