package org.hexbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.validation.RuleFileCheck;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.scenario.validation.Severity;

/**
 * {@code hexbench validate <scenario|rules|folder>...}: loads and validates scenarios (Hexkit User's Guide §3.2–3.5 and
 * ch. 4 constraints)
 * and rule files ({@code .hbrules}: syntax, links into the scenario, types) and prints every problem as
 * {@code file:line: severity: message}, the form editors and CI logs link to. A folder stands for every
 * {@code .hexscenario} and {@code .hbrules} file below it. Exit 1 when any error is found.
 */
public final class ValidateCommand implements Subcommand {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check scenarios and rule files; print every problem as file:line: severity: message";
    }

    @Override
    public String usage() {
        return "hexbench validate <file.hexscenario | file.hbrules | folder>...";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        if (arguments.isEmpty()) {
            throw new UsageException("name at least one scenario file or folder");
        }
        for (String argument : arguments) {
            if (argument.startsWith("-")) {
                throw new UsageException("unknown option '" + argument + "'");
            }
        }
        List<Path> files = new ArrayList<>();
        for (String argument : arguments) {
            Path path = Path.of(argument);
            if (Files.isDirectory(path)) {
                files.addAll(scenariosIn(path));
            } else {
                files.add(path);
            }
        }
        int errors = 0, warnings = 0;
        for (Path file : files) {
            List<ScenarioProblem> problems = file.toString().endsWith(RULES) ? ruleProblems(file) : ScenarioCheck.check(file);
            for (ScenarioProblem problem : problems) {
                terminal.out().println(problem);
                if (problem.severity() == Severity.ERROR) {
                    errors++;
                } else if (problem.severity() == Severity.WARNING) {
                    warnings++;
                }
            }
        }
        terminal.err().println("validated " + files.size() + (files.size() == 1 ? " file: " : " files: ") + errors
                + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings"));
        return errors > 0 || files.isEmpty() ? ExitCode.DOMAIN_ERROR : ExitCode.OK;
    }

    private static final String RULES = ".hbrules";

    /** The rule file's syntax, linking and type problems, in the same form as a scenario's. */
    private static List<ScenarioProblem> ruleProblems(Path file) {
        if (!Files.isRegularFile(file)) {
            return List.of(new ScenarioProblem(file.toString(), 0, Severity.ERROR, "no such file"));
        }
        try {
            List<ScenarioProblem> problems = new ArrayList<>();
            for (Issue issue : RuleFileCheck.check(file)) {
                Severity severity = switch (issue.getSeverity()) {
                    case ERROR -> Severity.ERROR;
                    case WARNING -> Severity.WARNING;
                    default -> Severity.INFO;
                };
                problems.add(new ScenarioProblem(file.toString(), issue.getLineNumber() == null ? 0 : issue.getLineNumber(),
                        severity, issue.getMessage()));
            }
            return problems;
        } catch (IOException e) {
            return List.of(new ScenarioProblem(file.toString(), 0, Severity.ERROR, "cannot read: " + e.getMessage()));
        }
    }

    private static List<Path> scenariosIn(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(p -> p.getFileName().toString().endsWith("." + ScenarioResources.EXTENSION)
                    || p.getFileName().toString().endsWith(RULES)).filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }
}
