package org.hexbench.ui.internal;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * The main menu: File, Edit, then the Hexbench menu (contributed in plugin.xml at "additions"), Window and Help with
 * the About dialog. Uses the workbench's standard actions so key bindings, undo/redo and Save follow the active
 * part as in any Eclipse IDE.
 */
final class HexbenchActionBarAdvisor extends ActionBarAdvisor {

    HexbenchActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        for (ActionFactory factory : new ActionFactory[] { ActionFactory.SAVE, ActionFactory.SAVE_AS,
                ActionFactory.SAVE_ALL, ActionFactory.CLOSE, ActionFactory.CLOSE_ALL, ActionFactory.QUIT,
                ActionFactory.UNDO, ActionFactory.REDO, ActionFactory.CUT, ActionFactory.COPY, ActionFactory.PASTE,
                ActionFactory.DELETE, ActionFactory.SELECT_ALL, ActionFactory.FIND, ActionFactory.PREFERENCES,
                ActionFactory.RESET_PERSPECTIVE, ActionFactory.ABOUT, ActionFactory.NEW_WIZARD_DROP_DOWN,
                ActionFactory.IMPORT, ActionFactory.EXPORT, ActionFactory.REFRESH }) {
            register(factory.create(window));
        }
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        IWorkbenchWindow window = getActionBarConfigurer().getWindowConfigurer().getWindow();

        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        MenuManager newMenu = new MenuManager("&New", ActionFactory.NEW.getId());
        newMenu.add(ContributionItemFactory.NEW_WIZARD_SHORTLIST.create(window));
        file.add(newMenu);
        file.add(new GroupMarker(IWorkbenchActionConstants.NEW_EXT));
        file.add(new Separator());
        file.add(action(ActionFactory.CLOSE));
        file.add(action(ActionFactory.CLOSE_ALL));
        file.add(new Separator());
        file.add(action(ActionFactory.SAVE));
        file.add(action(ActionFactory.SAVE_AS));
        file.add(action(ActionFactory.SAVE_ALL));
        file.add(new Separator());
        file.add(action(ActionFactory.REFRESH));
        file.add(action(ActionFactory.IMPORT));
        file.add(action(ActionFactory.EXPORT));
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(action(ActionFactory.QUIT));

        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(action(ActionFactory.UNDO));
        edit.add(action(ActionFactory.REDO));
        edit.add(new Separator());
        edit.add(action(ActionFactory.CUT));
        edit.add(action(ActionFactory.COPY));
        edit.add(action(ActionFactory.PASTE));
        edit.add(new Separator());
        edit.add(action(ActionFactory.DELETE));
        edit.add(action(ActionFactory.SELECT_ALL));
        edit.add(new Separator());
        edit.add(action(ActionFactory.FIND));
        edit.add(new GroupMarker(IWorkbenchActionConstants.FIND_EXT)); // text editors contribute here
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));

        MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager perspectives = new MenuManager("Open &Perspective", "openPerspective");
        perspectives.add(ContributionItemFactory.PERSPECTIVES_SHORTLIST.create(window));
        windowMenu.add(perspectives);
        MenuManager views = new MenuManager("Show &View", "showView");
        views.add(ContributionItemFactory.VIEWS_SHORTLIST.create(window));
        windowMenu.add(views);
        windowMenu.add(action(ActionFactory.RESET_PERSPECTIVE));
        windowMenu.add(new Separator());
        windowMenu.add(action(ActionFactory.PREFERENCES));

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(new Separator());
        help.add(action(ActionFactory.ABOUT));

        menuBar.add(file);
        menuBar.add(edit);
        menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(windowMenu);
        menuBar.add(help);
    }

    private IAction action(ActionFactory factory) {
        return getAction(factory.getId());
    }
}
