package org.hexbench.ui.balance.internal;

import java.util.List;
import org.eclipse.jface.resource.ColorDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.ClassStrength;
import org.hexbench.ai.balance.FactionRate;
import org.hexbench.ai.balance.FirstSeat;
import org.hexbench.ai.balance.LengthHistogram;
import org.hexbench.ai.tournament.WilsonInterval;

/**
 * A balance report's three charts, drawn with SWT on one canvas, top to bottom: each faction's share of the decided
 * games as a bar in its colour with its Wilson 95 % interval as a whisker and the fair share as a dashed line (and the
 * first seat's share in grey); the game lengths as a histogram, decided games dark and games without a winner light;
 * and the strength each unit class won (green, to the right) and lost (red, to the left) over all games.
 */
public final class BalanceChart extends Canvas {

    /** The colour of strength won. */
    public static final RGB WON = new RGB(0x2c, 0xa0, 0x2c);

    /** The colour of strength lost. */
    public static final RGB LOST = new RGB(0xd6, 0x27, 0x28);

    /** The colour of decided games in the histogram. */
    public static final RGB DECIDED = new RGB(0x44, 0x55, 0x77);

    /** The colour of games without a winner in the histogram. */
    public static final RGB UNDECIDED = new RGB(0xbb, 0xc4, 0xd4);
    private static final RGB FIRST_SEAT = new RGB(0x88, 0x88, 0x88);
    private static final RGB GRID = new RGB(0xd0, 0xd0, 0xd0);

    private final LocalResourceManager resources;
    private BalanceReport report;
    private List<RGB> colours = List.of();
    private int sharesDrawn;
    private int binsDrawn;
    private int classesDrawn;

    /**
     * @param parent the parent
     */
    public BalanceChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        resources = new LocalResourceManager(JFaceResources.getResources(), this);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
    }

    /**
     * Shows a report.
     *
     * @param shown the report, or {@code null} for none
     * @param factionColours the factions' colours, in faction order
     */
    public void show(BalanceReport shown, List<RGB> factionColours) {
        report = shown;
        colours = List.copyOf(factionColours);
        redraw();
    }

    /** @return the share bars drawn at the last paint (factions and the first seat) */
    public int sharesDrawn() {
        return sharesDrawn;
    }

    /** @return the histogram bins drawn at the last paint */
    public int binsDrawn() {
        return binsDrawn;
    }

    /** @return the unit classes drawn at the last paint */
    public int classesDrawn() {
        return classesDrawn;
    }

    private Color color(RGB rgb) {
        return resources.create(ColorDescriptor.createFrom(rgb));
    }

    private void paint(GC gc) {
        sharesDrawn = 0;
        binsDrawn = 0;
        classesDrawn = 0;
        Rectangle area = getClientArea();
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
        if (report == null) {
            return;
        }
        if (report.games().isEmpty()) {
            gc.drawText("No game was finished.", area.x + 6, area.y + 6, true);
            return;
        }
        gc.setAntialias(SWT.ON);
        int line = gc.getFontMetrics().getHeight();
        List<FactionRate> rates = report.factionRates();
        FirstSeat first = report.firstSeat().orElse(null);
        int shareRows = rates.size() + (first != null ? 1 : 0);
        List<ClassStrength> classes = report.strengthByClass();
        // heights: the shares and strength panels by their rows, the histogram what is left, within 5 to 12 lines
        int sharesHeight = line + 8 + shareRows * (line + 6) + line;
        int strengthHeight = line + 8 + Math.max(1, classes.size()) * (line + 4) + 4;
        int histogramHeight = Math.max(5 * line, Math.min(12 * line, area.height - sharesHeight - strengthHeight - 16));
        int y = area.y + 4;
        paintShares(gc, new Rectangle(area.x + 6, y, area.width - 12, sharesHeight), rates, first, line);
        y += sharesHeight + 8;
        paintLengths(gc, new Rectangle(area.x + 6, y, area.width - 12, histogramHeight), report.histogram(), line);
        y += histogramHeight + 8;
        paintStrength(gc, new Rectangle(area.x + 6, y, area.width - 12, strengthHeight), classes, line);
    }

    private int labelWidth(GC gc, List<String> labels) {
        int w = 0;
        for (String l : labels) {
            w = Math.max(w, gc.textExtent(l).x);
        }
        return w + 8;
    }

    private void paintShares(GC gc, Rectangle r, List<FactionRate> rates, FirstSeat first, int line) {
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        gc.setForeground(black);
        gc.drawText("Share of the " + report.decided() + " decided games, with 95% intervals (dashed: fair share)",
                r.x, r.y, true);
        List<String> labels = new java.util.ArrayList<>(rates.stream().map(FactionRate::name).toList());
        if (first != null) {
            labels.add("First seat");
        }
        int left = r.x + labelWidth(gc, labels);
        int right = r.x + r.width - gc.textExtent("100%").x - 6;
        if (right - left < 20) {
            return;
        }
        int top = r.y + line + 8;
        for (int i = 0; i < labels.size(); i++) {
            boolean seat = i >= rates.size();
            double share = seat ? first.share() : rates.get(i).share();
            WilsonInterval w = seat ? first.interval() : rates.get(i).interval();
            RGB fill = seat ? FIRST_SEAT : i < colours.size() ? colours.get(i) : FIRST_SEAT;
            int rowY = top + i * (line + 6);
            gc.setForeground(black);
            gc.drawText(labels.get(i), r.x, rowY, true);
            int width = (int) Math.round((right - left) * share);
            gc.setBackground(color(fill));
            gc.fillRectangle(left, rowY + 2, Math.max(1, width), line - 4);
            int lo = left + (int) Math.round((right - left) * w.lower());
            int hi = left + (int) Math.round((right - left) * w.upper());
            int mid = rowY + line / 2;
            gc.setForeground(black);
            gc.drawLine(lo, mid, hi, mid);
            gc.drawLine(lo, mid - 4, lo, mid + 4);
            gc.drawLine(hi, mid - 4, hi, mid + 4);
            gc.drawText(Math.round(100 * share) + "%", right + 6, rowY, true);
            sharesDrawn++;
        }
        int fair = left + (int) Math.round((right - left) / (double) rates.size());
        gc.setForeground(black);
        gc.setLineStyle(SWT.LINE_DASH);
        gc.drawLine(fair, top - 2, fair, top + labels.size() * (line + 6));
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setForeground(color(GRID));
        gc.drawLine(left, top - 2, left, top + labels.size() * (line + 6));
    }

    private void paintLengths(GC gc, Rectangle r, LengthHistogram h, int line) {
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        gc.setForeground(black);
        gc.drawText("Game length in turns (dark: decided; light: no winner at the end), mean "
                + String.format(java.util.Locale.ROOT, "%.1f", report.meanTurns()), r.x, r.y, true);
        int max = 1;
        for (int b = 0; b < h.bins(); b++) {
            max = Math.max(max, h.count(b));
        }
        int left = r.x + gc.textExtent(Integer.toString(max)).x + 6;
        int right = r.x + r.width;
        int top = r.y + line + 8;
        int bottom = r.y + r.height - line - 2;
        if (bottom - top < 10 || right - left < h.bins()) {
            return;
        }
        gc.drawText(Integer.toString(max), r.x, top - line / 2, true);
        gc.drawText("0", left - gc.textExtent("0").x - 4, bottom - line / 2, true);
        double width = (right - left) / (double) h.bins();
        for (int b = 0; b < h.bins(); b++) {
            int x0 = left + (int) Math.round(b * width);
            int x1 = left + (int) Math.round((b + 1) * width) - 1;
            int decided = (int) Math.round((bottom - top) * h.decided().get(b) / (double) max);
            int all = (int) Math.round((bottom - top) * h.count(b) / (double) max);
            gc.setBackground(color(UNDECIDED));
            gc.fillRectangle(x0, bottom - all, Math.max(1, x1 - x0), all - decided);
            gc.setBackground(color(DECIDED));
            gc.fillRectangle(x0, bottom - decided, Math.max(1, x1 - x0), decided);
            binsDrawn++;
        }
        gc.setForeground(black);
        gc.drawLine(left, bottom, right, bottom);
        gc.drawText(h.label(0), left, bottom + 2, true);
        String last = h.label(h.bins() - 1);
        gc.drawText(last, right - gc.textExtent(last).x, bottom + 2, true);
    }

    private void paintStrength(GC gc, Rectangle r, List<ClassStrength> classes, int line) {
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        gc.setForeground(black);
        gc.drawText("Strength each unit class won (right) and lost (left), all games", r.x, r.y, true);
        if (classes.isEmpty()) {
            gc.drawText("No unit changed strength.", r.x, r.y + line + 8, true);
            return;
        }
        long max = 1;
        for (ClassStrength c : classes) {
            max = Math.max(max, Math.max(c.gained(), c.lost()));
        }
        int left = r.x + labelWidth(gc, classes.stream().map(ClassStrength::name).toList());
        int number = gc.textExtent("−" + max).x + 6;
        int centre = left + number + (r.x + r.width - left - 2 * number) / 2;
        int half = (r.x + r.width - left - 2 * number) / 2;
        if (half < 10) {
            return;
        }
        int top = r.y + line + 8;
        for (int i = 0; i < classes.size(); i++) {
            ClassStrength c = classes.get(i);
            int rowY = top + i * (line + 4);
            gc.setForeground(black);
            gc.drawText(c.name(), r.x, rowY, true);
            int won = (int) Math.round(half * c.gained() / (double) max);
            int lost = (int) Math.round(half * c.lost() / (double) max);
            gc.setBackground(color(WON));
            gc.fillRectangle(centre, rowY + 2, won, line - 4);
            gc.setBackground(color(LOST));
            gc.fillRectangle(centre - lost, rowY + 2, lost, line - 4);
            gc.setForeground(black);
            gc.drawText("+" + c.gained(), centre + won + 3, rowY, true);
            String minus = "−" + c.lost();
            gc.drawText(minus, centre - lost - 3 - gc.textExtent(minus).x, rowY, true);
            classesDrawn++;
        }
        gc.setForeground(black);
        gc.drawLine(centre, top - 2, centre, top + classes.size() * (line + 4));
    }
}
