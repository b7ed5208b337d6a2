package org.hexbench.rules.ide.hover;

import java.util.Map;

import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Range;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.hexbench.rules.documentation.RulesDocumentation;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.Hook;

/**
 * Hovers: scenario elements and rule declarations show their documentation (through the runtime's
 * {@link RulesDocumentation}); built-ins (hook names, roles, queries, dice, chances, effects) show a sentence of
 * their own.
 */
public class RulesHover extends HoverService {

    private static final Map<String, String> BUILT_INS = Map.ofEntries(
            Map.entry("roll", "**roll** dice: `roll 2d6`, `roll d20`, `roll d(dp of attacker)`, `roll 3 d(n)` — the sum of the"
                    + " dice, drawn from the game's seeded dice; a die of fewer than one side rolls 0 (after Xconq's dice specs,"
                    + " Xconq 7.1 GDL Reference Manual, Language Syntax)"),
            Map.entry("chance", "**chance** N%: true with the given probability, e.g. `chance 30%` (after Xconq's n% chances,"
                    + " Xconq 7.1 GDL Reference Manual, Random Events)"),
            Map.entry("one", "**one of** a set: a random element; of an empty set no unit, site, faction or class (0 for"
                    + " numbers), on which every query answers none and every effect does nothing"),
            Map.entry("count", "**count of** a set, or **count** x in set where condition: how many elements (satisfy it)"),
            Map.entry("all", "**all** x in set where condition: the elements that satisfy it; **all sites**, **all factions**"
                    + " (the factions still in the game)"),
            Map.entry("exists", "**exists** x in set where condition: whether one element satisfies it"),
            Map.entry("every", "**every** x in set where condition: whether all elements satisfy it (true for an empty set)"),
            Map.entry("units", "**units at** site / **units of** faction: the units there / the faction's living units,"
                    + " placed or not"),
            Map.entry("sites", "**sites within** N **around** site: the sites at distance 0..N, the site included"),
            Map.entry("neighbours", "**neighbours of** site: the adjacent sites"),
            Map.entry("line", "**line from** site **toward** direction: the sites in a straight line from the site (not"
                    + " included) to the map edge"),
            Map.entry("distance", "**distance from** site **to** site: the grid distance"),
            Map.entry("path", "**path from** site **to** site: the sites of a shortest path over the map, start excluded,"
                    + " whatever the terrain and units"),
            Map.entry("directions", "**directions**: the direction numbers of the grid (0..5 on hexagons) for `line`"),
            Map.entry("turn", "**turn**: the current turn, 1 for the first"),
            Map.entry("maximum", "**maximum** variable **of** unit: the unit's maximum (initial) value"),
            Map.entry("site", "**site of** unit: where it stands (nowhere if it is not placed)"),
            Map.entry("owner", "**owner of** unit: the faction it belongs to"),
            Map.entry("class", "**class of** unit: its entity class"),
            Map.entry("row", "**row of** site: its row, y of the (x, y) the editors show (HexTC2's row x on a hexagon board)"),
            Map.entry("column", "**column of** site: its column, x of the (x, y) the editors show (HexTC2's diagonal rank y"
                    + " on a hexagon board)"),
            Map.entry("opponents", "**opponents of** faction: the other factions still in the game"),
            Map.entry("is", "x **is** class or group, x **is placed**, x **is in** set; **is not** for the opposite"),
            Map.entry("damage", "**damage** unit **by** N: it loses N of its Strength; at 0 it dies (and its `on death` hook"
                    + " runs); N of 0 or less does nothing"),
            Map.entry("heal", "**heal** unit **by** N: it gains N Strength, never above its maximum"),
            Map.entry("destroy", "**destroy** unit: remove it from the game; `on death` does not run, nothing is refunded"),
            Map.entry("move", "**move** unit **to** site: it stands there at once; never among another faction's units"),
            Map.entry("place", "**place** class **for** faction [**at** site]: a new entity; without a site its owner places it;"
                    + " never among another faction's units"),
            Map.entry("change", "**change owner of** unit **to** faction: it changes sides, unless it would then share its"
                    + " site with another faction's units"),
            Map.entry("message", "**message** parts: show a message to the players (units, sites, factions and classes by name)"),
            Map.entry("pass", "**pass** faction: the faction makes no more moves this turn (its units cannot move until"
                    + " its next turn); HexTC2 uses it for one move per turn, the random first player and illegal moves"),
            Map.entry("set", "**set** variable **of** unit/faction **to** N (kept within the variable's range), or **set** var"
                    + " **to** value"),
            Map.entry("let", "**let** name = value: a name for a value, in the rest of the block (or **let** ... **in** an"
                    + " expression)"),
            Map.entry("var", "**var** name = value: a variable of the block, changed with **set** name **to** value"),
            Map.entry("while", "**while** condition { ... }: repeats the block while the condition holds"),
            Map.entry("for", "**for each** x **in** set [**where** condition] { ... }: the block for each element"),
            Map.entry("if", "**if** condition { ... } **else** { ... }, or **if** c **then** a **else** b in an expression"),
            Map.entry("group", "**group** name = class, ...: a set of classes for `of` filters, `is` tests and loops"),
            Map.entry("define", "**define** name(parameter: type, ...): type = expression: a function of the rule file"),
            Map.entry("when", "**when** condition: the hook runs only when the condition holds; else the next hook of its"
                    + " kind, or the default rule"),
            Map.entry("min", "**min**(a, b): the smaller of two numbers"),
            Map.entry("max", "**max**(a, b): the larger of two numbers"),
            Map.entry("event", "**event** name **chance** N% { ... }: a random event checked once at the beginning of each"
                    + " faction's turn (and in simultaneous turns when a turn resolves)"));

    /** Built-ins whose keyword other constructs use too: the grammar rule in which the hover applies. */
    private static final Map<String, String> ONLY_IN = Map.of("for", "ForEachStatement", "set", "SetStatement",
            "chance", "Primary");

    private static final Map<String, String> TYPES = Map.of(
            "int", "**int**: whole numbers (32 bits; overflow wraps)",
            "bool", "**bool**: truth values (`true`, `false`; messages show yes and no)",
            "text", "**text**: texts for messages",
            "unit", "**unit**: a unit (no unit where there is none)",
            "site", "**site**: a site of the map (nowhere where there is none)",
            "faction", "**faction**: a faction",
            "class", "**class**: an entity class of the scenario",
            "set", "**set of** type: a set of units, sites, factions, classes or numbers");

    /** @return the keywords that have a hover of their own (besides hook names and roles) */
    public static java.util.Set<String> documentedKeywords() {
        return java.util.Collections.unmodifiableSet(BUILT_INS.keySet());
    }

    /** @return the type names that have a hover ({@code int}, {@code set} ...) */
    public static java.util.Set<String> documentedTypes() {
        return java.util.Collections.unmodifiableSet(TYPES.keySet());
    }

    /**
     * @param type a type name as written in a declaration
     * @return its hover text, or {@code null}
     */
    public static String type(String type) {
        return TYPES.get(type);
    }

    /**
     * @param role a role
     * @return the hover text of its keyword where it stands for the role
     */
    public static String role(Role role) {
        return "**" + role.keyword() + "** (" + role.type() + "): " + role.documentation();
    }

    /**
     * @param keyword a keyword of the rule language
     * @return its hover text, or {@code null} if it has none of its own
     */
    public static String builtIn(String keyword) {
        return BUILT_INS.get(keyword);
    }

    @Override
    public Hover hover(Document document, XtextResource resource, HoverParams params, CancelIndicator cancel) {
        Hover hover = super.hover(document, resource, params, cancel);
        if (hover != null && hover.getContents() != null && hover.getContents().isRight()
                && !hover.getContents().getRight().getValue().isBlank()) {
            return hover;
        }
        int offset = document.getOffSet(params.getPosition());
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(resource.getParseResult().getRootNode(), offset);
        if (leaf != null && leaf.getGrammarElement() instanceof org.eclipse.xtext.EnumLiteralDeclaration literal
                && TYPES.containsKey(literal.getLiteral().getValue())) { // int, bool ... are literals of the BasicType enum
            Range range = new Range(document.getPosition(leaf.getOffset()), document.getPosition(leaf.getEndOffset()));
            return new Hover(new MarkupContent(MarkupKind.MARKDOWN, TYPES.get(literal.getLiteral().getValue())), range);
        }
        if (leaf == null || !(leaf.getGrammarElement() instanceof Keyword keyword)) {
            return hover;
        }
        String text = documentation(keyword, leaf);
        if (text == null) {
            return hover;
        }
        Range range = new Range(document.getPosition(leaf.getOffset()), document.getPosition(leaf.getEndOffset()));
        return new Hover(new MarkupContent(MarkupKind.MARKDOWN, text), range);
    }

    private static String documentation(Keyword keyword, ILeafNode leaf) {
        var rule = org.eclipse.xtext.GrammarUtil.containingRule(keyword);
        if (rule != null && "HookName".equals(rule.getName()) && leaf.getSemanticElement() instanceof Hook hook) {
            HookKind kind = HookKind.of(hook.getKind());
            return kind == null ? null : RulesDocumentation.hook(kind);
        }
        if (rule != null && ("BasicType".equals(rule.getName()) || "TypeRef".equals(rule.getName()))) {
            return TYPES.get(keyword.getValue());
        }
        String onlyIn = ONLY_IN.get(keyword.getValue());
        if (onlyIn != null && (rule == null || !onlyIn.equals(rule.getName()))) {
            return null; // the keyword of another construct, e.g. the 'for' of 'rules for'
        }
        Role role = Role.of(keyword.getValue());
        var assignment = org.eclipse.xtext.GrammarUtil.containingAssignment(keyword);
        if (role != null && assignment != null && "role".equals(assignment.getFeature())) {
            return role(role);
        }
        return BUILT_INS.get(keyword.getValue());
    }
}
