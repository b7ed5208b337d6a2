package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saves, loads and automatic saves of a session (Hexkit User's Guide §2.1.2 Opening a Saved Game, §2.1.3 Saving Your
 * Game and its Automatic Saves).
 */
class SessionSaveTest {

    @TempDir
    Path dir;

    @Test
    void aSavedGameLoadsToTheSameStateWithItsSeatsAndContinues() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 9, 30);
        for (int turn = 0; turn < 3; turn++) {
            Sessions.UnitMove move = Sessions.someMove(session, 0);
            assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
            assertTrue(session.endTurn().accepted());
            Sessions.await(session);
        }
        Path file = dir.resolve("game.hbsave");
        session.save(file);
        GameSession loaded = GameSession.load(file);
        assertEquals(session.stateHash(), loaded.stateHash());
        assertEquals(session.setup(), loaded.setup(), "seed, seats, turn limit and pause come back");
        assertEquals(SessionStatus.HUMAN_TO_MOVE, loaded.status(), "House Rouge moves on in the loaded game");
        Sessions.UnitMove move = Sessions.someMove(loaded, 0);
        assertTrue(loaded.execute(new Move(move.units(), move.target())).accepted());
        assertTrue(loaded.endTurn().accepted());
        Sessions.await(loaded);
        assertEquals(4, (int) loaded.read(g -> g.world().currentTurn()).orElseThrow(), "the loaded game continues");
    }

    @Test
    void aSimultaneousGameSavesAndLoadsFromItsHistoryAlone() throws Exception {
        GameSession session = Sessions.start(Sessions.CROSSING, List.of(Seat.RANDOM, Seat.RANDOM), 4, 6);
        Sessions.await(session);
        Path file = dir.resolve("crossing.hbsave");
        session.save(file);
        SavedGame saved = SavedGame.read(file);
        assertTrue(saved.settings().keySet().stream().noneMatch(k -> k.startsWith("directives.")),
                "the directives are in the history entries, not in extra settings: " + saved.settings());
        GameSession loaded = GameSession.load(file);
        assertEquals(session.stateHash(), loaded.stateHash(), "every turn resolves again to the same state");
        assertEquals(session.status(), loaded.status(), "over or at its turn limit, as when it was saved");
        assertEquals(session.read(g -> g.history().statistics().size()).orElseThrow(),
                loaded.read(g -> g.history().statistics().size()).orElseThrow(), "and gives the same history graphs");
    }

    @Test
    void autosavesAreWrittenAtTheEndOfEveryTurnAndLoadingThePersonsOneUndoesItsEndTurn() throws Exception {
        Path autosaves = dir.resolve("autosave");
        GameSession session = Sessions.start(Sessions.read(Sessions.RIVERFORD), List.of(Seat.HUMAN, Seat.RANDOM), 3, 20,
                SessionOptions.HEADLESS.withAutosave(autosaves));
        assertFalse(session.hasUnsavedProgress(), "a new game has nothing to lose");
        Sessions.UnitMove move = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(move.units(), move.target())).accepted());
        assertTrue(session.hasUnsavedProgress(), "a move since the start");
        String beforeEndTurn = session.stateHash().orElseThrow();
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        String afterComputer = session.read(g -> g.stateHash()).orElseThrow();
        assertFalse(session.hasUnsavedProgress(), "the computer's autosave holds everything but the person's Begin "
                + "Turn, which loading it begins alike");
        assertEquals(afterComputer, GameSession.load(autosaves.resolve(GameSession.COMPUTER_AUTOSAVE)).stateHash()
                .orElseThrow(), "so the computer's autosave loads to the state the person sees");
        Sessions.UnitMove next = Sessions.someMove(session, 0);
        assertTrue(session.execute(new Move(next.units(), next.target())).accepted());
        assertTrue(session.hasUnsavedProgress(), "a move since the automatic save");

        Path human = autosaves.resolve(GameSession.AUTOSAVE);
        Path computer = autosaves.resolve(GameSession.COMPUTER_AUTOSAVE);
        assertTrue(Files.isRegularFile(human) && Files.isRegularFile(computer), "both automatic saves exist");
        assertEquals(beforeEndTurn, SavedGame.read(human).hash(), "the person's autosave stops before its End Turn");
        assertFalse(SavedGame.read(human).entries().stream().anyMatch(e -> e.command().equals("EndTurn")));
        GameSession undone = GameSession.load(human);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, undone.status(), "loading it undoes the End Turn");
        assertEquals(0, undone.humanFaction());
        SavedGame byComputer = SavedGame.read(computer);
        assertEquals("EndTurn", byComputer.entries().get(byComputer.entries().size() - 1).command(),
                "the computer's autosave includes its End Turn");
        assertTrue(GameSession.load(computer).stateHash().isPresent());
    }

    @Test
    void savingOverAnExistingSaveKeepsItsPermissions() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 20);
        Path file = dir.resolve("kept.hbsave");
        session.save(file);
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
                "a new save is readable like any file written in place, not owner-only like a temporary file");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        session.save(file);
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    void aBrokenSaveIsRefusedWithItsFileAndNothingStarts() throws Exception {
        Path file = Files.writeString(dir.resolve("broken.hbsave"), "not a saved game\n");
        GameStartException e = assertThrows(GameStartException.class, () -> GameSession.load(file));
        assertTrue(e.getMessage().contains("broken.hbsave"), e.getMessage());
    }
}
