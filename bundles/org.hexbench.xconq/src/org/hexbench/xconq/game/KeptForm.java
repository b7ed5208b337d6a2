package org.hexbench.xconq.game;

import org.hexbench.xconq.gdl.Gdl.GdlList;

/**
 * A form the interpreter keeps as written because it describes something Hexbench does not model (namers, doctrines,
 * players, history events ...), with the module it comes from.
 *
 * @param module the module's name
 * @param form the form
 */
public record KeptForm(String module, GdlList form) {

    /** @return the form's head symbol, e.g. {@code namer} */
    public String kind() {
        return form.head();
    }
}
