package org.hexbench.rules.ide.symbols;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolKindProvider;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.RandomEvent;

/** Symbol kinds in the document outline: groups are enums, functions functions, hooks methods, events events. */
public class RulesSymbolKinds extends DocumentSymbolKindProvider {

    @Override
    public SymbolKind getSymbolKind(EObject object) {
        if (object instanceof Group) {
            return SymbolKind.Enum;
        }
        if (object instanceof Function) {
            return SymbolKind.Function;
        }
        if (object instanceof Hook) {
            return SymbolKind.Method;
        }
        if (object instanceof RandomEvent) {
            return SymbolKind.Event;
        }
        return super.getSymbolKind(object);
    }
}
