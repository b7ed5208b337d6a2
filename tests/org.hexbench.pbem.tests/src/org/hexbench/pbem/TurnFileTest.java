package org.hexbench.pbem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.play.GameSession;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Turn files of a HexTC2 game by e-mail: what a receiver accepts (every signature valid, the chain intact, every
 * record the right faction's turn reaching the state its player signed) and every way a file is refused, each with
 * a message naming the file, the line and what is wrong. The game is played by the random computer player for white
 * and black, each signing with an in-memory Ed25519 key pair.
 */
class TurnFileTest {

    private static final PlayerKey WHITE = PlayerKey.generate();
    private static final PlayerKey BLACK = PlayerKey.generate();
    private static final PlayerKey MALLORY = PlayerKey.generate();
    private static final Path FILE = Path.of("game.hbturn");

    /** The files after 0 to 4 turns. */
    private static List<TurnFile> files;

    @TempDir
    Path folder;

    @BeforeAll
    static void playFourTurns() throws Exception {
        files = PbemGames.play(WHITE, BLACK, 5, 4);
    }

    private static TurnFileException refused(String text) {
        return assertThrows(TurnFileException.class,
                () -> PbemGame.verify(FILE, TurnFile.parse(FILE, text), PbemGames.hextc2()));
    }

    @Test
    void aFileWrittenAndReadAgainIsTheSameAndReplaysToTheStateItsLastPlayerSigned() throws Exception {
        TurnFile last = files.get(4);
        Path written = folder.resolve("turn-4.hbturn");
        last.write(written);
        TurnFile read = TurnFile.read(written);
        assertEquals(last.text(), read.text());
        assertEquals(Files.readString(written), read.text(), "the text on disk is the file's text");
        PbemGame game = PbemGame.verify(written, read, PbemGames.hextc2());
        assertEquals(4, read.records().size());
        assertEquals(read.records().get(3).state(), game.game().stateHash());
        List<Integer> factions = read.records().stream().map(TurnRecord::faction).toList();
        for (int i = 1; i < factions.size(); i++) {
            assertNotEquals(factions.get(i - 1), factions.get(i), "the factions alternate: " + factions);
        }
        assertTrue(read.records().stream().filter(r -> r.commands().stream().anyMatch(c -> c.startsWith("Move ")))
                .allMatch(r -> r.commands().size() == 1), "HexTC2: one move a turn: " + read.text());
        assertTrue(read.records().get(0).commands().stream().allMatch(c -> c.startsWith("Place ")),
                "the first turn places the creatures: " + read.text());
        assertFalse(Files.list(folder).anyMatch(p -> p.getFileName().toString().endsWith(".tmp")),
                "no temporary file is left");
    }

    @Test
    void aChangedCommandByteBreaksItsRecordsSignature() throws Exception {
        String text = files.get(4).text();
        int at = text.indexOf("\ncommand Move [") + "\ncommand Move [".length();
        char digit = text.charAt(at);
        String tampered = text.substring(0, at) + (char) (digit == '9' ? '8' : digit + 1) + text.substring(at + 1);
        TurnFileException e = refused(tampered);
        int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 2;
        int record = text.substring(0, at).split("\nrecord ", -1).length - 1;
        assertTrue(e.getMessage().startsWith("game.hbturn:" + line + ": record " + record + " ("), e.getMessage());
        assertTrue(e.getMessage().contains("is not signed by") && e.getMessage().contains("changed after signing"),
                e.getMessage());
        assertEquals(line, e.line(), "the signature line after the changed command");
    }

    @Test
    void aChangedSeedBreaksTheOpeningsSignature() {
        String text = files.get(2).text().replace("\nseed 5\n", "\nseed 6\n");
        TurnFileException e = refused(text);
        assertTrue(e.getMessage().contains("the game's opening is not signed by white's key"), e.getMessage());
    }

    @Test
    void swappedRecordsAreOutOfOrder() {
        List<String> blocks = blocks(files.get(4).text());
        List<String> swapped = new ArrayList<>(blocks);
        swapped.set(2, blocks.get(3));
        swapped.set(3, blocks.get(2));
        TurnFileException e = refused(String.join("", swapped));
        assertTrue(e.getMessage().contains("record 3 stands in place 2: the turns are out of order"), e.getMessage());
        List<String> cut = new ArrayList<>(blocks);
        cut.remove(2);
        cut.set(cut.size() - 1, "end 3\n");
        assertTrue(refused(String.join("", cut)).getMessage().contains("record 3 stands in place 2"));
    }

    @Test
    void aRecordSignedWithAnotherKeyIsRefusedNamingTheKeyItNeeds() throws Exception {
        TurnRecord second = files.get(2).records().get(1);
        String block = String.join("\n", TurnFile.recordLines(second)) + "\n";
        String forged = "signature " + Base64.getEncoder().encodeToString(
                MALLORY.sign(TurnFile.signed(TurnFile.recordLines(second)))) + "\n";
        List<String> blocks = blocks(files.get(2).text());
        blocks.set(2, block + forged);
        TurnFileException e = refused(String.join("", blocks));
        String player = files.get(2).opening().faction(second.faction()).factionId();
        assertTrue(e.getMessage().contains("record 2 (" + player + ", turn "), e.getMessage());
        assertTrue(e.getMessage().contains("is not signed by " + player + "'s key ("
                + PlayerKey.fingerprint(second.faction() == 0 ? WHITE.publicKey() : BLACK.publicKey()) + ")"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> files.get(2).append(second.faction(), 0, second.state(), second.commands(), MALLORY),
                "Hexbench does not sign a faction's turn with another key");
    }

    @Test
    void aRecordOfAnotherGameDoesNotFollowThisGamesChain() throws Exception {
        List<TurnFile> other = PbemGames.play(WHITE, BLACK, 5, 2);
        assertNotEquals(files.get(0).opening().gameId(), other.get(0).opening().gameId(), "every game has its own id");
        List<String> blocks = blocks(files.get(2).text());
        blocks.set(2, blocks(other.get(2).text()).get(2));
        TurnFileException e = refused(String.join("", blocks));
        assertTrue(e.getMessage().contains("record 2 does not follow record 1")
                && e.getMessage().contains("it belongs to another game or another order of turns"), e.getMessage());
    }

    @Test
    void aFileOfAnotherScenarioOrRuleFileIsRefusedNamingBoth() throws Exception {
        Path riverford = Checkout.example("riverford").resolve("riverford.hexscenario");
        TurnFileException e = assertThrows(TurnFileException.class,
                () -> PbemGame.verify(FILE, files.get(2), org.hexbench.play.Definitions.read(riverford)));
        assertTrue(e.getMessage().contains("the game is played on hextc2.hexscenario with checksum")
                && e.getMessage().contains("but your copy " + riverford.toAbsolutePath().normalize()), e.getMessage());
        Path copy = Checkout.copyExample("hextc2", folder);
        Files.writeString(copy.resolve("hextc2.hbrules"), "\n// changed\n", java.nio.file.StandardOpenOption.APPEND);
        TurnFileException rules = assertThrows(TurnFileException.class, () -> PbemGame.verify(FILE, files.get(2),
                org.hexbench.play.Definitions.read(copy.resolve("hextc2.hexscenario"))));
        assertTrue(rules.getMessage().contains("another version of the rules"), rules.getMessage());
    }

    @Test
    void aValidlySignedRecordOutOfTurnOrWithRefusedCommandsOrAWrongStateIsRefused() throws Exception {
        TurnFile two = files.get(2);
        int mover = PbemGame.verify(FILE, two, PbemGames.hextc2()).toMove();
        int other = 1 - mover;
        PlayerKey otherKey = other == 0 ? WHITE : BLACK;
        PlayerKey moverKey = mover == 0 ? WHITE : BLACK;
        String state = files.get(3).records().get(2).state();
        int turn = files.get(3).records().get(2).turn();
        TurnFileException outOfTurn = refused(two.append(other, turn, state, List.of(), otherKey).text());
        assertTrue(outOfTurn.getMessage().contains("record 3 (" + two.opening().faction(other).factionId())
                && outOfTurn.getMessage().contains("is out of turn: it is " + two.opening().faction(mover).factionId()
                        + "'s turn"), outOfTurn.getMessage());
        // HexTC2 answers every refused command as a pass (its 'on illegal move'); Riverford's rules answer none
        org.hexbench.play.Definitions riverford = org.hexbench.play.Definitions.read(
                Checkout.example("riverford").resolve("riverford.hexscenario"));
        TurnFile opened = TurnFile.open(PbemGame.opening(riverford, List.of(WHITE.publicKey(), BLACK.publicKey()), 0,
                3, 0), WHITE);
        int first = PbemGame.verify(FILE, opened, riverford).toMove();
        TurnFile bad = opened.append(first, 0, state, List.of("Move [999] 3"), first == 0 ? WHITE : BLACK);
        TurnFileException refusedCommand = assertThrows(TurnFileException.class, () -> PbemGame.verify(FILE, bad,
                org.hexbench.play.Definitions.read(Checkout.example("riverford").resolve("riverford.hexscenario"))));
        assertTrue(refusedCommand.getMessage().contains("'Move [999] 3' is refused here: "), refusedCommand.getMessage());
        assertEquals(bad.lineOf(1) + 1, refusedCommand.line(), "the command's line");
        List<String> commands = files.get(3).records().get(2).commands();
        TurnFileException wrongState = refused(two.append(mover, turn, "0123456789abcdef", commands, moverKey).text());
        assertTrue(wrongState.getMessage().contains("reaches state " + state + " here, but its player signed state"
                + " 0123456789abcdef"), wrongState.getMessage());
        TurnFileException turnSystem = refused(two.append(mover, turn, state, List.of("EndTurn"), moverKey).text());
        assertTrue(turnSystem.getMessage().contains("is no player's command"), turnSystem.getMessage());
    }

    @Test
    void malformedTextIsRefusedWithItsLine() {
        String text = files.get(1).text();
        assertTrue(refused("hello\n").getMessage().contains("game.hbturn:1: not a Hexbench turn file"));
        assertTrue(refused(text.substring(0, text.length() - 6)).getMessage().contains("truncated"));
        assertTrue(refused(text.replace("\nseed 5\n", "\nseed 05\n")).getMessage()
                .contains("game.hbturn:6: 'seed 05' is not written as Hexbench writes it ('seed 5')"));
        assertTrue(refused(text.replace("\nend 1\n", "\nend 2\n")).getMessage().contains("holds 1 (a record was cut"));
        assertTrue(refused(text + "more\n").getMessage().contains("text after the 'end' line"));
        assertTrue(refused(text.replace("\n", "\r\n")).getMessage().contains("plain line breaks"));
        assertTrue(refused(text.replaceFirst("game [0-9a-f-]+", "game ../../etc/passwd")).getMessage()
                .contains("malformed game id"), "a game id is never a path");
    }

    @Test
    void theSessionOfAFilePlaysOnFromTheCheckedStateAndSavesAGameThatReplaysToIt() throws Exception {
        PbemGame game = PbemGame.verify(FILE, files.get(4), PbemGames.hextc2());
        GameSession session = game.session(SessionOptions.HEADLESS);
        try {
            assertEquals(game.game().stateHash(), session.stateHash().orElseThrow());
            assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status());
            assertEquals(game.toMove(), session.humanFaction());
            Path save = folder.resolve("game.hbsave");
            session.save(save);
            assertEquals(game.game().stateHash(), SavedGame.read(save).replay(save).stateHash());
        } finally {
            session.close();
        }
    }

    @Test
    void nothingIsSignedUntilATurnHasEnded() throws Exception {
        PbemGame game = PbemGame.verify(FILE, files.get(2), PbemGames.hextc2());
        TurnFileException e = assertThrows(TurnFileException.class, () -> game.signNewTurns(Path.of("next.hbturn"),
                game.game().history().entries(), false, WHITE));
        assertTrue(e.getMessage().startsWith("next.hbturn: nothing to write: no turn was played since record 2"),
                e.getMessage());
        var orders = org.hexbench.engine.forward.LegalOrders.of(game.turns(), game.toMove());
        game.turns().order(game.toMove(), orders.get(0));
        TurnFileException open = assertThrows(TurnFileException.class, () -> game.signNewTurns(
                Path.of("next.hbturn"), game.game().history().entries(), false, WHITE));
        assertTrue(open.getMessage().contains("is not ended yet: end it first"), open.getMessage());
    }

    /** The file's blocks: the opening, each record with its signature line, and the end line. */
    static List<String> blocks(String text) {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = new StringBuilder();
        for (String line : text.split("\n")) {
            block.append(line).append('\n');
            if (line.startsWith("signature ") || line.startsWith("end ")) {
                blocks.add(block.toString());
                block.setLength(0);
            }
        }
        return blocks;
    }

    static String utf8(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
