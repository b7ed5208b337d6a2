package org.hexbench.pbem;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The opening of a game by e-mail, the first block of every turn file of the game, signed by the player who made the
 * game: which game it is (a random id, so two games of one scenario never mix), the scenario it is played on (its
 * file name, only to tell the receiver which of their files it is, and its checksum, which the receiver's own copy
 * must have: Hexkit User's Guide §2.1.2, Verifying the Scenario File), the SHA-256 of the rule file the scenario names
 * (or {@value #NO_RULE_FILE}), the seed of the game's random stream, the turn limit, and each faction's public key.
 *
 * @param gameId the game's id, a random UUID in lower case
 * @param scenarioName the scenario's file name, without folders, e.g. {@code hextc2.hexscenario}
 * @param scenarioChecksum the scenario's checksum ({@link org.hexbench.engine.game.ScenarioChecksum}, 64 hex digits)
 * @param rulesChecksum the SHA-256 of the rule file (64 hex digits), or {@value #NO_RULE_FILE}
 * @param seed the seed of the game's random stream
 * @param turnLimit the turn limit (turns 0..limit-1), 0 for none
 * @param factions one key per faction, in the scenario's faction order
 * @param openedBy the faction whose player made the game and signed this opening
 */
public record GameOpening(String gameId, String scenarioName, String scenarioChecksum, String rulesChecksum, long seed,
        int turnLimit, List<FactionKey> factions, int openedBy) {

    /** The rules checksum of a scenario that names no rule file (it plays by built-in rules). */
    public static final String NO_RULE_FILE = "none";

    /** A game id: a UUID's text form in lower case (never a path: it names the receiver's copy of the game). */
    static final Pattern GAME_ID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    /** A SHA-256 checksum. */
    static final Pattern CHECKSUM = Pattern.compile("[0-9a-f]{64}");

    /**
     * Checks the fields and copies the list.
     *
     * @param gameId the id
     * @param scenarioName the scenario's file name
     * @param scenarioChecksum the scenario checksum
     * @param rulesChecksum the rule file checksum
     * @param seed the seed
     * @param turnLimit the turn limit
     * @param factions the faction keys
     * @param openedBy the opening faction
     * @throws IllegalArgumentException naming the field that is malformed
     */
    public GameOpening {
        factions = List.copyOf(factions);
        if (!GAME_ID.matcher(gameId).matches()) {
            throw new IllegalArgumentException("malformed game id '" + gameId + "'");
        }
        if (scenarioName.isEmpty() || scenarioName.contains("/") || scenarioName.contains("\\")
                || scenarioName.startsWith(".") || scenarioName.length() > 255) {
            throw new IllegalArgumentException("the scenario must be named by a plain file name, not '" + scenarioName
                    + "'");
        }
        if (!CHECKSUM.matcher(scenarioChecksum).matches()) {
            throw new IllegalArgumentException("malformed scenario checksum '" + scenarioChecksum + "'");
        }
        if (!rulesChecksum.equals(NO_RULE_FILE) && !CHECKSUM.matcher(rulesChecksum).matches()) {
            throw new IllegalArgumentException("malformed rule file checksum '" + rulesChecksum + "'");
        }
        if (turnLimit < 0) {
            throw new IllegalArgumentException("negative turn limit " + turnLimit);
        }
        if (factions.isEmpty()) {
            throw new IllegalArgumentException("a game needs at least one faction");
        }
        for (int i = 0; i < factions.size(); i++) {
            if (factions.get(i).faction() != i) {
                throw new IllegalArgumentException("faction " + factions.get(i).faction() + " listed in place " + i);
            }
        }
        if (openedBy < 0 || openedBy >= factions.size()) {
            throw new IllegalArgumentException("the game was opened by faction " + openedBy + ", which it does not have");
        }
    }

    /**
     * @param faction a faction index
     * @return its key entry
     */
    public FactionKey faction(int faction) {
        return factions.get(faction);
    }

    /**
     * @param key a public key
     * @return the factions it plays, in order (usually one; a player may play several)
     */
    public List<Integer> factionsOf(java.security.PublicKey key) {
        return factions.stream().filter(f -> f.isKey(key)).map(FactionKey::faction).toList();
    }
}
