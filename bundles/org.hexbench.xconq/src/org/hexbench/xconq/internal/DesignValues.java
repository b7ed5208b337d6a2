package org.hexbench.xconq.internal;

import java.util.function.Function;
import org.hexbench.scenario.DesignDice;
import org.hexbench.scenario.DesignList;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignProperty;
import org.hexbench.scenario.DesignSymbol;
import org.hexbench.scenario.DesignText;
import org.hexbench.scenario.DesignTypeReference;
import org.hexbench.scenario.DesignValue;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlType;

/** GDL values as the scenario model's design values, one for one (GDL reference, Lexical Elements). */
public final class DesignValues {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private final Function<GdlType, Identified> types;

    /**
     * @param types the scenario element each type value stands for
     */
    public DesignValues(Function<GdlType, Identified> types) {
        this.types = types;
    }

    /**
     * @param value a GDL value
     * @return the same value in the scenario model
     */
    public DesignValue of(Gdl value) {
        return switch (value) {
            case Gdl.GdlNumber n -> {
                DesignNumber d = F.createDesignNumber();
                d.setValue(n.value());
                yield d;
            }
            case Gdl.GdlString s -> {
                DesignText d = F.createDesignText();
                d.setText(s.value());
                yield d;
            }
            case Gdl.GdlSymbol s -> symbol(s.name());
            case Gdl.GdlDice dice -> dice(dice.count(), dice.sides(), dice.offset());
            case GdlType t -> {
                Identified target = types.apply(t);
                if (target == null) {
                    yield symbol(t.name());
                }
                DesignTypeReference d = F.createDesignTypeReference();
                d.setType(target);
                yield d;
            }
            case Gdl.GdlList l -> {
                DesignList d = F.createDesignList();
                for (Gdl item : l.items()) {
                    d.getItems().add(of(item));
                }
                yield d;
            }
        };
    }

    /**
     * @param name a symbol's name
     * @return the symbol
     */
    public static DesignSymbol symbol(String name) {
        DesignSymbol d = F.createDesignSymbol();
        d.setName(name);
        return d;
    }

    /**
     * @param count dice
     * @param sides faces
     * @param offset added
     * @return the dice spec
     */
    public static DesignDice dice(int count, int sides, int offset) {
        DesignDice d = F.createDesignDice();
        d.setCount(count);
        d.setSides(sides);
        d.setOffset(offset);
        return d;
    }

    /**
     * @param name a property's name
     * @param value its value
     * @return the property
     */
    public DesignProperty property(String name, Gdl value) {
        DesignProperty p = F.createDesignProperty();
        p.setName(name);
        p.setValue(of(value));
        return p;
    }
}
