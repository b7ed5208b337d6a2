package org.hexbench.rules.documentation;

import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.Comprehension;
import org.hexbench.rules.rules.ForEachStatement;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.LetExpression;
import org.hexbench.rules.rules.LetStatement;
import org.hexbench.rules.rules.Parameter;
import org.hexbench.rules.rules.RandomEvent;
import org.hexbench.rules.rules.VarStatement;
import org.hexbench.rules.scoping.RulesScopeProvider;
import org.hexbench.rules.typing.TypeChecker;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableValue;

/**
 * Documentation of everything a rule can name, for hovers and proposals (hovers show the documentation of
 * scenario elements and built-ins): scenario classes, factions and variables with their names and values from the
 * scenario, and the rule file's own groups, functions, events and locals with their types. Markdown.
 */
public class RulesDocumentation implements IEObjectDocumentationProvider {

    @Override
    public String getDocumentation(EObject o) {
        if (o instanceof UnitClass unit) {
            String values = unit.getVariables().stream().filter(v -> v.getVariable() != null)
                    .map(RulesDocumentation::value).collect(Collectors.joining(", "));
            return header("unit class", unit.getId(), unit.getName()) + text(unit.getDescription())
                    + (values.isEmpty() ? "" : "\n\n" + values);
        }
        if (o instanceof TerrainClass terrain) {
            return header("terrain class", terrain.getId(), terrain.getName()) + text(terrain.getDescription());
        }
        if (o instanceof EntityClass entity) {
            return header(entity.eClass().getName().replace("Class", "").toLowerCase() + " class", entity.getId(), entity.getName())
                    + text(entity.getDescription());
        }
        if (o instanceof Faction faction) {
            return header("faction", faction.getId(), faction.getName());
        }
        if (o instanceof VariableClass variable) {
            return header(variable.eClass().getName().replace("Class", "").toLowerCase(), variable.getId(), variable.getName())
                    + "range " + variable.getMinimum() + " .. " + variable.getMaximum() + "; write `" + variable.getId() + " of unit`";
        }
        if (o instanceof Group group) {
            return "**group** `" + group.getName() + "` = "
                    + group.getMembers().stream().map(RulesScopeProvider::nameOf).collect(Collectors.joining(", "));
        }
        if (o instanceof Function function) {
            return "**function** `" + function.getName() + "(" + function.getParameters().stream()
                    .map(p -> p.getName() + ": " + TypeChecker.typeOf(p.getType())).collect(Collectors.joining(", ")) + "): "
                    + TypeChecker.typeOf(function.getType()) + "`";
        }
        if (o instanceof RandomEvent event) {
            return "**random event** `" + event.getName() + "`, chance " + event.getChance() + " per turn";
        }
        if (o instanceof Hook hook) {
            HookKind kind = HookKind.of(hook.getKind());
            return kind == null ? null : hook(kind);
        }
        if (o instanceof Parameter || o instanceof LetStatement || o instanceof VarStatement || o instanceof LetExpression
                || o instanceof ForEachStatement || o instanceof Comprehension) {
            return "**" + (o instanceof VarStatement ? "variable" : "local") + "** `" + RulesScopeProvider.nameOf(o) + "`: "
                    + new TypeChecker().typeOfDeclaration(o);
        }
        return null;
    }

    /**
     * @param kind a hook kind
     * @return its documentation: what it decides and which roles it receives
     */
    public static String hook(HookKind kind) {
        return "**on " + kind.text() + "**: " + kind.documentation() + (kind.isEffect() ? " (effects in a block)" : " (gives " + kind.result() + ")")
                + ". Available: " + kind.roles().stream().map(Role::keyword).collect(Collectors.joining(", "));
    }

    private static String value(VariableValue value) {
        return value.getVariable().getId() + " " + value.getValue();
    }

    private static String header(String kind, String id, String name) {
        return "**" + kind + "** `" + id + "`" + (name == null || name.isEmpty() ? "" : " — " + name) + "\n\n";
    }

    private static String text(String description) {
        return description == null ? "" : description;
    }
}
