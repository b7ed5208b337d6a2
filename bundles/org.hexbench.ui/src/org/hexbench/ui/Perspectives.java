package org.hexbench.ui;

/** The ids of Hexbench's perspectives, as registered in plugin.xml, for code that opens or tests them. */
public final class Perspectives {

    /** Scenario Authoring: Project Explorer, editors, Outline, Properties and Problems. */
    public static final String AUTHORING = "org.hexbench.ui.perspectives.authoring";

    /** Play: test-play a scenario inside the IDE (contributed by org.hexbench.ui.play). */
    public static final String PLAY = "org.hexbench.ui.perspectives.play";

    private Perspectives() {
    }
}
