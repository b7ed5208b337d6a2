package org.hexbench.pbem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The player's key store: a PKCS #12 file made by the JDK's keytool, owner-only, opened only by its password, whose
 * Ed25519 key pair signs turns that its public key (as exported to PEM) verifies; and the game copies, which refuse
 * files already applied or forking the game.
 */
class PlayerKeyStoreTest {

    private static final char[] PASSWORD = "correct horse".toCharArray();

    @TempDir
    Path home;

    @Test
    void aNewKeyStoreIsAPkcs12FileOnlyItsOwnerReadsHoldingAnEd25519KeyPair() throws Exception {
        PlayerKeyStore store = new PlayerHome(home.resolve("alice")).keys();
        PlayerKey made = store.create(PASSWORD);
        assertTrue(store.file().endsWith(Path.of("alice", "keys.p12")));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(store.file())));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(store.file().getParent())));
        KeyStore pkcs12 = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(store.file())) {
            pkcs12.load(in, PASSWORD);
        }
        assertEquals(List.of(PlayerKeyStore.ALIAS), java.util.Collections.list(pkcs12.aliases()));
        assertTrue(pkcs12.isKeyEntry(PlayerKeyStore.ALIAS), "a private key entry with its certificate");
        assertEquals("EdDSA", ((PrivateKey) pkcs12.getKey(PlayerKeyStore.ALIAS, PASSWORD)).getAlgorithm());
        PlayerKey unlocked = store.unlock(PASSWORD);
        assertArrayEquals(made.publicKey().getEncoded(), unlocked.publicKey().getEncoded());
        byte[] message = "a turn".getBytes(StandardCharsets.UTF_8);
        assertTrue(PlayerKey.verify(made.publicKey(), message, unlocked.sign(message)));
        assertFalse(PlayerKey.verify(PlayerKey.generate().publicKey(), message, unlocked.sign(message)));
        assertEquals(1, Files.list(home.resolve("alice")).count(), "nothing but the key store is left in the folder");
    }

    @Test
    void theWrongPasswordASecondKeyStoreAndAShortPasswordAreRefused() throws Exception {
        PlayerKeyStore store = new PlayerHome(home).keys();
        assertThrows(IOException.class, () -> store.unlock(PASSWORD), "no key store yet");
        IOException shortPassword = assertThrows(IOException.class, () -> store.create("short".toCharArray()));
        assertTrue(shortPassword.getMessage().contains("at least 8 characters"), shortPassword.getMessage());
        assertFalse(store.exists());
        store.create(PASSWORD);
        IOException wrong = assertThrows(IOException.class, () -> store.unlock("wrong password".toCharArray()));
        assertEquals(store.file() + ": the password does not open this key store", wrong.getMessage());
        byte[] before = Files.readAllBytes(store.file());
        IOException again = assertThrows(IOException.class, () -> store.create(PASSWORD));
        assertTrue(again.getMessage().contains("a key store exists already"), again.getMessage());
        assertArrayEquals(before, Files.readAllBytes(store.file()), "the key pair is kept");
    }

    @Test
    void anExportedPublicKeyReadsBackAndForeignFilesAreRefused() throws Exception {
        PlayerKey key = PlayerKey.generate();
        Path pem = home.resolve("alice.pub");
        PlayerKey.writePublicKey(key.publicKey(), pem);
        String text = Files.readString(pem);
        assertTrue(text.startsWith("-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA"),
                "RFC 8410's Ed25519 SubjectPublicKeyInfo prefix: " + text);
        assertArrayEquals(key.publicKey().getEncoded(), PlayerKey.readPublicKey(pem).getEncoded());
        assertEquals(16, key.fingerprint().split(" ").length);
        Files.writeString(pem, "hello\n");
        assertTrue(assertThrows(IOException.class, () -> PlayerKey.readPublicKey(pem)).getMessage()
                .startsWith(pem + ": no '-----BEGIN PUBLIC KEY-----'"));
        Files.writeString(pem, "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----\n");
        assertTrue(assertThrows(IOException.class, () -> PlayerKey.readPublicKey(pem)).getMessage()
                .contains("not an Ed25519 public key"));
    }

    @Test
    void theCopyOfAGameRefusesAppliedAndForkedFilesAndAnotherOpeningOfTheSameId() throws Exception {
        PlayerKey white = PlayerKey.generate();
        PlayerKey black = PlayerKey.generate();
        List<TurnFile> files = PbemGames.play(white, black, 11, 3);
        GameCopies copies = new PlayerHome(home).games();
        Path file = Path.of("in.hbturn");
        assertEquals(GameCopies.Continuation.NEW_GAME, copies.check(file, files.get(3)));
        copies.keep(files.get(2), Path.of("hextc2.hexscenario"));
        assertEquals(Path.of("hextc2.hexscenario").toAbsolutePath().normalize(),
                copies.scenarioOf(files.get(2).opening().gameId()).orElseThrow());
        assertEquals(GameCopies.Continuation.SAME_AS_COPY, copies.check(file, files.get(2)));
        assertEquals(GameCopies.Continuation.EXTENDS_COPY, copies.check(file, files.get(3)));
        TurnFileException applied = assertThrows(TurnFileException.class, () -> copies.check(file, files.get(1)));
        assertEquals("in.hbturn: already applied: it holds 1 turn record, your copy of game "
                + files.get(0).opening().gameId() + " holds 2 (it is an older file of this game)", applied.getMessage());
        PbemGame branch = PbemGame.verify(file, files.get(1), PbemGames.hextc2());
        int mover = branch.toMove();
        branch.turns().endTurn(mover);
        TurnFile fork = branch.signNewTurns(file, branch.game().history().entries(), false, mover == 0 ? white : black);
        assertTrue(fork.records().get(1).commands().isEmpty(), "the other turn 2 gives no command: " + fork.text());
        TurnFileException forked = assertThrows(TurnFileException.class, () -> copies.check(file, fork));
        assertTrue(forked.getMessage().contains("record 2 (") && forked.getMessage().contains("the game was forked"),
                forked.getMessage());
        String text = files.get(2).text();
        TurnFile reopened = TurnFile.open(files.get(0).opening(), white);
        assertEquals(files.get(0).blockHash(0), reopened.blockHash(0), "Ed25519 signs deterministically");
        GameOpening other = new GameOpening(files.get(0).opening().gameId(), "hextc2.hexscenario",
                files.get(0).opening().scenarioChecksum(), files.get(0).opening().rulesChecksum(), 12, 100,
                files.get(0).opening().factions(), 0);
        TurnFileException otherOpening = assertThrows(TurnFileException.class,
                () -> copies.check(file, TurnFile.open(other, white)));
        assertTrue(otherOpening.getMessage().contains("differs from the one in your copy"), otherOpening.getMessage());
        assertEquals(text, copies.copyOf(files.get(0).opening().gameId()).orElseThrow().text(), "the copy is unchanged");
    }
}
