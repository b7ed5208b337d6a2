package org.hexbench.xconq.game;

import java.util.Optional;
import org.hexbench.xconq.gdl.GdlReference;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * A unit, terrain, material or advance type a module defined (GDL reference, Types in General, Unit Types, Terrain
 * Types, Material Types): its symbol, its index among the types of its kind (the order of definition, which tables and
 * layers use) and the properties set on it. Properties not set have the GDL reference's defaults
 * ({@link #number(String)}).
 */
public final class GameType {

    private final TypeKind kind;
    private final int index;
    private final String symbol;
    private final SourcePosition position;
    private final Properties properties = new Properties();

    GameType(TypeKind kind, int index, String symbol, SourcePosition position) {
        this.kind = kind;
        this.index = index;
        this.symbol = symbol;
        this.position = position;
    }

    /** @return the kind of type */
    public TypeKind kind() {
        return kind;
    }

    /** @return its index among the types of its kind, from 0 in order of definition */
    public int index() {
        return index;
    }

    /** @return the symbol the type was defined with, e.g. {@code tank} */
    public String symbol() {
        return symbol;
    }

    /** @return where its form is */
    public SourcePosition position() {
        return position;
    }

    /** @return the properties the module set */
    public Properties properties() {
        return properties;
    }

    /** @return the name players see: the {@code name} property, else the symbol (GDL reference, Type Names) */
    public String displayName() {
        return properties.text("long-name").or(() -> properties.text("name")).orElse(symbol);
    }

    /**
     * Returns a numeric property: the module's value, else the GDL reference's default for this kind of type.
     *
     * @param name the property
     * @return the value; empty when neither the module nor the reference gives a number
     */
    public Optional<Integer> number(String name) {
        Optional<Integer> set = properties.number(name);
        if (set.isPresent()) {
            return set;
        }
        return GdlReference.manual().typeProperty(kind, name).flatMap(GdlReference.Definition::defaultNumber);
    }

    @Override
    public String toString() {
        return kind.words() + " " + symbol;
    }
}
