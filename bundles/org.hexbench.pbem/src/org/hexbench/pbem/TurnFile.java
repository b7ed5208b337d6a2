package org.hexbench.pbem;

import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import org.hexbench.scenario.resource.FileReplacement;

/**
 * A turn file of a game played by e-mail ({@code .hbturn}): the game's {@link GameOpening} and every
 * {@link TurnRecord} played so far, each a block of text lines signed with Ed25519 by its player and chained to the
 * block before it by SHA-256, so the file carries the whole game and every receiver can check all of it. UTF-8 text,
 * one item per line, written atomically:
 *
 * <pre>
 * hexbench-turn 1
 * game &lt;uuid&gt;
 * scenario &lt;file name&gt;
 * checksum &lt;scenario sha-256&gt;
 * rules &lt;rule file sha-256 | none&gt;
 * seed &lt;n&gt;
 * turn-limit &lt;n&gt;
 * faction &lt;index&gt; &lt;id&gt; &lt;base64 X.509 public key&gt;      (one per faction, in order)
 * opened-by &lt;index&gt;
 * signature &lt;base64 Ed25519&gt;
 * record &lt;n&gt; faction &lt;index&gt; turn &lt;t&gt; previous &lt;sha-256&gt; state &lt;state hash&gt; commands &lt;k&gt;
 * command &lt;command text&gt;                               (k lines)
 * signature &lt;base64 Ed25519&gt;
 * …                                                    (more records)
 * end &lt;number of records&gt;
 * </pre>
 *
 * A block is its lines up to (not including) its signature line; the signature is over the UTF-8 bytes of
 * {@code hexbench-turn-signature 1\n} followed by the block's lines, each ending with a line break. A record's
 * {@code previous} is the SHA-256 of the block before it with its signature line. File names and faction ids are
 * URL-encoded. Reading accepts exactly this form (a line Hexbench would write differently is refused), so one game
 * state has one text. The file holds data only: nothing in it is run, and the only names in it are the scenario's
 * file name (matched by checksum against the receiver's own files) and the game id (a UUID).
 */
public final class TurnFile {

    /** The first line of every turn file. */
    public static final String MAGIC = "hexbench-turn 1";

    /** The file name ending of turn files. */
    public static final String EXTENSION = "hbturn";

    /** The largest turn file read. */
    public static final long LARGEST_FILE = 64L << 20;

    /** What every signed message starts with, so a turn signature means nothing anywhere else. */
    private static final String SIGNATURE_CONTEXT = "hexbench-turn-signature 1\n";

    private static final String SIGNATURE = "signature ";
    private static final int SIGNATURE_BYTES = 64;
    private static final int MOST_COMMANDS = 1_000_000;
    private static final int MOST_FACTIONS = 1_000;

    private final GameOpening opening;
    private final byte[] openingSignature;
    private final List<TurnRecord> records;
    private final List<byte[]> signatures;

    private TurnFile(GameOpening opening, byte[] openingSignature, List<TurnRecord> records, List<byte[]> signatures) {
        this.opening = opening;
        this.openingSignature = openingSignature.clone();
        this.records = List.copyOf(records);
        this.signatures = signatures.stream().map(byte[]::clone).toList();
    }

    /**
     * Starts the file of a new game: its opening, signed by the player who makes the game.
     *
     * @param opening the opening
     * @param signer the key pair of the faction that opens the game ({@link GameOpening#openedBy()})
     * @return the file, with no turn played yet
     * @throws IllegalArgumentException if the signer's public key is not that faction's key in the opening
     */
    public static TurnFile open(GameOpening opening, PlayerKey signer) {
        FactionKey opener = opening.faction(opening.openedBy());
        if (!opener.isKey(signer.publicKey())) {
            throw new IllegalArgumentException("the opening must be signed with " + opener.factionId() + "'s key");
        }
        return new TurnFile(opening, signer.sign(signed(openingLines(opening))), List.of(), List.of());
    }

    /**
     * Adds a signed turn record after the last block.
     *
     * @param faction the faction that played the turn
     * @param turn the game turn it was played in
     * @param state the state hash after it
     * @param commands its commands in the engine's text form
     * @param signer the faction's key pair
     * @return the longer file (this one is unchanged)
     * @throws IllegalArgumentException if the signer's key is not the faction's in the opening, or a field is
     *         malformed
     */
    public TurnFile append(int faction, int turn, String state, List<String> commands, PlayerKey signer) {
        if (faction < 0 || faction >= opening.factions().size()) {
            throw new IllegalArgumentException("the game has no faction " + faction);
        }
        FactionKey player = opening.faction(faction);
        if (!player.isKey(signer.publicKey())) {
            throw new IllegalArgumentException("a turn of " + player.factionId() + " must be signed with its key ("
                    + player.fingerprint() + "), not " + signer.fingerprint());
        }
        TurnRecord record = new TurnRecord(records.size() + 1, faction, turn, blockHash(records.size()), state,
                commands);
        List<TurnRecord> longer = new ArrayList<>(records);
        longer.add(record);
        List<byte[]> signed = new ArrayList<>(signatures);
        signed.add(signer.sign(signed(recordLines(record))));
        return new TurnFile(opening, openingSignature, longer, signed);
    }

    /** @return the game's opening */
    public GameOpening opening() {
        return opening;
    }

    /** @return the turn records, in order */
    public List<TurnRecord> records() {
        return records;
    }

    /**
     * @param count how many records to keep
     * @return this file up to its first {@code count} records
     */
    public TurnFile prefix(int count) {
        return new TurnFile(opening, openingSignature, records.subList(0, count), signatures.subList(0, count));
    }

    /**
     * The SHA-256 of a block with its signature line, by which the next record names it.
     *
     * @param block 0 for the opening, n for record n
     * @return 64 hex digits
     */
    public String blockHash(int block) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(blockText(block).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * @param record a record number (1-based)
     * @return the line of the file its {@code record} line is on
     */
    public int lineOf(int record) {
        int line = openingLines(opening).size() + 2;
        for (int i = 0; i < record - 1; i++) {
            line += records.get(i).commands().size() + 2;
        }
        return line;
    }

    /** @return the file's text */
    public String text() {
        StringBuilder b = new StringBuilder();
        for (int block = 0; block <= records.size(); block++) {
            b.append(blockText(block));
        }
        return b.append("end ").append(records.size()).append('\n').toString();
    }

    /**
     * Writes the file atomically: a temporary file in the target's folder, renamed over the target.
     *
     * @param file the turn file
     * @throws IOException if it cannot be written (the target is then untouched)
     */
    public void write(Path file) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path temp = FileReplacement.temporaryFileFor(target);
        try {
            Files.writeString(temp, text(), StandardCharsets.UTF_8);
            FileReplacement.replace(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Checks every signature and the chain: the opening is signed by the key of the faction that opened the game,
     * the records are numbered 1, 2, … in order, each names the block before it by its hash, and each is signed by
     * the key of the faction it says played it.
     *
     * @param file the file's name, for messages
     * @throws TurnFileException naming the first block that fails, its line and why
     */
    public void checkSignatures(Path file) throws TurnFileException {
        FactionKey opener = opening.faction(opening.openedBy());
        if (!PlayerKey.verify(opener.key(), signed(openingLines(opening)), openingSignature)) {
            throw new TurnFileException(file, openingLines(opening).size() + 1, "the game's opening is not signed by "
                    + opener.factionId() + "'s key (" + opener.fingerprint()
                    + "): it was changed after signing or signed with another key");
        }
        for (int i = 0; i < records.size(); i++) {
            TurnRecord r = records.get(i);
            int line = lineOf(i + 1);
            if (r.number() != i + 1) {
                throw new TurnFileException(file, line, "record " + r.number() + " stands in place " + (i + 1)
                        + ": the turns are out of order");
            }
            if (!r.previous().equals(blockHash(i))) {
                throw new TurnFileException(file, line, "record " + r.number() + " does not follow "
                        + (i == 0 ? "the game's opening" : "record " + i) + " (it names a block that hashes to "
                        + r.previous().substring(0, 12) + "…, the block before it hashes to "
                        + blockHash(i).substring(0, 12) + "…): it belongs to another game or another order of turns");
            }
            if (r.faction() >= opening.factions().size()) {
                throw new TurnFileException(file, line, "record " + r.number() + " is played by faction "
                        + r.faction() + ", which the game does not have");
            }
            FactionKey player = opening.faction(r.faction());
            if (!PlayerKey.verify(player.key(), signed(recordLines(r)), signatures.get(i))) {
                throw new TurnFileException(file, line + r.commands().size() + 1, "record " + r.number() + " ("
                        + player.factionId() + ", turn " + (r.turn() + 1) + ") is not signed by " + player.factionId()
                        + "'s key (" + player.fingerprint()
                        + "): it was changed after signing or signed with another key");
            }
        }
    }

    /**
     * Reads a turn file (its form only: {@link #checkSignatures} and {@link PbemGame#verify} check its content).
     *
     * @param file the file
     * @return the file's content
     * @throws TurnFileException if it is not a turn file, is too large, not UTF-8, truncated or malformed (with the
     *         line)
     * @throws IOException if it cannot be read at all
     */
    public static TurnFile read(Path file) throws TurnFileException, IOException {
        if (!Files.isRegularFile(file)) {
            throw new TurnFileException(file, "no such turn file");
        }
        if (Files.size(file) > LARGEST_FILE) {
            throw new TurnFileException(file, "too large for a turn file (" + Files.size(file) + " bytes, at most "
                    + LARGEST_FILE + ")");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new TurnFileException(file, "not a turn file (not UTF-8 text)");
        }
        return parse(file, text);
    }

    /**
     * Reads a turn file's text.
     *
     * @param file the file's name, for messages
     * @param text the text
     * @return the content
     * @throws TurnFileException if the text is malformed (with the line)
     */
    public static TurnFile parse(Path file, String text) throws TurnFileException {
        if (text.indexOf('\r') >= 0) {
            throw new TurnFileException(file, "a turn file has plain line breaks (\\n) only");
        }
        if (!text.startsWith(MAGIC + "\n")) {
            throw new TurnFileException(file, 1, "not a Hexbench turn file (expected '" + MAGIC + "')");
        }
        if (!text.endsWith("\n")) {
            throw new TurnFileException(file, "the file is truncated (its last line is incomplete)");
        }
        List<String> lines = List.of(text.substring(0, text.length() - 1).split("\n", -1));
        return new Reader(file, lines).read();
    }

    /** Reads lines in order, each error naming its line. */
    private static final class Reader {

        private final Path file;
        private final List<String> lines;
        private int next;

        Reader(Path file, List<String> lines) {
            this.file = file;
            this.lines = lines;
        }

        TurnFile read() throws TurnFileException {
            next = 1;
            int start = 1;
            String gameId = field("game");
            String scenario = dec(field("scenario"));
            String checksum = field("checksum");
            String rules = field("rules");
            long seed = number(field("seed"));
            int limit = (int) number(field("turn-limit"));
            List<FactionKey> factions = new ArrayList<>();
            while (peek().startsWith("faction ")) {
                String[] parts = words(4);
                if (factions.size() >= MOST_FACTIONS) {
                    throw error("more than " + MOST_FACTIONS + " factions");
                }
                PublicKey key;
                try {
                    key = PlayerKey.publicKey(Base64.getDecoder().decode(parts[3]));
                } catch (IllegalArgumentException e) {
                    throw error("faction " + parts[1] + ": " + e.getMessage());
                }
                factions.add(new FactionKey((int) number(parts[1]), dec(parts[2]), key));
                next++;
            }
            int openedBy = (int) number(field("opened-by"));
            GameOpening opening;
            try {
                opening = new GameOpening(gameId, scenario, checksum, rules, seed, limit, factions, openedBy);
            } catch (IllegalArgumentException e) {
                throw new TurnFileException(file, start, "malformed opening: " + e.getMessage());
            }
            canonical(openingLines(opening), start);
            byte[] openingSignature = signature();
            List<TurnRecord> records = new ArrayList<>();
            List<byte[]> signatures = new ArrayList<>();
            while (peek().startsWith("record ")) {
                start = next + 1;
                String[] head = words(12);
                if (!head[2].equals("faction") || !head[4].equals("turn") || !head[6].equals("previous")
                        || !head[8].equals("state") || !head[10].equals("commands")) {
                    throw error("malformed record line '" + lines.get(next) + "'");
                }
                long count = number(head[11]);
                if (count < 0 || count > MOST_COMMANDS) {
                    throw error("a record of " + count + " commands");
                }
                next++;
                List<String> commands = new ArrayList<>();
                for (long c = 0; c < count; c++) {
                    commands.add(field("command"));
                }
                TurnRecord record;
                try {
                    record = new TurnRecord((int) number(head[1]), (int) number(head[3]), (int) number(head[5]),
                            head[7], head[9], commands);
                } catch (IllegalArgumentException e) {
                    throw new TurnFileException(file, start, "malformed record: " + e.getMessage());
                }
                canonical(recordLines(record), start);
                records.add(record);
                signatures.add(signature());
            }
            String[] end = words(2);
            if (!end[0].equals("end")) {
                throw error("expected 'record …' or 'end " + records.size() + "', got '" + lines.get(next) + "'");
            }
            if (number(end[1]) != records.size()) {
                throw error("the file says it holds " + end[1] + " records but holds " + records.size()
                        + " (a record was cut out or added)");
            }
            if (next + 1 != lines.size()) {
                throw new TurnFileException(file, next + 2, "text after the 'end' line");
            }
            return new TurnFile(opening, openingSignature, records, signatures);
        }

        private String peek() throws TurnFileException {
            if (next >= lines.size()) {
                throw new TurnFileException(file, lines.size(), "the file is truncated (no 'end' line)");
            }
            return lines.get(next);
        }

        private String field(String key) throws TurnFileException {
            String line = peek();
            if (!line.startsWith(key + " ") || line.length() == key.length() + 1) {
                throw error("expected '" + key + " …', got '" + abbreviate(line) + "'");
            }
            next++;
            return line.substring(key.length() + 1);
        }

        private String[] words(int count) throws TurnFileException {
            String[] parts = peek().split(" ", -1);
            if (parts.length != count) {
                throw error("malformed line '" + abbreviate(lines.get(next)) + "'");
            }
            return parts;
        }

        private byte[] signature() throws TurnFileException {
            String text = field(SIGNATURE.strip());
            try {
                byte[] bytes = Base64.getDecoder().decode(text);
                if (bytes.length != SIGNATURE_BYTES) {
                    throw new IllegalArgumentException(bytes.length + " bytes");
                }
                return bytes;
            } catch (IllegalArgumentException e) {
                throw new TurnFileException(file, next, "malformed signature (" + e.getMessage() + ")");
            }
        }

        private long number(String text) throws TurnFileException {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw error("'" + abbreviate(text) + "' is not a whole number");
            }
        }

        private String dec(String text) throws TurnFileException {
            try {
                return TurnFile.dec(text);
            } catch (IllegalArgumentException e) {
                throw error("malformed name '" + abbreviate(text) + "'");
            }
        }

        /** Refuses a block Hexbench would write otherwise, so that one game state has one text (and one hash). */
        private void canonical(List<String> written, int start) throws TurnFileException {
            for (int i = 0; i < written.size(); i++) {
                if (!written.get(i).equals(lines.get(start - 1 + i))) {
                    throw new TurnFileException(file, start + i, "'" + abbreviate(lines.get(start - 1 + i))
                            + "' is not written as Hexbench writes it ('" + abbreviate(written.get(i)) + "')");
                }
            }
        }

        private TurnFileException error(String problem) {
            return new TurnFileException(file, next + 1, problem);
        }

        private static String abbreviate(String text) {
            return text.length() > 80 ? text.substring(0, 77) + "…" : text;
        }
    }

    private String blockText(int block) {
        List<String> lines = block == 0 ? openingLines(opening) : recordLines(records.get(block - 1));
        byte[] signature = block == 0 ? openingSignature : signatures.get(block - 1);
        StringBuilder b = new StringBuilder();
        for (String line : lines) {
            b.append(line).append('\n');
        }
        return b.append(SIGNATURE).append(Base64.getEncoder().encodeToString(signature)).append('\n').toString();
    }

    static byte[] signed(List<String> lines) {
        StringBuilder b = new StringBuilder(SIGNATURE_CONTEXT);
        for (String line : lines) {
            b.append(line).append('\n');
        }
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }

    static List<String> openingLines(GameOpening o) {
        List<String> lines = new ArrayList<>();
        lines.add(MAGIC);
        lines.add("game " + o.gameId());
        lines.add("scenario " + enc(o.scenarioName()));
        lines.add("checksum " + o.scenarioChecksum());
        lines.add("rules " + o.rulesChecksum());
        lines.add("seed " + o.seed());
        lines.add("turn-limit " + o.turnLimit());
        for (FactionKey f : o.factions()) {
            lines.add("faction " + f.faction() + " " + enc(f.factionId()) + " "
                    + Base64.getEncoder().encodeToString(f.key().getEncoded()));
        }
        lines.add("opened-by " + o.openedBy());
        return lines;
    }

    static List<String> recordLines(TurnRecord r) {
        List<String> lines = new ArrayList<>();
        lines.add("record " + r.number() + " faction " + r.faction() + " turn " + r.turn() + " previous "
                + r.previous() + " state " + r.state() + " commands " + r.commands().size());
        for (String c : r.commands()) {
            lines.add("command " + c);
        }
        return lines;
    }

    private static String enc(String s) {
        return s.isEmpty() ? "%" : URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String dec(String s) {
        return s.equals("%") ? "" : URLDecoder.decode(s, StandardCharsets.UTF_8);
    }
}
