package org.hexbench.ui.play;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * Base of the Play perspective's views: each shows one aspect of the running game and, while no game runs, says so
 * and how to start one.
 */
public abstract class GameView extends ViewPart {

    private Label status;

    /** What this view shows once a game runs, completing "No game is running: ..." in the idle message. */
    protected abstract String purpose();

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status.setText("No game is running. " + purpose());
        status.setData("org.hexbench.id", getViewSite().getId() + ".status");
    }

    /** The text the view shows now; tests read it. */
    public String statusText() {
        return status.getText();
    }

    @Override
    public void setFocus() {
        status.setFocus();
    }
}
