package org.hexbench.pbem;

import java.security.PublicKey;

/**
 * Who plays a faction of a game by e-mail: the faction (its index and id in the scenario) and the public key that
 * must sign its turns, recorded in the game's opening when the game is made, so that every receiver can verify every
 * turn.
 *
 * @param faction the faction's index in the scenario (0-based, in the scenario's order)
 * @param factionId the faction's id in the scenario, e.g. {@code white}
 * @param key the player's Ed25519 public key
 */
public record FactionKey(int faction, String factionId, PublicKey key) {

    /** @return the key's fingerprint ({@link PlayerKey#fingerprint(PublicKey)}) */
    public String fingerprint() {
        return PlayerKey.fingerprint(key);
    }

    /**
     * @param other a public key
     * @return whether it is this faction's key
     */
    public boolean isKey(PublicKey other) {
        return java.util.Arrays.equals(key.getEncoded(), other.getEncoded());
    }
}
