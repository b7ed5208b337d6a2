package org.hexbench.ui.play.internal;

import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * A small SWT line chart: one line per series over a shared x axis (turns), a y axis from 0 to the largest value,
 * and a legend. No charting library for SWT is on Maven Central as an OSGi bundle (SWTChart is published only on
 * Eclipse's own download site), so Hexbench draws its history graphs with this.
 */
public final class LineChart extends Canvas {

    /**
     * One line.
     *
     * @param name the legend text
     * @param color the line colour
     * @param values one value per x position
     */
    public record Series(String name, RGB color, int[] values) {
    }

    private String title = "";
    private int[] xs = new int[0];
    private List<Series> series = List.of();

    /**
     * @param parent the parent
     */
    public LineChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
    }

    /**
     * Shows new data.
     *
     * @param newTitle the chart title
     * @param newXs the x values (turn numbers), ascending
     * @param newSeries the lines, each with one value per x
     */
    public void show(String newTitle, int[] newXs, List<Series> newSeries) {
        title = newTitle;
        xs = newXs.clone();
        series = List.copyOf(newSeries);
        redraw();
    }

    /** @return how many lines the chart draws */
    public int seriesCount() {
        return series.size();
    }

    /** @return how many points each line has */
    public int pointCount() {
        return xs.length;
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        gc.setAntialias(SWT.ON);
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        Color grey = getDisplay().getSystemColor(SWT.COLOR_GRAY);
        gc.setForeground(black);
        Point titleSize = gc.textExtent(title);
        gc.drawText(title, area.x + (area.width - titleSize.x) / 2, area.y + 2, true);
        int max = 1;
        for (Series s : series) {
            for (int v : s.values()) {
                max = Math.max(max, v);
            }
        }
        int textHeight = titleSize.y;
        int left = area.x + gc.textExtent(Integer.toString(max)).x + 10;
        int top = area.y + textHeight + 8;
        int legendWidth = 0;
        for (Series s : series) {
            legendWidth = Math.max(legendWidth, gc.textExtent(s.name()).x + 24);
        }
        int right = area.x + area.width - legendWidth - 10;
        int bottom = area.y + area.height - textHeight - 10;
        if (right - left < 20 || bottom - top < 20) {
            return;
        }
        gc.setForeground(grey);
        for (int i = 0; i <= 4; i++) {
            int y = bottom - (bottom - top) * i / 4;
            gc.drawLine(left, y, right, y);
            String label = Integer.toString(max * i / 4);
            gc.setForeground(black);
            gc.drawText(label, left - gc.textExtent(label).x - 4, y - textHeight / 2, true);
            gc.setForeground(grey);
        }
        gc.setForeground(black);
        gc.drawLine(left, top, left, bottom);
        gc.drawLine(left, bottom, right, bottom);
        if (xs.length > 0) {
            String first = "turn " + xs[0];
            String last = "turn " + xs[xs.length - 1];
            gc.drawText(first, left, bottom + 2, true);
            gc.drawText(last, right - gc.textExtent(last).x, bottom + 2, true);
        }
        gc.setLineWidth(2);
        int legendY = top;
        for (Series s : series) {
            Color color = new Color(s.color());
            gc.setForeground(color);
            int n = Math.min(xs.length, s.values().length);
            if (n == 1) {
                int y = bottom - (int) ((long) (bottom - top) * s.values()[0] / max);
                gc.drawOval(left - 2, y - 2, 4, 4);
            }
            int[] points = new int[2 * n];
            for (int i = 0; i < n; i++) {
                points[2 * i] = n == 1 ? left : left + (int) ((long) (right - left) * i / (n - 1));
                points[2 * i + 1] = bottom - (int) ((long) (bottom - top) * s.values()[i] / max);
            }
            if (n > 1) {
                gc.drawPolyline(points);
            }
            gc.drawLine(right + 8, legendY + textHeight / 2, right + 20, legendY + textHeight / 2);
            gc.setForeground(black);
            gc.drawText(s.name(), right + 22, legendY, true);
            legendY += textHeight + 4;
            color.dispose();
        }
        gc.setLineWidth(1);
    }
}
