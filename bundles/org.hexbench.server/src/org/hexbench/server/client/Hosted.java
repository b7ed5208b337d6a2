package org.hexbench.server.client;

import java.util.List;

/**
 * The shapes of the game server's JSON answers, as records a client reads them into (field names as in the JSON).
 */
public final class Hosted {

    private Hosted() {
    }

    /**
     * A scenario the server offers ({@code GET /api/v1/scenarios}).
     *
     * @param name the name a new game names
     * @param title the scenario's title
     * @param factions its factions' names
     * @param turnSystem its turn system in words
     */
    public record ScenarioInfo(String name, String title, List<String> factions, String turnSystem) {
    }

    /**
     * A faction of a game.
     *
     * @param index its index
     * @param id its id in the scenario
     * @param name its name
     * @param token its access token: only in the answer that created the game or issued a new token
     */
    public record Faction(int index, String id, String name, String token) {
    }

    /**
     * A created game ({@code POST /api/v1/games}).
     *
     * @param id the game's id
     * @param scenario the scenario's name
     * @param seed the game's seed
     * @param factions every faction with its new token
     */
    public record NewGame(long id, String scenario, long seed, List<Faction> factions) {

        /**
         * @param faction a faction index
         * @return its token
         */
        public String token(int faction) {
            return factions.get(faction).token();
        }
    }

    /**
     * A game as a player sees it ({@code GET /api/v1/games/{id}}).
     *
     * @param id the game's id
     * @param scenario the scenario's name
     * @param title the scenario's title
     * @param scenarioFile the scenario file's path inside the game's scenario package
     * @param packageChecksum the package's checksum 
     * @param seed the seed
     * @param turnLimit the turn limit
     * @param turnSystem the turn system in words
     * @param factions the factions (without tokens)
     * @param faction the asking token's faction, or -1 for the game's creator
     * @param submissions the stored turn submissions
     * @param turn the current turn (from 0)
     * @param acting the factions to act now
     * @param stateHash the state hash now
     * @param finished whether play has ended
     * @param winner the winner, or -1
     */
    public record GameInfo(long id, String scenario, String title, String scenarioFile, String packageChecksum,
            long seed, int turnLimit, String turnSystem, List<Faction> factions, int faction, int submissions,
            int turn, List<Integer> acting, String stateHash, boolean finished, int winner) {
    }

    /**
     * A stored turn submission, as the events list it.
     *
     * @param seq its number in the game, from 1
     * @param turn the turn it was for
     * @param faction the faction that submitted it
     * @param submission the client's token for it
     * @param commands its orders
     * @param stateHash the state hash after it
     */
    public record Event(int seq, int turn, int faction, String submission, List<String> commands, String stateHash) {

        /** @return its orders as a turn to play */
        public TurnOrders orders() {
            return new TurnOrders(turn, faction, commands);
        }
    }

    /**
     * What {@code GET /api/v1/games/{id}/events} answers.
     *
     * @param events the submissions after the asked one, in order (at most 200)
     * @param submissions how many the game has
     * @param turn the current turn
     * @param acting the factions to act now
     * @param finished whether play has ended
     * @param winner the winner, or -1
     */
    public record Events(List<Event> events, int submissions, int turn, List<Integer> acting, boolean finished,
            int winner) {
    }

    /**
     * What {@code POST /api/v1/games/{id}/turns} answers.
     *
     * @param seq the submission's number
     * @param turn its turn
     * @param faction its faction
     * @param submission the client's token
     * @param commands its orders as stored
     * @param stateHash the state hash after it
     * @param repeated whether it was stored before (this was a repetition)
     * @param finished whether play has ended now
     * @param winner the winner now, or -1
     * @param nextTurn the current turn now
     * @param acting the factions to act now
     */
    public record Submitted(int seq, int turn, int faction, String submission, List<String> commands,
            String stateHash, boolean repeated, boolean finished, int winner, int nextTurn, List<Integer> acting) {

        /** @return the stored submission as an event */
        public Event event() {
            return new Event(seq, turn, faction, submission, commands, stateHash);
        }
    }

    /**
     * A game in the engine's save format ({@code GET /api/v1/games/{id}/save}).
     *
     * @param bytes the save file's bytes
     * @param submissions the stored submissions it holds
     */
    public record Save(byte[] bytes, int submissions) {
    }
}
