package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.xtext.diagnostics.Severity;
import org.hexbench.engine.command.Destroy;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerKind;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.rules.engine.ScriptedRules;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.RulesPackage;
import org.hexbench.rules.typing.Type;
import org.hexbench.rules.validation.RuleFileCheck;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rule language's robustness, generated: for every hook kind and every expression form the type checker admits
 * for the hook's result (value hooks), or every statement (effect hooks), a rule file is written, bound through
 * {@link RuleBinding} to a copy of Riverford, and played for {@value #TURNS} turns by random players in both turn
 * systems: sequential Riverford (Hexkit User's Guide §2.4.3 Turn Sequence) and simultaneous Riverford Crossing (the
 * Tiling Module design note's Turn Resolution). Each file must validate without errors, play must never throw (not
 * even a rule error: every operation the language admits gives a defined value), and the hook must have been asked
 * in sequential play, and in simultaneous play too where that turn system asks it ({@link #SIMULTANEOUS}). Operands use only the roles the hook provides; some are empty or "none" on purpose ({@code one of} an
 * empty set, a division by a divisor that is 0 in play, dice that have no sides in play).
 */
class GeneratedRulesTest {

    /** Turns each generated game lasts. */
    static final int TURNS = 3;

    @TempDir
    Path folder;

    /** Declarations every generated file has, for the operands and the call forms. */
    private static final String DECLARATIONS = """
            group footmen = infantry, archers
            define twice(n: int): int = n * 2
            define near(a: site, b: site): bool = distance from a to b <= 1
            define ring(s: site): set of site = sites within 1 around s
            define first(s: set of unit): unit = one of s
            """;

    /** An expression or statement form: its name and its text with operand placeholders ({@code {int}} ...). */
    record Form(String name, String text) {
    }

    /** The expression forms that give a number. */
    static final List<Form> INT = List.of(
            new Form("literal", "3"),
            new Form("plus", "{int} + {int}"),
            new Form("minus", "{int} - {int}"),
            new Form("times", "{int} * {int}"),
            new Form("divided", "{int} / {int}"),
            new Form("divided by a zero", "{int} / (turn - turn)"),
            new Form("mod", "{int} mod {int}"),
            new Form("mod a zero", "{int} mod (turn - turn)"),
            new Form("negation", "-{int}"),
            new Form("dice", "roll 2d6"),
            new Form("computed dice", "roll d({int})"),
            new Form("dice of no sides", "roll 2 d(turn - turn - 1)"),
            new Form("min", "min({int}, 2)"),
            new Form("max", "max({int}, 2)"),
            new Form("distance", "distance from {site} to {site}"),
            new Form("variable of a unit", "strength of {unit}"),
            new Form("variable of a faction", "gold of {faction}"),
            new Form("maximum", "maximum strength of {unit}"),
            new Form("count of", "count of {units}"),
            new Form("row", "row of {site}"),
            new Form("column", "column of {site}"),
            new Form("count where", "count u in {units} where u is cavalry"),
            new Form("one of numbers", "one of directions"),
            new Form("one of no numbers", "one of (all x in directions where false)"),
            new Form("turn", "turn"),
            new Form("let", "let x = {int} in x * 2"),
            new Form("if", "if {bool} then {int} else 1"),
            new Form("call", "twice({int})"),
            new Form("parentheses", "({int})"));

    /** The expression forms that give a truth value. */
    static final List<Form> BOOL = List.of(
            new Form("true", "true"),
            new Form("false", "false"),
            new Form("chance", "chance 50%"),
            new Form("not", "not {bool}"),
            new Form("and", "{bool} and {bool}"),
            new Form("or", "{bool} or {bool}"),
            new Form("equal", "{int} = {int}"),
            new Form("unequal", "{int} != {int}"),
            new Form("less", "{int} < {int}"),
            new Form("at most", "{int} <= {int}"),
            new Form("greater", "{int} > {int}"),
            new Form("at least", "{int} >= {int}"),
            new Form("same unit", "{unit} = {unit}"),
            new Form("same sites", "{sites} = {sites}"),
            new Form("same text", "\"a\" = {text}"),
            new Form("is class", "{unit} is cavalry"),
            new Form("is group", "{unit} is footmen"),
            new Form("class is not", "{class} is not footmen"),
            new Form("is placed", "{unit} is placed"),
            new Form("is in", "{site} is in {sites}"),
            new Form("is not in", "{unit} is not in {units}"),
            new Form("exists", "exists u in {units} where u is placed"),
            new Form("every", "every s in {sites} where {bool}"),
            new Form("let", "let b = {bool} in b or {bool}"),
            new Form("if", "if {bool} then {bool} else true"),
            new Form("call", "near({site}, {site})"));

    /** The expression forms that give a set of sites. */
    static final List<Form> SITES = List.of(
            new Form("neighbours", "neighbours of {site}"),
            new Form("sites within", "sites within 2 around {site}"),
            new Form("line", "line from {site} toward {int}"),
            new Form("path", "path from {site} to {site}"),
            new Form("all sites", "all sites"),
            new Form("all where", "all s in all sites where distance from s to {site} <= 2"),
            new Form("nothing", "all s in all sites where false"),
            new Form("let", "let s = {site} in neighbours of s"),
            new Form("if", "if {bool} then {sites} else all sites"),
            new Form("call", "ring({site})"));

    /** The expression forms that give a unit (to choose among candidates). */
    static final List<Form> UNIT = List.of(
            new Form("role", "{unit}"),
            new Form("one of", "one of candidates"),
            new Form("one of nothing", "one of (all u in candidates where false)"),
            new Form("one of where", "one of (all u in candidates where u is cavalry)"),
            new Form("let", "let u = one of candidates in u"),
            new Form("if", "if {bool} then one of candidates else {unit}"),
            new Form("call", "first(candidates)"));

    /** The statements, with operands. */
    static final List<Form> STATEMENTS = List.of(
            new Form("let", "let x = {int}\nmessage x"),
            new Form("var and set", "var x = {int}\nset x to x + 1\nmessage x"),
            new Form("set of a unit", "set morale of {unit} to {int}"),
            new Form("set of a faction", "set gold of {faction} to gold of {faction} + {int}"),
            new Form("if else", "if {bool} {\nmessage \"a\"\n} else if {bool} {\nmessage \"b\"\n} else {\nmessage \"c\"\n}"),
            new Form("for each", "for each u in {units} where u is placed {\nheal u by 1\n}"),
            new Form("while", "var n = 0\nwhile n < {int} {\nset n to n + 1\n}"),
            new Form("damage", "damage {unit} by {int}"),
            new Form("heal", "heal {unit} by {int}"),
            new Form("destroy", "destroy {unit}"),
            new Form("move", "move {unit} to {site}"),
            new Form("move on", "move {unit} to one of neighbours of {site}"),
            new Form("place at", "place infantry for {faction} at {site}"),
            new Form("place", "place {class} for {faction}"),
            new Form("change owner", "change owner of {unit} to one of opponents of {faction}"),
            new Form("pass", "pass {faction}"),
            new Form("message", "message {text}, {int}, {unit}, {site}, {faction}, {class}, {bool}"));

    /** The canonical operands, using only the roles a hook provides. */
    static String operand(String placeholder, Set<Role> roles) {
        return switch (placeholder) {
            case "int" -> "(turn + 1)";
            case "bool" -> "(turn > 1)";
            case "text" -> "\"t\"";
            case "unit" -> roles.contains(Role.UNIT) ? "unit" : roles.contains(Role.ATTACKER) ? "attacker"
                    : roles.contains(Role.DEFENDER) ? "defender" : "one of units of " + operand("faction", roles);
            case "site" -> roles.contains(Role.SITE) ? "site" : roles.contains(Role.ORIGIN) ? "origin"
                    : "site of " + operand("unit", roles);
            case "faction" -> roles.contains(Role.FACTION) ? "faction"
                    : roles.stream().anyMatch(r -> r.type() == Type.UNIT) ? "owner of " + operand("unit", roles) : "red";
            case "class" -> roles.contains(Role.CLASS) ? "class" : "class of " + operand("unit", roles);
            case "units" -> roles.contains(Role.CANDIDATES) ? "candidates" : "units at " + operand("site", roles);
            case "sites" -> "neighbours of " + operand("site", roles);
            default -> throw new IllegalArgumentException(placeholder);
        };
    }

    /** @return the form's text with every placeholder replaced by the hook's operand */
    static String expand(String text, Set<Role> roles) {
        StringBuilder result = new StringBuilder();
        int at = 0;
        for (int open = text.indexOf('{', at); open >= 0; open = text.indexOf('{', at)) {
            int close = text.indexOf('}', open);
            String name = text.substring(open + 1, close);
            if (!name.matches("[a-z]+")) { // a block, not a placeholder
                result.append(text, at, open + 1);
                at = open + 1;
                continue;
            }
            result.append(text, at, open).append(operand(name, roles));
            at = close + 1;
        }
        return result.append(text.substring(at)).toString();
    }

    /** Hooks a generated file of a kind needs beside the one under test, so that play asks it. */
    static String support(HookKind kind) {
        return switch (kind) {
            case DEATH -> "on damage = 20\n"; // kills, so units die
            case SELECT_ATTACKER -> "on damage = 1\n"; // defenders survive and strike back
            default -> "";
        };
    }

    /** @return the forms a hook kind is generated with */
    static List<Form> formsOf(HookKind kind) {
        if (kind.isEffect()) {
            return STATEMENTS;
        }
        Type result = kind.result();
        return result == Type.INT ? INT : result == Type.BOOL ? BOOL : result == Type.UNIT ? UNIT : SITES;
    }

    /** @return the text of the generated rule file (after its header) for a hook kind and a form */
    static String ruleFile(HookKind kind, Form form) {
        String body = expand(form.text(), kind.roles());
        String hook = kind.isEffect() ? "on " + kind.text() + " {\n" + body.indent(4) + "}\n"
                : "on " + kind.text() + " = " + body + "\n";
        return DECLARATIONS + support(kind) + hook;
    }

    /**
     * The hooks the simultaneous turn system asks (it has no Build, Place or Destroy orders, no counter-attacks, moves
     * units by its resolution, lets passable terrain decide the steps, and refuses a directive without a command).
     */
    static final Set<HookKind> SIMULTANEOUS = EnumSet.of(HookKind.MOVE_TARGETS, HookKind.STEP_COST, HookKind.CAN_OCCUPY,
            HookKind.CAN_MOVE, HookKind.ATTACK, HookKind.SELECT_DEFENDER, HookKind.DAMAGE, HookKind.TURN_BEGIN,
            HookKind.TURN_END, HookKind.CAPTURE, HookKind.DEATH, HookKind.VICTORY, HookKind.DEFEAT);

    @TestFactory
    Stream<DynamicTest> everyHookWithEveryFormValidatesAndPlaysInBothTurnSystems() {
        Riverford.copyExamples(folder);
        List<DynamicTest> tests = new ArrayList<>();
        for (HookKind kind : HookKind.values()) {
            for (Form form : formsOf(kind)) {
                tests.add(DynamicTest.dynamicTest("on " + kind.text() + ": " + form.name(), () -> play(kind, form)));
            }
        }
        return tests.stream();
    }

    private void play(HookKind kind, Form form) throws IOException {
        String text = ruleFile(kind, form);
        Path file = Riverford.write(folder, text);
        for (boolean simultaneous : new boolean[] {false, true}) {
            Set<HookKind> asked = EnumSet.noneOf(HookKind.class);
            Path scenario = simultaneous ? Riverford.simultaneousScenario(folder) : Riverford.sequentialScenario(folder);
            ScriptedRules bound;
            try {
                bound = RuleBinding.load(file, scenario);
            } catch (RuleFileException e) {
                fail("the generated file does not validate: " + e.getMessage() + "\n" + text);
                return;
            }
            Asking rules = new Asking(bound, asked);
            Riverford game = Riverford.start(scenario, rules, 7);
            skirmish(game);
            TurnSystem turns = TurnSystem.of(game.game, TURNS);
            try {
                turns.play(List.of(new Prober(11), new Prober(13)));
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError((simultaneous ? "simultaneous" : "sequential") + " play failed with " + e
                        + "\n" + text, e);
            }
            if (!simultaneous || SIMULTANEOUS.contains(kind)) {
                assertTrue(asked.contains(kind), (simultaneous ? "simultaneous" : "sequential") + " play never asked 'on "
                        + kind.text() + "'\n" + text);
            }
        }
    }

    /** Puts one of blue's units beside red's first placed unit, so there is a fight at once. */
    private static void skirmish(Riverford r) {
        WorldState world = r.world();
        Entity red = world.faction(RED).units().stream().filter(Entity::isPlaced).findFirst().orElseThrow();
        Entity blue = world.faction(BLUE).units().stream().filter(Entity::isPlaced).findFirst().orElseThrow();
        for (int n : r.neighbours(red.site())) {
            if (world.site(n).units().isEmpty() && world.difficulty(n) > 0 && world.difficulty(n) < 100) {
                r.setUp(new SetEntitySite(blue.id(), -1), new SetEntitySite(blue.id(), n));
                return;
            }
        }
    }

    /**
     * A random player that, in sequential turns, first gives an illegal order and sometimes destroys one of its units
     * (the random player never does), so {@code on illegal move} and {@code on destroy} are asked too.
     */
    static final class Prober implements Player {

        private final RandomPlayer random;
        private final java.util.SplittableRandom dice;

        Prober(long seed) {
            random = new RandomPlayer(seed);
            dice = new java.util.SplittableRandom(seed);
        }

        @Override
        public PlayerKind kind() {
            return PlayerKind.COMPUTER;
        }

        @Override
        public boolean playTurn(PlayerTurn turn) {
            List<Entity> units = turn.world().faction(turn.faction()).units().stream().filter(Entity::isPlaced).toList();
            if (!units.isEmpty()) {
                Entity unit = units.get(0);
                turn.order(new Move(List.of(unit.id()), unit.site())); // never a move target: an illegal order
                if (turn.accepts(Destroy.class) && units.size() > 2 && dice.nextInt(2) == 0 && !turn.world().isGameOver()) {
                    turn.order(new Destroy(List.of(units.get(units.size() - 1).id())));
                }
            }
            return turn.world().isGameOver() || random.playTurn(turn);
        }
    }

    /** The bound rules, noting which hook kinds the engine asked (the rule SPI calls that reach each kind). */
    static final class Asking extends ScriptedRules {

        private final Set<HookKind> asked;

        Asking(ScriptedRules bound, Set<HookKind> asked) {
            super(bound.compiled());
            this.asked = asked;
        }

        private boolean note(HookKind kind) {
            if (compiled().handles(kind)) {
                asked.add(kind);
            }
            return true;
        }

        @Override
        public double stepCost(WorldState world, List<Entity> units, int from, int to) {
            note(HookKind.STEP_COST);
            note(HookKind.MOVE_TARGETS);
            return super.stepCost(world, units, from, to);
        }

        @Override
        public boolean canMakeStep(WorldState world, List<Entity> units, int from, int to) {
            note(HookKind.CAN_STEP);
            return super.canMakeStep(world, units, from, to);
        }

        @Override
        public boolean canOccupy(WorldState world, List<Entity> units, int site) {
            note(HookKind.CAN_OCCUPY);
            return super.canOccupy(world, units, site);
        }

        @Override
        public boolean canMove(WorldState world, Entity unit) {
            note(HookKind.CAN_MOVE);
            return super.canMove(world, unit);
        }

        @Override
        public void move(RuleContext context, List<Entity> units, int target) {
            note(HookKind.MOVE);
            super.move(context, units, target);
        }

        @Override
        public void hit(RuleContext context, Entity attacker, Entity defender, OptionalInt damage) {
            note(HookKind.ATTACK);
            super.hit(context, attacker, defender, damage);
        }

        @Override
        public Entity selectDefender(RuleContext context, Entity attacker, List<Entity> defenders) {
            note(HookKind.SELECT_DEFENDER);
            return super.selectDefender(context, attacker, defenders);
        }

        @Override
        public Entity selectAttacker(RuleContext context, Entity defender, List<Entity> attackers) {
            if (!attackers.isEmpty()) {
                note(HookKind.SELECT_ATTACKER);
            }
            return super.selectAttacker(context, defender, attackers);
        }

        @Override
        public OptionalInt damage(RuleContext context, Entity attacker, Entity defender) {
            note(HookKind.DAMAGE);
            return super.damage(context, attacker, defender);
        }

        @Override
        public void beginTurn(RuleContext context) {
            note(HookKind.TURN_BEGIN);
            super.beginTurn(context);
        }

        @Override
        public void endTurn(RuleContext context) {
            note(HookKind.TURN_END);
            super.endTurn(context);
        }

        @Override
        public void build(RuleContext context, List<Integer> classes) {
            note(HookKind.BUILD);
            super.build(context, classes);
        }

        @Override
        public int[] placeTargets(WorldState world, int faction, int classIndex) {
            note(HookKind.PLACE_TARGETS);
            return super.placeTargets(world, faction, classIndex);
        }

        @Override
        public void place(RuleContext context, List<Entity> entities, int site) {
            note(HookKind.PLACE);
            super.place(context, entities, site);
        }

        @Override
        public void onUnitSiteChanged(RuleContext context, Entity unit) {
            note(HookKind.CAPTURE);
            super.onUnitSiteChanged(context, unit);
        }

        @Override
        public void destroy(RuleContext context, List<Entity> entities) {
            note(HookKind.DESTROY);
            super.destroy(context, entities);
        }

        @Override
        public void unitDied(RuleContext context, Entity unit) {
            note(HookKind.DEATH);
            super.unitDied(context, unit);
        }

        @Override
        public void commandRejected(RuleContext context, String command, String reason) {
            note(HookKind.ILLEGAL_MOVE);
            super.commandRejected(context, command, reason);
        }

        @Override
        public boolean checkVictory(RuleContext context, int faction) {
            note(HookKind.VICTORY);
            return super.checkVictory(context, faction);
        }

        @Override
        public boolean checkDefeat(RuleContext context, int faction) {
            note(HookKind.DEFEAT);
            return super.checkDefeat(context, faction);
        }
    }

    /**
     * The generator misses no form: the generated files together use every kind of expression and statement the
     * grammar has (every subclass of Expression and Statement in the rule language's model) and cover every hook kind.
     * Checked on one file that holds them all: each effect hook's statements under guards {@code when turn = i}, each
     * value hook's forms as one chain of {@code if turn = i then ... else ...}.
     */
    @Test
    void theFormsCoverEveryExpressionAndStatementOfTheGrammar() throws IOException {
        StringBuilder all = new StringBuilder(DECLARATIONS);
        int count = 0;
        for (HookKind kind : HookKind.values()) {
            List<Form> forms = formsOf(kind);
            count += forms.size();
            if (kind.isEffect()) {
                for (int i = 0; i < forms.size(); i++) {
                    all.append("on ").append(kind.text()).append(" when turn = ").append(i).append(" {\n")
                            .append(expand(forms.get(i).text(), kind.roles()).indent(4)).append("}\n");
                }
            } else {
                all.append("on ").append(kind.text()).append(" =");
                for (int i = 0; i < forms.size() - 1; i++) {
                    all.append(" if turn = ").append(i).append(" then (").append(expand(forms.get(i).text(), kind.roles()))
                            .append(") else");
                }
                all.append(" (").append(expand(forms.get(forms.size() - 1).text(), kind.roles())).append(")\n");
            }
        }
        var checked = RuleFileCheck.load(Riverford.write(folder, all.toString()));
        assertEquals(List.of(), checked.issues().stream().filter(i -> i.getSeverity() == Severity.ERROR)
                .map(Object::toString).toList(), "every form is well typed");
        Set<String> used = new TreeSet<>();
        checked.resource().getAllContents().forEachRemaining(o -> used.add(o.eClass().getName()));
        RulesPackage r = RulesPackage.eINSTANCE;
        Set<String> missing = new TreeSet<>();
        for (EClassifier c : r.getEClassifiers()) {
            if (c instanceof EClass e && e != r.getExpression() && e != r.getStatement()
                    && (r.getExpression().isSuperTypeOf(e) || r.getStatement().isSuperTypeOf(e)) && !used.contains(e.getName())) {
                missing.add(e.getName());
            }
        }
        assertEquals(Set.of(), missing, "expression and statement kinds no generated file uses");
        assertTrue(count > 300, "files: " + count);
    }
}
