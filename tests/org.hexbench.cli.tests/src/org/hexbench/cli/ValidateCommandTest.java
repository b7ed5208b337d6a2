package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hexbench validate}: the shipped examples pass; broken and invalid scenarios print file:line diagnostics. */
class ValidateCommandTest {

    @TempDir
    Path folder;

    private final CapturedTerminal terminal = new CapturedTerminal();

    private int run(String... arguments) {
        return terminal.run(arguments);
    }

    private String out() {
        return terminal.out();
    }

    @Test
    void everyShippedExampleIsValid() {
        int code = run("validate", Checkout.root().resolve("examples").toString());
        assertEquals(ExitCode.OK, code, out() + terminal.err());
        assertFalse(out().contains(": error:"), out());
        assertTrue(terminal.err().matches("(?s)validated [1-9][0-9]* files: 0 errors, .*"),
                terminal.err());
    }

    @Test
    void aFileThatIsNotXmlIsAnErrorOnLineOne() throws IOException {
        Path broken = Files.writeString(folder.resolve("broken.hexscenario"), "this is not a scenario\n");
        assertEquals(ExitCode.DOMAIN_ERROR, run("validate", broken.toString()));
        assertTrue(out().contains("broken.hexscenario:1: error:"), out());
        assertFalse(out().contains("Exception"), "no stack trace: " + out());
    }

    @Test
    void aValidationErrorNamesTheElementAndItsLine() throws IOException {
        String hextc2 = Files.readString(Checkout.example("hextc2").resolve("hextc2.hexscenario"));
        String movement = "<attributes id=\"mv\" name=\"Movement (MV)\" maximum=\"20\"/>";
        assertTrue(hextc2.contains(movement), "the example still declares MV as expected by this test");
        int line = (int) hextc2.substring(0, hextc2.indexOf(movement)).chars().filter(c -> c == '\n').count() + 1;
        Path file = Files.writeString(folder.resolve("ranges.hexscenario"),
                hextc2.replace(movement, movement.replace("maximum=\"20\"", "minimum=\"30\" maximum=\"20\"")));

        assertEquals(ExitCode.DOMAIN_ERROR, run("validate", file.toString()));
        String report = out();
        assertTrue(report.lines().anyMatch(l -> l.contains("ranges.hexscenario:" + line + ": error:")
                && l.contains("'mv'") && l.contains("30") && l.contains("20")),
                "an error on line " + line + " naming the variable and both bounds: " + report);
    }

    @Test
    void aRenamedIdLeavesDanglingReferencesReportedWhereTheyAre() throws IOException {
        String hextc2 = Files.readString(Checkout.example("hextc2").resolve("hextc2.hexscenario"));
        Path file = Files.writeString(folder.resolve("renamed.hexscenario"),
                hextc2.replace("<attributes id=\"al\"", "<attributes id=\"armour\""));
        assertEquals(ExitCode.DOMAIN_ERROR, run("validate", file.toString()));
        assertTrue(out().lines().allMatch(l -> l.matches(".*renamed\\.hexscenario:\\d+: error: .*'al'.*")), out());
        assertTrue(out().lines().count() >= 1, out());
    }

    @Test
    void aRuleFileErrorIsReportedWithItsLine() throws IOException {
        Path scenarioCopy = folder.resolve("hextc2.hexscenario");
        Files.copy(Checkout.example("hextc2").resolve("hextc2.hexscenario"), scenarioCopy);
        Path rules = Files.writeString(folder.resolve("broken.hbrules"),
                "rules for \"hextc2.hexscenario\"\n\ngroup slugs = snale, nosuchcreature\n");
        assertEquals(ExitCode.DOMAIN_ERROR, run("validate", rules.toString()));
        assertTrue(out().lines().anyMatch(l -> l.contains("broken.hbrules:3: error:") && l.contains("nosuchcreature")),
                out());
    }

    @Test
    void noArgumentsIsAUsageError() {
        assertEquals(ExitCode.USAGE_ERROR, run("validate"));
        assertTrue(terminal.err().contains("usage: hexbench validate"));
    }
}
