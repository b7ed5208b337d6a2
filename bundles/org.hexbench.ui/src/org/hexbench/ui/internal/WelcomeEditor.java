package org.hexbench.ui.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormText;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.TableWrapData;
import org.eclipse.ui.forms.widgets.TableWrapLayout;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.EditorPart;

/**
 * The Welcome page (Help › Welcome; opened on a workspace's first start): links that open the shipped examples
 * (importing a missing one into the workspace first), start a new project or open the preferences, and a 5-minute
 * tutorial naming the real menu paths. Rendered with UI Forms: {@link FormText} from {@code welcome/intro.xml} and
 * {@code welcome/tutorial.xml} of this bundle, and a hyperlink per example between them; no browser engine is
 * needed, so it renders the same offline and under Xvfb. Menu paths in the page are written in bold as
 * {@code Menu › Item}, which a test checks against the running workbench's menus.
 */
public final class WelcomeEditor extends EditorPart {

    /** The editor id. */
    public static final String ID = "org.hexbench.ui.welcome";

    /** The widget id of the page's tutorial text; an example's link has {@code welcome.example.NAME}. */
    public static final String TEXT_ID = "welcome.text";

    /** The page's markup above and below the examples, in this bundle. */
    private static final List<String> MARKUP = List.of("/welcome/intro.xml", "/welcome/tutorial.xml");

    /** The shipped examples the page links: project name, link text, what it is. */
    private static final String[][] EXAMPLES = {
        {"riverford", "Open Riverford", "two lords contest the towns on both banks of a river (24 × 16 hexagons, "
            + "Hexkit's default rules plus a small rule file)."},
        {"riverford-simultaneous", "Open Riverford Crossing", "the same rule set in simultaneous turns."},
        {"hextc2", "Open HexTC2", "hexagonal Turncoat Chess, every rule in the rule language."}};

    private static final Pattern MENU_PATH = Pattern.compile("<b>([^<]*›[^<]*)</b>");
    private static final Pattern CODE = Pattern.compile("<span font=\"code\">([^<]*)</span>");

    private FormToolkit toolkit;
    private ScrolledForm form;

    /**
     * Opens the Welcome page in a window, or brings it to the front.
     *
     * @param window the workbench window
     * @return the page, or empty when it cannot be opened (logged)
     */
    public static Optional<WelcomeEditor> open(IWorkbenchWindow window) {
        IWorkbenchPage page = window.getActivePage();
        if (page == null) {
            return Optional.empty();
        }
        try {
            return Optional.of((WelcomeEditor) page.openEditor(new WelcomeInput(), ID, true));
        } catch (PartInitException e) {
            org.eclipse.core.runtime.ILog.of(WelcomeEditor.class).log(e.getStatus());
            return Optional.empty();
        }
    }

    /**
     * Opens the Welcome page at start-up when the workspace has not shown it yet or when the preference asks for it
     * at every start; remembers that it was shown. Called by the workbench advisor after start-up.
     *
     * @param window the first workbench window
     * @return whether the page was opened
     */
    public static boolean openAtStartup(IWorkbenchWindow window) {
        IPreferenceStore store = HexbenchPreferences.store();
        if (store.getBoolean(HexbenchPreferences.WELCOME_SHOWN)
                && !store.getBoolean(HexbenchPreferences.SHOW_WELCOME_ON_STARTUP)) {
            return false;
        }
        boolean opened = open(window).isPresent();
        if (opened && !store.getBoolean(HexbenchPreferences.WELCOME_SHOWN)) {
            store.setValue(HexbenchPreferences.WELCOME_SHOWN, true);
            HexbenchPreferences.save();
        }
        return opened;
    }

    /** @return the markup of the page's texts, as {@link FormText} reads each, in page order */
    public static List<String> markup() {
        List<String> texts = new ArrayList<>();
        for (String file : MARKUP) {
            try (InputStream in = WelcomeEditor.class.getResourceAsStream(file)) {
                if (in == null) {
                    throw new IllegalStateException("the bundle has no " + file);
                }
                texts.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return texts;
    }

    /**
     * The menu paths the page names, in bold as {@code Menu › Item › Item}.
     *
     * @return each path as its labels, in page order
     */
    public static List<List<String>> menuPaths() {
        List<List<String>> paths = new ArrayList<>();
        Matcher m = MENU_PATH.matcher(String.join("\n", markup()));
        while (m.find()) {
            paths.add(List.of(m.group(1).split("\\s*›\\s*")).stream().map(String::trim).toList());
        }
        return paths;
    }

    /**
     * The rule-language lines the page asks the reader to type, written in the code font.
     *
     * @return each line as the reader types it, in page order
     */
    public static List<String> ruleLines() {
        List<String> lines = new ArrayList<>();
        Matcher m = CODE.matcher(String.join("\n", markup()));
        while (m.find()) {
            lines.add(m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
        }
        return lines;
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof WelcomeInput)) {
            throw new PartInitException("The Welcome page opens on its own input, not on " + input.getName());
        }
        setSite(site);
        setInput(input);
        setPartName("Welcome");
    }

    @Override
    public void createPartControl(Composite parent) {
        toolkit = new FormToolkit(parent.getDisplay());
        form = toolkit.createScrolledForm(parent);
        form.setText("Welcome to Hexbench");
        TableWrapLayout layout = new TableWrapLayout();
        layout.leftMargin = 20;
        layout.rightMargin = 20;
        form.getBody().setLayout(layout);
        List<String> texts = markup();
        formText(form.getBody(), texts.get(0), "welcome.intro");
        Label examples = toolkit.createLabel(form.getBody(), "Examples");
        examples.setFont(JFaceResources.getHeaderFont());
        for (String[] example : EXAMPLES) {
            Composite line = toolkit.createComposite(form.getBody());
            line.setLayoutData(new TableWrapData(TableWrapData.FILL_GRAB));
            TableWrapLayout lineLayout = new TableWrapLayout();
            lineLayout.numColumns = 2;
            lineLayout.leftMargin = 12;
            lineLayout.topMargin = 0;
            lineLayout.bottomMargin = 0;
            line.setLayout(lineLayout);
            Hyperlink link = toolkit.createHyperlink(line, example[1], SWT.NONE);
            link.setData("org.hexbench.id", "welcome.example." + example[0]);
            link.setHref("example:" + example[0]);
            link.addHyperlinkListener(new HyperlinkAdapter() {
                @Override
                public void linkActivated(HyperlinkEvent e) {
                    follow(String.valueOf(e.getHref()));
                }
            });
            toolkit.createLabel(line, example[2], SWT.WRAP).setLayoutData(new TableWrapData(TableWrapData.FILL_GRAB));
        }
        toolkit.createLabel(form.getBody(), "Each example is a copy in your workspace: change it freely, the shipped "
                + "original stays as it was.", SWT.WRAP).setLayoutData(new TableWrapData(TableWrapData.FILL_GRAB));
        formText(form.getBody(), texts.get(1), TEXT_ID);
    }

    private void formText(Composite parent, String markup, String id) {
        FormText text = toolkit.createFormText(parent, true);
        text.setLayoutData(new TableWrapData(TableWrapData.FILL_GRAB));
        text.setFont("header", JFaceResources.getHeaderFont());
        text.setFont("code", JFaceResources.getTextFont());
        text.setText(markup, true, false);
        text.setData("org.hexbench.id", id);
        text.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent e) {
                follow(String.valueOf(e.getHref()));
            }
        });
    }

    /**
     * Follows a link of the page: {@code example:NAME} opens that example's scenario (importing the missing
     * examples first when its project is missing, as on first start), {@code new-project} starts File › New ›
     * Hexbench Project, {@code preferences} opens Window › Preferences › Hexbench.
     *
     * @param href the link's target
     */
    public void follow(String href) {
        IWorkbenchWindow window = getSite().getWorkbenchWindow();
        if (href.startsWith("example:")) {
            openExample(window, href.substring("example:".length()));
        } else if (href.equals("new-project")) {
            NewProjectWizard wizard = new NewProjectWizard();
            wizard.init(window.getWorkbench(), StructuredSelection.EMPTY);
            new WizardDialog(window.getShell(), wizard).open();
        } else if (href.equals("preferences")) {
            PreferencesUtil.createPreferenceDialogOn(window.getShell(), HexbenchPreferencePage.ID, null, null).open();
        }
    }

    private static void openExample(IWorkbenchWindow window, String name) {
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        if (!workspace.getRoot().getProject(name).exists()) {
            ExampleProjects.importMissing(workspace, ExampleProjects.examplesFolder());
        }
        IFile scenario = workspace.getRoot().getProject(name).getFile(name + ".hexscenario");
        if (!scenario.exists()) {
            MessageDialog.openInformation(window.getShell(), "Example not found", "The example " + name
                    + " is neither in the workspace nor in the examples folder of this installation.");
            return;
        }
        try {
            IDE.openEditor(window.getActivePage(), scenario, true);
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), "Cannot open " + scenario.getFullPath(), e.getMessage());
        }
    }

    @Override
    public void setFocus() {
        form.setFocus();
    }

    @Override
    public void dispose() {
        if (toolkit != null) {
            toolkit.dispose();
        }
        super.dispose();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // nothing to save
    }

    @Override
    public void doSaveAs() {
        // nothing to save
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }
}
