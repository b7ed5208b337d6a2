package org.hexbench.ui.play;

import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.hexbench.play.GameSession;
import org.hexbench.play.LogLine;

/**
 * The game's messages and events (Hexkit User's Guide §2.8.4 Command Events), in the game's words (units by name,
 * sites by coordinates): every command, the rules' messages
 * (combat reports, captures, victory) with their addressee, rejected commands with the engine's reason, the
 * directives and the leg-by-leg resolution of simultaneous turns, saves, loads and restarts. New lines are
 * appended and scrolled into view. Hovering over a line shows its details as a tooltip: the command's text form and
 * the size of its instruction program, or state hashes. Under fog of war, while a person's faction is the session's
 * viewer, the lines of the other factions' commands, the messages addressed to them and the legs of simultaneous
 * resolutions are left out: they would tell where units the person does not see went.
 */
public final class MessageLogView extends GameView {

    private static final String DETAILS = "details";
    private Table table;
    private int shown;
    private int shownViewer = -1;
    /** The sources of the lines the viewer may not see (the other factions' names, messages to them, resolutions). */
    private java.util.Set<String> hidden = java.util.Set.of();

    @Override
    protected String purpose() {
        return "Messages and events of the game appear here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new FillLayout());
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        table.setHeaderVisible(true);
        table.setData("org.hexbench.id", PlayViews.MESSAGES + ".table");
        String[] names = {"Turn", "From / to", "Message"};
        int[] widths = {50, 120, 700};
        table.addListener(SWT.MouseHover, e -> {
            TableItem item = table.getItem(new org.eclipse.swt.graphics.Point(e.x, e.y));
            String details = item == null ? "" : (String) item.getData(DETAILS);
            table.setToolTipText(details == null || details.isEmpty() ? null : details);
        });
        for (int i = 0; i < names.length; i++) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(names[i]);
            c.setWidth(widths[i]);
        }
    }

    @Override
    protected void sessionReplaced(GameSession next) {
        table.removeAll();
        shown = 0;
    }

    @Override
    protected void refresh(GameSession current) {
        List<LogLine> log = current.log();
        int viewer = current.viewer();
        if (log.size() < shown || viewer != shownViewer) {
            table.removeAll();
            shown = 0;
            shownViewer = viewer;
            hidden = viewer < 0 ? java.util.Set.of() : current.readEverything(g -> {
                java.util.Set<String> others = new java.util.HashSet<>(java.util.Set.of("resolution"));
                for (int f = 0; f < g.world().factionCount(); f++) {
                    if (f != viewer) {
                        others.add(g.world().faction(f).name());
                        others.add("to " + g.world().faction(f).name());
                    }
                }
                return others;
            }).orElse(java.util.Set.of("resolution"));
        }
        table.setRedraw(false);
        for (; shown < log.size(); shown++) {
            LogLine line = log.get(shown);
            if (hidden.contains(line.source())) {
                continue;
            }
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] {Integer.toString(line.turn()), line.source(), line.text()});
            item.setData(DETAILS, line.details());
        }
        table.setRedraw(true);
        if (table.getItemCount() > 0) {
            table.showItem(table.getItem(table.getItemCount() - 1));
        }
    }

    /**
     * @param index a line's index
     * @return the details the line's tooltip shows
     */
    public String detailsOf(int index) {
        return (String) table.getItem(index).getData(DETAILS);
    }

    /** @return the message texts shown now, oldest first (tests read them) */
    public List<String> messagesShown() {
        return java.util.Arrays.stream(table.getItems()).map(i -> i.getText(2)).toList();
    }
}
