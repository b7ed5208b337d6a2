package org.hexbench.rules.scoping;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.impl.SimpleScope;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.hexbench.rules.rules.Block;
import org.hexbench.rules.rules.Comprehension;
import org.hexbench.rules.rules.ForEachStatement;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.LetExpression;
import org.hexbench.rules.rules.LetStatement;
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.rules.rules.RulesPackage;
import org.hexbench.rules.rules.Statement;
import org.hexbench.rules.rules.VarStatement;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.Scenario;

import com.google.inject.Inject;

/**
 * Scopes of the rule language. Scenario elements are offered by their XML id (their display names contain spaces);
 * rule-local names (let, var, for each, quantifiers, parameters) are visible where they are in scope and shadow
 * groups, which shadow scenario elements. The scenario part is cached per rule resource.
 */
public class RulesScopeProvider extends AbstractRulesScopeProvider {

    private static final RulesPackage R = RulesPackage.eINSTANCE;

    @Inject
    private IResourceScopeCache cache;

    @Override
    public IScope getScope(EObject context, EReference reference) {
        RuleFile file = EcoreUtil2.getContainerOfType(context, RuleFile.class);
        if (file == null) {
            return IScope.NULLSCOPE;
        }
        if (reference == R.getGroup_Members()) {
            return elements(file).classes;
        }
        if (reference == R.getVariableAccess_Variable() || reference == R.getMaximum_Variable()) {
            return elements(file).variables;
        }
        if (reference == R.getCall_Function()) {
            return declared(file).functions;
        }
        if (reference == R.getHook_Filter() || reference == R.getIsTest_Kind()) {
            return declared(file).classesAndGroups;
        }
        if (reference == R.getSetStatement_Target()) {
            List<EObject> vars = new ArrayList<>();
            for (EObject local : locals(context)) {
                if (local instanceof VarStatement) {
                    vars.add(local);
                }
            }
            java.util.Collections.reverse(vars);
            return new SimpleScope(elements(file).variables, describe(vars));
        }
        if (reference == R.getElementRef_Element()) {
            IScope outer = declared(file).values;
            List<EObject> visible = new ArrayList<>(locals(context));
            java.util.Collections.reverse(visible); // innermost first, so it shadows outer names
            return new SimpleScope(outer, describe(visible));
        }
        return super.getScope(context, reference);
    }

    /**
     * @param context a model element
     * @return the rule-local declarations visible at it, innermost last
     */
    public static List<EObject> locals(EObject context) {
        List<EObject> result = new ArrayList<>();
        // content assist may ask with the declaring element itself as context (the cursor is inside it)
        if (context instanceof LetExpression || context instanceof Comprehension || context instanceof ForEachStatement) {
            result.add(context);
        } else if (context instanceof Block block) {
            for (Statement statement : block.getStatements()) {
                if (statement instanceof LetStatement || statement instanceof VarStatement) {
                    result.add(statement);
                }
            }
        }
        EObject child = context;
        for (EObject container = context.eContainer(); container != null; child = container, container = container.eContainer()) {
            if (container instanceof Function function) {
                result.addAll(0, function.getParameters());
            } else if (container instanceof LetExpression let && child == let.getBody()) {
                result.add(0, let);
            } else if (container instanceof Comprehension comprehension && child == comprehension.getCondition()) {
                result.add(0, comprehension);
            } else if (container instanceof ForEachStatement loop && (child == loop.getBody() || child == loop.getFilter())) {
                result.add(0, loop);
            } else if (container instanceof Block block && child instanceof Statement statement) {
                List<EObject> before = new ArrayList<>();
                for (Statement earlier : block.getStatements()) {
                    if (earlier == statement) {
                        break;
                    }
                    if (earlier instanceof LetStatement || earlier instanceof VarStatement) {
                        before.add(earlier);
                    }
                }
                result.addAll(0, before);
            }
        }
        return result;
    }

    private static List<EObject> groups(RuleFile file) {
        return file.getDeclarations().stream().filter(Group.class::isInstance).map(EObject.class::cast).toList();
    }

    private static List<IEObjectDescription> describe(List<? extends EObject> named) {
        List<IEObjectDescription> result = new ArrayList<>(named.size());
        for (EObject element : named) {
            String name = nameOf(element);
            if (name != null && !name.isEmpty()) {
                result.add(EObjectDescription.create(QualifiedName.create(name), element));
            }
        }
        return result;
    }

    /**
     * @param element a rule declaration or scenario element
     * @return the name rules use for it (the id of scenario elements), or {@code null}
     */
    public static String nameOf(EObject element) {
        if (element instanceof Identified identified) {
            return identified.getId();
        }
        var feature = element.eClass().getEStructuralFeature("name");
        return feature != null && element.eGet(feature) instanceof String name ? name : null;
    }

    private FileScopes declared(RuleFile file) {
        return cache.get(FileScopes.class, file.eResource(), () -> new FileScopes(file, elements(file)));
    }

    /** The rule file's own groups and functions over the scenario's elements, described once per resource state. */
    private static final class FileScopes {
        final IScope functions;
        final IScope classesAndGroups;
        final IScope values;

        FileScopes(RuleFile file, ScenarioScopes scenario) {
            functions = new SimpleScope(describe(file.getDeclarations().stream().filter(Function.class::isInstance).toList()));
            List<IEObjectDescription> groups = describe(groups(file));
            classesAndGroups = new SimpleScope(scenario.classes, groups);
            values = new SimpleScope(scenario.classesAndFactions, groups);
        }
    }

    private ScenarioScopes elements(RuleFile file) {
        return cache.get(ScenarioScopes.class, file.eResource(), () -> new ScenarioScopes(ScenarioOfRules.scenario(file)));
    }

    /** The scenario's elements described once per rule resource. */
    private static final class ScenarioScopes {
        final IScope classes;
        /** Classes and factions, then variables (named only so that 'hp' alone gets a helpful error). */
        final IScope classesAndFactions;
        final IScope variables;

        ScenarioScopes(Scenario scenario) {
            classes = new SimpleScope(describe(ScenarioOfRules.entityClasses(scenario)));
            classesAndFactions = new SimpleScope(new SimpleScope(describe(ScenarioOfRules.variables(scenario))), describe(
                    java.util.stream.Stream.concat(ScenarioOfRules.entityClasses(scenario).stream(), ScenarioOfRules.factions(scenario).stream()).toList()));
            variables = new SimpleScope(describe(ScenarioOfRules.variables(scenario)));
        }
    }
}
