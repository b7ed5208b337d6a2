package org.hexbench.ui.rules.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

/**
 * Keeps the problem markers of rule files current: a saved rule file is validated again, and when a
 * {@code .hexscenario} changes, every rule file bound to it is validated again, opened or not, and open rule editors
 * bound to it relink and check their text, so edits in the scenario that break rules show up without reopening.
 * The work runs in a background job; changes arriving meanwhile are gathered into its next run.
 */
public final class RuleFileWatch implements IResourceChangeListener {

    private static final String SCENARIO_EXTENSION = "hexscenario";
    private static RuleFileWatch installed;

    private final Set<IFile> ruleFiles = new LinkedHashSet<>();
    private final Set<Path> scenarios = new LinkedHashSet<>();
    private final Job job = Job.create("Checking rule files", this::run);

    private RuleFileWatch() {
        job.setSystem(true);
    }

    /** Starts watching the workspace, once, and checks the rule files already there. */
    public static synchronized void install() {
        if (installed != null) {
            return;
        }
        installed = new RuleFileWatch();
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        workspace.addResourceChangeListener(installed, IResourceChangeEvent.POST_CHANGE);
        installed.enqueue(allRuleFiles(), List.of());
    }

    /** @return the watch job, for callers that wait until markers are current */
    public static synchronized Job job() {
        return installed == null ? null : installed.job;
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        List<IFile> changedRules = new ArrayList<>();
        List<Path> changedScenarios = new ArrayList<>();
        try {
            event.getDelta().accept(delta -> {
                if (delta.getResource() instanceof IFile file) {
                    boolean content = delta.getKind() == IResourceDelta.ADDED || delta.getKind() == IResourceDelta.REMOVED
                            || (delta.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED | IResourceDelta.MOVED_FROM)) != 0;
                    if (content && RuleLanguage.EXTENSION.equals(file.getFileExtension()) && delta.getKind() != IResourceDelta.REMOVED) {
                        changedRules.add(file);
                    } else if (content && SCENARIO_EXTENSION.equals(file.getFileExtension()) && file.getLocation() != null) {
                        changedScenarios.add(file.getLocation().toPath().normalize());
                    }
                }
                return true;
            });
        } catch (CoreException e) {
            ILog.of(getClass()).log(e.getStatus());
        }
        if (!changedRules.isEmpty() || !changedScenarios.isEmpty()) {
            enqueue(changedRules, changedScenarios);
        }
    }

    private void enqueue(List<IFile> rules, List<Path> scenarioLocations) {
        synchronized (this) {
            ruleFiles.addAll(rules);
            scenarios.addAll(scenarioLocations);
        }
        job.schedule(100);
    }

    private IStatus run(IProgressMonitor monitor) {
        List<IFile> rules;
        List<Path> changed;
        synchronized (this) {
            rules = new ArrayList<>(ruleFiles);
            changed = new ArrayList<>(scenarios);
            ruleFiles.clear();
            scenarios.clear();
        }
        Set<IFile> toCheck = new LinkedHashSet<>(rules);
        if (!changed.isEmpty()) {
            for (Path scenario : changed) {
                for (OpenRuleFile open : OpenRuleEditors.boundTo(scenario)) {
                    open.dependencyChanged();
                }
            }
            for (IFile file : allRuleFiles()) {
                if (changed.contains(boundScenario(file))) {
                    toCheck.add(file);
                }
            }
        }
        for (IFile file : toCheck) {
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            try {
                RuleProblemMarkers.update(file, monitor);
            } catch (CoreException | RuntimeException e) {
                if (file.exists()) {
                    ILog.of(getClass()).error("Cannot check " + file.getFullPath() + ": " + e.getMessage(), e);
                }
            }
        }
        return Status.OK_STATUS;
    }

    private static Path boundScenario(IFile file) {
        if (!file.exists() || file.getLocation() == null) {
            return null;
        }
        try {
            return ScenarioBinding.scenarioOf(file.getLocation().toPath(), RuleProblemMarkers.read(file));
        } catch (CoreException e) {
            return null;
        }
    }

    private static List<IFile> allRuleFiles() {
        List<IFile> files = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(resource -> {
                if (resource instanceof IFile file && RuleLanguage.EXTENSION.equals(file.getFileExtension())) {
                    files.add(file);
                }
                return resource.getType() != IResource.FILE && (resource.getType() != IResource.PROJECT || resource.isAccessible());
            });
        } catch (CoreException e) {
            ILog.of(RuleFileWatch.class).log(e.getStatus());
        }
        return files;
    }
}
