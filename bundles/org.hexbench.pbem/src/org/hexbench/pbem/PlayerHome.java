package org.hexbench.pbem;

import java.nio.file.Path;

/**
 * Where a player's play-by-e-mail files live: the key store {@value #KEY_STORE} and the copies of their games in
 * {@value #GAMES}. By default the folder {@code .hexbench} in the user's home; the system property
 * {@value #PROPERTY}, else the environment variable {@value #VARIABLE}, names another (several players on one
 * machine, tests).
 *
 * @param folder the folder
 */
public record PlayerHome(Path folder) {

    /** The system property naming the folder. */
    public static final String PROPERTY = "hexbench.home";

    /** The environment variable naming the folder when the system property does not. */
    public static final String VARIABLE = "HEXBENCH_HOME";

    /** The key store's file name. */
    public static final String KEY_STORE = "keys.p12";

    /** The folder of the game copies. */
    public static final String GAMES = "pbem";

    /**
     * Makes the folder absolute.
     *
     * @param folder the folder
     */
    public PlayerHome {
        folder = folder.toAbsolutePath().normalize();
    }

    /** @return the home the system property, the environment or the user's home folder names */
    public static PlayerHome standard() {
        String property = System.getProperty(PROPERTY);
        if (property != null && !property.isBlank()) {
            return new PlayerHome(Path.of(property));
        }
        String variable = System.getenv(VARIABLE);
        if (variable != null && !variable.isBlank()) {
            return new PlayerHome(Path.of(variable));
        }
        return new PlayerHome(Path.of(System.getProperty("user.home"), ".hexbench"));
    }

    /** @return the player's key store */
    public PlayerKeyStore keys() {
        return new PlayerKeyStore(folder.resolve(KEY_STORE));
    }

    /** @return the player's copies of their games */
    public GameCopies games() {
        return new GameCopies(folder.resolve(GAMES));
    }
}
