package org.hexbench.rules;

import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.hexbench.rules.documentation.RulesDocumentation;

/**
 * The runtime wiring of the rule language: the generated defaults plus the scenario-aware scoping,
 * validation and formatting bound by the generated superclass, and the documentation of scenario elements.
 */
public class RulesRuntimeModule extends AbstractRulesRuntimeModule {

    /** @return the documentation shown in hovers and proposals */
    public Class<? extends IEObjectDocumentationProvider> bindIEObjectDocumentationProvider() {
        return RulesDocumentation.class;
    }
}
