package org.hexbench.ui.play;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameText;
import org.hexbench.play.MapInteraction;

/**
 * Details of the selected site and its entities (Hexkit's site and unit panels; Hexkit User's Guide §5.3 Site Class,
 * §5.6 Unit Class and Siblings), in the words of {@link GameText#site}: the site's tile, owner and terrain stack, every
 * unit with its owner, variables (display-scaled) and whether it may still move and attack, its effects and the
 * descriptions of the classes there; and, for your selected units, how many sites they can move to and attack.
 */
public final class SelectionView extends GameView {

    private Text details;

    @Override
    protected String purpose() {
        return "Details of the site and units selected on the map appear here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new FillLayout());
        details = new Text(parent, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.WRAP);
        details.setFont(JFaceResources.getFont(JFaceResources.TEXT_FONT));
        details.setData("org.hexbench.id", PlayViews.SELECTION + ".details");
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
            return;
        }
        int site = interaction.selectedSite();
        int moves = interaction.moveTargets().length;
        int attacks = interaction.attackTargets().length;
        current.read(g -> site < g.world().siteCount() ? GameText.site(g.world(), site) : "").ifPresent(text -> details.setText(text
                + (interaction.selectedUnits().isEmpty() ? ""
                        : "\nSelected units " + interaction.selectedUnits() + ": " + moves + " move targets, " + attacks
                                + " attack targets (right-click one on the map)")));
    }

    /** @return the details shown now (tests read them) */
    public String detailsShown() {
        return details.getText();
    }
}
