package org.hexbench.ai.balance;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The strength a unit class gained and lost over one game or many: gained counts new units (built, placed by the
 * rules) with their strength and every rise of a unit's strength; lost counts destroyed units with the strength
 * they had and every fall (damage). A unit that changes class is lost to the old class and gained by the new one.
 *
 * @param unitClass the class's id
 * @param name the class's name
 * @param gained strength gained
 * @param lost strength lost (not negative)
 */
public record ClassStrength(String unitClass, String name, long gained, long lost) {

    /** @return gained minus lost */
    public long net() {
        return gained - lost;
    }

    /**
     * Adds up classes over several games, keeping the order in which classes first appear.
     *
     * @param games each game's classes
     * @return one entry per class
     */
    public static List<ClassStrength> sum(Collection<? extends List<ClassStrength>> games) {
        Map<String, ClassStrength> total = new LinkedHashMap<>();
        for (List<ClassStrength> game : games) {
            for (ClassStrength c : game) {
                total.merge(c.unitClass(), c, (a, b) -> new ClassStrength(a.unitClass(), a.name(),
                        a.gained() + b.gained(), a.lost() + b.lost()));
            }
        }
        return new ArrayList<>(total.values());
    }
}
