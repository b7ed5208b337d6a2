package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line's help, version and exit codes, run headless without the OSGi application around it. */
class HexbenchCommandLineTest {

    private final CapturedTerminal terminal = new CapturedTerminal();
    private final HexbenchCommandLine commandLine = terminal.commandLine("0.1.0.v20261122-2100");

    private String out() {
        return terminal.out();
    }

    private String err() {
        return terminal.err();
    }

    @ParameterizedTest
    @ValueSource(strings = { "--help", "-h", "help" })
    void helpListsEverySubcommandAndExitsZero(String flag) {
        assertEquals(ExitCode.OK, commandLine.run(flag));
        for (String name : commandLine.names()) {
            assertTrue(out().contains("  " + name), () -> "help does not list '" + name + "':\n" + out());
        }
        assertTrue(out().contains("exit codes: 0 ok, 1 invalid input"), out());
        assertEquals("", err());
    }

    @Test
    void versionPrintsReleaseAndBuild() {
        assertEquals(ExitCode.OK, commandLine.run("version"));
        assertEquals("Hexbench 0.1.0 (build v20261122-2100)" + System.lineSeparator(), out());
    }

    @Test
    void doubleDashVersionIsTheSameAsVersion() {
        assertEquals(ExitCode.OK, commandLine.run("--version"));
        assertTrue(out().startsWith("Hexbench 0.1.0"), out());
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        assertEquals(ExitCode.USAGE_ERROR, commandLine.run("conquer"));
        assertTrue(err().contains("unknown subcommand 'conquer'"), err());
        assertTrue(err().contains("usage: hexbench"), err());
        assertEquals("", out());
    }

    @Test
    void noArgumentsIsAUsageErrorWithTheOverview() {
        assertEquals(ExitCode.USAGE_ERROR, commandLine.run());
        assertTrue(err().contains("subcommands:"), err());
    }

    @Test
    void extraArgumentsToVersionAreAUsageErrorNamingThem() {
        assertEquals(ExitCode.USAGE_ERROR, commandLine.run("version", "now"));
        assertTrue(err().contains("'version' takes no arguments, got: now"), err());
        assertTrue(err().contains("usage: hexbench version"), err());
    }

    @Test
    void helpForOneSubcommandShowsItsUsage() {
        assertEquals(ExitCode.OK, commandLine.run("help", "version"));
        assertTrue(out().contains("usage: hexbench version"), out());
        assertEquals(ExitCode.USAGE_ERROR, commandLine.run("help", "nothing"));
        assertTrue(err().contains("no subcommand named 'nothing'"), err());
    }

    @Test
    void subcommandHelpFlagPrintsUsage() {
        assertEquals(ExitCode.OK, commandLine.run("version", "--help"));
        assertEquals("usage: hexbench version" + System.lineSeparator(), out());
    }

    @Test
    void aSubcommandCanReportADomainError() {
        commandLine.add(new Subcommand() {
            @Override
            public String name() {
                return "fail";
            }

            @Override
            public String summary() {
                return "always fails";
            }

            @Override
            public String usage() {
                return "hexbench fail";
            }

            @Override
            public int run(List<String> arguments, Terminal terminal) {
                terminal.err().println("scenario.hexscenario:3: error: broken");
                return ExitCode.DOMAIN_ERROR;
            }
        });
        assertEquals(ExitCode.DOMAIN_ERROR, commandLine.run("fail"));
        assertTrue(err().contains("scenario.hexscenario:3: error: broken"));
    }

    @Test
    void anUnexpectedErrorEndsWithItsCauseTheFileOfItsReportAndExitCode3() throws Exception {
        commandLine.add(new Subcommand() {
            @Override
            public String name() {
                return "recurse";
            }

            @Override
            public String summary() {
                return "recurses without end";
            }

            @Override
            public String usage() {
                return "hexbench recurse";
            }

            @Override
            public int run(List<String> arguments, Terminal terminal) {
                return depth(0);
            }

            private int depth(int n) {
                return depth(n + 1) + 1;
            }
        });
        assertEquals(ExitCode.INTERNAL_ERROR, commandLine.run("recurse", "deeply"));
        String message = err().strip();
        assertEquals(1, message.lines().count(), "one line: " + message);
        assertTrue(message.startsWith("hexbench recurse: unexpected error: StackOverflowError"), message);
        java.nio.file.Path report = java.nio.file.Path.of(message.replaceAll(".*full report: (\\S+);.*", "$1"));
        String text = java.nio.file.Files.readString(report);
        assertTrue(text.startsWith("hexbench recurse deeply"), text.lines().findFirst().orElse(""));
        assertTrue(text.contains("java.lang.StackOverflowError"));
        java.nio.file.Files.delete(report);
        assertTrue(message.endsWith("exit code 3)"), message);
    }

    @Test
    void twoSubcommandsCannotShareAName() {
        assertThrows(IllegalArgumentException.class,
                () -> commandLine.add(new VersionCommand(HexbenchVersion.parse("1.0.0"))));
    }
}
