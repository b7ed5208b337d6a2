package org.hexbench.ui.play;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Condition;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameText;

/**
 * Each faction's standing (Hexkit User's Guide §5.4 Faction Class, §2.4.4 Victory and Defeat): who plays it, whether it
 * is active, resigned,
 * defeated or the winner, its sites, units and unit strength, its resources by name and display scale
 * ({@link GameText#resources}; counters stay hidden, §3.5.3), and its victory and defeat conditions. The headline above the table names the turn, who moves, and the winner once there is one.
 */
public final class FactionStatusView extends GameView {

    private static final String[] COLUMNS = {"Faction", "Player", "State", "Sites", "Units", "Strength", "Resources",
        "Conditions"};

    private Label headline;
    private Table table;

    @Override
    protected String purpose() {
        return "Resources, units and conditions of each faction appear here during a game.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        headline = new Label(parent, SWT.WRAP);
        headline.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        headline.setData("org.hexbench.id", PlayViews.FACTIONS + ".headline");
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setData("org.hexbench.id", PlayViews.FACTIONS + ".table");
        for (String c : COLUMNS) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(c);
            column.setWidth(c.equals("Resources") || c.equals("Conditions") ? 180 : 70);
        }
    }

    @Override
    protected void refresh(GameSession current) {
        headline.setText(current.headline());
        List<Integer> acting = current.actingFactions();
        current.read(g -> rows(current, g.world(), acting)).ifPresent(rows -> {
            table.setItemCount(rows.size());
            for (int i = 0; i < rows.size(); i++) {
                table.getItem(i).setText(rows.get(i));
            }
        });
    }

    private static List<String[]> rows(GameSession session, WorldState w, List<Integer> acting) {
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < w.factionCount(); i++) {
            Faction f = w.faction(i);
            String state = !f.isAlive() ? "defeated" : w.winningFaction() == i ? "winner"
                    : f.isResigned() ? "resigned" : acting.contains(i) ? "to act" : "playing";
            StringBuilder conditions = new StringBuilder();
            for (Condition c : f.scenarioFaction().getConditions()) {
                conditions.append(conditions.isEmpty() ? "" : ", ").append(c.getKind().getLiteral().toLowerCase())
                        .append(": ").append(c.getParameter().getLiteral().toLowerCase()).append(' ')
                        .append(c.getThreshold());
            }
            rows.add(new String[] {f.name(), session.seat(i).label(), state,
                Integer.toString(f.isAlive() ? f.siteCount() : 0), Integer.toString(f.isAlive() ? f.units().size() : 0),
                Integer.toString(f.isAlive() ? w.unitStrength(i) : 0), GameText.resources(w, i), conditions.toString()});
        }
        return rows;
    }

    /** @return the rows shown now, one text array per faction (tests read them) */
    public List<String[]> rowsShown() {
        List<String[]> result = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            String[] row = new String[COLUMNS.length];
            for (int c = 0; c < row.length; c++) {
                row[c] = item.getText(c);
            }
            result.add(row);
        }
        return result;
    }
}
