package org.hexbench.ui.rules.internal;

import org.eclipse.ui.IStartup;

/** Starts the {@link RuleFileWatch} with the workbench, so markers stay current before any rule editor opens. */
public final class RuleStartup implements IStartup {

    @Override
    public void earlyStartup() {
        RuleFileWatch.install();
    }
}
