package org.hexbench.cli;

import java.io.Console;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Where {@code hexbench pbem} gets the password of the player's key store: the first line of the file named by
 * {@code --password-file} (for scripts: keep that file readable by you only), else the environment variable
 * {@value #VARIABLE}, else the terminal, which asks without echoing. Never from the command line itself, which other
 * users of the machine can read in the process list.
 */
final class KeyPassword {

    /** The environment variable holding the password when no file is named. */
    static final String VARIABLE = "HEXBENCH_KEY_PASSWORD";

    private KeyPassword() {
    }

    /**
     * @param file the file {@code --password-file} named, or {@code null}
     * @param twice whether a password typed on the terminal is asked twice (a new key store)
     * @return the password
     * @throws IOException if the file cannot be read, or there is no file, no variable and no terminal
     */
    static char[] read(Path file, boolean twice) throws IOException {
        if (file != null) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (lines.isEmpty() || lines.get(0).isEmpty()) {
                throw new IOException(file + ": the password file is empty");
            }
            return lines.get(0).toCharArray();
        }
        String variable = System.getenv(VARIABLE);
        if (variable != null && !variable.isEmpty()) {
            return variable.toCharArray();
        }
        Console console = System.console();
        if (console == null) {
            throw new IOException("the key store password is needed: give --password-file <file> or set " + VARIABLE
                    + " (there is no terminal to ask on)");
        }
        char[] password = console.readPassword("Key store password: ");
        if (password == null) {
            throw new IOException("no password was typed");
        }
        if (twice) {
            char[] again = console.readPassword("The same password again: ");
            if (again == null || !Arrays.equals(password, again)) {
                throw new IOException("the two passwords differ");
            }
        }
        return password;
    }
}
