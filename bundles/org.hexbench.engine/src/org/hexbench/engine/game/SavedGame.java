package org.hexbench.engine.game;

import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipException;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.InstructionCodec;
import org.hexbench.engine.world.Program;
import org.hexbench.engine.world.StateHash;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.FileReplacement;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * A saved game (Hexkit User's Guide §2.1.3 Saving Your Game: a save is the history of executed commands and needs
 * its scenario; §2.1.2 Opening a Saved Game: a scenario checksum warns about a changed scenario): scenario reference
 * (relative to the save's folder when possible), scenario checksum, settings, and the command history with every
 * program, gzip-compressed line-based text, written atomically (temporary file in the same folder, then rename; an
 * existing save keeps its file permissions). Loading replays the programs; the recorded final state hash must be
 * reached. Format:
 *
 * <pre>
 * hexbench-save 1
 * scenario &lt;path&gt;
 * checksum &lt;sha-256&gt;
 * setting &lt;key&gt; &lt;value&gt;          (any number)
 * entry &lt;turn&gt; &lt;faction&gt; &lt;command&gt; &lt;n&gt; [queued]   followed by n instruction lines
 * hash &lt;state hash&gt;
 * end
 * </pre>
 *
 * @param scenario the scenario path as stored
 * @param checksum the scenario checksum when saved
 * @param settings the game settings (seed, players, turn limit …), in order
 * @param entries the history
 * @param hash the state hash when saved
 */
public record SavedGame(String scenario, String checksum, Map<String, String> settings, List<HistoryEntry> entries,
        String hash) {

    /** The first line of every save. */
    public static final String MAGIC = "hexbench-save 1";

    /** The last word of an entry line whose command the rules queued. */
    private static final String QUEUED = "queued";

    /**
     * Copies the collections.
     *
     * @param scenario the scenario path as stored
     * @param checksum the scenario checksum
     * @param settings the settings
     * @param entries the history
     * @param hash the state hash
     */
    public SavedGame {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        entries = List.copyOf(entries);
    }

    /**
     * Describes a game for saving.
     *
     * @param game the game
     * @param scenarioFile the scenario file it was started from
     * @param saveFile where it will be saved (to store the scenario path relative to it)
     * @param settings the settings to record
     * @return the saved game
     * @throws IOException if the scenario files cannot be read for the checksum
     */
    public static SavedGame of(Game game, Path scenarioFile, Path saveFile, Map<String, String> settings)
            throws IOException {
        Path scenario = scenarioFile.toAbsolutePath().normalize();
        Path folder = saveFile.toAbsolutePath().normalize().getParent();
        String stored;
        try {
            stored = folder == null ? scenario.toString() : folder.relativize(scenario).toString();
        } catch (IllegalArgumentException e) {
            stored = scenario.toString();
        }
        return new SavedGame(stored.replace('\\', '/'), ScenarioChecksum.of(game.catalog().scenario()), settings,
                game.history().entries(), game.stateHash());
    }

    /**
     * Writes the save atomically: a temporary file in the target folder, renamed over the target
     * ({@link FileReplacement}: an existing save keeps its permissions).
     *
     * @param file the save file (conventionally {@code .hxsave.gz})
     * @throws IOException if writing fails (the target is then untouched)
     */
    public void write(Path file) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path temp = FileReplacement.temporaryFileFor(target);
        try {
            try (Writer w = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(temp)), StandardCharsets.UTF_8)) {
                w.write(MAGIC + "\n");
                w.write("scenario " + enc(scenario) + "\n");
                w.write("checksum " + checksum + "\n");
                for (var s : settings.entrySet()) {
                    w.write("setting " + enc(s.getKey()) + " " + enc(s.getValue()) + "\n");
                }
                for (HistoryEntry e : entries) {
                    w.write("entry " + e.turn() + " " + e.faction() + " " + enc(e.command()) + " " + e.program().size()
                            + (e.queued() ? " " + QUEUED : "") + "\n");
                    for (Instruction i : e.program().instructions()) {
                        w.write(InstructionCodec.encode(i));
                        w.write('\n');
                    }
                }
                w.write("hash " + hash + "\nend\n");
            }
            FileReplacement.replace(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Reads a save file.
     *
     * @param file the save file
     * @return the saved game
     * @throws SaveFormatException if the file is not gzip, truncated, or malformed (with the line)
     * @throws IOException if the file cannot be read at all
     */
    public static SavedGame read(Path file) throws SaveFormatException, IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(file)),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                lines.add(line);
            }
        } catch (EOFException e) {
            throw new SaveFormatException(file, 0, "the file is truncated", e);
        } catch (ZipException e) {
            throw new SaveFormatException(file, 0, "not a gzip-compressed saved game (" + e.getMessage() + ")", e);
        }
        return parse(file, lines);
    }

    /**
     * Same as {@link #read(Path)}: loads a save file for {@link #replay(Path)}.
     *
     * @param file the save file
     * @return the saved game
     * @throws SaveFormatException if the file is corrupt or truncated
     * @throws IOException if it cannot be read
     */
    public static SavedGame load(Path file) throws SaveFormatException, IOException {
        return read(file);
    }

    private static SavedGame parse(Path file, List<String> lines) throws SaveFormatException {
        int n = 0;
        if (lines.isEmpty() || !lines.get(0).equals(MAGIC)) {
            throw new SaveFormatException(file, 1, "not a Hexbench saved game (expected '" + MAGIC + "')", null);
        }
        n = 1;
        String scenario = field(file, lines, n++, "scenario");
        String checksum = field(file, lines, n++, "checksum");
        Map<String, String> settings = new LinkedHashMap<>();
        List<HistoryEntry> entries = new ArrayList<>();
        String hash = null;
        while (n < lines.size()) {
            String line = lines.get(n);
            String[] parts = line.split(" ");
            try {
                switch (parts[0]) {
                    case "setting" -> {
                        settings.put(dec(parts[1]), dec(parts[2]));
                        n++;
                    }
                    case "entry" -> {
                        int turn = Integer.parseInt(parts[1]);
                        int faction = Integer.parseInt(parts[2]);
                        String command = dec(parts[3]);
                        int count = Integer.parseInt(parts[4]);
                        boolean queued = parts.length > 5 && parts[5].equals(QUEUED);
                        if (parts.length > (queued ? 6 : 5)) {
                            throw new SaveFormatException(file, n + 1, "malformed line '" + line + "'", null);
                        }
                        List<Instruction> program = new ArrayList<>(count);
                        n++;
                        for (int i = 0; i < count; i++, n++) {
                            if (n >= lines.size()) {
                                throw new SaveFormatException(file, n, "the file ends inside a program", null);
                            }
                            try {
                                program.add(InstructionCodec.decode(lines.get(n)));
                            } catch (IllegalArgumentException e) {
                                throw new SaveFormatException(file, n + 1, e.getMessage(), e);
                            }
                        }
                        entries.add(new HistoryEntry(turn, faction, command, new Program(program), queued));
                    }
                    case "hash" -> {
                        hash = parts[1];
                        n++;
                    }
                    case "end" -> {
                        if (hash == null) {
                            throw new SaveFormatException(file, n + 1, "no state hash before 'end'", null);
                        }
                        return new SavedGame(scenario, checksum, settings, entries, hash);
                    }
                    default -> throw new SaveFormatException(file, n + 1, "unexpected line '" + line + "'", null);
                }
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new SaveFormatException(file, n + 1, "malformed line '" + line + "'", e);
            }
        }
        throw new SaveFormatException(file, lines.size(), "the file is truncated (no 'end' line)", null);
    }

    private static String field(Path file, List<String> lines, int n, String key) throws SaveFormatException {
        if (n >= lines.size() || !lines.get(n).startsWith(key + " ")) {
            throw new SaveFormatException(file, n + 1, "expected '" + key + " …'", null);
        }
        return key.equals("scenario") ? dec(lines.get(n).substring(key.length() + 1)) : lines.get(n).substring(key.length() + 1);
    }

    private static String enc(String s) {
        return s.isEmpty() ? "%" : URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String dec(String s) {
        return s.equals("%") ? "" : URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    /**
     * Resolves the stored scenario path against the save file's folder.
     *
     * @param saveFile the file this save was read from
     * @return the scenario file
     */
    public Path scenarioPath(Path saveFile) {
        Path p = Path.of(scenario);
        if (p.isAbsolute()) {
            return p;
        }
        Path folder = saveFile.toAbsolutePath().normalize().getParent();
        return (folder == null ? p : folder.resolve(p)).normalize();
    }

    /**
     * Loads the scenario, checks its checksum, replays every program and compares the final state hash.
     *
     * @param saveFile the file this save was read from (for the relative scenario path)
     * @return the replayed state, its hash, and warnings (e.g. a changed scenario)
     * @throws IOException if the scenario cannot be loaded
     * @throws SaveFormatException if a program does not fit the state or the final hash differs
     */
    public ReplayResult replay(Path saveFile) throws IOException, SaveFormatException {
        Path scenarioFile = scenarioPath(saveFile);
        Scenario loaded;
        try {
            loaded = ScenarioResources.load(scenarioFile);
        } catch (RuntimeException e) {
            throw new IOException(scenarioFile + ": cannot load the scenario of the saved game: " + e.getMessage(), e);
        }
        List<String> warnings = new ArrayList<>();
        String actual = ScenarioChecksum.of(loaded);
        if (!actual.equals(checksum)) {
            warnings.add("the scenario " + scenarioFile + " has changed since the game was saved (checksum "
                    + actual.substring(0, 12) + "… instead of " + checksum.substring(0, Math.min(12, checksum.length())) + "…)");
        }
        Catalog catalog;
        try {
            catalog = new Catalog(loaded);
        } catch (LayoutFormatException | IllegalArgumentException e) {
            throw new IOException(scenarioFile + ": " + e.getMessage(), e);
        }
        Replay replay = new Replay(catalog, entries);
        long finalHash;
        try {
            finalHash = replay.finish();
        } catch (RuntimeException e) {
            throw new SaveFormatException(saveFile, 0, "entry " + replay.position() + " ('"
                    + entries.get(replay.position() - 1).command() + "') does not replay: " + e.getMessage(), e);
        }
        String hex = StateHash.hex(finalHash);
        if (!hex.equals(hash)) {
            throw new SaveFormatException(saveFile, 0, "replay reached state hash " + hex + " but the game was saved at "
                    + hash + (warnings.isEmpty() ? "" : " (" + warnings.get(0) + ")"), null);
        }
        return new ReplayResult(replay.world(), hex, warnings);
    }
}
