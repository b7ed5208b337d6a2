package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.fieldassist.ContentProposalAdapter;
import org.eclipse.jface.fieldassist.TextContentAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Identified;
import org.hexbench.ui.scenario.OpenScenario;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.scenario.viewers.AttributeText;
import org.hexbench.ui.scenario.viewers.ModelPropertyDescriptor;

/**
 * The form of one model element's properties, built from its item provider's property descriptors (so the form
 * shows exactly what the Properties view shows): text fields for strings and numbers (checked as typed, applied on
 * Enter or when the field loses focus), check boxes for booleans, drop-downs for enums, and id fields for references
 * with content proposals (Ctrl+Space) of the ids they may name; lists of references are comma-separated ids. Every
 * change is applied by the descriptor as a command on the editor's command stack; the form follows the element when
 * it changes (commands, undo, redo). Each field carries the id {@code field.<feature>} for tests.
 *
 * <p>Tooltips and labels' hovers say what each setting means to a scenario author (the feature's documentation in
 * {@code scenario.ecore}, through the item providers' property descriptions). Colour settings get a JFace
 * {@link org.eclipse.jface.preference.ColorSelector} beside their field, image file paths a preview of the picture
 * (or why there is none). An entity class's form also has its variables as fields and a preview of its counter
 * ({@link VariableFields}). What validation finds about the element, which runs after every edit, shows beside the
 * field it is about ({@link FieldProblems}).
 */
public final class ElementForm {

    /** The key under which widgets carry their test id (the project's test driver reads it). */
    public static final String ID_KEY = "org.hexbench.id";

    /**
     * The key under which a field carries the validation messages decorated beside it, a {@code List<String>}
     * ({@code null} when there are none).
     */
    public static final String PROBLEMS_KEY = "org.hexbench.problems";

    /** The key under which the counter preview of an entity class carries the text it shows, e.g. {@code 10-2}. */
    public static final String COUNTER_TEXT_KEY = "org.hexbench.counterText";

    private final ScenarioEditor editor;
    private final FormToolkit toolkit;
    private final IMessageManager messages;
    private final Composite body;
    private final List<Runnable> refreshers = new ArrayList<>();
    private final FieldProblems problems;
    private final CommandStackListener commands = event -> refreshSoon();
    private final OpenScenario.Listener validation = new OpenScenario.Listener() {
        @Override
        public void validated() {
            if (!body.isDisposed()) {
                body.getDisplay().asyncExec(ElementForm.this::showProblems);
            }
        }
    };
    private EObject element;
    private final Adapter follower = new AdapterImpl() {
        @Override
        public void notifyChanged(Notification notification) {
            if (!notification.isTouch()) {
                refreshSoon();
            }
        }
    };

    /**
     * Creates an empty form.
     *
     * @param parent the parent composite
     * @param toolkit the form toolkit
     * @param editor the scenario editor (item providers, labels)
     * @param messages where invalid input is reported, next to the field
     */
    public ElementForm(Composite parent, FormToolkit toolkit, ScenarioEditor editor, IMessageManager messages) {
        this.editor = editor;
        this.toolkit = toolkit;
        this.messages = messages;
        this.problems = new FieldProblems(messages);
        body = toolkit.createComposite(parent);
        body.setLayout(new GridLayout(2, false));
        editor.getEditingDomain().getCommandStack().addCommandStackListener(commands);
        editor.scenario().addListener(validation);
        body.addDisposeListener(e -> {
            unfollow();
            editor.getEditingDomain().getCommandStack().removeCommandStackListener(commands);
            editor.scenario().removeListener(validation);
        });
    }

    private void refreshSoon() {
        if (!body.isDisposed()) {
            body.getDisplay().asyncExec(this::refresh);
        }
    }

    /** @return the form's composite */
    public Composite control() {
        return body;
    }

    /** @return the element shown, or {@code null} */
    public EObject element() {
        return element;
    }

    /**
     * Shows an element's properties, replacing the previous fields.
     *
     * @param newElement the element, or {@code null} for an empty form
     */
    public void show(EObject newElement) {
        unfollow();
        for (Control child : body.getChildren()) {
            child.dispose();
        }
        refreshers.clear();
        messages.removeAllMessages();
        problems.clear();
        element = newElement;
        if (element != null) {
            Object source = editor.adapterFactory().adapt(element, IItemPropertySource.class);
            if (source instanceof IItemPropertySource properties) {
                for (IItemPropertyDescriptor descriptor : properties.getPropertyDescriptors(element)) {
                    addField(descriptor);
                }
            }
            if (element instanceof EntityClass entity) {
                refreshers.addAll(VariableFields.add(body, toolkit, editor.getEditingDomain(), entity, messages,
                        problems));
            }
            element.eAdapters().add(follower);
            showProblems();
        }
        toolkit.paintBordersFor(body);
        body.layout(true, true);
        body.getParent().layout(true, true);
    }

    private void unfollow() {
        if (element != null) {
            element.eAdapters().remove(follower);
        }
    }

    private void refresh() {
        if (!body.isDisposed()) {
            refreshers.forEach(Runnable::run);
        }
    }

    /** Shows the last validation's findings about the element beside its fields. */
    private void showProblems() {
        if (!body.isDisposed()) {
            problems.show(element, editor.scenario().findings());
        }
    }

    private void addField(IItemPropertyDescriptor descriptor) {
        Object feature = descriptor.getFeature(element);
        String name = feature instanceof org.eclipse.emf.ecore.EStructuralFeature f ? f.getName()
                : String.valueOf(descriptor.getId(element));
        Label label = toolkit.createLabel(body, descriptor.getDisplayName(element) + ":");
        label.setToolTipText(descriptor.getDescription(element));
        label.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false));
        Control control;
        Composite cell = null;
        boolean many = descriptor.isMany(element);
        if (!descriptor.canSetProperty(element)) {
            control = readOnly(descriptor);
        } else if (feature instanceof EAttribute attribute && !many && isBoolean(attribute.getEAttributeType())) {
            control = checkBox(descriptor);
        } else if (feature instanceof EAttribute attribute && !many && attribute.getEAttributeType() instanceof EEnum e) {
            control = enumChoice(descriptor, e);
        } else if (feature instanceof EAttribute attribute && !many && ColourField.isColour(feature)) {
            cell = toolkit.createComposite(body);
            GridLayout row = new GridLayout(2, false);
            row.marginWidth = 0;
            row.marginHeight = 0;
            cell.setLayout(row);
            control = valueText(cell, descriptor, attribute.getEAttributeType());
            ColourField colour = new ColourField(cell, value -> apply(descriptor, value));
            Text text = (Text) control;
            Runnable swatch = () -> colour.show(AttributeText.toText(attribute.getEAttributeType(), value(descriptor)));
            swatch.run();
            refreshers.add(swatch);
            text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        } else if (feature instanceof EAttribute attribute && !many
                && AttributeText.isTypeable(attribute.getEAttributeType())) {
            control = valueText(body, descriptor, attribute.getEAttributeType());
        } else if (feature instanceof EReference || (feature instanceof EAttribute a && many
                && a.getEAttributeType() instanceof EEnum)) {
            control = idText(descriptor, many);
        } else {
            control = readOnly(descriptor);
        }
        control.setData(ID_KEY, "field." + name);
        control.setToolTipText(descriptor.getDescription(element));
        Control placed = cell == null ? control : cell;
        if (placed.getLayoutData() == null) {
            GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
            data.widthHint = 120; // fills the page, but a long value must not widen the form past the editor
            placed.setLayoutData(data);
        }
        if (feature instanceof org.eclipse.emf.ecore.EStructuralFeature f) {
            problems.field(f, control);
        }
        if (ImagePreview.isImagePath(feature)) {
            ImagePreview preview = new ImagePreview(body, toolkit, control, messages);
            EObject shown = element;
            Runnable picture = () -> preview.show(shown, value(descriptor) instanceof String path ? path : null);
            picture.run();
            refreshers.add(picture);
        }
    }

    private static boolean isBoolean(EDataType type) {
        return type.getInstanceClass() == boolean.class || type.getInstanceClass() == Boolean.class;
    }

    private Object value(IItemPropertyDescriptor descriptor) {
        return ModelPropertyDescriptor.rawValue(element, descriptor);
    }

    private void apply(IItemPropertyDescriptor descriptor, Object value) {
        Object old = value(descriptor);
        if (!Objects.equals(old, value)) {
            descriptor.setPropertyValue(element, value);
        }
    }

    private Control readOnly(IItemPropertyDescriptor descriptor) {
        Text text = toolkit.createText(body, "", SWT.READ_ONLY);
        Runnable refresh = () -> {
            Object value = value(descriptor);
            String shown = value == null ? "" : value instanceof EObject o ? editor.labels().getText(o)
                    : value instanceof Collection<?> c ? c.size() + " entries" : String.valueOf(value);
            if (!text.isDisposed()) {
                text.setText(shown);
            }
        };
        refresh.run();
        refreshers.add(refresh);
        return text;
    }

    private Control checkBox(IItemPropertyDescriptor descriptor) {
        Button box = toolkit.createButton(body, "", SWT.CHECK);
        Runnable refresh = () -> {
            if (!box.isDisposed()) {
                box.setSelection(Boolean.TRUE.equals(value(descriptor)));
            }
        };
        refresh.run();
        refreshers.add(refresh);
        box.addListener(SWT.Selection, e -> apply(descriptor, box.getSelection()));
        return box;
    }

    private Control enumChoice(IItemPropertyDescriptor descriptor, EEnum type) {
        Combo combo = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(combo, true, false);
        List<EEnumLiteral> literals = type.getELiterals();
        combo.setItems(literals.stream().map(EEnumLiteral::getLiteral).toArray(String[]::new));
        Runnable refresh = () -> {
            if (combo.isDisposed()) {
                return;
            }
            Object value = value(descriptor);
            for (int i = 0; i < literals.size(); i++) {
                if (literals.get(i).getInstance() == value) {
                    combo.select(i);
                }
            }
        };
        refresh.run();
        refreshers.add(refresh);
        combo.addListener(SWT.Selection, e -> {
            int index = combo.getSelectionIndex();
            if (index >= 0) {
                apply(descriptor, literals.get(index).getInstance());
            }
        });
        return combo;
    }

    private Control valueText(Composite parent, IItemPropertyDescriptor descriptor, EDataType type) {
        boolean multiLine = descriptor.isMultiLine(element);
        Text text = toolkit.createText(parent, "", multiLine ? SWT.MULTI | SWT.WRAP | SWT.V_SCROLL : SWT.SINGLE);
        if (multiLine) {
            GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
            data.heightHint = 60;
            data.widthHint = 200;
            text.setLayoutData(data);
        }
        Runnable refresh = () -> {
            if (!text.isDisposed() && !text.isFocusControl()) {
                text.setText(AttributeText.toText(type, value(descriptor)));
            }
        };
        refresh.run();
        refreshers.add(refresh);
        text.addListener(SWT.Modify, e -> {
            String problem = AttributeText.problem(type, text.getText());
            if (problem == null) {
                messages.removeMessage(text, text);
            } else {
                messages.addMessage(text, descriptor.getDisplayName(element) + ": " + problem, null,
                        IMessageProvider.ERROR, text);
            }
        });
        Runnable commit = () -> {
            if (text.isDisposed() || AttributeText.problem(type, text.getText()) != null) {
                return;
            }
            apply(descriptor, AttributeText.fromText(type, text.getText()));
        };
        if (!multiLine) {
            text.addListener(SWT.DefaultSelection, e -> commit.run());
        }
        text.addListener(SWT.FocusOut, e -> commit.run());
        return text;
    }

    private Control idText(IItemPropertyDescriptor descriptor, boolean many) {
        Text text = toolkit.createText(body, "", SWT.SINGLE);
        Runnable refresh = () -> {
            if (!text.isDisposed() && !text.isFocusControl()) {
                text.setText(ids(value(descriptor)));
            }
        };
        refresh.run();
        refreshers.add(refresh);
        ContentProposalAdapter proposals = new ContentProposalAdapter(text, new TextContentAdapter(),
                new IdProposals(() -> choices(descriptor), many), KeyStroke.getInstance(SWT.CTRL, ' '), null);
        proposals.setProposalAcceptanceStyle(ContentProposalAdapter.PROPOSAL_REPLACE);
        text.setData(ContentProposalAdapter.class.getName(), proposals);
        Runnable commit = () -> {
            if (text.isDisposed() || proposals.isProposalPopupOpen()) {
                return;
            }
            List<Object> resolved = new ArrayList<>();
            for (String word : many ? text.getText().split(",") : new String[] {text.getText()}) {
                String id = word.trim();
                if (id.isEmpty()) {
                    continue;
                }
                Object match = resolve(descriptor, id);
                if (match == null) {
                    messages.addMessage(text, descriptor.getDisplayName(element) + ": nothing called '" + id
                            + "' can be chosen here (Ctrl+Space lists the choices)", null, IMessageProvider.ERROR, text);
                    return;
                }
                resolved.add(match);
            }
            messages.removeMessage(text, text);
            if (many) {
                apply(descriptor, resolved);
            } else {
                apply(descriptor, resolved.isEmpty() ? null : resolved.get(0));
            }
        };
        text.addListener(SWT.DefaultSelection, e -> commit.run());
        text.addListener(SWT.FocusOut, e -> commit.run());
        return text;
    }

    private Collection<?> choices(IItemPropertyDescriptor descriptor) {
        if (descriptor.getFeature(element) instanceof EAttribute a && a.getEAttributeType() instanceof EEnum e) {
            return e.getELiterals();
        }
        Collection<?> choices = descriptor.getChoiceOfValues(element);
        return choices == null ? List.of() : choices;
    }

    private Object resolve(IItemPropertyDescriptor descriptor, String id) {
        if (descriptor.getFeature(element) instanceof EAttribute a && a.getEAttributeType() instanceof EEnum e) {
            EEnumLiteral literal = e.getEEnumLiteralByLiteral(id);
            return literal == null ? null : literal.getInstance();
        }
        Object byName = null;
        for (Object choice : choices(descriptor)) {
            if (choice instanceof Identified identified) {
                if (id.equals(identified.getId())) {
                    return choice;
                }
                if (byName == null && identified.getName() != null
                        && identified.getName().toLowerCase(Locale.ROOT).equals(id.toLowerCase(Locale.ROOT))) {
                    byName = choice;
                }
            }
        }
        return byName;
    }

    private static String ids(Object value) {
        if (value instanceof Collection<?> list) {
            return String.join(", ", list.stream().map(ElementForm::id).toList());
        }
        return value == null ? "" : id(value);
    }

    private static String id(Object value) {
        if (value instanceof Identified identified) {
            return identified.getId() == null ? "" : identified.getId();
        }
        if (value instanceof org.eclipse.emf.common.util.Enumerator literal) {
            return literal.getLiteral();
        }
        return String.valueOf(value);
    }
}
