package org.hexbench.pbem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.ScenarioChecksum;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.GameStartException;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.hexbench.scenario.Faction;

/**
 * A game played by e-mail, checked and ready for the next turn: a {@link TurnFile} played through the engine under
 * the receiver's own definitions (scenario and rule file, matched by checksum). {@link #verify} refuses a file unless
 * every signature and the chain hold ({@link TurnFile#checkSignatures}), the scenario and rule file have the opening's
 * checksums, and every record, in order, is the turn of the faction that signed it, in the game turn it names, with
 * commands the engine accepts (issued again through the scenario's {@link TurnSystem}, as a saved game is continued)
 * that reach the state hash its player signed. Nothing of the sender's is trusted beyond their commands: the
 * receiver's rules make every program and roll every die, from the seed in the opening.
 *
 * <p>The game then continues here: the faction to move gives its orders through {@link #turns()} (or a computer
 * player of the registry plays it, {@link #playComputer}), and {@link #signNewTurns} signs the turns played since the
 * file into the next turn file. Play by e-mail takes sequential turns only: in simultaneous turns (Tiling Module
 * design note) each faction's directives would reach the next player before they gave theirs.
 */
public final class PbemGame {

    private static final String BEGIN_TURN = CommandCodec.encode(new BeginTurn());
    private static final String END_TURN = CommandCodec.encode(new EndTurn());

    private final Path file;
    private final TurnFile turnFile;
    private final Definitions definitions;
    private final Game game;
    private final TurnSystem turns;
    private final int fileEntries;

    private PbemGame(Path file, TurnFile turnFile, Definitions definitions, Game game, TurnSystem turns) {
        this.file = file;
        this.turnFile = turnFile;
        this.definitions = definitions;
        this.game = game;
        this.turns = turns;
        this.fileEntries = game.history().size();
    }

    /**
     * The opening of a new game: a random game id, the scenario's checksums, and one key per faction.
     *
     * @param definitions the scenario and its rules, as read from disk
     * @param keys the public key of each faction's player, in faction order
     * @param openedBy the faction of the player who makes the game (and signs the opening)
     * @param seed the seed of the game's random stream
     * @param turnLimit the turn limit, 0 for none
     * @return the opening
     * @throws IOException if the scenario or rule file cannot be read for their checksums
     * @throws IllegalArgumentException if the scenario takes simultaneous turns, or there is not one key per faction
     */
    public static GameOpening opening(Definitions definitions, List<PublicKey> keys, int openedBy, long seed,
            int turnLimit) throws IOException {
        if (definitions.turns().simultaneous()) {
            throw new IllegalArgumentException(definitions.scenarioFile() + " takes simultaneous turns: play by e-mail"
                    + " takes sequential turns only (every faction's directives would reach the next player first)");
        }
        List<Faction> factions = definitions.catalog().factions();
        if (keys.size() != factions.size()) {
            throw new IllegalArgumentException(definitions.scenarioFile().getFileName() + " has " + factions.size()
                    + " factions but " + keys.size() + " player keys were given");
        }
        List<FactionKey> entries = new ArrayList<>();
        for (int f = 0; f < factions.size(); f++) {
            entries.add(new FactionKey(f, factions.get(f).getId(), keys.get(f)));
        }
        return new GameOpening(UUID.randomUUID().toString(), definitions.scenarioFile().getFileName().toString(),
                ScenarioChecksum.of(definitions.scenario()), rulesChecksum(definitions), seed, turnLimit, entries,
                openedBy);
    }

    /**
     * @param definitions a scenario and its rules
     * @return the SHA-256 of the rule file the scenario names, or {@value GameOpening#NO_RULE_FILE} when it names none
     *         (its rules are then built in, and its checksum covers them)
     * @throws IOException if the rule file cannot be read
     */
    public static String rulesChecksum(Definitions definitions) throws IOException {
        if (definitions.ruleFile() == null) {
            return GameOpening.NO_RULE_FILE;
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(definitions.ruleFile())));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Checks a turn file completely and plays it here.
     *
     * @param file the file's name, for messages
     * @param turnFile the file's content
     * @param definitions the receiver's scenario and rules, read from disk
     * @return the game after the file's last record
     * @throws TurnFileException naming the file, the line where there is one, and what is wrong; nothing is changed
     */
    public static PbemGame verify(Path file, TurnFile turnFile, Definitions definitions) throws TurnFileException {
        turnFile.checkSignatures(file);
        GameOpening opening = turnFile.opening();
        checkDefinitions(file, opening, definitions);
        Game game = new Game(definitions.catalog(), definitions.rules(), opening.seed());
        TurnSystem turns = TurnSystem.of(game, opening.turnLimit());
        try {
            turns.start();
        } catch (RuntimeException | StackOverflowError e) {
            throw new TurnFileException(file, "the game cannot start here: the rules failed: " + describe(e));
        }
        for (TurnRecord record : turnFile.records()) {
            replay(file, turnFile, record, game, turns);
        }
        return new PbemGame(file, turnFile, definitions, game, turns);
    }

    private static void checkDefinitions(Path file, GameOpening opening, Definitions definitions)
            throws TurnFileException {
        Path scenario = definitions.scenarioFile();
        String checksum;
        String rules;
        try {
            checksum = ScenarioChecksum.of(definitions.scenario());
            rules = rulesChecksum(definitions);
        } catch (IOException e) {
            throw new TurnFileException(file, "your copy of the scenario cannot be read: " + e.getMessage());
        }
        if (!checksum.equals(opening.scenarioChecksum())) {
            throw new TurnFileException(file, "the game is played on " + opening.scenarioName() + " with checksum "
                    + opening.scenarioChecksum().substring(0, 12) + "…, but your copy " + scenario + " has checksum "
                    + checksum.substring(0, 12) + "…: it is another scenario, or another version of it");
        }
        if (!rules.equals(opening.rulesChecksum())) {
            throw new TurnFileException(file, "the game is played under rules with checksum " + abbreviate(
                    opening.rulesChecksum()) + ", but your rule file " + definitions.ruleFile() + " has "
                    + abbreviate(rules) + ": another version of the rules");
        }
        if (definitions.turns().simultaneous()) {
            throw new TurnFileException(file, scenario.getFileName() + " takes simultaneous turns: play by e-mail"
                    + " takes sequential turns only");
        }
        List<Faction> factions = definitions.catalog().factions();
        if (factions.size() != opening.factions().size()) {
            throw new TurnFileException(file, "the game has " + opening.factions().size() + " factions, "
                    + scenario.getFileName() + " has " + factions.size());
        }
        for (FactionKey f : opening.factions()) {
            if (!factions.get(f.faction()).getId().equals(f.factionId())) {
                throw new TurnFileException(file, "faction " + (f.faction() + 1) + " of the game is '" + f.factionId()
                        + "', in " + scenario.getFileName() + " it is '" + factions.get(f.faction()).getId() + "'");
            }
        }
    }

    private static void replay(Path file, TurnFile turnFile, TurnRecord record, Game game, TurnSystem turns)
            throws TurnFileException {
        WorldState world = game.world();
        int line = turnFile.lineOf(record.number());
        String name = turnFile.opening().faction(record.faction()).factionId();
        String which = "record " + record.number() + " (" + name + ", turn " + (record.turn() + 1) + ")";
        if (turns.isFinished()) {
            throw new TurnFileException(file, line, which + " comes after the end of the game ("
                    + (world.isGameOver() ? "it is over" : "the turn limit is reached") + ")");
        }
        if (!turns.actingFactions().contains(record.faction())) {
            throw new TurnFileException(file, line, which + " is out of turn: it is "
                    + world.faction(world.activeFaction()).id() + "'s turn");
        }
        if (record.turn() != world.currentTurn()) {
            throw new TurnFileException(file, line, which + " is out of turn: the game is in turn "
                    + (world.currentTurn() + 1));
        }
        try {
            for (int k = 0; k < record.commands().size(); k++) {
                String text = record.commands().get(k);
                Command command;
                try {
                    command = CommandCodec.decode(text);
                } catch (IllegalArgumentException e) {
                    throw new TurnFileException(file, line + 1 + k, which + ": " + e.getMessage());
                }
                if (!turns.accepts(command.getClass())) {
                    throw new TurnFileException(file, line + 1 + k, which + ": '" + text
                            + "' is no player's command (turns begin and end by themselves)");
                }
                int entries = game.history().size();
                Outcome outcome = turns.order(record.faction(), command);
                if (!outcome.accepted() && game.history().size() == entries) {
                    throw new TurnFileException(file, line + 1 + k, which + ": '" + text + "' is refused here: "
                            + outcome.rejection());
                }
            }
            if (!turns.isFinished()) {
                turns.endTurn(record.faction());
            }
        } catch (RuntimeException | StackOverflowError e) {
            throw new TurnFileException(file, line, which + ": the rules failed: " + describe(e));
        }
        String reached = game.stateHash();
        if (!reached.equals(record.state())) {
            throw new TurnFileException(file, line, which + " reaches state " + reached + " here, but its player signed"
                    + " state " + record.state() + ": the commands were played under other rules, or the file was"
                    + " made wrongly");
        }
    }

    /** @return the name of the turn file this game was checked from */
    public Path file() {
        return file;
    }

    /** @return the turn file this game was checked from */
    public TurnFile turnFile() {
        return turnFile;
    }

    /** @return the receiver's definitions the game is played under */
    public Definitions definitions() {
        return definitions;
    }

    /** @return the game (change it only through {@link #turns()}) */
    public Game game() {
        return game;
    }

    /** @return the game's turn system, through which the faction to move gives its orders */
    public TurnSystem turns() {
        return turns;
    }

    /** @return how many history entries the turn file accounts for (the entries after them are new turns) */
    public int fileEntries() {
        return fileEntries;
    }

    /** @return the faction to move now, or -1 once play has finished */
    public int toMove() {
        List<Integer> acting = turns.actingFactions();
        return acting.isEmpty() ? -1 : acting.get(0);
    }

    /** @return whether play has finished (the game is over or the turn limit is reached) */
    public boolean isFinished() {
        return turns.isFinished();
    }

    /**
     * @return how the game stands in one line: who is to move in which turn, else the winner, else that the turn
     *         limit is reached
     */
    public String standing() {
        WorldState world = game.world();
        if (world.isGameOver()) {
            int winner = world.winningFaction();
            return "Game over. Winner: " + (winner < 0 ? "none" : world.faction(winner).name() + " ("
                    + world.faction(winner).id() + ")");
        }
        if (turns.isFinished()) {
            return "Turn limit " + turns.turnLimit() + " reached: no winner";
        }
        int f = toMove();
        return "Turn " + (world.currentTurn() + 1) + (turns.turnLimit() > 0 ? " of " + turns.turnLimit() : "") + ": "
                + world.faction(f).name() + " (" + world.faction(f).id() + ") to move";
    }

    /**
     * Lets a computer player of the registry play the turn of the faction to move, and ends its turn. Its seed is
     * drawn from the game's seed and the number of the record it plays, so the same file and player give the same
     * turn.
     *
     * @param faction the faction to move
     * @param player the computer player and its options, e.g. {@code seeker}
     * @throws IllegalArgumentException if the faction is not to move, or the player is unknown
     * @throws RuntimeException what the rules threw (the game is then as before the failed step)
     */
    public void playComputer(int faction, PlayerSpec player) {
        if (toMove() != faction) {
            throw new IllegalArgumentException(game.world().faction(faction).name() + " is not to move");
        }
        long seed = turnFile.opening().seed() * 31 + turnFile.records().size() + 1;
        Player computer = PlayerRegistry.create(player, seed, faction);
        turns.playNextTurn(f -> f == faction ? computer : null, () -> false);
    }

    /**
     * Signs the turns played since the turn file into the next turn file: each faction turn ended since then (or
     * cut short by the end of the game) becomes one record with its player's commands, in the order given (the
     * commands the rules queued, and Begin Turn and End Turn, are left to the receiver's engine, which issues them
     * again), and the state hash after it.
     *
     * @param target the file the result will be written to, for messages
     * @param history the game's whole history now (this game's, or a session's that continued from the same file)
     * @param gameOver whether the game is over now
     * @param signer the key pair of the player who played those turns
     * @return the turn file with the new records
     * @throws TurnFileException naming the target if no turn has been ended since the file, a turn is not ended yet,
     *         or a turn is another faction's than the signer's
     */
    public TurnFile signNewTurns(Path target, List<HistoryEntry> history, boolean gameOver, PlayerKey signer)
            throws TurnFileException {
        List<PlayedTurn> played = playedTurns(target, history, gameOver);
        if (played.isEmpty()) {
            throw new TurnFileException(target, "nothing to write: no turn was played since "
                    + (turnFile.records().isEmpty() ? "the game was opened" : "record " + turnFile.records().size()));
        }
        TurnFile next = turnFile;
        for (PlayedTurn turn : played) {
            FactionKey player = turnFile.opening().faction(turn.faction());
            if (!player.isKey(signer.publicKey())) {
                throw new TurnFileException(target, "the turn of " + player.factionId() + " (turn " + (turn.turn() + 1)
                        + ") needs " + player.factionId() + "'s key (" + player.fingerprint() + "); yours is "
                        + signer.fingerprint());
            }
            Replay replay = new Replay(definitions.catalog(), history.subList(0, turn.end()));
            next = next.append(turn.faction(), turn.turn(), StateHash.hex(replay.finish()), turn.commands(), signer);
        }
        return next;
    }

    /**
     * Opens this game as a {@link GameSession} for a front end (the IDE's Import Turn; {@code hexbench pbem show
     * --save}): the scenario's definitions are read again (rules serve one game at a time), a person plays every
     * faction, and every record's commands are given and its turns ended through the session, which must reach the
     * state this game reached. The session saves nothing automatically: the turn files are the game's saves.
     *
     * @param options where the session runs computer players (none play here)
     * @return the session, with the faction to move to act
     * @throws TurnFileException naming the file if the scenario changed on disk since it was checked, or the
     *         session does not reach the checked state
     */
    public GameSession session(SessionOptions options) throws TurnFileException {
        Definitions again;
        try {
            again = Definitions.read(definitions.scenarioFile());
        } catch (GameStartException e) {
            throw new TurnFileException(file, e.getMessage());
        }
        checkDefinitions(file, turnFile.opening(), again);
        List<Seat> people = java.util.Collections.nCopies(again.factionCount(), Seat.HUMAN);
        GameSession session;
        try {
            session = GameSession.start(new GameSetup(again.scenarioFile(), people, turnFile.opening().seed(),
                    turnFile.opening().turnLimit(), 0), again, options.withAutosave(null));
        } catch (GameStartException e) {
            throw new TurnFileException(file, e.getMessage());
        }
        for (TurnRecord record : turnFile.records()) {
            for (String text : record.commands()) {
                session.execute(CommandCodec.decode(text));
            }
            if (session.status() == SessionStatus.HUMAN_TO_MOVE) {
                session.endTurn();
            }
        }
        String reached = session.stateHash().orElse("");
        if (!reached.equals(game.stateHash())) {
            session.close();
            throw new TurnFileException(file, "the game played again in a session reaches state " + reached
                    + ", not " + game.stateHash());
        }
        return session;
    }

    /**
     * Says which faction turns {@link #signNewTurns} would sign, without signing (so a front end can say what is
     * wrong before it asks for the key store's password).
     *
     * @param target the file the turns would be written to, for messages
     * @param history the game's whole history now
     * @param gameOver whether the game is over now
     * @return the faction of each turn played since the turn file, in order; empty if none
     * @throws TurnFileException naming the target if a turn is not ended yet
     */
    public List<Integer> newTurns(Path target, List<HistoryEntry> history, boolean gameOver) throws TurnFileException {
        return playedTurns(target, history, gameOver).stream().map(PlayedTurn::faction).toList();
    }

    /** A faction's turn found in a history: its commands and the entry after its end. */
    private record PlayedTurn(int faction, int turn, List<String> commands, int end) {
    }

    private List<PlayedTurn> playedTurns(Path target, List<HistoryEntry> history, boolean gameOver)
            throws TurnFileException {
        List<PlayedTurn> played = new ArrayList<>();
        int i = fileEntries;
        int faction = -1;
        int turn = -1;
        List<String> commands = new ArrayList<>();
        while (i < history.size()) {
            HistoryEntry e = history.get(i);
            if (e.queued() || e.command().equals(BEGIN_TURN)) {
                i++;
                continue;
            }
            if (faction < 0) {
                faction = e.faction();
                turn = e.turn();
            } else if (e.faction() != faction) {
                throw new TurnFileException(target, "the history holds a command of faction " + e.faction()
                        + " inside the turn of faction " + faction);
            }
            i++;
            if (e.command().equals(END_TURN)) {
                while (i < history.size() && (history.get(i).queued() || history.get(i).command().equals(BEGIN_TURN))) {
                    i++;
                }
                played.add(new PlayedTurn(faction, turn, List.copyOf(commands), i));
                faction = -1;
                commands.clear();
            } else {
                commands.add(e.command());
            }
        }
        if (faction >= 0) {
            if (!gameOver) {
                throw new TurnFileException(target, "the turn of " + turnFile.opening().faction(faction).factionId()
                        + " (turn " + (turn + 1) + ") is not ended yet: end it first");
            }
            played.add(new PlayedTurn(faction, turn, List.copyOf(commands), history.size()));
        }
        return played;
    }

    private static String abbreviate(String checksum) {
        return checksum.length() > 12 ? checksum.substring(0, 12) + "…" : checksum;
    }

    private static String describe(Throwable failure) {
        if (failure instanceof StackOverflowError) {
            return "the rules recursed too deep";
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }
}
