package org.hexbench.rules.ide.symbols;

import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolNameProvider;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.RandomEvent;
import org.hexbench.rules.scoping.RulesScopeProvider;

/**
 * Names in the document outline: groups, functions, hooks ({@code on move of slugs}) and events; locals
 * are not listed.
 */
public class RulesSymbolNames extends DocumentSymbolNameProvider {

    @Override
    public String getName(EObject object) {
        if (object instanceof Hook hook) {
            HookKind kind = HookKind.of(hook.getKind());
            String filter = hook.getFilter().isEmpty() ? ""
                    : " of " + hook.getFilter().stream().map(RulesScopeProvider::nameOf).collect(Collectors.joining(", "));
            return "on " + (kind == null ? hook.getKind() : kind.text()) + filter + (hook.getGuard() == null ? "" : " when ...");
        }
        if (object instanceof RandomEvent event) {
            return "event " + event.getName();
        }
        if (object instanceof Group || object instanceof Function) {
            return RulesScopeProvider.nameOf(object);
        }
        return null;
    }
}
