package org.hexbench.ui.play;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.CommandText;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameText;
import org.hexbench.play.MapInteraction;

/**
 * Details of the selected site and its entities (Hexkit's site and unit panels; Hexkit User's Guide §5.3 Site Class,
 * §5.6 Unit Class and Siblings), in the words of {@link GameText#site}: the site's coordinates, owner and terrain
 * stack, every unit with its owner, variables (display-scaled) and whether it may still move and attack, its effects
 * and the descriptions of the classes there; and, for your selected units, how many sites they can move to and
 * attack. Beside it your units on the site, each with a check box: uncheck some to move or attack with the others
 * only (splitting the stack, Hexkit User's Guide §2.3: select single units of a stack); moving onto a site of your
 * own units merges the stacks.
 */
public final class SelectionView extends GameView {

    private Text details;
    private Table units;
    private List<Integer> shownUnits = List.of();

    @Override
    protected String purpose() {
        return "Details of the site and units selected on the map appear here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new FillLayout());
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        details = new Text(sash, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.WRAP);
        details.setFont(JFaceResources.getFont(JFaceResources.TEXT_FONT));
        details.setData("org.hexbench.id", PlayViews.SELECTION + ".details");
        units = new Table(sash, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
        units.setData("org.hexbench.id", PlayViews.SELECTION + ".units");
        units.setToolTipText("Your units on the selected site: the checked ones move and attack together");
        units.addListener(SWT.Selection, e -> {
            if (e.detail == SWT.CHECK) {
                choose();
            }
        });
        sash.setWeights(65, 35);
    }

    /** Narrows the map's selection to the checked units. */
    private void choose() {
        MapInteraction interaction = mapInteraction();
        if (interaction == null) {
            return;
        }
        List<Integer> checked = new ArrayList<>();
        for (int i = 0; i < units.getItemCount(); i++) {
            if (units.getItem(i).getChecked()) {
                checked.add(shownUnits.get(i));
            }
        }
        interaction.selectUnits(checked);
    }

    @Override
    protected boolean followsMapSelection() {
        return true;
    }

    @Override
    protected void refresh(GameSession current) {
        MapInteraction interaction = mapInteraction();
        if (interaction == null || interaction.selectedSite() < 0) {
            details.setText("Click a site on the map to see its stack here.");
            showUnits(List.of(), List.of(), List.of());
            return;
        }
        int site = interaction.selectedSite();
        List<Integer> selected = interaction.selectedUnits();
        int moves = interaction.moveTargets().length;
        int attacks = interaction.attackTargets().length;
        int faction = current.humanFaction();
        current.read(g -> {
            if (site >= g.world().siteCount()) {
                return null;
            }
            List<Integer> own = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (Entity u : g.world().site(site).units()) {
                if (faction >= 0 && u.owner() == faction) {
                    own.add(u.id());
                    names.add(CommandText.unit(u));
                }
            }
            showUnits(own, names, selected);
            return GameText.site(g.world(), site) + (selected.isEmpty() ? ""
                    : "\nSelected: " + CommandText.names(selected, CommandText.current(g.world())) + ": " + moves
                            + " move targets, " + attacks + " attack targets (right-click one on the map)");
        }).ifPresent(details::setText);
    }

    private void showUnits(List<Integer> own, List<String> names, List<Integer> selected) {
        if (!own.equals(shownUnits) || units.getItemCount() != own.size()) {
            units.removeAll();
            for (String name : names) {
                new TableItem(units, SWT.NONE).setText(name);
            }
            shownUnits = List.copyOf(own);
        }
        for (int i = 0; i < own.size(); i++) {
            units.getItem(i).setChecked(selected.contains(own.get(i)));
        }
    }

    /** @return the details shown now (tests read them) */
    public String detailsShown() {
        return details.getText();
    }

    /** @return the table of your units on the selected site, checked when selected */
    public Table unitTable() {
        return units;
    }
}
