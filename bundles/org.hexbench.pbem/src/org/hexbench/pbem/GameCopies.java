package org.hexbench.pbem;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.hexbench.scenario.resource.FileReplacement;

/**
 * The player's own copy of each game they play by e-mail: the newest turn file they signed (made the game, or played
 * a turn), kept as {@code <game id>.hbturn} in a folder of the player's home, with the scenario file they play it on
 * ({@code <game id>.scenario}, one line). A turn file that arrives must continue that copy: the same opening, every
 * record of the copy unchanged and in place, and nothing left out. So a file already applied (an older one, or
 * another whose records the copy holds), a file with a different turn where the copy has one (a fork: somebody
 * signed two different turns), and a file of another game's opening with the same id are refused. File names come
 * only from game ids, which are UUIDs ({@link GameOpening}), so a turn file never names a file here.
 */
public final class GameCopies {

    /** How a turn file relates to the player's copy of its game. */
    public enum Continuation {
        /** The player holds no copy of this game: they have not played in it here yet. */
        NEW_GAME,
        /** The file is the player's copy: the last turn in it is theirs (or they made the game). */
        SAME_AS_COPY,
        /** The file holds the player's copy and turns after it. */
        EXTENDS_COPY
    }

    private final Path folder;

    /**
     * @param folder the folder of the copies, e.g. {@code ~/.hexbench/pbem}
     */
    public GameCopies(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    /** @return the folder of the copies */
    public Path folder() {
        return folder;
    }

    /**
     * @param gameId a game's id
     * @return the player's copy of the game, if they hold one
     * @throws IOException if the copy cannot be read, or is damaged (the message names it)
     */
    public Optional<TurnFile> copyOf(String gameId) throws IOException {
        Path copy = copyFile(gameId);
        if (!Files.exists(copy)) {
            return Optional.empty();
        }
        try {
            return Optional.of(TurnFile.read(copy));
        } catch (TurnFileException e) {
            throw new IOException("your copy of the game is damaged: " + e.getMessage(), e);
        }
    }

    /**
     * @param gameId a game's id
     * @return the scenario file the player plays the game on, if they have played in it here
     * @throws IOException if the record cannot be read
     */
    public Optional<Path> scenarioOf(String gameId) throws IOException {
        Path file = folder.resolve(checked(gameId) + ".scenario");
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        String text = Files.readString(file, StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? Optional.empty() : Optional.of(Path.of(text));
    }

    /**
     * Checks that a turn file continues the player's copy of its game.
     *
     * @param file the file's name, for messages
     * @param incoming its content
     * @return how it relates to the copy
     * @throws TurnFileException if it is already applied, forks the game, or has another opening (the message says
     *         which record and why)
     * @throws IOException if the copy cannot be read
     */
    public Continuation check(Path file, TurnFile incoming) throws TurnFileException, IOException {
        Optional<TurnFile> held = copyOf(incoming.opening().gameId());
        if (held.isEmpty()) {
            return Continuation.NEW_GAME;
        }
        TurnFile copy = held.get();
        if (!copy.blockHash(0).equals(incoming.blockHash(0))) {
            throw new TurnFileException(file, "its opening of game " + incoming.opening().gameId()
                    + " differs from the one in your copy of that game (" + copyFile(incoming.opening().gameId())
                    + "): it is not the game you play");
        }
        int have = copy.records().size();
        int get = incoming.records().size();
        for (int i = 1; i <= Math.min(have, get); i++) {
            if (!copy.blockHash(i).equals(incoming.blockHash(i))) {
                TurnRecord r = incoming.records().get(i - 1);
                throw new TurnFileException(file, incoming.lineOf(i), "record " + i + " ("
                        + incoming.opening().faction(r.faction()).factionId() + ", turn " + (r.turn() + 1)
                        + ") differs from record " + i + " of your copy of the game: a different turn was signed in"
                        + " its place (the game was forked)");
            }
        }
        if (get < have) {
            throw new TurnFileException(file, "already applied: it holds " + get + " turn record" + (get == 1 ? "" : "s")
                    + ", your copy of game " + incoming.opening().gameId() + " holds " + have
                    + " (it is an older file of this game)");
        }
        return get == have ? Continuation.SAME_AS_COPY : Continuation.EXTENDS_COPY;
    }

    /**
     * Keeps a turn file the player signed as their copy of its game, with the scenario they play it on; both files
     * are written atomically.
     *
     * @param signed the turn file
     * @param scenario the player's scenario file
     * @throws IOException if the copy cannot be written (the old copy is then unchanged)
     */
    public void keep(TurnFile signed, Path scenario) throws IOException {
        Files.createDirectories(folder);
        String id = signed.opening().gameId();
        write(folder.resolve(checked(id) + ".scenario"), scenario.toAbsolutePath().normalize() + "\n");
        signed.write(copyFile(id));
    }

    private Path copyFile(String gameId) {
        return folder.resolve(checked(gameId) + "." + TurnFile.EXTENSION);
    }

    private static String checked(String gameId) {
        if (!GameOpening.GAME_ID.matcher(gameId).matches()) {
            throw new IllegalArgumentException("malformed game id '" + gameId + "'");
        }
        return gameId;
    }

    private static void write(Path file, String text) throws IOException {
        Path temp = FileReplacement.temporaryFileFor(file);
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            FileReplacement.replace(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
