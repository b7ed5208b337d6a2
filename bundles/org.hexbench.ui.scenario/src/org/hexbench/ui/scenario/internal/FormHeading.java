package org.hexbench.ui.scenario.internal;

import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.menus.CommandContributionItem;
import org.eclipse.ui.menus.CommandContributionItemParameter;
import org.eclipse.ui.menus.IMenuService;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The heading shared by the scenario editor's form pages: the forms look, the Validate command in the heading's
 * tool bar (the editor tool bar; the same command as Hexbench &gt; Validate Scenario), and what other bundles
 * contribute to {@link ScenarioEditor#HEADING_TOOLBAR} (the Play perspective's Play Scenario).
 */
final class FormHeading {

    /** The Validate command's id (plugin.xml). */
    static final String VALIDATE_COMMAND = "org.hexbench.ui.scenario.validate";

    private FormHeading() {
    }

    /**
     * Decorates a page's form heading and adds the Validate button.
     *
     * @param form the page's managed form
     * @param editor the scenario editor
     */
    static void decorate(IManagedForm form, ScenarioEditor editor) {
        form.getToolkit().decorateFormHeading(form.getForm().getForm());
        CommandContributionItemParameter validate = new CommandContributionItemParameter(editor.getSite(),
                VALIDATE_COMMAND + ".heading", VALIDATE_COMMAND, CommandContributionItem.STYLE_PUSH);
        validate.icon = ResourceLocator.imageDescriptorFromBundle(FormHeading.class, "icons/validate16.png").orElse(null);
        validate.tooltip = "Validate the scenario and list its problems in the Problems view";
        ToolBarManager toolBar = (ToolBarManager) form.getForm().getToolBarManager();
        toolBar.add(new CommandContributionItem(validate));
        IMenuService menus = editor.getSite().getService(IMenuService.class);
        menus.populateContributionManager(toolBar, ScenarioEditor.HEADING_TOOLBAR);
        form.getForm().addDisposeListener(e -> menus.releaseContributions(toolBar));
        toolBar.update(true);
    }
}
