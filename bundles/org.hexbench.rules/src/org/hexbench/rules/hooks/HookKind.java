package org.hexbench.rules.hooks;

import java.util.EnumSet;
import java.util.Set;

import org.hexbench.rules.typing.Type;

/**
 * The engine rules a rule file can override (Hexkit's overridable members, Hexkit User's Guide §7.3 Extendable Classes;
 * pathfinding, §8.3 Customizing Pathfinding; victory and defeat, §2.4.4 Victory and Defeat). Each kind fixes the
 * roles it receives, what it produces (a value of a type, or effects),
 * and which role a class filter ({@code on move of slugs}) tests.
 */
public enum HookKind {
    /** Sites a unit may move to (Hexkit FindMoveTargets); a set of sites. */
    MOVE_TARGETS("move targets", Type.setOf(Type.SITE), Role.UNIT, "the sites a unit may move to (and be directed to in simultaneous turns)", Role.UNIT),
    /** Cost of one step (Hexkit GetStepCost); an int. */
    STEP_COST("step cost", Type.INT, Role.UNIT, "the cost of one step from origin to site (at least 1)", Role.UNIT, Role.ORIGIN, Role.SITE),
    /** Whether a step may be made (Hexkit CanMakeStep). */
    CAN_STEP("can step", Type.BOOL, Role.UNIT, "whether the unit may step from origin to site (sequential turns; simultaneous turns ask"
            + " only the terrain)", Role.UNIT, Role.ORIGIN, Role.SITE),
    /** Whether a unit may end its move on a site (Hexkit CanOccupy). */
    CAN_OCCUPY("can occupy", Type.BOOL, Role.UNIT, "whether the unit may end its move on site (and a directive, in simultaneous turns)",
            Role.UNIT, Role.SITE),
    /** Whether a unit may move now (Hexkit Unit.CanMove). */
    CAN_MOVE("can move", Type.BOOL, Role.UNIT, "whether the unit may move now, besides its Move ability", Role.UNIT),
    /** The effects of a move (Hexkit Unit.Move). */
    MOVE("move", null, Role.UNIT, "what happens when the unit moves to site by a Move command (simultaneous turns move"
            + " units by their resolution)", Role.UNIT, Role.SITE),
    /** The effects of an attack (Hexkit Unit.AttackUnit and AttackCombat). */
    ATTACK("attack", null, Role.ATTACKER, "what happens when attacker hits defender on site (every hit: attacks, counter-attacks,"
            + " simultaneous strikes)", Role.ATTACKER, Role.DEFENDER, Role.SITE),
    /** The defender an attacker fights (Hexkit SelectDefender); a unit of the candidates. */
    SELECT_DEFENDER("select defender", Type.UNIT, Role.ATTACKER, "the defender the attacker hits (none or a non-candidate: a random one)", Role.ATTACKER, Role.CANDIDATES),
    /** The attacker a defender strikes back at (Hexkit SelectAttacker). */
    SELECT_ATTACKER("select attacker", Type.UNIT, Role.DEFENDER, "the attacker the defender strikes back at (sequential turns; none or a non-candidate:"
            + " a random one in reach)", Role.DEFENDER, Role.CANDIDATES),
    /** The damage of one hit; an int. */
    DAMAGE("damage", Type.INT, Role.ATTACKER, "the damage one hit of attacker deals to defender, taken from its Strength", Role.ATTACKER, Role.DEFENDER),
    /** Effects at the beginning of a faction's turn (Hexkit Faction.BeginTurn). */
    TURN_BEGIN("turn begin", null, null, "what happens when faction's turn begins (after the default Begin Turn and the random"
            + " events)", Role.FACTION),
    /** Effects at the end of a faction's turn (Hexkit Faction.EndTurn). */
    TURN_END("turn end", null, null, "what happens when faction's turn ends (before the default End Turn)", Role.FACTION),
    /** Effects of building (Hexkit Faction.Build). */
    BUILD("build", null, Role.CLASS, "what happens when faction builds class (a Build command, instead of the default)",
            Role.FACTION, Role.CLASS),
    /** Sites where an entity of a class may be placed (Hexkit GetPlaceTargets); a set of sites. */
    PLACE_TARGETS("place targets", Type.setOf(Type.SITE), Role.CLASS, "the sites where faction may place class (a Place command; never among another"
            + " faction's units)", Role.FACTION, Role.CLASS),
    /** Effects of placing a unit (Hexkit Entity.Place). */
    PLACE("place", null, Role.UNIT, "what happens once the unit is placed on site (a Place command; by default it rests"
            + " until the next turn)", Role.UNIT, Role.SITE),
    /** Effects of capturing a site (Hexkit Faction.CaptureSite). */
    CAPTURE("capture", null, Role.UNIT, "what happens when the unit arrives on site, instead of capturing it (once every unit"
            + " of the move, placement or turn has arrived)", Role.UNIT, Role.SITE),
    /** Effects of destroying a unit by command (Hexkit Faction.Destroy). */
    DESTROY("destroy", null, Role.UNIT, "what happens when the unit is destroyed by its owner (a Destroy command, instead of the"
            + " refund)", Role.UNIT),
    /** Effects when a unit dies (special abilities such as HexTC2's regeneration). */
    DEATH("death", null, Role.UNIT, "what happens when damage kills the unit, before it is removed (not on destroy)", Role.UNIT),
    /**
     * Effects when the active faction issues an illegal command (HexTC2: it counts as a pass, HexTC2 rules, COMP202
     * Winter 2005 Assignment 6, section Code Structure); the engine
     * has already shown the reason as a message. Without this hook an illegal command is rejected and changes nothing.
     */
    ILLEGAL_MOVE("illegal move", null, null, "what happens when faction issues an illegal command (its reason is already shown;"
            + " sequential turns)", Role.FACTION),
    /** Whether a faction has won (Hexkit CheckVictory). */
    VICTORY("victory", Type.BOOL, null, "whether faction has won (asked at its Begin Turn, or when a simultaneous turn"
            + " resolves)", Role.FACTION),
    /** Whether a faction is defeated (Hexkit CheckDefeat). */
    DEFEAT("defeat", Type.BOOL, null, "whether faction is defeated (asked when the game starts and after every End Turn or"
            + " resolution)", Role.FACTION);

    private final String text;
    private final Type result;
    private final Role filtered;
    private final String documentation;
    private final Set<Role> roles;

    HookKind(String text, Type result, Role filtered, String documentation, Role... roles) {
        this.text = text;
        this.result = result;
        this.filtered = filtered;
        this.documentation = documentation;
        this.roles = roles.length == 0 ? EnumSet.noneOf(Role.class) : EnumSet.of(roles[0], roles);
    }

    /** @return the hook's name as written after {@code on} */
    public String text() {
        return text;
    }

    /** @return the type a value hook produces, or {@code null} for an effect hook (written with a block) */
    public Type result() {
        return result;
    }

    /** @return whether the hook produces effects (a block) rather than a value ({@code = expression}) */
    public boolean isEffect() {
        return result == null;
    }

    /** @return the role whose class a filter ({@code of ...}) tests, or {@code null} if the hook takes no filter */
    public Role filtered() {
        return filtered;
    }

    /** @return the roles the hook receives */
    public Set<Role> roles() {
        return roles;
    }

    /** @return a sentence for hovers and proposals */
    public String documentation() {
        return documentation;
    }

    /**
     * @param written the hook name as parsed (tokens joined with or without spaces)
     * @return the kind, or {@code null} if none has that name
     */
    public static HookKind of(String written) {
        if (written == null) {
            return null;
        }
        String compact = written.replace(" ", "");
        for (HookKind kind : values()) {
            if (kind.text.replace(" ", "").equals(compact)) {
                return kind;
            }
        }
        return null;
    }
}
