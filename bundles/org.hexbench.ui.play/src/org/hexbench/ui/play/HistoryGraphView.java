package org.hexbench.ui.play;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.hexbench.engine.game.TurnStatistics;
import org.hexbench.engine.world.WorldState;
import org.hexbench.ui.play.internal.LineChart;
import org.hexbench.play.GameSession;

/**
 * History graphs (Hexkit's faction ranking charts, Hexkit User's Guide §2.4 Factions; FactionEvent, §5.2.5 History
 * Classes): the per-turn statistics the engine
 * records at each turn's start, sites, units or unit strength, one line per faction in its scenario colour.
 */
public final class HistoryGraphView extends GameView {

    /** The statistics a graph can show. */
    private enum Statistic {
        SITES("Sites"), UNITS("Units"), STRENGTH("Strength");

        final String label;

        Statistic(String label) {
            this.label = label;
        }

        int[] of(TurnStatistics t) {
            return switch (this) {
                case SITES -> t.sites();
                case UNITS -> t.units();
                case STRENGTH -> t.strength();
            };
        }
    }

    /** The chart's data read from the game. */
    private record Lines(int[] turns, List<LineChart.Series> series) {
    }

    private LineChart chart;
    private Statistic statistic = Statistic.SITES;

    @Override
    protected String purpose() {
        return "Graphs of each faction's sites, units and strength per turn appear here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(Statistic.values().length, false));
        for (Statistic s : Statistic.values()) {
            Button b = new Button(parent, SWT.RADIO);
            b.setText(s.label);
            b.setSelection(s == statistic);
            b.setData("org.hexbench.id", PlayViews.GRAPHS + "." + s.name().toLowerCase());
            b.addListener(SWT.Selection, e -> {
                if (b.getSelection()) {
                    statistic = s;
                    scheduleRefresh();
                }
            });
        }
        chart = new LineChart(parent);
        chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, Statistic.values().length, 1));
        chart.setData("org.hexbench.id", PlayViews.GRAPHS + ".chart");
    }

    @Override
    protected void refresh(GameSession current) {
        Statistic shown = statistic;
        current.read(g -> {
            WorldState w = g.world();
            List<TurnStatistics> stats = g.history().statistics();
            int[] turns = stats.stream().mapToInt(t -> t.turn() + 1).toArray();
            List<LineChart.Series> series = new ArrayList<>();
            for (int f = 0; f < w.factionCount(); f++) {
                int faction = f;
                int[] values = stats.stream().mapToInt(t -> faction < shown.of(t).length ? shown.of(t)[faction] : 0).toArray();
                series.add(new LineChart.Series(w.faction(f).name(), FactionColours.onChart(w.faction(f).scenarioFaction().getColor(), f),
                        values));
            }
            return new Lines(turns, series);
        }).ifPresent(lines -> chart.show(shown.label + " per turn", lines.turns(), lines.series()));
    }

    /** @return the number of points per line the chart shows (tests read it) */
    public int pointsShown() {
        return chart.pointCount();
    }

    /** @return the number of lines the chart shows */
    public int linesShown() {
        return chart.seriesCount();
    }
}
