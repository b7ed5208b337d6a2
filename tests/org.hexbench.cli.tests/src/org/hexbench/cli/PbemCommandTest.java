package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hexbench pbem}: two players, white (Alice) and black (Bob), each with a key store in a home of their own,
 * play HexTC2 by e-mail through the command line, turn file by turn file, to the end; every refused file (tampered,
 * replayed, out of turn, another scenario, a stranger's key) leaves the player's copy of the game unchanged.
 */
class PbemCommandTest {

    private static final Pattern TO_MOVE = Pattern.compile("Turn \\d+ of \\d+: .* \\((white|black)\\) to move");
    private static final Pattern HASH = Pattern.compile("State hash: ([0-9a-f]{16})");

    @TempDir
    Path folder;

    private Path alice;
    private Path bob;
    private Path password;
    private Path hextc2;

    @BeforeEach
    void keys() throws IOException {
        alice = folder.resolve("alice");
        bob = folder.resolve("bob");
        password = Files.writeString(folder.resolve("password.txt"), "correct horse battery\n");
        hextc2 = Checkout.example("hextc2");
        for (Path home : List.of(alice, bob)) {
            CapturedTerminal t = run("key", "new", "--home", home.toString(), "--password-file", password.toString());
            assertTrue(t.out().contains("Fingerprint: "), t.out());
        }
        run("key", "export", "--home", bob.toString(), "--password-file", password.toString(), "--out",
                folder.resolve("bob.pub").toString());
    }

    /** Runs {@code hexbench pbem …}, which must succeed. */
    private static CapturedTerminal run(String... arguments) {
        CapturedTerminal t = new CapturedTerminal();
        int code = t.run(pbem(arguments));
        assertEquals(ExitCode.OK, code, () -> t.out() + t.err());
        return t;
    }

    /** Runs {@code hexbench pbem …}, which must be refused with exit code 1. */
    private static CapturedTerminal refuse(String... arguments) {
        CapturedTerminal t = new CapturedTerminal();
        int code = t.run(pbem(arguments));
        assertEquals(ExitCode.DOMAIN_ERROR, code, () -> t.out() + t.err());
        assertFalse(t.err().contains("Exception"), "no stack trace: " + t.err());
        return t;
    }

    private static String[] pbem(String... arguments) {
        String[] all = new String[arguments.length + 1];
        all[0] = "pbem";
        System.arraycopy(arguments, 0, all, 1, arguments.length);
        return all;
    }

    private Path turn(int n) {
        return folder.resolve("turn-" + n + ".hbturn");
    }

    private String open(long seed) {
        CapturedTerminal t = run("new", hextc2.toString(), "--players", "me," + folder.resolve("bob.pub"), "--as",
                "white", "--seed", Long.toString(seed), "--home", alice.toString(), "--password-file",
                password.toString(), "--out", turn(0).toString());
        assertTrue(t.out().contains("Turn 1 of 100: White (white) to move"), t.out());
        return t.out();
    }

    /** Plays the turn of the faction to move with a computer player, in that player's home. */
    private CapturedTerminal computerTurn(int n, String player) {
        return computerTurn(n, toMove(n), player);
    }

    private CapturedTerminal computerTurn(int n, String mover, String player) {
        Path home = mover.equals("white") ? alice : bob;
        return run("play", turn(n).toString(), "--home", home.toString(), "--password-file", password.toString(),
                "--scenario", hextc2.toString(), "--computer", player, "--out", turn(n + 1).toString());
    }

    /** @return who is to move as a {@code pbem} output says; {@code null} when play has ended */
    private static String toMove(CapturedTerminal output) {
        Matcher m = TO_MOVE.matcher(output.out());
        return m.find() ? m.group(1) : null;
    }

    /** @return who is to move after turn file n, as {@code pbem show} says; {@code null} when play has ended */
    private String toMove(int n) {
        CapturedTerminal show = run("show", turn(n).toString(), "--home", alice.toString(), "--scenario",
                hextc2.toString());
        assertTrue(show.out().contains("every signature valid and chained"), show.out());
        return toMove(show);
    }

    @Test
    void twoPlayersPlayHexTc2ByEmailToTheEndAndTheLastFileReplaysToItsState() throws IOException {
        String opened = open(3);
        assertTrue(opened.contains("Your faction white is to move"), opened);
        int n = 0;
        List<String> movers = new ArrayList<>();
        for (String mover = toMove(0); mover != null; n++) {
            movers.add(mover);
            CapturedTerminal t = computerTurn(n, mover, "random");
            assertTrue(t.out().contains("Checked " + turn(n) + ": " + n + " turn record" + (n == 1 ? "" : "s")
                    + ", every signature valid"), t.out());
            assertTrue(t.out().contains("Wrote " + turn(n + 1) + ": record " + (n + 1) + " ("), t.out());
            mover = toMove(t);
            assertTrue(n < 400, "HexTC2 ends by its turn limit of 100 turns");
        }
        assertTrue(movers.contains("white") && movers.contains("black"), movers.toString());
        CapturedTerminal end = run("show", turn(n).toString(), "--home", bob.toString(), "--save",
                folder.resolve("end.hbsave").toString());
        assertTrue(end.out().contains("Game over. Winner: ") || end.out().contains("Turn limit 100 reached"),
                end.out());
        Matcher hash = HASH.matcher(end.out());
        assertTrue(hash.find(), end.out());
        CapturedTerminal replay = new CapturedTerminal();
        assertEquals(ExitCode.OK, replay.run("replay", folder.resolve("end.hbsave").toString()), replay::err);
        assertTrue(replay.out().contains("State hash: " + hash.group(1)),
                "the engine's replay of the history reaches the state the last player signed: " + replay.out());
        String last = Files.readString(turn(n));
        assertTrue(last.contains("\nend " + n + "\n"), "the last file holds the whole game");
        System.out.println("PBEM HexTC2, seed 3: " + n + " turn files; " + end.out().lines()
                .filter(l -> l.startsWith("Game over") || l.startsWith("Turn limit")).findFirst().orElse(""));
    }

    @Test
    void aPersonGivesCommandsFromAFileAsPbemShowListsThem() throws IOException {
        open(7);
        CapturedTerminal orders = run("show", turn(0).toString(), "--home", alice.toString(), "--orders");
        String place = orders.out().lines().filter(l -> l.startsWith("Place [61] 7 ")).findFirst().orElseThrow(
                () -> new AssertionError("the orders list white's first placement: " + orders.out()));
        assertTrue(place.contains("# "), "each order with its words: " + place);
        Path commands = Files.writeString(folder.resolve("white.txt"), "# white's first turn\nPlace [61] 7\n");
        CapturedTerminal t = run("play", turn(0).toString(), "--home", alice.toString(), "--password-file",
                password.toString(), "--commands", commands.toString(), "--out", turn(1).toString());
        assertTrue(t.out().contains("White: Place [61] 7 ("), t.out());
        assertTrue(t.out().contains("Send " + turn(1) + " to the player of black"), t.out());
        String text = Files.readString(turn(1));
        assertTrue(text.contains("\nrecord 1 faction 0 turn 0 ") && text.contains("\ncommand Place [61] 7\n"), text);
        Path bad = Files.writeString(folder.resolve("bad.txt"), "Place [61] 7\nMove [61] oops\n");
        CapturedTerminal refused = refuse("play", turn(1).toString(), "--home", bob.toString(), "--password-file",
                password.toString(), "--scenario", hextc2.toString(), "--commands", bad.toString(), "--out",
                turn(2).toString());
        assertTrue(refused.err().contains(bad + ":1: 'Place [61] 7' is refused: ")
                || refused.err().contains(bad + ":2: malformed command 'Move [61] oops'"), refused.err());
        assertFalse(Files.exists(turn(2)), "nothing was written");
    }

    @Test
    void refusedFilesNameTheFileAndWhatIsWrongAndLeaveTheCopyUnchanged() throws IOException {
        open(5);
        computerTurn(0, "random");
        computerTurn(1, "random");
        computerTurn(2, "random");
        Path aliceCopy = single(alice.resolve("pbem"));
        Path bobCopy = single(bob.resolve("pbem"));
        byte[] aliceBefore = Files.readAllBytes(aliceCopy);
        byte[] bobBefore = Files.readAllBytes(bobCopy);
        String receiver = toMove(3);
        Path home = receiver.equals("white") ? alice : bob;
        Path other = receiver.equals("white") ? bob : alice;

        // a changed command byte
        String text = Files.readString(turn(3));
        int at = text.indexOf('\n', text.lastIndexOf("\ncommand ") + 1) - 1;
        char digit = text.charAt(at);
        Path tampered = Files.writeString(folder.resolve("tampered.hbturn"),
                text.substring(0, at) + (char) ('0' + (digit - '0' + 1) % 10) + text.substring(at + 1));
        CapturedTerminal t = refusePlay(tampered, home);
        assertTrue(t.err().contains(tampered + ":") && t.err().contains("record 3 (")
                && t.err().contains("is not signed by"), t.err());

        // the same file again after it was played on: already applied
        CapturedTerminal replayed = refusePlay(turn(2), other);
        assertTrue(replayed.err().contains(turn(2) + ": already applied: it holds 2 turn records, your copy of game"),
                replayed.err());
        CapturedTerminal again = refusePlay(turn(3), other);
        assertTrue(again.err().contains(turn(3) + ": already applied: it is your copy of game"), again.err());

        // two records in the wrong order
        List<String> lines = new ArrayList<>(List.of(text.split("\n")));
        int second = lines.indexOf(lines.stream().filter(l -> l.startsWith("record 2 ")).findFirst().orElseThrow());
        int third = lines.indexOf(lines.stream().filter(l -> l.startsWith("record 3 ")).findFirst().orElseThrow());
        int end = lines.size() - 1;
        List<String> swapped = new ArrayList<>(lines.subList(0, second));
        swapped.addAll(lines.subList(third, end));
        swapped.addAll(lines.subList(second, third));
        swapped.add(lines.get(end));
        Path reordered = Files.writeString(folder.resolve("reordered.hbturn"), String.join("\n", swapped) + "\n");
        CapturedTerminal r = refusePlay(reordered, home);
        assertTrue(r.err().contains(reordered + ":") && r.err().contains("record 3 stands in place 2: the turns are out"
                + " of order"), r.err());

        // a stranger's key
        Path carol = folder.resolve("carol");
        run("key", "new", "--home", carol.toString(), "--password-file", password.toString());
        CapturedTerminal stranger = refusePlay(turn(3), carol);
        assertTrue(stranger.err().contains("plays no faction of this game"), stranger.err());

        // another scenario
        CapturedTerminal riverford = refuse("play", turn(3).toString(), "--home", home.toString(), "--password-file",
                password.toString(), "--scenario", Checkout.example("riverford").toString(), "--computer", "random",
                "--out", turn(4).toString());
        assertTrue(riverford.err().contains(turn(3) + ": the game is played on hextc2.hexscenario with checksum"),
                riverford.err());

        assertFalse(Files.exists(turn(4)));
        assertArrayEquals(aliceBefore, Files.readAllBytes(aliceCopy), "Alice's copy is unchanged");
        assertArrayEquals(bobBefore, Files.readAllBytes(bobCopy), "Bob's copy is unchanged");
        computerTurn(3, "random");
        assertTrue(Files.exists(turn(4)), "the real file is still accepted");
    }

    private CapturedTerminal refusePlay(Path file, Path home) {
        return refuse("play", file.toString(), "--home", home.toString(), "--password-file", password.toString(),
                "--scenario", hextc2.toString(), "--computer", "random", "--out", turn(99).toString());
    }

    private static Path single(Path games) throws IOException {
        try (var files = Files.list(games)) {
            List<Path> copies = files.filter(p -> p.toString().endsWith(".hbturn")).toList();
            assertEquals(1, copies.size(), copies.toString());
            return copies.get(0);
        }
    }

    @Test
    void keysAreMadeOnceAndTheWrongPasswordOrAMissingKeyStoreIsSaidPlainly() throws IOException {
        CapturedTerminal twice = refuse("key", "new", "--home", alice.toString(), "--password-file",
                password.toString());
        assertTrue(twice.err().contains("a key store exists already"), twice.err());
        Path wrong = Files.writeString(folder.resolve("wrong.txt"), "not the password\n");
        CapturedTerminal w = refuse("key", "show", "--home", alice.toString(), "--password-file", wrong.toString());
        assertTrue(w.err().contains(alice.resolve("keys.p12") + ": the password does not open this key store"),
                w.err());
        CapturedTerminal none = refuse("key", "show", "--home", folder.resolve("nobody").toString(),
                "--password-file", password.toString());
        assertTrue(none.err().contains("no key store (make your key pair with: hexbench pbem key new)"), none.err());
        CapturedTerminal usage = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, usage.run("pbem", "play", turn(0).toString(), "--out", turn(1).toString()));
        assertTrue(usage.err().contains("say what your faction does"), usage.err());
    }
}
