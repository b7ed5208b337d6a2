package org.hexbench.rules.hooks;

import org.hexbench.rules.typing.Type;

/**
 * A value the engine passes into a hook, written in rules as a keyword ({@code unit}, {@code attacker}, ...). Each
 * {@link HookKind} makes a fixed subset of roles available, mirroring the parameters of the engine's rule SPI
 * (Hexkit User's Guide §7.3 Extendable Classes: Unit.Move, Unit.AttackUnit, Faction.BeginTurn ...).
 */
public enum Role {
    /** The acting unit: the mover, the placed, captured, destroyed or dead unit. */
    UNIT("unit", Type.UNIT, "the acting unit: the mover, or the unit placed, capturing, destroyed or killed"),
    /** The site concerned: the destination of a move or step, the attacked, placed or captured site. */
    SITE("site", Type.SITE, "the site concerned: the destination of a move or step, the attacked, placed or captured site"),
    /** The site a step leaves. */
    ORIGIN("origin", Type.SITE, "the site a step leaves"),
    /** The attacking unit. */
    ATTACKER("attacker", Type.UNIT, "the attacking unit"),
    /** The defending unit. */
    DEFENDER("defender", Type.UNIT, "the defending unit"),
    /** The faction concerned (the active faction in turn hooks, the building faction, the faction checked). */
    FACTION("faction", Type.FACTION, "the faction concerned: the active faction, or the faction building, placing or checked"),
    /** The entity class concerned (build and place targets). */
    CLASS("class", Type.CLASS, "the entity class built or placed"),
    /** The units to choose from (select defender / select attacker). */
    CANDIDATES("candidates", Type.setOf(Type.UNIT), "the units to choose from");

    private final String keyword;
    private final Type type;
    private final String documentation;

    Role(String keyword, Type type, String documentation) {
        this.keyword = keyword;
        this.type = type;
        this.documentation = documentation;
    }

    /** @return the keyword that names the role in rules */
    public String keyword() {
        return keyword;
    }

    /** @return the static type of the role's value */
    public Type type() {
        return type;
    }

    /** @return a sentence for hovers and proposals */
    public String documentation() {
        return documentation;
    }

    /**
     * @param keyword a role keyword
     * @return the role, or {@code null} if the keyword names none
     */
    public static Role of(String keyword) {
        for (Role role : values()) {
            if (role.keyword.equals(keyword)) {
                return role;
            }
        }
        return null;
    }
}
