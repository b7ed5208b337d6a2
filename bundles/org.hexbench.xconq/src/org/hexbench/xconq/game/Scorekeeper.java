package org.hexbench.xconq.game;

import org.hexbench.xconq.gdl.SourcePosition;

/**
 * A scorekeeper (GDL reference, Scorekeeper Forms): when it runs ({@code when}), whom it applies to, and its body
 * ({@code do}, e.g. {@code last-side-wins}), kept as the module wrote them.
 */
public final class Scorekeeper {

    private final int id;
    private final SourcePosition position;
    private final Properties properties = new Properties();

    Scorekeeper(int id, SourcePosition position) {
        this.id = id;
        this.position = position;
    }

    /** @return its number, from 1 */
    public int id() {
        return id;
    }

    /** @return where its form is */
    public SourcePosition position() {
        return position;
    }

    /** @return its properties ({@code title}, {@code when}, {@code do} ...) */
    public Properties properties() {
        return properties;
    }

    /**
     * @return whether its body is just {@code last-side-wins} (the last side with units left wins) or {@code
     *         last-alliance-wins}, the same where no sides are allied
     */
    public boolean isLastSideWins() {
        return properties.value("do").map(v -> v.text().equals("last-side-wins")
                || v.text().equals("last-alliance-wins")).orElse(false);
    }
}
