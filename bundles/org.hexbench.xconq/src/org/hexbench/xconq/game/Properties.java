package org.hexbench.xconq.game;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlType;

/**
 * The properties a module set on one object (a type, side, unit, scorekeeper ...), in the order they were first set;
 * setting a property again replaces its value, as later GDL forms overwrite earlier ones.
 */
public final class Properties {

    private final Map<String, PropertyValue> values = new LinkedHashMap<>();

    /**
     * Sets a property.
     *
     * @param value the property and its value
     */
    void put(PropertyValue value) {
        values.put(value.name(), value);
    }

    /**
     * Removes a property.
     *
     * @param name the property
     */
    void remove(String name) {
        values.remove(name);
    }

    /** @return every property set, in order */
    public Collection<PropertyValue> all() {
        return Collections.unmodifiableCollection(values.values());
    }

    /**
     * @param name a property
     * @return its value, if set
     */
    public Optional<PropertyValue> get(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /**
     * @param name a property
     * @return whether it is set
     */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /**
     * Returns a number-valued property.
     *
     * @param name the property
     * @return its number (a type counts as its index), if set to one
     */
    public Optional<Integer> number(String name) {
        PropertyValue v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (v.value() instanceof GdlNumber n) {
            return Optional.of(n.value());
        }
        return v.value() instanceof GdlType t ? Optional.of(t.index()) : Optional.empty();
    }

    /**
     * Returns a string-valued property.
     *
     * @param name the property
     * @return its string, if set to one
     */
    public Optional<String> text(String name) {
        PropertyValue v = values.get(name);
        return v != null && v.value() instanceof GdlString s ? Optional.of(s.value()) : Optional.empty();
    }

    /**
     * Returns a property's value, whatever it is.
     *
     * @param name the property
     * @return the value, if set
     */
    public Optional<Gdl> value(String name) {
        return Optional.ofNullable(values.get(name)).map(PropertyValue::value);
    }

    /** @return the number of properties set */
    public int size() {
        return values.size();
    }
}
