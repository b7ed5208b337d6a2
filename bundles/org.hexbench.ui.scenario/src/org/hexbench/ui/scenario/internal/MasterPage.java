package org.hexbench.ui.scenario.internal;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.Section;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The Master page (Hexkit User's Guide §4.3 MasterSection Class): title, author, version, description and rule file,
 * the turn system (Hexkit User's Guide
 * §2.4.3 Turn Sequence; Tiling Module design note, Turn Resolution), the fog of war settings (Xconq GDL reference,
 * Vision), and where each subsection is stored (embedded, or a shared file). A missing master, turn system or fog of
 * war settings gets a button that adds them.
 */
public final class MasterPage extends FormPage implements ElementPage {

    private final ScenarioEditor editor;
    private IManagedForm managedForm;
    private Composite body;
    private Scenario scenario;
    private final Adapter listener = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification notification) {
            Object feature = notification.getFeature();
            if ((feature instanceof EReference r && !r.isContainment() && notification.getNotifier() == scenario)
                    || feature == ScenarioPackage.Literals.SCENARIO__MASTER
                    || feature == ScenarioPackage.Literals.MASTER__TURNS
                    || feature == ScenarioPackage.Literals.MASTER__VISION) {
                if (body != null && !body.isDisposed()) {
                    body.getDisplay().asyncExec(MasterPage.this::build);
                }
            }
        }
    };

    /**
     * Creates the page.
     *
     * @param editor the scenario editor
     */
    public MasterPage(ScenarioEditor editor) {
        super(editor, "org.hexbench.ui.scenario.page.master", "Master");
        this.editor = editor;
    }

    @Override
    protected void createFormContent(IManagedForm form) {
        managedForm = form;
        FormHeading.decorate(form, editor);
        body = form.getForm().getBody();
        body.setLayout(new GridLayout(2, true));
        scenario = editor.root() instanceof Scenario s ? s : null;
        if (scenario != null) {
            scenario.eAdapters().add(listener);
            if (scenario.getMaster() != null) {
                scenario.getMaster().eAdapters().add(listener);
            }
            body.addDisposeListener(e -> {
                scenario.eAdapters().remove(listener);
                if (scenario.getMaster() != null) {
                    scenario.getMaster().eAdapters().remove(listener);
                }
            });
        }
        build();
    }

    private void build() {
        if (body == null || body.isDisposed()) {
            return;
        }
        for (Control child : body.getChildren()) {
            child.dispose();
        }
        FormToolkit toolkit = managedForm.getToolkit();
        ScrolledForm form = managedForm.getForm();
        if (scenario == null) {
            form.setText("Section file");
            toolkit.createLabel(body, "This file holds one shared section; its elements are on the section's page.");
            form.reflow(true);
            return;
        }
        Master master = scenario.getMaster();
        form.setText(master == null || master.getTitle() == null ? "Scenario" : "Scenario: " + master.getTitle());
        if (master == null) {
            addButton(toolkit, body, "Add Master Section", "master.add",
                    SetCommand.create(editor.getEditingDomain(), scenario, ScenarioPackage.Literals.SCENARIO__MASTER,
                            ScenarioFactory.eINSTANCE.createMaster()));
            form.reflow(true);
            return;
        }
        if (!master.eAdapters().contains(listener)) {
            master.eAdapters().add(listener);
        }
        form(toolkit, "General Information", "Title, author, version, description and the rule file.", master);
        if (master.getTurns() == null) {
            addButton(toolkit, body, "Add Turn Settings", "turns.add",
                    SetCommand.create(editor.getEditingDomain(), master, ScenarioPackage.Literals.MASTER__TURNS,
                            ScenarioFactory.eINSTANCE.createTurnSystem()));
        } else {
            form(toolkit, "Turns", "Sequential or simultaneous turns, segments and the turn limit.", master.getTurns());
        }
        if (master.getVision() == null) {
            addButton(toolkit, body, "Add Fog of War Settings", "vision.add",
                    SetCommand.create(editor.getEditingDomain(), master, ScenarioPackage.Literals.MASTER__VISION,
                            ScenarioFactory.eINSTANCE.createVision()));
        } else {
            form(toolkit, "Fog of War", "What each faction sees: everything, an explored shroud or full fog; whether the "
                    + "terrain is known from the start. Units and terrains say how far they see.", master.getVision());
        }
        Section files = toolkit.createSection(body, Section.TITLE_BAR | Section.DESCRIPTION);
        files.setText("Sections");
        files.setDescription("Where each subsection is stored: in this file, or in a shared section file.");
        files.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        Composite list = toolkit.createComposite(files);
        list.setLayout(new GridLayout(2, false));
        files.setClient(list);
        for (SectionPage.Kind kind : SectionPage.Kind.values()) {
            EObject section = kind.sectionOf(scenario);
            toolkit.createLabel(list, kind.title() + ":");
            String where = section == null ? "missing (add it on the " + kind.title() + " page)"
                    : section.eResource() == scenario.eResource() ? "in this file"
                    : section.eResource().getURI().toString().replaceFirst("^platform:/resource", "");
            toolkit.createLabel(list, where).setData(ElementForm.ID_KEY, "sections." + kind.name());
        }
        form.reflow(true);
    }

    private void form(FormToolkit toolkit, String title, String description, EObject element) {
        Section section = toolkit.createSection(body, Section.TITLE_BAR | Section.DESCRIPTION);
        section.setText(title);
        section.setDescription(description);
        section.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        ElementForm form = new ElementForm(section, toolkit, editor, managedForm.getForm().getMessageManager());
        section.setClient(form.control());
        form.show(element);
    }

    private void addButton(FormToolkit toolkit, Composite parent, String text, String id, Command command) {
        Button button = toolkit.createButton(parent, text, SWT.PUSH);
        button.setData(ElementForm.ID_KEY, id);
        button.addListener(SWT.Selection, e -> {
            if (command.canExecute()) {
                editor.getEditingDomain().getCommandStack().execute(command);
            }
        });
    }

    /** @return the master element, the page's subject */
    @Override
    public ISelection selection() {
        return scenario == null || scenario.getMaster() == null ? StructuredSelection.EMPTY
                : new StructuredSelection(scenario.getMaster());
    }

    /** The master page has no list to select in. */
    @Override
    public void showSelection(ISelection selection) {
        // the page always shows the master and its turn settings
    }

    /** @return whether the element is the master or its turn settings */
    @Override
    public boolean contains(Object element) {
        return scenario != null && scenario.getMaster() != null
                && (element == scenario.getMaster() || element == scenario.getMaster().getTurns())
                && !(element instanceof IStructuredSelection);
    }
}
