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
            Map.entry("roll", "**roll** dice: `roll 2d6`, `roll d20`, `roll d(dp of attacker)` — the sum of the dice (after Xconq's dice specs, Xconq 7.1 GDL Reference Manual, Language Syntax)"),
            Map.entry("chance", "**chance** N%: true with the given probability, e.g. `chance 30%` (after Xconq's n% chances, Xconq 7.1 GDL Reference Manual, Random Events)"),
            Map.entry("one", "**one of** a set: a random element; a rule error if the set is empty"),
            Map.entry("count", "**count of** a set, or **count** x in set where condition"),
            Map.entry("all", "**all** x in set where condition: the elements that satisfy it; **all sites**, **all factions**"),
            Map.entry("exists", "**exists** x in set where condition: whether one element satisfies it"),
            Map.entry("every", "**every** x in set where condition: whether all elements satisfy it"),
            Map.entry("units", "**units at** site / **units of** faction: the units there / the faction's living units"),
            Map.entry("sites", "**sites within** N **around** site: the sites at distance 0..N"),
            Map.entry("neighbours", "**neighbours of** site: the adjacent sites"),
            Map.entry("line", "**line from** site **toward** direction: the sites in a straight line up to the map edge"),
            Map.entry("distance", "**distance from** site **to** site: the grid distance"),
            Map.entry("path", "**path from** site **to** site: the sites of a shortest path"),
            Map.entry("directions", "**directions**: the direction numbers of the grid (0..5 on hexagons)"),
            Map.entry("turn", "**turn**: the current turn, 1 for the first"),
            Map.entry("maximum", "**maximum** variable **of** unit: the unit's maximum (initial) value"),
            Map.entry("damage", "**damage** unit **by** N: lose N hit points; a unit at 0 dies (and its `on death` hook runs)"),
            Map.entry("heal", "**heal** unit **by** N: gain N hit points, never above the maximum"),
            Map.entry("destroy", "**destroy** unit: remove it from the game; `on death` does not run"),
            Map.entry("move", "**move** unit **to** site"),
            Map.entry("place", "**place** class **for** faction [**at** site]: a new entity; without a site its owner places it"),
            Map.entry("message", "**message** parts: show a message to the players"),
            Map.entry("pass", "**pass** faction: the faction makes no more moves this turn (its units cannot move until"
                    + " its next turn); HexTC2 uses it for one move per turn, the random first player and illegal moves"),
            Map.entry("set", "**set** variable **of** unit/faction **to** N, or **set** var **to** value"),
            Map.entry("event", "**event** name **chance** N% { ... }: a random event checked once per turn"));

    @Override
    public Hover hover(Document document, XtextResource resource, HoverParams params, CancelIndicator cancel) {
        Hover hover = super.hover(document, resource, params, cancel);
        if (hover != null && hover.getContents() != null && hover.getContents().isRight()
                && !hover.getContents().getRight().getValue().isBlank()) {
            return hover;
        }
        int offset = document.getOffSet(params.getPosition());
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(resource.getParseResult().getRootNode(), offset);
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
        Role role = Role.of(keyword.getValue());
        var assignment = org.eclipse.xtext.GrammarUtil.containingAssignment(keyword);
        if (role != null && assignment != null && "role".equals(assignment.getFeature())) {
            return "**" + role.keyword() + "** (" + role.type() + "): " + role.documentation();
        }
        return BUILT_INS.get(keyword.getValue());
    }
}
