package org.hexbench.xconq.game;

import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.SourcePosition;

/**
 * A property as a module set it: its value (evaluated where the GDL reference says the property is a number, string
 * or type; as written otherwise, as Xconq keeps it) and where it was set.
 *
 * @param name the property's name
 * @param value its value
 * @param position the form that set it
 */
public record PropertyValue(String name, Gdl value, SourcePosition position) {
}
