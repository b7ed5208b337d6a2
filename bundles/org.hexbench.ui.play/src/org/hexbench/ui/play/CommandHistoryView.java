package org.hexbench.ui.play;

import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jface.resource.JFaceResources;
import org.hexbench.engine.game.History;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.InstructionCodec;
import org.hexbench.play.GameSession;

/**
 * The command history (Hexkit User's Guide §5.2.5 History Classes, §6.1.1 Two Levels of Execution): every executed
 * command in order with its turn, its faction and the player that gave it (a person or the computer player with its
 * options, as the faction's seat was then; "rules" for commands the rules queued: {@link
 * GameSession#commandPlayers}), in the game's words (units by name, sites by coordinates); selecting
 * one shows its details: the command's text form and its instruction program, one instruction a line in the saved
 * game's text form. A simultaneous turn's resolution is one entry (faction "all").
 */
public final class CommandHistoryView extends GameView {

    private Table table;
    private Text program;
    private List<HistoryEntry> entries = List.of();
    private String[] factionNames = new String[0];
    private List<String> words = List.of();
    private List<String> players = List.of();

    @Override
    protected String purpose() {
        return "Every command of the game, with its instruction program, appears here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new FillLayout());
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        table = new Table(sash, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setData("org.hexbench.id", PlayViews.HISTORY + ".table");
        String[] names = {"#", "Turn", "Faction", "Command", "Player"};
        int[] widths = {45, 45, 90, 330, 150};
        for (int i = 0; i < names.length; i++) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(names[i]);
            c.setWidth(widths[i]);
        }
        program = new Text(sash, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        program.setFont(JFaceResources.getFont(JFaceResources.TEXT_FONT));
        program.setData("org.hexbench.id", PlayViews.HISTORY + ".program");
        program.setText("Select a command to see its instruction program.");
        sash.setWeights(55, 45);
        table.addListener(SWT.Selection, e -> showProgram(table.getSelectionIndex()));
    }

    private void showProgram(int index) {
        if (index < 0 || index >= entries.size()) {
            return;
        }
        HistoryEntry e = entries.get(index);
        StringBuilder b = new StringBuilder("# " + e.command() + "\n# turn " + (e.turn() + 1) + ", "
                + e.program().size() + " instructions\n");
        for (Instruction i : e.program().instructions()) {
            b.append(InstructionCodec.encode(i)).append('\n');
        }
        program.setText(b.toString());
    }

    @Override
    protected void sessionReplaced(GameSession next) {
        table.removeAll();
        entries = List.of();
        program.setText("Select a command to see its instruction program.");
    }

    @Override
    protected void refresh(GameSession current) {
        current.read(g -> {
            String[] names = new String[g.world().factionCount()];
            for (int f = 0; f < names.length; f++) {
                names[f] = g.world().faction(f).name();
            }
            factionNames = names;
            words = current.commandWords();
            players = current.commandPlayers();
            return List.copyOf(g.history().entries());
        }).ifPresent(now -> {
            int common = Math.min(now.size(), entries.size());
            // fewer entries, or another entry where the last shown one was: commands were taken back (Undo)
            if (now.size() < table.getItemCount() || common > 0 && now.get(common - 1) != entries.get(common - 1)) {
                table.removeAll();
            }
            table.setRedraw(false);
            for (int i = table.getItemCount(); i < now.size(); i++) {
                HistoryEntry e = now.get(i);
                // under fog of war the history read holds only the viewer's own commands: the others are hidden
                String said = e.command().equals(History.HIDDEN) ? "(not seen)"
                        : i < words.size() ? words.get(i) : e.describe();
                new TableItem(table, SWT.NONE).setText(new String[] {Integer.toString(i + 1), Integer.toString(e.turn() + 1),
                    e.faction() >= 0 ? factionNames[e.faction()] : "all", said, i < players.size() ? players.get(i) : ""});
            }
            table.setRedraw(true);
            entries = now;
            if (table.getItemCount() > 0 && table.getSelectionCount() == 0) {
                table.showItem(table.getItem(table.getItemCount() - 1));
            }
        });
    }

    /** @return the command texts shown now, in order (tests read them) */
    public List<String> commandsShown() {
        return java.util.Arrays.stream(table.getItems()).map(i -> i.getText(3)).toList();
    }

    /** @return the faction and player shown for each command, "faction: player", in order (tests read them) */
    public List<String> playersShown() {
        return java.util.Arrays.stream(table.getItems()).map(i -> i.getText(2) + ": " + i.getText(4)).toList();
    }

    /** @return the text forms of the commands shown (their details), in order (tests read them) */
    public List<String> textFormsShown() {
        return entries.stream().map(HistoryEntry::command).toList();
    }

    /** @return the program text shown for the selected command */
    public String programShown() {
        return program.getText();
    }
}
