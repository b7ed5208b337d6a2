package org.hexbench.ui.balance.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.ClassStrength;
import org.hexbench.ai.balance.FactionRate;
import org.hexbench.ai.balance.FirstSeat;
import org.hexbench.ai.balance.Verdict;

/**
 * One balance report in the Balance Report editor: a heading ("This run", "Previous run"), what was played, the verdict
 * in words with its rule, the first seat, game length and the unit classes that won and lost most in words, and the
 * {@link BalanceChart}. Test ids: {@code <prefix>.heading}, {@code .settings}, {@code .verdict}, {@code .details},
 * {@code .chart}.
 */
public final class ReportPanel extends Composite {

    private final Label heading;
    private final Label settings;
    private final Label verdict;
    private final Label details;
    private final BalanceChart chart;

    /**
     * @param parent the parent
     * @param idPrefix the prefix of its widgets' test ids
     */
    public ReportPanel(Composite parent, String idPrefix) {
        super(parent, SWT.NONE);
        setLayout(new GridLayout(1, false));
        heading = label(idPrefix + ".heading", SWT.NONE);
        heading.setFont(JFaceResources.getBannerFont());
        settings = label(idPrefix + ".settings", SWT.WRAP);
        verdict = label(idPrefix + ".verdict", SWT.WRAP);
        verdict.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        Label rule = label(idPrefix + ".rule", SWT.WRAP);
        rule.setText(Verdict.RULE);
        rule.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        details = label(idPrefix + ".details", SWT.WRAP);
        chart = new BalanceChart(this);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 380;
        data.widthHint = 360;
        chart.setLayoutData(data);
        chart.setData("org.hexbench.id", idPrefix + ".chart");
    }

    private Label label(String id, int style) {
        Label l = new Label(this, style);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 300;
        l.setLayoutData(data);
        l.setData("org.hexbench.id", id);
        return l;
    }

    /**
     * Shows a report.
     *
     * @param title the heading
     * @param report the report
     * @param colours the factions' colours
     * @param comparison a sentence comparing it with another run, or empty
     */
    public void show(String title, BalanceReport report, List<RGB> colours, String comparison) {
        heading.setText(title);
        settings.setText(describeSettings(report));
        verdict.setText(report.verdict().text());
        List<String> lines = new ArrayList<>();
        report.firstSeat().ifPresent(first -> lines.add(firstSeat(report, first)));
        lines.add(String.format(Locale.ROOT, "Games: %d played, %d decided, %d without a winner at the end%s; mean"
                + " length %.1f turns.", report.counted(), report.decided(), report.counted() - report.decided(),
                report.failed() > 0 ? ", " + report.failed() + " failed (the rules or a player failed; they count for"
                        + " nobody)" : "", report.meanTurns()));
        List<ClassStrength> classes = report.strengthByClass();
        if (!classes.isEmpty()) {
            ClassStrength won = classes.stream().max(java.util.Comparator.comparingLong(ClassStrength::gained)).get();
            ClassStrength lost = classes.stream().max(java.util.Comparator.comparingLong(ClassStrength::lost)).get();
            String most = (won.gained() > 0 ? won.name() + " won the most (+" + won.gained() + ")" : "no class won strength")
                    + ", " + (lost.lost() > 0 ? lost.name() + " lost the most (−" + lost.lost() + ")" : "no class lost any");
            lines.add("Strength: " + most + " over the counted games; net per class: "
                    + String.join(", ", classes.stream().map(c -> c.name() + " " + signed(c.net())).toList()) + ".");
        }
        if (!comparison.isEmpty()) {
            lines.add(comparison);
        }
        details.setText(String.join("\n", lines));
        chart.show(report, colours);
        layout(true, true);
    }

    private static String signed(long value) {
        return value > 0 ? "+" + value : value < 0 ? "−" + -value : "0";
    }

    private static String describeSettings(BalanceReport report) {
        var s = report.settings();
        List<String> players = new ArrayList<>();
        for (FactionRate r : report.factionRates()) {
            players.add(r.name() + ": " + r.player());
        }
        String games = report.stopped() ? report.games().size() + " of " + s.games() + " games (stopped)"
                : s.games() + " games";
        return report.scenario() + " · " + games + " · seed " + s.seed() + " · turn limit " + s.turnLimit() + " · "
                + String.join(", ", players) + (report.definitions().isEmpty() ? "" : " · " + report.definitions());
    }

    private static String firstSeat(BalanceReport report, FirstSeat first) {
        String always = first.alwaysFaction() >= 0 ? report.factions().get(first.alwaysFaction()) + " moved first in"
                + " every game, so its share and the first seat's are the same figure." : "";
        if (first.decided() == 0) {
            return "First seat: no game was decided, so its advantage is unknown. " + always;
        }
        return "The faction moving first won " + FactionRate.percent(first.share()) + " of " + first.decided()
                + " decided games (95% interval " + FactionRate.percent(first.interval().lower()) + "–"
                + FactionRate.percent(first.interval().upper()) + "; fair share " + FactionRate.percent(first.fair())
                + "). " + always;
    }

    /** @return the verdict shown */
    public String verdictShown() {
        return verdict.getText();
    }

    /** @return the details shown (first seat, lengths, strength, comparison) */
    public String detailsShown() {
        return details.getText();
    }

    /** @return the heading shown */
    public String headingShown() {
        return heading.getText();
    }

    /** @return the chart */
    public BalanceChart chart() {
        return chart;
    }
}
