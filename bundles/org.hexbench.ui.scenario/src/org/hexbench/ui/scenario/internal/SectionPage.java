package org.hexbench.ui.scenario.internal;

import java.util.List;
import java.util.Locale;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.MoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.Section;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.validation.ElementDescription;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.scenario.viewers.ModelContentProvider;

/**
 * A page for one of Hexkit's subsections (Hexkit User's Guide §3.2 Scenario Sections: Variables, Entities, Factions,
 * Images, Areas), as in the Hexkit
 * Editor's tabs: the section's elements as a tree, buttons to add each kind of top-level element (e.g. "Add Unit
 * class"), to add children to the selected element, to remove and to reorder, and the selected element's property
 * form. A scenario without the section gets a button that adds it. The section may live in another file (a shared
 * section); the page edits it there, and Save writes that file.
 */
public final class SectionPage extends FormPage implements ElementPage {

    /** The subsections, with their page titles and their reference from the scenario. */
    public enum Kind {
        /** Attributes, resources and counters (Hexkit User's Guide §4.5 VariableSection Class). */
        VARIABLES("Variables", ScenarioPackage.Literals.SCENARIO__VARIABLES, ScenarioPackage.Literals.VARIABLE_SECTION),
        /** Unit, terrain, effect and upgrade classes (Hexkit User's Guide §4.6 EntitySection Class). */
        ENTITIES("Entities", ScenarioPackage.Literals.SCENARIO__ENTITIES, ScenarioPackage.Literals.ENTITY_SECTION),
        /** Factions and players (Hexkit User's Guide §4.7 FactionSection Class). */
        FACTIONS("Factions", ScenarioPackage.Literals.SCENARIO__FACTIONS, ScenarioPackage.Literals.FACTION_SECTION),
        /** Image files and entity images (Hexkit User's Guide §4.4 ImageSection Class). */
        IMAGES("Images", ScenarioPackage.Literals.SCENARIO__IMAGES, ScenarioPackage.Literals.IMAGE_SECTION),
        /** The map: geometry, palette, areas, home and place sites (Hexkit User's Guide §4.8 AreaSection Class, §3.3 Map Geometry). */
        AREAS("Areas", ScenarioPackage.Literals.SCENARIO__AREAS, ScenarioPackage.Literals.AREA_SECTION);

        private final String title;
        private final EReference reference;
        private final EClass sectionClass;

        Kind(String title, EReference reference, EClass sectionClass) {
            this.title = title;
            this.reference = reference;
            this.sectionClass = sectionClass;
        }

        /** @return the page title, e.g. "Entities" */
        public String title() {
            return title;
        }

        /**
         * Returns this section of a file's root.
         *
         * @param root a scenario, or a section stored in its own file
         * @return the section, or {@code null} if the root has none
         */
        public EObject sectionOf(EObject root) {
            if (root instanceof Scenario scenario) {
                Object section = scenario.eGet(reference);
                return section instanceof EObject s && !s.eIsProxy() ? s : null;
            }
            return root != null && root.eClass() == sectionClass ? root : null;
        }
    }

    private final ScenarioEditor editor;
    private final Kind kind;
    private IManagedForm managedForm;
    private Composite body;
    private EObject section;
    private TreeViewer viewer;
    private ElementForm details;
    private final Adapter rootListener = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification notification) {
            if (notification.getFeature() == kind.reference && body != null && !body.isDisposed()) {
                body.getDisplay().asyncExec(SectionPage.this::build);
            }
        }
    };

    /**
     * Creates the page.
     *
     * @param editor the scenario editor
     * @param kind the section shown
     */
    public SectionPage(ScenarioEditor editor, Kind kind) {
        super(editor, "org.hexbench.ui.scenario.page." + kind.name().toLowerCase(Locale.ROOT), kind.title);
        this.editor = editor;
        this.kind = kind;
    }

    @Override
    protected void createFormContent(IManagedForm form) {
        this.managedForm = form;
        FormHeading.decorate(form, editor);
        body = form.getForm().getBody();
        body.setLayout(new GridLayout(2, false));
        EObject root = editor.root();
        if (root != null) {
            root.eAdapters().add(rootListener);
        }
        body.addDisposeListener(e -> {
            if (root != null) {
                root.eAdapters().remove(rootListener);
            }
        });
        build();
    }

    private void build() {
        if (body == null || body.isDisposed()) {
            return;
        }
        for (Control child : body.getChildren()) {
            child.dispose();
        }
        viewer = null;
        details = null;
        FormToolkit toolkit = managedForm.getToolkit();
        ScrolledForm form = managedForm.getForm();
        EObject root = editor.root();
        section = kind.sectionOf(root);
        if (section == null) {
            form.setText(kind.title + " section");
            if (root instanceof Scenario scenario) {
                toolkit.createLabel(body, "This scenario has no " + kind.title + " section yet.");
                Button add = toolkit.createButton(body, "Add " + kind.title + " Section", SWT.PUSH);
                add.setData(ElementForm.ID_KEY, "section.add");
                add.addListener(SWT.Selection, e -> execute(addSection(scenario)));
            } else {
                toolkit.createLabel(body, "This file holds only the " + ElementDescription.kind(root.eClass()).toLowerCase(Locale.ROOT)
                        + "; open the scenario that uses it to edit its " + kind.title + " section.");
            }
            form.reflow(true);
            return;
        }
        String file = section.eResource() == root.eResource() ? "" : "  (shared file "
                + section.eResource().getURI().lastSegment() + ")";
        form.setText(kind.title + " section" + file);

        Section elements = toolkit.createSection(body, Section.TITLE_BAR | Section.DESCRIPTION);
        elements.setText("Elements");
        elements.setDescription("Select an element to edit it; Add creates one, Remove deletes the selection.");
        elements.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        Composite list = toolkit.createComposite(elements);
        list.setLayout(new GridLayout(2, false));
        elements.setClient(list);
        Tree tree = toolkit.createTree(list, SWT.MULTI | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        tree.setData(ElementForm.ID_KEY, "section.tree");
        GridData treeData = new GridData(SWT.FILL, SWT.FILL, true, true);
        treeData.widthHint = 260;
        treeData.heightHint = 320;
        tree.setLayoutData(treeData);
        viewer = new TreeViewer(tree);
        viewer.setContentProvider(new ModelContentProvider(editor.adapterFactory()));
        viewer.setLabelProvider(editor.labels());
        viewer.setInput(section);
        viewer.addSelectionChangedListener(e -> selectionChanged(e.getStructuredSelection()));
        ElementDragAndDrop.install(viewer, editor.getEditingDomain());
        buttons(toolkit, list);

        Section detailSection = toolkit.createSection(body, Section.TITLE_BAR);
        detailSection.setText("Details");
        detailSection.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        details = new ElementForm(detailSection, toolkit, editor, form.getMessageManager());
        detailSection.setClient(details.control());
        form.reflow(true);
    }

    private void buttons(FormToolkit toolkit, Composite parent) {
        Composite column = toolkit.createComposite(parent);
        column.setLayout(new GridLayout(1, true));
        column.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
        EditingDomain domain = editor.getEditingDomain();
        for (NewChild child : NewChild.of(domain, section)) {
            Button add = button(toolkit, column, "Add " + child.label(), "add." + child.type().getName());
            add.addListener(SWT.Selection, e -> {
                if (child.fits(section)) {
                    execute(child.command(domain, section));
                }
            });
        }
        Button addChild = button(toolkit, column, "Add to Selected\u2026", "add.child");
        addChild.addListener(SWT.Selection, e -> childMenu(addChild));
        Button remove = button(toolkit, column, "Remove", "remove");
        remove.addListener(SWT.Selection, e -> {
            List<?> selected = selected();
            if (!selected.isEmpty()) {
                execute(DeleteCommand.create(domain, selected));
            }
        });
        Button up = button(toolkit, column, "Move Up", "up");
        up.addListener(SWT.Selection, e -> move(-1));
        Button down = button(toolkit, column, "Move Down", "down");
        down.addListener(SWT.Selection, e -> move(1));
    }

    private static Button button(FormToolkit toolkit, Composite parent, String text, String id) {
        Button button = toolkit.createButton(parent, text, SWT.PUSH);
        button.setData(ElementForm.ID_KEY, id);
        button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return button;
    }

    private void childMenu(Button anchor) {
        List<?> selected = selected();
        if (selected.size() != 1 || !(selected.get(0) instanceof EObject owner)) {
            managedForm.getForm().setMessage("Select one element to add children to it.", 1);
            return;
        }
        managedForm.getForm().setMessage(null, 0);
        Menu menu = new Menu(anchor);
        for (NewChild child : NewChild.of(editor.getEditingDomain(), owner)) {
            MenuItem item = new MenuItem(menu, SWT.PUSH);
            item.setText(child.label());
            item.setEnabled(child.fits(owner));
            item.addListener(SWT.Selection, e -> execute(child.command(editor.getEditingDomain(), owner)));
        }
        if (menu.getItemCount() == 0) {
            MenuItem none = new MenuItem(menu, SWT.PUSH);
            none.setText("(nothing can be added here)");
            none.setEnabled(false);
        }
        menu.setLocation(anchor.toDisplay(0, anchor.getSize().y));
        menu.setVisible(true);
    }

    private void move(int delta) {
        List<?> selected = selected();
        if (selected.size() != 1 || !(selected.get(0) instanceof EObject element) || element.eContainer() == null
                || !element.eContainmentFeature().isMany()) {
            return;
        }
        List<?> siblings = (List<?>) element.eContainer().eGet(element.eContainmentFeature());
        int index = siblings.indexOf(element) + delta;
        if (index >= 0 && index < siblings.size()) {
            execute(MoveCommand.create(editor.getEditingDomain(), element.eContainer(), element.eContainmentFeature(),
                    element, index));
            viewer.setSelection(new StructuredSelection(element), true);
        }
    }

    private Command addSection(Scenario scenario) {
        EObject newSection = ScenarioFactory.eINSTANCE.create(kind.sectionClass);
        CompoundCommand command = new CompoundCommand("Add " + kind.title + " section");
        EditingDomain domain = editor.getEditingDomain();
        command.append(AddCommand.create(domain, scenario, ScenarioPackage.Literals.SCENARIO__SECTIONS, newSection));
        command.append(SetCommand.create(domain, scenario, kind.reference, newSection));
        return command;
    }

    private void execute(Command command) {
        if (command != null && command.canExecute()) {
            editor.getEditingDomain().getCommandStack().execute(command);
        }
    }

    private List<?> selected() {
        return viewer == null ? List.of() : viewer.getStructuredSelection().toList();
    }

    private void selectionChanged(IStructuredSelection selection) {
        EObject shown = selection.size() == 1 && selection.getFirstElement() instanceof EObject o ? o : null;
        if (details != null && (shown == null || shown != details.element())) {
            details.show(shown);
            managedForm.getForm().reflow(true);
        }
        editor.setSelection(selection);
    }

    /** @return the selected elements of the section's tree */
    @Override
    public ISelection selection() {
        return viewer == null ? StructuredSelection.EMPTY : viewer.getSelection();
    }

    /** Selects and reveals the given elements of this section. */
    @Override
    public void showSelection(ISelection selection) {
        if (viewer == null || viewer.getControl().isDisposed() || !(selection instanceof IStructuredSelection s)) {
            return;
        }
        List<?> mine = s.toList().stream().filter(this::contains).toList();
        if (!mine.isEmpty()) {
            viewer.setSelection(new StructuredSelection(mine), true);
        }
    }

    /** Tells whether an element belongs to this page's section (the section itself excluded). */
    @Override
    public boolean contains(Object element) {
        return section != null && element instanceof EObject o && o != section && EcoreUtil.isAncestor(section, o);
    }
}
