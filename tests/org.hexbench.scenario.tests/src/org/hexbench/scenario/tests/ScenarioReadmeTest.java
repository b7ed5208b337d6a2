package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;

/**
 * {@code bundles/org.hexbench.scenario/README.md} stays true: its table "Every feature and its effect" has one row for
 * every feature of the scenario model and no row for a feature the model does not have, and every
 * {@code Class#method} the file names is a test method in the checkout's test sources.
 */
class ScenarioReadmeTest {

    private static final Path README = Checkout.root().resolve("bundles/org.hexbench.scenario/README.md");

    private static String readme() {
        try {
            return Files.readString(README);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyFeatureOfTheModelHasExactlyOneRow() {
        TreeSet<String> model = new TreeSet<>();
        for (EClassifier c : ScenarioPackage.eINSTANCE.getEClassifiers()) {
            if (c instanceof EClass type) {
                for (EStructuralFeature f : type.getEStructuralFeatures()) {
                    model.add(type.getName() + "." + f.getName());
                }
            }
        }
        List<String> rows = new ArrayList<>();
        String text = readme();
        int start = text.indexOf("## Every feature");
        String table = text.substring(start, text.indexOf("\n## ", start + 1));
        Matcher m = Pattern.compile("(?m)^\\| `(\\w+\\.\\w+)` \\|").matcher(table);
        while (m.find()) {
            rows.add(m.group(1));
        }
        assertEquals(model, new TreeSet<>(rows), "rows of the feature table");
        assertEquals(model.size(), rows.size(), "one row per feature");
    }

    @Test
    void everyTestTheReadmeNamesExists() throws IOException {
        List<String> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Checkout.root().resolve("tests"))) {
            for (Path p : files.filter(p -> p.toString().endsWith("Test.java") && p.toString().contains("/src/")).toList()) {
                sources.add(p.getFileName() + "\n" + Files.readString(p));
            }
        }
        Matcher m = Pattern.compile("`(\\w+)#(\\w+)`").matcher(readme());
        int named = 0;
        while (m.find()) {
            named++;
            String file = m.group(1) + ".java\n";
            Pattern method = Pattern.compile("void\\s+" + m.group(2) + "\\s*\\(");
            assertTrue(sources.stream().anyMatch(s -> s.startsWith(file) && method.matcher(s).find()),
                    m.group(1) + "#" + m.group(2) + " is no test method in tests/");
        }
        assertTrue(named > 162, "the table names a test for every feature: " + named);
    }
}
