package org.hexbench.engine.world;

/**
 * HCL instruction ShowMessageDialog (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Event: a message that needs the player's acknowledgement (victory, defeat, disbanded units).
 *
 * @param faction a faction index (-1 for none)
 * @param text the message text
 */
public record ShowMessageDialog(int faction, String text) implements MessageEvent {
}
