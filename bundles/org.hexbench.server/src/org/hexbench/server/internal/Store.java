package org.hexbench.server.internal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The server's rows: accounts, access tokens, scenario packages, games and their turn submissions. Every method runs
 * inside a transaction of the caller ({@link Database#transaction}); none commits by itself, so a caller combines
 * several in one all-or-nothing step.
 */
public final class Store {

    private Store() {
    }

    /**
     * An account.
     *
     * @param id its key
     * @param name its name
     * @param password its stored password
     */
    public record Account(long id, String name, Passwords.Stored password) {
    }

    /**
     * What a token opens: an account (game and faction -1) or one faction of one game.
     *
     * @param accountId the account that holds it (for a faction token: the game's creator)
     * @param gameId the game, or -1 for an account token
     * @param faction the faction, or -1 for an account token
     */
    public record Access(long accountId, long gameId, int faction) {

        /** @return whether it opens an account rather than a faction */
        public boolean isAccount() {
            return gameId < 0;
        }
    }

    /**
     * A game's row.
     *
     * @param id its key
     * @param ownerId the account that created it
     * @param scenario the scenario's name in the server's folder
     * @param mainFile the scenario file's path inside the package
     * @param checksum the package's checksum
     * @param seed the game's seed
     * @param turnLimit the turn limit, 0 for none
     * @param factions the number of factions
     * @param submissions how many turn submissions it has
     * @param stateHash the state hash after the last submission
     * @param finished whether play has ended
     * @param winner the winning faction, or -1
     */
    public record GameRow(long id, long ownerId, String scenario, String mainFile, String checksum, long seed,
            int turnLimit, int factions, int submissions, String stateHash, boolean finished, int winner) {
    }

    /**
     * A stored turn submission.
     *
     * @param seq its number in the game, from 1
     * @param turn the game turn it was for (from 0)
     * @param faction the faction that submitted it
     * @param submissionId the client's token for it
     * @param commands its commands in the engine's text form
     * @param stateHash the game's state hash after it
     */
    public record SubmissionRow(int seq, int turn, int faction, String submissionId, List<String> commands,
            String stateHash) {

        /**
         * Copies the commands.
         *
         * @param seq the number
         * @param turn the turn
         * @param faction the faction
         * @param submissionId the client's token
         * @param commands the commands
         * @param stateHash the state hash
         */
        public SubmissionRow {
            commands = List.copyOf(commands);
        }
    }

    // ------------------------------------------------------------------ accounts and tokens

    /**
     * @param c the transaction
     * @param name the new account's name
     * @param password its stored password
     * @return whether it was created ({@code false}: the name is taken)
     * @throws SQLException on a database failure
     */
    public static boolean createAccount(Connection c, String name, Passwords.Stored password) throws SQLException {
        if (account(c, name).isPresent()) {
            return false;
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO accounts (name, password_hash, password_salt,"
                + " password_iterations, created_at) VALUES (?, ?, ?, ?, ?)")) {
            s.setString(1, name);
            s.setString(2, password.hash());
            s.setString(3, password.salt());
            s.setInt(4, password.iterations());
            s.setLong(5, System.currentTimeMillis());
            s.executeUpdate();
        }
        return true;
    }

    /**
     * @param c the transaction
     * @param name an account name
     * @return the account, if there is one of that name
     * @throws SQLException on a database failure
     */
    public static Optional<Account> account(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT id, name, password_hash, password_salt,"
                + " password_iterations FROM accounts WHERE name = ?")) {
            s.setString(1, name);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(new Account(r.getLong(1), r.getString(2),
                        new Passwords.Stored(r.getString(3), r.getString(4), r.getInt(5)))) : Optional.empty();
            }
        }
    }

    /**
     * Stores a token's hash.
     *
     * @param c the transaction
     * @param tokenHash the token's SHA-256
     * @param access what it opens
     * @param expiresAt when it stops opening it (milliseconds since the epoch; {@link Long#MAX_VALUE} for never)
     * @throws SQLException on a database failure
     */
    public static void addToken(Connection c, String tokenHash, Access access, long expiresAt) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO tokens (token_hash, account_id, game_id, faction,"
                + " expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, tokenHash);
            s.setLong(2, access.accountId());
            if (access.isAccount()) {
                s.setNull(3, java.sql.Types.BIGINT);
                s.setNull(4, java.sql.Types.INTEGER);
            } else {
                s.setLong(3, access.gameId());
                s.setInt(4, access.faction());
            }
            s.setLong(5, expiresAt);
            s.setLong(6, System.currentTimeMillis());
            s.executeUpdate();
        }
    }

    /**
     * @param c the transaction
     * @param tokenHash a token's SHA-256
     * @param now the time now
     * @return what it opens, unless it is unknown or expired
     * @throws SQLException on a database failure
     */
    public static Optional<Access> access(Connection c, String tokenHash, long now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT account_id, game_id, faction, expires_at FROM tokens"
                + " WHERE token_hash = ?")) {
            s.setString(1, tokenHash);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next() || r.getLong(4) <= now) {
                    return Optional.empty();
                }
                long game = r.getLong(2);
                boolean account = r.wasNull();
                int faction = r.getInt(3);
                return Optional.of(new Access(r.getLong(1), account ? -1 : game, account ? -1 : faction));
            }
        }
    }

    /**
     * Removes every token of one faction of a game (before a new one is issued).
     *
     * @param c the transaction
     * @param gameId the game
     * @param faction the faction
     * @return the hashes removed
     * @throws SQLException on a database failure
     */
    public static List<String> removeFactionTokens(Connection c, long gameId, int faction) throws SQLException {
        List<String> hashes = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT token_hash FROM tokens WHERE game_id = ? AND faction = ?")) {
            s.setLong(1, gameId);
            s.setInt(2, faction);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    hashes.add(r.getString(1));
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM tokens WHERE game_id = ? AND faction = ?")) {
            s.setLong(1, gameId);
            s.setInt(2, faction);
            s.executeUpdate();
        }
        return hashes;
    }

    // ------------------------------------------------------------------ scenario packages and games

    /**
     * Stores a scenario package unless one with its checksum is stored.
     *
     * @param c the transaction
     * @param checksum the package's checksum
     * @param archive its archive
     * @throws SQLException on a database failure
     */
    public static void addPackage(Connection c, String checksum, byte[] archive) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM scenario_packages WHERE checksum = ?")) {
            s.setString(1, checksum);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    return;
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO scenario_packages (checksum, archive, created_at)"
                + " VALUES (?, ?, ?)")) {
            s.setString(1, checksum);
            s.setBytes(2, archive);
            s.setLong(3, System.currentTimeMillis());
            s.executeUpdate();
        }
    }

    /**
     * @param c the transaction
     * @param checksum a package's checksum
     * @return its archive, if stored
     * @throws SQLException on a database failure
     */
    public static Optional<byte[]> packageArchive(Connection c, String checksum) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT archive FROM scenario_packages WHERE checksum = ?")) {
            s.setString(1, checksum);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getBytes(1)) : Optional.empty();
            }
        }
    }

    /**
     * Creates a game's row (without submissions).
     *
     * @param c the transaction
     * @param game the row; its id is ignored
     * @return the new game's id
     * @throws SQLException on a database failure
     */
    public static long addGame(Connection c, GameRow game) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (owner_id, scenario, main_file,"
                + " package_checksum, seed, turn_limit, factions, created_at, submissions, state_hash, finished, winner)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
            s.setLong(1, game.ownerId());
            s.setString(2, game.scenario());
            s.setString(3, game.mainFile());
            s.setString(4, game.checksum());
            s.setLong(5, game.seed());
            s.setInt(6, game.turnLimit());
            s.setInt(7, game.factions());
            s.setLong(8, System.currentTimeMillis());
            s.setString(9, game.stateHash());
            s.setBoolean(10, game.finished());
            s.setInt(11, game.winner());
            s.executeUpdate();
            try (ResultSet keys = s.getGeneratedKeys()) {
                if (!keys.next()) {
                    throw new SQLException("the database gave no key for the new game");
                }
                return keys.getLong(1);
            }
        }
    }

    private static final String GAME_COLUMNS = "id, owner_id, scenario, main_file, package_checksum, seed, turn_limit,"
            + " factions, submissions, state_hash, finished, winner";

    /**
     * @param c the transaction
     * @param id a game's id
     * @return its row, if there is such a game
     * @throws SQLException on a database failure
     */
    public static Optional<GameRow> game(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + GAME_COLUMNS + " FROM games WHERE id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(gameRow(r)) : Optional.empty();
            }
        }
    }

    /**
     * @param c the transaction
     * @param ownerId an account
     * @return the games it created, newest first, at most 1,000
     * @throws SQLException on a database failure
     */
    public static List<GameRow> gamesOf(Connection c, long ownerId) throws SQLException {
        List<GameRow> games = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT " + GAME_COLUMNS
                + " FROM games WHERE owner_id = ? ORDER BY id DESC")) {
            s.setLong(1, ownerId);
            s.setMaxRows(1000);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    games.add(gameRow(r));
                }
            }
        }
        return games;
    }

    private static GameRow gameRow(ResultSet r) throws SQLException {
        return new GameRow(r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getString(5), r.getLong(6),
                r.getInt(7), r.getInt(8), r.getInt(9), r.getString(10), r.getBoolean(11), r.getInt(12));
    }

    // ------------------------------------------------------------------ submissions

    /**
     * Stores a turn submission and moves the game's row on, only if the game has exactly {@code seq - 1}
     * submissions (so two writers can never both add submission {@code seq}).
     *
     * @param c the transaction
     * @param gameId the game
     * @param row the submission
     * @param finished whether play has ended after it
     * @param winner the winner after it, or -1
     * @throws SQLException on a database failure, or when the game is not at {@code seq - 1} submissions
     */
    public static void addSubmission(Connection c, long gameId, SubmissionRow row, boolean finished, int winner)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET submissions = ?, state_hash = ?, finished = ?,"
                + " winner = ? WHERE id = ? AND submissions = ?")) {
            s.setInt(1, row.seq());
            s.setString(2, row.stateHash());
            s.setBoolean(3, finished);
            s.setInt(4, winner);
            s.setLong(5, gameId);
            s.setInt(6, row.seq() - 1);
            if (s.executeUpdate() != 1) {
                throw new SQLException("game " + gameId + " is not at submission " + (row.seq() - 1));
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO submissions (game_id, seq, turn, faction,"
                + " submission_id, commands, state_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setLong(1, gameId);
            s.setInt(2, row.seq());
            s.setInt(3, row.turn());
            s.setInt(4, row.faction());
            s.setString(5, row.submissionId());
            s.setString(6, String.join("\n", row.commands()));
            s.setString(7, row.stateHash());
            s.setLong(8, System.currentTimeMillis());
            s.executeUpdate();
        }
    }

    /**
     * @param c the transaction
     * @param gameId a game
     * @param after the last submission number the reader has
     * @param limit the most to return
     * @return the game's submissions after that one, in order
     * @throws SQLException on a database failure
     */
    public static List<SubmissionRow> submissions(Connection c, long gameId, int after, int limit) throws SQLException {
        List<SubmissionRow> rows = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT seq, turn, faction, submission_id, commands, state_hash"
                + " FROM submissions WHERE game_id = ? AND seq > ? ORDER BY seq")) {
            s.setLong(1, gameId);
            s.setInt(2, after);
            s.setMaxRows(limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    rows.add(submission(r));
                }
            }
        }
        return rows;
    }

    /**
     * @param c the transaction
     * @param gameId a game
     * @param submissionId a client's token for a submission
     * @return the stored submission with that token, if any
     * @throws SQLException on a database failure
     */
    public static Optional<SubmissionRow> submission(Connection c, long gameId, String submissionId)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT seq, turn, faction, submission_id, commands, state_hash"
                + " FROM submissions WHERE game_id = ? AND submission_id = ?")) {
            s.setLong(1, gameId);
            s.setString(2, submissionId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(submission(r)) : Optional.empty();
            }
        }
    }

    private static SubmissionRow submission(ResultSet r) throws SQLException {
        String commands = r.getString(5);
        return new SubmissionRow(r.getInt(1), r.getInt(2), r.getInt(3), r.getString(4),
                commands.isEmpty() ? List.of() : Arrays.asList(commands.split("\n")), r.getString(6));
    }
}
